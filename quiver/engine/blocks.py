"""Flat-3D blocks (RULES.md 3.3): a block's exposed faces, and the check that its voxels
form a valid block (orthogonally convex, face-connected, no voxels meeting only along an
edge or at a corner). The faces are the cells of `space.FlatSpace`.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import BoardError
from .geometry import VEC3

Coord = tuple[int, ...]


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
                    # _joined_in_cube's first path (x, then y) spelled out: inside a
                    # solid block it nearly always holds, and the call per corner was
                    # most of loading a Flat 3D board of 48 (110,592 voxels)
                    if (
                        q3 in vs
                        and not ((x + sx, y, z) in vs and (x + sx, y + sy, z) in vs)
                        and not _joined_in_cube(p, q3, vs)
                    ):
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
