"""The free camera's rolled views stay in the window (s110). s106/s108 fit a 3D board's
home view no nearer than the distance at which every turntable side (yaws all round,
pitches within MAX_PITCH) stays inside the window (framing.turned_distance); the free
camera also rolls and goes over the poles. Why that bound holds for those views too: the
farthest a view of the shape must be is the largest, over its points, of what one point
needs; one point p needs most (|p| sqrt(1 + 1/t^2), t the view's half-height or
half-width tangent) where the view's back axis and its up (or right) axis span a plane
through p, the back axis turned atan(1/t) from p (about 75 degrees at a 30 degree field
of view). A turntable side does that for every point: its up axis lies in the vertical
plane through p (turned either way, one pitch is within 80 degrees), its right axis is
level, and every plane through p holds a level line. Sampled here over all rotations,
rolled and over the poles; pure math, no window."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]

from quiver.generator import PuzzleSpec, generate
from quiver.render3d.camera import board_camera
from quiver.render3d.framing import extreme_points, turned_distance, voxel_corners
from quiver.render3d.orient import orientation

SHAPES = [("sphere", None), ("pyramid", None), ("torus", None), ("heart", None), ("cube", (9, 2, 9))]
SHAPES += [("cube", (2, 9, 9)), ("rocket", None), ("fish", None)]


def _every_rotation() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Right, up and back axes (3, K) of rotations all round: yaws every 10 degrees,
    pitches -90 to 90 every 10 (over the poles), rolls every 15."""
    qs = [
        orientation(float(yaw), float(pitch)) * glm.angleAxis(math.radians(roll), glm.vec3(0, 0, 1))
        for yaw in range(0, 360, 10)
        for pitch in range(-90, 91, 10)
        for roll in range(0, 180, 15)
    ]
    return tuple(np.array([tuple(q * glm.vec3(*a)) for q in qs]).T for a in ((1, 0, 0), (0, 1, 0), (0, 0, 1)))


@pytest.fixture(scope="module")
def rotations():
    return _every_rotation()


@functools.cache
def _board(shape: str, n):
    """The board of `shape` (read only here), built once for both window sizes."""
    return generate(PuzzleSpec("3d", shape, n, None, "hard", 3))


@pytest.fixture(autouse=True, scope="module")
def _boards_let_go():
    """The boards go with the module's last test (kept, later full garbage collections
    would walk them)."""
    yield
    _board.cache_clear()


@pytest.mark.parametrize("size", [(640, 480), (1366, 768)])
@pytest.mark.parametrize(("shape", "n"), SHAPES)
def test_a_rolled_view_needs_no_farther_than_the_turntable_sides(rotations, shape, n, size):
    board = _board(shape, n)
    cam = board_camera(board)
    cam.set_band(72 / size[1], 64 / size[1])  # the HUD's bars (a shifted projection)
    aspect = size[0] / size[1]
    pts = extreme_points(voxel_corners(board.space.cells))
    rel = pts - np.asarray(tuple(cam.target))
    height = 1.0 - abs(cam.band[1] - cam.band[0])
    tan_v, tan_h = math.tan(cam.fov / 2) * height, math.tan(cam.fov / 2) * aspect
    right, up, back = rotations
    z = rel @ back
    need = float(max(np.max(z + np.abs(rel @ right) / tan_h), np.max(z + np.abs(rel @ up) / tan_v)))
    turned = turned_distance(
        voxel_corners(board.space.cells), cam.target, cam.fov, aspect, cam.MAX_PITCH, height
    )
    assert need <= turned * 1.003  # (the turntable's sides sampled every 5 and 10 degrees)
    assert cam.distance(aspect) >= turned * 0.999999  # the home view keeps that bound
