"""Picking as pure math: pointer -> ray (glm.unProject) -> voxel walk -> voxel and face."""

import math

import pytest

from quiver.engine import Arrow, Board, GridSpace
from quiver.engine.geometry import NX, NY, NZ, PX, PY, PZ, VEC3
from quiver.engine.rng import Rng
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.picking import pick_arrow, pick_face, ray_box, voxel_walk, walk_voxels

W, H = 800, 600


def brute_force(origin, direction, solid):
    """The solid voxel whose box the ray enters first, and the entry face."""
    best = None
    for v in solid:
        hit = ray_box(origin, direction, v, tuple(c + 1 for c in v))
        if hit is None or hit[2] < 0:
            continue
        t, _, axis = hit
        if best is None or t < best[0]:
            best = (t, v, 2 * axis + (1 if direction[axis] > 0 else 0))
    return None if best is None else (best[1], best[2])


def face_centre(v, face):
    c = [v[0] + 0.5, v[1] + 0.5, v[2] + 0.5]
    n = VEC3[face]
    return tuple(c[i] + 0.5 * n[i] for i in range(3))


def faces_toward_eye(cam, solid):
    """(voxel, face, face centre) of every outside face of `solid` that faces the eye."""
    eye = cam.eye(W / H)
    for v in solid:
        for face in range(6):
            n = VEC3[face]
            if tuple(v[i] + n[i] for i in range(3)) in solid:
                continue  # an inside face
            c = face_centre(v, face)
            if sum((eye[i] - c[i]) * n[i] for i in range(3)) > 0.2:
                yield v, face, c


def cube(n):
    return {(x, y, z) for x in range(n) for y in range(n) for z in range(n)}


def test_walk_along_an_axis_visits_the_row_in_order():
    visits = list(walk_voxels((-2.0, 1.5, 0.5), (1.0, 0.0, 0.0), (4, 3, 1)))
    assert [v for v, _, _ in visits] == [(0, 1, 0), (1, 1, 0), (2, 1, 0), (3, 1, 0)]
    assert visits[0][1] == NX and all(f == NX for _, f, _ in visits)
    assert [t for _, _, t in visits] == [2.0, 3.0, 4.0, 5.0]


def test_walk_misses_and_exits():
    assert voxel_walk((-1, 5, 0.5), (1, 0, 0), cube(3), (3, 3, 3)) is None
    assert voxel_walk((5, 5, 5), (1, 1, 1), cube(3), (3, 3, 3)) is None


def test_entry_faces_from_each_side():
    solid = {(1, 1, 1)}
    size = (3, 3, 3)
    for face, v in enumerate(VEC3):
        origin = tuple(1.5 + 5 * c for c in v)
        direction = tuple(-c for c in v)
        hit = voxel_walk(origin, direction, solid, size)
        assert hit.voxel == (1, 1, 1) and hit.face == face
        assert hit.t == pytest.approx(4.5)


def test_matches_brute_force_on_random_rays():
    rng = Rng(11)
    solid = {v for v in cube(6) if rng.chance(0.25)}
    for _ in range(400):
        origin = [rng.random() * 30 - 12 for _ in range(3)]
        target = [rng.random() * 6 for _ in range(3)]
        d = [t - o for t, o in zip(target, origin, strict=True)]
        n = math.sqrt(sum(c * c for c in d))
        d = [c / n for c in d]
        inside = all(0 <= o <= 6 for o in origin)
        if inside:
            continue
        hit = voxel_walk(origin, d, solid, (6, 6, 6))
        want = brute_force(origin, d, solid)
        got = None if hit is None else (hit.voxel, hit.face)
        assert got == want


@pytest.mark.parametrize(
    "yaw,pitch,voxel,face",
    [
        (0, 0, (1, 1, 2), PZ),  # the front face of the front centre cube
        (90, 0, (2, 1, 1), PX),  # turned round to look from +x
        (180, 0, (1, 1, 0), NZ),
        (-90, 0, (0, 1, 1), NX),
        (0, 90, (1, 2, 1), PY),  # straight down, over the pole
        (0, -90, (1, 0, 1), NY),
        (35, 25, (2, 2, 2), PY),  # the default view: the top of the near corner cube
    ],
)
def test_ray_through_a_known_pixel_hits_the_known_voxel_and_face(yaw, pitch, voxel, face):
    solid = cube(3)
    cam = OrbitCamera.for_voxels(solid, yaw=yaw, pitch=pitch)
    x, y, _ = cam.project(face_centre(voxel, face), W, H)
    origin, direction = cam.ray(x, y, W, H)
    hit = voxel_walk(origin, direction, solid, (3, 3, 3))
    assert (hit.voxel, hit.face) == (voxel, face)


