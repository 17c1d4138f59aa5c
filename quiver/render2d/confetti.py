"""A win's confetti (fx.Effects.cheer): how far it flies for the size of what it celebrates,
and its pieces at a moment of its flight.

Its reach followed the HUD (90 px at the HUD's scale): at 1920x1080 a modest puff round
a picture 600 px across. It now follows the drawn size of what it celebrates (the 2D
picture's rect, the 3D / Flat-3D model's outline on screen; without one, the board's part
of the window), never less than READS_AT (still reads round a small picture at 480x360)
nor more than WINDOW_SHARE of that part of the window. The pieces grow with it, fewer
than in step (a bigger spread reads as bigger, not as a sparse ring of specks).
"""

from __future__ import annotations

import math

import pygame

__all__ = ["BASE_REACH", "PIECES", "READS_AT", "pieces", "reach_for"]

BASE_REACH = 90  # px at the HUD's scale 1: the reach with no size to go by
READS_AT = 60  # px at the HUD's scale 1: the least reach
BOX_SHARE = 0.3  # the reach: this share of the shorter side of what it celebrates
WINDOW_SHARE = 0.25  # and at most this share of the shorter side of the board's part
PIECES = 18  # confetti pieces a cheer at the base reach (up to twice as many)


def reach_for(around: pygame.Rect | None, area: pygame.Rect | None, scale: float) -> float:
    """How far a cheer round `around` flies (window pixels), `area` the board's part of the
    window (effects stay in it), `scale` the HUD's."""
    box = around if around is not None else area
    if box is None or min(box.w, box.h) <= 0:
        return BASE_REACH * scale
    reach = BOX_SHARE * min(box.w, box.h)
    if area is not None:
        reach = min(reach, WINDOW_SHARE * min(area.w, area.h))
    return max(READS_AT * scale, reach)


def pieces(pos, reach: float, scale: float, u: float, colours) -> tuple[list, pygame.Rect]:
    """The pieces at `u` of the flight out of `pos` reaching `reach` at full: a list of
    (colour, corners), and the rect they stay in. Flung out, then dropping; nothing random."""
    x, y = pos
    grow = reach / (BASE_REACH * scale)
    z = scale * min(1.5, max(0.8, math.sqrt(grow)))  # the pieces' size
    n = round(PIECES * min(2.0, max(1.0, grow)))
    out = reach * (1 - (1 - u) ** 2)
    fall = 70 * scale * max(1.0, grow) * u * u
    side = int(2 * out + 24 * z)
    rect = pygame.Rect(int(x - out - 12 * z), int(y - out - 12 * z), side, int(side + fall))
    drawn = []
    for k in range(n):
        a = 2 * math.pi * k / n + 0.4 * (k % 3)
        spread = 0.55 + 0.45 * ((k * 5) % 7) / 6  # fixed, uneven: not a ring
        px = x + math.cos(a) * out * spread
        py = y + math.sin(a) * out * spread + fall
        turn = a + 9 * u * (1 if k % 2 else -1)
        dx, dy = 6 * z * math.cos(turn), 6 * z * math.sin(turn)
        ex, ey = -3 * z * math.sin(turn), 3 * z * math.cos(turn)
        corners = [(px + dx + ex, py + dy + ey), (px - dx + ex, py - dy + ey)]
        corners += [(px - dx - ex, py - dy - ey), (px + dx - ex, py + dy - ey)]
        drawn.append((colours[k % len(colours)], corners))
    return drawn, rect
