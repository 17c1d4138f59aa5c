"""A zoom the 3D lesson takes back says so (s236: at 480x360, the bubble in its column
beside the shape, lesson_view.keep_in_view undid each wheel notch in the blocked step and
the player saw nothing happen). The step's arrow stays in view with its pointer (s231);
a step begun zoomed in, eased back out by the lesson itself, says nothing."""

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson
from test_s231_lesson_zoom import shown_whole, wheel

from quiver.scenes.lesson_view import ZOOMED_BACK

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def test_wheel_notches_stop_with_the_arrow_kept_and_nothing_to_take_back(monkeypatch, tmp_path):
    """Since s388/s392 the lesson's nearest zoom keeps the shape whole (camera_input's
    `fill`): the wheel zooms in, then stops, and no zoom needs taking back."""
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", (480, 360), step=3)
        coach, feedback, zoom0 = play.coach, play.coach.ports.feedback, play.ctl.camera.zoom
        wheel(app, 3)
        assert play.ctl.camera.zoom < zoom0  # (it zoomed in)
        assert not feedback.showing(ZOOMED_BACK)
        assert coach.step == 3 and coach.aimed is not None and coach.tip
        assert shown_whole(play, coach.aimed)


def test_a_zoom_past_the_arrow_is_taken_back_and_said(monkeypatch, tmp_path):
    """A zoom that still gets past it (one set from outside the wheel's limit: a window
    shrunk, a pinch) is taken back to the last view that showed the step's arrow, and said."""
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", (480, 360), step=3)
        coach, feedback = play.coach, play.coach.ports.feedback
        run(app, 3)
        kept = play.ctl.camera.zoom
        play.ctl.camera.zoom = kept * 0.35
        run(app, 3)
        assert feedback.showing(ZOOMED_BACK)
        assert play.ctl.camera.zoom == kept
        assert coach.step == 3 and coach.aimed is not None and coach.tip
        assert shown_whole(play, coach.aimed)


def test_a_step_begun_zoomed_in_backs_out_unsaid(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", (480, 360), step=1)  # the zoom step
        wheel(app, 4)
        run(app, 40)
        assert play.coach.step == 2 and not play.coach.ports.feedback.showing(ZOOMED_BACK)
