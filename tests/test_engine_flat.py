"""Flat 3D (RULES.md 3.3): the walk over the faces, its symmetry, walls and rays.

The expected rays and walls are computed here by brute force straight from the wording
of the rules, independently of quiver/engine/space.py.
"""

from __future__ import annotations

import pytest
from test_engine_helpers import BLOCKS, box, size_of, stairs

from quiver.engine import BoardError, check_block, exposed_faces, make_space
from quiver.engine.geometry import DIR_BY_NAME, VEC3

PX, NX, PY, NY, PZ, NZ = range(6)


def library_blocks():
    """Every flat block of quiver.shapes at its default size and at its smallest sizes."""
    try:
        from quiver.shapes import list_shapes, make_shape
    except ImportError:
        return {}
    out = {}
    for name in list_shapes()["flat"]:
        for size in (None, 2, 3, 4):
            try:
                shape = make_shape("flat", name, size)
            except ValueError:
                continue
            out[f"{name}@{size}"] = (tuple(shape.size), list(shape.points))
    return out


ALL_BLOCKS = {name: (size_of(v), v) for name, v in BLOCKS.items()}
ALL_BLOCKS.update(library_blocks())


def add(p, v, k=1):
    return tuple(a + k * b for a, b in zip(p, v, strict=True))


def face_corners(p, n):
    """The four corners of the square face of voxel p looking along n (integer coords)."""
    a = n >> 1
    plane = p[a] + (0 if n & 1 else 1)
    others = [i for i in range(3) if i != a]
    out = set()
    for du in (0, 1):
        for dv in (0, 1):
            q = [0, 0, 0]
            q[a] = plane
            q[others[0]] = p[others[0]] + du
            q[others[1]] = p[others[1]] + dv
            out.add(tuple(q))
    return out


def brute_ray(solid, size, p, n, d):
    """RULES.md 3.3 word for word: None for a wall, else the list of (voxel, n) faces."""
    vn, vd = VEC3[n], VEC3[d]
    extent = max(size) + 1
    out = []
    for k in range(1, extent + 1):
        heights = [j for j in range(-extent, extent + 1) if add(add(p, vd, k), vn, j) in solid]
        if not heights:
            continue
        if max(heights) >= 1:
            return None
        out.append(add(add(p, vd, k), vn, max(heights)) + (n,))
    return out


@pytest.mark.parametrize("name", sorted(ALL_BLOCKS))
def test_walk_is_symmetric_and_joins_faces_sharing_an_edge(name):
    size, voxels = ALL_BLOCKS[name]
    space = make_space("flat", size, voxels)
    assert sorted(space.cells) == exposed_faces(voxels)
    for c, (x, y, z, n) in enumerate(space.cells):
        tangents = space.directions(c)
        assert sorted(tangents) == sorted(t for t in range(6) if t >> 1 != n >> 1)
        reached = set()
        for t in tangents:
            c2, u = space.step(c, t)
            assert c2 != c
            n2 = space.cells[c2][3]
            assert u >> 1 != n2 >> 1, "the new travel direction must be tangent"
            assert space.step(c2, u ^ 1) == (c, t ^ 1)
            # the faces share an edge, on the t side of the first face
            shared = face_corners((x, y, z), n) & face_corners(space.cells[c2][:3], n2)
            assert len(shared) == 2
            a = t >> 1
            edge = (x, y, z)[a] + (0 if t & 1 else 1)
            assert all(q[a] == edge for q in shared)
            reached.add(c2)
        assert len(reached) == 4
        assert set(space.neighbors(c)) == reached


@pytest.mark.parametrize("name", sorted(ALL_BLOCKS))
def test_rays_and_walls_match_the_rule_by_brute_force(name):
    size, voxels = ALL_BLOCKS[name]
    space = make_space("flat", size, voxels)
    solid = set(voxels)
    for c, (x, y, z, n) in enumerate(space.cells):
        for d in space.directions(c):
            want = brute_ray(solid, size, (x, y, z), n, d)
            got = space.ray(c, d)
            if want is None:
                assert got is None, (space.cells[c], d)
            else:
                assert got is not None, (space.cells[c], d)
                assert [space.cells[i] for i in got] == want


