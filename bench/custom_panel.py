"""The Custom panel's frames a player feels, in CPU ms of this process (medians of runs):

  open      the panel opened from the home view (its thumbnails warmed at start)
  resized   the window resized at the home view (to a size not seen yet), a moment's
            look (the warm-up threads joined, as a player reads the menu), then the
            panel opened: its first frame (s232: it drew its 17 thumbnails for the new size)
  modes     on the panel, another mode chosen: that frame (its relayout, s232)

Through the game's loop (`App.step`, an offscreen window, a fake clock a 60th of a second
a frame, time.process_time, ctx.finish() with GL). The machine's other load moves single
frames by 10 ms and more: read the medians. --smoke: a few runs without GL at 640x480
(the tests); --gl: with OpenGL.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hitches import Driver


class Panel(Driver):
    """One App at the menu, stepped frame by frame (hitches.Driver: its step and settle)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, "2d")
        self.size = size
        self.menu = self.app.top

    def step(self, before=None) -> float:
        """One frame (after `before()`, timed with it): its CPU ms."""
        return super().step(before) * 1000

    def opened(self) -> float:
        ms = self.step(self.menu.open_custom)
        self.frames(3)
        self.step(self.menu.close_custom)
        self.frames(3)
        return ms

    def resized(self, k: int) -> float:
        w, h = self.size
        self.app._resize((w - 8 * (k + 1), h - 6 * (k + 1)))  # (a size not seen yet)
        self.frames(3)
        self.settle()
        return self.opened()

    def modes(self) -> list[float]:
        from quiver.engine.modes import MODES

        m = self.menu
        self.step(m.open_custom)
        self.frames(3)
        playable = [k for k in range(len(MODES)) if m.status[MODES[k]] is None]
        out = []
        for k in playable[1:] + playable[:1]:

            def pick(k=k) -> None:
                m.mode_seg.index = k
                m.mode_seg.on_change(m.mode_seg.options[k])

            out.append(self.step(pick))
            self.frames(3)
        self.step(m.close_custom)
        self.frames(3)
        return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="a few runs without GL at 640x480 (the tests)")
    ap.add_argument("--gl", action="store_true", help="with OpenGL (an offscreen GL window)")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("QUIVER_HOME", tempfile.mkdtemp(prefix="quiver-custom-panel-"))
    if args.gl and not args.smoke:
        os.environ.pop("QUIVER_NO_GL", None)
    else:
        os.environ["QUIVER_NO_GL"] = "1"
    size = (640, 480) if args.smoke else tuple(int(v) for v in args.size.split("x"))
    runs = 2 if args.smoke else args.runs
    panel = Panel((size[0], size[1]))
    gl = "GL" if panel.app.gl is not None else "no GL"
    times: dict[str, list[float]] = {"open": [], "resized": [], "modes": []}
    try:
        for k in range(runs):
            times["open"].append(panel.opened())
            times["resized"].append(panel.resized(k))
            times["modes"] += panel.modes()
    finally:
        panel.app.close()
    print(f"Custom panel, {gl}, {size[0]}x{size[1]}, {runs} runs: CPU ms a frame")
    print(f"{'action':10}{'median':>9}{'worst':>9}{'frames':>8}")
    for name, ms in times.items():
        print(f"{name:10}{statistics.median(ms):9.1f}{max(ms):9.1f}{len(ms):8d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
