"""Many picks at once (s188): `picking.pick_arrow`'s walk (3D) and `pick_flat`'s (Flat
3D), all rays stepped together with numpy. The first Tab from a new view on a cube 64
pick-tests some 2 400 heads, a ray each: one by one in Python they took 0.15 s of it.

The very sums of `pick_arrow` (its slab tests, Amanatides-Woo steps, `pyramidbox`'s box
and Moller-Trumbore's triangles), in the same order, in float64 as Python's floats are:
each ray finds what `pick_arrow` finds (tests/test_s188_batch_picks.py). Only the arrow
and cell are given back (what keyboard picking asks of a pick).
"""

from __future__ import annotations

import numpy as np

from quiver.engine.geometry import VEC3

from .headcells import NEAR, head_table
from .headcull import live_arrows
from .mesh import COLLAR, HEAD_FLARE, HEAD_FLUSH, HEAD_REACH, SKIRT_WIDTH

__all__ = ["first_hits", "pick_cells", "pick_faces"]

_UNIT = np.array(VEC3, dtype=np.int64)
_NEAR = np.array(NEAR, dtype=np.int64)  # (the order `pick_arrow` tries them in: ties go first)
_AXES = np.arange(3)
_CORNERS = ((-1, -1), (1, -1), (1, 1), (-1, 1))
# _SEEN[w, j]: the voxel NEAR[j] from the voxel a ray is in is NEAR from the one before,
# reached by a step VEC3[w] (6: no step yet): its pyramid was tried there
_SEEN = np.array(
    [[tuple(np.add(n, VEC3[w])) in set(NEAR) for n in NEAR] for w in range(6)] + [[False] * len(NEAR)]
)


def pick_cells(board, origins, directions, skip=()) -> list[tuple[int, int] | None] | None:
    """(arrow, cell) of `pick_arrow(board, origin, direction, skip)` for each ray (None:
    it meets nothing); None when the board has no cell grid (a sparse giant box)."""
    table = head_table(board)
    if table.grid is None or not len(origins):
        return None if table.grid is None else []
    o, d = _rows(origins), _rows(directions)
    live = live_arrows(board, skip)
    dirs = table.dir.copy()  # the way each head points now (a rotating arrow's turns)
    for i in board.turns:
        dirs[i] = board.direction(i)
    _t, best_c = _walk(table, live, dirs, o, d)
    arrow = table.arrow_of[best_c]
    return [None if c < 0 else (int(a), int(c)) for a, c in zip(arrow.tolist(), best_c.tolist(), strict=True)]


def first_hits(board, wanted, rays, skip=()) -> list[int | None] | None:
    """For each k, the index in `rays[k]` (its (origin, direction)s) of the first whose
    pick (`pick_arrow`'s arrow, cell) is `wanted[k]` (None: none), as picking them one by
    one in turn finds: each's first rays all at once, then the next of those not found.
    None when the board has no cell grid (pick them one by one)."""
    first: list[int | None] = [None] * len(wanted)
    left, n = [k for k, r in enumerate(rays) if r], 0
    while left:
        pick = pick_faces if head_table(board).faces is not None else pick_cells
        picks = pick(board, [rays[k][n][0] for k in left], [rays[k][n][1] for k in left], skip)
        if picks is None:
            return None
        for k, hit in zip(left, picks, strict=True):
            if hit == wanted[k]:
                first[k] = n
        n += 1
        left = [k for k in left if first[k] is None and len(rays[k]) > n]
    return first


