"""The minimap's picture of a whole 2D board: a few pixels a cell in its arrow's colour."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .theme import CELL_EDGE
from .view import minimap_most, minimap_size

if TYPE_CHECKING:  # pragma: no cover
    from quiver.engine import Board


def minimap_picture(
    board: Board, coords: list[tuple[int, int]], colours: list, max_side: int
) -> pygame.Surface:
    """A small picture of the whole board: a cell `k` pixels square in its arrow's colour
    (the cell edge's where none), over a pixel a cell scaled down to `minimap_size`."""
    cols, rows = board.space.size
    k = max(1, min(minimap_most(max_side), max_side // max(cols, rows)))
    surf = pygame.Surface((cols * k, rows * k), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    owner = board.owner
    for cid, (x, y) in enumerate(coords):
        o = owner[cid]
        col = colours[o] if o >= 0 else CELL_EDGE
        surf.fill(col, (x * k, y * k, k, k))
    if max(cols, rows) > max_side:  # over a pixel a cell (stranger playtest: 256 of 640)
        surf = pygame.transform.smoothscale(surf, minimap_size(cols, rows, max_side))
    return surf
