"""Per-space tables the build reads instead of asking the space (`engine/space.py`).

Each is built (or filled) once per space and kept while the space lives, so the many
builds of one board (backtracks, fairness retries, the seeds of one size) share them.
`engine/space.py` stays pure Python (ADR 0010): from compiled code every `space.ray`,
`space.neck` or `space.directions` is an interpreted call, where a list read is a few
nanoseconds both ways. The same values as the space's own answers, so the same boards
(tests/test_generator_hot_paths.py compares them).
"""

from __future__ import annotations

from typing import Final
from weakref import WeakKeyDictionary

from quiver.engine.grid_tables import grid_walks
from quiver.engine.player import face_point
from quiver.engine.space import GridSpace, Space

from .frontier import Lines

Walk = tuple[int, int, int]  # (walk direction, cell reached, travel direction after)


_WALKS: WeakKeyDictionary[Space, list[tuple[Walk, ...]]] = WeakKeyDictionary()


def walks_of(space: Space) -> list[tuple[Walk, ...]]:
    """walks[c]: (walk direction, cell reached, travel direction after) for each step.
    Kept while the space lives, so the many builds of one board (backtracks, fairness
    retries) compute it once."""
    walks = _WALKS.get(space)
    if walks is None:
        if isinstance(space, GridSpace):
            # a grid step keeps its direction: the steps of step_table, in its order,
            # read from the shift table the build keeps anyway (no tuple per step)
            walks = grid_walks(space.shift_table(), len(space), space.dims)
        else:
            walks = [
                tuple((t,) + s for t in space.walk_directions(c) if (s := space.step(c, t)) is not None)
                for c in range(len(space))
            ]
        _WALKS[space] = walks
    return walks


_NBRS: WeakKeyDictionary[Space, list[tuple[int, ...]]] = WeakKeyDictionary()


def nbrs_of(space: Space) -> list[tuple[int, ...]]:
    """nbrs[c]: the cells walks[c] reaches, in the same order (the hot loops that only
    count or visit neighbours read these, without unpacking each walk). Kept like walks_of."""
    nbrs = _NBRS.get(space)
    if nbrs is None:
        nbrs = _NBRS[space] = [tuple(x for _, x, _ in walk) for walk in walks_of(space)]
    return nbrs


_POINTS: WeakKeyDictionary[Space, list[tuple[float, float, float]]] = WeakKeyDictionary()


def points_of(space: Space) -> list[tuple[float, float, float]]:
    """Where each cell sits, as engine.player.head_points places a head (a grid cell's
    coordinates, 0 for a missing third; a Flat-3D face at the middle of the face).
    Kept like walks_of; built on first use (only a steered build reads it)."""
    pts = _POINTS.get(space)
    if pts is None:
        pts = []
        for cid in range(len(space)):
            c = space.coord(cid)
            if len(c) == 4:  # Flat 3D: (x, y, z, normal)
                pts.append(face_point(c))
            else:
                pts.append((float(c[0]), float(c[1]), float(c[2]) if len(c) > 2 else 0.0))
        _POINTS[space] = pts
    return pts


# The space's own answers to `neck` and `ray`, kept per space in flat lists indexed by
# head * 6 + dir and filled as they are first asked. `engine/space.py` stays pure Python
# (ADR 0010), so each `space.neck` / `space.ray` from compiled code was an interpreted
# call (neck: three, about 0.8 microseconds; a 3D cube 17 build asks 4,600 necks and
# 20,000 rays); a list read is a few nanoseconds both ways. The same values, so the
# same boards.
NECK_UNKNOWN: Final = -2
_NECK_TABLES: WeakKeyDictionary[Space, list[int]] = WeakKeyDictionary()
_RAY_TABLES: WeakKeyDictionary[Space, list[tuple[int, ...] | None]] = WeakKeyDictionary()


