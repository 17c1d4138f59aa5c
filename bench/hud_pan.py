"""The 2D play HUD over a view pan's frames: how many times it is drawn and the CPU a pan
frame takes (median, through the game's own loop: bench/_frames2d.py), on a 48x40 board
zoomed in all the way (so a right-button drag pans it).

    PYTHONPATH=$PWD python bench/hud_pan.py [--gl] [--sizes 1280x800 ...] [--drags 4] [--smoke]

It imports `quiver` from sys.path as it finds it, so an older tree can be timed alike
(PYTHONPATH=/path/to/old/tree). Each drag is 30 frames (up, then left, then down, then
right), the pointer resting between drags; the HUD's draws are counted over the drags'
frames. A frame drawn whole (a pan's) put the HUD's bars back as drawn before instead of
drawing it again where nothing it shows changed (scenes/hudbars2d.py, s204): the clock's
second still redraws it once a second. --smoke: one drag at 800x600 (tests/test_bench_smoke.py:
the bench still runs).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

DRAGS = ((0, -5), (-8, 0), (0, 5), (8, 0))


def pan(size: tuple[int, int], drags: int, frames: int = 30) -> dict:
    from _frames2d import Loop

    from quiver.game.code import complete, generate_board
    from quiver.render2d.hud import Hud

    code = complete("2d", "rect", (48, 40), None, "easy", 1)
    loop = Loop(generate_board(code), code, size)
    draws = [0]
    draw = Hud.draw

    def counted(self, *a, **k):
        draws[0] += 1
        return draw(self, *a, **k)

    Hud.draw = counted
    try:
        loop.scene.session.fire(loop.board.free_arrows()[0])  # (the clock runs, as mid-game)
        loop.settle()
        view = loop.scene.view
        cx, cy = view.area_center()
        view.zoom_to(view.zoom_limits()[1], (cx, cy))  # (zoomed in all the way: a drag pans it)
        loop.scene.view_moved(zoomed=True)
        loop.frames(30)
        cpu, panned = [], 0
        for k in range(drags):
            rel = DRAGS[k % len(DRAGS)]
            p = (cx, cy)
            loop.frames(1, None, [loop.button(loop.pg.MOUSEBUTTONDOWN, p, 3)])
            draws[0] = 0
            for _ in range(frames):
                p = (p[0] + rel[0], p[1] + rel[1])
                ev = loop.pg.event.Event(loop.pg.MOUSEMOTION, pos=p, rel=rel, buttons=(0, 0, 1))
                cpu.append(loop.step([ev])[0])
            panned += draws[0]
            loop.frames(1, None, [loop.button(loop.pg.MOUSEBUTTONUP, p, 3)])
            loop.settle()
            loop.frames(30)  # the pointer rests half a second
        return {"frames": len(cpu), "hud draws": panned, "median ms": 1000 * statistics.median(cpu)}
    finally:
        Hud.draw = draw
        loop.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gl", action="store_true", help="the GL compositor (default: none, CPU only)")
    ap.add_argument("--sizes", nargs="*", default=["800x600", "1280x800", "1920x1080"])
    ap.add_argument("--drags", type=int, default=6)
    ap.add_argument("--smoke", action="store_true", help="one drag at 800x600 (for the tests)")
    args = ap.parse_args()
    if args.smoke:
        args.sizes, args.drags = ["800x600"], 1
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not args.gl:
        os.environ["QUIVER_NO_GL"] = "1"
    import quiver

    print(f"quiver from {Path(quiver.__file__).parent}, {'GL' if args.gl else 'no GL'}")
    for text in args.sizes:
        size = tuple(int(v) for v in text.split("x"))
        t = time.process_time()
        got = pan(size, args.drags)
        print(
            f"{text:>9}: {got['frames']} pan frames, HUD drawn {got['hud draws']} times, "
            f"median {got['median ms']:.2f} ms CPU a frame ({time.process_time() - t:.1f} s in all)"
        )
    if args.smoke:
        print("smoke run: figures from one drag")


if __name__ == "__main__":
    main()
