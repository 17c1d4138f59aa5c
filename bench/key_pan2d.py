"""A held arrow key panning a big 2D Custom board (s368): CPU ms a frame, and how far the
board moves a frame and a second, through the game's own loop (bench/_frames2d.py: App.step
and the GL finish, the app's KeyRepeat making the repeats of a key the window says is held).

    PYTHONPATH=$PWD python bench/key_pan2d.py [--size 1920x1080] [--fps 60 8.6] [--seconds 2]
        [--no-gl] [--smoke]

The board: 40x50 with every special arrow kind (the stranger's, closing40), zoomed in to
twice its whole size, Down held then Up held (`--seconds` each) from the board's top (px a
second: from the key's first repeat to the last frame that moved, where the board's edge
stops it).
`--fps`: the frame rates the fake clock steps at (the stranger's loaded machine drew 8.6
a second at 1920x1080); the frames' CPU is what this machine takes, whatever the clock says.
It imports `quiver` from sys.path as it finds it, so an older tree is timed alike
(PYTHONPATH=/path/to/old/tree; bench/ab_runs.py runs both in turn and gives the ratios).
--smoke: 640x480, half a second at 60 (tests/test_bench_smoke.py: the bench still runs).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

CODE = "2d-rect-40x50-364-medium-1-g9-mltr"


def hold(size: tuple[int, int], fps: float, seconds: float) -> dict:
    import pygame
    from _frames2d import Loop

    import quiver.window as win
    from quiver.game.code import PuzzleSpec, current_generator, generate_board
    from quiver.input_repeat import REPEAT_DELAY

    code = PuzzleSpec.parse(CODE.replace("-g9-", f"-g{current_generator()}-"))
    loop = Loop(generate_board(code), code, size)
    held: list[int] = []
    was = win.key_held
    win.key_held = lambda key: key in held
    try:
        loop.settle()
        view = loop.scene.view
        view.zoom_to(view.cell * 2, view.area_center())
        loop.scene.view_moved(zoomed=True)
        view.oy = view.area[1]  # (the board's top at the area's top: room to pan down)
        loop.scene.view_moved()
        loop.frames(30)
        cpu, moves, spans = [], [], []
        for k in (pygame.K_DOWN, pygame.K_UP):
            held[:] = [k]
            press = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
            first = len(moves)
            for n in range(round(seconds * fps)):
                y = view.oy
                loop.t += 1 / fps - 1 / 60  # (Loop.step adds a 60th)
                cpu.append(loop.step([press] if n == 0 else [])[0])
                moves.append(abs(view.oy - y))
            # the held key's own speed: from its first repeat to the last frame that moved (the edge)
            start = first + math.ceil(REPEAT_DELAY * fps) + 1
            last = max((i for i in range(start, len(moves)) if moves[i]), default=start - 1)
            spans.append((sum(moves[start : last + 1]), (last + 1 - start) / fps))
            held.clear()
            loop.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])
            loop.frames(30)
        panned = [i for i, m in enumerate(moves) if m]
        return {
            "ms": 1000 * statistics.median(cpu[i] for i in panned),
            "moved": len(panned) / len(moves),
            "step": statistics.median(moves[i] for i in panned),
            "max": max(moves),
            "px/s": sum(px for px, _s in spans) / max(1e-9, sum(s for _px, s in spans)),
        }
    finally:
        win.key_held = was
        loop.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--fps", nargs="*", type=float, default=[60.0, 8.6])
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--no-gl", action="store_true", help="no GL compositor (CPU only)")
    ap.add_argument("--smoke", action="store_true", help="640x480, half a second at 60 (for the tests)")
    args = ap.parse_args()
    if args.smoke:
        args.size, args.fps, args.seconds = "640x480", [60.0], 0.5
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.no_gl:
        os.environ["QUIVER_NO_GL"] = "1"
    import quiver

    print(f"quiver from {Path(quiver.__file__).parent}, {'no GL' if args.no_gl else 'GL'}, {args.size}")
    size = (int(args.size.split("x")[0]), int(args.size.split("x")[1]))
    for fps in args.fps:
        t = time.process_time()
        got = hold(size, fps, args.seconds)
        at = f"at {fps:g} frames/s"
        took = time.process_time() - t
        print(f"{at}, CPU ms a frame that moved: median {got['ms']:.2f} ({took:.1f} s in all)")
        print(f"{at}, px a frame that moved: median {got['step']:.1f} (max {got['max']:.0f})")
        print(f"{at}, frames that moved % = {100 * got['moved']:.0f}")
        print(f"{at}, px a second = {got['px/s']:.0f}")
    if args.smoke:
        print("smoke run: figures from half a second")


if __name__ == "__main__":
    main()
