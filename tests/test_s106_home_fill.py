"""A 3D board's home view fills the play area (s106).

The home view was fitted to the shape's bounding sphere: a pyramid or a torus seen from
its home view covered 0.45 and 0.49 of a 1366x768 window's height (0.39 and 0.43 at
640x480), a cube 0.65, while a Flat block fills 0.80. `board_camera` now fits the
outline the home view shows (framing.outline_distance, with its margin, between the
HUD's bars), but no nearer than the distance at which the shape stays inside the whole
window from every turntable side (framing.turned_distance): turning never pushes it
past the window's edges at zoom 1, it may touch them. Pure math, no window.
"""

from __future__ import annotations

import math

import pytest

from quiver.generator import PuzzleSpec, generate
from quiver.render3d.camera import board_camera
from quiver.render3d.camera_input import far_zoom, near_zoom
from quiver.render3d.framing import voxel_corners
from quiver.render3d.orient import orientation

# the HUD's bars as the play scene measures them (top bar's bottom, bottom bar's top)
BARS = {(1366, 768): (72, 704), (640, 480): (72, 416)}
# the share of the window's height the home view fills, at least (before s106 in brackets)
FLOOR = {
    (1366, 768): {"pyramid": 0.55, "torus": 0.55, "sphere": 0.75, "cube": 0.75},  # (.45 .49 .73 .65)
    (640, 480): {"pyramid": 0.55, "torus": 0.55, "sphere": 0.65, "cube": 0.64},  # (.39 .43 .64 .57)
}
SHAPES = ("pyramid", "torus", "sphere", "cube")


def _board(shape):
    return generate(PuzzleSpec("3d", shape, None, None, "hard", 3))


def _camera(board, size):
    cam = board_camera(board)
    top, bottom = BARS[size]
    cam.set_band(top / size[1], (size[1] - bottom) / size[1])
    return cam


def _extent(cam, corners, size):
    """(left, top, right, bottom) window pixels of the corners through the camera."""
    xs, ys = zip(*(cam.project(p, *size)[:2] for p in corners), strict=True)
    return min(xs), min(ys), max(xs), max(ys)


@pytest.fixture(scope="module")
def boards():
    return {shape: _board(shape) for shape in SHAPES}


@pytest.mark.parametrize("size", list(BARS))
@pytest.mark.parametrize("shape", SHAPES)
def test_the_home_view_fills_the_play_area_unclipped(boards, shape, size):
    board = boards[shape]
    cam = _camera(board, size)
    left, top, right, bottom = _extent(cam, voxel_corners(board.space.cells), size)
    w, h = size
    assert (bottom - top) / h >= FLOOR[size][shape], (bottom - top) / h
    bar_top, bar_bottom = BARS[size]
    assert left >= 0 and right <= w  # nothing clipped ...
    assert top >= bar_top and bottom <= bar_bottom  # ... nor under the HUD's bars


@pytest.mark.parametrize("size", list(BARS))
@pytest.mark.parametrize("shape", ("pyramid", "torus"))
def test_turning_keeps_the_distance_and_the_shape_inside_the_window(boards, shape, size):
    """A drag turns the view about the shape at the home distance; from every side the
    shape may touch the window's edges but never passes them (at zoom 1)."""
    board = boards[shape]
    cam = _camera(board, size)
    corners = voxel_corners(board.space.cells)
    aspect = size[0] / size[1]
    home = cam.distance(aspect)
    cam.drag(300, 120, size[1])
    assert cam.distance(aspect) == pytest.approx(home)
    w, h = size
    for yaw in range(0, 360, 30):
        for pitch in (-80, -50, -20, 0, 20, 50, 80):
            cam.rot = orientation(yaw, pitch)
            left, top, right, bottom = _extent(cam, corners, size)
            assert left >= -1 and top >= -1 and right <= w + 1 and bottom <= h + 1, (yaw, pitch)


def test_home_returns_to_the_fitted_view_and_the_zoom_limits_hold(boards):
    size = (1366, 768)
    aspect = size[0] / size[1]
    cam = _camera(boards["pyramid"], size)
    home = cam.distance(aspect)
    assert near_zoom(cam, size) < 1.0 < far_zoom(cam, aspect)  # room to zoom either way
    cam.zoom_by(0.5)
    cam.drag(-200, 80, size[1])
    cam.reset(0.0)  # Home / C
    assert cam.zoom == 1.0 and cam.distance(aspect) == pytest.approx(home)
    yaw, pitch = cam.angles()
    assert math.isclose(yaw % 360, 35.0, abs_tol=1e-3) and math.isclose(pitch, 25.0, abs_tol=1e-3)
