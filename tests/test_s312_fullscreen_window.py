"""s312, on stand-ins (no window): F11 from a maximised window gave back a window of the
maximised size but no longer maximised (SDL, leaving fullscreen, takes the maximised state
off where its own flag lost it while fullscreen): un-maximising then did nothing, the
player's own size was lost. Now the window is maximised again (seen in a real X window
under Xvfb with openbox: 1280x781 maximised, then 900x600 again). And the size F11 is
about to give, for the frame held through the resize (app_fullscreen.hold)."""

from __future__ import annotations

import pygame
import pytest

from quiver import window as win

SCREEN, WINDOWED, MAXED = (1920, 1080), (900, 600), (1920, 1031)


class Window:
    """pygame.Window as window.toggle_fullscreen uses it, under a manager that restores the
    size it had itself (SDL's word on maximised apart)."""

    def __init__(self, size):
        self.size, self.before, self.maximised = size, size, 0

    def set_fullscreen(self, desktop=False):
        self.before, self.size = self.size, SCREEN

    def set_windowed(self):
        self.size = self.before

    def maximize(self):
        self.maximised += 1


@pytest.fixture
def window(monkeypatch):
    def make(size, maximised):
        w = Window(size)
        monkeypatch.setattr(pygame, "Window", type("Window", (), {"from_display_module": lambda: w}))
        monkeypatch.setattr(win, "x_window_size", lambda: w.size)
        monkeypatch.setattr(win, "wm_maximised", lambda: maximised)
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [SCREEN])
        monkeypatch.setattr(win, "display_index", lambda: 0)
        monkeypatch.setattr(win, "_windowed", None, raising=False)
        monkeypatch.setattr(win, "_maximised", False, raising=False)
        return w

    return make


def test_a_maximised_window_is_maximised_again_after_fullscreen(window):
    w = window(MAXED, True)
    assert win.toggle_fullscreen(False) and w.size == SCREEN
    assert not win.toggle_fullscreen(True)
    assert w.size == MAXED and w.maximised == 1  # (before: 0, its maximised state gone)


def test_a_window_not_maximised_is_left_as_it_was(window):
    w = window(WINDOWED, False)
    win.toggle_fullscreen(False)
    win.toggle_fullscreen(True)
    assert w.size == WINDOWED and w.maximised == 0


def test_the_size_f11_is_about_to_give(window):
    window(WINDOWED, False)
    assert win.coming_size(False) == SCREEN  # going in: the display's size
    win.toggle_fullscreen(False)
    assert win.coming_size(True) == WINDOWED  # coming out: the windowed size it had
