"""s276: fullscreen drawn at the size the window really has, and a refusal said.

Under Xvfb with no window manager, F11 made SDL take the desktop's 1920x1080 as the
window's size (and say so in its resize events) while the X window stayed 1280x800: the
game laid its frame out at 1920x1080 and one corner of it showed. The game now draws at
the size the window really has (window.window_size: the X server's on X11, faked here),
and a fullscreen nobody gave is taken back, said in one line, and the setting turned off.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pygame
import pytest
from app_helpers import app_maker, run

from quiver import app as app_module
from quiver import window as win

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, gl=False) as maker:
        yield maker


class RealWindow:
    """The X server's word on the window's size, apart from SDL's (window_x11.window_size)."""

    def __init__(self, size):
        self.size = size

    def __call__(self):
        return self.size


def f11(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    run(app, 2)


@pytest.mark.slow
def test_fullscreen_lays_out_at_the_size_the_window_was_given(make, monkeypatch):
    """A window manager that gives fullscreen another size than the screen's (a tile, a
    panel kept): the game draws at the window's size, not at SDL's."""
    app = make(size=(800, 600))
    real = RealWindow((800, 600))
    monkeypatch.setattr(win, "x_window_size", real, raising=False)
    asked = win.toggle_fullscreen

    def given(fullscreen):
        real.size = (800, 600) if fullscreen else (1000, 700)
        return asked(fullscreen)

    monkeypatch.setattr(win, "toggle_fullscreen", given)
    f11(app)
    assert app.fullscreen and pygame.display.get_window_size() != (1000, 700)
    assert app.size == (1000, 700) and app.top.size == (1000, 700)
    f11(app)
    assert not app.fullscreen and app.size == (800, 600) == app.top.size


@pytest.mark.slow
def test_resize_events_follow_the_window_not_sdl(make, monkeypatch):
    """SDL's own resize events after a fullscreen nobody gave name the desktop's size."""
    app = make(size=(800, 600))
    monkeypatch.setattr(win, "x_window_size", RealWindow((800, 600)), raising=False)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1080))
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: (1920, 1080))
    run(app, 2)
    assert app.size == (800, 600) == app.top.size


@pytest.mark.slow
def test_refused_fullscreen_is_said_and_the_setting_kept_honest(make, monkeypatch):
    """No window manager answers: the window stays windowed (SDL's state too), one line
    says so, and Settings' fullscreen is off, by F11 or by the setting."""
    app = make(size=(800, 600))
    monkeypatch.setattr(win, "x_window_size", RealWindow((800, 600)), raising=False)
    monkeypatch.setattr(win, "FULLSCREEN_WAIT_S", 0.0, raising=False)
    f11(app)
    assert not app.fullscreen and not pygame.display.is_fullscreen()
    assert app.size == (800, 600) and app_module.FULLSCREEN_REFUSED in app.toasts.texts()
    assert not app.midend.settings.fullscreen
    app.midend.settings.fullscreen = True
    app.apply_settings()
    assert not app.fullscreen and not app.midend.settings.fullscreen


def test_fullscreen_taken_when_the_window_changed_or_has_the_screen(monkeypatch):
    monkeypatch.setattr(win, "FULLSCREEN_WAIT_S", 0.0, raising=False)
    monkeypatch.setattr(win, "x_window_size", RealWindow((1920, 1080)), raising=False)
    assert win.fullscreen_taken((640, 480))
    monkeypatch.setattr(win, "x_window_size", RealWindow(None), raising=False)
    assert win.fullscreen_taken((640, 480))  # off X11: SDL's word
    monkeypatch.setattr(win, "x_window_size", RealWindow((640, 480)), raising=False)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(640, 480)])
    assert win.fullscreen_taken((640, 480))  # the window already had the screen
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert not win.fullscreen_taken((640, 480))


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
@pytest.mark.parametrize("wm", [None, "openbox"])
def test_f11_in_a_real_x_window(tmp_path, wm):
    """Under Xvfb at 1920x1080: with no window manager F11's fullscreen is refused (the
    window stays 800x600, and the game draws at 800x600); with one, the game draws at the
    size the window manager gave."""
    if wm is not None and shutil.which(wm) is None:
        pytest.skip(f"{wm} is not installed")
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.update(QUIVER_HOME=str(tmp_path / "home"), SDL_AUDIODRIVER="dummy", PYTHONPATH=ROOT)
    script = [sys.executable, os.path.abspath(__file__), wm or ""]
    run_x = [sys.executable, os.path.join(ROOT, "tools", "xvfb_run.py"), "-s", "-screen 0 1920x1080x24"]
    proc = subprocess.run([*run_x, *script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "f11 ok" in proc.stdout, proc.stdout + proc.stderr


def _x_geometry() -> tuple[int, int]:
    """The game's X window's size, as xdotool has it from the X server."""
    wid = subprocess.run(["xdotool", "search", "--pid", str(os.getpid())], capture_output=True, text=True)
    shell = subprocess.run(
        ["xdotool", "getwindowgeometry", "--shell", wid.stdout.split()[0]], capture_output=True, text=True
    ).stdout
    got = dict(line.split("=", 1) for line in shell.split())
    return int(got["WIDTH"]), int(got["HEIGHT"])


def _main(wm: str) -> None:
    """Run in the Xvfb: the menu at 800x600, F11, and what the game and the X server say."""
    import time

    from quiver.app import App

    manager = subprocess.Popen([wm], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) if wm else None
    time.sleep(1.0 if wm else 0)
    app = App((800, 600), sound=False, gl=False)
    app.open_window()
    app.to_menu()
    for _ in range(10):
        app.step()
        time.sleep(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    for _ in range(30):
        app.step()
        time.sleep(1 / 60)
    real = _x_geometry()
    print("fullscreen", app.fullscreen, "size", app.size, "x", real, "toasts", app.toasts.texts())
    assert app.size == real == app.top.size, (app.size, real)
    if wm:
        assert app.fullscreen and real == (1920, 1080)
    else:
        assert not app.fullscreen and real == (800, 600)
        assert app_module.FULLSCREEN_REFUSED in app.toasts.texts()
    app.close()
    if manager is not None:
        manager.terminate()
        manager.wait()
    print("f11 ok")


if __name__ == "__main__":
    _main(sys.argv[1] if len(sys.argv) > 1 else "")
