"""s276: fullscreen drawn at the size the window really has, and a refusal said.

Under Xvfb with no window manager, F11 made SDL take the desktop's 1920x1080 as the
window's size (and say so in its resize events) while the X window stayed 1280x800: the
game laid its frame out at 1920x1080 and one corner of it showed. The game now draws at
the size the window really has (window.window_size: the X server's on X11, faked here),
and a fullscreen nobody gave is taken back, said in one line, and the setting turned off.
In a real X window: test_s276_fullscreen_xvfb.py.
"""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, run

from quiver import app as app_module
from quiver import window as win


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
    monkeypatch.setattr(win, "wm_fullscreen", pygame.display.is_fullscreen)  # (the manager's word: s294)
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
