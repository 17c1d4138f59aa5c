"""s294: the window manager quits while the game is fullscreen, in a real X window under
Xvfb at 1920x1080 with openbox (test_s294_fullscreen_follows.py: why, on stand-ins).

python3 tools/xvfb_run.py -s "-screen 0 1920x1080x24" python tests/test_s294_fullscreen_xvfb.py
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCREEN, WINDOWED = (1920, 1080), (1280, 800)


NEEDS_X = [  # (a module's pytestmark: these tests' marks)
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed"),
    pytest.mark.skipif(shutil.which("openbox") is None, reason="openbox is not installed"),
]
pytestmark = NEEDS_X


def test_the_window_manager_quitting_and_coming_back_in_a_real_x_window(tmp_path):
    proc = in_x(tmp_path, __file__)
    assert proc.returncode == 0 and "followed ok" in proc.stdout, proc.stdout + proc.stderr


def in_x(tmp_path, script: str, screen: str = "1920x1080", *args: str, timeout: int = 120, **env_more: str):
    """`script` run on an Xvfb of its own with a `screen` ("WxH") screen (its _main: a window
    manager to start), with `args` and `env_more` (a fresh data folder, no sound)."""
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT, **env_more)
    run_x = [sys.executable, os.path.join(ROOT, "tools", "xvfb_run.py"), "-s", f"-screen 0 {screen}x24"]
    cmd = [*run_x, sys.executable, os.path.abspath(script), *args]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def ended_saying(proc: subprocess.CompletedProcess, said: str) -> None:
    """`in_x`'s run ended well saying `said`; skipped where its script found no OpenGL."""
    if "no OpenGL" in proc.stdout:
        pytest.skip(proc.stdout.strip().splitlines()[-1])
    assert proc.returncode == 0 and said in proc.stdout, proc.stdout + proc.stderr


@contextlib.contextmanager
def x_pixels(xlib, display, window, w: int, h: int):
    """The X server's picture of `window` (w x h) now: a function of (x, y) giving the
    pixel's 0xRRGGBB."""
    xlib.XGetImage.restype = ctypes.c_void_p
    xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_int] * 2 + [ctypes.c_uint] * 2
    xlib.XGetImage.argtypes += [ctypes.c_ulong, ctypes.c_int]
    xlib.XGetPixel.restype = ctypes.c_ulong
    xlib.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    xlib.XDestroyImage.argtypes = [ctypes.c_void_p]
    image = xlib.XGetImage(display, window, 0, 0, w, h, 0xFFFFFFFF, 2)  # (ZPixmap)
    assert image
    try:
        yield lambda x, y: xlib.XGetPixel(image, x, y) & 0xFFFFFF
    finally:
        xlib.XDestroyImage(image)


def openbox() -> subprocess.Popen:
    """openbox started, back once it runs: its `--startup` command, which it runs when it
    has taken the screen and is about to serve its events, has left a file (about 0.1 s
    here; a fixed second's sleep before, idle under the Xvfb lock)."""
    with tempfile.TemporaryDirectory(prefix="quiver-wm-") as folder:
        up = os.path.join(folder, "up")
        manager = subprocess.Popen(
            ["openbox", "--startup", f"touch {shlex.quote(up)}"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        end = time.monotonic() + 30
        while not os.path.exists(up):
            assert manager.poll() is None, f"openbox quit ({manager.returncode})"
            assert time.monotonic() < end, "openbox did not start in 30 s"
            time.sleep(0.01)
    return manager


def frames(app, n=30, f11=False):
    """`n` frames (after F11's key, if so): the game's, SDL's and the saved fullscreen, the
    size drawn at checked against the X window's."""
    from quiver import window as win

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


def fullscreen_app():
    """openbox started, the game's window opened at WINDOWED and made fullscreen by F11."""
    from quiver.app import App

    manager = openbox()
    app = App(WINDOWED, sound=False, gl=False)
    app.open_window()
    app.to_menu()
    frames(app)
    assert frames(app, f11=True) == (True, True, True) and app.size == SCREEN
    return manager, app


def _main() -> None:
    manager, app = fullscreen_app()
    manager.terminate()  # (openbox gives the window back its windowed size as it quits)
    manager.wait()
    assert frames(app, 60) == (False, False, False) and app.size == WINDOWED  # (before: all on)
    manager = openbox()  # (it makes the window fullscreen again: its _NET_WM_STATE says so)
    assert frames(app, 60) == (True, True, True) and app.size == SCREEN
    assert frames(app, f11=True) == (False, False, False) and app.size == WINDOWED  # F11 leaves it
    app.close()
    manager.terminate()
    manager.wait()
    print("followed ok")


if __name__ == "__main__":
    _main()
