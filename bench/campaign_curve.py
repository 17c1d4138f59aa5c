"""The campaign curve (issue 11): one CSV row per campaign level, levels 1-300 of each mode.

    python bench/campaign_curve.py [--levels 300] [--jobs N] [--out bench/campaign_curve.csv] [--smoke]

Each row is the board the game builds for that level (quiver.game.campaign.level_board),
found by the candidate search itself (`search_level`), never read from the table of picks.
tests/test_campaign_curve.py checks the committed file's gates (ramp levels never drop,
spikes above their neighbours, breathers below, gentle first levels) and regenerates a
sample of rows, so after a generator change rerun this script and commit the new file (a
few minutes on two cores; --jobs spreads the levels over processes). It also prints how
many ramp levels landed on their whole-number depth, and the median and longest time to
choose a level's board over the first and the last 30 levels (wall clock, in the worker
processes: noisy on a busy machine). --smoke: level 1 in one worker, written to a
temporary file unless --out is given (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import csv
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiver.engine.modes import MODES
from quiver.game.campaign_plan import level_plan
from quiver.game.campaign_search import search_level

COLUMNS = [
    "mode",
    "level",
    "role",
    "shape",
    "size",
    "difficulty",
    "arrows",
    "depth",
    "f0",
    "free_at_start",
    "single_run",
    "target_arrows",
    "target_depth",
    "target_f0",
    "generator",
    "specials",
]
DEFAULT_OUT = Path(__file__).resolve().parent / "campaign_curve.csv"


def row(mode: str, level: int) -> dict:
    """The CSV row of one level (what the gate test regenerates)."""
    plan = level_plan(mode, level)
    code, board = search_level(mode, level, plan)
    m = board.metrics
    return {
        "mode": mode,
        "level": level,
        "role": plan.role,
        "shape": plan.shape,
        "size": "x".join(map(str, board.space.size)),
        "difficulty": code.difficulty,
        "arrows": m["arrows"],
        "depth": m["depth"],
        "f0": f"{m['f0']:.4f}",
        "free_at_start": m["free_at_start"],
        "single_run": m["max_single_run"],
        "target_arrows": plan.target.arrows,
        "target_depth": f"{plan.target.depth:.2f}",
        "target_f0": f"{plan.target.f0:.3f}",
        "generator": board.params["generator"],
        "specials": code.specials,
    }


def _timed_rows(args: tuple[str, range]) -> list[tuple[dict, float]]:
    """(row, seconds to make it: mostly choosing the level's board) for each level."""
    mode, levels = args
    out = []
    for n in levels:
        t = time.perf_counter()
        r = row(mode, n)
        out.append((r, time.perf_counter() - t))
    return out


def write_curve(path: Path, levels: int, jobs: int) -> tuple[list[dict], dict]:
    """Write the curve; return its rows and {(mode, level): seconds to build it}."""
    # interleaved chunks, so every process gets a share of the big late levels
    work = [(mode, range(1 + k, levels + 1, jobs)) for mode in MODES for k in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        timed = [pair for chunk in pool.map(_timed_rows, work) for pair in chunk]
    out = sorted((r for r, _ in timed), key=lambda r: (MODES.index(r["mode"]), r["level"]))
    seconds = {(r["mode"], r["level"]): s for r, s in timed}
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(out)
    return out, seconds


def _landing(rows: list[dict]) -> str:
    """How the ramp levels met their whole-number depth: on it, above, below."""
    ramps = [r for r in rows if r["role"] == "ramp"]
    miss = [r["depth"] - round(float(r["target_depth"])) for r in ramps]
    return (
        f"{sum(m == 0 for m in miss)} on the depth, {sum(m > 0 for m in miss)} above, "
        f"{sum(m < 0 for m in miss)} below of {len(ramps)} ramp levels"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--levels", type=int, default=300)
    parser.add_argument(
        "--jobs",
        type=int,
        default=len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1,
    )
    parser.add_argument("--out", type=Path, help=f"default {DEFAULT_OUT.name} beside this script")
    parser.add_argument("--smoke", action="store_true", help="one level, to a temporary file")
    args = parser.parse_args()
    if not args.smoke:
        report(args, args.out or DEFAULT_OUT)
        return
    args.levels, args.jobs = 1, 1
    with tempfile.TemporaryDirectory() as tmp:
        report(args, args.out or Path(tmp) / "campaign_curve.csv")


def report(args: argparse.Namespace, path: Path) -> None:
    """Write the curve to `path` and print its summary."""
    args.out = path
    t = time.perf_counter()
    out, seconds = write_curve(args.out, args.levels, max(1, args.jobs))
    print(f"wrote {len(out)} rows to {args.out} in {time.perf_counter() - t:.0f} s ({args.jobs} processes)")
    early, late = range(1, min(30, args.levels) + 1), range(max(1, args.levels - 29), args.levels + 1)
    for mode in MODES:
        mine = [r for r in out if r["mode"] == mode]
        times = [sorted(seconds[(mode, n)] for n in span) for span in (early, late)]
        print(
            f"  {mode:4s} {_landing(mine)}; seconds a level: median "
            f"{statistics.median(times[0]):.2f} (max {times[0][-1]:.2f}) on levels 1-30, "
            f"{statistics.median(times[1]):.2f} (max {times[1][-1]:.2f}) on the last 30"
        )
    for mode in MODES:
        for role in ("ramp", "spike", "breather"):
            sel = [r for r in out if r["mode"] == mode and r["role"] == role]
            last = [r for r in sel if r["level"] > args.levels - 30]
            if not last:  # a short run (--levels, --smoke) may have no level of this role
                continue
            print(
                f"  {mode:4s} {role:8s}: arrows {sel[0]['arrows']:>3} -> {last[-1]['arrows']:>3}, "
                f"depth {sel[0]['depth']:>3} -> {last[-1]['depth']:>3}"
            )


if __name__ == "__main__":
    main()
