"""The turn mark of a rotating arrow (RULES.md section 6, ADR 0007): a circular arrow on
its tail cell that says which way the head turns after every move, clockwise or
counter-clockwise as seen on screen.

Dark ink on a light disc, like the key badge, so shape carries the meaning in every
palette (direction colours are left alone). The 3D views draw the same picture from
`turn_icon` on their HUD layer.
"""

from __future__ import annotations

import functools
import math

import pygame

from quiver.engine.modes import Turn

from . import theme
from .draw import _down, _ss, _stroke

DISC = (255, 253, 249)
SWEEP = 1.55 * math.pi  # how much of the circle the arrow's arc covers
GAP = 2 * math.pi - SWEEP


def turn_points(cx: float, cy: float, r: float, clockwise: bool, steps: int = 28) -> list:
    """The arc round from one side of its gap to the other, the head at the top; on screen
    (y down) a growing angle is clockwise. The gap sits at the top right (clockwise) or top
    left, as a refresh icon's: on the side, a counter-clockwise mark read as a key's "C"
    on a big board (stranger s360)."""
    sign = 1 if clockwise else -1
    start = -math.pi / 2 + sign * (math.pi / 4 + GAP / 2)  # (the gap's middle 45 degrees off the top)
    return [
        (
            cx + r * math.cos(start + sign * SWEEP * k / steps),
            cy + r * math.sin(start + sign * SWEEP * k / steps),
        )
        for k in range(steps + 1)
    ]


def draw_turn_icon(big: pygame.Surface, S: float, clockwise: bool, ink=theme.INK) -> None:
    """The circular arrow in an S x S square (drawn supersampled by the caller)."""
    r = S * 0.27
    pts = turn_points(S / 2, S / 2, r, clockwise)
    _stroke(big, ink, pts, S * 0.11)
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    n = math.hypot(x1 - x0, y1 - y0) or 1.0
    vx, vy = (x1 - x0) / n, (y1 - y0) / n  # the arc's way at its end
    px, py = -vy, vx
    tip = (x1 + vx * S * 0.17, y1 + vy * S * 0.17)
    half = S * 0.15
    pygame.draw.polygon(big, ink, [(x1 + px * half, y1 + py * half), tip, (x1 - px * half, y1 - py * half)])


@functools.lru_cache(maxsize=64)
def turn_badge(turn: Turn, cell: int) -> pygame.Surface:
    """A light disc most of a cell wide with the circular arrow, clockwise or not."""
    size = max(12, int(cell * 0.86))
    S, big = _ss(size)
    pygame.draw.circle(big, theme.INK, (S / 2, S / 2), S * 0.49)
    pygame.draw.circle(big, DISC, (S / 2, S / 2), S * 0.49 - max(2.0, S * 0.06))
    draw_turn_icon(big, S, turn == Turn.CW)
    return _down(big, size)


def turn_marks(board) -> dict[tuple[int, int], Turn]:
    """(arrow, body index) -> which way it turns, on the tail cell (a lock badge sits
    mid-body). 2d and flat boards only: a 3d arrow's file word is its axis."""
    return {(i, 0): Turn(board.arrows[i].turn) for i in board.turns}


def with_turn_badge(tile: pygame.Surface, turn: Turn, cell: int) -> pygame.Surface:
    out = tile.copy()
    b = turn_badge(turn, cell)
    out.blit(b, b.get_rect(center=(tile.get_width() // 2, tile.get_height() // 2)))
    return out
