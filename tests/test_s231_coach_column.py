"""Coach._layout finds the column kept beside a 3D shape once and hands it to _place
(s231: _place worked bubble_fit.bubble_left out again for each try at the room)."""

import pytest
from app_helpers import app_maker
from lesson_helpers import open_lesson

import quiver.scenes.coach as coach_module

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def test_the_bubbles_column_is_found_once_a_layout(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        _app, play = open_lesson(make)
        calls = []
        real = coach_module.bubble_left

        def counted(p):
            calls.append(p)
            return real(p)

        monkeypatch.setattr(coach_module, "bubble_left", counted)
        play.coach._layout(play)
        assert len(calls) == 1 and real(play) > 0  # (the bubble in its column beside the shape)
