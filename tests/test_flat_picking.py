"""Flat 3D picking as pure math: pixel -> ray (glm.unProject) -> voxel walk -> the exposed
face entered -> the face cell -> its arrow. Checked on every block, from poses aimed at
known faces (including faces in the concave corners of the stairs and the plus) and
against a brute-force ray / face-square intersection."""

import math

import numpy as np
import pytest

from quiver.engine.geometry import VEC3
from quiver.engine.space import FlatSpace
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.flat_controller import pick_flat
from quiver.render3d.flat_mesh import cell_centre
from quiver.render3d.picking import pick_face
from quiver.shapes import list_shapes, make_shape

W, H = 640, 480
SIZES = {
    "cube": 3,
    "brick": 4,
    "tower": 4,
    "plus": 5,
    "stairs": 5,
    "ziggurat": 6,
    "l_block": 4,
    "t_block": 5,
    "corner_steps": 5,
    "ridge": 6,
    "twin_towers": 5,
    "cross_pyramid": 7,
}


def flat_space(name):
    shape = make_shape("flat", name, SIZES[name])
    return FlatSpace(tuple(shape.size), shape.points)


def brute_force(space, origin, direction):
    """The exposed face whose unit square the ray crosses first (entering the block)."""
    o = np.array(origin, dtype=np.float64)
    d = np.array(direction, dtype=np.float64)
    best = None
    for x, y, z, n in space.cells:
        a = n >> 1
        nv = VEC3[n]
        if d[a] * nv[a] >= 0:  # seen from behind, or edge-on
            continue
        plane = (x, y, z)[a] + (1 if nv[a] > 0 else 0)
        t = (plane - o[a]) / d[a]
        if t <= 0:
            continue
        p = o + t * d
        lo = np.array((x, y, z), dtype=np.float64)
        others = [b for b in range(3) if b != a]
        inside = all(lo[b] - 1e-9 <= p[b] <= lo[b] + 1 + 1e-9 for b in others)
        if inside and (best is None or t < best[0]):
            best = (t, (x, y, z, n))
    return None if best is None else best[1]


def camera_facing(space, cell):
    """A camera aimed at `cell`'s centre from off its face, leaning a little to one side
    (the first lean from which nothing hides the face: a corner face must be seen from
    away from its wall)."""
    cam = OrbitCamera.for_voxels(space.voxels)
    c = cell_centre(cell)
    cam.target = type(cam.target)(*c)
    n = np.array(VEC3[cell[3]], dtype=float)
    u, v = [np.eye(3)[b] for b in range(3) if b != cell[3] >> 1]
    for a, b in ((0.3, 0.4), (-0.3, 0.4), (0.3, -0.4), (-0.3, -0.4), (0, 0)):
        cam.look_from(tuple(n + a * u + b * v), duration=0)
        x, y, _ = cam.project(c, W, H)
        o, d = cam.ray(x, y, W, H)
        if brute_force(space, o, d) == cell:
            return cam
    raise AssertionError(f"no pose sees {cell}")


def pick_at(space, cam, point):
    x, y, _ = cam.project(point, W, H)
    o, d = cam.ray(x, y, W, H)
    return pick_face(space.solid, space.size, o, d), (o, d)


def concave_faces(space):
    """Cells with a wall rising along one of their edges."""
    out = []
    for cid, (x, y, z, n) in enumerate(space.cells):
        for t in space.directions(cid):
            nv, tv = VEC3[n], VEC3[t]
            if (x + nv[0] + tv[0], y + nv[1] + tv[1], z + nv[2] + tv[2]) in space.solid:
                out.append(((x, y, z, n), t))
                break
    return out


@pytest.mark.parametrize("name", list_shapes()["flat"])
def test_face_centres_and_corners_pick_their_cell(name):
    space = flat_space(name)
    cells = list(space.cells)
    step = max(1, len(cells) // 40)
    for cell in cells[::step]:
        cam = camera_facing(space, cell)
        c = cell_centre(cell)
        n = cell[3] >> 1
        u, v = [np.eye(3)[b] for b in range(3) if b != n]
        for off in ((0, 0), (0.38, 0.38), (-0.38, 0.3), (0.3, -0.38)):
            got, (o, d) = pick_at(space, cam, c + off[0] * u + off[1] * v)
            assert got == brute_force(space, o, d)
            if off == (0, 0):
                assert got == cell, (name, cell, got)


@pytest.mark.parametrize("name", ["stairs", "plus", "ziggurat"])
def test_faces_in_concave_corners(name):
    space = flat_space(name)
    corners = concave_faces(space)
    assert corners, f"{name} has concave corners"
    for cell, t in corners:
        # look into the corner: from off the face, leaning away from the wall
        n = np.array(VEC3[cell[3]], dtype=float)
        cam = OrbitCamera.for_voxels(space.voxels)
        cam.look_from(tuple(n - 0.6 * np.array(VEC3[t]) + 0.1 * (1 - np.abs(n))), duration=0)
        c = cell_centre(cell)
        # the centre, and a point right next to the concave edge
        for p in (c, c + 0.45 * np.array(VEC3[t])):
            got, (o, d) = pick_at(space, cam, p)
            assert got == cell == brute_force(space, o, d), (name, cell, got)
        # the wall's face across the edge is picked as the wall's cell
        x, y, z, nn = cell
        nv, tv = VEC3[nn], VEC3[t]
        wall = (x + nv[0] + tv[0], y + nv[1] + tv[1], z + nv[2] + tv[2], t ^ 1)
        assert space.id_of(wall) is not None
        cam.look_from(tuple(n * 0.8 - np.array(VEC3[t])), duration=0)
        got, _ = pick_at(space, cam, cell_centre(wall) + 0.1 * n)
        assert got == wall


def test_random_rays_match_brute_force_on_the_stairs():
    space = flat_space("stairs")
    cam = OrbitCamera.for_voxels(space.voxels)
    rng = np.random.default_rng(3)
    hits = 0
    for _k in range(60):
        cam.set_angles(rng.uniform(-180, 180), rng.uniform(-80, 80))
        for _ in range(5):
            x, y = rng.uniform(0.3 * W, 0.7 * W), rng.uniform(0.25 * H, 0.75 * H)
            o, d = cam.ray(x, y, W, H)
            got = pick_face(space.solid, space.size, o, d)
            assert got == brute_force(space, o, d)
            hits += got is not None
    assert hits > 200


def test_pick_flat_gives_the_arrow_and_skips_empty_and_busy_cells():
    board = generate(PuzzleSpec("flat", "stairs", (5,), None, "hard", 5))
    space = board.space
    for i, a in enumerate(board.arrows[:8]):
        cell = space.coord(a.cells[1])
        cam = camera_facing(space, cell)
        x, y, _ = cam.project(cell_centre(cell), W, H)
        o, d = cam.ray(x, y, W, H)
        p = pick_flat(board, o, d)
        assert p is not None and p.arrow == i and p.cell == a.cells[1]
        assert p.voxel + (p.face,) == cell and math.isfinite(p.t)
        assert pick_flat(board, o, d, skip={i}) is None
    free = board.free_arrows()[0]
    cell = space.coord(board.arrows[free].head)
    cam = camera_facing(space, cell)
    x, y, _ = cam.project(cell_centre(cell), W, H)
    o, d = cam.ray(x, y, W, H)
    board.fire(free)
    assert pick_flat(board, o, d) is None  # the face is still there, but empty
