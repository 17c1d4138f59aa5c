"""Issue 26's figures side by side: this tree against the commit before, timed in turns.

    python bench/side_by_side.py [TREE ...] [--base REV] [--rounds N] [--only PART ...]
                                 [--no-big] [--smoke]
    python bench/side_by_side.py TREE [TREE ...] --gen6 [--rounds N]
    python bench/side_by_side.py --native [--rounds N] [--big]

With no TREE: the commit before (`--base`, default HEAD~1, extracted with `git archive`)
against this checkout as it is on disk (uncommitted edits and compiled modules
included). A TREE is any checkout of this repository (e.g. `git archive <commit> | tar
-x -C /tmp/g3`); the first is the reference for the ratios, the last is judged against
the targets. Every figure of issue 26 is printed with each tree's value, the ratio, the
target and met / missed:

  gen      generator medians, CPU on one core, hard boards (the same seeds in each
           tree, each tree in its own process): 2D 16x20/65, 40x40, 64x64, 128x128,
           3D cube 17, Flat cube 12; and the tails: every board within 3x its size's
           median (max / median over the seeds, each seed's time the median over rounds)
  startup  the first menu frame of the `quiver` command, wall and CPU, and its ratio
           to a bare `python -c "import pygame"` (bench/startup.py)
  game     click to board for the default puzzle (`quiver --seed 1`) with the warm
           worker (wall), and the campaign's level builds, median CPU per mode over
           levels spread on 1..300 (bench/worker.py)

Each round runs every tree once per part, one tree after the other (the order reversed
every other round), so load on a shared machine falls on all of them alike; a figure is
the median over rounds. The
default run takes a few minutes (128x128 most of it: --no-big leaves it out).
--only PART: only those parts (repeatable). Two parts run only when asked for:
  frames   the 2D game loop's frame CPU, median and p95 per phase (hover, flight,
           zoom, pan up, pan left, pan again, win; bench/_frames2d.py from this checkout,
           each tree's `quiver`),
           16x20 at 1280x800 and 1920x1080, 128x128 at 1920x1080, GL and QUIVER_NO_GL
  flatmesh the Flat 3D mesh of a hard Flat cube 48 (FlatMesh, CPU, best of 3)
--gen6: issue 24 item 5's sizes instead (16x20/65, 11x13/30, 40x40, Flat cube 8, 3D cube
10; hard, no targets: the budget is a ratio to quiver-gen/5, commit 04c2ee6); gen only.
--native: this checkout with its pure-Python modules (QUIVER_PURE=1) against the same
checkout with its compiled ones (tools/build_compiled.py must have built them); gen only.
--smoke: one round of small figures of every part, this checkout against itself unless
trees are given (tests/test_bench_smoke.py); not judged.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import startup
from _common import load_average, pin_one_core

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
TAIL_LIMIT = 3.0  # every board within 3x its size's median
CLICK_TARGET_S = 0.050  # click to board with the warm worker
LEVEL_TARGET_S = 0.150  # a campaign level's build, median
PARTS = ("gen", "startup", "game")
EXTRA_PARTS = ("frames", "flatmesh")  # only with --only: the 2D loop's frames, the Flat mesh
ROOT = Path(__file__).resolve().parent.parent
# bench/_frames2d.py from this checkout, `quiver` from the tree (its path comes first)
FRAMES_CHILD = f"""
import json, sys
sys.path.append({str(ROOT / "bench")!r})
import _frames2d
print(json.dumps(_frames2d.child(json.loads(sys.argv[1]))))
"""
FRAMES_CASES = [([16, 20], [1280, 800]), ([16, 20], [1920, 1080]), ([128, 128], [1920, 1080])]
# the Flat 3D mesh of a hard Flat cube 48 (CPU; the board's generation is not timed)
FLATMESH_CHILD = """
import json, sys, time
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_arrows import FlatMesh
board = generate(PuzzleSpec("flat", "cube", (json.loads(sys.argv[1]),), None, "hard", 1))
FlatMesh(board)  # warm up
times = []
for _ in range(3):
    t = time.process_time()
    FlatMesh(board)
    times.append(time.process_time() - t)
