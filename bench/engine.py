"""Engine benchmark (not a test): how long `peel` takes on big full boards.

    .venv/bin/python bench/engine.py [--runs 7] [--smoke]

Boards (simple valid tilings, every cell covered):
- 2D 200x200: each row is cut into 50 straight arrows of 4 cells, all pointing along the
  row, +x on even rows and -x on odd rows. Each arrow waits on its neighbour ahead, so
  the board clears in 50 rounds (10,000 arrows).
- 3D 30x30x30 voxels: each x-row is cut into 10 straight arrows of 3 cells; the rows
  point +x, -x, ... alternating with y+z parity. 10 rounds, 9,000 arrows.
Board construction (and ray precomputation) is timed separately from the peel itself.
Targets: peel 50 ms for 2D 200x200 and 300 ms for 3D 30x30x30. --smoke: the same boards
at 40x40 and 6x6x6, one run, targets not judged (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import sys
import time

from _common import median_time

from quiver.engine import Arrow, Board, find_cycle, make_space, peel
from quiver.engine.geometry import NX, PX

TARGETS_MS = {"2d 200x200": 50.0, "3d 30x30x30": 300.0}
BOARDS = (("2d 200x200", (200, 200), 4), ("3d 30x30x30", (30, 30, 30), 3))
SMOKE_BOARDS = (("2d 40x40", (40, 40), 4), ("3d 6x6x6", (6, 6, 6), 3))


def row_tiling(size: tuple[int, ...], length: int) -> Board:
    """Every x-row cut into straight arrows of `length`, rows alternating +x / -x."""
    w = size[0]
    assert w % length == 0
    rows = (
        [(y,) for y in range(size[1])]
        if len(size) == 2
        else [(y, z) for z in range(size[2]) for y in range(size[1])]
    )
    cells = [(x,) + r for r in rows for x in range(w)]
    space = make_space("2d" if len(size) == 2 else "3d", size, cells)
    arrows = []
    for r in rows:
        forward = sum(r) % 2 == 0
        for start in range(0, w, length):
            xs = list(range(start, start + length))
            if not forward:
                xs.reverse()
            arrows.append(Arrow(tuple(space.id_of((x,) + r) for x in xs), PX if forward else NX))
    return Board(space, arrows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--smoke", action="store_true", help="small boards, one run, targets not judged")
    args = ap.parse_args()
    if args.smoke:
        args.runs = 1
    over = False
    for name, size, length in SMOKE_BOARDS if args.smoke else BOARDS:
        t = time.perf_counter()
        board = row_tiling(size, length)
        build_ms = (time.perf_counter() - t) * 1000
        result = peel(board)
        assert result.solvable and find_cycle(board) is None and board.density == 1.0
        ms = median_time(lambda board=board: peel(board), args.runs) * 1000
        target = TARGETS_MS.get(name)  # none for a smoke run's small boards
        late = target is not None and ms > target
        over |= late
        judged = "smoke run, not judged" if target is None else f"target {target:.0f} ms"
        print(
            f"{name}: {len(board.space)} cells, {len(board.arrows)} arrows, depth {result.depth}; "
            f"build {build_ms:.0f} ms; peel median of {args.runs}: {ms:.1f} ms "
            f"({judged}) {'OVER' if late else 'OK'}"
        )
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
