"""Quality report for special arrows (issue 14): the same boards with none, some and many
(some / many place locks and keys and two-headed arrows), then with some and many of
every kind including rotating arrows (rows "some+rotating", "many+rotating").

    python bench/specials_quality.py [--seeds N] [--out bench/specials_quality.csv] [--smoke]

One CSV row per board, then per mode and amount the medians. Columns:
  locks          locked arrows on the board
  two_headed     two-headed arrows on the board
  depth, f0      RULES.md metrics (peel rounds; share of arrows free at the start)
  single_waves   peel rounds that free exactly one arrow (the board reads as a chain there)
  forced_moves   steps of a clearing (the peel order, one arrow at a time) where exactly
                 one arrow is free, so the player has no choice
  rotating       rotating arrows on the board; with them depth, single_waves and
                 forced_moves read the verifier's clearing (its order cut into rounds,
                 `rotating_rounds.clearing_rounds`, free arrows counted in each step's phase)
  dead_end_playouts  share of random playouts (a random free arrow each move) that walk
                 into a dead end (0 without rotating arrows: removal is monotone)
(The committed CSV was regenerated whole with rotating arrows added: its older rows had
been written before a later generator change and no longer matched the boards.)
These two are this script's own definitions (issue 12's fairness metrics were not in
this branch's base).
--smoke: one seed of the first shape of each mode, written to a temporary file unless
--out is given (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine.rotating_rounds import clearing_rounds
from quiver.engine.solve import peel
from quiver.generator import PuzzleSpec, generate

SHAPES = {"2d": ["heart", "rect", "star"], "3d": ["sphere", "cube"], "flat": ["cube", "stairs"]}
AMOUNTS = ("none", "some", "many")
WITH_ROTATING = ("some+rotating", "many+rotating")
EVERY_KIND = ("locks", "two-headed", "rotating")
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
    "rotating",
    "dead_end_playouts",
]
DEFAULT_OUT = Path(__file__).resolve().parent / "specials_quality.csv"


def forced_moves(board, order=None) -> int:
    pos = board.copy()
    pos.reset()
    forced = 0
    for i in peel(pos).order() if order is None else order:
        forced += len(pos.free_arrows()) == 1  # in the step's phase
        pos.remove(i)
    return forced


def rows(seeds: int, shapes_of=SHAPES):
    for mode, shapes in shapes_of.items():
        for shape in shapes:
            for amount in AMOUNTS + WITH_ROTATING:
                for seed in range(seeds):
                    t = time.perf_counter()
                    if amount in WITH_ROTATING:
                        b = generate(
                            PuzzleSpec(
                                mode,
                                shape,
                                seed=seed,
                                specials=amount.split("+")[0],
                                special_kinds=EVERY_KIND,
                            )
                        )
                    else:
                        b = generate(PuzzleSpec(mode, shape, seed=seed, specials=amount))
                    ms = (time.perf_counter() - t) * 1000
                    yield board_row(b, mode, shape, amount, seed, ms)


def board_row(b, mode: str, shape: str, amount: str, seed: int, ms: float) -> dict:
    """One board's row. A board with rotating arrows is read through the verifier's
    clearing (its solution cut into rounds), any other through the peel."""
    if b.turns:
        order, rounds = b.solution, clearing_rounds(b, b.solution)
        rotating, dead_ends = len(b.turns), f"{b.metrics['dead_end_playouts']:.2f}"
    else:
        order, rounds = None, peel(b).rounds
        rotating, dead_ends = 0, "0.00"
    return {
        "mode": mode,
        "shape": shape,
        "specials": amount,
        "seed": seed,
        "arrows": len(b.arrows),
        "locks": b.metrics.get("locks", 0),
        "two_headed": b.metrics.get("two_headed", 0),
        "depth": len(rounds),
        "f0": f"{b.metrics['f0']:.4f}",
        "single_waves": sum(len(r) == 1 for r in rounds),
        "forced_moves": forced_moves(b, order),
        "ms": f"{ms:.1f}",
        "rotating": rotating,
        "dead_end_playouts": dead_ends,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--out", type=Path, help=f"default {DEFAULT_OUT.name} beside this script")
    ap.add_argument("--smoke", action="store_true", help="one seed of one shape a mode, to a temporary file")
    args = ap.parse_args(argv)
    if not args.smoke:
        return report(list(rows(args.seeds)), args.out or DEFAULT_OUT)
    with tempfile.TemporaryDirectory() as tmp:
        table = list(rows(1, {mode: shapes[:1] for mode, shapes in SHAPES.items()}))
        return report(table, args.out or Path(tmp) / "specials_quality.csv")


def report(table: list[dict], path: Path) -> int:
    """Write the table to `path`; print the medians per mode and amount."""
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, COLUMNS)
        w.writeheader()
        w.writerows(table)
    print(f"{len(table)} boards -> {path}")
    print(
        f"{'mode':5} {'specials':13} {'locks':>5} {'2head':>5} {'rot':>4} {'depth':>6} {'f0':>6} "
        f"{'single':>6} {'forced':>6} {'deadend':>7} {'gen ms':>7}   (medians)"
    )
    for mode in SHAPES:
        for amount in AMOUNTS + WITH_ROTATING:
            sel = [r for r in table if r["mode"] == mode and r["specials"] == amount]
            med = lambda k, sel=sel: statistics.median(float(r[k]) for r in sel)
            print(
                f"{mode:5} {amount:13} {med('locks'):5.1f} {med('two_headed'):5.1f} {med('rotating'):4.1f} "
                f"{med('depth'):6.1f} {med('f0'):6.3f} {med('single_waves'):6.1f} "
                f"{med('forced_moves'):6.1f} {med('dead_end_playouts'):7.2f} {med('ms'):7.1f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
