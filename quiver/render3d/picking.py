"""Picking as math: a world ray walked through the voxel grid (Amanatides & Woo, 1987).

Voxel (x, y, z) fills [x, x+1] x [y, y+1] x [z, z+1]. `voxel_walk` visits the voxels a
ray crosses, in order, and stops at the first solid one, reporting which of its faces the
ray came in through, as a direction int of `quiver.engine.geometry` (0..5 = +x -x +y -y
+z -z, the face's outward normal). For 3D mode that gives the arrow; for Flat 3D the
pair (voxel, face) *is* the face cell (x, y, z, n).

No GL: the ray comes from `OrbitCamera.ray` (glm.unProject), so all of this is testable
without a GPU.
"""

from __future__ import annotations

import contextlib
import math
import weakref
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass
from operator import itemgetter

from quiver.engine.geometry import VEC3

from .headcells import NEAR, head_cells, head_table
from .mesh import COLLAR as HEAD_COLLAR  # the box part of a head cell as drawn; a pyramid fills the rest
from .mesh import HEAD_FLARE, HEAD_FLUSH, HEAD_REACH, SKIRT_WIDTH
from .pyramidbox import near_pyramid as _near_pyramid

__all__ = [
    "Pick",
    "VoxelHit",
    "occupied_box",
    "pick_arrow",
    "pick_face",
    "prepare_arrows",
    "ray_box",
    "voxel_walk",
    "walk_voxels",
]

Voxel = tuple[int, int, int]


@dataclass(frozen=True)
class VoxelHit:
    voxel: Voxel
    face: int | None  # outward normal of the face entered (None: the ray starts inside)
    t: float  # distance along the (unit) ray to the entry point
    point: tuple[float, float, float]


@dataclass(frozen=True)
class Pick:
    """What the pointer is on in 3D mode: the arrow, its cell id, the voxel and face."""

    arrow: int
    cell: int
    voxel: Voxel
    face: int | None
    t: float


def ray_box(
    origin: Sequence[float], direction: Sequence[float], lo: Sequence[float], hi: Sequence[float]
) -> tuple[float, float, int] | None:
    """Slab test: (t_enter, t_exit, entry axis) of the ray against the box, or None.

    The entry axis is -1 when the origin is inside the box.
    """
    t0, t1, axis = -math.inf, math.inf, -1
    for a in range(3):
        o, d = origin[a], direction[a]
        if d == 0.0:
            if o < lo[a] or o > hi[a]:
                return None
            continue
        ta, tb = (lo[a] - o) / d, (hi[a] - o) / d
        if ta > tb:
            ta, tb = tb, ta
        if ta > t0:
            t0, axis = ta, a
        t1 = min(t1, tb)
    if t0 > t1 or t1 < 0:
        return None
    if t0 < 0:
        return 0.0, t1, -1
    return t0, t1, axis


def walk_voxels(
    origin: Sequence[float], direction: Sequence[float], size: Sequence[int]
) -> Iterator[tuple[Voxel, int | None, float]]:
    """Every voxel of the box [0, size) the ray crosses, nearest first, with the face it
    enters through (outward normal as a direction int) and the entry distance."""
    hit = ray_box(origin, direction, (0, 0, 0), size)
    if hit is None:
        return
    t, t_exit, axis = hit
    p = [origin[a] + direction[a] * t for a in range(3)]
    cell = []
    for a in range(3):
        c = math.floor(p[a])
        # exactly on a boundary, going down: we are in the voxel below
        if p[a] == c and direction[a] < 0 and axis != a:
            c -= 1
        cell.append(min(size[a] - 1, max(0, c)))
    if axis >= 0:
        # the entry face is the exact one hit by the slab test
        cell[axis] = 0 if direction[axis] > 0 else size[axis] - 1
    face = None if axis < 0 else 2 * axis + (1 if direction[axis] > 0 else 0)
    step, t_max, t_delta = [0, 0, 0], [math.inf] * 3, [math.inf] * 3
    for a in range(3):
        d = direction[a]
        if d > 0:
            step[a] = 1
            t_max[a] = (cell[a] + 1 - origin[a]) / d
            t_delta[a] = 1.0 / d
        elif d < 0:
            step[a] = -1
            t_max[a] = (cell[a] - origin[a]) / d
            t_delta[a] = -1.0 / d
    x, y, z = cell
    while True:
        yield (x, y, z), face, t
        # advance across the nearest boundary (ties: lowest axis first)
        if t_max[0] <= t_max[1] and t_max[0] <= t_max[2]:
            a = 0
        elif t_max[1] <= t_max[2]:
            a = 1
        else:
            a = 2
        t = t_max[a]
        if t > t_exit + 1e-9:
            return
        t_max[a] += t_delta[a]
        if a == 0:
            x += step[0]
            if not 0 <= x < size[0]:
                return
        elif a == 1:
            y += step[1]
            if not 0 <= y < size[1]:
                return
        else:
            z += step[2]
            if not 0 <= z < size[2]:
                return
        face = 2 * a + (1 if step[a] > 0 else 0)


