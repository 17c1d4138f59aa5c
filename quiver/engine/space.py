"""The three spaces of RULES.md section 3, behind one interface.

A space owns the shape's cells. Inside the engine a cell is a small int (its index in
`space.cells`); coordinates appear only through `coord()` / `id_of()`. Each space has
exactly one escape-ray implementation (`ray`), which everything else uses.
"""

from __future__ import annotations

from collections.abc import Iterable

from .blocks import Coord, check_block, exposed_faces
from .errors import BoardError, shown
from .geometry import DIR_NAMES, DIRS_2D, DIRS_3D, VEC3, axis, opposite, perpendicular, sign
from .grid_tables import first_outside, shifts_3d
from .modes import Mode

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
        self._shifts: list[int] | None = None  # see shift_table()
        self.mode = Mode.TWO_D if self.dims == 2 else Mode.THREE_D
        self._dirs = DIRS_2D if self.dims == 2 else DIRS_3D
        bad = first_outside(self.size, self.cells)
        if bad is not None:
            raise BoardError(f"cell {list(bad)} is outside the board size {list(self.size)}")

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

    def shift_table(self) -> list[int]:
        """`shift(c, e)` for every cell and direction at c * 6 + e (-1: outside the
        shape), built once: the metrics' side-by-side count and the generator's
        side-by-side rule walk rows of heads with it."""
        if self._shifts is None:
            table = [-1] * (6 * len(self.cells))
            grid = self._dense()
            if grid is not None and self.dims == 3:
                shifts_3d(self.size, self.cells, grid, table)
            else:
                for c, row in enumerate(self.step_table()):
                    for e, x in row:
                        table[c * 6 + e] = x
            self._shifts = table
        return self._shifts

    def step_table(self) -> list[tuple[tuple[int, int], ...]]:
        """For every cell, (direction, cell reached) of each step that stays in the shape,
        in `directions()` order: `step()` for the whole shape at once (read from the flat
        box table when there is one; builds and the peel walk every cell's steps)."""
        grid = self._dense()
        if grid is None:
            return [
                tuple((d, s[0]) for d in self._dirs if (s := self.step(c, d)) is not None)
                for c in range(len(self.cells))
            ]
        w, h = self.size[0], self.size[1]
        out: list[tuple[tuple[int, int], ...]] = []
        row: list[tuple[int, int]]
        if self.dims == 2:
            for x, y in self.cells:
                pos, row = x + w * y, []
                if x + 1 < w and (n := grid[pos + 1]) >= 0:
                    row.append((0, n))
                if x > 0 and (n := grid[pos - 1]) >= 0:
                    row.append((1, n))
                if y + 1 < h and (n := grid[pos + w]) >= 0:
                    row.append((2, n))
                if y > 0 and (n := grid[pos - w]) >= 0:
                    row.append((3, n))
                out.append(tuple(row))
            return out
        wh, depth = w * h, self.size[2]
        for x, y, z in self.cells:
            pos, row = x + w * y + wh * z, []
            if x + 1 < w and (n := grid[pos + 1]) >= 0:
                row.append((0, n))
            if x > 0 and (n := grid[pos - 1]) >= 0:
                row.append((1, n))
            if y + 1 < h and (n := grid[pos + w]) >= 0:
                row.append((2, n))
            if y > 0 and (n := grid[pos - w]) >= 0:
                row.append((3, n))
            if z + 1 < depth and (n := grid[pos + wh]) >= 0:
                row.append((4, n))
            if z > 0 and (n := grid[pos - wh]) >= 0:
                row.append((5, n))
            out.append(tuple(row))
        return out

    def axis_lines(self, a: int) -> list[list[int]]:
        """The shape's cells on every line along axis `a`, each in axis order; the lines
        in order of their other coordinates (lines with no cell left out)."""
        grid = self._dense()
        if grid is None:
            groups: dict[Coord, list[tuple[int, int]]] = {}
            for cid, c in enumerate(self.cells):
                groups.setdefault(c[:a] + c[a + 1 :], []).append((c[a], cid))
            return [[cid for _, cid in sorted(groups[key])] for key in sorted(groups)]
        size = self.size
        strides = (1, size[0], size[0] * size[1])
        # the other axes in order: the first varies slowest, as in a sorted key
        others = [b for b in range(self.dims) if b != a]
        lines: list[list[int]] = []
        along = range(0, size[a] * strides[a], strides[a])
        if self.dims == 2:
            (b,) = others
            for i in range(size[b]):
                base = i * strides[b]
                members = [n for p in along if (n := grid[base + p]) >= 0]
                if members:
                    lines.append(members)
            return lines
        b, e = others
        for i in range(size[b]):
            for j in range(size[e]):
                base = i * strides[b] + j * strides[e]
                members = [n for p in along if (n := grid[base + p]) >= 0]
                if members:
                    lines.append(members)
        return lines

    def _compute_ray(self, head: int, d: int) -> tuple[int, ...]:
        # Cells of the box outside the shape are always empty, so only shape cells matter.
        a, s = axis(d), sign(d)
        grid = self._dense()
        if grid is not None:  # the same cells, stepping through the box's flat table
            c = self.cells[head]
            stride = 1 if a == 0 else self.size[0] if a == 1 else self.size[0] * self.size[1]
            pos = c[0] + self.size[0] * c[1] + (self.size[0] * self.size[1] * c[2] if self.dims == 3 else 0)
            steps = self.size[a] - 1 - c[a] if s > 0 else c[a]
            if not steps:
                return ()
            stride *= s
            # one strided slice of the table (a loop in C: a cell-by-cell loop was a
            # tenth of a 128x128 build); a stop before index 0 is "to the start"
            stop: int | None = pos + (steps + 1) * stride
            if stop is not None and stop < 0:
                stop = None
            return tuple([at for at in grid[pos + stride : stop : stride] if at >= 0])
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
                raise BoardError('"cells" is not exactly the set of exposed faces of "voxels"')
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
        return _FACE_DIRS[self.cells[cid][3]]

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
        return _FACE_SIDE_AXES[d * 6 + self.cells[cid][3]]

    def shift(self, cid: int, e: int) -> int | None:
        x, y, z, n = self.cells[cid]
        v = VEC3[e]
        return self.index.get((x + v[0], y + v[1], z + v[2], n))


# A face's directions and side axes depend only on its normal (and the direction): read
# from tables rather than built for every call (the build and every checked arrow ask)
_FACE_DIRS = tuple(tuple(t for t in DIRS_3D if axis(t) != axis(n)) for n in range(6))
_FACE_SIDE_AXES = tuple(
    tuple(2 * a for a in range(3) if a not in (axis(d), axis(n))) for d in range(6) for n in range(6)
)


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
    raise BoardError(f"unknown mode {shown(mode)} (expected 2d, 3d or flat)")
