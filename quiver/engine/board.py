"""The board: a puzzle and a position on it; occupancy, the escape test, firing and removal.

A `Puzzle` (`puzzle.py`) is the fixed, checked puzzle (space, arrows, their precomputed
rays, the file's metadata) and never changes; a `Position` is what is left (which arrows
remain, who owns each cell). A `Board` is one of each: `copy()` gives an independent
position over the same puzzle. The arrow's value and checks are `arrows.py`; this module
re-exports them and the puzzle, where the rest of the game imports them from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .arrows import (
    MIN_LENGTH,
    Arrow,
    Hit,
    Shot,
    check_arrow,
    check_second_head,
    end_for_cell,
)
from .errors import BoardError, count_of, shown
from .modes import is_int
from .orders import clears_in_order
from .puzzle import Puzzle
from .space import Space
from .turning import phase_dirs

__all__ = [
    "MIN_LENGTH",
    "Arrow",
    "Board",
    "Hit",
    "Position",
    "Puzzle",
    "Shot",
    "check_arrow",
    "check_second_head",
    "end_for_cell",
]


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
        ray = self.ray(i, end or 0)
        if ray is None:  # turned back over its body or into a wall
            return Hit(self.arrows[i].head, i)
        hit = self._ray_blocker(ray)
        ray2 = self.rays2[i]
        if hit is not None and end is None and ray2 is not None and self._ray_blocker(ray2) is None:
            return None
        return hit

    def ray(self, i: int, end: int = 0) -> tuple[int, ...] | None:
        """The cells arrow i's `end` head flies over now, nearest first (end 1: a
        two-headed arrow's `dir2` head; a rotating arrow's ray of this phase, None where it
        is turned back over its body or into a wall)."""
        ray2 = self.rays2[i]
        if end == 1 and ray2 is not None:
            return ray2
        if i in self.turns:
            return self.phase_rays[i][self.phase]
        return self.rays[i]

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
                raise BoardError(f"solution step {step} names arrow {shown(i)}, which is not on the board")
            shot = b.fire(i)
            if not shot.left:
                raise BoardError(f"solution step {step}: arrow {i} is blocked by arrow {shot.blocker}")
        if b.alive:
            raise BoardError(f"the solution leaves {count_of(len(b.alive), 'arrow')} on the board")

    def _clears_plain(self, order: Sequence[int]) -> bool:
        """True if `order` names every arrow once and each arrow's ray meets only arrows
        named before it, on a board of plain arrows (no lock, second head or turn): what
        firing the order on a copy finds, read from the rays at a fraction of the cost
        (the generator checks every board it makes). False: fire it (for the message)."""
        if self.turns:
            return False
        puzzle = self.puzzle  # (the loops compiled: engine/orders.py)
        return clears_in_order(order, puzzle.rays, puzzle.start_owner, puzzle.locks, puzzle.rays2)
