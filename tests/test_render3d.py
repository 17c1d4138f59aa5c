"""3D mode: instance data, animations, headless renders and an end-to-end clear.

GL tests use a standalone EGL context (Mesa llvmpipe works); they are skipped, not
failed, on a machine with no OpenGL 3.3 at all.
"""

import numpy as np
import pytest
from gl_helpers import app_window, click, drag, families_in, settle

from quiver.engine import Arrow, Board, GridSpace
from quiver.engine.geometry import NX, NZ, PX, PY, PZ, VEC3
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.anim import Animator
from quiver.render3d.camera import OrbitCamera, board_camera
from quiver.render3d.controller import BoardController
from quiver.render3d.mesh import (
    BOX_DTYPE,
    COLLAR,
    FLAG_HEAD,
    FLAG_MOVING,
    HEAD_FLARE,
    HEAD_REACH,
    BoardMesh,
    box_faces,
)
from quiver.render3d.picking import pick_arrow
from quiver.shapes import list_shapes


def board3d(shape, size=None, seed=1):
    return generate(PuzzleSpec("3d", shape, size, None, "hard", seed))


def bent_board():
    """One bent arrow (0,0,0)->(1,0,0)->(1,1,0)->(1,2,0) flying +y, and a straight one
    below its path that it does not cross."""
    cells = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 2, 0), (2, 0, 0), (2, 1, 0), (2, 2, 0)]
    space = GridSpace((3, 4, 1), cells)
    ids = space.id_of
    a = Arrow((ids((0, 0, 0)), ids((1, 0, 0)), ids((1, 1, 0)), ids((1, 2, 0))), PY)
    b = Arrow((ids((2, 0, 0)), ids((2, 1, 0)), ids((2, 2, 0))), PY)
    return Board(space, [a, b])


# -- instance data --------------------------------------------------------------------------
def face_set(faces):
    """{(cell, face)} of face instances (cell = the voxel the face belongs to)."""
    out = set()
    for f in faces:
        k = int(f["bits"]) & 7
        out.add((tuple(int(v) for v in np.floor(f["lo"] + 1e-4)), k))
    return out


def test_only_faces_that_can_be_seen_are_instanced():
    board = board3d("cube", (5,))
    mesh = BoardMesh(board)
    faces, heads = mesh.build(board.owner)
    space = board.space
    drawn = face_set(faces)
    shell = {
        (v, f)
        for v in space.cells
        for f, e in enumerate(VEC3)
        if space.id_of(tuple(v[i] + e[i] for i in range(3))) is None
    }
    assert shell <= drawn  # every outside face of the cube
    heads_at = {space.coord(a.head) for a in board.arrows}
    for v, f in drawn - shell:
        # an inner face is drawn only toward a head's pocket that opens to the outside
        q = tuple(v[i] + VEC3[f][i] for i in range(3))
        assert q in heads_at
    assert len(heads) <= len(board.arrows)
    # consecutive cells of an arrow are joined: no face between them
    a = board.arrows[0]
    c0, c1 = a.cells[0], a.cells[1]
    k = VEC3.index(tuple(np.subtract(space.coord(c1), space.coord(c0))))
    assert (mesh.link[c0] >> k) & 1 and (mesh.link[c1] >> (k ^ 1)) & 1
    assert (space.coord(c0), k) not in drawn


def test_corner_occlusion_and_edge_classes():
    board = bent_board()
    faces, _ = BoardMesh(board).build(board.owner)
    by = {}
    for f in faces:
        by[(tuple(int(v) for v in np.floor(f["lo"] + 1e-4)), int(f["bits"]) & 7)] = int(f["bits"])
    # the +z face of (1, 1, 0): its -x edge borders empty space (0), +x another arrow (2),
    # -y and +y the same arrow's next cells (1)
    bits = by[((1, 1, 0), PZ)]
    edges = [(bits >> (11 + 2 * k)) & 3 for k in range(4)]
    # +z face: u = x, v = y -> edges (-x, +x, -y, +y)
    assert edges == [0, 2, 1, 1]
    ao = [(bits >> (3 + 2 * k)) & 3 for k in range(4)]
    assert ao == [3, 3, 3, 3]  # a flat slab: nothing in front of the face


