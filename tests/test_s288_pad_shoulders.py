"""One pad's two buttons on one key with different modifiers (s288): RB is Tab (the next
head), LB Shift+Tab (back one). s281's rule, one press a key a pad, swallowed LB pressed
while RB was still down (a roll from one shoulder to the other): the player stepped back
and nothing moved. The D-pad and a stick on one arrow stay one press (test_s125_pad)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

RB, LB, X = (
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    pygame.CONTROLLER_BUTTON_X,
)


def press(pads, down: bool, button: int) -> list[tuple[int, int, int]]:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    keys = pads.keys([pygame.event.Event(kind, instance_id=1, button=button)])
    return [(k.type, k.key, k.mod) for k in keys]


def test_lb_pressed_while_rb_is_held_steps_back():
    from quiver.input_pad import SHIFT, PadKeys

    pads, tab = PadKeys(), pygame.K_TAB
    assert press(pads, True, RB) == [(pygame.KEYDOWN, tab, 0)]
    assert press(pads, True, LB) == [(pygame.KEYDOWN, tab, SHIFT)]
    assert press(pads, False, RB) == [] and pads.held(tab)  # (LB still holds Tab)
    assert press(pads, False, LB) == [(pygame.KEYUP, tab, 0)] and not pads.held(tab)


def test_x_and_rb_held_together_are_still_one_press_of_tab():
    """Two buttons that press the same key the same way stay one press, as a D-pad and
    a stick on one arrow do."""
    from quiver.input_pad import PadKeys

    pads, tab = PadKeys(), pygame.K_TAB
    assert press(pads, True, X) == [(pygame.KEYDOWN, tab, 0)]
    assert press(pads, True, RB) == []
    assert press(pads, False, X) == [] and press(pads, False, RB) == [(pygame.KEYUP, tab, 0)]
