"""What the lesson says to a press it holds back, after a pad's press (s172): a pad
player's A in 3D's "turn the shape" step was told "Turn it first: drag it, or use the
arrow keys. Then tap arrows" (short: "Turn it first, then tap"), while the bubble above
it named the D-pad (s166). After a pad's press those lines, long and short, name no mouse
or keyboard way; after a key's, as before."""

from __future__ import annotations

import re

import pytest
from test_s167_lesson_hold_short import _coach

from quiver import input_pad
from quiver.game.lessons import Until
from quiver.scenes import lesson_hold
from quiver.scenes.coach import Coach

NOT_A_PADS = re.compile(r"\b(tap|drag|scroll|pinch|arrow keys|click)\b", re.I)


@pytest.fixture
def pad_pressed():
    input_pad._LAST["pad"] = True
    yield
    input_pad.no_press_yet()


@pytest.mark.parametrize("until", [Until.TURNED, Until.ZOOMED])
def test_a_view_steps_held_press_says_the_pads_way(pad_pressed, until):
    coach, feedback = _coach(until)
    assert Coach.holds_fire(coach)  # type: ignore[arg-type]
    [(text, short)] = feedback.said
    assert not NOT_A_PADS.search(text) and not NOT_A_PADS.search(short), (text, short)
    assert short is not None and len(short) < len(text) // 2  # (s167's short form kept)
    assert ("D-pad" in text) if until is Until.TURNED else ("LT" in text)


def test_every_held_line_that_says_tap_has_the_pads_words(pad_pressed):
    for line in (*lesson_hold.HOLD_FIRE.values(), *lesson_hold.SHORT):
        coach, feedback = _coach(Until.TURNED)
        lesson_hold.say(coach, line)
        [(text, short)] = feedback.said
        assert not NOT_A_PADS.search(text) and not NOT_A_PADS.search(short or ""), (text, short)


def test_after_a_keys_press_the_keyboards_words():
    coach, feedback = _coach(Until.TURNED)
    Coach.holds_fire(coach)  # type: ignore[arg-type]
    assert feedback.said == [
        (lesson_hold.HOLD_FIRE[Until.TURNED], lesson_hold.SHORT[lesson_hold.HOLD_FIRE[Until.TURNED]])
    ]
