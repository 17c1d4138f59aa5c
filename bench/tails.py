"""Generator tails (issue 12 item 3): p50 / p90 / max CPU time per board, and max / p50.

    python bench/tails.py [--seeds N] [--first S] [--rounds R] [--only 3d|flat|2d|big] [--smoke]

Hard boards, default count, on one core, seeds S..S+N-1 (default 0..19). The rule: no
board takes more than 3x the median time for its size and mode. `big` is 2D 128x128
(slow: about 1.5 s a board), where every seed must also succeed. With the 3D set, the
cube 17 tail (issue 26's last open point) gets its own lines: median, max and its
seed, max / median against the 3x target, for the compiled modules and the pure ones
(the other kind timed in a child process, when tools/build_compiled.py has built
current modules). --rounds R: every seed R times, the seeds in turn each round, a
seed's time its median (on a loaded machine one round's max is mostly noise: the same
boards read 2.5x and 3.2x in two runs). --smoke: two seeds of one small board per
mode, not judged (tests/test_bench_smoke.py). --switches off,mend,run,...: cube 17
only (smoke: cube 5), the cube 17 tail's switches (SWITCHES; quiver-gen/7 is `gen7`,
the same as `runmendabortreach`; `off` is quiver-gen/7 with all of them off, not
quiver-gen/6, whose free-arrow pass also turned arrows free already) timed in turns in
this process, seed by seed, each line its median, max (and seed), max / median, the
sum of the seeds' times and the boards' mean depth.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _common import percentile, pin_one_core

from quiver.generator import PuzzleSpec, SpecError, generate

SETS = {
    "3d": [("3d", s, (17,)) for s in ("cube", "sphere", "torus", "pyramid", "octahedron", "heart")],
    "flat": [("flat", s, (12,)) for s in ("cube", "brick", "tower", "plus", "stairs", "ziggurat")],
    "2d": [("2d", "rect", (16, 20)), ("2d", "rect", (40, 40)), ("2d", "rect", (64, 64))],
    "big": [("2d", "rect", (128, 128))],
}
SMOKE = {"2d": [("2d", "rect", (16, 20))], "3d": [("3d", "cube", (5,))], "flat": [("flat", "cube", (4,))]}
COUNTS = {(16, 20): 65}
LIMIT = 3.0
# the cube 17 tail's switches (issue 26): (build.MEND_RUN, build.FREE_ORDER_TRIES,
# construct.THIN_FIRST, build.RUN_FREE, build.EARLY_ABORT, build.IN_REACH, build.MEND_FIRST)
SWITCHES = {
    "gen7": (True, 0, 0, True, True, True, False),  # quiver-gen/7's defaults
    "gen7mendfirst": (True, 0, 0, True, True, True, True),
    "off": (False, 0, 0, False, False, False, False),
    "mend": (True, 0, 0, False, False, False, False),
    "two": (False, 4, 3, False, False, False, False),
    "all": (True, 4, 3, False, False, False, False),
    "run": (False, 0, 0, True, False, False, False),
    "runmend": (True, 0, 0, True, False, False, False),
    "runall": (True, 4, 3, True, False, False, False),
    "abort": (False, 0, 0, False, True, False, False),
    "runabort": (False, 0, 0, True, True, False, False),
    "runmendabort": (True, 0, 0, True, True, False, False),
    "allabort": (True, 4, 3, True, True, False, False),
    "runmendabortreach": (True, 0, 0, True, True, True, False),
}
# issue 26's median targets (CPU, one core), where it names one
TARGETS = {
    ("2d", "rect", (16, 20)): 0.006,
    ("2d", "rect", (40, 40)): 0.040,
    ("2d", "rect", (64, 64)): 0.100,
    ("2d", "rect", (128, 128)): 0.600,
    ("3d", "cube", (17,)): 0.060,
    ("flat", "cube", (12,)): 0.060,
}


def times(
    mode: str, shape: str, size: tuple[int, ...], seeds: range, rounds: int = 1
) -> tuple[list[float], int, int]:
    """The seeds' CPU times (sorted; each the median over `rounds`), how many seeds
    failed, and the slowest seed."""
    per_seed: dict[int, list[float]] = {seed: [] for seed in seeds}
    failed: set[int] = set()
    generate(PuzzleSpec(mode, shape, size, COUNTS.get(size), "hard", 10**6))  # warm up
    for _ in range(rounds):
        for seed in seeds:
            t = time.process_time()
            try:
                generate(PuzzleSpec(mode, shape, size, COUNTS.get(size), "hard", seed))
            except SpecError:
                failed.add(seed)
            per_seed[seed].append(time.process_time() - t)
    median = {seed: statistics.median(ts) for seed, ts in per_seed.items()}
    return sorted(median.values()), len(failed), max(median, key=median.__getitem__)


def tail_line(kind: str, ms: list[float], slowest: int, judged: bool = True) -> str:
    """The tail of one build kind: median, max (and its seed), max / median, the target."""
    p50 = statistics.median(ms)
    ratio = ms[-1] / p50
    met = ("met" if ratio <= LIMIT else "missed") if judged else "(smoke run, not judged)"
    return (
        f"    tail, {kind:8s} median {p50 * 1000:6.1f}  max {ms[-1] * 1000:6.1f} (seed {slowest})"
        f"  max/p50 {ratio:4.2f}  target {LIMIT:.0f}x  {met}"
    )


def other_kind(case: tuple[str, str, tuple[int, ...]], seeds: range, rounds: int, judged: bool) -> str:
    """The tail of `case` with the other kind of modules (pure where this process runs
    compiled ones, and the reverse), timed in a child process; or why not."""
    from quiver import _native

    compiled = _native.active()
    if not compiled and (not _native.compiled_files() or _native.stale_sources()):
        return "    tail, compiled: none current (python tools/build_compiled.py builds them)"
    env = dict(os.environ)
    env.pop("QUIVER_PURE", None)
    if compiled:
        env["QUIVER_PURE"] = "1"
    arg = json.dumps([case[0], case[1], list(case[2]), seeds.start, seeds.stop, rounds])
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--tail-child", arg],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    ms, slowest = json.loads(done.stdout.strip().splitlines()[-1])  # after pin_one_core's line
    kind = "pure" if compiled else "compiled"
    return tail_line(kind, ms, slowest, judged)


def tail_child(arg: str) -> None:
    mode, shape, size, first, stop, rounds = json.loads(arg)
    ms, _, slowest = times(mode, shape, tuple(size), range(first, stop), rounds)
    print(json.dumps([ms, slowest]))


def set_switches(name: str) -> None:
    from quiver.generator import build, construct

    (
        build.MEND_RUN,
        build.FREE_ORDER_TRIES,
        construct.THIN_FIRST,
        build.RUN_FREE,
        build.EARLY_ABORT,
        build.IN_REACH,
        build.MEND_FIRST,
    ) = SWITCHES[name]


def in_turns(case: tuple[str, str, tuple[int, ...]], seeds: range, rounds: int, names: list[str]) -> None:
    """`case` with each set of switches in `names`, timed in turns (the order turning with
    the seed and round, so that none is always first after another)."""
    mode, shape, size = case
    per: dict[str, dict[int, list[float]]] = {name: {seed: [] for seed in seeds} for name in names}
    depth: dict[str, list[int]] = {name: [] for name in names}
    generate(PuzzleSpec(mode, shape, size, None, "hard", 10**6))  # warm up
    for r in range(rounds):
        for seed in seeds:
            turn = (seed + r) % len(names)
            for name in names[turn:] + names[:turn]:
                set_switches(name)
                t = time.process_time()
                board = generate(PuzzleSpec(mode, shape, size, None, "hard", seed))
                per[name][seed].append(time.process_time() - t)
                if r == 0:
                    depth[name].append(board.metrics["depth"] if board.metrics else 0)
    set_switches("gen7")
    for name in names:
        med = {seed: statistics.median(ts) for seed, ts in per[name].items()}
        p50, slowest = statistics.median(med.values()), max(med, key=med.__getitem__)
        print(
            f"  {name:5s} median {p50 * 1000:6.1f}  max {med[slowest] * 1000:6.1f} (seed {slowest})"
            f"  max/p50 {med[slowest] / p50:4.2f}  sum {sum(med.values()):6.3f} s"
            f"  mean depth {statistics.mean(depth[name]):6.1f}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first", type=int, default=0, help="the first seed (default 0)")
    parser.add_argument("--rounds", type=int, default=1, help="times per seed; its median counts")
    parser.add_argument("--tail-child", help=argparse.SUPPRESS)
    parser.add_argument("--only", choices=sorted(SETS), action="append")
    parser.add_argument("--smoke", action="store_true", help="small boards, two seeds, not judged")
    parser.add_argument("--switches", help="cube 17 only: these of SWITCHES, in turns")
    args = parser.parse_args()
    pin_one_core()
    if args.tail_child:
        tail_child(args.tail_child)
        return
    sets = SETS
    if args.smoke:
        sets, args.seeds = SMOKE, 2
    from quiver import _native

    seeds = range(args.first, args.first + args.seeds)
    kind = "compiled" if _native.active() else "pure"
    each = f", each the median of {args.rounds} rounds" if args.rounds > 1 else ""
    span = f"seeds {seeds.start}..{seeds.stop - 1}{each}"
    print(f"hard, default count, {span}, CPU ms on one core, {kind} modules")
    if args.switches:
        case = sets["3d"][0]  # cube 17 (smoke: cube 5)
        print(f"  {case[0]} {case[1]} {case[2][0]}, the tail's switches in turns", flush=True)
        in_turns(case, seeds, args.rounds, args.switches.split(","))
        return
    for name in args.only or ["2d", "3d", "flat"]:
        for mode, shape, size in sets.get(name, []):
            ms, failed, slowest = times(mode, shape, size, seeds, args.rounds)
            p50, p90 = statistics.median(ms), percentile(ms, 0.9)
            ratio = ms[-1] / p50
            target = TARGETS.get((mode, shape, size))
            verdict = "OK" if ratio <= LIMIT and not failed and (target is None or p50 <= target) else "OVER"
            if args.smoke:
                verdict = "(smoke run, not judged)"
            label = f"{mode} {shape} {'x'.join(map(str, size))}"
            wanted = f"p50 target {target * 1000:4.0f}" if target is not None else " " * 14
            print(
                f"  {label:22s} p50 {p50 * 1000:8.1f}  p90 {p90 * 1000:8.1f}  max {ms[-1] * 1000:8.1f}"
                f"  max/p50 {ratio:4.1f} (target {LIMIT:.0f})  {wanted}  failed {failed}  {verdict}",
                flush=True,
            )
            if (mode, shape, size) == sets.get("3d", [("",)])[0]:  # cube 17 (smoke: cube 5)
                print(tail_line(kind, ms, slowest, not args.smoke), flush=True)
                print(other_kind((mode, shape, size), seeds, args.rounds, not args.smoke), flush=True)


if __name__ == "__main__":
    main()
