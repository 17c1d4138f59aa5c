"""framing.turned_distance measures a shape's extreme points only, and gives the same
distance as over all its corners (s108).

A 3D board's home distance is no nearer than turned_distance (every turntable side in
view), measured as the board opens and at each new window aspect: over a sphere 64's
6,714 corners it took 0.05 s on one core, 0.4-0.9 s where OpenBLAS's threads met a busy
machine. A corner strictly between two others on a line through the grid is never the
farthest along any direction, so framing.extreme_points keeps the two ends of each
such run (1,320 of the sphere's), and the sides are measured with plain products. The
time is bench/turned_distance.py's; here only that the distance is the same, bit for bit
against the same arithmetic over every corner and to the last bits or so against s106's
(a matrix product rounds its sums of products otherwise). Pure math, no window.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

from quiver.engine.space import make_space
from quiver.render3d import framing
from quiver.render3d.camera import OrbitCamera
from quiver.shapes import make_shape

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from turned_distance import full_turned_distance  # bench/ is no package

SLOW = pytest.mark.slow  # (four of the size-24 shapes, half the CPU; the pyramid 24 stays fast)
SHAPES = [
    ("sphere", 8), ("sphere", 16), pytest.param("sphere", 24, marks=SLOW),
    ("torus", 7), ("torus", 13), pytest.param("torus", 24, marks=SLOW),
    ("pyramid", 6), ("pyramid", 15), ("pyramid", 24),
    ("heart", 9), ("heart", 16), pytest.param("heart", 24, marks=SLOW),
    ("cube", 6), ("cube", 11), pytest.param("cube", 24, marks=SLOW),
]  # fmt: skip
# (window aspect, the share of the view's half-height it may fill): 1366x768 and 640x480
# with their HUD's bars a little uneven, a tall narrow window, a wide strip
VIEWS = [(1366 / 768, 0.98), (640 / 480, 0.94), (0.5, 1.0), (3.2, 0.8)]


def _corners(shape, size):
    made = make_shape("3d", shape, size)
    return framing.voxel_corners(make_space("3d", made.size, made.points).cells)


def _farthest(points, d) -> float:
    return float(np.max(points[:, 0] * d[0] + points[:, 1] * d[1] + points[:, 2] * d[2]))


@pytest.mark.parametrize(("shape", "size"), SHAPES)
def test_the_extreme_points_give_the_distance_all_the_corners_give(shape, size):
    corners = _corners(shape, size)
    kept = framing.extreme_points(corners)
    assert len(kept) < len(corners)
    fov, pitch = OrbitCamera().fov, OrbitCamera.MAX_PITCH
    middle = (corners.min(0) + corners.max(0)) / 2
    for target in (middle, middle + (0.3, -0.7, 0.45)):  # (an outline's centre is off the middle)
        for aspect, height in VIEWS:
            got = framing.turned_distance(corners, target, fov, aspect, pitch, height)
            assert got == framing._turned_fit(corners, target, fov, aspect, pitch, height)
            assert math.isclose(
                got, full_turned_distance(corners, target, fov, aspect, pitch, height), rel_tol=1e-12
            )


def test_the_extreme_points_are_the_ends_of_every_line_and_nothing_else_is_dropped():
    cube = _corners("cube", 9)
    kept = {tuple(p) for p in framing.extreme_points(cube).tolist()}
    lo, hi = cube.min(0), cube.max(0)
    assert kept == {(x, y, z) for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])}
    sphere = _corners("sphere", 32)
    kept = framing.extreme_points(sphere)
    assert len(kept) < len(sphere) / 3  # 504 of 1,754
    assert set(map(tuple, kept.tolist())) <= set(map(tuple, sphere.tolist()))
    # every direction's farthest corner is kept (to the last bit or so: along a direction
    # square to a run, its every point is as far, and the sums round one a bit further)
    for a in range(0, 360, 7):
        for b in range(-85, 90, 17):
            ra, rb = math.radians(a), math.radians(b)
            d = (math.cos(ra) * math.cos(rb), math.sin(rb), math.sin(ra) * math.cos(rb))
            assert math.isclose(_farthest(kept, d), _farthest(sphere, d), rel_tol=1e-15), (a, b)
    # points that are not whole numbers come back as they are (the lines' keys are exact for those only)
    odd = sphere + 0.25
    assert framing.extreme_points(odd) is odd
