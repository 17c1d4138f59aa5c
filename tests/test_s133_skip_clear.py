"""A lesson's "Skip lesson" button keeps off the 3D shape (s133): at 600x900, after the
3D lesson's turn and its zoom notch, the tower ran under the button (only the 2D board's
cells were kept clear of it), so a tap on the tower's top corner skipped the lesson. The
button takes a corner clear of the shape's seen cells, and keeps its corner while that
stays clear (it does not hop as the view turns)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

from quiver.scenes.lesson_skip import skip_rect  # noqa: E402


def test_skip_keeps_the_corner_it_stood_in_while_that_stays_clear():
    size, top, bottom = (600, 900), 76, 836
    first = skip_rect(size, top, bottom, (300, 450))
    assert first.y == top + 10 and first.right > 500  # top right, the first choice
    low = skip_rect(size, top, bottom, (300, 450), arrows=[first.inflate(-20, -20)])
    assert low != first  # the shape under the top right: another corner
    assert skip_rect(size, top, bottom, (300, 450), kept=low) == low  # kept there
    assert skip_rect(size, top, bottom, (low.centerx, low.centery), kept=low) != low  # not over the aim


def _drag_and_zoom(app, size) -> None:
    cx, cy = size[0] // 2, size[1] // 2
    post(pygame.MOUSEMOTION, pos=(cx, cy), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=1)
    for k in range(1, 20):
        post(pygame.MOUSEMOTION, pos=(cx + 8 * k, cy), rel=(8, 0), buttons=(1, 0, 0))
        run(app)
    post(pygame.MOUSEBUTTONUP, pos=(cx + 152, cy), button=1)
    run(app, 60)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    run(app, 90)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(600, 900), (480, 360), (640, 480)])
def test_skip_lesson_stays_off_the_tower_after_the_3d_lessons_zoom(monkeypatch, tmp_path, size):
    from quiver.scenes.footprint import other_footprints

    with app_maker(monkeypatch, tmp_path, lessons=True, size=size) as make:
        app = make()
        app.flow.lesson("3d")
        run(app, 60)
        play = app.top
        if getattr(play, "ctl", None) is None:
            pytest.skip("no 3D here (no OpenGL)")
        _drag_and_zoom(app, size)
        assert play.coach is not None and play.coach.step == 2  # turned, then zoomed
        skip = play.coach.skip_btn.rect
        shape = other_footprints(play, None)
        assert shape and skip.collidelist(shape) < 0, (skip, [b for b in shape if b.colliderect(skip)])
        assert play.hud.top_rect.bottom <= skip.y and skip.bottom <= play.hud.bottom_rect.y
        assert not skip.colliderect(play.coach.bubble)