def pick_faces(board, origins, directions, skip=()) -> list[tuple[int, int] | None] | None:
    """Flat 3D: (arrow, cell) of `flat_controller.pick_flat(board, origin, direction,
    skip)` for each ray (None: none), its walk all at once; None: no block grid."""
    table = head_table(board)
    if table.faces is None or table.block is None:
        return None
    o, d = _rows(origins), _rows(directions)
    walk = _Walk(o, d, table.lo_box, table.size_box, table.lo_box, table.faces.shape)
    at, block = walk.start(), table.block.ravel()
    found = np.full(len(o), -1, dtype=np.int64)
    while len(at):  # (to the first voxel of the block, as `picking.voxel_walk`)
        g = walk.index(at)
        solid = block[g]
        face = np.where(walk.last[at] == 6, walk.entry[at], walk.last[at] ^ 1)[solid]  # (-1: started in it)
        found[at[solid]] = np.where(face >= 0, table.faces.reshape(-1, 6)[g[solid], face], -1)
        at = walk.step(at[~solid])
    arrow = table.arrow_of[found]
    ok = live_arrows(board, skip)[arrow] & (found >= 0)
    return [
        (int(a), int(c)) if k else None
        for a, c, k in zip(arrow.tolist(), found.tolist(), ok.tolist(), strict=True)
    ]


def _rows(points) -> np.ndarray:
    """(N, 3) float64 of glm vectors or an array of them (keypick3d's `CameraLooks.rays`)."""
    if isinstance(points, np.ndarray):
        return points.astype(np.float64, copy=False).reshape(-1, 3)
    return np.array([tuple(p) for p in points], dtype=np.float64).reshape(-1, 3)


def _slab(o, d, lo, hi) -> np.ndarray:
    """`picking.ray_box(o, d, lo, hi) is not None` for rows of rays and boxes."""
    t0, t1, inside = _slab_t(o, d, lo, hi)
    return inside & ~(t0 > t1) & ~(t1 < 0)


def _slab_t(o, d, lo, hi):
    """The slab test's (t_enter, t_exit, whether no axis along which the ray is still
    lies outside), axis by axis as `ray_box` goes."""
    moves = d != 0.0
    safe = np.where(moves, d, 1.0)
    ta, tb = (lo - o) / safe, (hi - o) / safe
    ta, tb = np.minimum(ta, tb), np.maximum(ta, tb)  # (ta > tb: swapped)
    t0 = np.where(moves, ta, -np.inf).max(axis=1)
    t1 = np.where(moves, tb, np.inf).min(axis=1)
    inside = (moves | ((o >= lo) & (o <= hi))).all(axis=1)
    return t0, t1, inside


def _walk(table, live, dirs, o, d):
    """(t, cell id; inf, -1: none) of the nearest thing each ray meets, walked as
    `picking.pick_arrow` walks it."""
    walk = _Walk(
        o, d, table.lo_box - 1, table.size_box + 2, table.lo_grid, table.grid.shape
    )  # (grown: pyramids)
    best_t, best_c = np.full(len(o), np.inf), np.full(len(o), -1, dtype=np.int64)
    at, busy, grid = walk.start(), table.busy.ravel(), table.grid.ravel()
    heads = (table.kind > 0) & live[table.arrow_of]  # (per cell id: a live head, its pyramid tried)
    while len(at):
        while True:  # (the voxels with no cube and no pyramid in reach: only stepped over)
            at = at[~(walk.t[at] >= best_t[at])]
            g = walk.index(at)
            quiet = ~busy[g]
            if not quiet.any():
                break
            at = np.concatenate([at[~quiet], walk.step(at[quiet])])
        # the pyramids of the heads in and next to the voxel, but those next to the voxel
        # before (tried there: once more finds the same, s187's once a ray saves time)
        nb = g[:, None] + walk.near
        cid = grid[nb]
        ok = heads[cid] & ~_SEEN[walk.last[at]]
        ray, j = np.nonzero(ok)
        if len(ray):
            r, c, tp = walk.pyramids(table, at[ray], cid[ray, j], nb[ray, j], live, dirs)
            nearer = tp < best_t[r]
            best_t[r[nearer]], best_c[r[nearer]] = tp[nearer], c[nearer]
        # the voxel itself: a cube, or a head's collar
        here = grid[g]
        solid = live[table.arrow_of[here]] & (here >= 0)
        head = solid & (table.kind[here] == 1)
        if head.any():
            hv = walk.voxel(g[head])
            solid[head] = _collar(o[at[head]], d[at[head]], hv, table.dir[table.arrow_of[here[head]]])
        hit = at[solid]
        nearer = walk.t[hit] < best_t[hit]
        best_t[hit[nearer]], best_c[hit[nearer]] = walk.t[hit][nearer], here[solid][nearer]
        at = walk.step(at[~solid])
    return best_t, best_c


