"""How far the spread of local scan over boards reaches (issue 24 item 3, ADR 0006):
choosing the best of several complete builds, and what the high boards do differently.

    python bench/local_spread.py [--size 16x20] [--arrows 65] [--groups 40] [--first 300000]
                                 [--best-of 8] [--select-runs 8] [--runs 10] [--smoke]

Builds `groups * best-of` hard 2D rect boards (consecutive seeds from `--first`) and
measures each one's `local_scan` twice: an estimate of `--select-runs` local playouts
from a stream `quiver check` does not use (what a generator choosing among builds could
afford) and `quiver check`'s own figure. For k = 1, 2, 3, 4, 6, 8 up to `--best-of` it
prints the median `quiver check` local scan and depth of the build the estimate picks in
each group of k consecutive builds, with the CPU time of a build and of an estimate.

Then the boards are split into fifths by local scan, and the lowest, middle and highest
fifth are played by `bench/local_moves.py`'s player (`--runs` playouts a board): the
share and looks of its kinds of move. On 16x20/65 hard the highest fifth differs in
what a move after a removal that freed nothing costs (the local player is no better
than one looking in random order there), not in how often such moves come.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _local_common import SMOKE_ARROWS, SMOKE_SIZE, local_parser, parsed, rect, size_of
from local_moves import moves

from quiver.engine.board import Board
from quiver.engine.measures import local_scan
from quiver.engine.rng import Rng
from quiver.generator import generate

KS = (1, 2, 3, 4, 6, 8)
SELECT_SEED = 1  # the estimate's stream; quiver check plays seed 0's


def _built(
    size: tuple[int, int], arrows: int, seeds: range, select_runs: int
) -> tuple[list[tuple[float, float, Board]], float, float]:
    """Each board with its estimate and its measured local scan; CPU s a build, an estimate."""
    rows: list[tuple[float, float, Board]] = []
    build_cpu = estimate_cpu = 0.0
    for seed in seeds:
        began = time.process_time()
        board = generate(rect(size, arrows, "hard", seed))
        built = time.process_time()
        estimate = local_scan(board, runs=select_runs, seed=SELECT_SEED) or 0.0
        build_cpu, estimate_cpu = build_cpu + built - began, estimate_cpu + time.process_time() - built
        rows.append((estimate, local_scan(board) or 0.0, board))
    return rows, build_cpu / len(rows), estimate_cpu / len(rows)


def best_of(rows: list[tuple[float, float, Board]], k: int) -> tuple[float, float]:
    """Median measured local scan and depth of the build the estimate picks per group of k."""
    picks = [max(rows[g : g + k], key=lambda r: r[0]) for g in range(0, len(rows) - k + 1, k)]
    return (
        statistics.median(r[1] for r in picks),
        statistics.median(r[2].metrics["depth"] for r in picks if r[2].metrics is not None),
    )


def fifths(rows: list[tuple[float, float, Board]], runs: int) -> None:
    """The local player's kinds of move on the lowest, middle and highest fifth."""
    ranked = sorted(rows, key=lambda r: r[1])
    fifth = max(1, len(ranked) // 5)
    middle = (len(ranked) - fifth) // 2
    for name, part in (
        ("lowest", ranked[:fifth]),
        ("middle", ranked[middle : middle + fifth]),
        ("highest", ranked[-fifth:]),
    ):
        out: dict[str, list[float]] = defaultdict(list)
        rng = Rng(0).stream("local_spread")
        for _, _, board in part:
            moves(board, runs, rng, out)
        total = len(out["all"])
        print(f"{name} fifth: local scan {statistics.median(r[1] for r in part):.2f}")
        for key in ("chain", "other, after a release", "other, after none"):
            if out[key]:
                print(f"  {key:24s} share {len(out[key]) / total:.2f}  looks {statistics.mean(out[key]):.2f}")
        for key in ("why: after none, free arrows", "why: after none, random-order"):
            if out[key]:
                print(f"  {key:34s} mean {statistics.mean(out[key]):.2f}")


def main() -> None:
    parser = local_parser(__doc__, count="--groups")
    parser.add_argument("--best-of", type=int, default=8)
    parser.add_argument("--select-runs", type=int, default=8, help="local playouts of the estimate")
    parser.add_argument("--runs", type=int, default=10, help="local playouts a board for the fifths")
    args = parsed(parser, "four boards of 11x13/30")
    size, arrows, groups, top, runs = args.size, args.arrows, args.groups, args.best_of, args.runs
    if args.smoke:
        size, arrows, groups, top, runs = SMOKE_SIZE, SMOKE_ARROWS, 2, 2, 2
    w, h = size_of(size)
    rows, build_cpu, estimate_cpu = _built(
        (w, h), arrows, range(args.first, args.first + groups * top), args.select_runs
    )
    print(
        f"{size}/{arrows} hard, {len(rows)} builds: {1000 * build_cpu:.1f} ms CPU a build, "
        f"{1000 * estimate_cpu:.1f} ms an estimate ({args.select_runs} local playouts)"
    )
    for k in (k for k in KS if k <= top):
        scan, depth = best_of(rows, k)
        print(f"best of {k}: local scan {scan:.2f}, depth {depth}")
    fifths(rows, runs)


if __name__ == "__main__":
    main()
