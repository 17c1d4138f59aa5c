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

from collections.abc import Callable, Iterable, Iterator
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
    two neighbours that each have only the other."""
    return _ok_rows(rows) is not None


def _ok_rows(rows: Iterable[int]) -> Rows | None:
    """The rows, taken one at a time, where grid_pieces_ok holds for them; else None at the
    first row that shows it does not (a grainy picture's: within a few rows, the rest never
    sampled). A cell's neighbour bits are its row shifted by one, and the rows above and
    below."""
    out: Rows = []
    ahead = iter(rows)
    r: int | None = next(ahead, None)
    above, last_one = 0, 0  # (the row above; its cells with exactly one neighbour)
    while r is not None:
        below = next(ahead, None)
        a, b, c, d = r & (r << 1), r & (r >> 1), r & above, r & (below or 0)
        if r & ~(a | b | c | d):
            return None  # a cell with no neighbour
        ab, cd = a ^ b, c ^ d
        one = (ab ^ cd) & ~((a & b) | (c & d) | (ab & cd))  # exactly one of the four
        if one & (one >> 1) or one & last_one:
            return None  # two cells that are each other's only neighbour
        out.append(r)
        above, last_one, r = r, one, below
    return out if any(out) else None


def _touches(rows: Rows, w: int) -> bool:
    """masks2d._touches: a cell in the top and bottom rows and in the first and last columns."""
    every = reduce(or_, rows)
    return bool(rows[0] and rows[-1] and every >> (w - 1) and every & 1)


Getter = Callable[[bytes], tuple]


def _getter(at: list[int]) -> Getter:
    """itemgetter(*at), a tuple even of one."""
    if len(at) > 1:
        return itemgetter(*at)
    one = itemgetter(at[0])
    return lambda seq: (one(seq),)


def scale_grid(grid: Source, w: int, h: int) -> Rows:
    """masks2d.scale_cells of the grid's cells to w x h: nearest-neighbour at pixel
    centres, other sample offsets where shrinking loses a tip so a side is not touched.
    Rows are sampled once per phase across and only as far as the checks read them."""
    src_w, src_h = len(grid[0]), len(grid)
    across: dict[int, tuple] = {}  # phase -> (its source columns, their getter, its rows made)
    down: dict[int, tuple] = {}  # phase -> (its source rows, their getter)
    columns: dict[int, bytes] = {}  # source column x (the first or last sampled) -> its bytes

    def phases(px: int, py: int) -> tuple[list, Getter, dict, list, Getter]:
        if px not in across:
            xs = _src_indices(w, src_w, px)
            across[px] = (xs, _getter(xs), {})
        if py not in down:
            ys = _src_indices(h, src_h, py)
            down[py] = (ys, _getter(ys))
        return *across[px], *down[py]

    def rows(px: int, py: int) -> Iterator[int]:
        _, pick, got, ys, _ = phases(px, py)  # (phases down share most source rows: each made once)
        return (got[y] if y in got else got.setdefault(y, int(bytes(pick(grid[y])), 2)) for y in ys)

    def touches(px: int, py: int) -> bool:
        """_touches of the rows at these phases, from their first and last rows and columns."""
        xs, pick, got, ys, side = phases(px, py)
        for y in (ys[0], ys[-1]):
            if y not in got:
                got[y] = int(bytes(pick(grid[y])), 2)
            if not got[y]:
                return False
        for x in (xs[0], xs[-1]):
            if x not in columns:
                columns[x] = bytes(r[x] for r in grid)
            if 49 not in side(columns[x]):
                return False
        return True

    first = list(rows(4, 4))
    if (w >= src_w and h >= src_h) or _touches(first, w):
        return first
    fallback = None
    for px in PHASES:
        for py in PHASES:
            if touches(px, py):
                out = _ok_rows(rows(px, py))
                if out is not None:
                    return out
            elif fallback is None:
                fallback = _ok_rows(rows(px, py))
    return first if fallback is None else fallback
