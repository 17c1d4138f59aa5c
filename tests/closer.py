"""Zoom a 2D play scene in as a tap does where it opened whole with cells too small to tap
(s342: a big picture's first look is the whole of it; tests about a zoomed-in, panned
board take that tap first)."""

from __future__ import annotations


def look_closer(play, pos=None) -> None:
    """A tap at `pos` (None: the area's middle) where the cells are too small to tap."""
    if play.view.tap_zooms():
        play.controls.look_closer(pos or play.view.area_center())
