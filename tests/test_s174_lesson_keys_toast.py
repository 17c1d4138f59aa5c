"""What the lesson says to a press it holds back, after a keyboard's press (s174): a
keyboard's Tab or Enter in 3D's "turn the shape" step was told "Turn it first, then tap"
(its short form; the whole line "drag it, or use the arrow keys. Then tap arrows"): "tap"
and "drag" are the mouse's words. After a key's press the lines name the keys' way and
say "fire"; after a click, the mouse's words as before."""

from __future__ import annotations

import re

import pytest
from test_s167_lesson_hold_short import _coach

from quiver import input_pad
from quiver.game.lessons import Until
from quiver.scenes import lesson_hold
from quiver.scenes.coach import Coach

MOUSE_WORDS = re.compile(r"\b(tap|drag|scroll|pinch|click|D-pad|stick|LT|RT)\b", re.I)


@pytest.fixture
def keys_pressed():
    input_pad._LAST["keys"] = True
    yield
    input_pad.no_press_yet()


@pytest.mark.parametrize("until", [Until.TURNED, Until.ZOOMED])
def test_a_view_steps_held_press_says_the_keys_way(keys_pressed, until):
    coach, feedback = _coach(until)
    assert Coach.holds_fire(coach)  # type: ignore[arg-type]
    [(text, short)] = feedback.said
    assert not MOUSE_WORDS.search(text) and not MOUSE_WORDS.search(short), (text, short)
    assert short is not None and 2 * len(short) <= len(text)  # (s167's short form kept)
    assert ("arrow key" in text) if until is Until.TURNED else ("+ or -" in text)


def test_every_held_line_that_says_tap_has_the_keys_words(keys_pressed):
    for line in (*lesson_hold.HOLD_FIRE.values(), *lesson_hold.SHORT):
        coach, feedback = _coach(Until.TURNED)
        lesson_hold.say(coach, line)
        [(text, short)] = feedback.said
        assert not MOUSE_WORDS.search(text) and not MOUSE_WORDS.search(short or ""), (text, short)


def test_after_a_click_the_mouses_words_again():
    input_pad._LAST["keys"] = False
    coach, feedback = _coach(Until.TURNED)
    Coach.holds_fire(coach)  # type: ignore[arg-type]
    [(text, _short)] = feedback.said
    assert "drag" in text
