"""s312: on a screen whose usable part cannot hold the smallest window (480x360) with its title
bar, the game starts fullscreen (window.too_small_for_a_window): a 480x360 window on a
480x360 screen ran 25 px off its bottom under openbox, the menu's last row cut. Where no
window manager runs there is no title bar: the window fits, and fullscreen would only be
refused. (tests/test_s312_small_screen_xvfb.py: in a real X window.)"""

from __future__ import annotations

import pytest

from quiver import window as win


@pytest.mark.parametrize(
    ("room", "manager", "small"),
    [
        ((480, 360), True, True),  # the title bar would hang off
        ((480, 360), None, True),  # (off X11: a window system draws one)
        ((480, 360), False, False),  # a bare X server: no title bar, it fits
        ((640, 480), True, False),  # 640x432 fits under its title bar
        ((1920, 1080), True, False),
        ((470, 900), True, True),  # too narrow
        (None, True, False),  # the screen cannot say
    ],
)
def test_a_screen_too_small_for_a_window(monkeypatch, room, manager, small):
    monkeypatch.setattr(win, "_usable_bounds", lambda: room)
    monkeypatch.setattr(win, "wm_runs", lambda: manager)
    assert win.too_small_for_a_window() is small
