"""3D solids over 48 (issue 26 item 3): each board in a fresh process, as a game worker
builds it (the shape built in it), CPU, wall and peak memory per board.

    python bench/huge3d.py [--size 56] [--shape cube] [--seeds 8] [--difficulty hard ...]
                           [--lift] [--smoke]

Prints one line per board and, per difficulty, the median and the slowest CPU time and
the slowest over the median (issue 26: a median of at most 10 s on one core, the slowest
within 3x). `--lift` lifts the 3D size limit in the child (to measure a size before it is
allowed). CPU time is the child's own (`time.process_time`), so other work on a shared
machine inflates it less than the wall time beside it; peak memory is its `ru_maxrss`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = """
import json, resource, sys, time
t = time.process_time()
from quiver.engine.modes import Mode
import quiver.shapes as shapes
if {lift}:
    e = shapes._SOLIDS[Mode.THREE_D]
    shapes._SOLIDS[Mode.THREE_D] = (e[0], e[1], e[2], 64, e[4], e[5])
from quiver.generator import PuzzleSpec, generate
board = generate(PuzzleSpec("3d", {shape!r}, ({size},), None, {difficulty!r}, {seed}))
m = board.metrics or {{}}
print(json.dumps({{"cpu": time.process_time() - t, "arrows": len(board.puzzle.arrows),
    "depth": m.get("depth"), "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


def one(shape: str, size: int, difficulty: str, seed: int, lift: bool) -> dict[str, float]:
    code = CHILD.format(shape=shape, size=size, difficulty=difficulty, seed=seed, lift=lift)
    w = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    row: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    row["wall"] = time.perf_counter() - w
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=56)
    parser.add_argument("--shape", default="cube")
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--difficulty", action="append", choices=["easy", "medium", "hard"])
    parser.add_argument("--lift", action="store_true", help="lift the 3D size limit in the child")
    parser.add_argument("--smoke", action="store_true", help="one small board, figures meaningless")
    args = parser.parse_args()
    if args.smoke:
        args.size, args.seeds, args.difficulty = 6, 1, ["easy"]
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    for difficulty in args.difficulty or ["easy", "medium", "hard"]:
        cpus = []
        for seed in seeds:
            r = one(args.shape, args.size, difficulty, seed, args.lift)
            cpus.append(r["cpu"])
            print(
                f"3D {args.shape} {args.size} {difficulty} seed {seed}: CPU {r['cpu']:.2f} s, wall"
                f" {r['wall']:.2f} s, {r['rss_mb']:.0f} MB, {r['arrows']} arrows, depth {r['depth']}",
                flush=True,
            )
        med = statistics.median(cpus)
        print(
            f"== 3D {args.shape} {args.size} {difficulty}: CPU median {med:.2f} s, max {max(cpus):.2f} s"
            f" ({max(cpus) / med:.2f}x the median), seeds {seeds.start}-{seeds.stop - 1}",
            flush=True,
        )


if __name__ == "__main__":
    main()