def voxel_walk(
    origin: Sequence[float],
    direction: Sequence[float],
    solid: Container[Voxel] | Callable[[Voxel], bool],
    size: Sequence[int],
    lo: Sequence[int] = (0, 0, 0),
) -> VoxelHit | None:
    """The first solid voxel the ray meets inside the box [lo, lo + size), with the face
    hit. Pass the box around the solid voxels (`occupied_box`), not a board's declared
    size, so the walk is as long as the shape, however large its file says the box is."""
    test = solid if callable(solid) else solid.__contains__
    x0, y0, z0 = (int(v) for v in lo)
    shifted = (origin[0] - x0, origin[1] - y0, origin[2] - z0)
    for (x, y, z), face, t in walk_voxels(shifted, direction, size):
        v = (x + x0, y + y0, z + z0)
        if test(v):
            point = (origin[0] + direction[0] * t, origin[1] + direction[1] * t, origin[2] + direction[2] * t)
            return VoxelHit(v, face, t, point)
    return None


def _ray_triangle(o, d, a, b, c) -> bool:
    """Whether the ray (o, d) meets triangle abc at t >= 0 (Moller-Trumbore)."""
    return _ray_triangle_t(o, d, a, b, c) is not None


def _ray_triangle_t(o, d, a, b, c) -> float | None:
    """The distance t >= 0 at which the ray (o, d) meets triangle abc, or None. (Spelt out
    axis by axis, the same sums in the same order: twice as quick as with lists, s187.)"""
    a0, a1, a2 = a
    e10, e11, e12 = b[0] - a0, b[1] - a1, b[2] - a2
    e20, e21, e22 = c[0] - a0, c[1] - a1, c[2] - a2
    d0, d1, d2 = d
    p0, p1, p2 = d1 * e22 - d2 * e21, d2 * e20 - d0 * e22, d0 * e21 - d1 * e20
    det = e10 * p0 + e11 * p1 + e12 * p2
    if abs(det) < 1e-12:
        return None
    inv = 1.0 / det
    s0, s1, s2 = o[0] - a0, o[1] - a1, o[2] - a2
    u = (s0 * p0 + s1 * p1 + s2 * p2) * inv
    if u < 0.0 or u > 1.0:
        return None
    q0, q1, q2 = s1 * e12 - s2 * e11, s2 * e10 - s0 * e12, s0 * e11 - s1 * e10
    v = (d0 * q0 + d1 * q1 + d2 * q2) * inv
    if v < 0.0 or u + v > 1.0:
        return None
    t = (e20 * q0 + e21 * q1 + e22 * q2) * inv
    return t if t >= 0.0 else None


def ray_hits_head(origin, direction, voxel: Voxel, dir_: int, pyramid: int | None = None) -> bool:
    """Whether the ray meets what a head cell draws: the collar box at the back of the
    cell and the pyramid pointing `dir_` (mesh.head_instances); the corners round the
    pyramid are empty, and show (and pick) whatever lies behind them. `pyramid`: a
    rotating arrow's head turned that way (its collar stays on `dir_`'s back)."""
    return ray_head_t(origin, direction, voxel, dir_, pyramid, collar=True) is not None


