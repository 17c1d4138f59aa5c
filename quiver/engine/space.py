"""The three spaces of RULES.md section 3, behind one interface.

A space owns the shape's cells. Inside the engine a cell is a small int (its index in
`space.cells`); coordinates appear only through `coord()` / `id_of()`. Each space has
exactly one escape-ray implementation (`ray`), which everything else uses.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import BoardError
from .geometry import DIR_NAMES, DIRS_2D, DIRS_3D, VEC3, axis, opposite, perpendicular, sign
from .modes import Mode

Coord = tuple[int, ...]
WALL = None  # what `FlatSpace.ray` returns for a direction that flies into a wall
DENSE_BOX = 8  # a grid's box at most this many times its cells gets a flat lookup table


class Space:
    """Common surface of the three spaces; subclasses fill in the geometry."""

    mode: str
    size: tuple[int, ...]
    cells: tuple[Coord, ...]

    def __init__(self, size: tuple[int, ...], cells: Iterable[Coord]) -> None:
        self.size = tuple(size)
        self.cells = tuple(cells)
        self.index: dict[Coord, int] = {}
        for i, c in enumerate(self.cells):
            if c in self.index:
                raise BoardError(f"the cell {self.show(c)} is listed twice")
            self.index[c] = i
        self._rays: dict[int, tuple[int, ...] | None] = {}
        self._neighbors: list[tuple[int, ...]] | None = None

    def __len__(self) -> int:
        return len(self.cells)

    def id_of(self, coord: Coord) -> int | None:
        return self.index.get(tuple(coord))

    def coord(self, cid: int) -> Coord:
        return self.cells[cid]

    def show(self, cell: int | Coord) -> str:
        """A cell as a board file writes it, for messages: [3, 1] or [0, 2, 1, "+y"]."""
        c = self.cells[cell] if isinstance(cell, int) else tuple(cell)
        if getattr(self, "mode", None) == Mode.FLAT and len(c) == 4:
            return f'[{c[0]}, {c[1]}, {c[2]}, "{DIR_NAMES[c[3]]}"]'
        return str(list(c))

    # -- geometry each space defines -------------------------------------------------
    def directions(self, cid: int) -> tuple[int, ...]:
        """Directions an arrow whose head is this cell may point."""
        raise NotImplementedError

    def step(self, cid: int, d: int) -> tuple[int, int] | None:
        """Walk one step from `cid` in `d`: (cell reached, direction now travelling), or None."""
        raise NotImplementedError

    def _compute_ray(self, head: int, d: int) -> tuple[int, ...] | None:
        raise NotImplementedError

    def side_axes(self, cid: int, d: int) -> tuple[int, ...]:
        """Positive directions along which heads pointing `d` would stand side by side."""
        raise NotImplementedError

    def shift(self, cid: int, e: int) -> int | None:
        """The cell of the same kind one unit along `e` (same face normal on a surface)."""
        raise NotImplementedError

    # -- shared --------------------------------------------------------------------
    def ray(self, head: int, d: int) -> tuple[int, ...] | None:
        """Cells of the shape in front of `head` in `d`, nearest first (None: a Flat-3D wall)."""
        key = head * 6 + d
        try:
            return self._rays[key]
        except KeyError:
            r = self._rays[key] = self._compute_ray(head, d)
            return r

    def neck(self, head: int, d: int) -> int | None:
        """The cell the step into `head` must come from (RULES.md neck rule)."""
        s = self.step(head, opposite(d))
        return None if s is None else s[0]

    def neighbors(self, cid: int) -> tuple[int, ...]:
        if self._neighbors is None:
            self._neighbors = [self._compute_neighbors(c) for c in range(len(self.cells))]
        return self._neighbors[cid]

    def _compute_neighbors(self, cid: int) -> tuple[int, ...]:
        out = []
        for d in self.walk_directions(cid):
            s = self.step(cid, d)
            if s is not None:
                out.append(s[0])
        return tuple(out)

    def walk_directions(self, cid: int) -> tuple[int, ...]:
        return self.directions(cid)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.neighbors(a)


class GridSpace(Space):
    """2D pictures (y grows down) and 3D voxel solids (y up): a subset of a w x h [x d] box."""

    def __init__(self, size: tuple[int, ...], cells: Iterable[Coord]) -> None:
        super().__init__(size, cells)
        self.dims = len(self.size)
        self._grid: list[int] | None = None  # see _dense()
        self.mode = Mode.TWO_D if self.dims == 2 else Mode.THREE_D
        self._dirs = DIRS_2D if self.dims == 2 else DIRS_3D
        for c in self.cells:
            if len(c) != self.dims or not all(0 <= v < s for v, s in zip(c, self.size, strict=True)):
                raise BoardError(f"cell {list(c)} is outside the board size {list(self.size)}")

    def directions(self, cid: int) -> tuple[int, ...]:
        return self._dirs

    def step(self, cid: int, d: int) -> tuple[int, int] | None:
        p = self.cells[cid]
        v = VEC3[d]
        q: Coord
        if self.dims == 2:  # spelled out: loading a big board steps millions of times
            q = (p[0] + v[0], p[1] + v[1])
        else:
            q = (p[0] + v[0], p[1] + v[1], p[2] + v[2])
        nid = self.index.get(q)
        return None if nid is None else (nid, d)

    def adjacent(self, a: int, b: int) -> bool:
        # one unit apart along one axis: the same as `b in neighbors(a)`, without building
        # the neighbour table of the whole shape (spelled out: checked for every arrow cell)
        p, q = self.cells[a], self.cells[b]
        if self.dims == 2:
            return abs(p[0] - q[0]) + abs(p[1] - q[1]) == 1
        return abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2]) == 1

    def _dense(self) -> list[int] | None:
        """Cell id (or -1) at every box position, x fastest, when the box is at most
        DENSE_BOX times the shape (a sparse shape in a huge declared box has none)."""
        if self._grid is None:
            volume = 1
            for side in self.size:
                volume *= side
            if volume > DENSE_BOX * max(1, len(self.cells)):
                self._grid = []
            else:
                grid = [-1] * volume
                w = self.size[0]
                if self.dims == 2:
                    for i, (x, y) in enumerate(self.cells):
                        grid[x + w * y] = i
                else:
                    wh = w * self.size[1]
                    for i, (x, y, z) in enumerate(self.cells):
                        grid[x + w * y + wh * z] = i
                self._grid = grid
        return self._grid or None

    def _compute_ray(self, head: int, d: int) -> tuple[int, ...]:
        # Cells of the box outside the shape are always empty, so only shape cells matter.
        a, s = axis(d), sign(d)
        grid = self._dense()
        if grid is not None:  # the same cells, stepping through the box's flat table
            c = self.cells[head]
            stride = 1 if a == 0 else self.size[0] if a == 1 else self.size[0] * self.size[1]
            pos = c[0] + self.size[0] * c[1] + (self.size[0] * self.size[1] * c[2] if self.dims == 3 else 0)
            steps = self.size[a] - 1 - c[a] if s > 0 else c[a]
            stride *= s
            ray = []
            for _ in range(steps):
                pos += stride
                at = grid[pos]
                if at >= 0:
                    ray.append(at)
            return tuple(ray)
        p = list(self.cells[head])
        index, out = self.index, []
        limit = self.size[a]
        p[a] += s
        while 0 <= p[a] < limit:
            nid = index.get(tuple(p))
            if nid is not None:
                out.append(nid)
            p[a] += s
        return tuple(out)

    def side_axes(self, cid: int, d: int) -> tuple[int, ...]:
        return perpendicular(d, self.dims)

    def shift(self, cid: int, e: int) -> int | None:
        s = self.step(cid, e)
        return None if s is None else s[0]


def exposed_faces(voxels: Iterable[Coord]) -> list[Coord]:
    """Every exposed face (x, y, z, n) of a voxel set, sorted."""
    vs = set(map(tuple, voxels))
    out: list[Coord] = []
    for p in vs:
        for n, v in enumerate(VEC3):
            if (p[0] + v[0], p[1] + v[1], p[2] + v[2]) not in vs:
                out.append((p[0], p[1], p[2], n))
    out.sort()
    return out


def check_block(voxels: Iterable[Coord]) -> None:
    """Raise BoardError unless the voxels form a valid Flat-3D block (RULES.md 3.3)."""
    vs = set(map(tuple, voxels))
    if not vs:
        raise BoardError("the block has no voxels")
    for a in range(3):
        lines: dict[Coord, list[int]] = {}
        for p in vs:
            lines.setdefault(p[:a] + p[a + 1 :], []).append(p[a])
        for key, vals in lines.items():
            if max(vals) - min(vals) + 1 != len(vals):
                line = list(key[:a]) + ["*"] + list(key[a:])
                raise BoardError(
                    f"the block is not orthogonally convex: the {'xyz'[a]}-line through {line} has a gap"
                )
    if len(_face_component(next(iter(vs)), vs)) != len(vs):
        raise BoardError("the block is not face-connected")
    for p in vs:
        x, y, z = p
        for ea, eb in _EDGE_PAIRS:  # axes a < b, signs -1 then +1 on each
            if (x + ea[0] + eb[0], y + ea[1] + eb[1], z + ea[2] + eb[2]) in vs:
                u = (x + ea[0], y + ea[1], z + ea[2])
                w = (x + eb[0], y + eb[1], z + eb[2])
                if u not in vs and w not in vs:
                    q = [x + ea[0] + eb[0], y + ea[1] + eb[1], z + ea[2] + eb[2]]
                    raise BoardError(f"voxels {list(p)} and {q} meet only along an edge")
        for sx in (-1, 1):
            for sy in (-1, 1):
                for sz in (-1, 1):
                    q3 = (x + sx, y + sy, z + sz)
                    if q3 in vs and not _joined_in_cube(p, q3, vs):
                        raise BoardError(f"voxels {list(p)} and {list(q3)} meet only at a corner")


def _edge_pairs() -> tuple[tuple[Coord, Coord], ...]:
    """The unit steps (ea, eb) along two different axes a < b, in the order the edge
    check takes them: a, b, then the sign along a, then along b."""
    out = []
    for a in range(3):
        for b in range(a + 1, 3):
            for sa in (-1, 1):
                for sb in (-1, 1):
                    ea = [0, 0, 0]
                    ea[a] = sa
                    eb = [0, 0, 0]
                    eb[b] = sb
                    out.append((tuple(ea), tuple(eb)))
    return tuple(out)


_EDGE_PAIRS = _edge_pairs()


def _face_component(start: Coord, allowed: set[Coord]) -> set[Coord]:
    """The voxels of `allowed` reachable from `start` through shared faces."""
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for v in VEC3:
            n = (c[0] + v[0], c[1] + v[1], c[2] + v[2])
            if n in allowed and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def _joined_in_cube(p: Coord, q: Coord, vs: set[Coord]) -> bool:
    """Whether p and q (diagonal corners of a 2x2x2 cube) connect by faces inside it.

    Inside the cube they do exactly when a shortest path does (p, one step along one
    axis, a second along another, q): a longer path leaves p to some u and reaches q
    from some w; either u lies on w's side (p, u, w, q is a shortest path), or the
    path runs round the cube's six other corners, passing a corner beside p that lies
    next to a corner beside q on its way (see tests/test_generator_hot_paths.py)."""
    steps = ((q[0] - p[0], 0, 0), (0, q[1] - p[1], 0), (0, 0, q[2] - p[2]))
    for i, e in enumerate(steps):
        u = (p[0] + e[0], p[1] + e[1], p[2] + e[2])
        if u in vs:
            for j, f in enumerate(steps):
                if j != i and (u[0] + f[0], u[1] + f[1], u[2] + f[2]) in vs:
                    return True
    return False


def _joined_in_cube_plain(p: Coord, q: Coord, vs: set[Coord]) -> bool:
    """_joined_in_cube by a search of the cube's voxels (what the tests compare with)."""
    cube = vs & {(x, y, z) for x in {p[0], q[0]} for y in {p[1], q[1]} for z in {p[2], q[2]}}
    return q in _face_component(p, cube)


