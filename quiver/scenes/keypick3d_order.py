"""A head that shows from a 3D or Flat-3D view (`Lit`) and the order Tab goes through
them (`reading_order`): kept apart from keypick3d.py's picking, which finds them."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ROW", "Lit", "reading_order"]

ROW = 0.5  # heads whose screen heights differ by less than this many cubes read as one row


@dataclass(frozen=True)
class Lit:
    """A head that shows: its arrow, which end (1: a two-headed arrow's second head) and
    the window pixel it shows at."""

    arrow: int
    end: int
    pos: tuple[float, float]


def reading_order(heads: list[Lit], row: float) -> list[Lit]:
    """Top row first, left to right in a row; a row takes the heads less than `row`
    pixels below its first one."""
    out: list[Lit] = []
    rest = sorted(heads, key=lambda h: (h.pos[1], h.pos[0], h.arrow))
    k = 0
    while k < len(rest):  # (a row: the heads from k on below y0 + row, sorted by height)
        y0, n = rest[k].pos[1], k + 1
        while n < len(rest) and rest[n].pos[1] - y0 < row:
            n += 1
        out += sorted(rest[k:n], key=lambda h: (h.pos[0], h.pos[1], h.arrow))
        k = n
    return out
