"""A long session in one process: does the game stay lean and fast after an hour of play?

Drives the real App headless (an offscreen GL window; SDL_VIDEODRIVER=offscreen, or dummy
and no GL with --no-gl) through stages of play, and after each prints a sample: resident
memory, GL objects alive (made and not released), pygame Surfaces and fonts reachable,
the project's cache sizes, threads, open files and a standard frame's CPU median.

    PYTHONPATH=$PWD python bench/soak.py            # the full session (minutes)
    PYTHONPATH=$PWD python bench/soak.py --smoke    # every stage, a few rounds each

A figure that climbs stage after stage, and again on a second lap (--laps 2), is a leak.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import itertools
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # (the game: run from anywhere)

from _soak_probe import GlCount, caches, header, objects, rss_kib

FULL = {"2d": 40, "3d": 20, "flat": 20, "daily": 50, "settings": 50, "resize": 100, "toasts": 200,
        "lessons": 6, "menu": 100, "levels": 30}  # fmt: skip
# --smoke: a level of each mode (a second played took 1-2 s of the smoke's 10, s351), the rest twice
SMOKE = {**dict.fromkeys(FULL, 2), "2d": 1, "3d": 1, "flat": 1}
FRESH = itertools.count(100)  # seeds and toast words never met before: a cache keyed by them shows
SIZES = ((800, 600), (1280, 800), (640, 480), (1024, 700), (1920, 1080))


def run(app, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.clock.t += dt
        app.step()


def until(app, done, frames: int = 2000) -> None:
    """Frames (with real time to spare for the builder's thread) until `done()`."""
    for _ in range(frames):
        if done():
            return
        run(app)
        time.sleep(0.002)
    raise SystemExit(f"soak: stuck waiting on {type(app.top).__name__}")


def playing(app) -> bool:
    from quiver.scenes.play import PlayScene

    return isinstance(app.top, PlayScene)


def clear_board(app) -> None:
    """Fire the lowest free arrow until the board is cleared, then run to the win card."""
    from quiver.scenes.result import ResultScene

    play, stuck = app.top, 0
    while play.board.alive:
        free = play.board.free_arrows()
        if not free:  # (turning arrows: their turn comes with time)
            stuck += 1
            if stuck > 300:
                return
            run(app, 5, dt=1 / 10)
            continue
        i = min(free)
        play.fire(i, play.board.free_end(i))
        run(app)
    until(app, lambda: isinstance(app.top, ResultScene))
    run(app, 30, dt=1 / 20)


def levels(app, mode: str, n: int) -> None:
    """Campaign levels 1..n of `mode`, each played to its win card, then the menu."""
    for level in range(1, n + 1):
        app.flow.level(mode, level)
        until(app, lambda: playing(app))
        run(app, 5)
        clear_board(app)
        back(app)


def mode_of(app, k: int) -> str:
    """The k-th round's mode: 2D, 3D and Flat in turn (2D only without GL)."""
    modes = ("2d", "3d", "flat") if app.gl else ("2d",)
    return modes[k % len(modes)]


def back(app) -> None:
    """Back to the menu, and two frames there."""
    app.to_menu()
    run(app, 2)


def daily(app, n: int) -> None:
    """The Daily screen opened, each of its mode tabs shown, closed."""
    from quiver.engine.modes import MODES
    from quiver.scenes.daily import DailyScene

    for _ in range(n):
        app.push(DailyScene(app.ports))
        run(app, 3)
        for _tab in MODES:
            app.top.tabs.set((app.top.tabs.index + 1) % len(MODES))  # (as Tab turns them)
            run(app, 3)
        app.pop()
        run(app, 2)


def level_pages(app, n: int) -> None:
    """The Levels screen of each mode opened, paged through and closed."""
    from quiver.scenes.levels import LevelsScene

    for k in range(n):
        app.push(LevelsScene(app.ports, mode_of(app, k)))
        run(app, 3)
        for _ in range(3):
            app.top.next_page()
            run(app, 2)
        back(app)


def settings(app, n: int) -> None:
    for _ in range(n):
        app.flow.open_settings()
        run(app, 4)
        app.pop()
        run(app, 2)


def resizes(app, n: int) -> None:
    from quiver.game.code import complete

    app.flow.open_code(complete("3d" if app.gl else "2d", None, None, None, "easy", 7))
    until(app, lambda: playing(app))
    for k in range(n):
        app._resize(SIZES[k % len(SIZES)])
        run(app, 2)
    app._resize(SIZES[0])
    back(app)


def toasts(app, n: int) -> None:
    for _ in range(n):
        app.feedback.toast(f"Toast number {next(FRESH)}: a line of news")
        run(app, 3)
    run(app, 600, dt=1 / 20)  # every toast gone


def lessons(app, n: int) -> None:
    for k in range(n):
        app.flow.lesson(mode_of(app, k))
        until(app, lambda: getattr(app.top, "coach", None) is not None)
        run(app, 10)
        app.top.coach.skip()
        run(app, 5)
        back(app)


def menu_play(app, n: int) -> None:
    from quiver.game.code import complete

    for k in range(n):
        app.flow.open_code(complete(mode_of(app, k), None, None, None, "easy", next(FRESH)))
        until(app, lambda: playing(app))
        run(app, 3)
        back(app)


def frame_ms(app, frames: int = 15) -> float:
    """A standard frame's CPU time (median, ms): the menu drawn afresh and presented."""
    times = []
    for _ in range(frames):
        app.top.full_redraw = True
        t = time.process_time()
        app.clock.t += 1 / 60
        app.render(force=True)
        times.append(time.process_time() - t)
    return 1000 * statistics.median(times)


def stages(app, counts: dict[str, int]):
    gl = app.gl is not None
    yield "2D levels", lambda: levels(app, "2d", counts["2d"])
    if gl:
        yield "3D levels", lambda: levels(app, "3d", counts["3d"])
        yield "Flat levels", lambda: levels(app, "flat", counts["flat"])
    yield "Daily", lambda: daily(app, counts["daily"])
    yield "Levels", lambda: level_pages(app, counts["levels"])
    yield "Settings", lambda: settings(app, counts["settings"])
    yield "resizes", lambda: resizes(app, counts["resize"])
    yield "toasts", lambda: toasts(app, counts["toasts"])
    yield "lessons", lambda: lessons(app, counts["lessons"])
    yield "menu<->play", lambda: menu_play(app, counts["menu"])


def sample(app, gl: GlCount, stage: str, seconds: float) -> dict:
    gc.collect()
    row = {"stage": stage, "s": round(seconds, 1), "rss_mib": rss_kib() / 1024, "frame_ms": frame_ms(app)}
    row.update(gl.alive())
    row.update(objects())
    row["threads"] = threading.active_count()
    row["fds"] = len(os.listdir("/proc/self/fd"))
    row["cached"] = sum(caches().values())
    return row


def print_row(row: dict, first: bool) -> None:
    cols = list(row)
    if first:
        print(header(cols))
    cells = []
    for c in cols:
        v, w = row[c], max(len(c), 6)
        shown = f"{v:>{w}.1f}" if isinstance(v, float) else f"{v!s:>{w}}"
        cells.append(f"{v:<14}" if c == "stage" else shown)
    print("  ".join(cells), flush=True)


def print_growth(before: dict[str, int], since: str, most: int | None) -> None:
    """Each cache larger now than in `before`, the most grown first."""
    grown = {k: (before.get(k, 0), n) for k, n in caches().items() if n > before.get(k, 0)}
    print(f"\ncaches grown ({since} -> end):" if grown else "\nno cache grew")
    for name, (was, n) in sorted(grown.items(), key=lambda kv: kv[1][0] - kv[1][1])[:most]:
        print(f"{was:>6} -> {n:<6} {name}")


def open_app(no_gl: bool):
    """The game at its menu in an 800x600 window, on a fresh data folder, no lessons."""
    os.environ["QUIVER_LESSONS"] = "0"
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy" if no_gl else "offscreen")
    if no_gl:
        os.environ["QUIVER_NO_GL"] = "1"
    from quiver.app import App

    class Clock:
        t = 1000.0

        def __call__(self):
            return self.t

    app = App((800, 600), clock=Clock(), sound=False, realtime=False, window=True, lessons=False)
    app.open_window()
    app.to_menu()
    run(app, 3)
    return app


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--smoke", action="store_true", help="every stage, a couple of rounds each")
    p.add_argument("--no-gl", action="store_true", help="2D only, no window (SDL dummy)")
    p.add_argument("--laps", type=int, default=1, help="run the stages this many times")
    p.add_argument("--caches", action="store_true", help="end with every cache that grew (else the top 15)")
    a = p.parse_args(argv)
    home = tempfile.TemporaryDirectory(prefix="quiver-soak-")
    os.environ["QUIVER_HOME"] = home.name
    gl = GlCount()
    app = open_app(a.no_gl)
    counts = SMOKE if a.smoke else FULL
    start, cached = time.monotonic(), caches()
    print_row(sample(app, gl, "start", 0.0), True)
    try:
        for lap in range(a.laps):
            for name, go in stages(app, counts):
                with contextlib.redirect_stdout(io.StringIO()):  # (a puzzle prints its code)
                    go()
                label = name if a.laps == 1 else f"{lap + 1}:{name}"
                print_row(sample(app, gl, label, time.monotonic() - start), False)
            if lap == 0 and a.laps > 1:
                cached = caches()  # (growth on later laps: first uses, module tables, excluded)
        print_growth(cached, "start" if a.laps == 1 else "end of lap 1", None if a.caches else 15)
    finally:
        app.close()
        gl.undo()
        home.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