def test_head_collar_and_pyramid_geometry():
    board = bent_board()
    faces, heads = BoardMesh(board).build(board.owner)
    head_faces = faces[(faces["bits"] & FLAG_HEAD) != 0]
    lo = {tuple(map(float, f["lo"])) for f in head_faces}
    hi = {tuple(map(float, f["hi"])) for f in head_faces}
    assert (1.0, 2.0, 0.0) in lo and (2.0, 2 + COLLAR, 1.0) in {tuple(round(v, 5) for v in h) for h in hi}
    assert len(heads) == 2
    h = heads[np.argmin(heads["base"][:, 0])]
    assert tuple(h["base"]) == pytest.approx((1.5, 2 + COLLAR, 0.5))
    assert tuple(h["axis"]) == pytest.approx((0, 1 - COLLAR + HEAD_REACH, 0))  # the tip stands out
    assert tuple(h["u"]) == pytest.approx((0, 0, HEAD_FLARE)) and HEAD_FLARE > 0.5  # wider than a cube


def test_rebuild_follows_removals():
    board = bent_board()
    mesh = BoardMesh(board)
    before, _ = mesh.build(board.owner)
    board.fire(1)
    after, heads = mesh.build(board.owner)
    assert len(heads) == 1 and len(after) < len(before)
    assert set(after["arrow"]) == {0}


def test_box_faces_skip_joined_and_covered_sides():
    boxes = np.zeros(1, BOX_DTYPE)
    boxes["lo"], boxes["hi"] = (0, 0, 0), (1, 1, 3)
    boxes["bits"] = (1 << (2 * PZ)) | (2 << (2 * NX)) | FLAG_MOVING
    faces = box_faces(boxes)
    kinds = sorted(int(b) & 7 for b in faces["bits"])
    assert kinds == [PX, PY, 3, NZ]  # +z joined and -x covered are skipped
    assert all(int(b) & FLAG_MOVING for b in faces["bits"])


# -- animation ------------------------------------------------------------------------------
def test_leave_animation_snakes_out_and_ends():
    board = bent_board()
    anim = Animator().fire(board, 0, left=True)
    boxes, heads = anim.pieces()
    # at the start the body covers its own cells: a run along +x then one along +y
    assert len(boxes) == 2 and len(heads) == 1
    vol = sum(np.prod(b["hi"] - b["lo"]) for b in boxes)
    assert vol == pytest.approx(3 + COLLAR)
    assert tuple(heads[0]["base"]) == pytest.approx((1.5, 2 + COLLAR, 0.5))
    t = 0.0
    while not anim.flight.done:
        anim.flight.update(1 / 60)
        t += 1 / 60
        assert t < 3
        _b, h = anim.pieces()
        assert h[0]["base"][1] >= 2 + COLLAR - 1e-5  # the head only ever moves on, in +y
    assert anim.flight.scale() == 0.0
    # half-way the tail has turned the corner: a single straight run remains
    anim.flight.t = 0.0
    while anim.flight.travel() < 1.5:
        anim.flight.update(0.01)
    assert len(anim.pieces()[0]) == 1


def test_blocked_animation_smacks_and_bounces_back():
    cells = [(0, 0, 0), (1, 0, 0), (2, 0, 0), (5, 0, 0), (5, 1, 0), (5, 2, 0)]
    space = GridSpace((6, 3, 1), cells)
    ids = space.id_of
    board = Board(
        space,
        [
            Arrow((ids((0, 0, 0)), ids((1, 0, 0)), ids((2, 0, 0))), PX),
            Arrow((ids((5, 2, 0)), ids((5, 1, 0)), ids((5, 0, 0))), 3),
        ],
    )
    session = Session(board, hearts=3)
    r = session.fire(0)
    assert not r.left and r.blocker == 1
    animator = Animator()
    anim = animator.fire(board, 0, False, r.cell, r.blocker)
    assert anim.gap == 2.0
    assert animator.hidden() == [0]
    peak, events = 0.0, []
    while animator.active:
        events += [e for e, _ in animator.update(1 / 120)]
        peak = max(peak, anim.flight.travel())
        if animator.shake() is not None:
            assert animator.shake()[0] == 1
    assert events.count("smack") == 1 and events[-1] == "done"
    reach = 2.0 - HEAD_REACH + 0.18  # the pyramid's tip stands HEAD_REACH out of its cell
    assert 2.0 - HEAD_REACH < peak <= reach + 1e-6
    anim.flight.t = anim.flight.t_hit  # at the smack the tip is just inside the blocker
    assert anim.flight.travel() == pytest.approx(reach)
    anim.flight.t = anim.flight.duration
    assert anim.flight.travel() == pytest.approx(0.0, abs=1e-6)
    assert animator.hidden() == []