print(json.dumps({"mesh": min(times)}))
"""

CHILD = """
import json, sys, time
from quiver.generator import PuzzleSpec, generate
out = {}
for label, mode, shape, size, count, seeds, _ in json.loads(sys.argv[1]):
    generate(PuzzleSpec(mode, shape, tuple(size), count, "hard", 10**6))   # warm up
    times = []
    for seed in range(seeds):
        t = time.process_time()
        generate(PuzzleSpec(mode, shape, tuple(size), count, "hard", seed))
        times.append(time.process_time() - t)
    out[label] = times
print(json.dumps(out))
"""
# what bench/worker.py times, in the tree's own code: the default puzzle's click to
# board with the warm spare (wall), then the campaign's level builds (CPU)
GAME_CHILD = """
import json, statistics, sys, time
from types import SimpleNamespace
from quiver.game import worker
from quiver.game.campaign import level_board
from quiver.game.launch import initial_code
clicks, look, levels = json.loads(sys.argv[1])
code = initial_code(SimpleNamespace(seed=1))
out, times = {}, []
for _ in range(clicks):
    worker.keep_warm()
    time.sleep(look)  # the player looks at the menu: the spare has done its imports
    t = time.perf_counter()
    job = worker.start_generation(code)
    while not job.poll():
        time.sleep(0.001)
    times.append(time.perf_counter() - t)
    job.result()
    worker.stop_warm()
out["click"] = statistics.median(times)
for mode in ("2d", "3d", "flat"):
    level_board(mode, 1)  # warm up
    cpu = []
    for n in levels:
        t = time.process_time()
        level_board(mode, n)
        cpu.append(time.process_time() - t)
    out["level " + mode] = statistics.median(cpu)
