"""At 480x360 the Flat lesson's step 2 (its bubble beside the shape, a leader run to its
top left) kept Skip lesson top right, in the column above the bubble where toasts go: a
saved file's path found no room off it and lay over the button. Skip lesson now stands
top left, snug under the bar above the leader, and the toast has the column (s245)."""

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

pytestmark = pytest.mark.slow  # an OpenGL window

PATH = "Screenshot saved to /home/someone/.local/share/quiver/pictures/quiver-2026-12-03-04-30-00.png"


def test_a_toast_over_flats_second_step_keeps_off_skip_lesson(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "flat", step=1)
        app.feedback.toast(PATH)
        run(app, 4)
        skip = play.coach.skip_btn.rect
        cards = [r for r, t in app.toasts._hits if t in app.toasts.toasts]
        assert cards and skip.collidelist(cards) < 0, (skip, cards)
        assert skip.right < play.coach.bubble.x  # (the bubble's column is the toasts')
