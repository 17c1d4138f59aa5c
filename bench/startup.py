"""Start-up (issue 26 item 5): from a fresh interpreter to the first menu frame on screen.

    python bench/startup.py [--runs N] [--smoke] [TREE ...]

Each run starts a new `python` that runs the game as the `quiver` command does
(`quiver.cli.main([])`: the log file, the folder lock, the window on SDL's offscreen
driver unless a display is given, the audio on SDL's dummy driver, the menu) and stops
right after the first frame is presented. The first-frame time is from spawning that
process to the end of the first present (both clocks are the system's monotonic one);
its CPU is the child's own CPU time at that moment, interpreter start included. What
the game does after the first frame (loading the sounds, starting the warm worker) is
not counted: nothing of it is on screen sooner or later for it.

Beside it, in turns, a bare `python -c "import pygame"` timed the same way: the ratio to
it is what compares between machines. Target: at most 300 ms on an idle machine; on a
loaded one the wall time includes waiting for a core, and the CPU time (about the wall
time of an idle machine) is the figure to compare. Each
child also reports which of the heavy modules the menu does not draw with were
imported by the first frame (numpy, PyGLM, the HTTP client): the target is none.

With TREEs (checkouts, e.g. `git archive <commit> | tar -x -C /tmp/old`), each is timed
in turns with the others and with this one; the first row is this checkout.
--smoke: one run (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from _common import load_average

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 0.300
HEAVY = ("numpy", "glm", "pyglm", "urllib.request", "ssl", "http.client")

# the `quiver` command, stopped after its first frame: App.render notes the moment the
# first frame is presented, the loop runs that one frame and closes
MENU = f"""
import sys, time, json
import quiver.app as A
import quiver.cli as C
mark = []
render = A.App.render
def first_render(self, *args, **kw):
    render(self, *args, **kw)
    if not mark:
        mark.append((time.monotonic(), time.process_time(),
                     [m for m in {HEAVY!r} if m in sys.modules], self.painter.presents))
def one_frame(self):
    self.step()
    self.close()
    return 0
A.App.render, A.App.run_loop = first_render, one_frame
status = C.main([])
t, cpu, heavy, presents = mark[0]
print(json.dumps({{"at": t, "cpu": cpu, "heavy": heavy, "presents": presents, "status": status}}))
"""
BARE = """
import time, json
import pygame
print(json.dumps({"at": time.monotonic(), "cpu": time.process_time()}))
"""


@dataclass
class Start:
    wall: float  # seconds from the spawn to the mark (the first frame, or pygame imported)
    cpu: float  # the child's CPU seconds at the mark
    heavy: list[str]


def timed(code: str, tree: Path, env: dict[str, str]) -> Start:
    """Run `code` in a fresh interpreter in `tree`; the time from the spawn to its mark."""
    t = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tree,
        env=dict(env, PYTHONPATH=str(tree)),
        capture_output=True,
        text=True,
        check=False,
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise SystemExit(f"start-up failed in {tree}: {done.stderr.strip().splitlines()[-3:]}")
    out = json.loads(lines[-1])
    return Start(out["at"] - t, out["cpu"], out.get("heavy", []))


def child_env(home: str) -> dict[str, str]:
    """A fresh data folder, no lessons, SDL's offscreen video (unless a display is set)
    and dummy audio, the bytecode cache allowed."""
    env = dict(os.environ, QUIVER_HOME=home, QUIVER_LESSONS="0", PYGAME_HIDE_SUPPORT_PROMPT="1")
    video = "offscreen" if not env.get("DISPLAY") else env.get("SDL_VIDEODRIVER", "")
    env.setdefault("SDL_VIDEODRIVER", video)
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env = {k: v for k, v in env.items() if v != ""}
    # as on a player's machine: the modules' bytecode cached (pip compiles it when it
    # installs); a setting that forbids the cache would time the compiler instead
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


@dataclass
class Figures:
    """Medians over the runs: the bare pygame start and each tree's first frame."""

    runs: int
    bare: Start
    menu: dict[Path, Start]

    def ratio(self, tree: Path) -> float:
        return self.menu[tree].wall / self.bare.wall


def measure(trees: list[Path], runs: int) -> Figures:
    """Time the bare pygame start and each tree's first menu frame `runs` times, in turns."""
    with tempfile.TemporaryDirectory() as home:
        env = child_env(home)
        for tree in trees:  # one untimed start each writes the caches (bytecode, settings)
            timed(MENU, tree, env)
        bare: list[Start] = []
        menu: dict[Path, list[Start]] = {t: [] for t in trees}
        for _ in range(runs):
            bare.append(timed(BARE, ROOT, env))
            for tree in trees:
                menu[tree].append(timed(MENU, tree, env))
    return Figures(runs, _median(bare), {t: _median(menu[t]) for t in trees})


def _median(starts: list[Start]) -> Start:
    return Start(
        statistics.median(s.wall for s in starts), statistics.median(s.cpu for s in starts), starts[-1].heavy
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("trees", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--smoke", action="store_true", help="one run")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    trees = [ROOT, *args.trees]
    for t in args.trees:  # else the installed `quiver` would be timed under its name
        if not (t / "quiver" / "__init__.py").is_file():
            parser.error(f"{t}: not a checkout of this repository (no quiver/__init__.py)")
    f = measure(trees, args.runs)
    load = load_average(1)
    print(f"start-up to the first menu frame, median of {args.runs} runs (load average {load})")
    bare = f"wall {f.bare.wall * 1000:4.0f} ms  CPU {f.bare.cpu * 1000:4.0f} ms"
    print(f"  bare `python -c 'import pygame'`  {bare}")
    for tree in trees:
        m = f.menu[tree]
        name = "this checkout" if tree == ROOT else str(tree)
        verdict = "(smoke run)" if args.smoke else "met" if m.wall <= TARGET_S else "missed"
        print(
            f"  {name:32s} wall {m.wall * 1000:4.0f} ms  CPU {m.cpu * 1000:4.0f} ms"
            f"  ({f.ratio(tree):3.1f}x bare pygame, CPU {m.cpu / f.bare.cpu:3.1f}x)"
            f"  target {TARGET_S * 1000:.0f} ms  {verdict}"
            f"   heavy modules at the first frame: {', '.join(m.heavy) or 'none'}"
        )


if __name__ == "__main__":
    main()
