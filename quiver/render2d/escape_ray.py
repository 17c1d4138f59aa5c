"""The escape ray shown on the 2D board for the arrow pointed at or pressed: one line from
its head to the board's edge and a cell past it, ending in a chevron pulled back into the
room around the board (s87: past an edge filling its area, the chevron lay under the bar).

Apart from board.py (the static layer of tiles and the arrows moving on it, a measured hot
path) because it is geometry of its own, drawn straight on the frame and never cached:
a head cell, a direction and a colour in, the rectangle it touched out.
"""

from __future__ import annotations

import pygame

from . import theme
from .tiles import VEC
from .view import BoardView, pull_in


def escape_ray(
    surf: pygame.Surface,
    view: BoardView,
    head: tuple[int, int],
    d: int,
    colour: tuple,
    room=None,
    line: bool = True,
) -> pygame.Rect:
    """The ray of the head at cell `head` flying `d`, in `colour` (shaded), on `surf`;
    drawn back where it is not in `room` (None: the view's area). `line` False: its
    chevron alone (drawn again over Tab's ring round the head)."""
    c = view.cell
    x, y = head
    vx, vy = VEC[d]
    colour = theme.shade(colour, 0.8)
    cols, rows = view.cols, view.rows
    r_dot = max(3, round(0.11 * c))
    k, steps_out = 1, 0
    first = last = None
    while True:
        px, py = x + vx * k, y + vy * k
        if not (0 <= px < cols and 0 <= py < rows):
            steps_out += 1
            if steps_out > 1:
                break
        cx, cy = view.cell_center(px, py)
        p = pygame.Rect(round(cx - r_dot - 3), round(cy - r_dot - 3), 2 * r_dot + 6, 2 * r_dot + 6)
        first = p if first is None else first
        last = p
        k += 1
    if first is None or last is None:
        return pygame.Rect(0, 0, 0, 0)
    hx, hy = view.cell_center(x, y)
    start = (round(hx + vx * c * 0.5), round(hy + vy * c * 0.5))  # from the head's tip
    size, thick = 0.28 * c, max(2, round(0.08 * c))
    # a chevron past the edge shows where it flies, whole in `room` (s87: on a board that
    # fills its area, a cell past its edge lay under the bar and the chevron was unseen)
    room = pygame.Rect(view.area if room is None else room)
    cx, cy = pull_in(last.center, (vx, vy), room, round(size) + thick + 2)
    last = last.move(cx - last.centerx, cy - last.centery)
    if line and (cx - start[0]) * vx + (cy - start[1]) * vy > 0:  # (ahead of the head: a line to it)
        pygame.draw.line(surf, (255, 255, 255), start, last.center, 2 * r_dot + 4)
        pygame.draw.line(surf, colour, start, last.center, 2 * r_dot)
    first = first.union(pygame.Rect(start[0] - r_dot - 3, start[1] - r_dot - 3, 2 * r_dot + 6, 2 * r_dot + 6))
    tip, back = (cx + vx * size, cy + vy * size), (cx - vx * size * 0.2, cy - vy * size * 0.2)
    pts = [(back[0] - vy * size, back[1] + vx * size), tip, (back[0] + vy * size, back[1] - vx * size)]
    pts = [(round(a), round(b)) for a, b in pts]
    pygame.draw.lines(surf, (255, 255, 255), False, pts, thick + 4)  # (white round it: on an
    pygame.draw.lines(surf, colour, False, pts, thick)  # arrowhead where there is no room)
    r = first.union(last).inflate(round(size * 2 + 4), round(size * 2 + 4))
    return r