# -- headless rendering (the `ctx` fixture: tests/conftest.py) --------------------------------
@pytest.mark.parametrize("shape", list_shapes()["3d"])
def test_headless_render_of_every_shape(ctx, shape, tmp_path):
    from quiver.render3d.headless import render_board_png, render_image

    board = board3d(shape)
    w, h = 400, 250
    cam = board_camera(board)  # the home view (fitted to its outline from there)
    px = render_image(board, w, h, ctx=ctx)  # the shape's home view, as `cam`
    assert px.shape == (h, w, 3)
    # the centre pixel shows the shape: it differs from the background alone there
    empty = board.copy()
    empty.alive = set()
    empty.owner = [-1] * len(board.space)
    bg = render_image(empty, w, h, ctx=ctx, camera=cam)
    # the shape shows near the middle (its outline is centred there: the middle pixel
    # itself can fall beside a hammer's handle): the pixel nearest it that differs from
    # the background alone
    differs = np.abs(px.astype(int) - bg).sum(2) > 40
    ys, xs = np.nonzero(differs)
    near = np.argmin((ys - h // 2) ** 2 + (xs - w // 2) ** 2)
    y0, x0 = int(ys[near]), int(xs[near])
    assert abs(y0 - h // 2) < h // 10 and abs(x0 - w // 2) < w // 10
    assert np.abs(px[2, 2].astype(int) - bg[2, 2]).sum() < 6  # the corner is background
    # the picked arrow there agrees
    o, d = cam.ray(x0 + 0.5, y0 + 0.5, w, h)
    assert pick_arrow(board, o, d) is not None
    # every direction family visible (picked on a grid of pixels) appears in the colours
    visible = set()
    for y in range(8, h, 12):
        for x in range(8, w, 12):
            o, d = cam.ray(x, y, w, h)
            p = pick_arrow(board, o, d)
            if p is not None:
                visible.add(p.arrow)
    counts = {}
    for i in visible:
        counts[board.arrows[i].dir >> 1] = counts.get(board.arrows[i].dir >> 1, 0) + 1
    want = {f for f, n in counts.items() if n >= 2}
    assert want and want <= families_in(px, 30)
    out = render_board_png(board, tmp_path / f"{shape}.png", 160, 100, yaw=-60, pitch=40)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_draw_calls_do_not_grow_and_rebuild_only_on_change(ctx):
    from quiver.render3d.headless import Offscreen
    from quiver.render3d.renderer import BoardRenderer

    target = Offscreen(ctx, 160, 100, samples=0)
    calls = []
    for size in ((8,), (11,)):
        board = board3d("sphere", size)
        r = BoardRenderer(ctx, board)
        cam = OrbitCamera.for_voxels(board.space.cells)
        target.use()
        for _ in range(3):
            calls.append(r.render(cam, 160, 100))
        assert r.rebuilds == 1  # no change: no rebuild
        free = board.free_arrows()[0]
        session = Session(board, hearts=3)
        animator = Animator()
        res = session.fire(free)
        animator.fire(board, free, res.left, res.cell, res.blocker)
        n = r.render(cam, 160, 100, animator=animator, hover=0, hint=1, time=0.3)
        assert r.rebuilds == 2 and n <= 14  # (the hint: its see-through pass and outline's four)
        r.release()
    target.release()
    assert calls[0] == calls[-1] <= 10


# -- end to end ------------------------------------------------------------------------------
def test_clear_a_small_puzzle_with_pointer_events():
    pytest.importorskip("pygame")
    board = board3d("cube", (3,), seed=4)
    session = Session(board, hearts=3)
    size = (640, 400)
    ctl = BoardController(session, size)

    # a drag over an arrow turns the view and never fires
    before = ctl.camera.angles()
    drag(ctl, size[0] / 2, size[1] / 2)
    assert ctl.camera.angles() != before and session.moves == 0

    taps = 0
    while board.alive:
        i = board.free_arrows()[0]
        # turn to face the free arrow's head (as the hint does), then tap its pyramid
        ctl.camera.look_from(ctl.hint_view(i), duration=0)
        a = board.arrows[i]
        c = np.array(board.space.coord(a.head)) + 0.5 + 0.15 * np.array(VEC3[a.dir])
        px, py, _ = ctl.camera.project(c, *size)
        click(ctl, round(px), round(py), wobble=2 if taps % 2 else 0)  # small jitter is still a tap
        taps += 1
        assert session.history[-1].arrow == i and session.history[-1].left
        settle(ctl)
        assert taps <= len(board.arrows)
    assert session.won and session.hearts == 3 and taps == len(board.arrows)


def test_blocked_tap_costs_a_heart_through_picking():
    pygame = pytest.importorskip("pygame")
    board = board3d("cube", (3,), seed=4)
    session = Session(board, hearts=3)
    ctl = BoardController(session, (640, 400))
    blocked = next(i for i in sorted(board.alive) if board.first_blocker(i) is not None)
    cells = {board.space.coord(c) for c in board.arrows[blocked].cells}
    # find a pixel showing the blocked arrow from the default view or a few turns of it
    for _step in range(24):
        found = None
        for y in range(20, 400, 10):
            for x in range(20, 640, 10):
                o, d = ctl.camera.ray(x, y, 640, 400)
                p = pick_arrow(board, o, d)
                if p is not None and p.arrow == blocked:
                    found = (x, y)
                    break
            if found:
                break
        if found:
            break
        ctl.camera.drag(80, 30, 400)
    assert found and cells
    ctl.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=found, button=1))
    ctl.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=found, button=1))
    assert session.hearts == 2 and blocked in board.alive
    assert ctl.animator.hidden() == [blocked]
    # while it bounces it cannot be tapped again
    o, d = ctl.camera.ray(*found, 640, 400)
    p = ctl.pick(found)
    assert p is None or p.arrow != blocked


