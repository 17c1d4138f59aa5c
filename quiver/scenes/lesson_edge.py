"""3D and Flat 3D: a lesson's far pointer that ends at the edge of the arrow it points at
(coach.py). The pointer of its own by the arrow (bubble.pointer) lies `gap` from the pixel
aimed at, off every other arrow but on the arrow itself: at 640x480 the Flat lesson's
"Lower steps block it too" pointer hid the head it asked the player to tap, and the 3D
one sat on the tower's front (s132). Where a straight way from that pixel crosses only
that arrow and then the background (a grey block face), the pointer stands there, its tip
at the arrow's edge, on no arrow at all."""

from __future__ import annotations

import math
import weakref

import pygame

from .bubble import hits, on_other_arrow

__all__ = ["edge_pointer"]

Points = list[tuple[int, int]]
WAYS = [(0, 1), (0, -1), (-1, 0), (1, 0), (-1, 1), (1, 1), (-1, -1), (1, -1)]
_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> the way drawn last frame


def edge_pointer(
    play, coach, target: tuple[int, int], gap: int, u: float, avoid: list[pygame.Rect], most: int = 0
) -> Points:
    """A pointer (base, base, tip) at the edge of the arrow `coach` aims at, from the
    `target` pixel on it: along one of eight ways, the first pixel past the arrow, when
    only that arrow lay between, at most `most` pixels away (4 * gap), where a pointer
    covers no arrow and stays in the window, off the `avoid` rectangles: the way drawn
    last frame (it does not hop as the view turns), else the nearest. [] where none does."""
    aimed = coach.aimed
    if aimed is None or play.flat_view:
        return []
    most = most or 4 * gap
    keep = _KEPT.setdefault(coach, [])
    covers = on_other_arrow(play, None)  # (any arrow: its own too)
    half, length = int(12 * u), max(12, gap - 12)
    found = []
    for k, (dx, dy) in enumerate(WAYS):
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        edge = _edge(play, target, (ux, uy), aimed, most)
        if edge is None:
            continue
        tx, ty = edge[0] + ux * 2, edge[1] + uy * 2
        for long in (length, length * 2 // 3, length // 2):  # (shorter by the bubble)
            bx, by = tx + ux * long, ty + uy * long
            pts = [
                (round(bx - uy * half), round(by + ux * half)),
                (round(bx + uy * half), round(by - ux * half)),
                (round(tx), round(ty)),
            ]
            if not covers(pts) and not any(hits(pts, r) for r in avoid):
                found.append((k not in keep, math.hypot(tx - target[0], ty - target[1]), k, pts))
                break
    if not found:
        return []
    _, _, k, pts = min(found)  # the way drawn last frame, else the nearest edge
    keep[:] = [k]
    return pts


def _edge(play, target, way, aimed: int, most: int) -> tuple[float, float] | None:
    """The first pixel from `target` along `way` that no arrow covers, where every pixel
    before it is arrow `aimed`'s; None where another arrow comes first or none within `most`."""
    x, y = target
    for step in range(2, most, 2):
        p = (x + way[0] * step, y + way[1] * step)
        got = play.arrow_at((int(p[0]), int(p[1])))
        if got is None:
            return p
        if got != aimed:
            return None
    return None
