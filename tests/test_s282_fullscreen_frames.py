"""s282: the X server asked about the window (s276), cheaper and without a freeze.
- `window.at_least_minimum` asked the window's size on a new X connection each time, up to
  twice per resize event (and F11's wait once every 20 ms): one connection is now kept for
  the run and closed with the window. Counted here on a stand-in libX11.
- On a bare X server F11 waited for the window manager's answer in a loop, up to 0.5 s
  (window.FULLSCREEN_WAIT_S): the game froze that long. The answer is now asked once a
  frame (App.fullscreen_answer), the refusal said as before.
Real X windows: test_s276_fullscreen_xvfb.py (with and without a window manager)."""

from __future__ import annotations

import time

import pygame
import pytest
from app_helpers import app_maker, run

from quiver import app as app_module
from quiver import window as win
from quiver import window_x11


class FakeX:
    """libX11 as window_x11 calls it: connections opened and closed, a window of `size`."""

    def __init__(self, size):
        self.size, self.opened, self.closed = size, 0, 0

    def XOpenDisplay(self, name):
        self.opened += 1
        return 1000 + self.opened

    def XCloseDisplay(self, display):
        self.closed += 1

    def XSync(self, display, discard):
        return 1

    def XGetGeometry(self, display, window, root, x, y, w, h, border, depth):
        w._obj.value, h._obj.value = self.size
        return 1

    def XChangeWindowAttributes(self, *a):
        return 1

    def XDefaultRootWindow(self, display):
        return 1

    def XInternAtom(self, display, name, only_if_exists):  # (s294: no window manager here)
        return 0


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, gl=False) as maker:
        yield maker


@pytest.fixture
def fake_x(monkeypatch):
    window_x11.close_x()
    x = FakeX((300, 200))
    monkeypatch.setattr(window_x11, "_xlib", lambda: x)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_wm_info", lambda: {"window": 7})
    yield x
    window_x11.close_x()


@pytest.mark.slow
def test_resizes_ask_the_x_server_on_one_connection_closed_with_the_window(make, fake_x):
    app = make(size=(800, 600))
    for size in ((300, 200), (320, 240), (700, 500)):  # (a bare X server: not grown back)
        fake_x.size = size
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    assert window_x11.window_size() == (700, 500)
    assert fake_x.opened == 1  # (a connection a question before: 7 here)
    assert fake_x.closed == 0
    app.close()
    assert fake_x.closed == 1


def test_a_connection_that_cannot_open_is_tried_again_not_kept(fake_x, monkeypatch):
    opened = fake_x.XOpenDisplay
    fake_x.XOpenDisplay = lambda name: None  # (the server full, a moment)
    assert window_x11.window_size() is None and window_x11._kept == []
    fake_x.XOpenDisplay = opened
    assert window_x11.window_size() == window_x11.window_size() == (300, 200)
    assert fake_x.opened == 1


class Clock:
    """time.monotonic, moved by hand (the X server's answer is waited for on it)."""

    def __init__(self):
        self.t = 50.0

    def __call__(self):
        return self.t


def _f11(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))


@pytest.mark.slow
@pytest.mark.parametrize("wm", [False, True])
def test_f11_never_stops_the_frames_while_the_answer_comes(make, monkeypatch, wm):
    app = make(size=(800, 600))
    sizes = [(800, 600)]  # the X server's word: a bare one leaves it so
    monkeypatch.setattr(win, "x_window_size", lambda: sizes[-1])
    clock = Clock()
    monkeypatch.setattr(time, "monotonic", clock)
    monkeypatch.setattr(time, "sleep", lambda s: pytest.fail(f"a frame slept {s} s waiting"))
    _f11(app)
    run(app, 1)  # asked: the frame ends at once, no answer yet
    assert app.fullscreen and app_module.FULLSCREEN_REFUSED not in app.toasts.texts()
    clock.t += 0.2
    if wm:
        sizes.append((1920, 1080))  # the window manager's answer, a few frames on
    run(app, 1)
    clock.t += win.FULLSCREEN_WAIT_S
    run(app, 1)
    if wm:
        assert app.fullscreen and app.size == (1920, 1080) and app.midend.settings.fullscreen
    else:  # no answer in FULLSCREEN_WAIT_S: refused, said, SDL's state and the setting back
        assert not app.fullscreen and not pygame.display.is_fullscreen()
        assert app.size == (800, 600) and app_module.FULLSCREEN_REFUSED in app.toasts.texts()
        assert not app.midend.settings.fullscreen