def test_play3d_scene_in_the_app_window(monkeypatch, tmp_path):
    """The real app under SDL's offscreen driver (a GL window over EGL): open a 3D puzzle,
    drag the view, then clear it: H turns the camera to the hinted arrow, a click fires
    it. Events are posted to pygame's queue; the frames are drawn by the real scene."""
    pygame = pytest.importorskip("pygame")
    from quiver.scenes.play3d import Play3DScene
    from quiver.scenes.result import ResultScene

    with app_window(monkeypatch, tmp_path, (480, 320), frame_time=1 / 30) as win:
        app = win.app
        app.to_menu()
        board = board3d("cube", (3,), seed=4)
        app.flow.open_board(board)
        scene = app.stack[-1]
        assert isinstance(scene, Play3DScene)

        win.run(2)
        # a drag turns the view and does not fire
        before = scene.ctl.camera.angles()
        win.post(pygame.MOUSEBUTTONDOWN, pos=(240, 160), button=1)
        for k in range(1, 5):
            win.post(pygame.MOUSEMOTION, pos=(240 + 15 * k, 160), rel=(15, 0), buttons=(1, 0, 0))
        win.post(pygame.MOUSEBUTTONUP, pos=(300, 160), button=1)
        win.run(2)
        assert scene.ctl.camera.angles() != before and scene.session.moves == 0
        px = win.screen()
        assert len({tuple(p) for p in px[::8, ::8].reshape(-1, 3)}) > 30  # a board, not a blank

        def head_front(board, i):
            a = board.arrows[i]
            return np.array(board.space.coord(a.head)) + 0.5 + 0.15 * np.array(VEC3[a.dir])

        win.hint_and_fire_all(scene, head_front, turn_frames=20, settle_frames=60)
        assert scene.session.won and scene.session.hearts == 3
        for _ in range(240):  # the win reveal (issue 23: the model turns once), then the card
            win.run(1)
            if isinstance(app.stack[-1], ResultScene):
                break
        assert isinstance(app.stack[-1], ResultScene)


