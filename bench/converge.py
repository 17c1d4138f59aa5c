"""How many playouts the metrics need (issue 24 item 1): two estimates of forced moves,
mean choice, scan and local scan from independent seed streams, on every board of the
quality report, and the largest difference between them.

    python bench/converge.py [--seeds 2] [--scale 1.0] [--smoke]

`--scale` multiplies the playouts `quiver.engine.player.runs_for` gives (0.25: a
quarter as many), to see where the estimates stop agreeing. --smoke: one seed of the
first shape of each mode, easy, a tenth of the playouts (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine import player
from quiver.engine.measures import playouts
from quiver.generator import DIFFICULTIES, PuzzleSpec, generate
from quiver.shapes import CLASSIC_SHAPES, default_size

KEYS = ("forced_moves", "mean_choice", "scan", "local_scan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=2, help="seeds per shape and difficulty")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--streams", type=int, nargs=2, default=(101, 202))
    parser.add_argument("--smoke", action="store_true", help="one small board per mode")
    args = parser.parse_args()
    shapes_of = CLASSIC_SHAPES
    difficulties = DIFFICULTIES
    if args.smoke:
        args.seeds, args.scale = 1, 0.1
        shapes_of = {mode: shapes[:1] for mode, shapes in CLASSIC_SHAPES.items()}
        difficulties = DIFFICULTIES[:1]
    player.PLAYOUT_MOVES = round(player.PLAYOUT_MOVES * args.scale)
    worst = dict.fromkeys(KEYS, (0.0, ""))
    worst_rel = dict.fromkeys(KEYS, (0.0, ""))
    boards = 0
    for mode, shapes in shapes_of.items():
        for shape in shapes:
            for difficulty in difficulties:
                for seed in range(args.seeds):
                    size = default_size(mode, shape)
                    board = generate(PuzzleSpec(mode, shape, size, None, difficulty, seed))
                    a, b = (playouts(board, seed=s, local=True) for s in args.streams)
                    boards += 1
                    name = f"{mode} {shape} {difficulty} {seed}"
                    for k in KEYS:
                        x, y = getattr(a, k), getattr(b, k)
                        if x is None or y is None:
                            continue
                        if abs(x - y) > worst[k][0]:
                            worst[k] = (abs(x - y), name)
                        if abs(x - y) / max(x, y) > worst_rel[k][0]:
                            worst_rel[k] = (abs(x - y) / max(x, y), name)
    moves = player.PLAYOUT_MOVES
    print(f"{boards} boards, {moves} moves per estimate (runs_for(65) = {player.runs_for(65)})")
    for k in KEYS:
        print(
            f"  {k:13s} largest difference {worst[k][0]:.4f} ({worst[k][1]}), "
            f"relative {worst_rel[k][0]:.2%} ({worst_rel[k][1]})"
        )


if __name__ == "__main__":
    main()
