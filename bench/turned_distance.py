"""What a 3D board's home distance costs (s108): framing.turned_distance, the distance at
which the shape stays inside the window from every turntable side (OrbitCamera for a
board, turns_in_view), asked when the board opens and again at each new window aspect.
`before` is s106's measure (every corner, a pitch at a time), `after` the one in the tree
(its extreme points only, some sides at a time, no matrix product: OpenBLAS's threads
on a pinned or busy core cost far more than the sum); both give the same distance.

    python bench/turned_distance.py [--shape sphere] [--size 64 --size 48 ...] [--runs 9] [--smoke]

Per size: the shape's corners (framing.voxel_corners), the extreme points measured, and
the medians over `--runs` of both, in ms. Wall time on one pinned core; the tree measured
is the one imported."""

from __future__ import annotations

import math
import statistics
import time

import numpy as np
from _common import pin_one_core, shape_runs

from quiver.engine.space import make_space
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.framing import extreme_points, glm, turned_distance, voxel_corners
from quiver.render3d.orient import orientation
from quiver.shapes import make_shape

ASPECT, HEIGHT = 1366 / 768, 0.98  # a laptop's window, the HUD's bars a little uneven


def full_turned_distance(points, target, fov, aspect, pitch_limit, height=1.0) -> float:
    """s106's turned_distance, as it was: every point, the yaws of one pitch at a time
    (tests/test_s108_turned_cost.py holds the one in the tree to it)."""
    pitches = np.linspace(-pitch_limit, pitch_limit, max(2, math.ceil(2 * pitch_limit / 10.0) + 1))
    tan_v = math.tan(fov / 2) * height
    tan_h = math.tan(fov / 2) * max(aspect, 1e-3)
    rel = points - np.asarray(tuple(target), dtype=np.float64)
    far = 0.0
    for pitch in pitches:
        turns = [orientation(float(yaw), float(pitch)) for yaw in range(0, 360, 5)]
        x, y, z = (
            rel @ np.array([tuple(q * glm.vec3(*a)) for q in turns]).T
            for a in ((1, 0, 0), (0, 1, 0), (0, 0, 1))
        )
        far = max(far, float(np.max(np.maximum(z + np.abs(x) / tan_h, z + np.abs(y) / tan_v))))
    return far


def timed(measure, *args) -> tuple[float, float]:
    t = time.perf_counter()
    d = measure(*args)
    return 1e3 * (time.perf_counter() - t), d


def main() -> None:
    shape_name, sizes, runs = shape_runs(__doc__, [16, 32, 48, 64])
    pin_one_core()
    print(
        f"{'shape':>10} {'corners':>7} {'extreme':>7} {'before ms':>9} {'after ms':>8}  (medians of {runs})"
    )
    fov = OrbitCamera().fov  # the game's field of view
    for size in sizes:
        shape = make_shape("3d", shape_name, size)
        corners = voxel_corners(make_space("3d", shape.size, shape.points).cells)
        target = (corners.min(0) + corners.max(0)) / 2
        call = (corners, target, fov, ASPECT, OrbitCamera.MAX_PITCH, HEIGHT)
        before = [timed(full_turned_distance, *call) for _ in range(runs)]
        after = [timed(turned_distance, *call) for _ in range(runs)]
        if not math.isclose(before[0][1], after[0][1], rel_tol=1e-12):  # (a matrix product's
            # fused multiply-adds round the last bit or so otherwise than three products)
            raise SystemExit(
                f"{shape_name} {size}: the distances differ, {before[0][1]!r} != {after[0][1]!r}"
            )
        b, a = (statistics.median(ms for ms, _ in rows) for rows in (before, after))
        name = f"{shape_name} {size}"
        print(f"{name:>10} {len(corners):>7} {len(extreme_points(corners)):>7} {b:9.1f} {a:8.1f}")


if __name__ == "__main__":
    main()
