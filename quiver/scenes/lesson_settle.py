"""The lesson's bubble (quiver/scenes/coach.py) held where it stands while the player zooms
the 3D view, placed again once the zoom settles (s283: at 1920x1080 a zoom in by a pinch,
a trackpad or + held moved the 3D lesson's bubble 2-4 times in 50 frames, Flat 3D's up to 6,
the growing shape pushing it from each place in turn; now once, when the zoom stops)."""

from __future__ import annotations

from typing import Any

import pygame

from .bubble_place import boxes

SETTLE = 0.25  # seconds with no change of zoom before the bubble is placed again

Placed = tuple[Any, pygame.Rect, str]  # (the wrapped line, the bubble, its side)


class Settle:
    """When the view's zoom last changed, and the bubble placed before the zoom began."""

    def __init__(self) -> None:
        self._zoom: float | None = None
        self._at = float("-inf")
        self._kept: tuple[tuple, Placed] | None = None

    def see(self, play, now: float) -> None:
        """Each frame (and each layout): the 3D camera's zoom looked at."""
        camera = getattr(getattr(play, "ctl", None), "camera", None)
        zoom = None if camera is None else camera.zoom
        if zoom != self._zoom:
            if self._zoom is not None and zoom is not None:
                self._at = now
            self._zoom = zoom

    def zooming(self, now: float) -> bool:
        """The zoom changed less than SETTLE ago (the coach animates, so the frame it
        settles is drawn: its key says so)."""
        return now - self._at < SETTLE

    def held(self, key: tuple, now: float, target, body, avoid) -> Placed | None:
        """The bubble placed for `key` (stage, step, window) before this zoom, while the zoom
        goes on and it still leaves the arrow it talks about clear (the `target` pixel and its
        `body`, footprint's spots; none for a step about no arrow, whose bubble sits on its
        target) and the `avoid` boxes (Skip, the minimap); else None (placed afresh)."""
        if self._kept is None or self._kept[0] != key or not self.zooming(now):
            return None
        rect = self._kept[1][1]
        if body and rect.inflate(8, 8).collidepoint(target):
            return None
        if rect.collidelist([*boxes(body), *(avoid or [])]) >= 0:
            return None
        return self._kept[1]

    def keep(self, key: tuple, placed: Placed) -> None:
        self._kept = (key, placed)
