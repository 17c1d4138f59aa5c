"""Where a hard build's time goes, phase by phase (issue 26: profile before optimising).

    python bench/phases.py [--seeds N] [--size NAME ...] [--smoke]

CPU time on one core, pure-Python modules (QUIVER_PURE=1: the phases are timed by
wrapping module functions, which compiled callers would not see), warm process, seeds
0..N-1, per board. The phases do not nest: a phase called inside another counts for the
outer one. cProfile tells which functions are hot but inflates call-heavy code several
times over (a 64x64 build's `_grow` read 25% under it); these wall-free CPU sums are
the shares the speed work was judged by.

  construction  placing arrows (Builder.run: heads, bodies, pockets, the frontier,
                stray-pocket repairs)
  merge/split   the count control (finish.merge_down_to, split_up_to)
  set_free      the free-at-start repairs (checked edits)
  judge peel    fairness.peel_levels (the state's peel rounds for the gates)
  playouts      the sequential forced-move test (fairness._playouts)
  home view     the 3D / Flat 3D home view gate on the state
  waist         what a rebuild keeps (kept.before_the_waist)
  board         the finished Board, its checks and metrics (to_board.finished_board)
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

os.environ["QUIVER_PURE"] = "1"  # before quiver is imported: see the docstring

from _common import pin_one_core

from quiver.generator import PuzzleSpec, build, construct, fairness, kept, to_board

SIZES = {
    "16x20/65": ("2d", "rect", (16, 20), 65, 20),
    "40x40": ("2d", "rect", (40, 40), None, 8),
    "64x64": ("2d", "rect", (64, 64), None, 4),
    "128x128": ("2d", "rect", (128, 128), None, 2),
    "3d-cube-17": ("3d", "cube", (17,), None, 4),
    "flat-cube-12": ("flat", "cube", (12,), None, 6),
}
SMOKE = {"10x10": ("2d", "rect", (10, 10), None, 1), "3d-cube-4": ("3d", "cube", (4,), None, 1)}
# (owner, attribute, phase): build's own names for what it imported
PHASES = [
    (construct.Builder, "run", "construction"),
    (build, "merge_down_to", "merge/split"),
    (build, "split_up_to", "merge/split"),
    (build, "set_free", "set_free"),
    (fairness, "peel_levels", "judge peel"),
    (kept, "peel_levels", "judge peel"),
    (to_board, "peel_levels", "judge peel"),
    (fairness, "_playouts", "playouts"),
    (build, "home_view_ok", "home view"),
    (build, "before_the_waist", "waist"),
    (build, "finished_board", "board"),
]


def timed(spent: Counter[str], depth: list[int]) -> None:
    """Wrap every phase function to add its CPU time to `spent` (outermost call only)."""
    for owner, name, phase in PHASES:
        fn = getattr(owner, name)

        def wrapper(*args: Any, _fn: Callable[..., Any] = fn, _phase: str = phase, **kw: Any) -> Any:
            if depth[0]:
                return _fn(*args, **kw)
            depth[0] += 1
            t = time.process_time()
            try:
                return _fn(*args, **kw)
            finally:
                spent[_phase] += time.process_time() - t
                depth[0] -= 1

        setattr(owner, name, wrapper)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=0, help="seeds per size (default: per size)")
    parser.add_argument("--size", action="append", choices=sorted(SIZES), help="only these sizes")
    parser.add_argument("--smoke", action="store_true", help="two tiny boards, one seed")
    args = parser.parse_args()
    pin_one_core()
    sizes = SMOKE if args.smoke else {k: SIZES[k] for k in (args.size or SIZES)}
    spent: Counter[str] = Counter()
    timed(spent, [0])
    print("hard, CPU ms per board on one core, pure Python; share of the whole build")
    for label, (mode, shape, size, count, seeds) in sizes.items():
        seeds = args.seeds or seeds
        build.generate(PuzzleSpec(mode, shape, size, count, "hard", 10**6))  # warm up
        spent.clear()
        t = time.process_time()
        for seed in range(seeds):
            build.generate(PuzzleSpec(mode, shape, size, count, "hard", seed))
        total = time.process_time() - t
        parts = ", ".join(f"{p} {v / total:.0%}" for p, v in spent.most_common())
        print(
            f"  {label:13s} {total / seeds * 1000:8.1f} ms (mean of {seeds} seeds, the shares' base): {parts}"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