def test_keys_wheel_and_pinch_move_the_camera_not_the_board():
    pygame = pytest.importorskip("pygame")
    board = board3d("cube", (3,), seed=4)
    session = Session(board, hearts=3)
    ctl = BoardController(session, (640, 400))
    cam = ctl.camera
    ev = pygame.event.Event
    home = cam.angles()
    ctl.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    for _ in range(10):
        ctl.update(1 / 30)
    ctl.handle_event(ev(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    turned = cam.angles()
    assert turned[0] < home[0] - 20  # right turns the shape right: the eye goes left
    ctl.update(1 / 30)
    assert cam.angles() == pytest.approx(turned)  # released: it stops
    ctl.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=2, precise_x=0.0, precise_y=2.0, flipped=False))
    wheeled = cam.zoom
    assert wheeled < 1  # wheel up: closer
    ctl.handle_event(
        ev(pygame.MULTIGESTURE, touch_id=0, x=0.5, y=0.5, rotated=0.0, pinched=-0.1, num_fingers=2)
    )
    assert cam.zoom > wheeled  # fingers closing: farther
    ctl.handle_event(ev(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    for _ in range(20):
        ctl.update(1 / 30)
    assert cam.angles() == pytest.approx(home) and cam.zoom == 1.0
    assert session.moves == 0 and len(board.alive) == len(board.arrows)
    # a right-button click is not a shot either
    ctl.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(320, 200), button=3))
    ctl.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(320, 200), button=3))
    assert session.moves == 0


def test_render_offscreen_releases_its_target_when_the_renderer_fails(monkeypatch):
    """A renderer that cannot be built (e.g. a shader that does not compile) must not
    leak the offscreen framebuffers made for it."""
    from quiver.render3d import headless

    released = []

    class FakeTarget:
        def __init__(self, *args, **kw):
            pass

        def release(self):
            released.append(True)

    class Broken:
        def __init__(self, *args, **kw):
            raise RuntimeError("shader did not compile")

    monkeypatch.setattr(headless, "Offscreen", FakeTarget)
    with pytest.raises(RuntimeError):
        headless.render_offscreen(Broken, None, OrbitCamera(), 8, 8, ctx=object())
    assert released == [True]


def test_a_hinted_arrow_hidden_inside_the_shape_shows_through():
    """Issue 10: the hint is a strong highlight wherever the arrow is: one buried in the
    solid shows as a see-through silhouette (without it, the picture would not change).
    The headless module's context: the window tests above may have closed the fixture's."""
    from quiver.render3d.headless import render_image, standalone_context

    ctx = standalone_context()
    board = generate(PuzzleSpec("3d", "cube", 5, None, "hard", 1))
    inner = [
        i for i, a in enumerate(board.arrows) if all(0 < v < 4 for c in a.cells for v in board.space.coord(c))
    ]
    assert inner, "a size-5 cube has arrows wholly inside it"
    plain = render_image(board, 320, 200, ctx=ctx, hint=None, hint_amt=1.0)
    hinted = render_image(board, 320, 200, ctx=ctx, hint=inner[0], hint_amt=1.0)
    changed = np.any(plain != hinted, axis=2)
    assert changed.sum() > 50
    # lighter, but for the outline's dark lines round its bright band (hint_outline.py)
    assert (hinted[changed].astype(int).sum(axis=1) > plain[changed].astype(int).sum(axis=1)).mean() > 0.5
    assert (hinted[changed].min(axis=1) > 200).sum() > 50  # the band, near white at hint_amt 1


def test_the_3d_reveal_turns_the_model_about_its_vertical_axis():
    """reveal3d.turned, the model's turn (the test above draws through it): u x 360
    degrees about the vertical axis through the cells' middle, heights kept; a quarter
    turn takes a cell one to the +x of the middle one to its -z; a whole one, home."""
    from quiver.scenes.reveal3d import turned

    cells = [(0.5, 0.5, 0.5), (2.5, 1.5, 1.5), (1.5, 3.5, 2.5)]  # the middle: x 1.5, z 1.5
    for u in (0.0, 1.0):
        assert np.allclose(list(turned(cells, u)), cells, atol=1e-9)
    quarter = list(turned(cells, 0.25))
    assert np.allclose(quarter[1], (1.5, 1.5, 0.5), atol=1e-9)
    assert [p[1] for p in quarter] == [c[1] for c in cells]


