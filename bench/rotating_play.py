"""How long the game's dead-end check takes in play (ADR 0007): generated boards with
rotating arrows (`--specials many`: MAX_ROTATING of them), played by random free moves;
after every move the game's `DeadEndWatch` judges the position, as the play scenes do
(here inline, to time it). Also the same positions searched cold (a fresh verifier,
no plan and no remembered dead ends), for comparison.

    python bench/rotating_play.py [--games N] [--smoke]

Prints per case: checks, how many needed a search (the rest followed the proven plan),
median / 95th percentile / worst milliseconds of a check, the cold search's, and how
many games walked into a dead end. --smoke: one game of the first case of each mode
(tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine import Rng
from quiver.engine.rotating import SearchLimit, solve_rotating
from quiver.game.deadend import DEAD_END, PENDING, DeadEndWatch
from quiver.generator import PuzzleSpec, generate

CASES = [
    ("2d", "heart", None),
    ("2d", "rect", None),
    ("3d", "sphere", None),
    ("3d", "cube", 6),
    ("flat", "cube", None),
    ("flat", "stairs", None),
]


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def play(board, seed: int) -> tuple[list[float], list[float], int, bool]:
    """One random game: (ms per check, ms per cold search, searches, reached a dead end)."""
    watch = DeadEndWatch(board)
    pos = board.copy()
    pos.reset()
    rng = Rng(seed).stream("rotating-play")
    checks, cold, searches = [], [], 0
    while pos.alive:
        free = pos.free_arrows()
        if not free:
            break
        i = free[rng.below(len(free))]
        pos.fire(i)
        followed = bool(watch.plan) and watch.plan[0] == i
        t = time.perf_counter()
        watch.moved(i, pos.alive)
        checks.append((time.perf_counter() - t) * 1000)
        searches += not followed
        assert watch.verdict() != PENDING
        t = time.perf_counter()
        with contextlib.suppress(SearchLimit):  # a give-up is timed too
            solve_rotating(pos)
        cold.append((time.perf_counter() - t) * 1000)
        if watch.verdict() == DEAD_END:
            return checks, cold, searches, True
    return checks, cold, searches, False


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6, help="boards (seeds) per case, one game each")
    ap.add_argument("--smoke", action="store_true", help="one game of one case per mode")
    args = ap.parse_args(argv)
    cases = CASES
    if args.smoke:
        args.games = 1
        cases = [c for k, c in enumerate(CASES) if c[0] not in {m for m, *_ in CASES[:k]}]
    print(
        f"{'case':14} {'arrows':>6} {'checks':>6} {'search':>6} {'median':>7} {'p95':>7} "
        f"{'worst':>7} {'cold med':>8} {'cold worst':>10} {'dead ends':>9}   (ms)"
    )
    for mode, shape, size in cases:
        checks, cold, searches, dead, arrows = [], [], 0, 0, 0
        for seed in range(args.games):
            b = generate(
                PuzzleSpec(mode, shape, size=size, seed=seed, specials="many", special_kinds=("rotating",))
            )
            arrows = len(b.arrows)
            c, k, s, d = play(b, seed)
            checks += c
            cold += k
            searches += s
            dead += d
        print(
            f"{mode + ' ' + shape:14} {arrows:6} {len(checks):6} {searches:6} "
            f"{statistics.median(checks):7.2f} {pct(checks, 0.95):7.2f} {max(checks):7.2f} "
            f"{statistics.median(cold):8.2f} {max(cold):10.2f} {dead:5}/{args.games}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
