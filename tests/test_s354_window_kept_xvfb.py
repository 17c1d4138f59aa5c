"""s354: the game's own window (quiver.app.run) in a real X window (Xvfb, openbox) on a
1366x768 screen, started three times on one data folder: kept at 900x620, it opens at that
size and the player maximises it; the next start opens maximised, and the player takes it
back to a plain 700x520 window; the third opens at 700x520, unmaximised. Before: every
start opened at 1280x720 (window.fit_screen of 1280x800), unmaximised.

python3 tools/xvfb_run.py -s "-screen 0 1366x768x24" python tests/test_s354_window_kept_xvfb.py first
"""

from __future__ import annotations

import json
import os
import sys
import time

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X, ended_saying, in_x, openbox  # noqa: E402

pytestmark = NEEDS_X


def _opened(tmp_path, phase: str) -> dict:
    proc = in_x(tmp_path, __file__, "1366x768", phase, timeout=180)
    ended_saying(proc, "kept ok")
    return json.loads(proc.stdout.strip().splitlines()[-2])


def test_the_window_comes_back_at_its_size_and_maximised(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"schema": 1, "window_size": "900x620"}))
    first = _opened(tmp_path, "first")
    assert first["opened"] == [900, 620] and not first["maximised_at_start"], first
    second = _opened(tmp_path, "second")
    assert second["maximised_at_start"] and second["opened"][0] > 1300, second
    third = _opened(tmp_path, "third")
    assert third["opened"] == [700, 520] and not third["maximised_at_start"], third
    kept = json.loads((home / "settings.json").read_text())
    assert (kept["window_size"], kept["window_maximised"]) == ("700x520", False)


def _until(done, what: str, seconds: float = 15.0) -> None:
    """Wait, the window's events pumped, until `done()` holds (the window manager has done
    what was asked); failing after `seconds`. (The fixed waits before, and the frames the
    idle loop spaced a second apart, made a start 8 s, most of it asleep under the Xvfb
    lock, s365.)"""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, f"the window was not {what} within {seconds} s"
        pygame.event.pump()
        time.sleep(0.02)


def _main(phase: str) -> None:
    from quiver import app as game
    from quiver import window as win
    from quiver import window_x11

    manager = openbox()
    seen: dict = {}
    step, frames = game.App.step, [0]

    def played(app) -> None:
        step(app)
        frames[0] += 1
        if frames[0] < 3:
            return
        window = pygame.Window.from_display_module()
        time.sleep(0.5)  # (the manager's word on the window settles: a maximise it would make)
        pygame.event.pump()
        seen.update(opened=list(app.size), maximised_at_start=window_x11.wm_maximised())
        if phase == "first":
            window.maximize()
            _until(window_x11.wm_maximised, "maximised")
        elif phase == "second":
            window.restore()
            _until(lambda: not window_x11.wm_maximised(), "restored")
            window.size = (700, 520)
            _until(lambda: win.window_size() == (700, 520), "700x520")
        app.quit()

    game.App.step = played  # type: ignore[method-assign]
    code = game.run()
    manager.terminate()
    manager.wait()
    print(json.dumps(seen))
    print("kept ok" if code == 0 else f"ended {code}")


if __name__ == "__main__":
    _main(sys.argv[1])