class _Walk:
    """The walk's state, a row a ray, over the shape's box grown by one (the pyramids
    stand out of it): `step` takes rays one voxel on as `picking.walk_voxels` does."""

    def __init__(self, o, d, lo, size, grid_lo, shape) -> None:
        self.o, self.d, self.lo, self.size = o, d, lo, size
        self.grid_lo, self.shape = grid_lo, shape
        self.strides = np.array([shape[1] * shape[2], shape[2], 1], dtype=np.int64)
        self.near = _NEAR @ self.strides  # (NEAR's steps in the grid, flat)
        self.base = int((lo - grid_lo) @ self.strides)
        self.last = np.full(len(o), 6, dtype=np.int64)  # the way of each's last step (6: none)

    def start(self) -> np.ndarray:
        """Each ray at the voxel it enters the box by (`walk_voxels`'s start); gives the
        rays that meet the box."""
        o, d, size = self.o, self.d, self.size
        so = o - self.lo
        moves = d != 0.0
        safe = np.where(moves, d, 1.0)
        ta, tb = (0.0 - so) / safe, (size - so) / safe
        ta, tb = np.where(ta > tb, tb, ta), np.where(ta > tb, ta, tb)
        ta, tb = np.where(moves, ta, -np.inf), np.where(moves, tb, np.inf)
        t0, self.t_exit = ta.max(axis=1), tb.min(axis=1)
        axis = ta.argmax(axis=1)  # (the first axis to reach the largest: ray_box's strict >)
        inside = (moves | ((so >= 0) & (so <= size))).all(axis=1)
        on = inside & ~(t0 > self.t_exit) & ~(self.t_exit < 0)
        axis = np.where(t0 < 0, -1, axis)
        self.entry = np.where(
            axis >= 0, 2 * axis + (d[np.arange(len(d)), axis] > 0), -1
        )  # (the face entered)
        self.t = np.where(t0 < 0, 0.0, t0)
        p = so + d * self.t[:, None]
        cell = np.floor(p)
        cell -= (p == cell) & (d < 0) & (axis[:, None] != _AXES)
        cell = np.clip(cell, 0, size - 1).astype(np.int64)
        rows = np.nonzero(axis >= 0)[0]
        cell[rows, axis[rows]] = np.where(d[rows, axis[rows]] > 0, 0, size[axis[rows]] - 1)
        # (C order: `step` writes through flat views of these)
        self.cell, self.way = np.ascontiguousarray(cell), np.where(d > 0, 1, np.where(d < 0, -1, 0)).copy("C")
        self.g = self.cell @ self.strides + self.base  # (each ray's voxel's flat index: `index`)
        with np.errstate(divide="ignore"):
            t_max = np.where(d > 0, (cell + 1 - so) / safe, np.where(d < 0, (cell - so) / safe, np.inf))
            self.t_max = np.ascontiguousarray(t_max)
            self.t_delta = np.where(d > 0, 1.0 / safe, np.where(d < 0, -1.0 / safe, np.inf)).copy("C")
        return np.nonzero(on)[0]

    def index(self, at: np.ndarray) -> np.ndarray:
        """The grid's flat index of each ray's voxel (kept up to date by `step`)."""
        return self.g[at]

    def voxel(self, g: np.ndarray) -> np.ndarray:
        """The world voxel at each flat grid index."""
        return np.stack(np.unravel_index(g, self.shape), axis=1) + self.grid_lo

    def step(self, at: np.ndarray) -> np.ndarray:
        """Across the nearest boundary (ties: the lowest axis, argmin's first); gives back
        the rays still in the box. Flat indices into the rows (a ray's axis: 3 * ray +
        axis): a third of the walk went on indexing pairs (s235)."""
        a = self.t_max[at].argmin(axis=1)
        k = 3 * at + a
        t_max, t_new = self.t_max.reshape(-1), self.t_max.reshape(-1)[k]
        go = ~(t_new > self.t_exit[at] + 1e-9)
        if not go.all():
            at, a, k, t_new = at[go], a[go], k[go], t_new[go]
        way = self.way.reshape(-1)[k]
        self.last[at] = 2 * a + (way < 0)
        t_max[k] += self.t_delta.reshape(-1)[k]
        cell = self.cell.reshape(-1)
        cell[k] += way
        self.g[at] += way * self.strides[a]
        self.t[at] = t_new
        c = cell[k]
        return at[(c >= 0) & (c < self.size[a])]

    def pyramids(self, table, r, c, g, live, dirs):
        """(ray, cell, t) of the nearest pyramid each ray meets among cells `c` (flat grid
        index `g`) tried for rays `r`, ties to the first tried, as `pick_arrow` goes."""
        a = table.arrow_of[c]
        way = np.where(table.kind[c] == 1, dirs[a], table.dir2[a])
        there = table.grid.ravel()[g + _UNIT[way] @ self.strides]
        flare = np.where(live[table.arrow_of[there]] & (there >= 0), HEAD_FLUSH, HEAD_FLARE)
        tp = _pyramid_t(self.o[r], self.d[r], self.voxel(g), way, flare)
        hit = tp < np.inf
        r, c, tp = r[hit], c[hit], tp[hit]
        order = np.lexsort((np.arange(len(r)), tp, r))  # per ray: nearest, then first tried
        r, c, tp = r[order], c[order], tp[order]
        first = np.unique(r, return_index=True)[1]
        return r[first], c[first], tp[first]


