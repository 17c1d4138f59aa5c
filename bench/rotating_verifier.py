"""How long the rotating-arrow verifier (quiver/engine/rotating.py) takes on game-sized
boards: generated boards with 1..MAX_ROTATING arrows made rotating at random (seeded),
from the start and from a position a few random free moves in. Prints medians and the
worst case, and how many positions were solvable / dead ends / over the node limit.

    python bench/rotating_verifier.py [--boards N] [--smoke]

--smoke: one board of the first case of each mode (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine import Rng
from quiver.engine.rotating import MAX_ROTATING, RotatingRules, SearchLimit, solve_rotating, turn_axis
from quiver.generator import PuzzleSpec, generate

CASES = [("2d", "heart"), ("2d", "rect"), ("3d", "sphere"), ("flat", "cube"), ("flat", "stairs")]


def random_turns(board, rng, count):
    turns = {}
    n = len(board.arrows)
    while len(turns) < count:
        i = rng.below(n)
        if board.mode == "3d":
            d = board.arrows[i].dir
            axes = [a for a in range(6) if a >> 1 != d >> 1]
            turns[i] = axes[rng.below(len(axes))]
        else:
            turns[i] = turn_axis(board, i, "cw" if rng.below(2) else "ccw")
    return turns


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=8, help="seeds per case (default 8)")
    ap.add_argument("--smoke", action="store_true", help="one board of one case per mode")
    args = ap.parse_args(argv)
    cases = CASES
    if args.smoke:
        args.boards = 1
        cases = [c for k, c in enumerate(CASES) if c[0] not in {m for m, _ in CASES[:k]}]
    for mode, shape in cases:
        times, outcome = [], {"solvable": 0, "dead end": 0, "over limit": 0}
        arrows = 0
        for seed in range(args.boards):
            b = generate(PuzzleSpec(mode, shape, seed=seed))
            arrows = len(b.arrows)
            rng = Rng(seed).stream("rotating-bench")
            rules = RotatingRules(b, random_turns(b, rng, 1 + seed % MAX_ROTATING))
            for moves in (0, 5):
                alive = set(range(len(b.arrows)))
                for _ in range(moves):  # a few random free moves in
                    mask = sum(1 << i for i in alive)
                    free = rules.free(mask)
                    if not free:
                        break
                    alive.discard(free[rng.below(len(free))])
                t = time.perf_counter()
                try:
                    order = solve_rotating(b, rules, alive)
                    outcome["solvable" if order is not None else "dead end"] += 1
                except SearchLimit:
                    outcome["over limit"] += 1
                times.append((time.perf_counter() - t) * 1000)
        print(
            f"{mode:4} {shape:7} {arrows:3} arrows: verifier median {statistics.median(times):7.1f} ms, "
            f"worst {max(times):8.1f} ms  {outcome}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
