"""s326: a game that starts fullscreen showed its menu cropped, in a real X window (Xvfb,
openbox, OpenGL through Mesa's llvmpipe): the top 48 px cut off, a black band at the
bottom and a strip on the right, till another screen opened. Its frames went into the
back buffer of the window's first size (compositor.GLCompositor: why). Now what the X
server shows is what the game drew: started fullscreen (Settings' switch saved on), after
F11 out and in, after the window manager resized it, and on a screen too small for a window
(496x400: the game goes fullscreen by itself). Before: 377 of 1575 points apart at the
start on 1280x800, 130 of 306 on 496x400 (F11 and the manager's resizes were right).

python3 tools/xvfb_run.py -s "-screen 0 1280x800x24" python tests/test_s326_fullscreen_start_xvfb.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tests.test_s294_fullscreen_xvfb import NEEDS_X, ended_saying, in_x, openbox, x_pixels  # noqa: E402

NO_XDOTOOL = shutil.which("xdotool") is None
pytestmark = [*NEEDS_X, pytest.mark.skipif(NO_XDOTOOL, reason="xdotool is not installed")]


def _run(tmp_path, screen: str) -> None:
    ended_saying(in_x(tmp_path, __file__, screen, screen, timeout=180), "shown ok")


def test_started_fullscreen_the_window_shows_the_whole_menu(tmp_path):
    _run(tmp_path, "1280x800")


def test_on_a_screen_too_small_for_a_window_the_menu_shows_whole(tmp_path):
    _run(tmp_path, "496x400")


def apart(app) -> int:
    """How many of a grid of points of the game's X window, as the X server has it, differ
    from the frame the game drew (its layers, bottom first)."""
    from quiver import window_x11

    frame = pygame.Surface(app.size)
    for scene in [*app.visible(), app.toasts]:
        layer = app.painter.layers.get(id(scene))
        if layer is not None:
            frame.blit(layer.surface, (0, 0))
    with window_x11._x_window() as x:
        assert x is not None
        xlib, display, window = x
        w, h = window_x11.window_size() or (0, 0)
        assert (w, h) == app.size, ((w, h), app.size)
        off = 0
        with x_pixels(xlib, display, window, w, h) as pixel:
            for p in [(x, y) for x in range(3, w, 29) for y in range(3, h, 23)]:
                v = pixel(*p)
                shown = ((v >> 16) & 255, (v >> 8) & 255, v & 255)
                off += max(abs(a - b) for a, b in zip(shown, frame.get_at(p)[:3], strict=True)) > 24
    return off


def settled(app, what: str, n: int = 40) -> None:
    """`n` frames at 60 a second (the menu idle: no pointer, no key), then the window checked."""
    for _ in range(n):
        app.step()
        time.sleep(1 / 60)
    off = apart(app)
    print(what, "size", app.size, "fullscreen", app.fullscreen, "points apart", off, flush=True)
    assert off == 0, what


def _main(screen: str) -> None:
    from quiver import window as win
    from quiver.app import DEFAULT_SIZE, App

    manager = openbox()
    small = screen == "496x400"
    app = App(win.fit_screen(DEFAULT_SIZE), sound=False, fullscreen=None if small else True)
    app.open_window()
    if app.gl is None:
        print(f"no OpenGL: {app.gl_error}")
        sys.exit(0)
    app.to_menu()
    settled(app, "started")
    assert app.fullscreen
    if not small:
        f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        for state in (False, True, False):
            pygame.event.post(f11)
            settled(app, "F11")
            assert app.fullscreen == state
        window = str(pygame.display.get_wm_info()["window"])
        for size in ((900, 640), (1100, 700)):
            subprocess.run(["xdotool", "windowsize", window, *map(str, size)], check=True)
            settled(app, "resized by the window manager")
            assert app.size == size
    app.close()
    pygame.display.quit()
    manager.terminate()
    manager.wait()
    print("shown ok")


if __name__ == "__main__":
    _main(sys.argv[1])
