"""s301: a window manager killed (SIGKILL: it gives nothing back) left the fullscreen window
at the screen's size; F11 then left fullscreen but SDL does not shrink a window no manager
handles: the game went on windowed at 1920x1080. Leaving fullscreen now sets the windowed
size the window had before it. On stand-ins here; in a real X window under Xvfb with
openbox killed: test_s301_fullscreen_xvfb.py."""

from __future__ import annotations

import pygame
import pytest

from quiver import window as win

SCREEN, WINDOWED = (1920, 1080), (1280, 800)


class Window:
    """pygame.Window as window.toggle_fullscreen uses it; `manager`: one restores the
    windowed size itself on leaving fullscreen (else nothing does: a bare X server)."""

    def __init__(self, size, manager):
        self._size, self.manager, self.sized = size, manager, []
        self.before = size

    @property
    def size(self):
        return self._size

    @size.setter
    def size(self, size):
        self.sized.append(tuple(size))
        self._size = tuple(size)

    def set_fullscreen(self, desktop=False):
        self.before, self._size = self._size, SCREEN

    def set_windowed(self):
        if self.manager:
            self._size = self.before


@pytest.fixture
def window(monkeypatch):
    def make(size=WINDOWED, manager=False):
        w = Window(size, manager)
        monkeypatch.setattr(pygame, "Window", type("Window", (), {"from_display_module": lambda: w}))
        monkeypatch.setattr(win, "x_window_size", lambda: w.size)
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [SCREEN])
        monkeypatch.setattr(win, "_windowed", None, raising=False)
        return w

    return make


def test_leaving_fullscreen_with_no_manager_sets_the_windowed_size_back(window):
    w = window()
    assert win.toggle_fullscreen(False) and w.size == SCREEN
    assert not win.toggle_fullscreen(True)  # F11 again, the manager gone (killed)
    assert w.size == WINDOWED and w.sized == [WINDOWED]  # (before: left at SCREEN)


def test_a_manager_that_gives_it_back_is_not_asked_twice(window):
    w = window(manager=True)
    win.toggle_fullscreen(False)
    win.toggle_fullscreen(True)
    assert w.size == WINDOWED and w.sized == []  # (SDL waits up to 100 ms on a size it has)


def test_a_window_a_manager_made_fullscreen_keeps_the_players_size(window):
    """fullscreen_follows turns SDL's state on for a window a manager made fullscreen (it
    came back): the screen's size is no windowed size to go back to."""
    w = window()
    win.toggle_fullscreen(False)
    win.toggle_fullscreen(True)
    w._size = SCREEN  # (the manager, back, made it fullscreen; SDL's state follows)
    win.toggle_fullscreen(False)
    win.toggle_fullscreen(True)
    assert w.size == WINDOWED


@pytest.mark.parametrize(
    "asked, saved, starts", [(None, True, True), (None, False, False), (False, True, False)]
)
def test_the_saved_fullscreen_is_the_start_and_app_fullscreen_false_a_windowed_bench(
    monkeypatch, tmp_path, asked, saved, starts
):
    """App(fullscreen=...) kept (s301 asked whether it had a caller): None, the game's own
    start (quiver.app.main), opens fullscreen as saved; bench/live3d.py passes False to
    measure a window whatever the player saved. (True is passed by nobody.)"""
    from app_helpers import app_maker

    from quiver.game.settings import Settings, save_settings

    with app_maker(monkeypatch, tmp_path, window=False) as make:  # (open_window: F11's toggle if so)
        save_settings(Settings(fullscreen=saved))
        assert make(fullscreen=asked)._start_fullscreen == starts
