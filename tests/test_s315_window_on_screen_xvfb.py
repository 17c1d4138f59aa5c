"""s315: the game's first window, frame and all, on screens just big enough for it, in a
real X window (Xvfb with openbox): at first start, after F11 in and out, after the
manager's maximise and unmaximise (window_place.py: why). Before, on a 640x480 screen the
640x480 window's frame ran 25 px off the bottom, and on a 1024x768 one SDL centred a
1024x720 window by its own size, its frame from y=24 to y=769 and a pixel past each side.

python3 tools/xvfb_run.py -s "-screen 0 1024x768x24" python tests/test_s315_window_on_screen_xvfb.py 1024x768
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import warnings

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X, in_x, openbox  # noqa: E402

pytestmark = [
    *NEEDS_X,
    pytest.mark.skipif(not (shutil.which("xwininfo") and shutil.which("xprop")), reason="no xwininfo, xprop"),
]


@pytest.mark.parametrize("screen", ["640x480", "1024x768"])
def test_the_whole_window_lies_on_a_screen_just_big_enough(tmp_path, screen):
    proc = in_x(tmp_path, __file__, screen, screen)
    assert proc.returncode == 0 and "on screen ok" in proc.stdout, proc.stdout + proc.stderr


def framed() -> tuple[int, int, int, int]:
    """The window's frame (x, y, w, h) on the screen, as the X tools say: the window's own
    place and size (xwininfo) and the manager's frame around it (xprop _NET_FRAME_EXTENTS)."""
    wid = str(pygame.display.get_wm_info()["window"])
    info = subprocess.run(["xwininfo", "-id", wid], capture_output=True, text=True).stdout
    said = {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in info.splitlines())}
    x, y = int(said["Absolute upper-left X"]), int(said["Absolute upper-left Y"])
    w, h = int(said["Width"]), int(said["Height"])
    prop = subprocess.run(["xprop", "-id", wid, "_NET_FRAME_EXTENTS"], capture_output=True, text=True).stdout
    left, right, top, bottom = (int(v) for v in prop.split("=")[1].split(","))
    return x - left, y - top, w + left + right, h + top + bottom


def frames(app, n=30, key=None):
    if key is not None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    for _ in range(n):
        app.step()
        time.sleep(1 / 60)


def on_screen(what: str, screen: tuple[int, int]) -> None:
    x, y, w, h = framed()
    print(what, "frame", (x, y, w, h), "screen", screen, flush=True)
    assert x >= 0 and y >= 0 and x + w <= screen[0] and y + h <= screen[1], what


def _main(screen: tuple[int, int]) -> None:
    from quiver import window as win
    from quiver.app import DEFAULT_SIZE, App

    manager = openbox()
    app = App(win.fit_screen(DEFAULT_SIZE), sound=False, gl=False)  # (as app.run opens it)
    app.open_window()
    app.to_menu()
    frames(app)
    assert not app.fullscreen and app.size == win.window_size()
    on_screen("first start", screen)
    frames(app, key=pygame.K_F11)
    assert app.fullscreen and app.size == screen
    frames(app, key=pygame.K_F11)
    assert not app.fullscreen
    on_screen("after F11 out", screen)
    with warnings.catch_warnings():  # (the display module's window)
        warnings.simplefilter("ignore", DeprecationWarning)
        with_window = pygame.Window.from_display_module()
    with_window.maximize()  # (as the title bar's button: the manager is asked)
    frames(app)
    assert win.wm_maximised()
    with_window.restore()
    frames(app)
    on_screen("after maximise and unmaximise", screen)
    app.close()
    pygame.display.quit()
    manager.terminate()
    manager.wait()
    print("on screen ok")


if __name__ == "__main__":
    _main(tuple(int(v) for v in sys.argv[1].split("x")))  # type: ignore[arg-type]
