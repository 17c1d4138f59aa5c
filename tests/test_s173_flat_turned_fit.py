"""A Flat block turned at its home distance stays inside the window, as a 3D shape does (s173).

`flat_camera` fitted a block's outline from its home view only: a drag keeps that
distance, and turned, wide blocks reached past the window (a ziggurat at 640x480 37 px
past it, 101 past the HUD's bars; a brick at 1280x800 60 past it). It now takes 3D's
floor (camera.board_camera: `turns_in_view`, framing.turned_distance): no nearer than
every turntable side fits the window; it may touch its edges, never pass them. Pure
math, no window: the block's corners through the camera's own matrices.
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from quiver.render3d.flat_renderer import flat_camera
from quiver.render3d.framing import voxel_corners
from quiver.render3d.orient import orientation
from quiver.shapes.blocks import DEFAULT_FLAT, SHAPES_FLAT, build_flat

# the HUD's bars as the play scene measures them (top bar's bottom, bottom bar's top)
BARS = {(480, 360): (72, 296), (640, 480): (72, 416), (1280, 800): (72, 736)}
TURNS = [(yaw, pitch) for pitch in range(-80, 81, 20) for yaw in range(0, 360, 10)]


def _camera(shape, size):
    voxels = tuple(build_flat(shape, DEFAULT_FLAT[shape]))
    cam = flat_camera(SimpleNamespace(shape=shape, space=SimpleNamespace(voxels=voxels)))
    top, bottom = BARS[size]
    cam.set_band(top / size[1], (size[1] - bottom) / size[1])
    return cam, voxel_corners(voxels)


def _extent(cam, corners, size):
    """(left, top, right, bottom) window pixels of the corners through the camera."""
    w, h = size
    view, proj = cam.matrices(w, h)
    m = np.array(proj.to_list()).T @ np.array(view.to_list()).T  # (glm's lists: columns)
    clip = np.c_[corners, np.ones(len(corners))] @ m.T
    ndc = clip[:, :2] / clip[:, 3:]
    xs, ys = (ndc[:, 0] + 1) / 2 * w, (1 - ndc[:, 1]) / 2 * h
    return xs.min(), ys.min(), xs.max(), ys.max()


@pytest.mark.parametrize("size", list(BARS))
@pytest.mark.parametrize("shape", SHAPES_FLAT)
def test_every_turntable_side_stays_inside_the_window(shape, size):
    cam, corners = _camera(shape, size)
    aspect = size[0] / size[1]
    home = cam.distance(aspect)
    worst = -np.inf
    for yaw, pitch in TURNS:
        cam.rot = orientation(float(yaw), float(pitch))  # (as a drag: the distance kept)
        assert cam.distance(aspect) == pytest.approx(home)
        left, top, right, bottom = _extent(cam, corners, size)
        worst = max(worst, -left, right - size[0], -top, bottom - size[1])
    assert worst <= 1.0, f"{shape} at {size}: {worst:.1f} px past the window"


@pytest.mark.parametrize("size", list(BARS))
@pytest.mark.parametrize("shape", SHAPES_FLAT)
def test_the_home_view_stays_between_the_bars(shape, size):
    cam, corners = _camera(shape, size)
    left, top, right, bottom = _extent(cam, corners, size)
    bar_top, bar_bottom = BARS[size]
    assert left >= 0 and right <= size[0]
    assert top >= bar_top and bottom <= bar_bottom
