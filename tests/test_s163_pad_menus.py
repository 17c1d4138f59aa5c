"""Loose ends a pad player and a keyboard player met in the menus (s163), driven through
the app's real loop with injected pad and key events (no window: the fast tier):
the search box's hint names a pad's way in after a pad's press; a search holds one set
of characters whether typed on a keyboard or on the pad's keys; the on-screen keys'
Done in Settings leaves the focus on its field (it went on to the Lesson's Replay);
Settings' keys never lie over the card's Done; the search's keys keep the picked card
in sight."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button, focus_with_x, type_on_keys

pygame = pytest.importorskip("pygame")

A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X
START, UP = pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT


def key(app, k: int, text: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0)
    run(app, 1, dt=0.5)


def drawn(monkeypatch, menu, start: str) -> tuple[str, pygame.Rect]:
    """The picker's line starting `start` as the menu draws it now, and where."""
    from quiver.scenes import picker

    said = []
    real = picker.theme.text

    def text(s, t, *a, **k):
        said.append((t, real(s, t, *a, **k)))
        return said[-1][1]

    monkeypatch.setattr(picker.theme, "text", text)
    menu.full_redraw = True
    menu.draw(pygame.Surface(menu.size))
    monkeypatch.setattr(picker.theme, "text", real)
    return next(t for t in said if t[0].startswith(start))


def hint(monkeypatch, menu) -> str:
    """The search box's hint as the menu draws it now."""
    return drawn(monkeypatch, menu, "Search")[0]


def custom_by_pad(app):
    menu = app.top
    focus_with_x(app, menu, menu.custom_btn)
    button(app, A)
    focus_with_x(app, menu, menu.grid)
    return menu


def test_the_search_hint_names_the_pads_way_in_after_a_pads_press(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = custom_by_pad(app)
        assert hint(monkeypatch, menu) == "Search shapes  ( Up, A )"  # (from the shapes)
        button(app, UP)
        assert menu.pad_search.at_box and hint(monkeypatch, menu) == "Search shapes  ( A )"
        button(app, DOWN)
        button(app, UP)
        button(app, UP)  # on the control above: no one button searches from there
        assert hint(monkeypatch, menu) == "Search shapes"
        key(app, pygame.K_DOWN)  # a keyboard's press: its /
        assert hint(monkeypatch, menu) == "Search shapes  ( / )"


def test_a_keyboard_and_the_pads_keys_type_the_same_characters(monkeypatch, tmp_path):
    from quiver.scenes.picker_names import SEARCH_CHARS, searchable

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        menu.open_custom()
        key(app, pygame.K_SLASH, "/")
        assert menu.grid.typing
        for ch in "é-Ω²\u212a!":  # (\u212a: the Kelvin sign, whose lower case is "k")
            key(app, pygame.K_a, ch)  # (the key a layout types it with does not matter)
        assert menu.grid.query == ""  # none of them in any shape's name or theme
        for k, ch in ((pygame.K_i, "I"), (pygame.K_c, "c"), (pygame.K_e, "e"), (pygame.K_MINUS, "_")):
            key(app, k, ch)  # (as the command line names it: "_" is its label's space)
        key(app, pygame.K_c, "c")
        assert menu.grid.query == "Ice c" and menu.grid.value == "ice_cream"
        chars = {k.char for row in menu.pad_search.keys.grid.rows for k in row if k.char}
        assert chars | {" "} == set(SEARCH_CHARS)  # a key for each, and none for anything else
        assert menu.pad_search.keys.grid.has("space")
        assert not menu.pad_search.keys.grid.has("shift")  # (capitals: the same search)
        assert all(searchable(c) and searchable(c.upper()) for c in SEARCH_CHARS)


@pytest.mark.parametrize("field", ["leaderboard_name", "leaderboard_server"])
def test_the_keys_done_in_settings_keeps_the_focus_on_its_field(monkeypatch, tmp_path, field):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.settings_btn)
        button(app, A)
        card = app.top
        while card.order[card.focus] != field:
            button(app, DOWN)
        button(app, A)
        type_on_keys(app, card.pad_keys, "ann" if field == "leaderboard_name" else "")
        button(app, START)  # the keys' Done
        assert not card.pad_keys.shown and card.order[card.focus] == field
        if field == "leaderboard_name":
            assert app.midend.settings.leaderboard_name == "ann"  # (applied, as Enter does)
        button(app, A)  # A again: the same field's keys, not the lesson
        assert app.top is card and card.pad_keys.shown and card.pad_keys.box is card.text_boxes[field]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)])