def neck_table(space: Space) -> list[int]:
    """The table `neck_at` reads: NECK_UNKNOWN until asked, then the neck or -1."""
    table = _NECK_TABLES.get(space)
    if table is None:
        table = _NECK_TABLES[space] = [NECK_UNKNOWN] * (len(space) * 6)
        if isinstance(space, GridSpace):
            # a grid's necks filled at once, as neck_at would (its step back, from the
            # shift table): asked one by one, each first ask was an interpreted call
            # (25,000 of them in 20 3D cube 17 boards, a board's new heads)
            shifts, axes = space.shift_table(), 2 * space.dims
            for k in range(len(table)):
                if k % 6 < axes:
                    table[k] = shifts[k ^ 1]
    return table


def neck_at(table: list[int], space: Space, head: int, d: int) -> int:
    """`space.neck(head, d)`, -1 for None, through `table` (neck_table(space))."""
    k = head * 6 + d
    neck = table[k]
    if neck == NECK_UNKNOWN:
        if isinstance(space, GridSpace) and d < 2 * space.dims:
            # a grid's neck is its step back (space.neck: step(head, opposite(d))), read
            # from the space's step table: one interpreted call where neck made two
            neck = table[k] = space.shift_table()[k ^ 1]
        else:
            found = space.neck(head, d)
            neck = table[k] = -1 if found is None else found
    return neck


_HEAD_DIRS: WeakKeyDictionary[Space, list[tuple[int, ...]]] = WeakKeyDictionary()


def head_dirs_of(space: Space) -> list[tuple[int, ...]]:
    """`space.directions(c)` for every cell (a grid's: one tuple shared by all). The end
    game asks it of most arrows on every `set_free` and checked edit, and from compiled
    code each ask was an interpreted call (3,500 a 3D cube 17 board). Kept like walks_of."""
    table = _HEAD_DIRS.get(space)
    if table is None:
        if isinstance(space, GridSpace):
            table = [space.directions(0)] * len(space)
        else:
            table = [space.directions(c) for c in range(len(space))]
        _HEAD_DIRS[space] = table
    return table


# what ray_table holds until asked (told apart by identity: None is a Flat-3D wall)
UNASKED: Final[tuple[int, ...]] = (-1,)


def ray_table(space: Space) -> list[tuple[int, ...] | None]:
    """The table `ray_at` and `ray_or_wall` read: UNASKED until asked."""
    table = _RAY_TABLES.get(space)
    if table is None:
        table = _RAY_TABLES[space] = [UNASKED] * (len(space) * 6)
    return table


def space_ray(space: Space, head: int, d: int) -> tuple[int, ...] | None:
    """`space.ray(head, d)`. A grid's is the rest of the head's axis line (frontier.Lines,
    shared with the line frontier): the same cells in the same order, a slice here
    against the pure space's interpreted walk (1.6 microseconds; the build of a 3D cube
    17 first asks about 1,500 rays a board, the most of them in set_free)."""
    if isinstance(space, GridSpace):
        lines = Lines.of(space)
        line, k = lines.where[d >> 1][head]  # axis d >> 1; even d the + direction
        members = lines.lines[line]
        if d & 1 == 0:
            return tuple(members[k + 1 :])
        return tuple(members[k - 1 :: -1]) if k else ()
    return space.ray(head, d)


def ray_or_wall(
    table: list[tuple[int, ...] | None], space: Space, head: int, d: int
) -> tuple[int, ...] | None:
    """`space.ray(head, d)` (None: a Flat-3D wall) through `table` (ray_table(space))."""
    k = head * 6 + d
    ray = table[k]
    if ray is UNASKED:
        ray = table[k] = space_ray(space, head, d)
    return ray


def ray_at(table: list[tuple[int, ...] | None], space: Space, head: int, d: int) -> tuple[int, ...]:
    """`space.ray(head, d) or ()` (a Flat-3D wall reads as no cells) through `table`."""
    k = head * 6 + d
    ray = table[k]
    if ray is UNASKED:
        ray = table[k] = space_ray(space, head, d)
    return () if ray is None else ray


def shifts_of(space: Space) -> list[int] | None:
    """A grid's `shift(c, e)` for every cell and direction, at c * 6 + e (-1: outside the
    shape); None for a Flat-3D surface, whose shift is not a step. Kept by the space."""
    return space.shift_table() if isinstance(space, GridSpace) else None
