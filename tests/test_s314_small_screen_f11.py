"""s314: on a screen too small for a window (window.too_small_for_a_window: 480x360 under a
title bar) F11 out of fullscreen is refused, and one line says why: out, the window was
480x360, 25 px off the screen (its title bar's height), and its minimum size, the layouts'
smallest, kept it from maximising. Settings' switch turned off turns on again. Elsewhere F11
leaves fullscreen as before. (test_s314_small_screen_f11_xvfb.py: in a real X window.)"""

from __future__ import annotations

import pytest

from quiver import app_fullscreen
from quiver import window as win


class Toasts:
    def __init__(self):
        self.said: list[str] = []

    def toast(self, text, kind=None, short=None):  # (s322: with its short form)
        self.said.append(text)


class Midend:
    def __init__(self):
        self.saved: list[bool] = []
        self.chosen: list[bool] = []  # (the player's, or the screen's: s331)

    def remember_fullscreen(self, on: bool, chosen: bool = True) -> bool:
        self.saved.append(on)
        self.chosen.append(chosen)
        return False


class Fullscreen:
    """The part of the App app_fullscreen.toggle reads, fullscreen now."""

    def __init__(self):
        self.feedback, self.midend, self.sizes, self.stack = Toasts(), Midend(), [], []
        self.fullscreen, self.want_window, self.force_present = True, True, False
        self._fullscreen_asked, self._save_answer, self._held, self._by_screen = None, False, False, False

    def _resize(self, size):
        self.sizes.append(tuple(size))

    def _grab(self, toasts=False):
        return None

    def remember_fullscreen(self):
        app_fullscreen.remember(self)


@pytest.fixture
def asked(monkeypatch):
    calls: list[bool] = []
    monkeypatch.setattr(win, "toggle_fullscreen", lambda on: calls.append(on) or not on)
    monkeypatch.setattr(win, "window_size", lambda: (480, 360))
    monkeypatch.setattr(win, "coming_size", lambda on: None)
    return calls


def test_f11_out_on_a_screen_too_small_for_a_window_stays_and_says_why(monkeypatch, asked):
    monkeypatch.setattr(win, "too_small_for_a_window", lambda: True)
    app = Fullscreen()
    app_fullscreen.toggle(app)
    assert asked == [] and app.fullscreen  # nothing asked of the window
    assert app.feedback.said == [app_fullscreen.STAYS_FULLSCREEN]
    assert app.midend.saved == [True]  # (Settings' switch on again, as the window is)
    assert app.midend.chosen == [False]  # (the screen's: the file keeps the player's, s331)
    assert "too small" in app_fullscreen.STAYS_FULLSCREEN


def test_f11_out_elsewhere_leaves_fullscreen(monkeypatch, asked):
    monkeypatch.setattr(win, "too_small_for_a_window", lambda: False)
    app = Fullscreen()
    app_fullscreen.toggle(app)
    assert asked == [True] and not app.fullscreen and app.feedback.said == []
