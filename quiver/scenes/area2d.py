"""Where the 2D board goes in the window: its area between the HUD's bars, the room
kept beside it for a big board's minimap, and the largest cell it is drawn with."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from quiver.render2d import theme
from quiver.render2d.view import minimap_size

MINIMAP_SIDE = 170  # the minimap's longest side, at most (BoardRenderer.minimap)


def board_area(size, dock: int = 0, hud=None) -> tuple[int, int, int, int]:
    """The window's region for the board, between the bars of `hud` (None: at scale 1);
    `dock` pixels on the right are kept for the minimap, so it never covers an arrow."""
    (w, h), m = size, theme.MARGIN
    top, bottom = (hud.top_h, hud.bottom_h) if hud is not None else (theme.HUD_H, theme.BAR_H)
    return (m, top + 8, max(1, w - 2 * m - dock), max(1, h - top - bottom - 16))


def whole_cell(board, density: float = 1.0) -> int:
    """The smallest cell `board` opens with whole: theme.WHOLE_CELL where a lock's letter
    must read, else theme.PLAIN_WHOLE_CELL (smaller still, it opens zoomed in and pans);
    times the screen's pixel `density`, as text and buttons grow (s99: on a 2x screen a
    12 px cell is 6 points, its heads specks)."""
    least = theme.WHOLE_CELL if any(k is not None for k in board.locks) else theme.PLAIN_WHOLE_CELL
    return round(least * max(1.0, density))


def floors(board, density: float | None = None) -> tuple[int, int]:
    """(min_cell, whole_cell) for BoardView: the cell a board too big to show whole opens
    at, and the least it opens whole with, both grown by the pixel `density` (None: the
    open window's, theme.density). Only the density: the window-size part of the UI
    scale would open a 64x64 picture at 1920x1080 zoomed in again (s83)."""
    d = theme.density() if density is None else density
    return round(theme.MIN_CELL * max(1.0, d)), whole_cell(board, d)


def minimap_dock(cols: int, rows: int, size, whole: int = theme.WHOLE_CELL) -> int:
    """Pixels to keep beside the board for its minimap as it opens: none for a board that
    fits the window at `whole`, the smallest cell it opens with whole (the play scene docks
    one later whenever a zoom or a resize leaves part of the board out: Play2DScene.fit_view)."""
    _, _, aw, ah = board_area(size)
    if cols * whole <= aw and rows * whole <= ah:
        return 0
    return dock_width(cols, rows)


def dock_width(cols: int, rows: int, side: int = MINIMAP_SIDE) -> int:
    """The minimap's dock beside the board: its picture (`side` long at most), its
    panel's padding, a gap."""
    return minimap_size(cols, rows, side)[0] + 20 + 16


def cell_cap(hud) -> int:
    """The largest cell a board is drawn with: `theme.MAX_CELL` at the HUD's scale, so a
    small board in a big window (4K) grows with the bars around it."""
    return int(theme.MAX_CELL * max(1.0, hud.u))


def toast_places(
    hud, size, taken: list[pygame.Rect], beside: Sequence[pygame.Rect] = ()
) -> list[pygame.Rect]:
    """Where toasts go over a board, the best first: the free middle of the bottom bar,
    between the code chip and the buttons; bands between the bars that no rect of `taken`
    (the arrows' cells, the 3D shape, a lesson's words) reaches into, nearest the bar
    first; beside them, left or right, the wider first; then the places `beside` (the 3D
    shape's corners); else spots over the board (the
    toast layer takes the one hiding least of the scene's `toast_aims`), never a bar's
    buttons (800x600: a toast of two lines stood over Hint, Restart and Pause). The toast
    layer leaves out the narrow ones."""
    bar = hud.bottom_rect
    left = [r.right for n, r in hud.buttons.items() if n in ("copy", "export") and r.y >= bar.y]
    if hud.code_rect is not None:
        left.append(hud.code_rect.right)
    right = [r.x for n, r in hud.buttons.items() if n not in ("copy", "export", "settings")]
    x0, x1 = max(left, default=bar.x) + 10, min(right, default=bar.right) - 10
    middle = pygame.Rect(x0, bar.y, max(0, x1 - x0), bar.h)
    top, bottom = hud.top_h, bar.y
    west = pygame.Rect(0, top, min((r.x for r in taken), default=size[0]) - 4, bottom - top)
    x = max((r.right for r in taken), default=size[0]) + 4
    east = pygame.Rect(x, top, size[0] - x, bottom - top)
    sides = sorted((west, east), key=lambda r: -r.w)  # beside the board: the wider first
    over = spots((top + 6, bottom - 4), size[0])  # (a card hung from the top clears the bar by 5 px)
    return [middle, *_free_bands(taken, (top, bottom), size[0]), *sides, *beside, *over]


SPOT_LINES = 4  # a spot over the board holds one toast of this many lines: one at a time there


def spots(span: tuple[int, int], width: int) -> list[pygame.Rect]:
    """Spots over the board for a toast where nothing is free: down `span` (top,
    bottom) by half a spot, the lowest first, each the window's width, then two thirds
    and a half of it and two narrowest toasts' width at either side."""
    from .toast_cards import narrowest, room

    top, bottom = span
    h, least = min(bottom - top, room(SPOT_LINES)), 2 * narrowest()
    parts = {max(width * k // 6, least) for k in (3, 4)} | {least}  # a half, two thirds
    xs = [(0, width)] + [(x, w) for w in sorted(parts, reverse=True) for x in (0, width - w) if w < width]
    ys = [*range(bottom - h, top, -max(1, h // 2)), top]
    return [pygame.Rect(x, y, w, h) for y in ys for x, w in xs]


def arrow_cells(view, board) -> list[pygame.Rect]:
    """Where the arrows left on `board` are drawn: a rect a board row, from its leftmost
    to its rightmost arrow cell. toast_places reads only their rows and outer edges, so
    this is what a rect a cell gave, at a row's cost, not a cell's (a 128x128 board has
    16,384 cells, and the toast layer asks each frame a toast shows); kept for the
    board on screen until an arrow leaves or comes back or the view moves."""
    key = (frozenset(board.alive), view.cell, view.origin())
    if _ROWS_SEEN[0] is board and _ROWS_SEEN[1] == key:
        return list(_ROWS_SEEN[2])
    spans: dict[int, tuple[int, int]] = {}
    coord = board.space.coord
    for i in board.alive:
        for cid in board.arrows[i].cells:
            x, y = coord(cid)
            lo, hi = spans.get(y, (x, x))
            spans[y] = (min(lo, x), max(hi, x))
    side = view.cell + 4
    out = []
    for y, (lo, hi) in spans.items():
        first, last = pygame.Rect(0, 0, side, side), pygame.Rect(0, 0, side, side)
        first.center, last.center = view.cell_center(lo, y), view.cell_center(hi, y)
        out.append(first.union(last))
    _ROWS_SEEN[:] = [board, key, out]
    return list(out)


_ROWS_SEEN: list[Any] = [None, None, []]  # the last board asked, its key and its rows


def _free_bands(taken: list[pygame.Rect], span: tuple[int, int], width: int) -> list[pygame.Rect]:
    """The window's full-width bands in `span` (top, bottom) that no rect of `taken`
    reaches into, the lowest first."""
    top, bottom = span
    bands, y = [], top
    for a, b in sorted((r.top - 4, r.bottom + 4) for r in taken) + [(bottom, bottom)]:
        if a > y:
            bands.append(pygame.Rect(0, int(y), width, int(min(a, bottom) - y)))
        y = max(y, b)
    return sorted((r for r in bands if r.h > 0), key=lambda r: -r.bottom)


BAR_NARROWEST = 120  # px (at 1x) the title's room is wide at least to be offered (480x360's is 134)
BAR_COVER = 50  # px (at scale 1) a card in the bar place is tall at least: the chips' 44, under-layer, a px


def banner(play) -> pygame.Rect | None:
    """A place over the HUD's top bar for a toast, over the bar's title and chips, off its
    hearts and round buttons (play_toasts: offered after every place over the board, the rest
    of the bar kept clear): where each of those hides arrows, a toast stands there for its few
    seconds (s190: at 480x360 a first meeting's card covered the top rows of a board zoomed in,
    14-17% of it; s195: news too, "Level 1: clear the board..." over the bottom of the heart
    board's arrows at 640x480). The 3D and Flat-3D views offer it too (their corners at 640x480
    held it a word a line: toast_words). A card there is whole, one or two lines of the toasts'
    print (toast_bar.py: never the compact form, never cut), as wide as the place, standing on
    the chips' foot and no shorter than they are (BAR_COVER: no chip's edge peeks out beside or
    under it); the place reaches from 2 px under the window's top to GAP under that foot. None
    while no toast is up, in a lesson (its bar names the lesson's board) and where the bar
    leaves no toast's room."""
    from .toast_cards import GAP, narrowest

    hud, up = play.hud, getattr(getattr(play, "feedback", None), "toasts", None)
    if up is None or not up.toasts or getattr(play, "coach", None) is not None:
        return None
    p = hud.px
    # the hearts' panel as the HUD lays it out now (zen's too), whatever it last drew: a first
    # meeting is said as the board opens, before its first frame (s190: placed by another
    # size's form, at 480x360 the banner was 50 px short of its line, over the board)
    bar = hud.top_bar(play.hud_info())
    x0 = bar.hearts.right + p(6)  # (the title's chip starts 16 px and more past)
    ticking = getattr(getattr(play, "session", None), "next_second", lambda: None)() is not None
    ends = [r.x for r in hud.buttons.values() if r.bottom <= hud.top_h]
    ends += [c.rect.x for c in bar.chips if ticking and clock(c)]  # (a running clock: never under a toast)
    x1 = min(ends, default=hud.size[0]) - p(6)
    foot = hud.top_h // 2 + p(2) + p(BAR_COVER) // 2 + p(2)  # (the chips' middle, half a card under it)
    r = pygame.Rect(x0, p(2), x1 - x0, foot - p(2) + GAP)
    return r if r.w >= narrowest() and foot - p(2) >= p(BAR_COVER) else None


def title_room(play) -> pygame.Rect | None:
    """The bar place (`banner`) less the chips: the title's room, offered before the whole
    place, so that a toast it holds leaves every chip in sight (s322: at 640x480 a toast in
    the bar hid the points, the arrows left and the clock for its whole life); None where
    there is no bar place or its room is under BAR_NARROWEST (grown as the print)."""
    from .toast_cards import narrowest

    whole = banner(play)
    if whole is None:
        return None
    chips = [c.rect.x for c in play.hud.top_bar(play.hud_info()).chips]
    x1 = min([whole.right, *(x - play.hud.px(6) for x in chips)])
    r = pygame.Rect(whole.x, whole.y, x1 - whole.x, whole.h)
    return r if r.w >= narrowest(least=BAR_NARROWEST) else None


def clock(chip) -> bool:
    """`chip` (hudtop.Chip) is the clock's: "0:07", "1:02:03", "1h02", "4d04", "99d+" (the
    others count: "15k", "7", "\u2013")."""
    return chip.label == "time" or any(c in chip.value for c in ":hd")
