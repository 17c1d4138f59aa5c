"""Generator versions side by side: the same seeds, each tree in its own process, in turns.

    python bench/side_by_side.py TREE [TREE ...] [--rounds N] [--big] [--smoke] [--gen6]
    python bench/side_by_side.py --native [--rounds N] [--big]

A TREE is a checkout of this repository (e.g. `git archive <commit> | tar -x -C /tmp/g3`);
the first is the reference for the ratios. Each round runs every tree once, one after
the other, so load on a shared machine falls on all of them alike; per size the figure
is the median over rounds of the per-round median (CPU time, one core, hard boards).
Each case prints its target (issue 26) beside the last tree's figure; --big adds 2D
128x128 (a few seconds a board).
--gen6: issue 24 item 5's sizes instead (16x20/65, 11x13/30, 40x40, Flat cube 8, 3D cube
10; hard, no targets: the budget is a ratio to quiver-gen/5, commit 04c2ee6).
--native: this checkout with its pure-Python modules (QUIVER_PURE=1) against the same
checkout with its compiled ones (tools/build_compiled.py must have built them).
--smoke: one round of a small board, this checkout as the tree unless trees are given
(tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

# (label, mode, shape, size, arrows or None for the default count, seeds, target in s):
# the README speed table and issue 26's targets
CASES = [
    ("2D 16x20/65", "2d", "rect", (16, 20), 65, 30, 0.006),
    ("2D 40x40", "2d", "rect", (40, 40), None, 12, 0.040),
    ("2D 64x64", "2d", "rect", (64, 64), None, 8, 0.100),
    ("3D cube 17", "3d", "cube", (17,), None, 6, 0.060),
    ("Flat cube 12", "flat", "cube", (12,), None, 6, 0.060),
]
# issue 24 item 5: quiver-gen/6 within 1.3x of quiver-gen/5 at these (no time target)
GEN6_CASES = [
    ("2D 16x20/65", "2d", "rect", (16, 20), 65, 30, None),
    ("2D 11x13/30", "2d", "rect", (11, 13), 30, 30, None),
    ("2D 40x40", "2d", "rect", (40, 40), None, 12, None),
    ("Flat cube 8", "flat", "cube", (8,), None, 20, None),
    ("3D cube 10", "3d", "cube", (10,), None, 10, None),
]
BIG = [("2D 128x128", "2d", "rect", (128, 128), None, 3, 0.600)]
SMOKE_CASES = [("2D 10x10", "2d", "rect", (10, 10), None, 2, 1.0)]
ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import json, statistics, sys, time
from quiver.generator import PuzzleSpec, generate
out = {}
for label, mode, shape, size, count, seeds, _ in json.loads(sys.argv[1]):
    generate(PuzzleSpec(mode, shape, tuple(size), count, "hard", 10**6))   # warm up
    times = []
    for seed in range(seeds):
        t = time.process_time()
        generate(PuzzleSpec(mode, shape, tuple(size), count, "hard", seed))
        times.append(time.process_time() - t)
    out[label] = statistics.median(times)
print(json.dumps(out))
"""


def run_tree(tree: Path, cases: list[tuple[object, ...]], pure: bool = False) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    env.pop("QUIVER_PURE", None)
    if pure:
        env["QUIVER_PURE"] = "1"
    # cwd is the tree itself, so its `quiver` package wins over any installed one
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(cases)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("trees", nargs="*", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--big", action="store_true", help="also 2D 128x128 (slow)")
    parser.add_argument("--smoke", action="store_true", help="one round of a small board")
    parser.add_argument("--gen6", action="store_true", help="issue 24's sizes instead (no targets)")
    parser.add_argument("--native", action="store_true", help="this checkout: pure against compiled")
    args = parser.parse_args()
    cases = (GEN6_CASES if args.gen6 else CASES) + (BIG if args.big else [])
    if args.smoke:
        cases, args.rounds, args.trees = SMOKE_CASES, 1, args.trees or [ROOT]
    # (name, tree, pure-Python forced)
    runners = [(t.name, t, False) for t in args.trees]
    if args.native:
        sys.path.insert(0, str(ROOT))
        from quiver import _native

        if not _native.compiled_files() or _native.stale_sources():
            parser.error("--native: no current compiled modules; run tools/build_compiled.py")
        runners = [("pure", ROOT, True), ("compiled", ROOT, False)]
    if not runners:
        parser.error("name at least one TREE")
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # children inherit it
    runs: dict[str, list[dict[str, float]]] = {name: [] for name, _, _ in runners}
    for _ in range(args.rounds):
        for name, tree, pure in runners:
            runs[name].append(run_tree(tree, cases, pure))
    print(f"hard, CPU ms on one core, median of {args.rounds} rounds of per-seed medians")
    print(f"load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    ref = runners[0][0]
    for label, _, _, _, _, seeds, target in cases:
        cells = []
        t = base = statistics.median(r[label] for r in runs[ref])
        for name, _, _ in runners:
            t = statistics.median(r[label] for r in runs[name])
            cells.append(f"{name}: {t * 1000:7.1f} ({t / base:4.2f}x)")
        verdict = (
            "" if target is None else f"   target {target * 1000:4.0f}  {'OK' if t <= target else 'OVER'}"
        )
        print(f"  {label:12s} ({seeds:2d} seeds)  " + "   ".join(cells) + verdict)


if __name__ == "__main__":
    main()
