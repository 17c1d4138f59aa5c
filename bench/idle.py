"""Idle CPU per screen (issue 23): once a screen's animations have ended, the game must
use at most 3% of a core while the player reads or thinks.

    .venv/bin/python bench/idle.py [--seconds 3] [--screens menu,play-2d,...] [--smoke]

Runs the game's own loop (`App.step` + `App.wait`, real clock, as `run_loop` does) in a
GL window on SDL's offscreen driver (EGL; no display needed), data in a temporary
folder. For each screen it opens it, lets its opening animations end (at most 8 s),
then measures the process's CPU time (user + system) over `--seconds` of wall time and
prints it as a share of one core. Screens: the menu, each play mode, each mode's lesson
(its pulsing hint on), the result card, the daily, the settings card. The HUD clock
still ticks once a second on a play screen: that is part of the figure.

The machine may be shared: the load average is printed beside the figures.
--smoke: a 480x360 window, a twentieth of a second a screen (no idle wait past it), the
game's clock running SMOKE_CLOCK_RATE times real time (its animations end sooner), not
judged (tests/test_bench_smoke.py).
Without an OpenGL window the 3D and Flat-3D screens are skipped with a line.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import cpu_seconds

LIMIT = 0.03  # of one core
SCREENS = (
    "menu",
    "play-2d",
    "play-3d",
    "play-flat",
    "lesson-2d",
    "lesson-3d",
    "lesson-flat",
    "result",
    "daily",
    "settings",
)
PUZZLES = {"2d": ("heart", 16), "3d": ("cube", 5), "flat": ("stairs", None)}


# --smoke: an idle wait (up to a second, quiver/idle.py) ends with its loop, a timer's wake
# at the loop's end: 0.2 s phases took a second each, 25 s of the smoke's wall time.
_BOUNDED_WAITS = False
# --smoke: the result card's clears, a loop of this long each (0.01 s in the smoke), and
# the game's clock SMOKE_CLOCK_RATE times real time: the openings, the win reveal and the
# card's rise were 7 of its 12 s of wall, spent waiting on the real clock.
_FIRE_GAP = 0.05
SMOKE_CLOCK_RATE = 8.0


def _loop(app, seconds: float, until=None) -> None:
    end = time.perf_counter() + seconds
    if _BOUNDED_WAITS:
        import pygame

        from quiver import idle

        pygame.time.set_timer(idle.WAKE, max(1, round(seconds * 1000)), loops=1)
    while time.perf_counter() < end and app.running:
        app.step()
        if until is not None and until():
            return
        app.wait()


def _open(app, screen: str) -> None:
    from quiver.game.code import complete

    app.to_menu()
    kind, _, mode = screen.partition("-")
    if kind in ("play", "result"):
        from quiver.engine.modes import MODES

        app.midend.change_setting("seen_lessons", tuple(MODES))  # the puzzle, not its first lesson
        mode = mode or "2d"
        shape, size = PUZZLES[mode]
        app.flow.open_code(complete(mode, shape, size, None, "easy", 7))
        _loop(app, 30.0, lambda: getattr(app.top, "session", None) is not None)
        play = app.top
        play.fire(play.board.free_arrows()[0])  # one clear: the clock runs (the HUD ticks)
        if kind == "result":
            while play.board.alive:
                play.fire(play.board.free_arrows()[0])
                _loop(app, _FIRE_GAP)
            _loop(app, 10.0, lambda: app.top is not play)
    elif kind == "lesson":
        app.flow.lesson(mode)
        _loop(app, 30.0, lambda: getattr(app.top, "coach", None) is not None)
    elif kind == "daily":
        from quiver.scenes.daily import DailyScene

        app.push(DailyScene(app.ports))
    elif kind == "settings":
        app.flow.open_settings()


def measure(app, screen: str, seconds: float) -> float:
    _open(app, screen)
    _loop(app, 8.0, lambda: not app.animating())  # the opening animations end
    _loop(app, min(0.5, seconds))
    c0, t0, p0, f0 = cpu_seconds(), time.perf_counter(), app.painter.presents, app.frames
    _loop(app, seconds)
    wall = time.perf_counter() - t0
    app.bench_rates = ((app.painter.presents - p0) / wall, (app.frames - f0) / wall)
    return (cpu_seconds() - c0) / wall


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--screens", default=",".join(SCREENS))
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=800)
    ap.add_argument("--smoke", action="store_true", help="tiny window, short phases, not judged")
    args = ap.parse_args(argv)
    clock = None
    if args.smoke:
        global _BOUNDED_WAITS, _FIRE_GAP
        args.seconds, args.width, args.height = 0.05, 480, 360
        _BOUNDED_WAITS, _FIRE_GAP = True, 0.01
        start = time.monotonic()

        def clock() -> float:
            return start + (time.monotonic() - start) * SMOKE_CLOCK_RATE

    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["QUIVER_HOME"] = tempfile.mkdtemp(prefix="quiver-idle-")
    from quiver.app import App

    app = App((args.width, args.height), sound=False, clock=clock)
    app.open_window()
    print(
        f"idle CPU per screen, {args.seconds:g} s each, {args.width}x{args.height}, GL: {app.gl is not None}"
    )
    print(f"load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "")
    worst = 0.0
    for screen in args.screens.split(","):
        if app.gl is None and screen.endswith(("3d", "flat")):
            print(f"  {screen:<12} skipped: no OpenGL window here")
            continue
        share = measure(app, screen, args.seconds)
        worst = max(worst, share)
        mark = "(smoke)" if args.smoke else "ok" if share <= LIMIT else "OVER"
        presents, frames = app.bench_rates
        print(
            f"  {screen:<12} {100 * share:5.1f}% of a core  {mark}   "
            f"({presents:.1f} presents/s, {frames:.1f} loop steps/s)"
        )
    app.close()
    print(f"worst {100 * worst:.1f}% (limit {100 * LIMIT:.0f}%)")
    return 0 if worst <= LIMIT or args.smoke else 1


if __name__ == "__main__":
    sys.exit(main())