class FlatSpace(Space):
    """Flat 3D: the cells are the exposed faces (x, y, z, n) of a block of voxels."""

    mode = Mode.FLAT

    def __init__(
        self, size: tuple[int, ...], voxels: Iterable[Coord], cells: Iterable[Coord] | None = None
    ) -> None:
        vs = sorted(set(map(tuple, voxels)))
        for p in vs:
            if len(p) != 3 or not all(0 <= v < s for v, s in zip(p, size, strict=True)):
                raise BoardError(f"voxel {list(p)} is outside the board size {list(size)}")
        check_block(vs)
        faces = exposed_faces(vs)
        if cells is not None:
            cells = [tuple(c) for c in cells]
            if sorted(cells) != faces:
                raise BoardError("'cells' is not exactly the set of exposed faces of 'voxels'")
        else:
            cells = faces
        super().__init__(size, cells)
        self.voxels = tuple(vs)
        self.solid = frozenset(vs)
        # For each axis, the [lo, hi] interval of every voxel line along it (convexity makes
        # it one interval): the column tops that Flat-3D rays look at.
        # keyed by the voxel's two other coordinates
        self._intervals: list[dict[Coord, tuple[int, int]]] = [{}, {}, {}]
        for a in range(3):
            iv = self._intervals[a]
            for p in vs:
                key = p[:a] + p[a + 1 :]
                lo, hi = iv.get(key, (p[a], p[a]))
                iv[key] = (min(lo, p[a]), max(hi, p[a]))

    def directions(self, cid: int) -> tuple[int, ...]:
        n = self.cells[cid][3]
        return tuple(t for t in DIRS_3D if axis(t) != axis(n))

    def step(self, cid: int, t: int) -> tuple[int, int]:
        x, y, z, n = self.cells[cid]
        vn, vt, solid = VEC3[n], VEC3[t], self.solid
        ahead = (x + vn[0] + vt[0], y + vn[1] + vt[1], z + vn[2] + vt[2])
        if ahead in solid:  # concave: climb the wall
            return self.index[ahead + (opposite(t),)], n
        flat = (x + vt[0], y + vt[1], z + vt[2])
        if flat in solid:  # flat: same plane
            return self.index[flat + (n,)], t
        return self.index[(x, y, z, t)], opposite(n)  # convex: over the edge

    def _compute_ray(self, head: int, d: int) -> tuple[int, ...] | None:
        x, y, z, n = self.cells[head]
        p = [x, y, z]
        a, s = axis(n), sign(n)
        height = p[a]
        da, ds = axis(d), sign(d)
        intervals, index, out = self._intervals[a], self.index, []
        q = list(p)
        q[da] += ds
        while 0 <= q[da] < self.size[da]:
            iv = intervals.get(tuple(q[:a] + q[a + 1 :]))
            if iv is not None:
                top = iv[1] if s > 0 else iv[0]
                if (top - height) * s >= 1:
                    return WALL
                q[a] = top
                out.append(index[(q[0], q[1], q[2], n)])
            q[da] += ds
        return tuple(out)

    def side_axes(self, cid: int, d: int) -> tuple[int, ...]:
        n = self.cells[cid][3]
        return tuple(2 * a for a in range(3) if a not in (axis(d), axis(n)))

    def shift(self, cid: int, e: int) -> int | None:
        x, y, z, n = self.cells[cid]
        v = VEC3[e]
        return self.index.get((x + v[0], y + v[1], z + v[2], n))


def make_space(
    mode: str, size: tuple[int, ...], points: Iterable[Coord], cells: Iterable[Coord] | None = None
) -> Space:
    """Build the space for a mode. For 'flat', `points` are the block's voxels."""
    if mode == Mode.TWO_D:
        if len(size) != 2:
            raise BoardError(f"a 2d board needs size [w, h], got {list(size)}")
        return GridSpace(size, points)
    if mode == Mode.THREE_D:
        if len(size) != 3:
            raise BoardError(f"a 3d board needs size [w, h, d], got {list(size)}")
        return GridSpace(size, points)
    if mode == Mode.FLAT:
        if len(size) != 3:
            raise BoardError(f"a flat board needs size [w, h, d], got {list(size)}")
        return FlatSpace(size, points, cells)
    raise BoardError(f"unknown mode {mode!r} (expected 2d, 3d or flat)")
