"""The first frame after a window resize, in play, in CPU ms of this process (medians):

  redraw    a frame at the same size drawn whole (the 3D still frame dropped, the layer
            redrawn): what any frame that changes the picture costs, the yardstick
  resize    the window resized to that size from the pair's other, and the frame that
            follows (App._resize as the loop calls it, then App.step): A -> B -> A ...
  ratio     resize / redraw: what the resize costs beyond drawing the new picture

For each mode (2D, 3D, Flat 3D) and each pair of window sizes, through the game's loop
(an offscreen GL window, a fake clock, time.process_time with ctx.finish(): llvmpipe's
shading threads count). A resize's new picture must be drawn (every pixel depends on
the size); what it rebuilds beyond that (the camera's framing, the 2D board's resting
tiles, the layers' textures) is the difference. --smoke: two runs of one small pair
(GL when there is some, else 2D without it). docs/measurements.md quotes the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import load_average, pin_one_core, play_scene

BOARDS = {"2d": ("rect", "40x30/300"), "3d": ("sphere", "24"), "flat": ("cube", "12")}
SMOKE_BOARDS = {"2d": ("rect", "12x10/30"), "3d": ("sphere", "8"), "flat": ("cube", "4")}
PAIRS = [((1280, 800), (1024, 640)), ((1920, 1080), (1600, 900))]


def open_app(size: tuple[int, int], gl: bool):
    """The game in an offscreen window at the menu (a fake clock, no sound, no lessons)."""
    os.environ["SDL_VIDEODRIVER"] = "offscreen"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("QUIVER_HOME", tempfile.mkdtemp(prefix="quiver-resize-"))
    os.environ["QUIVER_LESSONS"] = "0"
    if gl:
        os.environ.pop("QUIVER_NO_GL", None)
    else:
        os.environ["QUIVER_NO_GL"] = "1"
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from app_helpers import FakeClock

    from quiver.app import App

    app = App(clock=FakeClock(), sound=False, realtime=False, window=True, size=size, lessons=False)
    app.open_window()
    app.to_menu()
    return app


def frame(app, before=None) -> float:
    """One step of the loop (after `before()`, timed with it), finished on the GPU: CPU ms."""
    c = time.process_time()
    if before is not None:
        before()
    app.clock.t += 1 / 60
    app.step()
    if app.gl is not None:
        app.gl.finish()
    return (time.process_time() - c) * 1000


def settle(app, frames: int = 8) -> None:
    for _ in range(frames):
        frame(app)


def redraw(app, scene) -> None:
    """The next frame draws the whole picture again at the same size."""
    still = getattr(scene, "_still", None)
    if still is not None:
        still.drop()
    scene.full_redraw = True
    app.force_present = True


def measure(mode: str, pair, runs: int, gl: bool, boards) -> dict | None:
    """{size: (redraw, resize) medians in CPU ms} for `mode`: each size of `pair` redrawn
    whole, and resized to from the other (one median a size: the two differ by the
    pixels drawn, and a median across both would fall between them)."""
    app = open_app(pair[0], gl)
    try:
        if mode != "2d" and app.gl is None:
            return None
        settle(app, 3)
        scene, _, _ = play_scene(app, mode, *boards[mode])
        settle(app, 30)
        times: dict[tuple, tuple[list, list]] = {size: ([], []) for size in pair}
        for k in range(2 * runs):
            size = pair[(k + 1) % 2]
            times[size][1].append(frame(app, lambda size=size: app._resize(size)))
            settle(app, 4)
            times[size][0].append(frame(app, lambda: redraw(app, scene)))
            settle(app, 4)
        return {size: (statistics.median(a), statistics.median(b)) for size, (a, b) in times.items()}
    finally:
        app.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="two runs of one small pair (the tests)")
    ap.add_argument("--runs", type=int, default=12)
    ap.add_argument("--modes", default="2d,3d,flat")
    args = ap.parse_args(argv)
    pin_one_core()
    pairs = [((480, 360), (400, 300))] if args.smoke else PAIRS
    runs = 2 if args.smoke else args.runs
    boards = SMOKE_BOARDS if args.smoke else BOARDS
    print(f"load {load_average()}; {runs} resizes to each size, CPU ms a frame (medians)")
    print(f"{'mode':6}{'to size':>11}{'from':>11}{'redraw':>9}{'resize':>9}{'ratio':>7}")
    for mode in args.modes.split(","):
        for pair in pairs:
            got = measure(mode, pair, runs, True, boards)
            if got is None and mode == "2d":
                got = measure(mode, pair, runs, False, boards)
            for k, size in enumerate(pair):
                to, other = (f"{w}x{h}" for w, h in (size, pair[1 - k]))
                if got is None:
                    print(f"{mode:6}{to:>11}{other:>11}{'n/a (no GL)':>25}")
                    continue
                full, resized = got[size]
                print(f"{mode:6}{to:>11}{other:>11}{full:9.1f}{resized:9.1f}{resized / max(full, 1e-3):7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
