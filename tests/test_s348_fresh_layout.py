"""A 3D lesson step's bubble laid out for one arrow, then another, then the first again: the
same bubble, pointer and leader (s348). The rest search (lesson_aim) tries each arrow the step
names; each layout kept the last one's point on the arrow (aim_key), pointer try (_way) and
edge way (lesson_edge), so that an arrow laid out again after the others could point
elsewhere with another line: Flat 3D's "This arrow folds over the edge", swept round in
20-degree steps, in 9, 10, 11 and 8 of 18 views at 1920x1080, 1280x800, 1024x768 and 640x480.
Now each is laid out `fresh`: one of the step, the arrow, the view and the window alone."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)


def _laid(coach, play, arrow):
    from quiver.scenes.lesson_aim import fresh

    got = fresh(coach, play, arrow)
    return coach.aimed, tuple(got[1]), tuple(map(tuple, coach.route)), tuple(map(tuple, coach.tip))


def _drawn(coach):
    return coach.aimed, tuple(coach.bubble), tuple(map(tuple, coach.route)), tuple(map(tuple, coach.tip))


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
def test_an_arrow_laid_out_again_after_another_is_as_it_was(lesson_app, size):  # noqa: F811
    from app_helpers import run
    from lesson_helpers import open_lesson

    from quiver.game.lessons import anchor_arrows
    from quiver.scenes.lesson_hold import spared
    from quiver.scenes.pick_memo import memo_of

    app, play = open_lesson(lesson_app, "flat", size, 1)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    camera = play.ctl.camera
    yaw, pitch = camera.angles()
    changed, unlike = [], []
    for turn in range(-180, 180, 20):
        camera.set_angles(yaw + turn, pitch, home=False)
        run(app, 4, dt=0.1)  # (at rest, past lesson_settle.SETTLE: as 40 frames of 1/60 s, s351)
        play.full_redraw = True
        run(app)
        drawn = _drawn(coach)
        arrows = spared(coach, anchor_arrows(play.board, coach.current.anchor))
        with memo_of(play).steady(play.ctl):
            if coach.aimed is not None and _laid(coach, play, coach.aimed) != drawn:
                unlike.append(turn)  # (the bubble drawn at rest: its arrow's own layout)
            for a in arrows:
                first = _laid(coach, play, a)
                for b in arrows:
                    if b != a:
                        _laid(coach, play, b)
                        if _laid(coach, play, a) != first:
                            changed.append((turn, a, b))
    assert not changed, f"laid out again after another arrow, another layout (turn, arrow, other): {changed}"
    assert not unlike, f"drawn at rest unlike its arrow's own layout, by the turn: {unlike}"
