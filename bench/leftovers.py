"""perf4's frames, this tree against others in turns: a zoom's first steps, the 3D reveal.

    .venv/bin/python bench/leftovers.py [TREE ...] [--rounds 3] [--only notches|reveal]
                                        [--board 3d:sphere:13] [--window 1920x1080] [--smoke]

notches: a 2D 128x128 hard board's play scene (no window, `scene.update` + `scene.draw`,
CPU ms): zoomed in as far as it goes, then four wheel steps out, each at a cell size
whose tiles were never drawn (the scene's kept tile sets emptied, as a first zoom), then
the frames at 60 a second until the zoom settles and the sharp build; three times.
Prints the median of each step, the worst frame while it waits, and the sharp build.

reveal: a 3D (or Flat 3D, `flat:cube:8`) play scene in an offscreen GL window
(`App.step` + `ctx.finish()`, a fake clock a 60th of a second a frame, llvmpipe here):
every arrow but one cleared (not timed), then the last tap, its flight and the reveal
until the result card: median and p95 CPU ms of the process a frame (llvmpipe's threads
included) and the median ms of `draw_reveal_3d` alone.

This checkout and each TREE (any checkout, e.g. `git archive main | tar -x -C /tmp/main`)
run in a process of their own, the trees one after the other in each round (the order
alternating) so a shared machine's load falls on all alike; figures are medians over
the rounds. --smoke: small boards and windows, one round (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from _common import load_average

HERE = Path(__file__).resolve().parent.parent

REVEAL_CHILD = r"""
import json, os, statistics, sys, time
sys.path.insert(0, sys.argv[1])
import quiver.scenes.play3d as p3
import importlib.util
import quiver.scenes.reveal as rv
if importlib.util.find_spec("quiver.scenes.reveal3d"):  # newer trees draw it from reveal3d.py
    import quiver.scenes.reveal3d as rv
drawn_in = rv if hasattr(rv, "reveal_3d") else p3  # older ones from reveal.py, or play3d.py
from quiver.app import App
from quiver.game.code import complete, generate_board

mode, shape, n = sys.argv[2].split(":")
size = tuple(int(v) for v in sys.argv[3].split("x"))
code = complete(mode, shape, (int(n),), None, "hard", 1)
board = generate_board(code)
reveal, draw = [], drawn_in.draw_reveal_3d

def timed(*a, **k):
    c = time.process_time()
    out = draw(*a, **k)
    reveal.append(time.process_time() - c)
    return out

drawn_in.draw_reveal_3d = timed
clock = [1000.0]
app = App(size, sound=False, clock=lambda: clock[0], realtime=False, lessons=False)
app.open_window()
if app.gl is None:
    raise SystemExit(f"no GL window: {app.gl_error}")
if mode == "flat":
    from quiver.scenes.playflat import PlayFlatScene as Scene
else:
    Scene = p3.Play3DScene
scene = Scene(app.ports, board, code, hearts=None)
app.push(scene)

def step():
    clock[0] += 1 / 60
    c = time.process_time()
    app.step()
    app.gl.finish()
    return time.process_time() - c

for _ in range(20):
    step()
while len(board.alive) > 1:
    for i in board.free_arrows():
        if len(board.alive) > 1:
            scene.session.fire(i)
for _ in range(30):
    step()
scene.fire(next(iter(board.alive)))
ms = []
while app.top is scene and len(ms) < 600:
    ms.append(step() * 1000)
ms.sort()
app.close()
print(json.dumps({"frames": len(ms), "median": statistics.median(ms), "p95": ms[round(0.95 * (len(ms) - 1))],
                  "reveal": statistics.median(reveal) * 1000 if reveal else 0.0}))
"""


NOTCH_CHILD = r"""
import json, os, statistics, sys, time
sys.path.insert(0, sys.argv[1])
import pygame
from quiver.app import App
from quiver.game.code import complete, generate_board
from quiver.scenes.play2d import Play2DScene

