"""The state of one build, shared by the construction and the finishing steps.

The arrow list is always a clear order (an arrow waits only on arrows before it);
`owner`, `cell_level` and `heads` mirror it cell by cell. The construction
(`construct.Builder`) grows the state arrow by arrow; the pocket repairs (`pockets`),
the checked edits (`edits`) and the end game (`finish`) change it in place, each
through the small set of operations below that keep those mirrors in step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from quiver.engine.arrows import MIN_LENGTH
from quiver.engine.geometry import perpendicular
from quiver.engine.rng import Rng
from quiver.engine.space import FlatSpace, GridSpace, Space

from .frontier import Filer, Frontier, make_frontier
from .tables import (
    Walk,
    head_dirs_of,
    nbrs_of,
    neck_at,
    neck_table,
    ray_at,
    ray_or_wall,
    ray_table,
    shifts_of,
    walks_of,
)

Part = tuple[list[int], int]  # (cells tail..head, direction)

MAX_SIDE_HEADS: Final = 3
# Work one build attempt may spend re-covering torn-up regions (cells covered, per cell
# of the shape): past it the attempt gives up (Stuck) and the caller retries from a
# derived stream. A count, never a clock, so the outcome is the same on every machine.
REPAIR_WORK_PER_CELL: Final = 1.0
REPAIR_WORK_BASE: Final = 100


class Stuck(Exception):
    """This attempt left cells that no arrow could take; the caller backtracks."""


# a grid's side axes for each direction (GridSpace.side_axes), by the number of dimensions
_SIDE_AXES: Final = {dims: [perpendicular(d, dims) for d in range(6)] for dims in (2, 3)}


@dataclass
class BuildState:
    """Arrows placed so far and the per-cell indexes the build and its repairs read."""

    space: Space
    count: int  # arrows requested
    rng: Rng
    frontier: Frontier
    cell_level: list[int]  # level of the arrow owning each cell, 0 if unused
    walks: list[tuple[Walk, ...]]
    max_len: int  # the usual maximum length
    cap: int  # nothing ever longer
    is_flat: bool
    # 1: covered. A list, not a bytearray: indexing a list is the interpreter's fast
    # path, about 30% quicker in the build's hot loops (3D cube 17: 4% of a build)
    used: list[int]
    owner: list[int]
    used_count: int = 0
    arrows: list[list[int]] = field(default_factory=list)  # tail ... head, in clear order
    dirs: list[int] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    level_count: dict[int, int] = field(default_factory=dict)  # arrows placed per level
    heads: dict[int, int] = field(default_factory=dict)  # head cell -> direction
    dir_count: list[int] = field(default_factory=lambda: [0] * 6)
    first_strand: int | None = None  # first arrow that stranded a pocket
    stuck_near: int | None = None  # first arrow beside a cell left over
    watch: list[list[int]] | None = None  # see watchers()
    repair_work: int = 0  # see spend()
    built: list[tuple[list[int], int, int]] = field(default_factory=list)  # placed() as built
    shifts: list[int] | None = None  # a grid's shift(c, e) as shifts[c * 6 + e], -1: none
    nbrs: list[tuple[int, ...]] = field(default_factory=list)  # see nbrs_of()
    necks: dict[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)  # see necks_of()
    neck_t: list[int] = field(default_factory=list)  # see neck_at()
    ray_t: list[tuple[int, ...] | None] = field(default_factory=list)  # see ray_at()
    head_dirs: list[tuple[int, ...]] = field(default_factory=list)  # see head_dirs_of()
    side_axes: list[tuple[int, ...]] = field(default_factory=list)  # a grid's, per direction
    short_bodies: bool = False  # no long bodies (bodies.target_length): the gentle easy

    @classmethod
    def new(cls, space: Space, count: int, rng: Rng, filer: Filer) -> BuildState:
        """An empty build; `filer` hears of every head the frontier allows."""
        n = len(space)
        mean = n / count
        max_len = max(5, round(2.0 * mean))
        cell_level = [0] * n
        return cls(
            space=space,
            count=count,
            rng=rng,
            frontier=make_frontier(space, cell_level, filer),
            cell_level=cell_level,
            walks=walks_of(space),
            max_len=max_len,
            cap=2 * max_len,
            is_flat=isinstance(space, FlatSpace),
            used=[0] * n,
            owner=[-1] * n,
            shifts=shifts_of(space),
            nbrs=nbrs_of(space),
            neck_t=neck_table(space),
            ray_t=ray_table(space),
            head_dirs=head_dirs_of(space),
            side_axes=_SIDE_AXES[space.dims] if isinstance(space, GridSpace) else [],
        )

    @property
    def n(self) -> int:
        return len(self.cell_level)

    def placed(self) -> list[tuple[list[int], int, int]]:
        """(body, direction, level) of every arrow, in clear order."""
        return [(list(a), d, lv) for a, d, lv in zip(self.arrows, self.dirs, self.levels, strict=True)]

    # -- reading ----------------------------------------------------------------------------
    def direction_into(self, cells: list[int]) -> int | None:
        """The direction travelled by the last step of a path (what its head must point)."""
        return next((u for _, y, u in self.walks[cells[-2]] if y == cells[-1]), None)

    def pick(self, bucket: list[list[int]]) -> tuple[int, int] | None:
        """Take a random candidate out of a level's bucket (per direction, heads),
        favouring the directions used least so far so that the heads do not all point
        one way. (Here, not in the builder: the steering draws up to 32 a placement.)"""
        # A pick runs for every candidate drawn, most of them stale on 3D (a cube 17 draws
        # about 4 a placement): rng.weighted(weights) with its total added as the weights
        # come (weighted_summed), the same floats and the same draw. (1 + n) * (1 + n),
        # not (1 + n) ** 2: the same int, but compiled a power is a generic call. An
        # empty heads list weighs 0.0 and every other more, so a total of 0.0 is an
        # empty bucket (what any(bucket) asked before).
        counts = self.dir_count
        total = 0.0
        for d in range(len(bucket)):
            if bucket[d]:
                n = 1 + counts[d]
                total += 1.0 / (n * n)
        if total == 0.0:
            return None
        # rng.weighted_summed(weights, total), the weights made again as it subtracts
        # them (the same floats in the same order; an empty bucket's 0.0 leaves x as it
        # is): no list of boxed floats per pick (tests/test_generator_hot_paths.py)
        x = self.rng.random() * total
        d = len(bucket) - 1
        for e in range(len(bucket)):
            if bucket[e]:
                n = 1 + counts[e]
                x -= 1.0 / (n * n)
                if x < 0:
                    d = e
                    break
        heads = bucket[d]
        k = self.rng.below(len(heads))
        head = heads[k]
        heads[k] = heads[-1]
        heads.pop()
        return head, d

    def side_ok(self, head: int, d: int, heads: dict[int, int] | None = None) -> bool:
        """No more than MAX_SIDE_HEADS heads alike in a row across their direction."""
        space = self.space
        heads = self.heads if heads is None else heads
        shifts = self.shifts
        if shifts is not None:  # a grid: the cell one unit along e is its step, from a table
            # heads.get(x, -1): an int (compiled, get(x) is an object and == a generic compare)
            # (e ^ w for w in 0, 1: a tuple (e, e ^ 1) was made and walked generically)
            for e in self.side_axes[d]:
                run = 1
                for w in range(2):
                    way = e ^ w
                    x = shifts[head * 6 + way]
                    while x >= 0 and heads.get(x, -1) == d:
                        run += 1
                        x = shifts[x * 6 + way]
                if run > MAX_SIDE_HEADS:
                    return False
            return True
        for e in space.side_axes(head, d):
            run = 1
            for way in (e, e ^ 1):
                c = space.shift(head, way)
                while c is not None and heads.get(c) == d:
                    run += 1
                    c = space.shift(c, way)
            if run > MAX_SIDE_HEADS:
                return False
        return True

    def own_arrow_ok(self, cells: list[int], i: int, front: list[int]) -> bool:
        """Whether `cells`, split off behind arrow i (which becomes `front`), can be an
        arrow of its own cleared right after it: its ray meets only `front` and arrows
        cleared before i."""
        space, owner = self.space, self.owner
        head, prev = cells[-1], cells[-2]
        d = self.direction_into(cells)
        if d is None or d not in self.head_dirs[head] or neck_at(self.neck_t, space, head, d) != prev:
            return False
        ray = ray_or_wall(self.ray_t, space, head, d)
        if ray is None or not self.side_ok(head, d):
            return False
        own, front_cells = set(cells), set(front)
        for c in ray:
            if c in own:
                return False
            if c in front_cells:
                continue
            if not self.used[c] or owner[c] < 0 or owner[c] > i:
                return False
        return True

    def valid_ray(self, cells: list[int], d: int) -> tuple[int, ...] | None:
        """The escape ray of the arrow (`cells` tail to head, pointing `d`), or None where
        `engine.board.check_arrow` would refuse it (the same rules in its order: length,
        a cell twice, adjacency, direction, neck, wall, its own body), read from the
        build's tables: the checked edits ask it of every new arrow, and check_arrow
        is interpreted from compiled code (ADR 0010), with an `Arrow` made to ask it."""
        if len(cells) < MIN_LENGTH:
            return None
        own = set(cells)
        if len(own) != len(cells):
            return None
        nbrs = self.nbrs  # the space's neighbours (adjacent: one walk apart)
        prev = cells[0]
        for c in cells[1:]:
            if c not in nbrs[prev]:
                return None
            prev = c
        space, head = self.space, cells[-1]
        if d not in self.head_dirs[head] or neck_at(self.neck_t, space, head, d) != cells[-2]:
            return None
        ray = ray_or_wall(self.ray_t, space, head, d)
        if ray is None or not own.isdisjoint(ray):
            return None
        return ray

    def watchers(self) -> list[list[int]]:
        """cell -> head * 6 + dir of the arrows whose ray crosses it. Built on first use
        (only the end game needs it). Entries go stale as arrows change, so a reader keeps
        only those whose head cell still points that way (same head and dir: same ray).
        Keys, not (head, dir) tuples: compiled (ADR 0010), a tuple of two ints is a C
        struct boxed into a new tuple on every append, which the cyclic collector then
        scans (a tenth of a compiled 64x64 build) and which doubled its memory."""
        if self.watch is None:
            self.watch = [[] for _ in range(self.n)]
            for a, d in zip(self.arrows, self.dirs, strict=True):
                self.add_watch(a[-1], d)
        return self.watch

    # -- changing ---------------------------------------------------------------------------
    def necks_of(self, h: int) -> tuple[tuple[int, int], ...]:
        """(d, neck) for each direction `h` may point with a neck in the shape, in
        `space.directions` order: the covers of the repairs ask it for every cell of a
        region before each arrow (on a 256x256 hard build, millions of times)."""
        out = self.necks.get(h)
        if out is None:
            space = self.space
            table = self.neck_t
            out = tuple((d, n) for d in space.directions(h) if (n := neck_at(table, space, h, d)) >= 0)
            self.necks[h] = out
        return out

    def spend(self, work: int, near: int | None) -> None:
        """Count repair work; past the budget give the attempt up, naming the first
        arrow near the trouble (the caller backtracks to before it)."""
        self.repair_work += work
        if self.repair_work > REPAIR_WORK_PER_CELL * self.n + REPAIR_WORK_BASE:
            self.stuck_near = near
            raise Stuck(f"repair work over budget ({self.repair_work})")

    def add_watch(self, head: int, d: int) -> None:
        watch = self.watch
        if watch is not None:
            key = head * 6 + d
            for c in ray_at(self.ray_t, self.space, head, d):
                watch[c].append(key)

    def claim(self, i: int, cells: list[int]) -> None:
        """Unused cells become arrow i's (its body already lists them)."""
        level = self.levels[i]
        for c in cells:
            self.owner[c] = i
            self.cell_level[c] = level
            self.used[c] = 1
        self.used_count += len(cells)
        self.frontier.mark(cells)

    def set_body(self, i: int, cells: list[int]) -> None:
        self.arrows[i] = cells
        for c in cells:
            self.owner[c] = i
            self.cell_level[c] = self.levels[i]

    def insert_after(self, i: int, cells: list[int]) -> None:
        """A new arrow at clear position i + 1 (later arrows shift up by one)."""
        head, d = cells[-1], self.direction_into(cells)
        assert d is not None, "the caller checked the cells form an arrow"
        self.arrows.insert(i + 1, cells)
        self.dirs.insert(i + 1, d)
        self.levels.insert(i + 1, self.levels[i] + 1)
        self.heads[head] = d
        self.add_watch(head, d)
        self.dir_count[d] = self.dir_count[d] + 1  # not +=: see run_free._lower
        for n in range(i + 2, len(self.arrows)):
            for c in self.arrows[n]:
                self.owner[c] = n
        if self.first_strand is not None and self.first_strand > i:
            self.first_strand += 1
        self.set_body(i + 1, cells)
