"""s314: F11 on a 480x360 screen, in a real X window (Xvfb with openbox): the game started
fullscreen (s312) stays so, the window manager agrees, the window has the whole screen, a
line says why, and the settings keep fullscreen on (test_s314_small_screen_f11.py: why).

python3 tools/xvfb_run.py -s "-screen 0 480x360x24" python tests/test_s314_small_screen_f11_xvfb.py
"""

from __future__ import annotations

import os
import sys

import pygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X  # noqa: E402
from tests.test_s312_small_screen_xvfb import frames, on_a_480x360_screen, saved_fullscreen, started  # noqa: E402

pytestmark = NEEDS_X


def test_f11_on_a_480x360_screen_keeps_fullscreen(tmp_path):
    on_a_480x360_screen(tmp_path, __file__, "kept ok")


def _main() -> None:
    from quiver import window as win
    from quiver.app_fullscreen import STAYS_FULLSCREEN

    manager, app = started()
    assert frames(app) == (True, True, True)
    for _ in range(2):  # F11, and again: never out
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        pygame.event.post(key)
        assert frames(app) == (True, True, True)
        assert app.size == win.window_size() == app.top.size == (480, 360)
    assert STAYS_FULLSCREEN in app.toasts.texts()
    app.midend.settings.fullscreen = False  # Settings' switch off: on again, the window as it is
    app.apply_settings()
    assert frames(app) == (True, True, True) and app.size == win.window_size() == (480, 360)
    assert not saved_fullscreen()  # (the player's switch off, in the file: s331)
    app.close()
    pygame.display.quit()
    manager.terminate()
    manager.wait()
    print("kept ok")


if __name__ == "__main__":
    _main()
