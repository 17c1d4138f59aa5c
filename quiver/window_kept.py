"""The window's size, and whether it was maximised, kept from one game to the next.

s354, a first session on a 1366x768 laptop: the window maximised (or dragged to 1000x600),
the game quit and started again, and the window came back at 1280x720 in the middle of the
screen, unmaximised: progress, settings and the puzzle left mid-way came back, the window
did not. Now the game's own window (app.run: `App.keeps_window`) saves, as it closes, its
size while it is a plain window, or that it is maximised (the size it had before is kept),
in settings.json (`window_size`, `window_maximised`); the next start opens at that size,
made to fit the screen as the first start's is (window.fit_screen), and maximises it again.
Fullscreen is kept on its own (the `fullscreen` setting): a game closed in fullscreen keeps
the window as it was when fullscreen began (F11 out of it next time gives that one back).
Maximised is the window manager's word (X11, as F11 reads it); where none says, the size
alone is kept. Where the window goes is the window manager's, centred (window_place), as
the first time.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Sequence
from typing import Protocol

import pygame

from quiver import window as win
from quiver import window_x11
from quiver.game.midend import Midend
from quiver.game.settings import WINDOW_SIZE
from quiver.window_sizes import MIN_SIZE

LARGEST = 16384  # a size kept beyond this (a hand-edited file) is not a window's


class Keeps(Protocol):
    """What of the App this module reads (not importing its owner)."""

    midend: Midend
    fullscreen: bool
    want_window: bool
    _fullscreen_asked: tuple[tuple[int, int], float] | None


def size_of(text: object) -> tuple[int, int] | None:
    """The size a `window_size` setting names ("1000x600"), None for "" or anything else."""
    if not isinstance(text, str) or WINDOW_SIZE.fullmatch(text) is None:
        return None
    w, h = (int(n) for n in text.split("x"))
    return (w, h) if 0 < w <= LARGEST and 0 < h <= LARGEST else None


def start_size(midend: Midend, default: Sequence[int]) -> tuple[int, int]:
    """The size to open at, before fitting to the screen: the one kept (never below the
    least a player can drag the window to), else `default`."""
    kept = size_of(midend.settings.window_size)
    if kept is None:
        return int(default[0]), int(default[1])
    return max(kept[0], MIN_SIZE[0]), max(kept[1], MIN_SIZE[1])


def reopen(app: Keeps) -> None:
    """Maximise the newly opened window again when it was maximised as the game last closed
    (over a fullscreen start: F11 out of it gives back a maximised window)."""
    if not app.midend.settings.window_maximised:
        return
    if app.fullscreen or app._fullscreen_asked is not None:
        win.maximised_after_fullscreen()
        return
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # (the display module's own window)
        pygame.Window.from_display_module().maximize()


def remember(app: Keeps) -> None:
    """Keep the window's size, or that it is maximised, as the game closes; in fullscreen,
    the window's as fullscreen began (not while F11's answer is awaited; nor where the
    settings could not be read: the file is not written over)."""
    if not app.want_window or app._fullscreen_asked is not None:
        return
    midend = app.midend
    if not midend.settings_loaded:
        return
    with contextlib.suppress(pygame.error):
        if app.fullscreen:
            windowed, maximised = win.before_fullscreen()
            if windowed is None:
                return
        else:
            windowed, maximised = win.window_size(), window_x11.wm_maximised()
        size = midend.settings.window_size if maximised else "{}x{}".format(*windowed)
        if (size, maximised) != (midend.settings.window_size, midend.settings.window_maximised):
            midend.settings.window_size, midend.settings.window_maximised = size, maximised
            midend.save_settings()
