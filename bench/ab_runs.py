"""Run one bench on two trees in turn, a few times, and print each figure's median on both
and their ratio (s368): timings drift on a shared machine, so a figure is compared only
against a baseline run at the same time, alternating.

    python bench/ab_runs.py --base /tmp/main-tree [--new .] [--runs 3] -- bench/key_pan2d.py --fps 60

Each run is `python BENCH ARGS` in the tree's root, with the tree first on PYTHONPATH (the
bench of that tree, so a bench that puts its own tree on sys.path times that tree). A line
of the bench's output with "median X" in it is a figure: its words before "median" name it
(the same on both trees), X its value; so is one with "NAME = X". The base tree: a checkout of main, e.g.
`git archive main | tar -x -C /tmp/main-tree` (a bench it lacks copied into its bench/).
--smoke: this tree against itself, once, on key_pan2d's smoke run (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

FIGURE = re.compile(r"^(?P<name>.*?)(?:\bmedian\b|=)\D*?(?P<value>\d+(?:\.\d+)?)")


def figures(text: str) -> dict[str, float]:
    """{name: value} of the output's lines with a median (or "=") in them (the first on a line)."""
    out = {}
    for line in text.splitlines():
        m = FIGURE.search(line)
        if m:
            name = " ".join(m.group("name").replace(":", " ").split())
            out[name] = float(m.group("value"))
    return out


def run(tree: Path, bench: list[str]) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    got = subprocess.run(
        [sys.executable, *bench], cwd=tree, env=env, capture_output=True, text=True, check=False
    )
    if got.returncode:
        raise SystemExit(f"{tree}: {' '.join(bench)} failed:\n{got.stderr[-2000:]}")
    return figures(got.stdout)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", help="the baseline tree's root (a checkout of main)")
    ap.add_argument("--new", default=".", help="the tree timed against it (default: here)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--smoke", action="store_true", help="this tree against itself, once (for the tests)")
    ap.add_argument("bench", nargs=argparse.REMAINDER, help="-- the bench and its arguments")
    args = ap.parse_args(argv)
    bench = args.bench[1:] if args.bench[:1] == ["--"] else args.bench
    if args.smoke:
        here = str(Path(__file__).resolve().parent.parent)  # (this bench's tree, wherever it is run from)
        args.base = args.new = here
        args.runs, bench = 1, ["bench/key_pan2d.py", "--smoke", "--no-gl"]
    if args.base is None:
        ap.error("--base is needed (a checkout of main)")
    if not bench:
        ap.error("no bench given (after --)")
    trees = {"base": Path(args.base).resolve(), "new": Path(args.new).resolve()}
    seen: dict[str, dict[str, list[float]]] = {"base": {}, "new": {}}
    for _ in range(args.runs):
        for which, tree in trees.items():  # (alternating: base, new, base, new...)
            for name, value in run(tree, bench).items():
                seen[which].setdefault(name, []).append(value)
    print(f"{' '.join(bench)}: medians of {args.runs} alternating runs (base {trees['base']})")
    for name, values in seen["new"].items():
        base = seen["base"].get(name)
        new = statistics.median(values)
        if not base:
            print(f"  {name}: new {new:.2f} (no such figure on base)")
            continue
        old = statistics.median(base)
        ratio = f"{new / old:.2f}x" if old else "-"
        print(f"  {name}: base {old:.2f}, new {new:.2f}, new/base {ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
