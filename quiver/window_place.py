"""The whole window, its frame (the window manager's title bar and borders) with it, on the
screen (s315). SDL centres the window it opens on its display by the window's own size,
the frame left out, and a manager such as openbox puts the frame's top-left where SDL
asked: on a 1024x768 screen a 1024x720 window's frame ran from y=24 to y=769 and one
pixel past either side; on a 640x480 one a 640x480 window's frame was 642x505, the bottom
bar's buttons under the screen's edge. Once the window is open its frame is known: it is
made small enough for the screen's usable part and centred there. SDL's window position
is its inside's (SDL itself adds the frame it was told of), so the frame is reckoned here.
"""

from __future__ import annotations

import contextlib
import time
import warnings

import pygame

from quiver import window_x11
from quiver.window_density import display_index, usable_bounds

FRAME_WAIT_S = 0.2  # how long a window manager may take to say its frame (openbox: at once)


def usable_rect() -> tuple[int, int, int, int] | None:
    """The window's display less its taskbars and docks (x, y, w, h: SDL's usable bounds);
    None where it cannot say."""
    rect = usable_bounds(display_index())
    return rect if rect is not None and rect[2] > 0 and rect[3] > 0 else None


def _frame() -> tuple[int, int, int, int] | None:
    """The manager's frame (window_x11.frame_extents), waited for a moment when not said yet."""
    end = time.monotonic() + FRAME_WAIT_S
    while True:
        said = window_x11.frame_extents()
        if said is not None or time.monotonic() >= end or window_x11.wm_runs() is not True:
            return said
        pygame.event.pump()
        time.sleep(0.01)


def fitted(
    room: tuple[int, int, int, int],
    frame: tuple[int, int, int, int],
    pos: tuple[int, int],
    size: tuple[int, int],
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where the window's inside goes (position, size) so that its frame lies in `room`: as it
    is when it does already, else made no bigger than the room less the frame and centred."""
    left, right, top, bottom = frame
    rx, ry, rw, rh = room
    w, h = min(size[0], rw - left - right), min(size[1], rh - top - bottom)
    x0, y0 = pos[0] - left, pos[1] - top  # the frame's top-left
    if (
        (w, h) == size
        and rx <= x0
        and ry <= y0
        and x0 + w + left + right <= rx + rw
        and y0 + h + top + bottom <= ry + rh
    ):
        return pos, size
    x = rx + max(0, (rw - w - left - right) // 2) + left
    y = ry + max(0, (rh - h - top - bottom) // 2) + top
    return (x, y), (w, h)


def on_screen(least: tuple[int, int]) -> tuple[int, int]:
    """Put the open window with its frame on the screen's usable part (see the module's
    note); `least` is its minimum size, which comes back lowered when the window was made
    smaller than it. Nothing where no window manager frames it (off X11, a bare X server),
    or while it is fullscreen or maximised (the manager's own geometry)."""
    if pygame.display.is_fullscreen() or window_x11.wm_maximised():
        return least
    frame, room = _frame(), usable_rect()
    if frame is None or room is None:
        return least
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # (the display module's window)
        win = pygame.Window.from_display_module()
        said, at = window_x11.window_size() or win.size, win.position
        size = (int(said[0]), int(said[1]))
        pos, fit = fitted(room, frame, (int(at[0]), int(at[1])), size)
        if fit != size:
            least = (min(least[0], fit[0]), min(least[1], fit[1]))
            win.minimum_size = least
            win.size = fit
        if pos != (at[0], at[1]) or fit != size:
            win.position = pos
    return least
