"""A game pad types into text fields with on-screen keys (s135, scenes/onscreen_keys.py):
a pad sends no text, so the seed box and the leaderboard name could not be typed into
from a pad. Driven through the app's real loop with injected pad events only: the seed
card opened from the menu shows its keys, a seed typed on them opens that puzzle; the
Settings card's name typed the same way is kept; B puts the keys away (text kept); a
click on a key types; a keyboard player never sees them."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")

A, B, X, Y = (getattr(pygame, f"CONTROLLER_BUTTON_{b}") for b in "ABXY")
START = pygame.CONTROLLER_BUTTON_START
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
DPAD = {
    (1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    (-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP,
}


def button(app, b: int) -> None:
    """A press of game-controller button `b` (pad 0), at a player's pace."""
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)
    run(app, 1, dt=0.5)


def focus_with_x(app, menu, widget) -> None:
    """X (the next control) until `widget` has the menu's focus."""
    for _ in range(40):
        if menu.focus_order[menu.focus] is widget:
            return
        button(app, X)
    raise AssertionError(f"X never reached {widget}")


def type_on_keys(app, keys, text: str) -> None:
    """Walk the D-pad to each character's key and press A (Shift first for a capital)."""
    for ch in text:
        grid = keys.grid
        if ch.isupper() and not grid.shift:
            walk(app, keys, lambda k: k.action == "shift")
            button(app, A)
        walk(app, keys, lambda k, ch=ch: (k.action == "space") if ch == " " else k.char == ch.lower())
        button(app, A)


def walk(app, keys, wanted) -> None:
    """D-pad presses, row first then along it, until the focused key is `wanted`."""
    grid = keys.grid
    r = next(r for r, row in enumerate(grid.rows) if any(wanted(k) for k in row))
    for _ in range(20):
        if grid.row == r:
            break
        button(app, DPAD[(0, 1 if r > grid.row else -1)])
    for _ in range(20):
        if wanted(grid.key):
            return
        button(app, DPAD[(1, 0)])
    raise AssertionError("the key was never reached")


def seed_card_by_pad(app):
    from quiver.scenes.seed import SeedScene

    menu = app.top
    focus_with_x(app, menu, menu.custom_btn)
    button(app, A)  # the Custom panel
    focus_with_x(app, menu, menu.seed_btn)
    button(app, A)  # Enter a seed
    assert isinstance(app.top, SeedScene)
    return app.top


def test_a_seed_typed_with_the_pad_alone_opens_that_puzzle(monkeypatch, tmp_path):
    from quiver.scenes.play2d import Play2DScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        card = seed_card_by_pad(app)
        keys = card.pad_keys
        assert keys.shown and card.box.active  # opened by a pad: its keys show at once
        assert not keys.rect.colliderect(card.box.rect)
        type_on_keys(app, keys, "48")
        button(app, X)  # X deletes
        type_on_keys(app, keys, "7")
        assert card.box.text == "47"
        button(app, START)  # Start: Done, the card's Play
        run_until(app, lambda: isinstance(app.top, Play2DScene) and app.top.board is not None, what="play")
        assert app.top.code.seed == 47


def test_b_puts_the_keys_away_with_the_text_kept_and_a_on_the_field_brings_them_back(monkeypatch, tmp_path):
    from quiver.scenes.menu import MenuScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        card = seed_card_by_pad(app)
        type_on_keys(app, card.pad_keys, "2d")
        button(app, LB)  # the caret back one
        type_on_keys(app, card.pad_keys, "-")
        assert card.box.text == "2-d"
        button(app, B)
        assert not card.pad_keys.shown and card.box.text == "2-d" and app.top is card
        button(app, A)  # A on the field: the keys again (a pad types no text)
        assert card.pad_keys.shown and card.box.text == "2-d"
        button(app, B)
        button(app, B)  # B again: the card goes, as Esc
        run_until(app, lambda: isinstance(app.top, MenuScene), what="the menu")


def test_a_refusal_stays_readable_over_the_keys(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        card = seed_card_by_pad(app)
        type_on_keys(app, card.pad_keys, "abc")
        button(app, START)
        assert card.error and "not a seed" in card.error
        if card.pad_keys.shown:  # kept up only where the refusal stays clear of them
            ink = pygame.Rect(card.panel.x, card.box.rect.bottom, card.panel.w, 2 * int(24 * card.u))
            assert not card.pad_keys.rect.colliderect(ink)


def test_a_name_typed_with_the_pad_in_settings_is_kept(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(600, 900)) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.settings_btn)
        button(app, A)
        card = app.top
        assert isinstance(card, SettingsScene) and card.pad_keys is None  # (no field opened yet)
        for _ in range(len(card.order)):
            if card.order[card.focus] == "leaderboard_name":
                break
            button(app, DPAD[(0, 1)])
        button(app, A)  # A on the name: its keys
        keys = card.pad_keys
        assert keys is not None and keys.shown and keys.box is card.text_boxes["leaderboard_name"]
        assert not keys.rect.colliderect(keys.box.rect)
        type_on_keys(app, keys, "Ann 7")
        assert keys.box.text == "Ann 7"
        button(app, START)  # Done: the field's Enter
        assert not keys.shown and app.midend.settings.leaderboard_name == "Ann 7"


def test_a_click_on_a_key_types_it(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1920, 1080)) as make:
        app = make()
        card = seed_card_by_pad(app)
        five = next(b for b in card.pad_keys.buttons[0] if b.label == "5")
        post(pygame.MOUSEBUTTONDOWN, pos=five.rect.center, button=1)
        post(pygame.MOUSEBUTTONUP, pos=five.rect.center, button=1)
        run(app, 1, dt=0.5)
        assert card.box.text == "5" and card.pad_keys.shown


def test_a_keyboard_player_never_sees_them_and_a_key_typed_puts_them_away(monkeypatch, tmp_path):
    from quiver.scenes.seed import SeedScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        button(app, DPAD[(0, 1)])  # a pad's press, then the keyboard's: the keyboard was last
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
        run(app, 1, dt=0.5)
        card = SeedScene(app.ports, app.top)
        app.push(card)
        run(app, 1)
        assert not card.pad_keys.shown
        button(app, A)  # the pad's A on the field
        assert card.pad_keys.shown
        post(pygame.TEXTINPUT, text="9")
        run(app, 1, dt=0.5)
        assert not card.pad_keys.shown and card.box.text == "9"


def test_no_toast_goes_over_the_keys(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        card = seed_card_by_pad(app)
        slots = card.toast_slots()
        assert card.pad_keys.shown and not any(s.colliderect(card.pad_keys.rect) for s in slots)


def test_a_new_game_forgets_an_earlier_games_pad_press():
    from quiver import input_pad
    from quiver.input_repeat import KeyRepeat

    input_pad._LAST["pad"] = True
    KeyRepeat()
    assert not input_pad.pad_last()
