"""Arrows and the board: occupancy, the escape test, firing and removal.

`Board` holds the fixed puzzle (space, arrows, their precomputed rays) and the current
position (which arrows remain, who owns each cell). `copy()` gives an independent
position over the same fixed data.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from .errors import BoardError
from .locks import check_locks
from .geometry import DIR_NAMES
from .space import Space
from .turning import MAX_ROTATING, axis_of, phase_dirs, phase_ray

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

    @property
    def head(self) -> int:
        return self.cells[-1]

    @property
    def tail(self) -> int:
        return self.cells[0]

    def __len__(self) -> int:
        return len(self.cells)


def check_arrow(space: Space, arrow: Arrow, label: str = "arrow") -> tuple[int, ...]:
    """Validate one arrow against the rules; return its escape ray."""
    cells = arrow.cells
    if len(cells) < MIN_LENGTH:
        raise BoardError(f"{label} has {len(cells)} cells; arrows need at least {MIN_LENGTH}")
    if len(set(cells)) != len(cells):
        raise BoardError(f"{label} visits a cell twice")
    for a, b in zip(cells, cells[1:]):
        if not space.adjacent(a, b):
            raise BoardError(
                f"{label}: cells {space.show(a)} and {space.show(b)} are not adjacent")
    if arrow.dir not in space.directions(arrow.head):
        raise BoardError(f"{label}: direction {DIR_NAMES[arrow.dir]} is not possible at its head")
    if space.neck(arrow.head, arrow.dir) != cells[-2]:
        raise BoardError(
            f"{label} breaks the neck rule: its last step does not travel {DIR_NAMES[arrow.dir]}")
    ray = space.ray(arrow.head, arrow.dir)
    if ray is None:
        raise BoardError(f"{label} flies {DIR_NAMES[arrow.dir]} into a wall of the block")
    own = set(cells)
    if any(c in own for c in ray):
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
        raise BoardError(f"{label}'s second head breaks the neck rule: its first step does not "
                         f"come from {DIR_NAMES[d2]}'s opposite")
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


@dataclass
class Board:
    """A puzzle and its current position. Arrows are numbered by their index."""

    space: Space
    arrows: list[Arrow]
    shape: str | None = None
    seed: int | None = None
    params: dict = field(default_factory=dict)
    solution: list[int] | None = None
    metrics: dict | None = None

    def __post_init__(self) -> None:
        self.arrows = list(self.arrows)
        self.rays: list[tuple[int, ...]] = []
        owner = [-1] * len(self.space)
        self.rays2: list[tuple[int, ...] | None] = []   # second heads' rays (two-headed)
        for i, arrow in enumerate(self.arrows):
            self.rays.append(check_arrow(self.space, arrow, f"arrow {i}"))
            self.rays2.append(check_second_head(self.space, arrow, f"arrow {i}"))
            for c in arrow.cells:
                if owner[c] >= 0:
                    raise BoardError(
                        f"arrows {owner[c]} and {i} share the cell {self.space.show(c)}")
                owner[c] = i
        self.locks = [a.lock for a in self.arrows]
        check_locks(self.locks)
        self._init_turns()
        self._initial_owner = owner
        self.reset()

    def _init_turns(self) -> None:
        """Rotating arrows (RULES.md 6): `turns` maps each to its axis; `phase_rays[i][p]`
        is its ray in phase p (None: blocked then, by its own body or a wall)."""
        self.turns: dict[int, int] = {}
        self.phase_rays: dict[int, list[tuple[int, ...] | None]] = {}
        for i, a in enumerate(self.arrows):
            if a.turn is None:
                continue
            if a.dir2 is not None:
                raise BoardError(f"arrow {i} has both 'turn' and 'dir2'; a two-headed arrow "
                                 f"does not rotate")
            self.turns[i] = axis_of(self.space, a.head, a.dir, a.turn, f"arrow {i}")
            self.phase_rays[i] = [phase_ray(self.space, a.cells, d)
                                  for d in phase_dirs(a.dir, self.turns[i])]
        if len(self.turns) > MAX_ROTATING:
            raise BoardError(f"the board has {len(self.turns)} rotating arrows; at most "
                             f"{MAX_ROTATING} a board (the verifier's bound)")

    # -- position ------------------------------------------------------------------
    def reset(self) -> None:
        """Back to the starting position (every arrow present)."""
        self.owner = list(self._initial_owner)
        self.alive = set(range(len(self.arrows)))

    def copy(self) -> "Board":
        """A new position sharing this board's fixed data (no re-validation)."""
        other = object.__new__(Board)
        other.__dict__.update(self.__dict__)
        other.owner = list(self.owner)
        other.alive = set(self.alive)
        return other

    @property
    def mode(self) -> str:
        return self.space.mode

    @property
    def cleared(self) -> bool:
        return not self.alive

    @property
    def phase(self) -> int:
        """Quarter turns every rotating arrow has made: arrows removed, mod 4."""
        return (len(self.arrows) - len(self.alive)) % 4

    def direction(self, i: int) -> int:
        """Arrow i's head direction now (a rotating arrow's turns with the phase)."""
        axis = self.turns.get(i)
        return self.arrows[i].dir if axis is None else phase_dirs(self.arrows[i].dir, axis)[self.phase]

    def first_blocker(self, i: int, end: int | None = None) -> tuple[int, int] | None:
        """(cell, arrow) of the first occupied cell on arrow i's ray, or None if it can leave.

        A shut lock blocks first: (the key's head cell, the key). A two-headed arrow
        fires `end` (0: the `dir` head, 1: the `dir2` head); end None: it can leave when
        either ray is clear, and the `dir` ray's blocker is reported otherwise."""
        key = self.locks[i]
        if key is not None and key in self.alive:
            return self.arrows[key].head, key
        ray2 = self.rays2[i]
        if end == 1 and ray2 is not None:
            return self._ray_blocker(ray2)
        if i in self.turns:
            ray = self.phase_rays[i][self.phase]
            if ray is None:                    # turned back over its body or into a wall
                return self.arrows[i].head, i
            return self._ray_blocker(ray)
        hit = self._ray_blocker(self.rays[i])
        if hit is not None and end is None and ray2 is not None and self._ray_blocker(ray2) is None:
            return None
        return hit

    def _ray_blocker(self, ray: tuple[int, ...]) -> tuple[int, int] | None:
        owner = self.owner
        for c in ray:
            o = owner[c]
            if o >= 0:
                return c, o
        return None

    def free_end(self, i: int) -> int | None:
        """The end arrow i can leave by now (0 `dir`, 1 `dir2`; 0 first), or None."""
        if self.first_blocker(i, 0) is None:
            return 0
        if self.rays2[i] is not None and self.first_blocker(i, 1) is None:
            return 1
        return None

    def can_escape(self, i: int) -> bool:
        return i in self.alive and self.first_blocker(i) is None

    def free_arrows(self) -> list[int]:
        return sorted(i for i in self.alive if self.first_blocker(i) is None)

    def remove(self, i: int) -> None:
        """Take arrow i off the board (the caller has checked it can leave)."""
        if i not in self.alive:
            raise ValueError(f"arrow {i} is not on the board")
        self.alive.discard(i)
        owner = self.owner
        for c in self.arrows[i].cells:
            owner[c] = -1

    def fire(self, i: int, end: int | None = None) -> tuple[int, int] | None:
        """The move: remove arrow i if it can leave (None), else return its first blocker.
        `end`: which head of a two-headed arrow fires (None: any that can)."""
        blocked = self.first_blocker(i, end)
        if blocked is None:
            self.remove(i)
        return blocked

    def arrow_at(self, cell: int) -> int | None:
        o = self.owner[cell]
        return None if o < 0 else o

    # -- coverage --------------------------------------------------------------------
    def covered_cells(self) -> int:
        return sum(len(a) for a in self.arrows)

    @property
    def density(self) -> float:
        return self.covered_cells() / len(self.space) if len(self.space) else 0.0

    def check_solution(self, order: Sequence[int]) -> None:
        """Raise BoardError unless firing `order` from the start clears the board."""
        b = self.copy()
        b.reset()
        for step, i in enumerate(order):
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(self.arrows) \
                    or i not in b.alive:
                raise BoardError(f"solution step {step} names arrow {i!r}, which is not on the board")
            hit = b.fire(i)
            if hit is not None:
                raise BoardError(f"solution step {step}: arrow {i} is blocked by arrow {hit[1]}")
        if b.alive:
            raise BoardError(f"the solution leaves {len(b.alive)} arrows on the board")
