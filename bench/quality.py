"""Quality report (issue 3): one CSV row per generated board over a seed range.

    python bench/quality.py [--seeds N] [--out bench/quality.csv] [--smoke]

The committed bench/quality.csv is the default range; tests/test_quality_report.py
regenerates it and fails if any board-derived column differs, so a change to the
generator shows up as a change to this file (and GENERATOR_VERSION must be bumped).
--smoke: one seed of the first shape of each mode, easy, written to a temporary file
unless --out is given (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import percentile

from quiver.engine.measures import local_scan, playouts
from quiver.engine.player import release
from quiver.engine.solve import random_tap_win_rate
from quiver.generator import DIFFICULTIES, GENERATOR_VERSION, PuzzleSpec, gates, generate
from quiver.shapes import CLASSIC_SHAPES, default_size

COLUMNS = [
    "mode",
    "shape",
    "size",
    "difficulty",
    "seed",
    "cells",
    "arrows",
    "depth",
    "f0",
    "free_at_start",
    "l_over_a",
    "max_single_run",
    "forced_moves",
    "mean_choice",
    "scan",
    "playout_runs",
    "forced_fresh",
    "local_scan",
    "release_distance",
    "release_touching",
    "visible_free",
    "random_tap_win_rate",
    "mean_length",
    "edge_share",
    "generator",
    "ms",
]
TIMING_COLUMNS = {"ms"}
DEFAULT_OUT = Path(__file__).resolve().parent / "quality.csv"
# The report covers the classic shapes (the first release's, quiver.shapes.CLASSIC_SHAPES),
# not the whole gallery: a row per gallery picture would make the test that regenerates it
# far too slow.
SHAPES = CLASSIC_SHAPES


FRESH_RUNS = 400  # issue 24: the forced-move promise checked on an independent estimate
FRESH_STREAM = 424_242  # a playout seed the generator never uses


def fresh_forced(board) -> float:
    """Forced moves on FRESH_RUNS playouts from a seed stream the generator did not use
    (the board passed its gate on its own, shorter, sequential estimate)."""
    return playouts(board, runs=FRESH_RUNS, seed=FRESH_STREAM).forced_moves


def edge_share(board) -> float:
    """Flat 3D: the share of arrows whose body crosses an edge onto another face."""
    if board.mode != "flat":
        return 0.0
    crossing = sum(1 for a in board.arrows if len({board.space.coord(c)[3] for c in a.cells}) > 1)
    return crossing / len(board.arrows)


def rows(seeds: int, shapes_of=SHAPES, difficulties=DIFFICULTIES):
    for mode, shapes in shapes_of.items():
        for shape in shapes:
            size = default_size(mode, shape)
            for difficulty in difficulties:
                for seed in range(seeds):
                    t = time.perf_counter()
                    board = generate(PuzzleSpec(mode, shape, size, None, difficulty, seed))
                    ms = (time.perf_counter() - t) * 1000
                    m = board.metrics
                    dist, touching = release(board)
                    yield {
                        "mode": mode,
                        "shape": shape,
                        "size": "x".join(map(str, board.space.size)),
                        "difficulty": difficulty,
                        "seed": seed,
                        "cells": m["cells"],
                        "arrows": m["arrows"],
                        "depth": m["depth"],
                        "f0": f"{m['f0']:.4f}",
                        "free_at_start": m["free_at_start"],
                        "l_over_a": f"{m['l_over_a']:.4f}",
                        "max_single_run": m["max_single_run"],
                        "forced_moves": f"{m['forced_moves']:.4f}",
                        "mean_choice": f"{m['mean_choice']:.3f}",
                        "scan": f"{m['scan']:.3f}",
                        "playout_runs": m["playout_runs"],
                        "forced_fresh": f"{fresh_forced(board):.4f}",
                        "local_scan": f"{local_scan(board):.3f}",
                        "release_distance": f"{dist:g}",
                        "release_touching": f"{touching:.3f}",
                        "visible_free": m.get("visible_free", ""),
                        "random_tap_win_rate": f"{random_tap_win_rate(board, 100):.2f}",
                        "mean_length": f"{m['mean_length']:.3f}",
                        "edge_share": f"{edge_share(board):.3f}",
                        "generator": GENERATOR_VERSION,
                        "ms": f"{ms:.1f}",
                    }


def write_report(path: Path, seeds: int, **only) -> list[dict]:
    """Write the report; `only` narrows rows()'s shapes_of and difficulties."""
    out = list(rows(seeds, **only))
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(out)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=2, help="seeds per mode, shape and difficulty")
    parser.add_argument("--out", type=Path, help=f"default {DEFAULT_OUT.name} beside this script")
    parser.add_argument("--smoke", action="store_true", help="three boards, to a temporary file")
    args = parser.parse_args()
    if not args.smoke:
        summary(write_report(args.out or DEFAULT_OUT, args.seeds), args.out or DEFAULT_OUT)
        return
    smoke = {"shapes_of": {mode: shapes[:1] for mode, shapes in SHAPES.items()}, "difficulties": ("easy",)}
    with tempfile.TemporaryDirectory() as tmp:
        path = args.out or Path(tmp) / "quality.csv"
        summary(write_report(path, 1, **smoke), path)


def summary(out: list[dict], path: Path) -> None:
    """Print the report's medians per mode and difficulty, and the boards outside the gates."""
    print(f"wrote {len(out)} rows to {path}")
    for mode in ("2d", "3d", "flat"):
        for difficulty in DIFFICULTIES:
            sel = [r for r in out if r["mode"] == mode and r["difficulty"] == difficulty]
            if sel:
                med = lambda k, sel=sel: statistics.median(float(r[k]) for r in sel)
                ms = sorted(float(r["ms"]) for r in sel)
                print(
                    f"  {mode:4s} {difficulty:6s}: median depth {med('depth'):5.1f}, F0 {med('f0'):.3f}, "
                    f"forced {med('forced_moves'):.3f}, choice {med('mean_choice'):.2f}, "
                    f"scan {med('scan'):.2f}, local {med('local_scan'):.2f}; "
                    f"ms p50 {statistics.median(ms):.0f} "
                    f"p90 {percentile(ms, 0.9):.0f} max {ms[-1]:.0f}"
                )
    broken = [(r, gates.failures(as_metrics(r))) for r in out]
    broken = [(r, f) for r, f in broken if f]
    print(f"boards outside the gates: {len(broken)}")
    for r, f in broken:
        print(f"  {r['mode']} {r['shape']} {r['size']} {r['difficulty']} seed {r['seed']}: {'; '.join(f)}")


def as_metrics(row: dict) -> dict:
    """A report row as the metrics gates.failures() reads."""
    return {
        "arrows": int(row["arrows"]),
        "free_at_start": int(row["free_at_start"]),
        "max_single_run": int(row["max_single_run"]),
        "forced_moves": float(row["forced_moves"]),
        "playout_runs": int(row["playout_runs"]),
        "l_over_a": float(row["l_over_a"]),
        "visible_free": int(row["visible_free"]) if row.get("visible_free") else None,
    }


if __name__ == "__main__":
    main()