def ray_hits_collar(origin, direction, voxel: Voxel, dir_: int) -> bool:
    """Whether the ray meets the collar box at the back of a head cell pointing `dir_`."""
    ax = dir_ >> 1
    lo, hi = [float(c) for c in voxel], [float(c) + 1.0 for c in voxel]
    if dir_ & 1:
        lo[ax] = hi[ax] - HEAD_COLLAR
    else:
        hi[ax] = lo[ax] + HEAD_COLLAR
    return ray_box(origin, direction, lo, hi) is not None


def ray_head_t(
    origin,
    direction,
    voxel: Voxel,
    dir_: int,
    pyramid: int | None = None,
    collar: bool = False,
    flare: float = HEAD_FLARE,
) -> float | None:
    """The nearest distance at which the ray meets a head cell's pyramid (with `collar`:
    or its collar box; with it, any hit, not the nearest), or None. `flare`: its base's
    half-width (HEAD_FLUSH for a head pointing into a cube, as drawn)."""
    ax, neg = dir_ >> 1, dir_ & 1
    if collar and ray_hits_collar(origin, direction, voxel, dir_):
        return 0.0
    if pyramid is not None:
        ax, neg = pyramid >> 1, pyramid & 1
    if not _near_pyramid(origin, direction, voxel, ax, neg, flare):
        return None
    lo, hi = [float(c) for c in voxel], [float(c) + 1.0 for c in voxel]
    base = (hi[ax] - HEAD_COLLAR) if neg else (lo[ax] + HEAD_COLLAR)
    apex = [c + 0.5 for c in voxel]
    apex[ax] = lo[ax] - HEAD_REACH if neg else hi[ax] + HEAD_REACH
    au, av = (ax + 1) % 3, (ax + 2) % 3
    corners: list[list[float]] = []  # the base's corners; the skirt's behind them (a flared base)
    back: list[list[float]] = []
    for cu, cv in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        for out, at, half in (
            (corners, base, flare),
            (back, hi[ax] if neg else lo[ax], flare * SKIRT_WIDTH),
        ):
            p = [0.0, 0.0, 0.0]
            p[ax], p[au], p[av] = at, lo[au] + 0.5 + cu * half, lo[av] + 0.5 + cv * half
            out.append(p)
    tris = [(corners[k], corners[(k + 1) % 4], apex) for k in range(4)]
    if flare > 0.5:  # the skirt narrowing back to the body's width (renderer._pyramid_vertices)
        tris += [
            t for k in range(4) for t in _quad(corners[k], corners[(k + 1) % 4], back[(k + 1) % 4], back[k])
        ]
    ts = [_ray_triangle_t(origin, direction, *tri) for tri in tris]
    return min((t for t in ts if t is not None), default=None)


def _quad(a, b, c, d) -> tuple[tuple, tuple]:
    return (a, b, c), (a, c, d)


_BOXES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def occupied_box(space) -> tuple[Voxel, Voxel]:
    """(lo, size): the smallest box around a 3D or flat space's voxels (cached per space).
    Nothing outside it can be hit, so picking walks it instead of the declared box."""
    try:
        return _BOXES[space]
    except (KeyError, TypeError):
        pass
    points = getattr(space, "voxels", None) or space.cells
    if not points:
        box = ((0, 0, 0), (1, 1, 1))
    else:  # (itemgetter: a cube 64's 262 144 cells in 30 ms, not 200)
        lo = tuple(min(map(itemgetter(a), points)) for a in range(3))
        hi = tuple(max(map(itemgetter(a), points)) for a in range(3))
        box = (lo, tuple(hi[a] - lo[a] + 1 for a in range(3)))
    with contextlib.suppress(TypeError):  # not weak-referenceable: just not cached
        _BOXES[space] = box
    return box


