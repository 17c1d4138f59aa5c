"""Beside a 3D shape (a small window's lesson: bubble_fit.bubble_left) Skip lesson stands
at the top left, leaving the column over the bubble to the toasts (s231: at 480x360 a
bubble of three or four lines rose into their places under Skip, and the toasts went
over the shape, 14% of it), and off the dashed leader (Flat's step 2 runs it there)."""

import itertools

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.scenes.bubble_fit import bubble_left
from quiver.scenes.lesson_skip import skip_rect


def test_left_first_takes_the_top_left_corner():
    right = skip_rect((480, 360), 72, 305, (-1, -1))
    left = skip_rect((480, 360), 72, 305, (-1, -1), left_first=True)
    assert right.x > 240 and left.x < 240 and left.y == right.y - 8  # (snug under the bar: s396)


@pytest.mark.slow  # an offscreen window (the 3D view needs one)
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_skip_lesson_leaves_the_column_and_the_leader(monkeypatch, tmp_path, mode):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, mode)
        coach = play.coach
        assert bubble_left(play) > 0
        for step in range(len(coach.stages[0].steps)):
            coach.step = step
            run(app, 4)
            skip = coach.skip_btn.rect
            route = coach.route
            crossed = [
                (a, b)
                for a, b in itertools.pairwise(route)
                if skip.clipline(a, b)  # (a stretch of the leader through the button)
            ]
            assert not crossed, (step, skip, route)
            if step == 0:
                assert skip.right <= bubble_left(play), skip
