"""The fixed, checked puzzle: a space, its arrows and the board file's record about it,
with what the rules derive from the arrows once (rays, locks, cell owners, turns).

A `Puzzle` never changes: a different puzzle is a new value. `dataclasses.replace` checks
everything again; `with_record` changes only the record, `with_arrows` only some arrows'
special fields (lock, second head, turn), checking again only what those can break.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .arrows import Arrow, check_arrow, check_second_head
from .errors import BoardError
from .locks import check_locks
from .space import Space
from .turning import check_turns


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
            **_no_record(),
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

    def with_arrows(self, changes: Mapping[int, Arrow]) -> Puzzle:
        """`Puzzle(self.space, the arrows with these changed)`: the same puzzle (and no
        record: the solution and metrics were the old arrows'), checking again only what
        changed. Only a lock, a second head or a turn may change, never the cells or the
        head's direction, so every other arrow's checks and the cells' owners stay as they
        were (the special-arrow passes try one change at a time: a full check per try made
        them quadratic in the arrows). ValueError if a change moves cells or the head."""
        arrows, rays, rays2 = list(self.arrows), list(self.rays), list(self.rays2)
        for i in sorted(changes):  # the constructor's order, so its first message
            a = changes[i]
            if a.cells != arrows[i].cells or a.dir != arrows[i].dir:
                raise ValueError(f"arrow {i}: only a lock, a second head or a turn may change here")
            if a == arrows[i]:
                continue
            rays[i] = check_arrow(self.space, a, f"arrow {i}")
            rays2[i] = check_second_head(self.space, a, f"arrow {i}")
            arrows[i] = a
        locks = tuple(a.lock for a in arrows)
        check_locks(locks)
        turns, phase_rays = check_turns(self.space, arrows)
        other = object.__new__(Puzzle)
        other.__dict__.update(
            self.__dict__,
            arrows=tuple(arrows),
            rays=tuple(rays),
            rays2=tuple(rays2),
            locks=locks,
            turns=turns,
            phase_rays=phase_rays,
            **_no_record(),
        )
        return other


_RECORD_FIELDS = frozenset(("shape", "seed", "params", "solution", "metrics"))


def _no_record() -> dict[str, Any]:
    """The record of a puzzle made without one (the constructor's defaults)."""
    return {"shape": None, "seed": None, "params": {}, "solution": None, "metrics": None}
