"""Where a combo count ("x3") stands (fx.Effects): beside the cleared arrow's flight,
clear of its streak and the arrow flying along it, inside the board's area, and off the
live arrows' heads where room allows (s103: "x4" stood over the last arrow's head for
about a second). `f` is the count's effect (fx._Fx: its pos, end, reach, side, shift)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from .draw import clear_of


class ComboPlacing:
    """Effects' placing of its combo counts (reads its scale, motion, area and heads)."""

    scale: float
    motion: bool
    area: pygame.Rect | None
    heads: Callable[[], list[pygame.Rect]] | None
    # the ways the other arrows still flying will cover (the 2D board's): kept off as heads
    # are (s112: in a quick run "x4" stood on the arrow before it, flying along the row above)
    flights: Callable[[], list[pygame.Rect]] | None = None

    def combo_rect(self, f, u: float, size: tuple[int, int]) -> pygame.Rect:
        """Where a combo count of `size` pixels stands at `u` of its life: 30 px over the
        head, rising (no flight given); else beside the flight's path (Effects.combo), its
        near edge `reach` and a gap off the path, moving away from it as it rises."""
        k, (w, h) = self.scale, size
        lift = 44 * u * k if self.motion else 0
        (x, y), (dx, dy) = f.pos, f.end
        area = self.area
        if not (dx or dy):
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x), int(y - 30 * k - lift))
            if area is not None:  # near the top: under the bar, whole (not cut by it)
                r.top = max(r.top, area.top + 4)
            return r
        sides = [(dy, -dx), (-dy, dx)]  # the path's two sides: the upper first
        sides.sort(key=lambda p: p[1])
        if abs(dx) < 0.2:  # up or down: the side toward the board's middle first
            mid = area.centerx if area is not None else x
            sides.sort(key=lambda p: -p[0] * (mid - x))
        if f.side is None:  # chosen once, where it first shows (it does not flip as it rises)
            f.side, f.shift = self._place(f, sides, w, h)
        return self._kept(_beside(f, f.side, w, h, lift, k))

    def _place(self, f, sides: list, w: int, h: int) -> tuple[tuple[float, float], tuple[int, int]]:
        """The side of the path a `w` x `h` count stands on, and its shift off the live
        heads: the first side clear of the flying arrow and of the heads; else the first
        that one shift clears of the heads and keeps off the path (s112: with no side free
        of heads, the one shift could take it across the path, onto the flying arrow);
        else the first clear of the arrow, unshifted (over a head, not over the flight)."""
        k, live = self.scale, self._live()  # (once: every live head, 24 ms on 1000 arrows)
        fits = [p for p in sides if _off_path(f, p, self._kept(_beside(f, p, w, h, 0.0, k)))]
        for p in fits or sides:
            if not _on(self._swept(f, p, w, h), live):
                return p, (0, 0)
        for p in fits:
            r = self._swept(f, p, w, h)
            near = _on(r.inflate(4 * r.w, 4 * r.h), live)
            moved = clear_of(r, near, self.area, allowed=partial(_off_path, f, p))
            if moved != r:
                return p, (moved.x - r.x, moved.y - r.y)
        return (fits or sides)[0], (0, 0)

    def _swept(self, f, side: tuple[float, float], w: int, h: int) -> pygame.Rect:
        """All a count of `w` x `h` on `side` of the path covers as it rises."""
        k, lift = self.scale, (44 * self.scale if self.motion else 0)
        return self._kept(_beside(f, side, w, h, 0.0, k)).union(self._kept(_beside(f, side, w, h, lift, k)))

    def _live(self) -> list[pygame.Rect]:
        """The live arrows' heads, and the ways of those still flying (none where no board
        gives them): what a count keeps off. Asked once a placing (s178: three times or
        more, each every head of a 64x64 board's 1000 arrows)."""
        return ([] if self.heads is None else self.heads()) + ([] if self.flights is None else self.flights())

    def head_shift(self, f, size: tuple[int, int]) -> tuple[int, int]:
        """How far a combo count moves (once, for all its rise) off the live arrows' heads
        its side of the path leaves it over (chosen with its side, `_place`): none with no
        flight, or where no way clears them inside the area and off the flight path."""
        if f.shift is None:
            f.shift = (0, 0)
        return f.shift

    def off_path(self, f) -> Callable[[pygame.Rect], bool]:
        """Whether a place for the count `f` keeps clear of its flying arrow (any place,
        before its side is chosen or with no flight)."""
        if f.side is None or not any(f.end):
            return lambda r: True
        return lambda r: _off_path(f, f.side, r)

    def _kept(self, r: pygame.Rect) -> pygame.Rect:
        """`r` moved into the board's area (under the top bar: whole, not cut by it)."""
        if self.area is not None:
            r = r.clamp(self.area.inflate(0, -8))
        return r


def _on(r: pygame.Rect, kept: list[pygame.Rect]) -> list[pygame.Rect]:
    """Those of `kept` that `r` covers, in their order."""
    return [kept[i] for i in r.collidelistall(kept)]


def _off_path(f, side: tuple[float, float], r: pygame.Rect) -> bool:
    """Whether the count `r` keeps clear of the flying arrow on that `side` of its path:
    its nearest corner 3/4 of f.reach off the path (the reach is the head's ring round
    it; the arrowhead is 0.92 of a cell wide, the ring 1.24)."""
    (x, y), (px, py) = f.pos, side
    corners = (r.topleft, r.topright, r.bottomleft, r.bottomright)
    return min(px * (cx - x) + py * (cy - y) for cx, cy in corners) >= 0.75 * f.reach


def _beside(f, side: tuple[float, float], w: int, h: int, lift: float, k: float) -> pygame.Rect:
    """A `w` x `h` combo count on `side` of the path from f.pos (Effects.combo_rect): its
    near edge f.reach and a gap (6 px at scale `k`) off it, `lift` farther up (away from
    a path it stands below)."""
    (x, y), (px, py) = f.pos, side
    away = f.reach + 6 * k + abs(px) * w / 2 + abs(py) * h / 2
    rise = (0.0, -lift) if py <= 0 else (px * lift, py * lift)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(x + px * away + rise[0]), int(y + py * away + rise[1]))
    return r
