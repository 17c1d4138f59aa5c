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


def test_a_zoom_taken_back_is_said_and_the_arrow_kept(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", (480, 360), step=3)
        coach, feedback = play.coach, play.coach.ports.feedback
        assert not feedback.showing(ZOOMED_BACK)
        wheel(app, 3)
        assert feedback.showing(ZOOMED_BACK)
        assert coach.step == 3 and coach.aimed is not None and coach.tip
        assert shown_whole(play, coach.aimed)


def test_a_step_begun_zoomed_in_backs_out_unsaid(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", (480, 360), step=1)  # the zoom step
        wheel(app, 4)
        run(app, 40)
        assert play.coach.step == 2 and not play.coach.ports.feedback.showing(ZOOMED_BACK)
