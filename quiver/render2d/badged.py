"""Arrow tiles that wear a badge on the 2D board: a lock or key letter mid-body
(`lockmarks`) or a rotating arrow's turn mark on its tail (`turnmarks`). Badged tiles are
cached, so a frame blits them like any other tile.
"""

from __future__ import annotations

import pygame

from quiver.engine import Board

from .lockmarks import badge, lock_marks, with_badge
from .turnmarks import turn_badge, turn_marks, with_turn_badge


class BadgedTiles:
    """Which cells of which arrows wear a badge, and those tiles with it drawn on."""

    def __init__(self, board: Board) -> None:
        self.locks = lock_marks(board)  # (arrow, cell k) -> (LOCK or KEY, label)
        self.turns = turn_marks(board)  # (arrow, cell k) -> which way it turns
        # (id(tile), badge, cell size) -> (tile, badged tile); the tile is kept alive so
        # its id stays unique
        self._cache: dict[tuple[int, str, int], tuple[pygame.Surface, pygame.Surface]] = {}

    def dress(self, tile: pygame.Surface, i: int, k: int, cell: int) -> pygame.Surface:
        """Cell k (tail first) of arrow i's `tile`, with its badge if it wears one."""
        turn = self.turns.get((i, k))
        if turn is not None:
            key: tuple[int, str, int] = (id(tile), turn, cell)
            if key not in self._cache:
                self._cache[key] = (tile, with_turn_badge(tile, turn, cell))
            return self._cache[key][1]
        mark = self.locks.get((i, k))
        if mark is None:
            return tile
        key = (id(tile), str(mark), cell)
        if key not in self._cache:
            self._cache[key] = (tile, with_badge(tile, *mark, cell))
        return self._cache[key][1]

    def marks_of(self, i: int, cell: int) -> list[tuple[int, pygame.Surface]]:
        """(body index from the tail, badge) of each badge arrow i wears, for a body drawn
        without its tiles (a bounce: scenes/paint2d.py)."""
        out = [(k, turn_badge(t, cell)) for (j, k), t in self.turns.items() if j == i]
        return out + [(k, badge(*m, cell)) for (j, k), m in self.locks.items() if j == i]