def _collar(o, d, voxel, way) -> np.ndarray:
    """`picking.ray_hits_collar` for rows of rays, head voxels and ways."""
    lo = voxel.astype(np.float64)
    hi = lo + 1.0
    rows, ax = np.arange(len(voxel)), way >> 1
    neg = (way & 1).astype(bool)
    lo_ax, hi_ax = lo[rows, ax], hi[rows, ax]
    lo[rows, ax] = np.where(neg, hi_ax - COLLAR, lo_ax)
    hi[rows, ax] = np.where(neg, hi_ax, lo_ax + COLLAR)
    return _slab(o, d, lo, hi)


def _pyramid_t(o, d, voxel, way, flare) -> np.ndarray:
    """`picking.ray_head_t(o, d, voxel, way, flare=flare)` for rows (inf: a miss)."""
    k, ax = len(voxel), way >> 1
    neg = (way & 1).astype(bool)
    c = voxel.astype(np.float64)
    along = ax[:, None] == _AXES
    # pyramidbox.near_pyramid: a box (a hair wider) round the pyramid and skirt
    wide = (np.maximum(flare, flare * SKIRT_WIDTH) + 1e-6)[:, None]
    blo = np.where(along, c - np.where(neg, HEAD_REACH, 0.0)[:, None] - 1e-6, c + 0.5 - wide)
    bhi = np.where(along, c + 1.0 + np.where(neg, 0.0, HEAD_REACH)[:, None] + 1e-6, c + 0.5 + wide)
    out = np.full(k, np.inf)
    near = np.nonzero(_slab(o, d, blo, bhi))[0]
    if not len(near):
        return out
    o, d, c, flare = o[near], d[near], c[near], flare[near]
    # each vertex (c + A) + B, as `ray_head_t` sums it (A: 0, 0.5 or 1, B: 0 where it adds
    # nothing), from a table by way and flare: the vertices built axis by axis took a
    # fifth of a sphere 24's first Tab (s235)
    skirt, way = flare > 0.5, way[near]
    verts = (c[:, None, None, :] + _TRI_A[way]) + _TRI_B[way, skirt.astype(np.int64)]  # (k, 12, 3, 3)
    k = len(near)
    a, b, cc = (verts[:, :, n].reshape(-1, 3) for n in range(3))
    t = _triangle_t(np.repeat(o, 12, axis=0), np.repeat(d, 12, axis=0), a, b, cc).reshape(k, 12)
    t[~skirt, 4:] = np.inf  # (no skirt: a head flush with the cube ahead)
    out[near] = t.min(axis=1)
    return out


