"""Toasts in tight layouts and the lesson leader (s23): the dashed leader follows the
arrows it crosses, cell by cell, where the cells are small."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import theme  # noqa: E402
from quiver.scenes.leader import draw_leader, leader, over_arrows  # noqa: E402

CELL = 10  # px: a big board's cells at 640x480
GRID = (2, 0, CELL)  # the cells' left edge, top edge and size on screen


def _arrows(cells: set[tuple[int, int]]):
    """arrow_at over a board whose arrows fill `cells` (column, row) of GRID."""

    def at(p):
        cell = ((p[0] - GRID[0]) // CELL, (p[1] - GRID[1]) // CELL)
        return 0 if cell in cells else None

    return at


def _ink(c) -> bool:
    return sum((a - b) ** 2 for a, b in zip(c[:3], theme.INK, strict=True)) < 30**2


# -- the dashed leader over small cells ------------------------------------------------------------
def test_the_leaders_dashes_are_pale_over_every_arrow_cell_they_cross_and_ink_off_them():
    """A dash was pale or ink by the look at its middle: with 10 px cells, a dash whose
    middle fell just short of an arrow ran dark onto it, and one whose middle fell on an
    arrow was pale for its whole length, off the arrow too. Each piece of a dash follows
    the cell under it."""
    columns = {5, 9, 14, 20, 27}  # (each at another place in the dashes' rhythm)
    at = _arrows({(c, 2) for c in columns})
    surface = pygame.Surface((400, 60))
    surface.fill((255, 255, 255))
    y = GRID[1] + 2 * CELL + CELL // 2
    draw_leader(surface, theme.INK, ((0, y), (380, y)), 1.0, at, GRID)
    line = [(x, y) for x in range(380)]
    over = [p for p in line if at(p) is not None]
    assert over
    assert not [p for p in over if _ink(surface.get_at(p))], "the leader is dark over an arrow"
    near = [p for p in line if at(p) is None and at((p[0] - 3, y)) is not None and at((p[0] + 3, y)) is None]
    inked = [p for p in near if _ink(surface.get_at(p))]  # just past an arrow, where a dash runs on
    assert inked, "a dash that ran off an arrow stayed pale"


def test_the_leader_starts_where_its_line_crosses_no_small_arrow():
    """A look every 32 px down the line from the bubble stepped over a row of 10 px cells:
    the nearest start, over an arrow, counted none and won. The line's cells are looked
    at, each one, and a start that crosses none is taken."""
    at = _arrows({(24, 21), (25, 21)})  # under the nearest start's line, between two looks
    bubble = pygame.Rect(100, 300, 300, 60)
    tip = [(244, 96), (256, 96), (250, 80)]
    seg = leader(bubble, tip, at, 14, GRID)
    assert seg is not None
    assert over_arrows(seg, at, GRID) == [], seg
    assert over_arrows(((250, 300), (250, 96)), at, GRID), "the nearest start crosses none: case gone"
