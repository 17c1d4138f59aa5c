"""Pieces of a picture that no set of arrows can ever cover (RULES.md 1: an arrow is a
path of at least 3 cells, and a board covers every cell once).

A piece of 4 to a few dozen cells may have no cover even though every piece is big
enough: a cross of 4 (three dots round one cell: one path reaches two of them at most),
or a piece that comes down to one (ImageMagick's `wizard:` at 48x64: a hook of 8 whose
two forced ends leave such a cross). The generator tried for 4-7 s before it said
"could not cover this shape"; this proof takes milliseconds. Its answer is exact: a
piece is called uncoverable only when a search of every path cover found none, so a
picture it finds one in never played (its board cannot change by leaving the piece out).

>>> sorted(len(p) for p in uncoverable_pieces({(1, 0), (0, 1), (1, 1), (2, 1)}))
[4]
>>> uncoverable_pieces({(0, 0), (1, 0), (2, 0), (1, 1), (1, 2), (1, 3)})
[]
"""

from __future__ import annotations

from collections.abc import Iterator

Cell = tuple[int, int]

MAX_PIECE = 40  # pieces over this many cells are not searched (a big piece nearly always has a cover)
PIECE_WORK = 20_000  # paths tried for one piece before it is taken as coverable (unproven)
PICTURE_WORK = 200_000  # ... and for a whole picture (a counted budget: the same answer every time)


class _Spent(Exception):
    """The work budget ran out: the piece is kept (never dropped on a guess)."""


def pieces_of(cells: set) -> list[list[Cell]]:
    """The 4-connected pieces of `cells`, each from its first cell in sorted order."""
    seen: set = set()
    out = []
    for c in sorted(cells):
        if c in seen:
            continue
        seen.add(c)
        piece, todo = [c], [c]
        while todo:
            x, y = todo.pop()
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if q in cells and q not in seen:
                    seen.add(q)
                    piece.append(q)
                    todo.append(q)
        out.append(piece)
    return out


def uncoverable_pieces(cells: set) -> list[list[Cell]]:
    """The pieces of `cells` (3 to MAX_PIECE cells) proven to have no cover by paths of
    3 cells or more; pieces under 3 are images.without_strays' (left to it)."""
    left = [PICTURE_WORK]
    out = []
    for piece in pieces_of(cells):
        if 3 <= len(piece) <= MAX_PIECE and left[0] > 0 and _covered(piece, left) is False:
            out.append(piece)
    return out


def _bits(m: int) -> Iterator[int]:
    while m:
        b = m & -m
        yield b.bit_length() - 1
        m ^= b


def _covered(piece: list[Cell], left: list[int]) -> bool | None:
    """Whether the piece has a cover by paths of 3+ cells (None: budget spent first).
    Each step takes the uncovered cell with the fewest uncovered neighbours (a dead end
    first: it must end a path) and tries every path through it."""
    index = {c: i for i, c in enumerate(piece)}
    near = [
        sum(1 << index[q] for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if q in index)
        for x, y in piece
    ]
    work = [min(PIECE_WORK, left[0])]
    memo: dict[int, bool] = {}

    def arms(v: int, free: int) -> list[list[int]]:
        """Every simple path from `v` through cells of `free` (v itself not in it)."""
        out, todo = [[v]], [([v], free)]
        while todo:
            path, room = todo.pop()
            for u in _bits(near[path[-1]] & room):
                longer = path + [u]
                out.append(longer)
                todo.append((longer, room & ~(1 << u)))
                work[0] -= 1
                if work[0] < 0:
                    raise _Spent
        return out

    def solve(mask: int) -> bool:
        if not mask:
            return True
        if mask in memo:
            return memo[mask]
        v, degree = min(((u, (near[u] & mask).bit_count()) for u in _bits(mask)), key=lambda t: t[1])
        found = False
        if degree:
            rest = mask & ~(1 << v)
            for a in arms(v, rest):
                used = sum(1 << u for u in a)
                for b in arms(v, rest & ~used) if degree > 1 else [[v]]:
                    if len(a) + len(b) < 4 or (len(a) > 1 and len(b) > 1 and a[1] > b[1]):
                        continue  # under 3 cells; or the same path the other way round
                    if solve(mask & ~used & ~sum(1 << u for u in b)):
                        found = True
                        break
                if found:
                    break
        memo[mask] = found
        return found

    try:
        return solve((1 << len(piece)) - 1)
    except _Spent:
        return None
    finally:
        left[0] -= min(PIECE_WORK, left[0]) - max(work[0], 0)
