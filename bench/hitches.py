"""The frame hitches a player feels: the WORST frame of each action, through the game's loop.

At 60 fps a frame has 16.7 ms; one 80 ms frame on a tap, a win or a screen that opens
reads as a stutter however quick the frames round it are. This drives the real game
(`App.step`, an offscreen window, a fake clock a 60th of a second a frame, the builds in
worker processes as in play) through what a player does, and times each frame in CPU
time of this process (time.process_time: llvmpipe's shading threads count, a worker's
build does not), waiting for the GPU (ctx.finish()) when there is GL:

  menu        the first frame after the menu opens (the window just made)
  play        the big Play button to the first board (level 1 of the mode), settled
  tap         the first tap on a free arrow, its flight
  blocked     a tap on a blocked arrow: the bounce and the heart lost
  win         the last tap of the level: the celebration, confetti, the result card
  next        Next level on the card to the next board, settled
  pause       Esc in play, the pause card, Esc again
  settings    Settings from the menu, and back
  moves       the mouse moved along Settings' card, over its title (nothing lit)
  daily       the Daily screen from the menu (offline), and back
  custom      the Custom panel, and back
  modes       on the Custom panel, each other mode the window plays chosen (its shapes shown)
  resize      the window made smaller and back, in play
  sphere      (3D only) a sphere opened from a code, then a tap on it

Each configuration (GL or not, 1280x800 or 1920x1080, 2D, 3D or Flat 3D) runs in a
process of its own; a cell says "worst / median" ms of the action's frames. Without GL
the 3D modes cannot be played (n/a). The loading screen's frames while a worker builds
are slept a 60th of a second apart, as the game's idle loop does. --runs N: each
configuration N times, a cell the median of their worst and median frames (a busy
machine's one run was 10 ms off either way: s213). The children import
bytecode as an installed game does (bytecode_env). --smoke: 2D without GL at 640x480
(the tests). HITCH_PROFILE=ACTION: each child prints the cProfile of that action's
worst frame on stderr (e.g. `HITCH_PROFILE=play python bench/hitches.py --one
'{"gl": true, "size": [1920, 1080], "mode": "3d"}'`).
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
sys.path.insert(0, str(ROOT))

ACTIONS = (
    "menu",
    "play",
    "tap",
    "blocked",
    "win",
    "next",
    "pause",
    "settings",
    "moves",
    "daily",
    "custom",
    "modes",
    "resize",
    "sphere",
)
MODES = ("2d", "3d", "flat")


class Driver:
    """One App at the menu, stepped frame by frame; `record(name, ...)` times frames."""

    def __init__(self, size: tuple[int, int], mode: str) -> None:
        import pygame

        from quiver.app import App

        self.pg = pygame
        self.t = 1000.0
        self.times: dict[str, list[float]] = {}
        self.profile = os.environ.get("HITCH_PROFILE")
        self.worst: tuple[float, object] = (0.0, None)
        self.app = App(size, sound=False, clock=lambda: self.t, realtime=True, lessons=False)
        self.app.open_window()
        self.app.to_menu()
        self.record("menu", frames=1)
        self.frames(5)
        self.settle()
        self.mode = mode

    def settle(self) -> None:
        """A player's first look at the menu (not timed): the warm-ups its first frame starts
        (Settings' card, Custom's shapes: flow.warm_settings) run meanwhile, as they do while
        a player reads it; stepped back to back, their CPU fell in the frames timed next."""
        import threading

        from quiver.scenes.scene_modules import WARM_THREAD

        for thread in threading.enumerate():
            if thread.name == WARM_THREAD:
                thread.join(timeout=10)

    # -- stepping ---------------------------------------------------------------------
    def step(self, before=None) -> float:
        """One frame (after `before()`, timed with it); its CPU seconds."""
        self.t += 1 / 60
        c = time.process_time()
        if before is not None:
            before()
        self.app.step()
        if self.app.gl is not None:
            self.app.gl.finish()
        return time.process_time() - c

    def frames(self, n: int, name: str | None = None) -> None:
        for _ in range(n):
            self._keep(name, self.step())

    def _keep(self, name, sec) -> None:
        if name:
            self.times.setdefault(name, []).append(sec)

    def timed(self, name, before=None) -> float:
        """A step; under HITCH_PROFILE=NAME, the worst frame of that action is kept profiled."""
        if name != self.profile:
            return self.step(before)
        import cProfile

        prof = cProfile.Profile()
        sec = prof.runcall(self.step, before)
        if sec > self.worst[0]:
            self.worst = (sec, prof)
        return sec

    def record(self, name: str, before=None, frames: int = 30, until=None, limit: int = 900) -> None:
        """`before()` then frames: at least `frames`, and on until `until()` holds and
        nothing animates (a build in a worker: short sleeps, not timed)."""
        self._keep(name, self.timed(name, before))
        for k in range(limit):
            done = k + 1 >= frames and (until is None or until()) and not self.busy()
            if done:
                break
            if self.loading():
                time.sleep(1 / 60)  # the loop idles till its next frame (a worker builds)
            self._keep(name, self.timed(name))

    def busy(self) -> bool:
        top = self.app.top
        return self.app.animating() or bool(top is not None and getattr(top, "busy", lambda: False)())

    def loading(self) -> bool:
        return type(self.app.top).__name__ == "LoadingScene"

    def key(self, k) -> None:
        self.pg.event.post(self.pg.event.Event(self.pg.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        self.pg.event.post(self.pg.event.Event(self.pg.KEYUP, key=k, mod=0, unicode="", scancode=0))

    def click(self, pos) -> None:
        pg = self.pg
        pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1))
        pg.event.post(pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1))

    # -- what a player does -----------------------------------------------------------
    def play_scene(self):
        from quiver.scenes.play import PlayScene

        top = self.app.top
        return top if isinstance(top, PlayScene) else None

    def in_play(self) -> bool:
        p = self.play_scene()
        return p is not None and not p.busy()

    def choose_mode(self) -> bool:
        from quiver.engine.modes import MODES as ALL

        menu = self.app.top
        k = ALL.index({"2d": "2d", "3d": "3d", "flat": "flat"}[self.mode])
        if menu.status[ALL[k]] is not None:
            return False
        menu.mode_seg.index = k
        menu._on_mode(menu.mode_seg.options[k])
        self.frames(3)
        return True

    def panel_modes(self) -> None:
        """On the Custom panel, each other mode the window plays chosen (timed), then the
        first again (not timed)."""
        from quiver.engine.modes import MODES as ALL

        menu = self.app.top
        first = menu.mode_seg.index

        def pick(k: int) -> None:
            menu.mode_seg.index = k
            menu._on_mode(menu.mode_seg.options[k])

        for k in range(len(ALL)):
            if k != first and menu.status[ALL[k]] is None:
                self.record("modes", lambda k=k: pick(k), frames=10, limit=20)
        pick(first)
        self.frames(3)

    def moves(self) -> None:
        """The mouse moved along Settings' card over its title, a frame a move: nothing
        lights (each move drew the whole card again and sent its layer anew: s218)."""
        card = self.app.top.card
        y = card.y + max(4, card.h // 60)
        for x in range(card.x + 20, card.right - 20, max(4, card.w // 40)):
            move = self.motion((x, y))
            self._keep("moves", self.timed("moves", lambda move=move: self.pg.event.post(move)))

    def motion(self, pos):
        return self.pg.event.Event(self.pg.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))

    def tap(self, i: int) -> None:
        """A click on arrow i where it shows; where another arrow covers it there (3D), the
        scene's own fire in that frame."""
        p = self.play_scene()
        pos = p.arrow_pixel(i)
        at = getattr(p, "arrow_at", None)
        if at is not None and at(pos) == i:
            self.click(pos)
            return None
        p.fire(i)

    def run(self) -> None:
        menu_actions = [
            ("settings", lambda: self.app.top.open_settings()),
            ("daily", lambda: self.app.top.open_daily()),
            ("custom", lambda: self.app.top.open_custom()),
        ]
        for name, open_it in menu_actions:
            self.record(name, open_it, frames=20, limit=40)
            if name == "settings":
                self.moves()
            if name == "custom":
                self.panel_modes()
                self.record(name, lambda: self.app.top.close_custom(), frames=10, limit=20)
            else:
                self.record(name, lambda: self.key(self.pg.K_ESCAPE), frames=10, limit=20)
        if not self.choose_mode():
            return
        self.record("play", lambda: self.app.top.play_continue(), until=self.in_play, frames=10)
        play = self.play_scene()
        if play is None:
            return
        board = play.board
        self.record("tap", lambda: self.tap(board.free_arrows()[0]), frames=10)
        blocked = [i for i in sorted(board.alive) if board.first_blocker(i) is not None]
        if blocked:
            self.record("blocked", lambda: self.tap(blocked[0]), frames=10)
        self.record("pause", lambda: self.key(self.pg.K_ESCAPE), frames=15)
        self.record("pause", lambda: self.key(self.pg.K_ESCAPE), frames=15)
        w, h = self.app.size
        self.record("resize", lambda: self.app._resize((w * 3 // 4, h * 3 // 4)), frames=10)
        self.record("resize", lambda: self.app._resize((w, h)), frames=10)
        self.win(play)
        self.record("next", lambda: self.app.top.next(), until=self.in_play, frames=10)
        if self.mode == "3d":
            self.sphere()

    def win(self, play) -> None:
        board = play.board
        while len(board.alive) > 1:  # every arrow but one cleared, as a player would (not timed)
            free = board.free_arrows()
            play.fire(free[0])
            self.frames(2)
        while self.busy():
            self.frames(1)
        self.frames(10)
        last = next(iter(board.alive))
        self.record(
            "win",
            lambda: self.tap(last),
            frames=30,
            until=lambda: type(self.app.top).__name__ == "ResultScene",
        )

    def sphere(self) -> None:
        from quiver.game.code import complete

        self.app.to_menu()
        self.frames(5)
        code = complete("3d", "sphere", None, None, "medium", 7)
        self.record("sphere", lambda: self.app.flow.open_code(code), until=self.in_play, frames=10)
        board = self.play_scene().board
        self.record("sphere", lambda: self.tap(board.free_arrows()[0]), frames=10)

    def close(self) -> None:
        self.app.close()


def one(arg: dict) -> dict:
    """A configuration in this process: {action: [worst ms, median ms, frames]}."""
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if arg["gl"]:
        os.environ.pop("QUIVER_NO_GL", None)
    else:
        os.environ["QUIVER_NO_GL"] = "1"
    d = Driver(tuple(arg["size"]), arg["mode"])
    try:
        d.run()
    finally:
        d.close()
    if d.worst[1] is not None:
        import pstats

        print(f"the worst {d.profile} frame: {d.worst[0] * 1000:.1f} ms", file=sys.stderr)
        pstats.Stats(d.worst[1], stream=sys.stderr).sort_stats("cumulative").print_stats(45)
    out = {}
    for name, secs in d.times.items():
        ms = [s * 1000 for s in secs]
        out[name] = [max(ms), statistics.median(ms), len(ms)]
    return out


def bytecode_env(compile_now: bool) -> dict:
    """The children's environment: an installed game imports its modules' bytecode, so
    the children do too (a cache under the temp folder when this one writes none, filled
    first with `compile_now`): compiling a module's source took 30 ms of a frame here."""
    env = dict(os.environ)
    if env.pop("PYTHONDONTWRITEBYTECODE", None) and "PYTHONPYCACHEPREFIX" not in env:
        import tempfile

        env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "quiver-hitches-pyc")
    if compile_now:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "quiver")], env=env, check=False)
    return env


