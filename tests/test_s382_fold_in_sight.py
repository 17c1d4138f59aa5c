"""The Flat lesson's fold step ("This arrow folds over the edge") points at a fold the
player can see (lesson_fold; s376: it followed the turn step face-on to the block, its
pointer on an arrow folding onto the bottom face, a fold no view from above shows)."""

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.game.lessons import Anchor
from quiver.scenes.lesson_fold import fold_faces, fold_shows

pytestmark = pytest.mark.slow  # an offscreen window (the Flat view needs one)


def face_on(play) -> None:
    play.ctl.camera.set_angles(0.0, 5.0, home=False)  # (the front face only, a little from above)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_fold_step_points_at_an_arrow_whose_fold_shows(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, "flat", size, 1)
        play, coach = app.top, app.top.coach
        assert coach.current.anchor == Anchor.EDGE
        assert coach.aimed is not None and coach.tip
        assert len(fold_faces(play.board, coach.aimed)) > 1
        assert fold_shows(play, coach.aimed), fold_faces(play.board, coach.aimed)


def test_a_fold_step_begun_face_on_turns_the_view_to_a_fold(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, "flat", (1280, 720), 0)  # the turn step
        play, coach = app.top, app.top.coach
        face_on(play)
        coach.advance()  # (turned: on to the fold step, face-on)
        run(app, 20, dt=1 / 20)  # (a second, as 60 frames of 1/60: the ease's frames are s387's)
        assert coach.current.anchor == Anchor.EDGE and coach.aimed is not None and coach.tip
        assert fold_shows(play, coach.aimed)


def test_a_view_turned_off_every_fold_eases_back_once_it_rests(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, "flat", (1280, 720), 1)
        play, coach = app.top, app.top.coach
        face_on(play)
        run(app, 2)
        assert not play.ctl.camera.turning  # (not at once: the player may still be turning)
        run(app, 30, dt=1 / 20)  # (1.5 s: the rest, then the ease)
        assert coach.aimed is not None and coach.tip and fold_shows(play, coach.aimed)


def test_the_3d_tip_step_points_at_a_free_arrow_flying_at_the_eye(monkeypatch, tmp_path):
    """s376: "Dot: ... Tap a free one" pointed at a pyramid's tip; the step says "Tip", and
    turned so that another free arrow flies at the eye, its pointer goes to that one."""
    from quiver.engine.geometry import VEC3

    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, "3d", (1280, 720), 2)
        play, coach = app.top, app.top.coach
        assert coach.current.line.startswith("Tip: an arrow pointing at you")
        for yaw in (90.0, -90.0, 180.0):
            play.ctl.camera.set_angles(yaw, 10.0, home=False)
            run(app, 14, dt=1 / 20)  # (0.7 s, as 40 frames of 1/60: past the settle)
            assert coach.aimed is not None and coach.tip and coach.aimed in play.board.free_arrows()
            back, d = play.ctl.camera.back, VEC3[play.board.arrows[coach.aimed].dir]
            assert back[0] * d[0] + back[1] * d[1] + back[2] * d[2] > 0.5, yaw
