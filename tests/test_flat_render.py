"""Flat 3D drawing: ribbon geometry (no GL), animations, and headless renders of every block.

GL tests use a standalone EGL context (Mesa llvmpipe works); they are skipped, not failed,
on a machine with no OpenGL 3.3 at all.
"""

import numpy as np
import pytest
from gl_helpers import families_in

from quiver.engine import Arrow, Board
from quiver.engine.geometry import NY, NZ, PX, PY, PZ, VEC3
from quiver.engine.space import FlatSpace
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_anim import FlatAnimator, blocker_reach
from quiver.render3d.flat_arrows import FlatMesh
from quiver.render3d.flat_mesh import (
    BOTTOM,
    CAP0,
    EDGE_CONCAVE,
    EDGE_CONVEX,
    EDGE_FLAT,
    FLAG_HEAD,
    HALF_WIDTH,
    HEAD_TIP,
    TOP,
    FlatPath,
    block_faces,
    cell_centre,
)
from quiver.render3d.flat_renderer import flat_camera, flat_view
from quiver.shapes import list_shapes

SIZES = {
    "cube": 4,
    "brick": 5,
    "tower": 5,
    "plus": 6,
    "stairs": 6,
    "ziggurat": 7,
    "l_block": 5,
    "t_block": 5,
    "corner_steps": 6,
    "ridge": 7,
    "twin_towers": 6,
    "cross_pyramid": 7,
}


def flat_board(shape, size=None, seed=5):
    return generate(PuzzleSpec("flat", shape, (size or SIZES[shape],), None, "hard", seed))


def corners(piece, station, lift):
    """The two corners (left, right) of a ribbon piece's station at a lift."""
    c, w, n = (piece[f"{k}{station}"].astype(np.float64) for k in "cwn")
    return c - w + lift * n, c + w + lift * n


def step_board():
    """A 3-wide, 2-deep block with a step: floor y=0 at z=1, wall up to y=2 at z=0.
    One arrow climbs the wall (concave), crosses the top and folds over the back edge
    (convex); another lies on the floor and flies +x."""
    vox = [(x, y, z) for x in range(3) for y in range(2) for z in range(2) if not (z == 1 and y == 1)]
    space = FlatSpace((3, 2, 2), vox)
    ids = space.id_of
    a = Arrow(
        (ids((1, 0, 1, PY)), ids((1, 1, 0, PZ)), ids((1, 1, 0, PY)), ids((1, 1, 0, NZ)), ids((1, 0, 0, NZ))),
        NY,
    )
    b = Arrow((ids((0, 0, 1, PY)), ids((0, 0, 1, PZ)), ids((1, 0, 1, PZ)), ids((2, 0, 1, PZ))), PX)
    return Board(space, [a, b])


# -- geometry -------------------------------------------------------------------------------
def test_block_faces_know_their_edges():
    board = step_board()
    faces = block_faces(board.space)
    assert len(faces) == len(board.space)
    by = {tuple(board.space.coord(i)): int(f["bits"]) for i, f in enumerate(faces)}
    # the floor (1, 0, 1, +y): -z (toward the wall) is concave, +z convex, x neighbours flat
    bits = by[(1, 0, 1, PY)]
    edges = [(bits >> (3 + 2 * k)) & 3 for k in range(4)]  # -u +u -v +v; u=z, v=x
    assert edges == [EDGE_CONCAVE, EDGE_CONVEX, EDGE_FLAT, EDGE_FLAT]


