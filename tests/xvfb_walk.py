"""A first ten minutes in a real window, for tests/test_first_ten_xvfb.py (run under
Xvfb, tools/xvfb_run.py): the game runs here, in this process, in a real X window, and every key and
click reaches it through xdotool (the X server's input, as a player's would), while this
script reads the scenes to know where to click and what to expect.

    python3 tools/xvfb_run.py python tests/xvfb_walk.py MODE    # MODE: 2d, 3d or flat

Per mode: Play (the mode's lesson, on a fresh data folder) -> Esc, Enter skips it -> campaign
level 1 -> Esc pauses (the clock stops) -> Esc resumes -> every arrow tapped -> the win
card -> Enter -> level 2. Prints one line per step and "walk ok" at the end.
"""

from __future__ import annotations

import faulthandler
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame

from quiver.app import App


def level_of(scene):
    """The campaign level a play scene shows (None: not a campaign level)."""
    origin = getattr(getattr(scene, "request", None), "origin", None)
    return getattr(origin, "level", None) if type(origin).__name__ == "CampaignLevel" else None


def step(app: App, seconds: float = 0.0, until=None, limit: float = 60.0) -> None:
    """Run the game's loop for `seconds`, or until `until()` (failing after `limit`)."""
    end = time.monotonic() + (limit if until is not None else seconds)
    while time.monotonic() < end:
        app.step()
        if until is not None and until():
            return
        time.sleep(1 / 60)
    if until is not None:
        raise SystemExit(f"timed out waiting; on top: {type(app.top).__name__}")


def step_upto(app: App, seconds: float, done=None) -> None:
    """Run the game's loop for `seconds`, or less: until `done()` shows the input taken
    (s351: a tap's 0.15 s and a key's 0.2 s, waited out whole, were a fifth of a walk)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.step()
        if done is not None and done():
            return
        time.sleep(1 / 60)


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=10)


class Player:
    def __init__(self, app: App) -> None:
        self.app = app
        out = subprocess.run(
            ["xdotool", "search", "--sync", "--pid", str(os.getpid())],
            capture_output=True,
            text=True,
            timeout=20,
        )
        self.wid = out.stdout.split()[0]
        xdo("windowfocus", "--sync", self.wid)

    def key(self, name: str, done=None) -> None:
        """`name` pressed, then 0.2 s of frames, or fewer once `done()`."""
        xdo("key", "--window", self.wid, "--clearmodifiers", name)
        step_upto(self.app, 0.2, done)

    def click(self, pos, done=None) -> None:
        """A click at `pos`, then 0.15 s of frames, or fewer once `done()`."""
        x, y = int(pos[0]), int(pos[1])
        xdo("mousemove", "--window", self.wid, str(x), str(y))
        step(self.app, 0.05)
        xdo("click", "1")
        step_upto(self.app, 0.15, done)


def walk(mode: str) -> None:
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.result import ResultScene

    app = App((800, 600), sound=False, lessons=True)  # fewer pixels for a software GL
    app.open_window()
    app.to_menu()
    step(app, 0.5)
    if mode != "2d" and app.gl is None:
        print(f"no OpenGL: {app.gl_error}")
        return
    me = Player(app)
    menu = app.top
    assert isinstance(menu, MenuScene)
    me.click(
        menu.widget_center(f"mode:{ {'2d': '2d', '3d': '3d', 'flat': 'flat 3d'}[mode] }"),
        lambda: menu.mode == mode,
    )
    assert menu.mode == mode, menu.mode
    me.key("Return")  # Play: the very first time, the mode's lesson
    step(app, until=lambda: getattr(app.top, "coach", None) is not None)
    print("lesson", app.top.board.space.mode)
    me.key("Escape", lambda: app.top.name == "confirm")  # "Skip the lesson?"
    step(app, until=lambda: app.top.name == "confirm")
    me.key("Right")  # (Stay is ringed, s176)
    me.key("Return")  # skip it: on to level 1
    step(
        app,
        until=lambda: level_of(app.top) == 1 and not isinstance(app.top, LoadingScene),
    )
    play = app.top
    print("level 1", play.code, len(play.board.arrows), "arrows")
    assert len(play.board.arrows) <= 10 and play.coach is None
    step(app, 0.4)  # a player's own Esc (one at once after a skip's key is its double: input.StrayKey)
    me.key("Escape", lambda: app.top.name == "pause")  # pause
    assert app.top.name == "pause", app.top.name
    stopped = play.session.elapsed
    step(app, 0.6)
    assert play.session.elapsed == stopped  # the clock does not run under the card
    print("paused")
    me.key("Escape", lambda: app.top is play)  # resume
    assert app.top is play
    print("resumed")
    for _ in range(4 * len(play.board.arrows)):
        if not play.board.alive:
            break
        if mode == "2d":
            i = sorted(play.board.free_arrows())[0]
        else:  # turn the view to a free arrow first
            me.key("h", lambda: play.ctl.hint is not None)  # (the last one went with its arrow)
            step(app, until=lambda: play.ctl.hint is not None and not play.ctl.camera.turning)
            i = play.ctl.hint
        me.click(play.arrow_pixel(i), lambda i=i: i not in play.board.alive)
        step(app, until=lambda: not play.busy())
    assert play.session.won, "not won"
    step(app, until=lambda: isinstance(app.top, ResultScene))
    print("won", play.session.stars, "stars")
    me.key("Return")  # Next level
    step(
        app,
        until=lambda: level_of(app.top) == 2 and not isinstance(app.top, LoadingScene),
    )
    print("level 2", app.top.code)
    app.close()
    pygame.display.quit()
    print("walk ok")


def main(mode: str) -> None:
    """The walk, each line out at once: the test reads a pipe, which Python fills a block at
    a time, so a stuck walk's last lines stayed in the buffer (or came out only at exit) and
    the log did not say where it stood (s219); and a walk stuck inside a frame (a CI run's
    3D walk stood 300 s after "resumed") says where every thread stood after 200 s (and
    exits at once: what stdout had not written then was lost) instead of the test's
    timeout killing it in silence."""
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    faulthandler.dump_traceback_later(200, exit=True)
    walk(mode)


if __name__ == "__main__":
    main(sys.argv[1])