n = int(sys.argv[2].split(":")[-1])
size = tuple(int(v) for v in sys.argv[3].split("x"))
clock = [0.0]
app = App(size, window=False, sound=False, clock=lambda: clock[0], realtime=False, lessons=False)
board = generate_board(complete("2d", "rect", (n, n), None, "hard", 1))
scene = Play2DScene(app.ports, board, None, "bench", hearts=3)
app.stack.append(scene)
layer = pygame.Surface(app.size)
view = scene.view

def frame():
    clock[0] += 1 / 60
    c = time.process_time()
    scene.update(1 / 60)
    scene.draw(layer)
    return (time.process_time() - c) * 1000

steps, waits, builds = [[], [], [], []], [], []
for _ in range(3):
    scene.controls.zoom(100, view.area_center())
    clock[0] += 1
    frame()
    clock[0] += 1
    frame()
    scene.renderer.tilesets._sets.clear()  # every size new, as in a first zoom
    for k in range(4):
        scene.controls.zoom(0.8, (size[0] * 0.4, size[1] * 0.45))
        steps[k].append(frame())
    wait = []
    while scene.renderer.zoom_shot.pending:
        wait.append(frame())
    waits.append(max(wait[:-1] or [0.0]))
    builds.append(wait[-1])
print(json.dumps({"steps": [statistics.median(s) for s in steps], "wait": statistics.median(waits),
                  "build": statistics.median(builds)}))
"""


def run(tree: Path, board: str, window: str, child: str = REVEAL_CHILD) -> dict:
    env = dict(os.environ)
    if env.get("SDL_VIDEODRIVER", "dummy") == "dummy":
        env["SDL_VIDEODRIVER"] = "offscreen"  # a GL window; dummy has none
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("QUIVER_HOME", os.path.join("/tmp", "quiver-bench-home"))
    done = subprocess.run(
        [sys.executable, "-c", child, str(tree), board, window], env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"{tree}: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("trees", nargs="*", type=Path, help="other checkouts to time against this one")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--only", choices=("notches", "reveal"), action="append")
    ap.add_argument("--board", default="3d:sphere:13", help="reveal: mode:shape:size")
    ap.add_argument("--window", default="1920x1080")
    ap.add_argument("--smoke", action="store_true", help="small boards and windows, one round")
    args = ap.parse_args(argv)
    parts = {"notches": (NOTCH_CHILD, "2d:rect:128"), "reveal": (REVEAL_CHILD, args.board)}
    if args.smoke:
        args.rounds, args.window = 1, "320x240"
        parts = {"notches": (NOTCH_CHILD, "2d:rect:24"), "reveal": (REVEAL_CHILD, "3d:sphere:8")}
    trees = [*args.trees, HERE]
    print(f"CPU ms a frame, window {args.window}, load {os.getloadavg()[0]:.2f}")
    for part in args.only or list(parts):
        child, board = parts[part]
        runs: dict[Path, list[dict]] = {t: [] for t in trees}
        for k in range(args.rounds):
            for t in trees if k % 2 == 0 else trees[::-1]:
                runs[t].append(run(t, board, args.window, child))
        print(f"{part} ({board}):")
        for t in trees:
            med = {key: statistics.median(r[key] for r in runs[t]) for key in runs[t][0] if key != "steps"}
            if part == "notches":
                steps = [statistics.median(r["steps"][k] for r in runs[t]) for k in range(4)]
                print(
                    f"  {t!s:32s} steps out {' '.join(f'{x:6.2f}' for x in steps)}  "
                    f"waiting (worst) {med['wait']:6.2f}  sharp build {med['build']:6.2f}"
                )
            else:
                print(
                    f"  {t!s:32s} {int(med['frames']):4d} frames  median {med['median']:6.2f}  "
                    f"p95 {med['p95']:6.2f}  draw_reveal_3d {med['reveal']:6.2f}"
                )
    print(f"load average at the end: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
