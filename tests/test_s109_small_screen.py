"""s109, a stranger on a 480x360 screen (Xvfb): the first window opened at 640x480, the
least window the game allows, and hung 80 px off each side and 60 off the top and the
bottom: the play screen's hearts and Hint / Restart / Pause and the lesson's words were
cut off, though every screen is laid out for 480x360 (tools/layout.py). A screen smaller
than 640x480 now gets a window of its own size, down to 480x360; a bigger one as before."""

from __future__ import annotations

import pytest
from test_stranger_nine import first_window


@pytest.mark.slow  # (the game's own start: a window)
@pytest.mark.parametrize(
    ("usable", "opened"),
    [
        ((480, 360), (480, 360)),
        ((560, 420), (560, 420)),  # (no room for a title bar either way: the screen's size)
        ((400, 300), (480, 360)),  # below what the layouts are checked at: that least
        ((800, 500), (800, 480)),  # bigger than 640x480: as before (test_stranger_nine)
        ((1366, 768), (1280, 720)),
    ],
)
def test_the_games_first_window_fits_a_screen_smaller_than_640x480(monkeypatch, tmp_path, usable, opened):
    size, window_size, top, _toasts = first_window(monkeypatch, tmp_path, usable)
    assert (size, window_size, top) == (opened, opened, opened)
