"""s294: the game's fullscreen follows the window's real state at each resize. s284: the
window manager quit while the game was fullscreen (openbox, under Xvfb); the window fell
back to its windowed 1280x800, but the game (and SDL) still said fullscreen, so the next
F11 only "left" it (nothing seen) and the setting stayed on. Started again, the manager
made the window fullscreen again (the window's _NET_WM_STATE still said so) while the game
said windowed. Now a resize asks window.fullscreen_now (the running manager's word; with
none, SDL's while the window has a screen's size) and the game, SDL's flag and the saved
setting follow it.
Stand-ins for SDL's and the X server's words (no window opened); the real run under Xvfb
with openbox is in the s294 report (screenshots)."""

from __future__ import annotations

import time

import pygame
import pytest
from app_helpers import app_maker, run
from test_s282_fullscreen_frames import Clock, _f11

from quiver import window as win
from quiver.game.settings import load_settings

SCREEN, WINDOWED = (1920, 1080), (1280, 800)


class Display:
    """What SDL and the X server say: SDL's fullscreen flag (toggle_fullscreen sets it), a
    running window manager's word (window_x11.wm_fullscreen; None: none runs) and the
    window's size."""

    def __init__(self):
        self.sdl, self.wm, self.size = False, None, WINDOWED

    def toggle(self, was: bool) -> bool:
        self.sdl = not was
        return self.sdl


@pytest.fixture
def shown(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=WINDOWED)
        d = Display()
        monkeypatch.setattr(win, "toggle_fullscreen", d.toggle)
        monkeypatch.setattr(win, "window_size", lambda: d.size)
        monkeypatch.setattr(win, "x_window_size", lambda: d.size)
        monkeypatch.setattr(win, "wm_fullscreen", lambda: d.wm)
        monkeypatch.setattr(win, "at_least_minimum", lambda: d.size)
        monkeypatch.setattr(pygame.display, "is_fullscreen", lambda: d.sdl)
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [SCREEN])
        monkeypatch.setattr(pygame.display, "get_surface", lambda: object())  # (a window is up)
        monkeypatch.setattr(time, "monotonic", Clock())
        app.want_window = True
        yield app, d


def resized(app, d, size, wm):
    """The window manager makes the window `size`, saying `wm` (None: it quit): the resize
    event a frame sees."""
    d.size, d.wm = size, wm
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def f11(app):
    _f11(app)
    run(app, 1)


def saved() -> bool:
    return load_settings()[0].fullscreen


def fullscreen(app, d):
    f11(app)
    resized(app, d, SCREEN, True)  # (openbox takes it)
    run(app, 1)
    assert app.fullscreen and d.sdl and saved()


def test_the_window_manager_quitting_leaves_the_game_windowed_and_the_next_f11_asks_again(shown):
    app, d = shown
    fullscreen(app, d)
    resized(app, d, WINDOWED, None)  # (openbox quit: its windowed size back)
    assert not app.fullscreen and not d.sdl and not saved()  # (before: all three still on)
    assert app.size == WINDOWED
    f11(app)  # (before: it left fullscreen, as far as the game knew; nothing changed)
    assert app.fullscreen and d.sdl  # asked for again


def test_the_window_manager_back_makes_it_fullscreen_and_the_game_follows(shown):
    app, d = shown
    fullscreen(app, d)
    resized(app, d, WINDOWED, None)
    assert not app.fullscreen and not d.sdl
    resized(app, d, SCREEN, True)  # (openbox again: the state left on the window says fullscreen)
    assert app.fullscreen and d.sdl and saved()
    f11(app)
    assert not app.fullscreen and not d.sdl  # the next F11 leaves it


@pytest.mark.parametrize(
    ("sdl", "wm", "size", "full"),
    [
        (False, False, SCREEN, False),  # a window made as big as the screen is no fullscreen
        (False, None, SCREEN, False),  # (with no manager either)
        (True, None, SCREEN, True),  # none runs (killed, or keeps no _NET_WM_STATE): SDL's word
        (True, True, SCREEN, True),
        (True, True, (1000, 700), True),  # a manager's fullscreen at a tile's size (s276)
    ],
)
def test_a_resize_changes_nothing_where_the_game_already_agrees(shown, sdl, wm, size, full):
    app, d = shown
    if full:
        fullscreen(app, d)
    d.sdl = sdl
    resized(app, d, size, wm)
    assert app.fullscreen == full and d.sdl == sdl and saved() == full


def test_the_resizes_while_f11_waits_for_its_answer_are_not_taken_for_one(shown):
    app, d = shown
    f11(app)  # (asked: SDL says fullscreen, the X server's size not yet the screen's)
    resized(app, d, WINDOWED, None)
    assert app.fullscreen and d.sdl  # still waiting (fullscreen_answer's, each frame)