def test_settings_keys_never_lie_over_the_cards_done(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.settings_btn)
        button(app, A)
        card = app.top
        for field in ("leaderboard_server", "leaderboard_name"):
            while card.order[card.focus] != "done":
                button(app, DOWN)
            while card.order[card.focus] != field:  # up from Done: the list scrolled to its foot
                button(app, UP)
            button(app, A)
            card.full_redraw = True
            card.draw(pygame.Surface(size))  # (the keys placed afresh, as each frame does)
            keys = card.pad_keys
            assert keys.shown and not keys.rect.colliderect(card.back.rect), (field, keys.rect)
            assert not keys.rect.colliderect(keys.box.rect)
            assert pygame.Rect(0, 0, *size).contains(card.back.rect)
            button(app, B)


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_the_search_keys_keep_a_pick_that_still_matches_in_sight(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = custom_by_pad(app)
        grid = menu.grid
        while grid.value != "butterfly":  # on the second row of the animals
            button(app, RIGHT)
        while not menu.pad_search.at_box:  # (s166: Up goes a row up, to the box from the first)
            button(app, UP)
        picked = grid.value
        button(app, A)
        keys = menu.pad_search.keys
        for typed in ("", picked[-1]):  # the keys just up; a letter the pick's name holds
            type_on_keys(app, keys, typed)
            menu.full_redraw = True
            menu.draw(pygame.Surface(size))
            assert grid.value == picked and keys.shown
            card = grid.cards[grid.index]
            assert grid.view.contains(card) and not keys.rect.colliderect(card), (typed, card, keys.rect)
        button(app, START)  # Done: the focus next to the box, on the shapes (as Settings' stays)
        assert not keys.shown and menu.focus_order[menu.focus] is grid and grid.value == picked


def test_a_held_right_on_the_shapes_stops_at_the_last(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        menu = custom_by_pad(app)
        grid = menu.grid
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=RIGHT)
        run(app, 150, dt=0.1)  # held 15 s: a repeat a frame, more than the shapes
        post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=RIGHT)
        run(app, 1)
        assert grid.index == grid.shown()[-1]  # (it raced round and round, stopping anywhere)
        button(app, RIGHT)  # a press goes round
        assert grid.index == grid.shown()[0]


def test_a_name_of_spaces_shows_the_placeholder_again(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.settings_btn)
        button(app, A)
        card = app.top
        while card.order[card.focus] != "leaderboard_name":
            button(app, DOWN)
        button(app, A)
        button(app, pygame.CONTROLLER_BUTTON_Y)  # Y types a space
        button(app, pygame.CONTROLLER_BUTTON_Y)
        button(app, START)  # Done: nothing but spaces is no name (the random one is kept)
        box = card.text_boxes["leaderboard_name"]
        assert app.midend.settings.leaderboard_name == "" and box.text == ""  # its placeholder shows


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_the_search_keys_leave_no_match_readable_and_back_opens_how_to_play(monkeypatch, tmp_path, size):
    from quiver.scenes.legend import LegendScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = custom_by_pad(app)
        button(app, UP)
        button(app, A)
        keys = menu.pad_search.keys
        type_on_keys(app, keys, "qq")
        assert menu.grid.shown() == [] and keys.shown
        line, where = drawn(monkeypatch, menu, "No shape matches")
        assert not keys.rect.colliderect(where), (line, where, keys.rect)  # (it lay under them)
        button(app, pygame.CONTROLLER_BUTTON_BACK)  # How to play, over the search (F1 was typed away)
        assert isinstance(app.top, LegendScene)
        button(app, B)
        assert app.top is menu and keys.shown and menu.grid.query == "qq"
