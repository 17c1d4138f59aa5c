"""s396: at 480x360 the Flat lesson's block zoomed in to the limit (+ held) stood 4 px under
"Skip lesson". Skip lesson keeps SKIP_CLEAR off the 3D lessons' shapes at the nearest zoom,
at every window size and turned about at the limit too: beside the bubble's column it stands
snug under the top bar (its row's 10 px left under it), elsewhere it takes a corner that far
off the shape's seen cells."""

import numpy as np
import pygame
import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson
from test_s388_lesson_zoom_held import _held_plus  # the key held (the press, then its repeats)

from quiver.scenes.keypick3d_footprint import convex_hull
from quiver.scenes.lesson_skip import SKIP_CLEAR

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 800)]


def hull(points: np.ndarray) -> np.ndarray:
    """The convex hull of (N, 2) points, in order (keypick3d_footprint.convex_hull)."""
    return np.array(convex_hull([(float(x), float(y)) for x, y in points]))


def _inside(poly: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Which points (x, y) lie inside the convex polygon (either winding)."""
    ends = np.roll(poly, -1, axis=0)
    cross = (ends[:, 0, None] - poly[:, 0, None]) * (y - poly[:, 1, None]) - (
        ends[:, 1, None] - poly[:, 1, None]
    ) * (x - poly[:, 0, None])
    return (cross >= 0).all(0) | (cross <= 0).all(0)


def _outline(play) -> np.ndarray:
    camera = play.ctl.camera  # (the lessons' cameras are fitted to the outline: both have one)
    return hull(np.array([camera.project(p, *play.size)[:2] for p in camera.outline]))


def _gap(poly: np.ndarray, skip: pygame.Rect) -> float:
    """The least distance between the outline's hull and Skip lesson (0: they meet)."""
    gx, gy = np.meshgrid(np.arange(skip.left, skip.right + 1.0), np.arange(skip.top, skip.bottom + 1.0))
    if _inside(poly, gx.ravel(), gy.ravel()).any():
        return 0.0
    ends = np.roll(poly, -1, axis=0)
    t = np.linspace(0.0, 1.0, 200)[:, None, None]
    dots = (poly + (ends - poly) * t).reshape(-1, 2)  # (along every edge)
    dx = np.maximum.reduce([skip.left - dots[:, 0], dots[:, 0] - skip.right, np.zeros(len(dots))])
    dy = np.maximum.reduce([skip.top - dots[:, 1], dots[:, 1] - skip.bottom, np.zeros(len(dots))])
    return float(np.hypot(dx, dy).min())


@pytest.mark.parametrize("mode", ["flat", "3d"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_shape_zoomed_in_keeps_off_skip_lesson(monkeypatch, tmp_path, size, mode):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, mode, size)
        coach, least = play.coach, SKIP_CLEAR * play.hud.u - 1
        _held_plus(app, 30)
        run(app, 30)
        gaps = [_gap(_outline(play), coach.skip_btn.rect)]
        for key in (pygame.K_LEFT, pygame.K_RIGHT):  # (turned at the limit: its wider sides)
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            for _ in range(12):
                run(app, 5)
                gaps.append(_gap(_outline(play), coach.skip_btn.rect))
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            _held_plus(app, 10)
            run(app, 30)
            gaps.append(_gap(_outline(play), coach.skip_btn.rect))
        assert min(gaps) >= least, f"{mode} at {size}: the shape came {min(gaps):.1f} px from Skip lesson"
