"""The first zoom in on a big 3D shape (s55): the frame of the first wheel turn in, and
what opening the board spends on the zoom's bounds. camera_input.near_zoom bounds a zoom
in by the shape's corners (framing.voxel_corners); they were found on the first zoom in
(a sphere 64: a 27-55 ms stall of that frame), now as the board opens.

    python bench/first_zoom.py [--shape sphere] [--size 64 --size 48 ...] [--runs 9] [--smoke]

Per size, medians over `--runs` fresh controllers of: `camera` (the board's camera framed
on its cells, OrbitCamera.for_voxels), `open` (CameraController made with the cells: the
two are what BoardController does as the board opens), `first` (the first wheel notch
in) and `next` (the second). Wall time on one pinned core; the tree measured
is the one imported (PYTHONPATH=OTHER_TREE measures another in turns)."""

from __future__ import annotations

import statistics
import time

from _common import pin_one_core, shape_runs

from quiver.engine.space import make_space
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.camera_input import CameraController
from quiver.shapes import make_shape


def one(cells) -> tuple[float, float, float, float]:
    """(camera, open, first zoom, next zoom) in ms for a fresh controller over `cells`."""
    tc = time.perf_counter()
    camera = OrbitCamera.for_voxels(cells)
    t0 = time.perf_counter()
    ctl = CameraController(camera, (1280, 800), cells)
    t1 = time.perf_counter()
    ctl.wheel(1)
    t2 = time.perf_counter()
    ctl.wheel(1)
    t3 = time.perf_counter()
    return 1e3 * (t0 - tc), 1e3 * (t1 - t0), 1e3 * (t2 - t1), 1e3 * (t3 - t2)


def main() -> None:
    shape_name, sizes, runs = shape_runs(__doc__, [64, 48, 32])
    pin_one_core()
    head = f"{'shape':>10} {'cells':>7} {'camera ms':>9} {'open ms':>8} {'first ms':>9} {'next ms':>8}"
    print(f"{head}  (medians of {runs})")
    for size in sizes:
        shape = make_shape("3d", shape_name, size)
        cells = make_space("3d", shape.size, shape.points).cells
        rows = [one(cells) for _ in range(runs)]
        cam, opened, first, nxt = (statistics.median(r[i] for r in rows) for i in range(4))
        name = f"{shape_name} {size}"
        print(f"{name:>10} {len(cells):>7} {cam:9.1f} {opened:8.1f} {first:9.1f} {nxt:8.2f}")


if __name__ == "__main__":
    main()
