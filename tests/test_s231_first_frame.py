"""A 2D lesson board's bubble is laid out in the scene's update, before the toasts are
placed in the same frame (app.step: scenes, then toasts), not first as it is drawn: at
480x360 a board begun again at its second step ("Each arrow waits...") had its toasts
placed round no bubble (the last board's), then moved on the next frame (s231)."""

import pytest
from app_helpers import app_maker, run

pytestmark = pytest.mark.slow  # a window


def test_a_boards_bubble_is_placed_before_its_first_draw(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(480, 360))
        app.flow.lesson("2d")
        run(app, 3)
        coach = app.top.coach
        first = coach.bubble
        coach._open(1, 1)
        app.top.update(0.0)  # (no draw yet)
        early = coach.bubble
        run(app, 2)
        assert early is not None and early == coach.bubble != first, (early, coach.bubble, first)
