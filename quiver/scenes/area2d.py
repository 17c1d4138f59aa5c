"""Where the 2D board goes in the window: its area between the HUD's bars, the room
kept beside it for a big board's minimap, and the largest cell it is drawn with."""

from __future__ import annotations

from quiver.render2d import theme
from quiver.render2d.view import minimap_size

MINIMAP_SIDE = 170  # the minimap's longest side, at most (BoardRenderer.minimap)


def board_area(size, dock: int = 0, hud=None) -> tuple[int, int, int, int]:
    """The window's region for the board, between the bars of `hud` (None: at scale 1);
    `dock` pixels on the right are kept for the minimap, so it never covers an arrow."""
    (w, h), m = size, theme.MARGIN
    top, bottom = (hud.top_h, hud.bottom_h) if hud is not None else (theme.HUD_H, theme.BAR_H)
    return (m, top + 8, max(1, w - 2 * m - dock), max(1, h - top - bottom - 16))


def minimap_dock(cols: int, rows: int, size) -> int:
    """Pixels to keep beside the board for its minimap: none for a board that fits the
    window at the smallest cell it opens with whole (it never needs one unless zoomed in)."""
    _, _, aw, ah = board_area(size)
    if cols * theme.WHOLE_CELL <= aw and rows * theme.WHOLE_CELL <= ah:
        return 0
    return minimap_size(cols, rows, MINIMAP_SIDE)[0] + 20 + 16


def cell_cap(hud) -> int:
    """The largest cell a board is drawn with: `theme.MAX_CELL` at the HUD's scale, so a
    small board in a big window (4K) grows with the bars around it."""
    return int(theme.MAX_CELL * max(1.0, hud.u))
