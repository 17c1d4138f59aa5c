"""What placing the toasts costs a frame while the 3D view turns (s143): the real game in
an offscreen GL window (SDL's offscreen driver), level 1 of a mode, 1 to 3 toasts up, the
view turned by a held arrow key; per frame the median milliseconds of the whole frame
(App.step: update, toasts placed, 3D drawn, composited) and of the toasts' placement
in it (ToastLayer._placement), their means, each share of the frame, and how many frames
placed the toasts afresh (toast_stack.placed_whole: kept through a turn while the shape's
box on screen stays within toast_stack.DRIFT px).

    python bench/toasts_turning.py [--mode 3d] [--size 480x360] [--frames 120] [--lesson] [--smoke]

--smoke: 6 frames, 1 toast (tests/test_bench_smoke.py style); figures not judged.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # (app_helpers' FakeClock)

TOASTS = [
    "Level 1: clear the board. Stuck? Hint shows a free arrow",
    "Lesson skipped. How to play can show it again.",
    "Code copied: 3d-cube-3x3x3-6-medium",
]


def _app(mode: str, size: tuple[int, int]):
    import pygame
    from app_helpers import FakeClock

    from quiver.app import App

    pygame.display.quit()
    app = App(clock=FakeClock(), sound=False, realtime=False, window=True, size=size)
    app.midend.random_seed = lambda: 7
    app.open_window()
    app.to_menu()
    app.flow.level(mode)
    for _ in range(600):
        _step(app)
        if getattr(app.top, "session", None) is not None and getattr(app.top, "ctl", None) is not None:
            break
    else:
        raise SystemExit(f"no {mode} level opened (OpenGL: {app.gl_error})")
    _step(app, 5)
    return app


def _step(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.clock.t += 1 / 60
        app.step()


def measure(app, count: int, frames: int) -> tuple[list[float], list[float], int]:
    """The ms of each frame and of the placement in it with `count` toasts up while a
    held key turns the view; and the frames the placement was found afresh."""
    import pygame

    layer = app.toasts
    layer.toasts.clear()
    for text in TOASTS[:count]:
        layer.show(text, seconds=600)
    spent, fresh = [0.0], [0]
    place = type(layer)._placement
    whole = sys.modules["quiver.scenes.toast"].placed_whole

    def timed(self):
        t = time.perf_counter()
        try:
            return place(self)
        finally:
            spent[0] += time.perf_counter() - t

    def counted(lay):
        was = lay._memo
        try:
            return whole(lay)
        finally:
            fresh[0] += lay._memo is not was  # (placed afresh: its memo's key changed)

    type(layer)._placement = timed
    sys.modules["quiver.scenes.toast"].placed_whole = counted
    key = pygame.K_LEFT
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    _step(app, 3)  # (turning)
    frame_ms, place_ms, fresh[0] = [], [], 0
    try:
        for _ in range(frames):
            spent[0] = 0.0
            t = time.perf_counter()
            _step(app)
            frame_ms.append((time.perf_counter() - t) * 1000)
            place_ms.append(spent[0] * 1000)
    finally:
        type(layer)._placement = place
        sys.modules["quiver.scenes.toast"].placed_whole = whole
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        _step(app, 30)
    return frame_ms, place_ms, fresh[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", default="3d", choices=("3d", "flat"))
    ap.add_argument("--size", default="480x360")
    ap.add_argument("--frames", type=int, default=120)
    ap.add_argument("--lesson", action="store_true", help="the mode's first lesson, not level 1 bare")
    ap.add_argument("--smoke", action="store_true")
    args = ap.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "offscreen"  # (a GL window, headless)
    os.environ.setdefault("QUIVER_HOME", tempfile.mkdtemp(prefix="quiver-bench-"))
    os.environ["QUIVER_LESSONS"] = "1" if args.lesson else "0"
    w, h = (int(v) for v in args.size.split("x"))
    counts, frames = ((1,), 6) if args.smoke else ((1, 2, 3), args.frames)
    app = _app(args.mode, (w, h))
    what = "its lesson" if args.lesson else "level 1"
    print(f"{args.mode} {w}x{h}, {what}, {frames} frames turning; gl: {app.gl.info.get('GL_RENDERER', '?')}")
    heads = ("toasts", "frame med", "place med", "share", "frame mean", "place mean", "share", "afresh")
    print(" ".join(f"{h:>{max(6, len(h))}}" for h in heads))
    for count in counts:
        frame, place, fresh = measure(app, count, frames)
        fm, pm = statistics.median(frame), statistics.median(place)
        fa, pa = statistics.fmean(frame), statistics.fmean(place)
        shares = f"{pm / fm:6.1%} {fa:10.2f} {pa:10.2f} {pa / fa:6.1%}"
        print(f"{count:6} {fm:9.2f} {pm:9.2f} {shares} {fresh:4}/{frames}")
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
