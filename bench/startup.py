"""Start-up (issue 26 item 5): from a fresh interpreter to the first menu frame drawn.

    python bench/startup.py [--runs N] [--smoke] [TREE ...]

Each run starts a new `python` that imports the game, opens the window (SDL's offscreen
driver unless a display is given), builds the menu and draws one frame, then exits; the
wall time from spawning it to its exit is the start-up. Beside it, in turns, the same
for a bare `python -c "import pygame"`: the ratio to that is what to compare between
machines. Target: at most 300 ms on an idle machine. Each child also reports which of
the heavy modules the menu does not draw with were imported (numpy, PyGLM, the HTTP
client): the target is none.

With TREEs (checkouts, e.g. `git archive <commit> | tar -x -C /tmp/old`), each is timed
in turns with the others and with this one; the first column is this checkout.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 0.300
HEAVY = ("numpy", "glm", "pyglm", "urllib.request", "ssl", "http.client")

MENU = f"""
import sys
import quiver.app as A
app = A.App(sound=False)
app.open_window()
app.to_menu()
app.step()
print({{"heavy": [m for m in {HEAVY!r} if m in sys.modules], "presents": app.painter.presents}})
app.close()
"""
BARE = "import pygame"


def timed(code: str, tree: Path, env: dict[str, str]) -> tuple[float, str]:
    t = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tree,
        env=dict(env, PYTHONPATH=str(tree)),
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - t
    if done.returncode:
        raise SystemExit(f"start-up failed in {tree}: {done.stderr.strip().splitlines()[-1:]}")
    return wall, done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("trees", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--smoke", action="store_true", help="one run")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    trees = [ROOT, *args.trees]
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QUIVER_HOME=home, QUIVER_LESSONS="0", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.setdefault(
            "SDL_VIDEODRIVER", "offscreen" if not env.get("DISPLAY") else env.get("SDL_VIDEODRIVER", "")
        )
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        env = {k: v for k, v in env.items() if v != ""}
        # as on a player's machine: the modules' bytecode cached (pip compiles it when it
        # installs); a setting that forbids the cache would time the compiler instead
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for tree in trees:  # one untimed start each writes the caches
            timed(MENU, tree, env)
        bare: list[float] = []
        menu: dict[Path, list[float]] = {t: [] for t in trees}
        heavy: dict[Path, str] = {}
        for _ in range(args.runs):
            bare.append(timed(BARE, ROOT, env)[0])
            for tree in trees:
                wall, out = timed(MENU, tree, env)
                menu[tree].append(wall)
                heavy[tree] = out
    b = statistics.median(bare)
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"start-up to the first menu frame, wall, median of {args.runs} runs (load average {load})")
    print(f"  bare `python -c 'import pygame'`   {b * 1000:6.0f} ms")
    for tree in trees:
        m = statistics.median(menu[tree])
        name = "this checkout" if tree == ROOT else str(tree)
        verdict = "(smoke run)" if args.smoke else "OK" if m <= TARGET_S else "OVER"
        try:
            extra = json.loads(heavy[tree].replace("'", '"'))["heavy"]
        except (ValueError, KeyError, TypeError):
            extra = heavy[tree]
        print(
            f"  {name:32s} {m * 1000:6.0f} ms  ({m / b:4.1f}x bare pygame)  target {TARGET_S * 1000:.0f} ms"
            f"  {verdict}   heavy modules at the menu: {extra or 'none'}"
        )


if __name__ == "__main__":
    main()
