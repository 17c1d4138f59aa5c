"""s301: the window manager killed (SIGKILL) while the game is fullscreen, in a real X
window under Xvfb at 1920x1080 with openbox (test_s301_fullscreen.py: why, on stand-ins).
Killed, it gives the window nothing back: still the screen's size, and F11 left
fullscreen at that size (SDL does not shrink a window no manager handles). Now F11 sets
the windowed size the window had.

python3 tools/xvfb_run.py -s "-screen 0 1920x1080x24" python tests/test_s301_fullscreen_xvfb.py
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCREEN, WINDOWED = (1920, 1080), (1280, 800)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
@pytest.mark.skipif(shutil.which("openbox") is None, reason="openbox is not installed")
def test_f11_after_the_window_manager_was_killed_gives_the_windowed_size_back(tmp_path):
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    script = [sys.executable, os.path.abspath(__file__)]
    run_x = [sys.executable, os.path.join(ROOT, "tools", "xvfb_run.py"), "-s", "-screen 0 1920x1080x24"]
    proc = subprocess.run([*run_x, *script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "windowed again ok" in proc.stdout, proc.stdout + proc.stderr


def _main() -> None:
    from quiver import window as win
    from quiver.app import App

    def frames(n=30, f11=False):
        if f11:
            key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
            pygame.event.post(key)
        for _ in range(n):
            app.step()
            time.sleep(1 / 60)
        state = (app.fullscreen, pygame.display.is_fullscreen(), app.midend.settings.fullscreen)
        print("game, SDL, saved:", state, "size", app.size, "x", win.window_size(), flush=True)
        assert app.size == win.window_size()
        return state

    manager = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    app = App(WINDOWED, sound=False, gl=False)
    app.open_window()
    app.to_menu()
    frames()
    assert frames(f11=True) == (True, True, True) and app.size == SCREEN
    manager.send_signal(signal.SIGKILL)  # (nothing given back: the window keeps the screen's size)
    manager.wait()
    assert frames(30) == (True, True, True) and app.size == SCREEN
    assert frames(30, f11=True) == (False, False, False) and app.size == WINDOWED  # (before: SCREEN)
    app.close()
    print("windowed again ok")


if __name__ == "__main__":
    _main()
