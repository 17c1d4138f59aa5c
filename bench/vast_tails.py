"""2D boards over 224 (issue 26 item 3): each seed's CPU time and the give-ups at the end of
its build, trees timed in turns (ADR 0006, "2D 256, pockets re-threaded").

    python bench/vast_tails.py [TREE ...] [--difficulty D] [--seeds N | --seed S ...] [--smoke]

Each board is built in a fresh process per tree (the shape built before the clock
starts), pure Python (QUIVER_PURE=1), the trees one after the other seed by seed, so the
load on a shared machine falls on them alike. With no TREE: this checkout alone; a TREE
is any checkout (e.g. `git archive <commit> | tar -x -C /tmp/before`). Per seed: CPU of
`generate`, the give-ups (a construction attempt that ended `Stuck`, with the cells it
left), the builds (construction attempts), fair or not, depth and arrows. Then per tree
the median, the slowest, slowest / median, the count over 10 s and the give-ups.
--smoke: one 256x12 board, this checkout (tests/test_bench_smoke.py); not judged.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 10.0  # issue 26 item 3: seconds on one core
# run in the child, with the tree first on sys.path: one board, one JSON line
CHILD = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from quiver.generator import PuzzleSpec, construct, gates, generate
try:  # (a tree from before s255 kept it in build.py)
    from quiver.generator.shape_space import shape_space
except ImportError:
    from quiver.generator.build import _shape_space as shape_space
from quiver.generator.state import Stuck
stuck, runs = [], [0]
real_run = construct.Builder.run
def run(self, prefix=()):
    runs[0] += 1
    try:
        real_run(self, prefix)
    except Stuck:
        stuck.append(self.state.n - self.state.used_count)
        raise
construct.Builder.run = run
spec = PuzzleSpec("2d", "rect", (int(sys.argv[2]), int(sys.argv[3])), None, sys.argv[4], int(sys.argv[5]))
shape_space(spec)
t = time.process_time()
board = generate(spec)
cpu = time.process_time() - t
m = board.metrics
print(json.dumps({"cpu": cpu, "stuck": stuck, "builds": runs[0], "fair": not gates.failures(m),
                  "depth": m["depth"], "arrows": m["arrows"]}))
"""


def board(tree: Path, size: tuple[int, int], difficulty: str, seed: int) -> dict:
    env = dict(os.environ, QUIVER_PURE="1")
    args = [sys.executable, "-c", CHILD, str(tree), *map(str, size), difficulty, str(seed)]
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("trees", nargs="*", type=Path)
    parser.add_argument("--difficulty", default="hard", choices=("easy", "medium", "hard"))
    parser.add_argument("--seeds", type=int, default=32)
    parser.add_argument("--seed", type=int, action="append", help="these seeds instead")
    parser.add_argument("--smoke", action="store_true", help="one small vast board, not judged")
    args = parser.parse_args()
    trees = args.trees or [ROOT]
    seeds = args.seed or list(range(args.seeds))
    size = (256, 256)
    if args.smoke:
        trees, seeds, size = [ROOT], [1], (256, 12)
    print(f"2D {size[0]}x{size[1]} {args.difficulty}, CPU on one core, pure Python, trees in turns")
    got: dict[Path, list[dict]] = {tree: [] for tree in trees}
    for seed in seeds:
        for n, tree in enumerate(trees):
            r = board(tree, size, args.difficulty, seed)
            got[tree].append(r)
            print(
                f"  seed {seed:3d} tree {n}: {r['cpu']:6.2f} s  give-ups {len(r['stuck'])} {r['stuck']}"
                f"  builds {r['builds']}  {'fair' if r['fair'] else 'UNFAIR'}  depth {r['depth']}"
                f"  arrows {r['arrows']}  load {os.getloadavg()[0]:.2f}",
                flush=True,
            )
    for n, tree in enumerate(trees):
        cpu = [r["cpu"] for r in got[tree]]
        med, top = statistics.median(cpu), max(cpu)
        over = sum(1 for c in cpu if c > LIMIT)
        stuck = sum(len(r["stuck"]) for r in got[tree])
        builds = sum(r["builds"] for r in got[tree])
        unfair = sum(1 for r in got[tree] if not r["fair"])
        print(
            f"tree {n} ({tree}): median {med:.2f} s, {min(cpu):.2f}-{top:.2f} s, slowest/median"
            f" {top / med:.2f}, over {LIMIT:.0f} s: {over}, give-ups {stuck}, builds {builds},"
            f" unfair {unfair}"
        )


if __name__ == "__main__":
    main()