def _tri_table() -> tuple[np.ndarray, np.ndarray]:
    """_TRI_A, _TRI_B: per way (and for B per flare, HEAD_FLUSH or HEAD_FLARE) the 12
    triangles of a head's pyramid and skirt (`picking.ray_head_t`'s, in its order), each
    vertex coordinate (c + A) + B of its voxel's corner c."""
    ta, tb = np.zeros((6, 12, 3, 3)), np.zeros((6, 2, 12, 3, 3))
    for way in range(6):
        ax, neg = way >> 1, way & 1
        au, av = (ax + 1) % 3, (ax + 2) % 3
        for f, flare in enumerate((HEAD_FLUSH, HEAD_FLARE)):
            # (A, B) of the base's height, the back's, the apex's along ax
            base = (1.0, -COLLAR) if neg else (0.0, COLLAR)
            back = (1.0, 0.0) if neg else (0.0, 0.0)
            apex = [(0.5, 0.0)] * 3
            apex[ax] = (0.0, -HEAD_REACH) if neg else (1.0, HEAD_REACH)
            corners: list[list] = []
            backs: list[list] = []
            for cu, cv in _CORNERS:
                for pts, at, half in ((corners, base, flare), (backs, back, flare * SKIRT_WIDTH)):
                    q = [(0.0, 0.0)] * 3
                    q[ax], q[au], q[av] = at, (0.5, cu * half), (0.5, cv * half)
                    pts.append(q)
            tris = [(corners[i], corners[(i + 1) % 4], apex) for i in range(4)]
            for i in range(4):  # the skirt (a flared base): picking._quad's two triangles
                p0, p1, p2, p3 = corners[i], corners[(i + 1) % 4], backs[(i + 1) % 4], backs[i]
                tris += [(p0, p1, p2), (p0, p2, p3)]
            for n, tri in enumerate(tris):
                for m, vert in enumerate(tri):
                    ta[way, n, m] = [v[0] for v in vert]
                    tb[way, f, n, m] = [v[1] for v in vert]
    return ta, tb


_TRI_A, _TRI_B = _tri_table()


def _triangle_t(o, d, a, b, c) -> np.ndarray:
    """`picking._ray_triangle_t` for rows (inf: none), its sums in its order."""
    a0, a1, a2 = a.T
    e10, e11, e12 = b[:, 0] - a0, b[:, 1] - a1, b[:, 2] - a2
    e20, e21, e22 = c[:, 0] - a0, c[:, 1] - a1, c[:, 2] - a2
    d0, d1, d2 = d.T
    p0, p1, p2 = d1 * e22 - d2 * e21, d2 * e20 - d0 * e22, d0 * e21 - d1 * e20
    det = e10 * p0 + e11 * p1 + e12 * p2
    ok = ~(np.abs(det) < 1e-12)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        inv = 1.0 / np.where(ok, det, 1.0)
        s0, s1, s2 = o[:, 0] - a0, o[:, 1] - a1, o[:, 2] - a2
        u = (s0 * p0 + s1 * p1 + s2 * p2) * inv
        ok &= ~(u < 0.0) & ~(u > 1.0)
        q0, q1, q2 = s1 * e12 - s2 * e11, s2 * e10 - s0 * e12, s0 * e11 - s1 * e10
        v = (d0 * q0 + d1 * q1 + d2 * q2) * inv
        ok &= ~(v < 0.0) & ~(u + v > 1.0)
        t = (e20 * q0 + e21 * q1 + e22 * q2) * inv
    return np.where(ok & (t >= 0.0), t, np.inf)
