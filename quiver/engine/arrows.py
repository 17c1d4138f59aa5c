"""One arrow: its value (`Arrow`), what firing it did (`Shot`, `Hit`), and the rule
checks of one arrow against a space (RULES.md sections 2 and 6).

The checks of the arrows together (shared cells, locks, turns) are the puzzle's
(`puzzle.py`); playing them is the board's (`board.py`, which re-exports these names).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import NamedTuple

from .errors import BoardError, count_of
from .geometry import DIR_NAMES
from .space import Space

MIN_LENGTH = 3


@dataclass(frozen=True)
class Arrow:
    """Cells tail first, head last (cell ids of a space), and the direction it flies.

    `lock`: the index of this arrow's key (RULES.md section 6), or None for a plain arrow.
    `dir2`: two-headed: the tail `cells[0]` is a second head flying this way (else None).
    `turn`: rotating: the file word, "cw"/"ccw" (2d, flat) or the axis name (3d), else None.
    """

    cells: tuple[int, ...]
    dir: int
    lock: int | None = None
    dir2: int | None = None
    turn: str | None = None

    @classmethod
    def plain_all(cls, parts: list[tuple[tuple[int, ...], int]]) -> tuple[Arrow, ...]:
        """`Arrow(cells, d)` for each (cells, direction), in one call. Made without the
        frozen dataclass's `__init__` (a setattr through `object.__setattr__` per field:
        2.5 against 0.9 microseconds, and the generator makes a thousand for a 3D cube 17
        board), the same fields in the same order, so equal arrows, hashed, compared and
        pickled alike; one call, as from the compiled generator a call into this
        (interpreted) module costs about as much as making the arrow."""
        make = object.__new__
        out = []
        for cells, d in parts:
            arrow = make(cls)
            fields = arrow.__dict__
            fields["cells"] = cells
            fields["dir"] = d
            fields["lock"] = None
            fields["dir2"] = None
            fields["turn"] = None
            out.append(arrow)
        return tuple(out)

    @property
    def head(self) -> int:
        return self.cells[-1]

    @property
    def tail(self) -> int:
        return self.cells[0]

    def __len__(self) -> int:
        return len(self.cells)


class Hit(NamedTuple):
    """What stops an arrow: the first occupied cell on its ray and the arrow there (for
    a shut lock: its key's head cell and the key)."""

    cell: int
    arrow: int


@dataclass(frozen=True)
class Shot:
    """What firing one arrow did: it left (and is gone from the board), it was blocked
    (`hit`: by which arrow at which cell; `locked`: by its shut lock, `hit` names the
    key), or it was not on the board to fire (`missing`)."""

    arrow: int
    hit: Hit | None = None
    locked: bool = False
    missing: bool = False

    @property
    def left(self) -> bool:
        return self.hit is None and not self.missing

    @property
    def blocker(self) -> int | None:
        """The arrow in the way (None when it left)."""
        return None if self.hit is None else self.hit.arrow

    @property
    def cell(self) -> int | None:
        """Where it was stopped (None when it left)."""
        return None if self.hit is None else self.hit.cell


def check_arrow(space: Space, arrow: Arrow, label: str = "arrow") -> tuple[int, ...]:
    """Validate one arrow against the rules; return its escape ray."""
    cells = arrow.cells
    if len(cells) < MIN_LENGTH:
        raise BoardError(f"{label} has {count_of(len(cells), 'cell')}; arrows need at least {MIN_LENGTH}")
    own = set(cells)
    if len(own) != len(cells):
        raise BoardError(f"{label} visits a cell twice")
    for a, b in itertools.pairwise(cells):
        if not space.adjacent(a, b):
            raise BoardError(f"{label}: cells {space.show(a)} and {space.show(b)} are not adjacent")
    if arrow.dir not in space.directions(arrow.head):
        raise BoardError(f"{label}: direction {DIR_NAMES[arrow.dir]} is not possible at its head")
    if space.neck(arrow.head, arrow.dir) != cells[-2]:
        raise BoardError(
            f"{label} breaks the neck rule: its last step does not travel {DIR_NAMES[arrow.dir]}"
        )
    ray = space.ray(arrow.head, arrow.dir)
    if ray is None:
        raise BoardError(f"{label} flies {DIR_NAMES[arrow.dir]} into a wall of the block")
    if not own.isdisjoint(ray):
        raise BoardError(f"{label}: its escape ray crosses its own body")
    return ray


def check_second_head(space: Space, arrow: Arrow, label: str = "arrow") -> tuple[int, ...] | None:
    """A two-headed arrow's second head (its tail) under the same rules; its ray, or None
    for a one-headed arrow (RULES.md section 6)."""
    d2 = arrow.dir2
    if d2 is None:
        return None
    tail, cells = arrow.cells[0], arrow.cells
    if d2 not in space.directions(tail):
        raise BoardError(f"{label}: second head direction {DIR_NAMES[d2]} is not possible at its tail")
    if space.neck(tail, d2) != cells[1]:
        raise BoardError(
            f"{label}'s second head breaks the neck rule: its first step does not "
            f"come from {DIR_NAMES[d2]}'s opposite"
        )
    ray = space.ray(tail, d2)
    if ray is None:
        raise BoardError(f"{label}'s second head flies {DIR_NAMES[d2]} into a wall of the block")
    if set(ray) & set(cells):
        raise BoardError(f"{label}: its second head's escape ray crosses its own body")
    return ray


def end_for_cell(arrow: Arrow, cell: int) -> int:
    """Which end a tap on `cell` fires: 0 the `dir` head, 1 the `dir2` head (the tail),
    whichever is nearer along the body; the middle of an odd body fires the `dir` head."""
    if arrow.dir2 is None:
        return 0
    k = arrow.cells.index(cell)
    return 1 if 2 * k < len(arrow.cells) - 1 else 0
