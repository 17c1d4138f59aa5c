"""Where a 2D board too big to show whole opens: on its arrows, not on its grid's middle.

A picture with an empty middle (a ring, a frame, a letter O) opened zoomed in on the
hole: the player saw background and a minimap (s342). The view's first place is the
window of the board's size in view that holds the most arrow cells, the nearest such to
the middle; a board whose middle view holds nearly as many (a heart, a rectangle) stays
centred as before. Plain arithmetic on a summed-area table: tested without a window.
"""

from __future__ import annotations

from collections.abc import Iterable

KEEP_MIDDLE = 0.9  # the middle view holding this share of the best one's arrow cells stays


def busiest_view(
    cells: Iterable[tuple[int, int]], cols: int, rows: int, span: tuple[int, int]
) -> tuple[float, float] | None:
    """The board point (in cells) to centre a view `span` (columns, rows in view) on, or
    None where the middle does (the board fits along both axes, or its middle view holds
    KEEP_MIDDLE of the most any view holds)."""
    vw, vh = min(cols, max(1, span[0])), min(rows, max(1, span[1]))
    if vw >= cols and vh >= rows:
        return None
    sums = _summed(cells, cols, rows)

    def held(x0: int, y0: int) -> int:
        return sums[y0 + vh][x0 + vw] - sums[y0][x0 + vw] - sums[y0 + vh][x0] + sums[y0][x0]

    mx, my = (cols - vw) // 2, (rows - vh) // 2
    middle = held(mx, my)
    best, at = -1, (mx, my)
    for y0 in range(rows - vh + 1):
        for x0 in range(cols - vw + 1):
            n = held(x0, y0)
            if n > best or (n == best and _nearer((x0, y0), at, (mx, my))):
                best, at = n, (x0, y0)
    if middle >= KEEP_MIDDLE * best:
        return None
    return at[0] + vw / 2, at[1] + vh / 2


def _nearer(a: tuple[int, int], b: tuple[int, int], to: tuple[int, int]) -> bool:
    da = (a[0] - to[0]) ** 2 + (a[1] - to[1]) ** 2
    db = (b[0] - to[0]) ** 2 + (b[1] - to[1]) ** 2
    return da < db


def _summed(cells: Iterable[tuple[int, int]], cols: int, rows: int) -> list[list[int]]:
    """sums[y][x]: how many of `cells` lie left of column x and above row y."""
    grid = [[0] * cols for _ in range(rows)]
    for x, y in cells:
        grid[y][x] = 1
    sums = [[0] * (cols + 1) for _ in range(rows + 1)]
    for y in range(rows):
        run, above, row = 0, sums[y], sums[y + 1]
        for x in range(cols):
            run += grid[y][x]
            row[x + 1] = above[x + 1] + run
    return sums


def open_on_arrows(view, board) -> bool:
    """Put a `view` (BoardView) that does not show `board` whole on its busiest place
    (`busiest_view`); True when it moved from the middle."""
    if view.fits():
        return False
    _, _, aw, ah = view.area
    coord = board.space.coord
    cells = (coord(cid) for cid, o in enumerate(board.owner) if o >= 0)
    at = busiest_view(cells, view.cols, view.rows, (aw // view.cell, ah // view.cell))
    if at is None:
        return False
    cx, cy = view.area_center()
    view.ox, view.oy = cx - at[0] * view.cell, cy - at[1] * view.cell
    view.clamp()
    return True
