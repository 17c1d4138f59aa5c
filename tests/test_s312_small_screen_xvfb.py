"""s312: the game's first start on a 480x360 screen, in a real X window (Xvfb with openbox):
fullscreen, the whole menu on the screen, and the settings say so, though settings.json
keeps the player's own, off (s331) (test_s312_small_screen.py: why). Before, the window
was 480x360 under a 25 px title bar, its bottom off the screen.

python3 tools/xvfb_run.py -s "-screen 0 480x360x24" python tests/test_s312_small_screen_xvfb.py
"""

from __future__ import annotations

import os
import sys
import time

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X, in_x, openbox  # noqa: E402

pytestmark = NEEDS_X


def on_a_480x360_screen(tmp_path, script: str, said: str) -> None:
    """Runs `script`'s own main under Xvfb with a 480x360 screen; it must end saying `said`."""
    proc = in_x(tmp_path, script, "480x360")
    assert proc.returncode == 0 and said in proc.stdout, proc.stdout + proc.stderr


def started():
    """(openbox, the app at its menu) as `quiver` starts on this screen."""
    from quiver import window as win
    from quiver.app import DEFAULT_SIZE, App

    manager = openbox()
    app = App(win.fit_screen(DEFAULT_SIZE), sound=False, gl=False)  # (as app.run opens it)
    app.open_window()
    app.to_menu()
    return manager, app


def frames(app, n: int = 40) -> tuple[bool, bool, bool]:
    """`n` frames at 60 a second, then (fullscreen: the game's, the manager's, saved)."""
    from quiver import window as win

    for _ in range(n):
        app.step()
        time.sleep(1 / 60)
    state = (app.fullscreen, win.fullscreen_now(), app.midend.settings.fullscreen)
    print("fullscreen (game, manager, saved):", state, "size", app.size, "x", win.window_size(), flush=True)
    return state


def saved_fullscreen() -> bool:
    """settings.json's fullscreen (the player's own: the screen's is not saved, s331)."""
    from quiver.game.settings import load_settings

    return load_settings()[0].fullscreen


def test_first_start_on_a_480x360_screen_is_fullscreen(tmp_path):
    on_a_480x360_screen(tmp_path, __file__, "small ok")


def _main() -> None:
    from quiver import window as win

    manager, app = started()
    assert frames(app) == (True, True, True) and app.size == win.window_size() == (480, 360)
    assert app.top.size == (480, 360)
    assert not saved_fullscreen()  # (the screen's: a later start on a big screen is a window, s331)
    app.close()
    pygame.display.quit()
    manager.terminate()
    manager.wait()
    print("small ok")


if __name__ == "__main__":
    _main()
