"""The pad's on-screen keys (s150): a held X deletes on at the pace a held D-pad moves
(it deleted one character a press, however long held), and a field's keys put away with
B come back with the focus where it was (Settings made new keys, the focus on "1").
Driven through the app's real loop with injected pad events only."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

from quiver.input_repeat import REPEAT_DELAY, REPEAT_INTERVAL

pygame = pytest.importorskip("pygame")

A, B, X = (getattr(pygame, f"CONTROLLER_BUTTON_{b}") for b in "ABX")
DOWN, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER


def button(app, b: int) -> None:
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)
    run(app, 1, dt=0.5)


def hold(app, b: int, seconds: float) -> None:
    """Button `b` held down `seconds` of the app's clock, frame by frame, then let go."""
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
    run(app, round(seconds * 60), dt=1 / 60)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)
    run(app, 1)


def settings_by_pad(app):
    from quiver.scenes.settings import SettingsScene

    menu = app.top
    for _ in range(40):
        if menu.focus_order[menu.focus] is menu.settings_btn:
            break
        button(app, X)
    button(app, A)
    card = app.top
    assert isinstance(card, SettingsScene)
    while card.order[card.focus] != "leaderboard_name":
        button(app, DOWN)
    return card


def test_a_held_x_deletes_on_as_a_held_dpad_moves(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.midend.settings.leaderboard_name = "Annabelle Quiver"
        card = settings_by_pad(app)
        box = card.text_boxes["leaderboard_name"]
        button(app, A)  # its keys, the focus on "1"
        held = REPEAT_DELAY + 4 * REPEAT_INTERVAL
        hold(app, RIGHT, held)
        steps = card.pad_keys.grid.index
        assert steps >= 3  # a held D-pad moves on (row 0 has 10 keys: not at its end)
        box.line.place(len(box.text))
        hold(app, X, held)  # X (Delete) held as long: as many characters gone
        assert box.text == "Annabelle Quiver"[: len("Annabelle Quiver") - steps]
        box.line.place(0)
        hold(app, RB, held)  # RB (the caret on) held as long: as many steps
        assert card.pad_keys.shown and box.line.caret == steps


def test_a_held_x_repeats_only_while_the_keys_are_up(monkeypatch, tmp_path):
    """X is Tab: held elsewhere it still steps the focus once a press."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        menu = app.top
        start = menu.focus
        hold(app, X, REPEAT_DELAY + 0.3)
        assert menu.focus == (start + 1) % len(menu.focus_order)


def test_the_same_fields_keys_come_back_with_the_focus_where_it_was(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        card = settings_by_pad(app)
        button(app, A)
        keys = card.pad_keys
        button(app, DOWN)
        button(app, RIGHT)
        button(app, RIGHT)
        at = (keys.grid.row, keys.grid.index)
        assert at == (1, 2)  # "e"
        button(app, B)  # away, the text kept
        assert not card.pad_keys.shown
        button(app, A)  # the same field: its keys again
        assert card.pad_keys.shown and (card.pad_keys.grid.row, card.pad_keys.grid.index) == at


@pytest.mark.parametrize("card", ["seed", "picture"])
def test_on_a_card_the_keys_done_is_named_as_the_play_button_it_covers(monkeypatch, tmp_path, card):
    """The keys cover the card's Play / Paste / Cancel; their Done plays, so it says Play
    (a stranger read Done as an end to the typing, then saw a puzzle start)."""
    from quiver.scenes.keygrid import DONE
    from quiver.scenes.picture import PictureScene
    from quiver.scenes.seed import SeedScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        scene = SeedScene(app.ports, app.top) if card == "seed" else PictureScene(app.ports)
        keys = scene.pad_keys
        rows = zip(keys.grid.rows, keys.buttons, strict=True)
        done = [b for row, bs in rows for k, b in zip(row, bs, strict=True) if k.action == DONE]
        assert [b.label for b in done] == [scene.ok.label] == ["Play"]


def test_a_held_x_deletes_on_in_the_seed_card_too(monkeypatch, tmp_path):
    from quiver.scenes.seed import SeedScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        menu = app.top
        for target in (menu.custom_btn, menu.seed_btn):
            for _ in range(40):
                if menu.focus_order[menu.focus] is target:
                    break
                button(app, X)
            button(app, A)
        card = app.top
        assert isinstance(card, SeedScene) and card.pad_keys.shown
        card.box.text = "123456789"
        hold(app, X, REPEAT_DELAY + 4 * REPEAT_INTERVAL)
        assert len(card.box.text) <= 9 - 3


def test_a_held_x_stops_when_the_keys_are_put_away_mid_hold(monkeypatch, tmp_path):
    """X is Tab: held on after a click put the keys away, its repeats must not go on
    stepping the Settings focus down the rows."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        card = settings_by_pad(app)
        button(app, A)
        keys = card.pad_keys
        spot = (card.card.x + 12, card.card.y + 12)  # the card's corner, off the keys
        assert keys.shown and not keys.rect.collidepoint(spot)
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=X)
        run(app, 6)
        post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
        post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
        run(app, round((REPEAT_DELAY + 0.3) * 60))
        post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=X)
        run(app, 1)
        assert not keys.shown and card.order[card.focus] == "leaderboard_name"
