"""A small window's 3D and Flat 3D lessons keep their bubble in the column fitted for it
beside the shape (bubble_fit.fit_board, beside_width): at 480x360 the 3D lesson's step 3,
"Dot: an arrow pointing at you. Cross: ...", was placed across the whole window, 19 px
left of that column, over the shape's edge (s229). Now every step's bubble starts in it."""

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.scenes.bubble_fit import beside_width

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        yield make


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_every_bubble_keeps_to_its_column_at_480x360(make, mode):
    app, play = open_lesson(make, mode)
    assert any(play.ctl.camera.side)  # (the bubble beside the shape)
    coach, column = play.coach, 480 - beside_width(play)
    for step in range(len(coach.stages[coach.stage].steps)):
        coach.step = step
        run(app, 3)
        assert column <= coach.bubble.x and coach.bubble.right <= 480, (step, coach.bubble, column)
