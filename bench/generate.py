"""Generator speed (issue 3): medians on one core, with the targets beside them.

    python bench/generate.py [--runs N]
"""
from __future__ import annotations

import argparse

from _common import median_time, pin_one_core

from quiver.generator import PuzzleSpec, generate

TARGETS = [
    ("2D 16x20 hard, 65 arrows", PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 1), 0.050),
    ("2D 40x40 hard", PuzzleSpec("2d", "rect", (40, 40), None, "hard", 1), 1.0),
    ("3D sphere size 17 hard", PuzzleSpec("3d", "sphere", (17,), None, "hard", 1), 1.5),
    ("Flat cube size 8 hard", PuzzleSpec("flat", "cube", (8,), None, "hard", 1), 0.300),
]
PER_CELL = [(15, 20), (32, 32), (55, 55), (100, 100)]     # 300 .. 10,000 cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    pin_one_core()
    print(f"generator speed, median of {args.runs} runs, one core")
    for label, spec, target in TARGETS:
        t = median_time(lambda: generate(spec), args.runs)
        verdict = "OK" if t <= target else "OVER"
        print(f"  {label:28s} {t * 1000:8.1f} ms   target {target * 1000:6.0f} ms  {verdict}")
    print("time per cell, 2D rectangles, hard:")
    per_cell = []
    for w, h in PER_CELL:
        spec = PuzzleSpec("2d", "rect", (w, h), None, "hard", 1)
        runs = max(3, args.runs // (1 + w * h // 2000))
        t = median_time(lambda: generate(spec), runs)
        per_cell.append(t / (w * h))
        print(f"  {w}x{h} ({w * h:5d} cells) {t * 1000:8.1f} ms  {t * 1e6 / (w * h):6.1f} us/cell")
    print(f"  ratio (10,000 cells / 300 cells, per cell): {per_cell[-1] / per_cell[0]:.2f}")


if __name__ == "__main__":
    main()
