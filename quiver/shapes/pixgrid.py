"""A picture's dark pixels as a grid of rows, scaled and checked for stray pieces a row at
a time, without a set of cells for every size and sampling phase tried.

s154: a picture with stray dots at every size (ImageMagick's `logo:` and `wizard:`) spent
1-2 s in the size search, nearly all building masks2d.scale_cells' per-pixel sets, up to
49 phases at each of some 30 sizes up to 256. Here a row is bytes of b"0"/b"1", gathered
in one call (operator.itemgetter) and read as a binary number, so a row's neighbours are
a few integer operations (standard library only: ADR 0009). Each function gives exactly
what its masks2d twin gives for the same cells (tests/test_s154_picture_speed.py compares
them), so every mask, size, message and board stays as it was.
"""

from __future__ import annotations

from functools import reduce
from operator import itemgetter, or_

from .masks2d import PHASES, _src_indices

Source = list  # of bytes rows, b"1" a cell, every row as long: a picture as read
Rows = list  # of ints, a row's cells as bits, its first column the highest: a picture sampled

_ASCII = bytes.maketrans(b"\x00\x01", b"01")


def grid_of(rows: list[bytes], x0: int, y0: int, w: int, h: int) -> Source:
    """The w x h box at (x0, y0) of png.dark_mask's rows (1: a dark opaque pixel)."""
    return [r[x0 : x0 + w].translate(_ASCII) for r in rows[y0 : y0 + h]]


def cells_of(rows: Rows, w: int) -> set:
    """The cells of w-wide rows as a set of (x, y), added row by row as masks2d.scale_cells
    adds them (the same set, down to its order: a board's hash depends on it)."""
    return {(x, y) for y, r in enumerate(rows) for x, c in enumerate(format(r, f"0{w}b")) if c == "1"}


def grid_pieces_ok(rows: Rows) -> bool:
    """masks2d.pieces_ok of the rows' cells: some cells, none without a neighbour, and no
    two neighbours that each have only the other. A cell's neighbour bits are its row
    shifted by one, and the rows above and below."""
    if not any(rows):
        return False
    above, last_one = 0, 0  # (the row above; its cells with exactly one neighbour)
    for i, r in enumerate(rows):
        below = rows[i + 1] if i + 1 < len(rows) else 0
        a, b, c, d = r & (r << 1), r & (r >> 1), r & above, r & below
        if r & ~(a | b | c | d):
            return False  # a cell with no neighbour
        ab, cd = a ^ b, c ^ d
        one = (ab ^ cd) & ~((a & b) | (c & d) | (ab & cd))  # exactly one of the four
        if one & (one >> 1) or one & last_one:
            return False  # two cells that are each other's only neighbour
        above, last_one = r, one
    return True


def _touches(rows: Rows, w: int) -> bool:
    """masks2d._touches: a cell in the top and bottom rows and in the first and last columns."""
    every = reduce(or_, rows)
    return bool(rows[0] and rows[-1] and every >> (w - 1) and every & 1)


def scale_grid(grid: Source, w: int, h: int) -> Rows:
    """masks2d.scale_cells of the grid's cells to w x h: nearest-neighbour at pixel
    centres, other sample offsets where shrinking loses a tip so a side is not touched."""
    src_w, src_h = len(grid[0]), len(grid)
    across: dict[int, tuple] = {}  # phase -> (getter of its source columns, its rows made)
    down: dict[int, list] = {}  # phase -> its source rows

    def sample(px: int, py: int) -> Rows:
        if px not in across:
            xs = _src_indices(w, src_w, px)
            across[px] = (itemgetter(*xs) if w > 1 else lambda r, x=xs[0]: (r[x],), {})
        if py not in down:
            down[py] = _src_indices(h, src_h, py)
        pick, got = across[px]  # (phases down share most source rows: each made once)
        return [got[sy] if sy in got else got.setdefault(sy, int(bytes(pick(grid[sy])), 2)) for sy in down[py]]

    first = sample(4, 4)
    if (w >= src_w and h >= src_h) or _touches(first, w):
        return first
    fallback = None
    for px in PHASES:
        for py in PHASES:
            out = first if (px, py) == (4, 4) else sample(px, py)
            if _touches(out, w):
                if grid_pieces_ok(out):
                    return out
            elif fallback is None and grid_pieces_ok(out):
                fallback = out
    return first if fallback is None else fallback
