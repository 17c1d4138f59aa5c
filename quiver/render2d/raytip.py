"""Where a blocked tap's ray starts on the 2D board (fx.Effects): only ahead of the tip of
the arrow bouncing along it, and where that tip came to rest after (s112: the ray ran
from the head's middle, over the moving arrow's centre line behind its tip)."""

from __future__ import annotations

import math

Point = tuple[float, float]


def behind_tip(pos: Point, end: Point, tips: list[tuple[Point, Point]], start: float | None) -> float | None:
    """The share of the ray from `pos` to `end` behind the tip, among `tips` (each a tip's
    pixel and the way its head points), that moves along it; `start`, the share before,
    where none does (None: no tip seen yet, the ray starts at the head)."""
    n = math.dist(pos, end)
    if n < 1e-6:
        return start
    wx, wy = (end[0] - pos[0]) / n, (end[1] - pos[1]) / n
    for (tx, ty), (vx, vy) in tips:
        along = (tx - pos[0]) * wx + (ty - pos[1]) * wy
        across = abs((tx - pos[0]) * wy - (ty - pos[1]) * wx)
        if vx * wx + vy * wy > 0.99 and across < 2 and along >= 0:
            start = min(1.0, along / n)
    return start