def test_known_pixels_after_dragging_the_view():
    solid = cube(4)
    cam = OrbitCamera.for_voxels(solid)
    for _step in range(8):
        cam.drag(53, -37, H)  # an arbitrary free rotation, roll included
        checked = 0
        for v, face, c in faces_toward_eye(cam, solid):
            x, y, _ = cam.project(c, W, H)
            origin, direction = cam.ray(x, y, W, H)
            hit = voxel_walk(origin, direction, solid, (4, 4, 4))
            assert (hit.voxel, hit.face) == (v, face)
            checked += 1
        assert checked >= 16


def make_board():
    """A 3x3x3 cube filled by nine straight +z arrows, rows along z."""
    cells = sorted(cube(3))
    space = GridSpace((3, 3, 3), cells)
    arrows = [Arrow(tuple(space.id_of((x, y, z)) for z in range(3)), PZ) for x in range(3) for y in range(3)]
    return Board(space, arrows)


def test_pick_arrow_sees_only_arrows_on_the_board():
    board = make_board()
    cam = OrbitCamera.for_voxels(board.space.cells, yaw=0, pitch=0)
    x, y, _ = cam.project(face_centre((1, 1, 2), PZ), W, H)
    origin, direction = cam.ray(x, y, W, H)
    p = pick_arrow(board, origin, direction)
    centre_arrow = board.arrow_at(board.space.id_of((1, 1, 2)))
    assert p.arrow == centre_arrow and p.voxel == (1, 1, 2) and p.face == PZ
    assert pick_arrow(board, origin, direction, skip=[centre_arrow]) is None  # straight through
    board.fire(centre_arrow)
    assert pick_arrow(board, origin, direction) is None
    # from the side, the row's left neighbour is hit on its +x face... through the hole
    cam.set_angles(35, 25)
    x, y, _ = cam.project(face_centre((1, 1, 2), NX), W, H)
    origin, direction = cam.ray(x, y, W, H)
    p = pick_arrow(board, origin, direction)
    assert p is not None and p.arrow != centre_arrow


def test_pick_face_on_a_stairs_block_including_concave_corners():
    # three steps along x, each one lower: faces inside the concave corners are cells too
    block = {(x, y, z) for x in range(3) for z in range(2) for y in range(3 - x)}
    size = (3, 3, 2)
    cam = OrbitCamera.for_voxels(block, yaw=30, pitch=35)
    seen = set()
    for v, face, c in faces_toward_eye(cam, block):
        x, y, _ = cam.project(c, W, H)
        origin, direction = cam.ray(x, y, W, H)
        cell = pick_face(block, size, origin, direction)
        if cell == v + (face,):
            seen.add(cell)
        else:  # hidden behind a higher step
            assert brute_force(origin, direction, block) == (cell[:3], cell[3])
    # the riser faces of the lower steps (facing +x, under a higher step's front) were picked
    assert (0, 2, 0, PX) in seen and (1, 1, 1, PX) in seen
    assert (2, 0, 0, PY) in seen and (1, 1, 0, PY) in seen


def test_a_head_cell_picks_only_where_its_collar_or_pyramid_is():
    """A head pointing +x at voxel (0,0,0): its collar is x in [0, 0.3], the pyramid from
    there to the apex (1, 0.5, 0.5). A ray down -z near the front corner passes beside
    the pyramid (and picks what lies behind); through the middle it hits the head."""
    from quiver.render3d.picking import ray_hits_head

    down = (0.0, 0.0, -1.0)
    assert ray_hits_head((0.5, 0.5, 5.0), down, (0, 0, 0), 0)  # the pyramid's middle
    assert ray_hits_head((0.1, 0.95, 5.0), down, (0, 0, 0), 0)  # the collar's corner
    assert not ray_hits_head((0.95, 0.9, 5.0), down, (0, 0, 0), 0)  # beside the tip: empty
    assert ray_hits_head((-5.0, 0.5, 0.5), (1.0, 0.0, 0.0), (0, 0, 0), 0)  # head-on
    assert ray_hits_head((0.95, 0.9, 5.0), down, (0, 0, 0), 1)  # flying -x: collar at x>=0.7
    assert not ray_hits_head((0.05, 0.9, 5.0), down, (0, 0, 0), 1)  # beside its tip at x=0
