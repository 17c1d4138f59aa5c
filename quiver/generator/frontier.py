"""Where the next arrow's head may go: cells whose escape ray crosses only used cells.

The builder places arrows in clear order (RULES.md section 5), so a head is allowed when
every shape cell on its ray is already used. Such a head's level (the peel round it will
leave in) is final at once: 1 + the highest level among the arrows on its ray.

Two implementations report the same events, `Filer.file(head, dir, level)`:
- LineFrontier (2D and 3D grids): a grid ray is the rest of an axis line, so the allowed
  head on each (line, direction) is just the outermost unused cell. One pointer per
  line end moves inward as cells are used, carrying the running maximum level: the
  whole build costs O(cells), which keeps time per cell flat as boards grow.
- RayFrontier (any space; used for Flat 3D, whose rays are column tops): counts the
  unused cells on every precomputed ray and fires when a count reaches zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from weakref import WeakKeyDictionary, ref

from quiver.engine.space import GridSpace, Space


def _at(xs: list[int], v: int) -> int:
    """bisect_left(xs, v) for sorted ints: compiled, a native loop, where the bisect
    module's functions are generic calls (a thousand instructions each: a new level is
    filed or dropped tens of times a placement on a 3D cube 17)."""
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) >> 1
        if xs[mid] < v:
            lo = mid + 1
        else:
            hi = mid
    return lo


class Filer:
    """Where a frontier files the heads it allows: `buckets` (level -> per direction ->
    heads), which the builder draws from. A class of its own that the frontier holds:
    compiled (ADR 0010), `filer.file(...)` is a native call where a stored function was
    a generic one, for every head allowed (a fifth of `mark`). Not a method of the
    builder: a bound method of the builder made builder, state and frontier a cycle
    of every table of the attempt that only the cyclic collector could free (a third
    of the objects it scanned after a 64x64 build)."""

    def __init__(self, buckets: dict[int, list[list[int]]]) -> None:
        self.buckets = buckets
        # the buckets' levels in order, kept as levels come and go: the hard level order
        # (construct._wide_order) walks them whenever the deepest levels give no arrow,
        # which sorted the keys anew for a quarter of a 3D cube 17's arrows
        self.levels = sorted(buckets)
        # arrows placed per level (the build's level_count, which the builder gives it)
        # and, in order, the levels of the buckets with fewer than 2 of them: the hard
        # order walks these first, where it read every level's count (kept as levels
        # come and go and as the builder counts its arrows: `placed`)
        self.count: dict[int, int] = {}
        self.thin: list[int] = []

    def file(self, head: int, d: int, level: int) -> None:
        buckets = self.buckets
        bucket = buckets.get(level)
        if bucket is None:
            bucket = buckets[level] = [[] for _ in range(6)]
            levels = self.levels  # (a new level: the same place as insort's)
            levels.insert(_at(levels, level), level)
            if self.count.get(level, 0) < 2:
                thin = self.thin
                thin.insert(_at(thin, level), level)
        bucket[d].append(head)

    def drop(self, level: int) -> None:
        """A level left without candidates leaves the buckets."""
        del self.buckets[level]
        # by bisection, not levels.remove: compiled, remove compares every int before it
        # as objects (a hundred levels, for most of the arrows placed)
        levels = self.levels
        del levels[_at(levels, level)]
        self._unthin(level)

    def placed(self, level: int, count: int) -> None:
        """The builder placed an arrow at `level`, its `count`th there."""
        if count == 2:
            self._unthin(level)

    def _unthin(self, level: int) -> None:
        thin = self.thin
        i = _at(thin, level)
        if i < len(thin) and thin[i] == level:
            del thin[i]

    def clear(self) -> None:
        self.buckets.clear()
        self.levels.clear()
        self.thin.clear()


class Frontier:
    """What the builder asks of either frontier. A base class, not a Protocol:
    compiled (ADR 0010), a call through a Protocol is a generic Python method call
    (`BuildState.claim` marks every arrow placed), through a base class a native one."""

    def start(self) -> None:
        """Emit the heads allowed on an empty board."""
        raise NotImplementedError

    def reoffer(self) -> None:
        """Emit every allowed head again (the builder drops candidates it cannot use at
        the moment; later they may fit)."""
        raise NotImplementedError

    def mark(self, cells: list[int]) -> None:
        """These cells are used now: emit the heads that allows. (A list, not a
        Sequence: compiled, iterating a Sequence is a generic iterator.)"""
        raise NotImplementedError


@dataclass(frozen=True)
class Lines:
    """A grid's axis lines, which never change: built once per space (every build of a
    board, backtracks and fairness retries included, shares them)."""

    lines: list[list[int]]  # cells of each line, in axis order
    line_axis: list[int]
    where: list[list[tuple[int, int]]]  # where[axis][cell]: (line, index on it)
    # on[cell]: (line, index on it, + direction of its axis) for each axis, in axis order
    on: list[tuple[tuple[int, int, int], ...]]
    # a fresh LineFrontier's `hi` and `ends` (copied for each build: made anew, a loop
    # over every line and cell for every build and rebuild)
    last: list[int]
    ends: list[int]

    @staticmethod
    def of(space: GridSpace) -> Lines:
        # the last space asked first (by a weak reference: a call of it is C, where the
        # WeakKeyDictionary's get is interpreted, 2,000 instructions: the ray tables ask
        # for every ray they do not hold yet, a thousand a 3D cube 17 board)
        last = _LAST[0]
        if last is not None and last[0]() is space:
            return last[1]
        cached = _LINES.get(space)
        if cached is None:
            cached = _LINES[space] = Lines._build(space)
        _LAST[0] = (ref(space), cached)
        return cached

    @staticmethod
    def _build(space: GridSpace) -> Lines:
        lines: list[list[int]] = []
        line_axis: list[int] = []
        where: list[list[tuple[int, int]]] = [[(0, 0)] * len(space) for _ in range(space.dims)]
        for a in range(space.dims):
            for members in space.axis_lines(a):
                li = len(lines)
                lines.append(members)
                line_axis.append(a)
                for k, cid in enumerate(members):
                    where[a][cid] = (li, k)
        on: list[tuple[tuple[int, int, int], ...]]
        if space.dims == 3:  # the same tuples, spelled out (a 64 cube has 262,144 cells)
            x, y, z = where
            on = [((a, i, 0), (b, j, 2), (c, k, 4)) for (a, i), (b, j), (c, k) in zip(x, y, z, strict=True)]
        else:
            on = [tuple((*where[a][c], 2 * a) for a in range(space.dims)) for c in range(len(space))]
        ends = [0] * len(space)
        for li, members in enumerate(lines):
            d = 2 * line_axis[li]
            ends[members[-1]] |= 1 << d
            ends[members[0]] |= 2 << d
        return Lines(lines, line_axis, where, on, [len(m) - 1 for m in lines], ends)


_LINES: WeakKeyDictionary[GridSpace, Lines] = WeakKeyDictionary()
# the space Lines.of answered last and its lines (it keeps at most one Lines past its space)
_LAST: list[tuple[ref[GridSpace], Lines] | None] = [None]


class LineFrontier(Frontier):
    def __init__(self, space: GridSpace, cell_level: list[int], filer: Filer) -> None:
        # a list, not a Sequence: compiled, indexing a Sequence is a generic call
        self.cell_level = cell_level  # level of the arrow owning each cell, 0 if unused
        self.filer = filer
        shared = Lines.of(space)
        lines = self.lines = shared.lines
        self.line_axis = shared.line_axis
        self.where = shared.where
        self.on = shared.on
        # hi[li]: index of the outermost unused cell on the + end; lo[li]: on the - end.
        self.hi = list(shared.last)
        self.lo = [0] * len(lines)
        self.hi_max = [0] * len(lines)
        self.lo_max = [0] * len(lines)
        self.used = [0] * len(space)  # a list: see BuildState.used
        # ends[c]: which line ends' pointers sit on cell c, bit d (the direction filed,
        # 2 * axis) for the + end (hi), bit d + 1 for the - end (lo). mark reads one
        # int for most cells of a body, where it compared the six pointers (a cell is
        # the outermost unused one of a line end for few cells of a body)
        self.ends = list(shared.ends)

    def start(self) -> None:
        for li, members in enumerate(self.lines):
            a = self.line_axis[li]
            self.filer.file(members[-1], 2 * a, 1)
            self.filer.file(members[0], 2 * a + 1, 1)

    def reoffer(self) -> None:
        for li, members in enumerate(self.lines):
            a = self.line_axis[li]
            if self.hi[li] >= 0:
                self.filer.file(members[self.hi[li]], 2 * a, self.hi_max[li] + 1)
            if self.lo[li] < len(members):
                self.filer.file(members[self.lo[li]], 2 * a + 1, self.lo_max[li] + 1)

    def mark(self, cells: list[int]) -> None:
        # runs for every cell a build covers: the tables are bound to locals once
        used, level, lines, filer, on = self.used, self.cell_level, self.lines, self.filer, self.on
        hi, lo, hi_max, lo_max, ends = self.hi, self.lo, self.hi_max, self.lo_max, self.ends
        for c in cells:
            used[c] = 1
        for c in cells:
            # the bits say where hi[li] == k and lo[li] == k (tests/test_generator_hot_paths.py
            # holds the events to the loop that compared them all); a pointer moves only
            # from a cell being marked to an unused one, so the bits read here stay true
            # while this cell is worked, and every pointer on it leaves it
            at = ends[c]
            if not at:
                continue
            ends[c] = 0
            for li, k, d in on[c]:
                if at >> d & 1:  # hi[li] == k
                    members = lines[li]
                    p, best = k, hi_max[li]
                    while p >= 0:
                        x = members[p]
                        if not used[x]:
                            break
                        lv = level[x]
                        if lv > best:
                            best = lv
                        p -= 1
                    hi[li], hi_max[li] = p, best
                    if p >= 0:
                        x = members[p]
                        ends[x] = ends[x] | 1 << d  # not |=: see run_free._lower
                        filer.file(x, d, best + 1)
                if at >> d & 2:  # lo[li] == k
                    members = lines[li]
                    p, best, n = k, lo_max[li], len(members)
                    while p < n:
                        x = members[p]
                        if not used[x]:
                            break
                        lv = level[x]
                        if lv > best:
                            best = lv
                        p += 1
                    lo[li], lo_max[li] = p, best
                    if p < n:
                        x = members[p]
                        ends[x] = ends[x] | 2 << d
                        filer.file(x, d + 1, best + 1)


@dataclass(frozen=True)
class Rays:
    """Every possible head's ray (key head * 6 + dir), and who watches each cell: built
    once per space, like `Lines`."""

    rays: dict[int, tuple[int, ...]]
    watchers: list[list[int]]

    @staticmethod
    def of(space: Space) -> Rays:
        cached = _RAYS.get(space)
        if cached is None:
            rays: dict[int, tuple[int, ...]] = {}
            watchers: list[list[int]] = [[] for _ in range(len(space))]
            for h in range(len(space)):
                for d in space.directions(h):
                    ray = space.ray(h, d)
                    if ray is None:  # a wall: never a head
                        continue
                    key = h * 6 + d
                    rays[key] = ray
                    for c in ray:
                        watchers[c].append(key)
            cached = _RAYS[space] = Rays(rays, watchers)
        return cached


_RAYS: WeakKeyDictionary[Space, Rays] = WeakKeyDictionary()


class RayFrontier(Frontier):
    def __init__(self, space: Space, cell_level: list[int], filer: Filer) -> None:
        self.cell_level = cell_level
        self.filer = filer
        shared = Rays.of(space)
        self.rays = shared.rays
        self.watchers = shared.watchers
        self.left = {key: len(ray) for key, ray in self.rays.items()}  # unused cells per ray

    def start(self) -> None:
        for key, n in self.left.items():
            if n == 0:
                self.filer.file(key // 6, key % 6, 1)

    def reoffer(self) -> None:
        level = self.cell_level
        for key, n in self.left.items():
            if n == 0:
                self.filer.file(key // 6, key % 6, 1 + max((level[x] for x in self.rays[key]), default=0))

    def mark(self, cells: list[int]) -> None:
        left, level, rays, watchers, filer = self.left, self.cell_level, self.rays, self.watchers, self.filer
        for c in cells:
            for key in watchers[c]:
                n = left[key] - 1  # not -=: compiled, a generic in-place subtract
                left[key] = n
                if n == 0:
                    # the deepest level on the ray, by a plain loop: a third of the
                    # time of max() over a generator (a quarter of a Flat 3D build)
                    best = 0
                    for x in rays[key]:
                        lv = level[x]
                        if lv > best:
                            best = lv
                    filer.file(key // 6, key % 6, 1 + best)


def make_frontier(space: Space, cell_level: list[int], filer: Filer) -> Frontier:
    if isinstance(space, GridSpace):
        return LineFrontier(space, cell_level, filer)
    return RayFrontier(space, cell_level, filer)