def pick_arrow(
    board, origin: Sequence[float], direction: Sequence[float], skip: Iterable[int] = ()
) -> Pick | None:
    """The arrow of a 3D board under the ray (only arrows still on the board count; `skip`
    lists arrows to look through, e.g. animating ones). A head cell counts only where its
    collar or pyramid is (`ray_hits_head`), as drawn; a pyramid stands out of its cell, so
    the pyramids in and next to each cell the ray crosses are tried, and the nearest hit
    wins (a ray past a pyramid's tip hidden in the cube ahead meets that cube)."""
    space = board.space
    index, owner, arrows = space.index, board.owner, board.arrows
    skipped, tried = set(skip), set()  # (tried: the head cells whose pyramid was tried)

    def solid(v: Voxel) -> bool:
        cid = index.get(v)
        if cid is None or owner[cid] < 0 or owner[cid] in skipped:
            return False
        a = arrows[owner[cid]]  # a head: its collar here, its pyramid with the neighbours'
        return a.head != cid or ray_hits_collar(origin, direction, v, a.dir)

    def filled(v: Voxel) -> bool:
        cid = index.get(v)
        return cid is not None and owner[cid] >= 0 and owner[cid] not in skipped

    def pyramid(cid: int) -> int | None:
        """The way a head cell's pyramid points (None: none there, or this ray tried it:
        the voxels walked share most neighbours, s187)."""
        o = owner[cid]
        if o < 0 or o in skipped or cid in tried:
            return None
        tried.add(cid)
        a = arrows[o]
        return board.direction(o) if a.head == cid else (a.dir2 if a.cells[0] == cid else None)

    (x0, y0, z0), (sx, sy, sz) = box = occupied_box(space)
    heads, near = head_cells(board, box)
    lo, size = (x0 - 1, y0 - 1, z0 - 1), (sx + 2, sy + 2, sz + 2)  # the pyramids out of the shape
    best: tuple[float, int, Voxel, int | None] | None = None  # (t, cell id, voxel, face)
    for (x, y, z), face, t in walk_voxels([origin[a] - lo[a] for a in range(3)], direction, size):
        if best is not None and t >= best[0]:
            break
        v = (x + lo[0], y + lo[1], z + lo[2])
        for dx, dy, dz in NEAR if near[(x * size[1] + y) * size[2] + z] else ():
            n = (v[0] + dx, v[1] + dy, v[2] + dz)
            cid = heads.get(n)
            d = None if cid is None else pyramid(cid)
            if cid is None or d is None:
                continue
            ahead = (n[0] + VEC3[d][0], n[1] + VEC3[d][1], n[2] + VEC3[d][2])
            flare = HEAD_FLUSH if filled(ahead) else HEAD_FLARE  # as mesh.BoardMesh draws it
            tp = ray_head_t(origin, direction, n, d, flare=flare)
            if tp is not None and (best is None or tp < best[0]):
                best = (tp, cid, n, _entry_face(origin, direction, n, d))
        if solid(v):
            if best is None or t < best[0]:
                best = (t, index[v], v, face)
            break
    if best is None:
        return None
    t, cid, v, face = best
    return Pick(owner[cid], cid, v, face, t)


def prepare_arrows(board) -> None:
    """Build what picking keeps for a 3D board (the shape's box, its `HeadTable` and the
    voxels near a head) now, while the puzzle opens behind its loading screen: built on
    the first hover it froze that frame (half a second on a cube 64's 52 429 arrows),
    and the table on the first Tab (s188)."""
    space, table = board.space, head_table(board)
    lo, size = table.lo_box, table.size_box
    if lo is not None and size is not None and not getattr(space, "voxels", None):  # (numpy's: the same)
        with contextlib.suppress(TypeError):
            _BOXES.setdefault(space, (tuple(lo.tolist()), tuple(size.tolist())))
    head_cells(board, occupied_box(space))


def _entry_face(origin, direction, voxel: Voxel, tip: int) -> int:
    """The face of `voxel` a ray enters it through; `tip` when it only meets the part of
    the pyramid that stands out of the cell."""
    hit = ray_box(origin, direction, voxel, [c + 1 for c in voxel])
    if hit is None or hit[2] < 0:
        return tip
    return 2 * hit[2] + (1 if direction[hit[2]] > 0 else 0)


def pick_face(
    voxels: Container[Voxel], size: Sequence[int], origin: Sequence[float], direction: Sequence[float]
) -> tuple[int, int, int, int] | None:
    """Flat 3D: the exposed face cell (x, y, z, n) of a block under the ray, or None.

    The first solid voxel is entered through an exposed face (the voxel before it on
    the ray is empty), so (voxel, face) is always a cell of the block's surface.
    """
    hit = voxel_walk(origin, direction, voxels, size)
    if hit is None or hit.face is None:
        return None
    return hit.voxel + (hit.face,)