def test_boxes_have_no_walls():
    for dims in [(1, 1, 1), (2, 2, 2), (3, 1, 2), (4, 2, 3)]:
        voxels = box(*dims)
        space = make_space("flat", dims, voxels)
        for c in range(len(space)):
            for d in space.directions(c):
                assert space.ray(c, d) is not None


def test_top_of_a_cube_has_no_walls_and_sees_the_other_top_faces():
    space = make_space("flat", (3, 3, 3), box(3, 3, 3))
    top = space.id_of((0, 2, 1, PY))
    assert [space.cells[i] for i in space.ray(top, PX)] == [(1, 2, 1, PY), (2, 2, 1, PY)]
    assert space.ray(top, NX) == ()
    assert [space.cells[i] for i in space.ray(top, PZ)] == [(0, 2, 2, PY)]
    assert space.ray(space.id_of((0, 2, 2, PY)), PZ) == ()


def test_stairs_walls():
    voxels = stairs(3, 2)  # column x holds heights 0..x; risers face -x
    space = make_space("flat", size_of(voxels), voxels)
    tread = space.id_of((0, 0, 0, PY))
    assert space.ray(tread, PX) is None  # toward the riser: a wall
    assert space.ray(tread, NX) == ()  # off the low end
    assert [space.cells[i] for i in space.ray(tread, PZ)] == [(0, 0, 1, PY)]  # along it
    riser = space.id_of((1, 1, 0, NX))  # the riser above the lowest tread
    # up the riser: no wall; it passes over the next riser, set further back
    assert [space.cells[i] for i in space.ray(riser, PY)] == [(2, 2, 0, NX)]
    assert space.ray(riser, NY) is None  # down into the tread below: a wall
    top = space.id_of((2, 2, 0, PY))
    assert space.ray(top, PX) == ()
    # down the stairs from the top, the arrow passes over the lower treads
    assert [space.cells[i] for i in space.ray(top, NX)] == [(1, 1, 0, PY), (0, 0, 0, PY)]
    # the underside sees the other undersides
    bottom = space.id_of((2, 0, 1, NY))
    assert [space.cells[i] for i in space.ray(bottom, NX)] == [(1, 0, 1, NY), (0, 0, 1, NY)]


def test_walk_over_edges_and_into_corners():
    voxels = stairs(2, 1)  # (0,0,0), (1,0,0), (1,1,0)
    space = make_space("flat", (2, 2, 1), voxels)
    tread = space.id_of((0, 0, 0, PY))
    # concave: walking +x on the low tread climbs the riser, now travelling up
    assert space.step(tread, PX) == (space.id_of((1, 1, 0, NX)), PY)
    # convex: walking -x goes over the edge onto the -x face, now travelling down
    assert space.step(tread, NX) == (space.id_of((0, 0, 0, NX)), NY)
    # flat: along the bottom
    assert space.step(space.id_of((0, 0, 0, NY)), PX) == (space.id_of((1, 0, 0, NY)), PX)


@pytest.mark.parametrize(
    "voxels, message",
    [
        ([(0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0), (2, 1, 0)], "orthogonally convex"),
        ([(0, 0, 0), (1, 1, 0)], "face-connected"),
        # a 2x2x2 cube less three voxels: (0,1,0) and (1,0,0) meet along an edge only
        ([(0, 1, 0), (0, 1, 1), (1, 1, 1), (1, 0, 1), (1, 0, 0)], "only along an edge"),
        ([], "no voxels"),
    ],
)
def test_bad_blocks_are_refused(voxels, message):
    with pytest.raises(BoardError, match=message):
        check_block(voxels)


def test_the_cells_must_be_exactly_the_exposed_faces():
    voxels = box(2, 1, 1)
    faces = exposed_faces(voxels)
    make_space("flat", (2, 1, 1), voxels, list(reversed(faces)))
    with pytest.raises(BoardError, match="exposed faces"):
        make_space("flat", (2, 1, 1), voxels, faces[:-1])
    with pytest.raises(BoardError, match="exposed faces"):
        make_space("flat", (2, 1, 1), voxels, faces + [(0, 0, 0, DIR_BY_NAME["+x"])])