def test_ribbon_is_continuous_and_flat_on_every_face_across_folds():
    board = step_board()
    for i, arrow in enumerate(board.arrows):
        path = FlatPath.of_arrow(board.space, arrow)
        pieces = path.resting((1, 0, 0), i)
        body, head = pieces[:-1], pieces[-1]
        assert int(head["flags"]) & FLAG_HEAD and int(body[0]["flags"]) & CAP0
        # consecutive pieces share their station exactly: no gap, no overlap
        for j in range(len(pieces) - 1):
            p, q = pieces[j], pieces[j + 1]
            for k in "cn" if j + 1 == len(body) else "cwn":  # the arrowhead is wider
                assert np.array_equal(p[f"{k}1"], q[f"{k}0"])
        # every piece's top (and bottom) lies flat at its own lift above its own face,
        # even where its station is mitred over a fold
        for p in pieces:
            seg = (p["c1"] - p["c0"]).astype(np.float64)
            seg /= np.linalg.norm(seg)
            mid = 0.5 * (p["c0"] + p["c1"])
            # the face normal under the piece: the station lift vectors agree on it
            n = p["n0"] if np.abs(p["n0"]).sum() == 1 else p["n1"]
            n = n.astype(np.float64)
            assert abs(seg @ n) < 1e-6
            for lift in (BOTTOM, TOP):
                plane = mid @ n + lift
                for st in (0, 1):
                    for corner in corners(p, st, lift):
                        assert corner @ n == pytest.approx(plane, abs=1e-5)
        # the ribbon is narrower than a cell (gaps between arrows) and its head points d
        assert np.allclose(np.linalg.norm(body["w0"], axis=1)[np.abs(body["w0"]).sum(1) < 0.3], HALF_WIDTH)
        tip = head["c1"] - head["c0"]
        assert np.allclose(tip / np.linalg.norm(tip), VEC3[arrow.dir])
        assert np.allclose(
            head["c1"], cell_centre(board.space.coord(arrow.head)) + HEAD_TIP * np.array(VEC3[arrow.dir])
        )


def test_fold_stations_are_mitred():
    board = step_board()
    space = board.space
    path = FlatPath.of_arrow(space, board.arrows[0])
    # points: tail-extension, C0, E01 (concave), C1, E12 (convex), C2, E23 (convex), ...
    assert np.allclose(path.points[2], (1.5, 1.0, 1.0))  # the concave edge
    assert np.allclose(path.joint_n[2], np.add(VEC3[PY], VEC3[PZ]))
    assert np.allclose(path.points[4], (1.5, 2.0, 1.0))  # the convex edge
    assert np.allclose(path.joint_n[4], np.add(VEC3[PZ], VEC3[PY]))
    # the raised ribbon on both faces meets at the mitre point, TOP out of each face
    e = path.points[2] + TOP * path.joint_n[2]
    assert e[1] == pytest.approx(1.0 + TOP) and e[2] == pytest.approx(1.0 + TOP)


def test_mesh_build_keeps_only_arrows_on_the_board():
    board = flat_board("stairs", 5)
    mesh = FlatMesh(board)
    full = mesh.build(board.alive)
    assert set(full["arrow"].tolist()) == set(range(len(board.arrows)))
    free = board.free_arrows()[0]
    board.fire(free)
    part = mesh.build(board.alive)
    assert free not in set(part["arrow"].tolist())
    assert len(part) == len(full) - (full["arrow"] == free).sum()
    assert len(mesh.build(set())) == 0


# -- animations ------------------------------------------------------------------------------
def test_leave_slides_over_its_edges_then_flies_straight_off():
    board = step_board()
    animator = FlatAnimator()
    assert board.fire(0).left
    anim = animator.fire(board, 0, True)
    path = anim.path
    head0 = anim.head_point()
    seen_faces = set()
    events = []
    while animator.active:
        pieces = animator.instances()
        seen_faces |= {tuple(int(v) for v in p["n0"]) for p in pieces if np.abs(p["n0"]).sum() == 1}
        events += [e for e, _ in animator.update(1 / 120)]
    assert events == ["done"] and animator.hidden() == []
    # the body followed its own path over both folds (its pieces lay on all three faces)
    assert {VEC3[PY], VEC3[PZ], VEC3[NZ]} <= seen_faces
    # the tip travels straight on in -y at the head's height
    anim.flight.t = 0.05
    p = anim.head_point()
    assert p[0] == pytest.approx(head0[0]) and p[2] == pytest.approx(head0[2]) and p[1] < head0[1]
    assert path.length == 5


