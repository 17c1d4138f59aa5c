"""Generator speed (issues 3, 12, 17, 26): medians on one core, with the targets beside them.

    python bench/generate.py [--runs N] [--largest] [--smoke]

Times are process CPU time, so other work on a shared machine does not inflate them.
--largest also builds the largest size each mode allows, every difficulty (issue 26: a
median of at most 10 s on one core, the slowest within 3x the median).
--smoke: one run of the first target, two small sizes per cell and small "largest" boards,
so every path runs in a few seconds (tests/test_bench_smoke.py); the figures mean nothing.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace

from _common import median_time, pin_one_core

from quiver.generator import PuzzleSpec, generate
from quiver.generator.shape_space import shape_space
from quiver.shapes.blocks import MAX_FLAT
from quiver.shapes.masks2d import MAX_SIDE
from quiver.shapes.solids3d import MAX_3D

# issue 26's targets (CPU, one core, medians over seeds 0..runs-1, warm process)
TARGETS = [
    ("2D 16x20 hard, 65 arrows", PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 1), 0.006),
    ("2D 40x40 hard", PuzzleSpec("2d", "rect", (40, 40), None, "hard", 1), 0.040),
    ("2D 64x64 hard", PuzzleSpec("2d", "rect", (64, 64), None, "hard", 1), 0.100),
    ("3D cube size 17 hard", PuzzleSpec("3d", "cube", (17,), None, "hard", 1), 0.060),
    ("Flat cube size 12 hard", PuzzleSpec("flat", "cube", (12,), None, "hard", 1), 0.060),
]
PER_CELL = [(15, 20), (32, 32), (55, 55), (100, 100)]  # 300 .. 10,000 cells
LARGEST = [
    ("2D rect", "2d", "rect", (MAX_SIDE, MAX_SIDE)),
    ("3D cube", "3d", "cube", (MAX_3D,)),
    ("Flat cube", "flat", "cube", (MAX_FLAT,)),
]
LARGEST_LIMIT = 10.0  # issue 26 item 3: seconds on one core
TAIL = 3.0  # the slowest board within this many medians
SMOKE_LARGEST = [
    ("2D rect", "2d", "rect", (12, 12)),
    ("3D cube", "3d", "cube", (4,)),
    ("Flat cube", "flat", "cube", (3,)),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--largest", action="store_true", help="also the largest sizes (slow)")
    parser.add_argument("--seeds", type=int, default=3, help="seeds per largest size")
    parser.add_argument("--smoke", action="store_true", help="a few seconds, figures meaningless")
    args = parser.parse_args()
    targets, per_cells, largest = TARGETS, PER_CELL, LARGEST
    if args.smoke:
        args.runs, args.largest, args.seeds = 1, True, 1
        targets, per_cells, largest = TARGETS[:1], PER_CELL[:2], SMOKE_LARGEST
    pin_one_core()
    print(f"generator speed, median of {args.runs} runs, one core")
    for label, spec, target in targets:
        generate(replace(spec, seed=10**6))  # warm up (imports, the shape's space)
        seeds = iter(range(10**6))
        t = median_time(
            lambda spec=spec, seeds=seeds: generate(replace(spec, seed=next(seeds))),
            args.runs,
            time.process_time,
        )
        verdict = "(smoke run, not judged)" if args.smoke else "OK" if t <= target else "OVER"
        print(f"  {label:28s} {t * 1000:8.1f} ms   target {target * 1000:6.0f} ms  {verdict}")
    print("time per cell, 2D rectangles, hard:")
    per_cell = []
    for w, h in per_cells:
        spec = PuzzleSpec("2d", "rect", (w, h), None, "hard", 1)
        runs = max(3, args.runs // (1 + w * h // 2000))
        t = median_time(lambda spec=spec: generate(spec), runs, time.process_time)
        per_cell.append(t / (w * h))
        print(f"  {w}x{h} ({w * h:5d} cells) {t * 1000:8.1f} ms  {t * 1e6 / (w * h):6.1f} us/cell")
    (w0, h0), (w1, h1) = per_cells[0], per_cells[-1]
    print(f"  ratio ({w1 * h1:,} cells / {w0 * h0:,} cells, per cell): {per_cell[-1] / per_cell[0]:.2f}")
    if args.largest:
        largest_sizes(largest, args.seeds)


def largest_sizes(largest, seeds: int) -> None:
    """Issue 26 item 3: the largest size of each mode, every difficulty, within
    LARGEST_LIMIT on one core (median, and the slowest within TAIL x the median)."""
    print(f"largest sizes, default count, seeds 0..{seeds - 1}: median and max, CPU (wall)")
    print(
        f"  target: the shape and the median at most {LARGEST_LIMIT:.0f} s, max within {TAIL:.0f}x the median"
    )
    for label, mode, shape, size in largest:
        # the shape's space is built once per process (and cached): timed apart, and
        # added to the median for the verdict (a fresh game worker pays both)
        t = time.process_time()
        shape_space(PuzzleSpec(mode, shape, size, None, "hard", 0))
        once = time.process_time() - t
        print(f"  {label} {'x'.join(map(str, size)):9s} the shape itself {once:5.1f} s (once per process)")
        for difficulty in ("easy", "medium", "hard"):
            cpu, wall = [], []
            for seed in range(seeds):
                w, t = time.perf_counter(), time.process_time()
                generate(PuzzleSpec(mode, shape, size, None, difficulty, seed))
                cpu.append(time.process_time() - t)
                wall.append(time.perf_counter() - w)
            med = statistics.median(cpu)
            ok = med + once <= LARGEST_LIMIT and max(cpu) <= TAIL * med
            print(
                f"  {label} {'x'.join(map(str, size)):9s} {difficulty:6s} "
                f"{med:5.1f} s ({statistics.median(wall):5.1f})  max {max(cpu):5.1f} s ({max(wall):5.1f})"
                f"  {'OK' if ok else 'OVER'}"
            )


if __name__ == "__main__":
    main()
