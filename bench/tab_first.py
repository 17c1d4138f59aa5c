"""The first Tab on a 3D or Flat-3D board from a new view (keyboard picking looks for
every head that shows: keypick3d.shown_heads), CPU time of the process, medians. s227's
tries along a bar took a sphere 24's first Tab zoomed in (zoom 0.5, a cube 63 px) from
41 to 54 ms; s230 walks fewer rays (the first look's in one walk, none through a cube
its first tries met) and adds a last look round the tries that landed next to a head;
s235 makes the rays all at once (framing.pointer_rays) and walks them cheaper.
s260 adds a footprint look at heads every fixed try missed (about 3x the time, 8 more lit);
s262 runs it after the key press, a slice a frame (keypick3d_look): "later" is that work,
its total, its slices and the longest, and "drag" the light's look per frame while the
view is dragged with a head lit (KeyPick3D.update, 60 steps of 0.5 degrees), and "rest"
its frame as the drag ends (s267: the footprint look then tries the heads nearest first).

    python bench/tab_first.py [--reps 7] [--rounds 3] [--base PATH] [--smoke]

--base PATH: another checkout's root (its quiver/ package) timed the same way, in turns
with this one, a process a round each; prints both medians and the ratio (this / base).
--smoke: a sphere 8 and a Flat cube 4 at 480x360, 1 rep (tests/test_bench_smoke.py).
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

ROOT = Path(__file__).resolve().parent.parent
# (mode, shape, size, window, zoom): s227's figures at 1920x1080, yaw 40 pitch 20
CASES = [
    ("3d", "sphere", 24, (1920, 1080), 1.0),
    ("3d", "sphere", 24, (1920, 1080), 0.5),
    ("flat", "cube", 16, (1920, 1080), 1.0),
    ("flat", "cube", 16, (1920, 1080), 0.5),
]
SMOKE = [("3d", "sphere", 8, (480, 360), 1.0), ("flat", "cube", 4, (480, 360), 1.0)]
BARS = 80 / 1080, 80 / 1080  # the HUD's bars, a share of the window's height each


def _time(cases, reps: int) -> dict[str, list[float]]:
    """CPU ms of each case's first Tab, `reps` times (a new controller each: a new view)."""
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController
    from quiver.scenes.keypick3d import shown_heads

    out: dict[str, list[float]] = {}
    for mode, shape, size, (w, h), zoom in cases:
        board = generate(PuzzleSpec(mode, shape, (size,), None, "easy", 1))
        cls = BoardController if mode == "3d" else FlatBoardController

        def view(zoom=zoom, board=board, cls=cls, w=w, h=h):
            ctl = cls(Session(board), (w, h))
            top, bottom = round(BARS[0] * h), h - round(BARS[1] * h)
            ctl.fit_between(top, bottom)
            ctl.play_between(top, bottom)
            ctl.camera.set_angles(40, 20, home=False)
            ctl.camera.zoom = zoom
            return ctl

        shown_heads(view())  # (what picking keeps for the board: built when a puzzle opens)
        times, later, slices, longest = [], [], [], []
        for _ in range(reps):
            ctl = view()
            t = time.process_time()
            heads = shown_heads(ctl)
            times.append((time.process_time() - t) * 1000)
            spent = (
                [_slice(heads.look) for _n in range(10_000) if not heads.look.done]
                if hasattr(heads, "look")
                else []
            )
            later.append(sum(spent))
            slices.append(float(len(spent)))
            longest.append(max(spent, default=0.0))
            lit = len(heads.look.heads if spent else heads)
        name = f"{mode} {shape} {size} {w}x{h} zoom {zoom}"
        out[f"{name} ({lit} lit)"] = times
        out[f"_later {name}"], out[f"_slices {name}"], out[f"_longest {name}"] = later, slices, longest
        drag, rest = _drag(view())
        out[f"_drag {name}"], out[f"_rest {name}"] = drag, [rest]
    return out


def _slice(look) -> float:
    """CPU ms of one frame's slice of the footprint look."""
    t = time.process_time()
    look.work()
    return (time.process_time() - t) * 1000


def _drag(ctl) -> tuple[list[float], float]:
    """CPU ms a frame of KeyPick3D.update while the view is dragged with a head lit, and on
    the frame it ends on (s267)."""
    from quiver.scenes.keypick3d import KeyPick3D

    keys = KeyPick3D(ctl)
    keys.step(1)
    for _n in range(200):  # (the footprint look's frames first, where it has them)
        if not getattr(keys, "pending", lambda: False)():
            break
        keys.update()
    held, type(ctl.input).busy = type(ctl.input).busy, property(lambda _s: True)  # (a drag)
    out = []
    for _n in range(60):
        ctl.camera.rotate_local(0.0087, 0.0)
        t = time.process_time()
        keys.update()
        out.append((time.process_time() - t) * 1000)
    type(ctl.input).busy = held
    t = time.process_time()
    keys.update()  # (the frame the drag ends on: the light's look from the view at rest)
    return out, (time.process_time() - t) * 1000


def _round(root: Path, cases, reps: int) -> dict[str, list[float]]:
    """One process's `_time` with `root`'s quiver package."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    args = [sys.executable, __file__, "--worker", "--reps", str(reps), "--cases", json.dumps(cases)]
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--base", type=Path, help="another checkout's root, timed in turns")
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--cases", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        sys.path.insert(0, os.environ["PYTHONPATH"])
        print(
            json.dumps(_time([tuple(c[:3]) + (tuple(c[3]), c[4]) for c in json.loads(args.cases)], args.reps))
        )
        return
    cases = SMOKE if args.smoke else CASES
    reps, rounds = (1, 1) if args.smoke else (args.reps, args.rounds)
    roots = {"now": ROOT} | ({"base": args.base.resolve()} if args.base else {})
    times: dict[str, dict[str, list[float]]] = {name: {} for name in roots}
    for _ in range(rounds):  # (in turns: the machine's load falls on both alike)
        for name, root in roots.items():
            for case, ms in _round(root, cases, reps).items():
                times[name].setdefault(case.split(" (")[0], []).extend(ms)
                if not case.startswith("_"):
                    times[name].setdefault("_lit " + case.split(" (")[0], []).append(
                        float(case.split("(")[1].split()[0])
                    )
    print(
        f"first Tab, CPU ms, medians of {reps * rounds} ({', '.join(roots)}; load {os.getloadavg()[0]:.2f})"
    )
    for case in [c for c in times["now"] if not c.startswith("_")]:
        now = statistics.median(times["now"][case])
        line = f"{case:38} now {now:6.1f} ms ({times['now']['_lit ' + case][0]:.0f} lit)"
        if "base" in times:
            base = statistics.median(times["base"][case])
            line += (
                f"  base {base:6.1f} ms ({times['base']['_lit ' + case][0]:.0f} lit)  ratio {now / base:.2f}"
            )
        print(line)
        for name in roots:
            got = {k.split(" ")[0]: v for k, v in times[name].items() if k.endswith(" " + case)}
            print(
                f"{'':38} {name}: later {statistics.median(got['_later']):.1f} ms in "
                f"{statistics.median(got['_slices']):.0f} slices (longest {max(got['_longest']):.1f}), "
                f"drag {statistics.median(got['_drag']):.2f} ms a frame (longest {max(got['_drag']):.1f}), "
                f"rest {statistics.median(got.get('_rest', [0.0])):.1f} ms"
            )


if __name__ == "__main__":
    main()
