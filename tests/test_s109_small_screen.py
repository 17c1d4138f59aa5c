"""s109, a stranger on a 480x360 screen (Xvfb): the first window opened at 640x480, the
least window the game allows, and hung 80 px off each side and 60 off the top and the
bottom: the play screen's hearts and Hint / Restart / Pause and the lesson's words were
cut off, though every screen is laid out for 480x360 (tools/layout.py). A screen smaller
than 640x480 now gets a window as big as fits with its frame (s315); one too small for a
480x360 window and its frame starts fullscreen (s312)."""

from __future__ import annotations

import pytest
from test_stranger_nine import first_window

FULL = "fullscreen"


@pytest.mark.slow  # (the game's own start: a window)
@pytest.mark.parametrize(
    ("usable", "opened"),
    [
        # too small for 480x360 with a frame: fullscreen (s312, window.too_small_for_a_window;
        # off X11 a window manager is assumed), at the screen's whole size
        ((480, 360), FULL),
        ((400, 300), FULL),  # (below what the layouts are checked at)
        ((560, 420), (544, 372)),  # as big as fits with its frame (s315: 16 px sides, 48 title)
        ((800, 500), (784, 452)),  # bigger than 640x480: the same rule (test_stranger_nine)
        ((1366, 768), (1280, 720)),
    ],
)
def test_the_games_first_window_fits_a_screen_smaller_than_640x480(monkeypatch, tmp_path, usable, opened):
    size, window_size, top, _toasts = first_window(monkeypatch, tmp_path, usable)
    if opened == FULL:  # the dummy driver's whole screen (1024x768), bigger than `usable`: a
        opened = size  # window kept to the usable part would read smaller
        assert size[0] > usable[0] and size[1] > usable[1]
    assert (size, window_size, top) == (opened, opened, opened)
