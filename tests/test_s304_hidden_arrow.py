"""After a turn, a 3D lesson step whose arrow the view hides (s304). bubble.aim_kept, finding
no head or cell centre of the step's arrows that a tap hits, aims at the head nearest the eye,
hidden: at rest the pointer stood there, its dashed line running to an arrow the player could
not see. Now (lesson_hidden) the pointer goes to the part of the step's arrows that shows most,
where a patch of one shows whole (the 3D lesson's "This one is blocked" turned at 800x600: the
orange arrow's side); where none does, no pointer, and the bubble says to turn to find it
(Flat 3D's "Lower steps block it too" turned so only a grey sliver of its arrow's cells
shows). Either way the step can still be done."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import lesson_hidden  # noqa: E402


class _Coach:  # (weakly referenced, as lesson_hidden keeps what it found)
    def __init__(self, mode: str) -> None:
        self.mode, self.stage, self.step, self.aimed = mode, 0, 2, 4
        self.current = SimpleNamespace(line="Tap it")


def _play(under: int | None, busy: bool):
    ctl = SimpleNamespace(input=SimpleNamespace(busy=busy), camera=SimpleNamespace(turning=False))
    return SimpleNamespace(ctl=ctl, flat_view=False, arrow_at=lambda p: under)


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_hidden_arrow_is_found_at_rest_and_kept_through_a_turn(mode):
    coach = _Coach(mode)
    assert not lesson_hidden.hidden(coach, _play(4, False), (5, 5))
    assert lesson_hidden.step_line(coach) == "Tap it"
    assert lesson_hidden.hidden(coach, _play(None, False), (5, 5))  # (at rest: nothing of it there)
    said = lesson_hidden.step_line(coach)
    assert said.startswith("The arrow is out of sight") and ("block" if mode == "flat" else "shape") in said
    assert lesson_hidden.hidden(coach, _play(4, True), (5, 5))  # (a turn: the words kept, not flicking)
    assert not lesson_hidden.hidden(coach, _play(4, False), (5, 5))  # (at rest again: found)
    coach.step = 3
    assert lesson_hidden.step_line(coach) == "Tap it"  # (another step: its own words)


def _turned(make, mode: str, step: int, yaw: float, pitch: float):
    """The lesson of `mode` at `step` at 800x600, the view turned to (yaw, pitch) and at rest;
    the app, play scene, coach and the pixels its bubble aimed at, frame by frame."""
    from app_helpers import run
    from lesson_helpers import open_lesson

    app, play = open_lesson(make, mode, (800, 600), step)
    coach, aims = play.coach, []
    real = coach.target
    coach.target = lambda p: aims.append(got := real(p)) or got
    play.ctl.camera.set_angles(yaw, pitch, home=False)
    for _ in range(40):  # (past lesson_settle's hold: the bubble placed again at rest)
        play.full_redraw = True
        run(app)
    return app, play, coach, aims


def _tap_moves_on(app, play, coach, pixel) -> None:
    from app_helpers import click

    assert play.arrow_at(pixel) == coach.aimed
    step = coach.step
    click(app, pixel)
    assert coach.step == step + 1, "the tap did not do the step"


@pytest.mark.slow  # a window and OpenGL
def test_a_turned_3d_lesson_points_at_the_arrow_that_shows(lesson_app):  # noqa: F811
    """Before: the pointer at a head hidden behind the tower (no part of any cell's centre
    showed), while the orange arrow showed its whole side."""
    app, play, coach, aims = _turned(lesson_app, "3d", 3, 140, 20)
    assert coach.tip, "no pointer"
    pixel = aims[-1][0]
    assert play.arrow_at(pixel) == coach.aimed, "the pointer aims at a hidden pixel"
    assert "blocked" in coach.current.line
    _tap_moves_on(app, play, coach, pixel)


@pytest.mark.slow  # a window and OpenGL
def test_a_turned_flat_lesson_says_to_turn_to_find_its_arrow(lesson_app):  # noqa: F811
    """Before: the pointer at the arrow's hidden head over the block, its line saying "Tap it"
    with nothing of it to tap but a grey sliver. Turned home, the pointer and words come back."""
    from app_helpers import run

    app, play, coach, aims = _turned(lesson_app, "flat", 2, 0, -40)
    assert not coach.tip and not coach.route, "a pointer at an arrow out of sight"
    assert lesson_hidden.step_line(coach).startswith("The arrow is out of sight")
    camera = play.ctl.camera
    camera.rot = type(camera.rot)(camera.home)  # (the player turns it back)
    for _ in range(40):
        play.full_redraw = True
        run(app)
    assert coach.tip and lesson_hidden.step_line(coach) == coach.current.line
    _tap_moves_on(app, play, coach, aims[-1][0])