print(json.dumps(out))
"""

Runner = tuple[str, Path, bool]  # (name, tree, pure-Python forced)


def run_child(code: str, tree: Path, arg: object, pure: bool = False) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("QUIVER_PURE", None)
    if pure:
        env["QUIVER_PURE"] = "1"
    # cwd is the tree itself, so its `quiver` package wins over any installed one
    done = subprocess.run(
        [sys.executable, "-c", code, json.dumps(arg)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode:
        raise SystemExit(f"{tree}: the child failed: {done.stderr.strip().splitlines()[-3:]}")
    result: dict = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def in_turns(runners: list[Runner], rounds: int, code: str, arg: object) -> dict[str, list[dict]]:
    """Every runner's child once a round, one after the other, the order reversed every
    other round (the tree that ran first read up to 18% apart at load 5, t7's
    measurements): {name: [result per round]}."""
    runs: dict[str, list[dict]] = {name: [] for name, _, _ in runners}
    for k in range(rounds):
        for name, tree, pure in runners if k % 2 == 0 else runners[::-1]:
            runs[name].append(run_child(code, tree, arg, pure))
    return runs


class Table:
    """The report: one row per figure, a column per tree, the ratio of the last to the
    first, the target and whether the last tree meets it."""

    def __init__(self, names: list[str], judged: bool) -> None:
        self.names, self.judged = names, judged
        head = "".join(f"{n[:12]:>13s}" for n in names)
        print(f"\n  {'figure':40s}{head}   last/first   target   last tree")

    def row(
        self,
        label: str,
        values: list[float],
        unit: str,
        target: float | None,
        scale: float = 1000.0,
        better: Callable[[float, float], bool] = lambda v, t: v <= t,
    ) -> None:
        fmt = "{:10.1f} " + unit if unit == "ms" else "{:10.2f} " + unit
        cells = "".join(f"{fmt.format(v * scale):>13s}" for v in values)
        ratio = f"{values[-1] / values[0]:8.2f}x" if len(values) > 1 and values[0] else " " * 9
        want = "" if target is None else (fmt.format(target * scale)).strip()
        verdict = ""
        if target is not None:
            verdict = "met" if better(values[-1], target) else "missed"
            if not self.judged:
                verdict = "(smoke)"
        print(f"  {label:40s}{cells}   {ratio}   {want:>8s}   {verdict}")


def gen_part(table: Table, runners: list[Runner], rounds: int, cases: list) -> None:
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_setaffinity") else None
    if cores:
        pin_one_core()  # one core, as the targets are quoted (its children inherit it)
    try:
        runs = in_turns(runners, rounds, CHILD, cases)
    finally:
        if cores:
            os.sched_setaffinity(0, cores)
    print(f"  generator: hard, CPU on one core; a seed's time is its median over {rounds} rounds")
    tails = []
    for label, _, _, _, _, seeds, target in cases:
        medians, worst = [], []
        for name, _, _ in runners:
            per_seed = [statistics.median(r[label][k] for r in runs[name]) for k in range(seeds)]
            med = statistics.median(per_seed)
            medians.append(med)
            worst.append(max(per_seed) / med if med else 0.0)
        table.row(f"{label} median ({seeds} seeds)", medians, "ms", target)
        tails.append((label, seeds, worst, target))
    for label, _seeds, worst, target in tails:
        limit = TAIL_LIMIT if target is not None else None
        table.row(f"{label} tail: max / median", worst, "x", limit, scale=1.0)


def startup_part(table: Table, runners: list[Runner], runs: int) -> None:
    trees = [tree for _, tree, _ in runners]
    f = startup.measure(trees, runs)
    load = load_average(1)
    print(
        f"  start-up: the `quiver` command to its first menu frame, median of {runs} runs; bare"
        f" `import pygame` {f.bare.wall * 1000:.0f} ms wall, {f.bare.cpu * 1000:.0f} ms CPU (load {load})"
    )
    table.row("first menu frame, wall", [f.menu[t].wall for t in trees], "ms", startup.TARGET_S)
    table.row("first menu frame, CPU (idle estimate)", [f.menu[t].cpu for t in trees], "ms", startup.TARGET_S)
    table.row("first frame / bare pygame start, wall", [f.ratio(t) for t in trees], "x", None, scale=1.0)
    table.row(
        "first frame / bare pygame start, CPU",
        [f.menu[t].cpu / f.bare.cpu for t in trees],
        "x",
        None,
        scale=1.0,
    )
    for t in trees:
        if f.menu[t].heavy:
            print(f"    {t}: heavy modules at the first frame: {', '.join(f.menu[t].heavy)}")


def game_part(table: Table, runners: list[Runner], rounds: int, arg: list) -> None:
    runs = in_turns(runners, rounds, GAME_CHILD, arg)
    clicks, _, levels = arg
    print(f"  in the game: {clicks} click(s) a round (wall), campaign levels {levels} (CPU), {rounds} rounds")

    def med(name: str, key: str) -> float:
        return statistics.median(r[key] for r in runs[name])

    names = [name for name, _, _ in runners]
    table.row("click to board, warm worker (wall)", [med(n, "click") for n in names], "ms", CLICK_TARGET_S)
    for mode in ("2d", "3d", "flat"):
        key = "level " + mode
        table.row(f"campaign level build, {mode} median", [med(n, key) for n in names], "ms", LEVEL_TARGET_S)


def frames_part(table: Table, runners: list[Runner], rounds: int, smoke: bool) -> None:
    """The 2D loop's frame CPU (bench/_frames2d.py) in each tree, GL and QUIVER_NO_GL."""
    cases = [([10, 10], [480, 360])] if smoke else FRAMES_CASES
    names = [name for name, _, _ in runners]
    print(f"  2D frames through App.step, CPU of the process per frame, median over {rounds} rounds")
    for board, window in cases:
        for gl in (True, False):
            arg = {"board": board, "window": window, "gl": gl}
            runs = in_turns(runners, rounds, FRAMES_CHILD, arg)
            tag = f"{board[0]}x{board[1]} {window[0]}x{window[1]} {'GL' if gl else 'no GL'}"
            for phase in ("hover", "flight", "zoom", "pan up", "pan left", "pan again", "win"):
                for k, stat in ((1, "med"), (2, "p95")):
                    vals = [statistics.median(r[phase][k] for r in runs[n]) / 1000 for n in names]
                    table.row(f"{tag} {phase} {stat}", vals, "ms", None)


def flatmesh_part(table: Table, runners: list[Runner], rounds: int, smoke: bool) -> None:
    size = 6 if smoke else 48
    runs = in_turns(runners, rounds, FLATMESH_CHILD, size)
    names = [name for name, _, _ in runners]
    vals = [statistics.median(r["mesh"] for r in runs[n]) for n in names]
    table.row(f"Flat cube {size} mesh build (best of 3, CPU)", vals, "ms", None)


