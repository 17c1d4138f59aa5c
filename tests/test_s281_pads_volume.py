"""Two pads and the volume (s281): two pads pressing one button in a frame were one press
(quiver/input_pad.PadKeys merged every pad's holds of a key); a volume moved up while muted
left the game silent, the player not told why (quiver/scenes/settings.py)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

A, DOWN = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_DPAD_DOWN


def pad_event(down: bool, pad: int, b: int) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=pad, button=b)


def keys_of(pads, *events) -> list[tuple[int, int]]:
    return [(k.type, k.key) for k in pads.keys(events)]


def test_two_pads_pressing_one_button_in_a_frame_are_two_presses():
    """Two players, two pads: each press counts, in the same frame or while the other
    holds it; the key comes up when the last pad lets go (a screen reading it held, held)."""
    from quiver.input_pad import PadKeys

    pads, enter = PadKeys(), pygame.K_RETURN
    down = (pygame.KEYDOWN, enter)
    assert keys_of(pads, pad_event(True, 1, A), pad_event(True, 2, A)) == [down, down]
    assert keys_of(pads, pad_event(False, 1, A)) == [] and pads.held(enter)
    assert keys_of(pads, pad_event(True, 1, A)) == [down]  # pad 2 holds it: pad 1's again counts
    assert keys_of(pads, pad_event(False, 2, A), pad_event(False, 1, A)) == [(pygame.KEYUP, enter)]
    # one pad's press and release in a frame: one press (and its D-pad and stick on one
    # arrow still one: test_s125_pad)
    assert keys_of(pads, pad_event(True, 1, A), pad_event(False, 1, A)) == [down, (pygame.KEYUP, enter)]


def test_two_pads_pressing_down_in_one_frame_move_the_menus_focus_twice(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=DOWN)
        post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=DOWN)
        run(app, 1, dt=0.5)
        one = menu.focus
        for down in (True, False):
            for pad in (0, 1):
                post(pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP, instance_id=pad, button=DOWN)
        run(app, 1, dt=0.5)
        n = len(menu.focus_order)
        assert menu.focus == (one + 2) % n, (one, menu.focus, n)
