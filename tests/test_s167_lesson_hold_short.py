"""What a lesson says to a tap it holds back has a short form (s167): in Flat 3D at 640x480
"Turn it first: drag it, or use the arrow keys. Then tap arrows" stood in six lines in
the 200 px corner beside the block, with no short form for the toast layer to say
(scenes/toast_short.py). Every line of scenes/lesson_hold.py now has one."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from quiver.game.lessons import Until
from quiver.scenes import lesson_hold
from quiver.scenes.coach import Coach
from quiver.scenes.toast_said import Said


class _Feedback:
    def __init__(self) -> None:
        self.said: list[tuple[str, str | None]] = []

    def toast(self, text, kind=None, seconds=None, short=None):
        self.said.append((text, short))


def _coach(until: Until):
    """A lesson's step waiting for `until`, as far as fire_held reads it."""
    step = SimpleNamespace(until=until, anchor=None)
    feedback = _Feedback()
    return SimpleNamespace(
        done=False,
        beat=None,
        play=SimpleNamespace(),
        current=step,
        ports=SimpleNamespace(feedback=feedback),
        held_said=Said(),
    ), feedback


@pytest.mark.parametrize("until", [Until.TURNED, Until.ZOOMED])
def test_a_view_steps_held_tap_says_it_with_its_short_form(until):
    coach, feedback = _coach(until)
    assert Coach.holds_fire(coach)  # type: ignore[arg-type]
    [(text, short)] = feedback.said
    assert text == lesson_hold.HOLD_FIRE[until]
    assert short is not None and len(short) < len(text) // 2  # (before: None)


def test_every_line_a_lesson_holds_a_tap_with_has_a_short_form():
    lines = [
        *lesson_hold.HOLD_FIRE.values(),
        lesson_hold.HINT_ON_BOUNCE,
        lesson_hold.BOUNCE_FIRST,
        lesson_hold.KEEP_BLOCKER,
        lesson_hold.BLOCKED_EARLY,
        lesson_hold.BLOCKED_LOOK,
    ]
    assert set(lesson_hold.SHORT) == set(lines)
    assert all(len(lesson_hold.SHORT[t]) < len(t) for t in lines)


def test_in_flat_3d_at_640x480_turn_it_first_stands_in_two_lines(monkeypatch):
    """The toast layer says it short beside the block (a window with no GL: the scene is
    made as the flow makes it, the shape's places worked out from its camera)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from app_helpers import FakeClock, run, toast_ink

    from quiver.app import App
    from quiver.game.code import complete, generate_board
    from quiver.scenes.playflat import PlayFlatScene
    from quiver.scenes.toast import room

    app = App((640, 480), window=False, sound=False, realtime=False, clock=FakeClock())
    try:
        app.to_menu()
        code = complete("flat", "stairs", None, None, "easy", 1)
        app.push(PlayFlatScene(app.ports, generate_board(code), code, None, hearts=3))
        run(app, 3)
        coach, _ = _coach(Until.TURNED)
        coach.ports = app.ports
        lesson_hold.say(coach, lesson_hold.HOLD_FIRE[Until.TURNED])
        run(app, 3)
        assert app.toasts.texts() == [lesson_hold.SHORT[lesson_hold.HOLD_FIRE[Until.TURNED]]]
        assert toast_ink(app).h < room(3)  # (two lines at most: before, a card of six)
    finally:
        app.close()
