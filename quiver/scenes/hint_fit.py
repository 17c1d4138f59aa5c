"""How big the 2D hint ring (and Tab's) is drawn round an arrow's head where the HUD's pieces or the
window's edge are nearer than its own radius: the ring shrinks to its room, down to a
ring still clear of the head, then flattens on the crowded side into an oval that keeps
clear of the head's cell, so a player who asked for help sees it whole (s332: round a
top-row arrow it was cut flat at the foot of the top bar's chips, at 800x600 a third of
it gone, 1920x1080 near half)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

EDGE = 4  # px between the ring's outer ink (2 px past its radius) and what it keeps off
INNER = 7  # px of ink inside the ring's radius (its 5 px line and the 2 px of ink under it)


def ring_radii(
    centre: tuple[int, int],
    nominal: int,
    least: int,
    cell: int,
    window: pygame.Rect,
    keep_off: Sequence[pygame.Rect],
    inner: int = INNER,
) -> tuple[int, int]:
    """The ring's (x, y) radii round `centre`: `nominal` where it has the room; else the
    room it has (no less than `least`, a ring clear of the head), the same both ways; on
    a side with less room than that, that way's radius alone is the room, down to a ring
    just clear of the head's cell (`cell` px; a window too small for even that: that), its
    ink `inner` px inside its radius (the hint's ring; Tab's, thinner, passes 3)."""
    room_x, room_y, room = rooms(centre, nominal, window, keep_off)
    both = min(nominal, room)
    if both >= least:
        return both, both
    snug = cell // 2 + inner
    rx = least if room_x >= least else max(snug, room_x)
    ry = least if room_y >= least else max(snug, room_y)
    return min(rx, nominal), min(ry, nominal)


def rooms(
    centre: tuple[int, int], nominal: int, window: pygame.Rect, keep_off: Sequence[pygame.Rect]
) -> tuple[int, int, int]:
    """The largest radii that keep a ring round `centre` EDGE px inside the window and off
    each rect of `keep_off`: (across, down, a circle's): across and down, of the rects
    straight beside or over and under it; a circle's, of all of them (one off on a slant
    counts by its nearest corner)."""
    cx, cy = centre
    across = min(cx - window.left, window.right - cx)
    down = min(cy - window.top, window.bottom - cy)
    slant = float(nominal + 2 + EDGE)
    for r in keep_off:
        if r.w <= 0 or r.h <= 0 or r.collidepoint(cx, cy):
            continue
        dx = max(r.left - cx, cx - r.right, 0)
        dy = max(r.top - cy, cy - r.bottom, 0)
        if dx == 0:
            down = min(down, dy)
        elif dy == 0:
            across = min(across, dx)
        else:
            slant = min(slant, math.hypot(dx, dy))
    pad = EDGE + 2
    return across - pad, down - pad, int(min(across, down, slant)) - pad
