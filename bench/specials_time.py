"""CPU time of building a board with and without special arrows (every kind, `many`),
2D hard rects: the cost special arrows add (docs/measurements.md, "Special arrows on
large boards"; docs/limits.md).

    python bench/specials_time.py                    # sizes 16x20 32 48 64 70, seeds 0-2
    python bench/specials_time.py --sizes 48 --seeds 5
    python bench/specials_time.py --smoke             # one small size, one seed (tests/test_bench_smoke.py)

Each board is built in this process (the shape's space is shared by the seeds of a
size, as in a game worker's loop); CPU time (time.process_time), medians over seeds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine.spec import PuzzleSpec
from quiver.generator import generate

KINDS = ("locks", "two-headed", "rotating")


def cpu(spec: PuzzleSpec) -> tuple[float, int]:
    t = time.process_time()
    board = generate(spec)
    return time.process_time() - t, len(board.arrows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="16x20,32,48,64,70")
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--smoke", action="store_true", help="one small size, one seed")
    args = ap.parse_args()
    if args.smoke:
        args.sizes, args.seeds = "12x14", 1
    print("| size | arrows | plain | many, every kind | ratio |")
    print("|---|---|---|---|---|")
    for text in args.sizes.split(","):
        w, _, h = text.partition("x")
        size = (int(w), int(h or w))
        plain, special, arrows = [], [], []
        for seed in range(args.seeds):
            t, n = cpu(PuzzleSpec("2d", "rect", size, None, "hard", seed))
            plain.append(t)
            t, n = cpu(PuzzleSpec("2d", "rect", size, None, "hard", seed, "many", KINDS))
            special.append(t)
            arrows.append(n)
        p, s = statistics.median(plain), statistics.median(special)
        print(
            f"| {size[0]}x{size[1]} | {min(arrows)}-{max(arrows)} | {p:.2f} s | {s:.2f} s "
            f"({min(special):.2f}-{max(special):.2f}) | {s / p:.1f}x |",
            flush=True,
        )


if __name__ == "__main__":
    main()