@pytest.mark.parametrize("zoom", [1.0, 0.3])
def test_the_3d_reveal_is_drawn_within_the_rect_it_returns(zoom):
    """draw_reveal_3d draws onto a layer over the model only (not the window): every pixel
    it changes lies in the rect it returns, turning and fading, the model whole in view and
    past the window's edges. (s167: its cubes' faces now, not squares at their centres:
    test_s167_reveal_cube.py.)"""
    from types import SimpleNamespace

    import pygame

    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.camera import OrbitCamera
    from quiver.scenes.reveal3d import draw_reveal_3d

    board = generate(PuzzleSpec("3d", "sphere", (8,), None, "easy", 1))
    cam = OrbitCamera.for_voxels(board.space.cells)
    cam.zoom = zoom
    scene = SimpleNamespace(ctl=SimpleNamespace(camera=cam), size=(320, 240), board=board)
    back = pygame.Surface(scene.size)
    back.fill((30, 60, 90))
    seen = []
    for motion, u in ((True, 0.0), (True, 0.37), (True, 0.81), (False, 0.2), (False, 1.0)):
        got = back.copy()
        rect = draw_reveal_3d(got, scene, u, motion)
        changed = np.argwhere(np.any(pygame.surfarray.array3d(got) != pygame.surfarray.array3d(back), axis=2))
        assert len(changed) and rect.w > 0 and rect.h > 0
        assert all(rect.collidepoint(int(x), int(y)) for x, y in changed[:: max(1, len(changed) // 500)])
        seen.append(pygame.image.tobytes(got, "RGB"))
        if zoom < 1:
            assert not back.get_rect().contains(rect), "the model goes past the window's edges"
    assert len(set(seen[:3])) == 3 and seen[3] != seen[4]  # (it turns; without motion it fades in)


def test_the_flat_reveal_fills_the_block_s_own_faces():
    """The Flat win reveal colours the faces of the block that look at the eye, on the
    block: squares at the cubes' centres (the 3D reveal's) sat half a cube inside the
    faces and left the top's edges bare, ghost tiles askew over the block."""
    from types import SimpleNamespace

    import pygame

    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.camera import OrbitCamera
    from quiver.render3d.framing import projector
    from quiver.scenes.reveal3d import draw_reveal_3d, face_corners, facing

    board = generate(PuzzleSpec("flat", "cube", 3, 9, "easy", 1))  # this generator's board
    cam = OrbitCamera.for_voxels(board.space.voxels)
    size = (320, 240)
    scene = SimpleNamespace(ctl=SimpleNamespace(camera=cam), size=size, board=board)
    back = (30, 60, 90)
    got = pygame.Surface(size)
    got.fill(back)
    rect = draw_reveal_3d(got, scene, 1.0, True)
    # the block's silhouette: every face that looks at the eye, whole
    project, eye = projector(*cam.matrices(*size), *size), cam.eye(size[0] / size[1])
    block = pygame.Surface(size)
    for cell in board.space.cells:
        c, corners = face_corners(cell, 0.5)  # the whole face
        if facing(cell[3], c, eye):
            pygame.draw.polygon(block, (255, 255, 255), [project(p)[:2] for p in corners])
    painted = pygame.mask.from_threshold(got, back, (1, 1, 1, 255))
    painted.invert()
    on_block = pygame.mask.from_threshold(block, (255, 255, 255), (1, 1, 1, 255))
    assert painted.count() > 0 and rect.w and rect.h
    assert painted.overlap_area(on_block, (0, 0)) >= 0.99 * painted.count(), "nothing off the block"
    assert painted.overlap_area(on_block, (0, 0)) >= 0.8 * on_block.count(), "the block's faces filled in"


def test_the_flat_reveal_puts_each_face_where_the_flat_mesh_centres_its_cell(monkeypatch):
    """face_corners takes its centre from the Flat mesh's `cell_centre` (it had a copy of
    that sum): the reveal's faces follow the board's cells wherever the mesh puts them."""
    import quiver.scenes.reveal3d as reveal
    from quiver.render3d.flat_mesh import cell_centre

    board = generate(PuzzleSpec("flat", "stairs", None, None, "easy", 1))
    for cell in board.space.cells:
        c, corners = reveal.face_corners(cell, 0.45)
        assert np.allclose(c, cell_centre(cell), atol=1e-6)
        assert np.allclose(np.mean(corners, axis=0), c, atol=1e-6)
    cell = board.space.cells[0]
    monkeypatch.setattr(reveal, "cell_centre", lambda cell: cell_centre(cell) + 1.0)
    assert np.allclose(reveal.face_corners(cell, 0.5)[0], cell_centre(cell) + 1.0)
