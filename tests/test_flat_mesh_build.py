"""The Flat 3D mesh built the cheap way is the mesh built the plain way, byte for byte.

`FlatPath.of_arrow` takes every cell centre from one table for the board and the width
axes from a table of the six axis vectors' cross products, filling its points with
slices; `plain_path` below is the per-point loop it replaced (kept here as the
reference). Every path of boards with two-headed and rotating arrows (a path from each
head, one for each phase of a rotating head) is compared array by array, as raw bytes
(so a -0.0 for a 0.0 would show), and so are the board's ribbons: built for the whole
board at once (flat_paths.py) against arrow by arrow from the plain paths.
"""

from __future__ import annotations

import itertools
from dataclasses import fields, replace

import numpy as np
import pytest

from quiver.engine.geometry import VEC3
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_arrows import FLAG_SECOND, FlatMesh, reversed_arrow, second_head_resting
from quiver.render3d.flat_mesh import FlatPath, _tangent_to, cell_centre
from quiver.render3d.flat_paths import _steps
from quiver.render3d.flat_shades import toned

_V = np.array(VEC3, dtype=np.float32)


def plain_path(space, arrow, far: float = 64.0) -> FlatPath:
    """The path as it was built before: point by point, np.cross per arrow."""
    cells = arrow.cells
    L = len(cells)
    coords = [space.coord(c) for c in cells]
    centres = [cell_centre(c) for c in coords]
    normals = [_V[c[3]] for c in coords]
    steps = [_tangent_to(space, a, b) for a, b in itertools.pairwise(cells)]
    d = _V[arrow.dir]
    pts = [centres[0] - 0.5 * _V[steps[0][0]]]
    seg_t, seg_n = [_V[steps[0][0]]], [normals[0]]
    for i in range(L - 1):
        t, t2 = steps[i]
        pts.append(centres[i])
        seg_t.append(_V[t])
        seg_n.append(normals[i])
        pts.append(centres[i] + 0.5 * _V[t])
        seg_t.append(_V[t2])
        seg_n.append(normals[i + 1])
    pts.append(centres[-1])
    seg_t.append(d)
    seg_n.append(normals[-1])
    pts.append(centres[-1] + far * d)
    points = np.array(pts, dtype=np.float32)
    s = np.arange(len(points), dtype=np.float32) * 0.5 - 0.5
    s[-1] = s[-2] + far
    tangents = np.array(seg_t, dtype=np.float32)
    seg_normals = np.array(seg_n, dtype=np.float32)
    seg_w = np.cross(seg_normals, tangents).astype(np.float32)
    m = len(tangents)
    jw = np.empty((m + 1, 3), np.float32)
    jn = np.empty((m + 1, 3), np.float32)
    jw[0], jn[0] = seg_w[0], seg_normals[0]
    jw[-1], jn[-1] = seg_w[-1], seg_normals[-1]
    same_w = np.all(seg_w[:-1] == seg_w[1:], axis=1)[:, None]
    same_n = np.all(seg_normals[:-1] == seg_normals[1:], axis=1)[:, None]
    jw[1:-1] = np.where(same_w, seg_w[1:], seg_w[:-1] + seg_w[1:])
    jn[1:-1] = np.where(same_n, seg_normals[1:], seg_normals[:-1] + seg_normals[1:])
    return FlatPath(points, s, tangents, seg_normals, seg_w, jw, jn, L, arrow.dir)


def same_path(a: FlatPath, b: FlatPath) -> bool:
    for f in fields(FlatPath):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if isinstance(x, np.ndarray):
            if x.dtype != y.dtype or x.shape != y.shape or x.tobytes() != y.tobytes():
                return False
        elif x != y:
            return False
    return True


BOARDS = [
    PuzzleSpec("flat", "cube", (6,), None, "hard", 1),
    PuzzleSpec("flat", "stairs", None, None, "hard", 2),
    PuzzleSpec("flat", "cube", (5,), None, "hard", 3, "many", ("two-headed", "rotating")),
]


@pytest.mark.parametrize("spec", BOARDS, ids=lambda s: f"{s.shape}-{s.seed}")
def test_paths_and_ribbons_match_the_plain_build(spec):
    board = generate(spec)
    space = board.space
    mesh = FlatMesh(board)
    arrows = list(board.arrows)
    for i, a in enumerate(arrows):
        assert same_path(mesh.paths[i], plain_path(space, a)), f"arrow {i}"
        assert same_path(FlatPath.of_arrow(space, a), plain_path(space, a)), f"arrow {i} alone"
    for i, p in mesh.paths2.items():
        assert same_path(p, plain_path(space, reversed_arrow(arrows[i]))), f"second head {i}"
    for i, paths in mesh.phase_paths.items():
        for p, d in zip(paths, mesh.phase_dirs[i], strict=True):
            assert same_path(p, plain_path(space, replace(arrows[i], dir=d))), f"phase {i} {d}"
    # the board's ribbons as the plain paths give them, arrow by arrow
    parts, dirs = [], []
    for i, a in enumerate(arrows):
        if a.dir2 is not None:
            rest = second_head_resting(plain_path(space, a), plain_path(space, reversed_arrow(a)), i)
            dirs.append(np.where(rest["flags"] & FLAG_SECOND, a.dir2, a.dir))
        else:
            rest = plain_path(space, a).resting((0.0, 0.0, 0.0), i)
            dirs.append(np.full(len(rest), a.dir))
        parts.append(rest)
    plain = np.concatenate(parts)
    plain["flags"] &= ~np.uint32(FLAG_SECOND)
    plain["color"] = toned(mesh.palette, np.concatenate(dirs), mesh.shades[plain["arrow"]])
    assert mesh.ribbons.tobytes() == plain.tobytes()
    assert mesh.build(set(board.alive)).tobytes() == FlatMesh(board).build(set(board.alive)).tobytes()
    if spec.specials != "none":
        assert mesh.paths2 and mesh.phase_paths, "the board has no special arrows to check"


@pytest.mark.parametrize("spec", BOARDS, ids=lambda s: f"{s.shape}-{s.seed}")
def test_steps_read_from_the_cells_are_the_spaces_steps(spec):
    """Every step between neighbouring cells of every arrow (and every cell to each of
    its neighbours, so convex, flat and concave steps all come up) as the space walks it."""
    board = generate(spec)
    space = board.space
    pairs = [(c, space.step(c, t)[0]) for c in range(len(space)) for t in space.directions(c)]
    pairs += [p for a in board.arrows for p in itertools.pairwise(a.cells)]
    a, b = (np.array(x, np.int64) for x in zip(*pairs, strict=True))
    table = np.array(space.cells, np.int64).reshape(-1, 4)
    t, t2 = _steps(space, table, a, b)
    assert list(zip(t.tolist(), t2.tolist(), strict=True)) == [_tangent_to(space, x, y) for x, y in pairs]