def test_blocked_moves_to_the_blocker_on_a_lower_step_and_bounces_back():
    # stairs: find an arrow whose first blocker lies on a lower step than its head
    board = flat_board("stairs", 6, seed=1)
    space = board.space
    chosen = None
    for i in sorted(board.alive):
        hit = board.first_blocker(i)
        if hit is None:
            continue
        a = board.arrows[i]
        h, c = space.coord(a.head), space.coord(hit[0])
        ax = h[3] >> 1
        if h[ax] != c[ax]:
            chosen = max(
                chosen or (i, hit),
                (i, hit),
                key=lambda ih: abs(
                    space.coord(ih[1][0])[board.arrows[ih[0]].dir >> 1]
                    - space.coord(board.arrows[ih[0]].head)[board.arrows[ih[0]].dir >> 1]
                ),
            )
    assert chosen is not None
    i, (cell, blocker) = chosen
    a = board.arrows[i]
    shot = board.fire(i)
    assert (shot.cell, shot.blocker, shot.left) == (cell, blocker, False) and i in board.alive
    animator = FlatAnimator()
    anim = animator.fire(board, i, False, cell, blocker)
    assert animator.hidden() == [i]
    start = anim.head_point()
    events, peak = [], 0.0
    while animator.active:
        events += [e for e, _ in animator.update(1 / 120)]
        peak = max(peak, anim.flight.travel())
        s = animator.shake()
        if s is not None:
            assert s[0] == blocker
    assert events.count("smack") == 1 and events[-1] == "done"
    assert peak == pytest.approx(blocker_reach(space, a.head, a.dir, cell), abs=0.03)
    # at the smack the tip is over the near edge of the blocker's column
    anim.flight.t = anim.flight.t_hit
    ax = a.dir >> 1
    near = cell_centre(space.coord(cell))[ax] - 0.5 * VEC3[a.dir][ax]
    tip = anim.head_point()
    assert (tip[ax] - near) * VEC3[a.dir][ax] == pytest.approx(0.18, abs=1e-4)
    n = space.coord(a.head)[3]
    assert tip[n >> 1] == pytest.approx(start[n >> 1])  # still at the head's height
    anim.flight.t = anim.flight.duration
    assert anim.flight.travel() == pytest.approx(0.0, abs=1e-6)


# -- headless rendering (the `ctx` fixture: tests/conftest.py) ----------------------------------
@pytest.mark.parametrize("shape", list_shapes()["flat"])
def test_headless_render_of_every_block(ctx, shape):
    from quiver.render3d.flat_controller import pick_flat
    from quiver.render3d.flat_renderer import render_flat_image

    board = flat_board(shape)
    w, h = 360, 240
    cam = flat_camera(board)
    assert cam.angles()[0] == pytest.approx(flat_view(shape)[0], abs=1e-3)
    px = render_flat_image(board, w, h, ctx=ctx, samples=0)
    assert px.shape == (h, w, 3)
    # the centre region shows the block (grey faces or ribbons), the corner the background
    bg = px[2, 2].astype(int)
    centre = px[h // 2 - 10 : h // 2 + 10, w // 2 - 10 : w // 2 + 10].reshape(-1, 3).astype(int)
    assert (np.abs(centre - bg).sum(1) > 40).mean() > 0.9
    o, d = cam.ray(w / 2, h / 2, w, h)
    from quiver.render3d.picking import pick_face

    assert pick_face(board.space.solid, board.space.size, o, d) is not None
    # every direction family seen on the block (picked on a grid of pixels) is in the colours
    counts = {}
    for y in range(6, h, 10):
        for x in range(6, w, 10):
            o, d = cam.ray(x, y, w, h)
            p = pick_flat(board, o, d)
            if p is not None:
                fam = board.arrows[p.arrow].dir >> 1
                counts[fam] = counts.get(fam, 0) + 1
    want = {f for f, n in counts.items() if n >= 4}
    assert want and want <= families_in(px, 20)


def test_png_and_draw_calls_do_not_grow(ctx, tmp_path):
    from quiver.render3d.flat_renderer import FlatRenderer, render_flat_png
    from quiver.render3d.headless import Offscreen

    out = render_flat_png(flat_board("stairs", 5), tmp_path / "stairs.png", 160, 100, yaw=-40, pitch=30)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    target = Offscreen(ctx, 160, 100, samples=0)
    calls = []
    for size in (3, 9):
        board = flat_board("cube", size)
        r = FlatRenderer(ctx, board)
        cam = flat_camera(board)
        target.use()
        for _ in range(2):
            calls.append(r.render(cam, 160, 100))
        assert r.rebuilds == 1  # no change: no rebuild
        free = board.free_arrows()[0]
        animator = FlatAnimator()
        assert board.fire(free).left
        animator.fire(board, free, True)
        animator.update(0.05)
        hint = min(board.alive)  # on the board (not the one just fired)
        n = r.render(
            cam,
            160,
            100,
            animator=animator,
            hover=0,
            hint=hint,
            time=0.3,
            beam=r.beam(board.free_arrows()[0]),
        )
        # + moving pieces, + the aim line and its faint hidden pass, + the hint's see-through
        # pass, its faces in view repainted after it (renderer_base._repaint) and its
        # outline's four (hint_outline.py)
        assert r.rebuilds == 2 and n == 12
        r.release()
    target.release()
    assert calls[0] == calls[-1] == 3