def run_child(arg: dict, home: str, env: dict) -> dict:
    env = dict(env, QUIVER_HOME=home)
    done = subprocess.run(
        [sys.executable, __file__, "--one", json.dumps(arg)],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    if done.returncode != 0:
        print(f"  {arg}: exited {done.returncode}: {done.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return {}
    return json.loads(done.stdout.strip().splitlines()[-1])


def medians(runs: list[dict]) -> dict:
    """Runs of one configuration as one: each action's median worst frame, median median."""
    out = {}
    for a in ACTIONS:
        got = [r[a] for r in runs if a in r]
        if got:
            out[a] = [statistics.median(g[0] for g in got), statistics.median(g[1] for g in got), got[0][2]]
    return out


def table(results: dict, gl: bool, size: tuple[int, int]) -> None:
    print(f"\n{'GL' if gl else 'no GL'}  {size[0]}x{size[1]}   worst / median ms (CPU) a frame")
    print(f"{'action':10}" + "".join(f"{m:>18}" for m in MODES))
    for a in ACTIONS:
        cells = []
        for m in MODES:
            r = results.get((gl, size, m), {}).get(a)
            cells.append(f"{r[0]:8.1f} / {r[1]:5.1f}" if r else "n/a")
        if any(c != "n/a" for c in cells):
            print(f"{a:10}" + "".join(f"{c:>18}" for c in cells))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--smoke", action="store_true", help="2D without GL at 640x480 (the tests)")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    ap.add_argument("--gl", choices=("on", "off", "both"), default="both")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--sizes", default="1280x800,1920x1080")
    ap.add_argument("--runs", type=int, default=1, help="runs of each configuration: a cell is their medians")
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(one(json.loads(args.one))))
        return 0
    import tempfile

    if args.smoke:
        configs = [(False, (640, 480), "2d")]
    else:
        gls = {"on": [True], "off": [False], "both": [True, False]}[args.gl]
        sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
        configs = [(g, s, m) for g in gls for s in sizes for m in args.modes.split(",")]
    results = {}
    env = bytecode_env(compile_now=not args.smoke)
    for gl, size, mode in configs:
        if not gl and mode != "2d":
            continue  # the 3D modes need GL
        runs = []
        for _ in range(1 if args.smoke else args.runs):
            with tempfile.TemporaryDirectory() as home:
                runs.append(run_child({"gl": gl, "size": size, "mode": mode}, home, env))
        results[(gl, size, mode)] = medians(runs)
    for gl, size in dict.fromkeys((g, s) for g, s, _ in configs):
        table(results, gl, size)
    import resource

    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"\n(CPU of the runs: {kids.ru_utime:.1f} s user {kids.ru_stime:.1f} s sys; compare CPU, not wall)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
