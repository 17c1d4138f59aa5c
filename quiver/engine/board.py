"""Arrows and the board: occupancy, the escape test, firing and removal.

A `Puzzle` is the fixed, checked puzzle (space, arrows, their precomputed rays, the
file's metadata) and never changes; a `Position` is what is left (which arrows remain,
who owns each cell). A `Board` is one of each: `copy()` gives an independent position
over the same puzzle.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .errors import BoardError
from .geometry import DIR_NAMES
from .locks import check_locks
from .modes import is_int
from .space import Space
from .turning import check_turns, phase_dirs

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
        raise BoardError(f"{label} has {len(cells)} cells; arrows need at least {MIN_LENGTH}")
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


@dataclass(frozen=True)
class Puzzle:
    """The fixed puzzle: its space, its arrows (numbered by index) and what a board file
    records about it. Checked once when made and never changed: a different puzzle is a
    new value (`dataclasses.replace`, which checks again)."""

    space: Space
    arrows: tuple[Arrow, ...]
    shape: str | None = None
    seed: int | None = None
    params: dict[str, Any] = field(default_factory=dict)
    solution: tuple[int, ...] | None = None
    metrics: dict[str, Any] | None = None  # the board file's record (Metrics.as_dict())
    # derived from the arrows, once: escape rays, second heads' rays, locks, cell owners
    rays: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    rays2: tuple[tuple[int, ...] | None, ...] = field(init=False, repr=False, compare=False)
    locks: tuple[int | None, ...] = field(init=False, repr=False, compare=False)
    start_owner: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # rotating arrows (RULES.md 6): arrow -> the axis it turns about, and its ray in each
    # phase (None: blocked then, by its own body or a wall)
    turns: dict[int, int] = field(init=False, repr=False, compare=False)
    phase_rays: dict[int, tuple[tuple[int, ...] | None, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        arrows = tuple(self.arrows)
        rays, rays2 = [], []
        owner = [-1] * len(self.space)
        for i, arrow in enumerate(arrows):
            rays.append(check_arrow(self.space, arrow, f"arrow {i}"))
            rays2.append(check_second_head(self.space, arrow, f"arrow {i}"))
            for c in arrow.cells:
                if owner[c] >= 0:
                    raise BoardError(f"arrows {owner[c]} and {i} share the cell {self.space.show(c)}")
                owner[c] = i
        locks = tuple(a.lock for a in arrows)
        check_locks(locks)
        turns, phase_rays = check_turns(self.space, arrows)
        derived = {
            "arrows": arrows,
            "rays": tuple(rays),
            "rays2": tuple(rays2),
            "locks": locks,
            "start_owner": tuple(owner),
            "turns": turns,
            "phase_rays": phase_rays,
        }
        if self.solution is not None:
            derived["solution"] = tuple(self.solution)
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    @classmethod
    def proven(
        cls,
        space: Space,
        arrows: tuple[Arrow, ...],
        rays: tuple[tuple[int, ...], ...],
        start_owner: tuple[int, ...],
        **record: Any,
    ) -> Puzzle:
        """A puzzle of plain arrows whose rules the caller has already proved: the
        generator's builder grows every body step by step from the space's own walks,
        heads it by the neck rule onto a ray clear of its body, and owns each cell once;
        `rays` and `start_owner` are the space's rays and the cell owners it kept. The
        rule checks (check_arrow) are not run again: a third of a 3D cube 17 board's
        construction. Independently verified where it matters: the generator still checks
        the solution on the result (check_solution), and any board read from a file is
        checked in full (tests/test_generator.py loads every board it judges)."""
        if any(a.lock is not None or a.dir2 is not None or a.turn is not None for a in arrows):
            raise ValueError("Puzzle.proven takes plain arrows only")
        if len(rays) != len(arrows) or len(start_owner) != len(space):
            raise ValueError("Puzzle.proven: a ray per arrow and an owner per cell")
        none = (None,) * len(arrows)
        puzzle = object.__new__(cls)
        puzzle.__dict__.update(
            space=space,
            arrows=arrows,
            shape=None,
            seed=None,
            params={},
            solution=None,
            metrics=None,
            rays=rays,
            rays2=none,
            locks=none,
            start_owner=start_owner,
            turns={},
            phase_rays={},
        )
        return puzzle.with_record(**record)  # the record by the same rules as any change

    def with_record(self, **changes: Any) -> Puzzle:
        """The same arrows with other metadata (shape, seed, params, solution, metrics).
        Nothing the checks depend on changes, so nothing is checked again."""
        unknown = set(changes) - _RECORD_FIELDS
        if unknown:
            raise TypeError(f"with_record() changes only {sorted(_RECORD_FIELDS)}, not {sorted(unknown)}")
        if changes.get("solution") is not None:
            changes["solution"] = tuple(changes["solution"])
        other = object.__new__(Puzzle)
        other.__dict__.update(self.__dict__, **changes)
        return other


_RECORD_FIELDS = frozenset(("shape", "seed", "params", "solution", "metrics"))


@dataclass
class Position:
    """What is left of a puzzle: the arrows still on the board, the owner of each cell
    (-1: empty) and the hearts left (None: not counted, as in zen play or the solver).
    The rules never read hearts; the play session (game/session.py) spends them."""

    alive: set[int]
    owner: list[int]
    hearts: int | None = None

    @classmethod
    def start(cls, puzzle: Puzzle) -> Position:
        """Every arrow present."""
        return cls(set(range(len(puzzle.arrows))), list(puzzle.start_owner))

    def copy(self) -> Position:
        return Position(set(self.alive), list(self.owner), self.hearts)


class Board:
    """A puzzle and a position on it: what the rules, the solver, the session and the
    views work on. The puzzle's fields read through (`board.arrows`, `board.rays`...);
    firing and removing change only the position."""

    __slots__ = ("position", "puzzle")

    def __init__(
        self,
        space: Space,
        arrows: Sequence[Arrow],
        shape: str | None = None,
        seed: int | None = None,
        params: dict[str, Any] | None = None,
        solution: Sequence[int] | None = None,
        metrics: dict[str, Any] | None = None,
    ) -> None:
        self.puzzle = Puzzle(
            space,
            tuple(arrows),
            shape,
            seed,
            {} if params is None else params,
            None if solution is None else tuple(solution),
            metrics,
        )
        self.position = Position.start(self.puzzle)

    @classmethod
    def of(cls, puzzle: Puzzle, position: Position | None = None) -> Board:
        """A board over an existing puzzle (no re-validation), at its start by default."""
        board = object.__new__(cls)
        board.puzzle = puzzle
        board.position = Position.start(puzzle) if position is None else position
        return board

    def with_record(self, **changes: Any) -> Board:
        """The same arrows with other metadata (Puzzle.with_record), at the start."""
        return Board.of(self.puzzle.with_record(**changes))

    def __repr__(self) -> str:
        return (
            f"Board(mode={self.space.mode!r}, shape={self.shape!r}, seed={self.seed!r}, "
            f"arrows={len(self.arrows)}, alive={len(self.alive)})"
        )

    # -- the puzzle, read through ----------------------------------------------------
    @property
    def space(self) -> Space:
        return self.puzzle.space

    @property
    def arrows(self) -> tuple[Arrow, ...]:
        return self.puzzle.arrows

    @property
    def shape(self) -> str | None:
        return self.puzzle.shape

    @property
    def seed(self) -> int | None:
        return self.puzzle.seed

    @property
    def params(self) -> dict[str, Any]:
        return self.puzzle.params

    @property
    def solution(self) -> tuple[int, ...] | None:
        return self.puzzle.solution

    @property
    def metrics(self) -> dict[str, Any] | None:
        return self.puzzle.metrics

    @property
    def rays(self) -> tuple[tuple[int, ...], ...]:
        return self.puzzle.rays

    @property
    def rays2(self) -> tuple[tuple[int, ...] | None, ...]:
        return self.puzzle.rays2

    @property
    def locks(self) -> tuple[int | None, ...]:
        return self.puzzle.locks

    @property
    def turns(self) -> dict[int, int]:
        return self.puzzle.turns

    @property
    def phase_rays(self) -> dict[int, tuple[tuple[int, ...] | None, ...]]:
        return self.puzzle.phase_rays

    # -- position ------------------------------------------------------------------
    @property
    def alive(self) -> set[int]:
        return self.position.alive

    @alive.setter
    def alive(self, value: set[int]) -> None:
        self.position.alive = value

    @property
    def owner(self) -> list[int]:
        return self.position.owner

    @owner.setter
    def owner(self, value: list[int]) -> None:
        self.position.owner = value

    def reset(self) -> None:
        """Back to the starting position (every arrow present)."""
        self.position = Position.start(self.puzzle)

    def copy(self) -> Board:
        """A new position over the same puzzle (no re-validation)."""
        return Board.of(self.puzzle, self.position.copy())

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

    def first_blocker(self, i: int, end: int | None = None) -> Hit | None:
        """The Hit (cell, arrow) of the first occupied cell on arrow i's ray, or None if it
        can leave.

        A shut lock blocks first: (the key's head cell, the key). A two-headed arrow
        fires `end` (0: the `dir` head, 1: the `dir2` head); end None: it can leave when
        either ray is clear, and the `dir` ray's blocker is reported otherwise."""
        key = self.locks[i]
        if key is not None and key in self.alive:
            return Hit(self.arrows[key].head, key)
        ray2 = self.rays2[i]
        if end == 1 and ray2 is not None:
            return self._ray_blocker(ray2)
        if i in self.turns:
            ray = self.phase_rays[i][self.phase]
            if ray is None:  # turned back over its body or into a wall
                return Hit(self.arrows[i].head, i)
            return self._ray_blocker(ray)
        hit = self._ray_blocker(self.rays[i])
        if hit is not None and end is None and ray2 is not None and self._ray_blocker(ray2) is None:
            return None
        return hit

    def _ray_blocker(self, ray: tuple[int, ...]) -> Hit | None:
        owner = self.owner
        for c in ray:
            o = owner[c]
            if o >= 0:
                return Hit(c, o)
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

    def fire(self, i: int, end: int | None = None) -> Shot:
        """The move: arrow i leaves if nothing is in its way, else the board is unchanged
        and the Shot says what stopped it. `end`: which head of a two-headed arrow fires
        (None: any that can)."""
        if i not in self.alive:
            return Shot(i, missing=True)
        key = self.locks[i]
        hit = self.first_blocker(i, end)
        if hit is None:
            self.remove(i)
        return Shot(i, hit, locked=key is not None and key in self.alive)

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
        if self._clears_plain(order):
            return
        b = self.copy()
        b.reset()
        for step, i in enumerate(order):
            if not is_int(i) or not 0 <= i < len(self.arrows) or i not in b.alive:
                raise BoardError(f"solution step {step} names arrow {i!r}, which is not on the board")
            shot = b.fire(i)
            if not shot.left:
                raise BoardError(f"solution step {step}: arrow {i} is blocked by arrow {shot.blocker}")
        if b.alive:
            raise BoardError(f"the solution leaves {len(b.alive)} arrows on the board")

    def _clears_plain(self, order: Sequence[int]) -> bool:
        """True if `order` names every arrow once and each arrow's ray meets only arrows
        named before it, on a board of plain arrows (no lock, second head or turn): what
        firing the order on a copy finds, read from the rays at a fraction of the cost
        (the generator checks every board it makes). False: fire it (for the message)."""
        n = len(self.arrows)
        if len(order) != n or self.turns or any(k is not None for k in self.locks):
            return False
        if any(r is not None for r in self.rays2):
            return False
        rank = [-1] * n
        for step, i in enumerate(order):
            if not is_int(i) or not 0 <= i < n or rank[i] >= 0:
                return False
            rank[i] = step
        owner = self.puzzle.start_owner
        for i, ray in enumerate(self.rays):
            r = rank[i]
            for c in ray:
                o = owner[c]
                if o >= 0 and rank[o] > r:
                    return False
        return True
