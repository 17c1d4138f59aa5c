"""Quality report for special arrows (issue 14): the same boards with none, some and many
(some / many place every kind: locks and keys, two-headed arrows).

    python bench/specials_quality.py [--seeds N] [--out bench/specials_quality.csv]

One CSV row per board, then per mode and amount the medians. Columns:
  locks          locked arrows on the board
  two_headed     two-headed arrows on the board
  depth, f0      RULES.md metrics (peel rounds; share of arrows free at the start)
  single_waves   peel rounds that free exactly one arrow (the board reads as a chain there)
  forced_moves   steps of a clearing (the peel order, one arrow at a time) where exactly
                 one arrow is free, so the player has no choice
These two are this script's own definitions (issue 12's fairness metrics were not in
this branch's base).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine.solve import peel
from quiver.generator import PuzzleSpec, generate

SHAPES = {"2d": ["heart", "rect", "star"], "3d": ["sphere", "cube"], "flat": ["cube", "stairs"]}
AMOUNTS = ("none", "some", "many")
COLUMNS = [
    "mode",
    "shape",
    "specials",
    "seed",
    "arrows",
    "locks",
    "two_headed",
    "depth",
    "f0",
    "single_waves",
    "forced_moves",
    "ms",
]
DEFAULT_OUT = Path(__file__).resolve().parent / "specials_quality.csv"


def forced_moves(board) -> int:
    pos = board.copy()
    pos.reset()
    forced = 0
    for i in peel(pos).order():
        forced += len(pos.free_arrows()) == 1
        pos.remove(i)
    return forced


def rows(seeds: int):
    for mode, shapes in SHAPES.items():
        for shape in shapes:
            for amount in AMOUNTS:
                for seed in range(seeds):
                    t = time.perf_counter()
                    b = generate(PuzzleSpec(mode, shape, seed=seed, specials=amount))
                    ms = (time.perf_counter() - t) * 1000
                    result = peel(b)
                    yield {
                        "mode": mode,
                        "shape": shape,
                        "specials": amount,
                        "seed": seed,
                        "arrows": len(b.arrows),
                        "locks": b.metrics.get("locks", 0),
                        "two_headed": b.metrics.get("two_headed", 0),
                        "depth": result.depth,
                        "f0": f"{b.metrics['f0']:.4f}",
                        "single_waves": sum(len(r) == 1 for r in result.rounds),
                        "forced_moves": forced_moves(b),
                        "ms": f"{ms:.1f}",
                    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = ap.parse_args(argv)
    table = list(rows(args.seeds))
    with open(args.out, "w", newline="") as f:
        w = csv.DictWriter(f, COLUMNS)
        w.writeheader()
        w.writerows(table)
    print(f"{len(table)} boards -> {args.out}")
    print(
        f"{'mode':5} {'specials':8} {'locks':>5} {'2head':>5} {'depth':>6} {'f0':>6} {'single':>6} "
        f"{'forced':>6} {'gen ms':>7}   (medians)"
    )
    for mode in SHAPES:
        for amount in AMOUNTS:
            sel = [r for r in table if r["mode"] == mode and r["specials"] == amount]
            med = lambda k, sel=sel: statistics.median(float(r[k]) for r in sel)
            print(
                f"{mode:5} {amount:8} {med('locks'):5.1f} {med('two_headed'):5.1f} "
                f"{med('depth'):6.1f} {med('f0'):6.3f} "
                f"{med('single_waves'):6.1f} {med('forced_moves'):6.1f} {med('ms'):7.1f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