def base_tree(rev: str, into: Path) -> Path:
    """`rev` of this repository, extracted with git archive into `into`/<short sha>."""
    sha = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", rev], capture_output=True, text=True, check=False
    )
    if sha.returncode:
        raise SystemExit(f"--base {rev}: {sha.stderr.strip()}")
    tree = into / sha.stdout.strip()
    tree.mkdir()
    archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", rev], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(tree)], stdin=archive.stdout, check=True)
    archive.wait()
    return tree


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "trees", nargs="*", type=Path, help="checkouts to compare (default: --base and this one)"
    )
    parser.add_argument("--base", default="HEAD~1", help="the commit before, when no TREE is given (HEAD~1)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--only", choices=PARTS + EXTRA_PARTS, action="append", help="only this part (repeatable)"
    )
    parser.add_argument("--no-big", action="store_true", help="leave out 2D 128x128 (most of the time)")
    parser.add_argument("--big", action="store_true", help="--gen6/--native: also 2D 128x128")
    parser.add_argument("--smoke", action="store_true", help="one round of small figures, not judged")
    parser.add_argument("--gen6", action="store_true", help="issue 24's sizes instead (no targets)")
    parser.add_argument("--native", action="store_true", help="this checkout: pure against compiled")
    args = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[attr-defined]  # each part as it ends
    parts = list(args.only or PARTS)
    cases = CASES + ([] if args.no_big else BIG)
    if args.gen6 or args.native:
        parts, cases = ["gen"], (GEN6_CASES if args.gen6 else CASES) + (BIG if args.big else [])
    startup_runs, game_arg = 3 * args.rounds, [2, 1.5, [1 + round(k * 299 / 5) for k in range(6)]]
    if args.smoke:
        cases, args.rounds, startup_runs, game_arg = SMOKE_CASES, 1, 1, [1, 0.5, [1]]
        args.trees = args.trees or [ROOT, ROOT]
    with tempfile.TemporaryDirectory() as tmp:
        runners: list[Runner] = [(t.name or str(t), t, False) for t in args.trees]
        for t in args.trees:  # else the installed `quiver` would be timed under its name
            if not (t / "quiver" / "__init__.py").is_file():
                parser.error(f"{t}: not a checkout of this repository (no quiver/__init__.py)")
        if args.native:
            sys.path.insert(0, str(ROOT))
            from quiver import _native

            if not _native.compiled_files() or _native.stale_sources():
                parser.error("--native: no current compiled modules; run tools/build_compiled.py")
            runners = [("pure", ROOT, True), ("compiled", ROOT, False)]
        elif not runners:
            base = base_tree(args.base, Path(tmp))
            runners = [(base.name, base, False), ("this tree", ROOT, False)]
            if not base.name.startswith(args.base):
                print(f"the commit before: {args.base} = {base.name}")
        if args.smoke:
            runners = [(f"{k + 1} {name}", tree, pure) for k, (name, tree, pure) in enumerate(runners)]
        print(
            f"issue 26 side by side, {args.rounds} round(s) in turns: "
            + ", ".join(str(t) for _, t, _ in runners)
        )
        table = Table([name for name, _, _ in runners], judged=not args.smoke)
        timed: dict[str, Callable[[], None]] = {
            "gen": lambda: gen_part(table, runners, args.rounds, cases),  # on one core
            "startup": lambda: startup_part(table, runners, startup_runs),
            "game": lambda: game_part(table, runners, args.rounds, game_arg),
            "frames": lambda: frames_part(table, runners, args.rounds, args.smoke),
            "flatmesh": lambda: flatmesh_part(table, runners, args.rounds, args.smoke),
        }
        failed = []
        for part in parts:
            try:
                timed[part]()
            except SystemExit as e:  # a tree that cannot run this part (an older commit)
                failed.append(part)
                print(f"  {part}: not timed: {e}")
    print(f"load average at the end: {load_average(1)}")
    if failed:
        sys.exit(f"side_by_side: not timed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
