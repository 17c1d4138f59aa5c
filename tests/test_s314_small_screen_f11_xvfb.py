"""s314: F11 on a 480x360 screen, in a real X window (Xvfb with openbox): the game started
fullscreen (s312) stays so, the window manager agrees, the window has the whole screen, a
line says why, and the settings keep fullscreen on (test_s314_small_screen_f11.py: why).

python3 tools/xvfb_run.py -s "-screen 0 480x360x24" python tests/test_s314_small_screen_f11_xvfb.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X, openbox  # noqa: E402

pytestmark = NEEDS_X


def test_f11_on_a_480x360_screen_keeps_fullscreen(tmp_path):
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    run_x = [sys.executable, os.path.join(ROOT, "tools", "xvfb_run.py"), "-s", "-screen 0 480x360x24"]
    cmd = [*run_x, sys.executable, os.path.abspath(__file__)]
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "kept ok" in proc.stdout, proc.stdout + proc.stderr


def _frames(app, n: int = 40) -> tuple[bool, bool, bool]:
    from quiver import window as win

    for _ in range(n):
        app.step()
        time.sleep(1 / 60)
    state = (app.fullscreen, win.fullscreen_now(), app.midend.settings.fullscreen)
    print("fullscreen (game, manager, saved):", state, "size", app.size, "x", win.window_size(), flush=True)
    return state


def _main() -> None:
    from quiver import window as win
    from quiver.app import DEFAULT_SIZE, App
    from quiver.app_fullscreen import STAYS_FULLSCREEN

    manager = openbox()
    app = App(win.fit_screen(DEFAULT_SIZE), sound=False, gl=False)  # (as app.run opens it)
    app.open_window()
    app.to_menu()
    assert _frames(app) == (True, True, True)
    for _ in range(2):  # F11, and again: never out
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        pygame.event.post(key)
        assert _frames(app) == (True, True, True)
        assert app.size == win.window_size() == app.top.size == (480, 360)
    assert STAYS_FULLSCREEN in app.toasts.texts()
    app.midend.settings.fullscreen = False  # Settings' switch off: on again, the window as it is
    app.apply_settings()
    assert _frames(app) == (True, True, True) and app.size == win.window_size() == (480, 360)
    app.close()
    pygame.display.quit()
    manager.terminate()
    manager.wait()
    print("kept ok")


if __name__ == "__main__":
    _main()
