"""What a 3D view's outline measures cost (s110): framing.outline_distance (the home fit,
far_zoom, zoom_to_show: asked as a zoomed view turns) and framing.near_distance
(near_zoom). `matrix` is the measure in the tree (a matrix-vector product per camera
axis over every corner), `plain` the same with three plain products per axis instead
(as s108's turned_distance, whose (N, 3) x (3, K) matrix products OpenBLAS threaded),
`extreme` the tree's over the corners' framing.extreme_points; all give the same
distances. s110 measured (sphere 64, 6,714 corners, one core and unpinned alike): matrix
0.09-0.10 ms, plain 0.10-0.11, extreme 0.03-0.04: a product with 3 columns is not
threaded, plain products only cost more, so the tree keeps its matrix products; every
measure is under a tenth of a millisecond, asked a few times a frame at most.

    python bench/outline_distance.py [--shape sphere] [--size 64 --size 48 ...] [--runs 9] [--smoke]

Per size: the corners, the extreme points, the medians over `--runs` of one
outline_distance and one near_distance each way, in ms. Wall time on one pinned core."""

from __future__ import annotations

import functools
import math
import statistics
import time

import numpy as np
from _common import pin_one_core, shape_runs

from quiver.engine.space import make_space
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.framing import (
    MARGIN,
    band_tan,
    extreme_points,
    glm,
    near_distance,
    outline_distance,
    voxel_corners,
)
from quiver.render3d.orient import orientation
from quiver.shapes import make_shape

ASPECT, BAND = 1366 / 768, 0.82  # a laptop's window, the share between the HUD's bars


def _coords(points, origin, rot):
    """framing._camera_coords with three plain products per axis (no matrix product)."""
    rel = points - np.asarray(tuple(origin), dtype=np.float64)
    out = []
    for axis in ((1, 0, 0), (0, 1, 0), (0, 0, 1)):
        a = tuple(rot * glm.vec3(*axis))
        out.append(rel[:, 0] * a[0] + rel[:, 1] * a[1] + rel[:, 2] * a[2])
    return tuple(out)


def outline_plain(points, target, rot, fov, aspect, band):
    x, y, z = _coords(points, target, rot)
    tan_v = band_tan(fov, band, MARGIN)
    tan_h = math.tan(fov / 2) / MARGIN * aspect
    return float(np.max(np.maximum(z + np.abs(x) / tan_h, z + np.abs(y) / tan_v)))


def near_plain(points, target, rot, fov, aspect, band, limits):
    fill, cube_px, height = limits
    x, y, z = _coords(points, target, rot)
    tan_v = math.tan(fov / 2)
    wide, high = fill * tan_v * aspect, fill * tan_v * band
    fits = float(np.max(np.maximum(z + np.abs(x) / wide, z + np.abs(y) / high)))
    return min(fits, float(np.max(z)) + height / (2.0 * tan_v * cube_px))


def _tree(measure, target, rot, fov, extra, pts):
    """The tree's measure of `pts` (outline_distance takes the band by name)."""
    if measure is outline_distance:
        return measure(pts, target, rot, fov, ASPECT, band=BAND)
    return measure(pts, target, rot, fov, ASPECT, BAND, *extra)


def median_ms(measure, args, runs) -> tuple[float, float]:
    times, d = [], 0.0
    for _ in range(runs):
        t = time.perf_counter()
        d = measure(*args)
        times.append(1e3 * (time.perf_counter() - t))
    return statistics.median(times), d


def main() -> None:
    shape_name, sizes, runs = shape_runs(__doc__, [16, 32, 48, 64])
    pin_one_core()
    head = f"{'shape':>10} {'corners':>7} {'extreme':>7}"
    print(f"{head}   outline ms matrix/plain/extreme   near ms matrix/plain/extreme")
    fov, rot = OrbitCamera().fov, orientation(35.0, 25.0)
    for size in sizes:
        shape = make_shape("3d", shape_name, size)
        corners = voxel_corners(make_space("3d", shape.size, shape.points).cells)
        ext = extreme_points(corners)
        target = (corners.min(0) + corners.max(0)) / 2
        row = []
        for plain, after, extra in (
            (outline_plain, outline_distance, ()),
            (near_plain, near_distance, ((1.5, 40, 768),)),
        ):
            p = median_ms(plain, (corners, target, rot, fov, ASPECT, BAND, *extra), runs)
            call = functools.partial(_tree, after, target, rot, fov, extra)
            a, e = median_ms(call, (corners,), runs), median_ms(call, (ext,), runs)
            if not (math.isclose(a[1], p[1], rel_tol=1e-12) and math.isclose(a[1], e[1], rel_tol=1e-12)):
                raise SystemExit(f"{shape_name} {size}: the distances differ, {a[1]!r} {p[1]!r} {e[1]!r}")
            row.append(f"{a[0]:8.2f} {p[0]:6.2f} {e[0]:6.2f}")
        name = f"{shape_name} {size}"
        print(f"{name:>10} {len(corners):>7} {len(ext):>7}   {row[0]}        {row[1]}")


if __name__ == "__main__":
    main()
