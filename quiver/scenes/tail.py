"""The lesson bubble's tail from its side (quiver/scenes/coach.py): a bubble beside what
it points at (a column by a 3D shape, s57) had a thin tail slanting from its top or
bottom corner, or a dashed leader from there to a small pointer by the arrow (s64: a
tail from the side edge nearest the target reads as the bubble's own, as in a comic)."""

from __future__ import annotations

import math

import pygame

Point = tuple[int, int]


def beside(bubble: pygame.Rect, target: Point) -> int:
    """-1 or 1 when the `target` lies left or right of the `bubble`, at least twice as far
    from its side as above or below it (a tail from that side reaches it, slanting less
    than about 27 degrees off level); 0 else (a tail across the board to a target far
    above a bubble in the bottom corner hid a strip of three arrows: the leader stays)."""
    ax, ay = target
    dx = bubble.x - ax if ax < bubble.x else ax - bubble.right if ax > bubble.right else 0
    dy = bubble.y - ay if ay < bubble.y else ay - bubble.bottom if ay > bubble.bottom else 0
    if dx <= 0 or dx < 2 * dy:
        return 0
    return -1 if ax < bubble.x else 1


def side_tail(bubble: pygame.Rect, target: Point, reach: int, u: float, way: int) -> list[Point]:
    """A tail from the bubble's side (`way` -1 its left, 1 its right) to `reach` pixels
    short of the `target`: its base on the side edge (a pixel inside, under the bubble
    drawn over it), level with the target as far as the rounded corners let it; its
    third point the tip, as a pointer's (leader.draw_pointer). [] where it is too short."""
    half = max(4, min(int(12 * u), bubble.h // 2 - 6))
    corner = int(14 * u)
    lo, hi = bubble.y + min(corner + half, bubble.h // 2), bubble.bottom - min(corner + half, bubble.h // 2)
    bx = bubble.x + 1 if way < 0 else bubble.right - 1
    by = max(lo, min(hi, target[1]))
    dx, dy = target[0] - bx, target[1] - by
    length = math.hypot(dx, dy)
    if length <= reach + 8:
        return []
    k = (length - reach) / length
    return [(bx, by - half), (bx, by + half), (round(bx + dx * k), round(by + dy * k))]


def tip_end(tail: list[Point], length: int) -> list[Point]:
    """The last `length` pixels of the `tail` toward its tip, as a triangle (what reads as
    the arrow pointed at: it must lie on no other arrow)."""
    (x0, y0), (x1, y1), (tx, ty) = tail
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    full = math.hypot(tx - mx, ty - my)
    if full <= length:
        return tail
    k = length / full  # (the cross-section there, in the same proportion)
    return [
        (round(tx + (x0 - tx) * k), round(ty + (y0 - ty) * k)),
        (round(tx + (x1 - tx) * k), round(ty + (y1 - ty) * k)),
        (tx, ty),
    ]
