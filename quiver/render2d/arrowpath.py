"""The line an arrow moves along on a 2D board, in cell units: its body from the tail,
then straight on along its flight direction (the leave and bounce animations sample it).
"""

from __future__ import annotations

import math

from .tiles import VEC


class ArrowPath:
    """Board-space points (cell units) an arrow moves along: its cells, then its ray line."""

    def __init__(self, cells: list[tuple[int, int]], d: int, extra: int) -> None:
        vx, vy = VEC[d]
        hx, hy = cells[-1]
        self.points = [(float(x), float(y)) for x, y in cells]
        self.points += [(float(hx + vx * k), float(hy + vy * k)) for k in range(1, extra + 1)]
        self.length = len(cells)  # cells in the body
        self.dir = d

    def at(self, s: float) -> tuple[float, float]:
        """The point at arc length s (0 = the tail at rest; below 0, straight back from
        the tail: a bounced arrow's recoil)."""
        pts = self.points
        if s <= 0 and len(pts) > 1:
            (x0, y0), (x1, y1) = pts[0], pts[1]
            return x0 + (x0 - x1) * -s, y0 + (y0 - y1) * -s
        if s <= 0:
            return pts[0]
        k = int(math.floor(s))
        if k >= len(pts) - 1:
            # past the end: keep going straight along the flight direction
            vx, vy = VEC[self.dir]
            over = s - (len(pts) - 1)
            return pts[-1][0] + vx * over, pts[-1][1] + vy * over
        f = s - k
        (x0, y0), (x1, y1) = pts[k], pts[k + 1]
        return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f

    def span(self, a: float, b: float) -> list[tuple[float, float]]:
        """The polyline from arc length a to b (a < b), corners included."""
        out = [self.at(a)]
        k = int(math.floor(a)) + 1
        while k < b:
            out.append(self.at(k))
            k += 1
        out.append(self.at(b))
        return out
