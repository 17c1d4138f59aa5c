"""3D and Flat 3D that read at a glance (issue 23 item 5): one direction mark language
(docs/direction-marks.md), heads larger than bodies, and a depth-aware aim line that stops
at the first cube in its way with an impact mark. Headless renders of hand-built boards,
measured in projected pixels.

GL tests use the standalone EGL context (`ctx`, tests/conftest.py); skipped without GL.
"""

import numpy as np
import pytest

from quiver.engine import Arrow, Board, GridSpace
from quiver.engine.geometry import NZ, PX, PY, PZ
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.flat_mesh import HALF_WIDTH, HEAD_HALF
from quiver.render3d.mesh import FLAG_HEAD, GLYPH_SHIFT, BoardMesh
from quiver.render3d.renderer_base import IMPACT_COLOR

W, H = 480, 360


def line_board(extra=()):
    """Arrow 0: (0,0,0)..(2,0,0) flying +x; arrow 1, its blocker, stands at x = 5
    ((5,0,0)..(5,2,0), flying +y); the ray runs on through x = 6..8, empty. `extra`:
    more (cells, dir) arrows."""
    cells = {(x, 0, 0) for x in range(9)} | {(5, 1, 0), (5, 2, 0)}
    for c, _d in extra:
        cells |= set(c)
    space = GridSpace((9, 3, 3), sorted(cells))
    ids = space.id_of
    arrows = [
        Arrow(tuple(ids((x, 0, 0)) for x in range(3)), PX),
        Arrow(tuple(ids((5, y, 0)) for y in range(3)), PY),
    ]
    arrows += [Arrow(tuple(ids(c) for c in cs), d) for cs, d in extra]
    return Board(space, arrows)


def project(cam, p, w=W, h=H):
    """The pixel (x, y) of world point p."""
    from quiver.render3d.glcommon import glm

    aspect = w / h
    clip = cam.projection_matrix(aspect) * cam.view_matrix(aspect) * glm.vec4(*p, 1.0)
    x, y = clip.x / clip.w, clip.y / clip.w
    return int(round((x + 1) * 0.5 * w)), int(round((1 - y) * 0.5 * h))


def render(ctx, board, cam, beam_of=None):
    from quiver.render3d.headless import Offscreen
    from quiver.render3d.renderer import BoardRenderer

    target = Offscreen(ctx, W, H, 0)
    r = BoardRenderer(ctx, board)
    try:
        target.use()
        target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
        r.render(cam, W, H, beam=None if beam_of is None else r.beam(beam_of))
        return target.read().astype(int)
    finally:
        r.release()
        target.release()


def front_camera(board, pitch=0.0):
    return OrbitCamera.for_voxels(board.space.cells, yaw=0.0, pitch=pitch)


# -- one mark language --------------------------------------------------------------------------
def test_every_face_of_an_arrow_carries_its_mark_head_cell_included():
    board = line_board()
    faces, _heads = BoardMesh(board).build(board.owner)
    mark = (faces["bits"] >> GLYPH_SHIFT) & 7
    assert (mark == faces["arrow"].astype(np.int64).choose([PX + 1, PY + 1])).all()
    assert ((faces["bits"] & FLAG_HEAD) != 0).any()  # head collars are among them


def test_end_on_marks_differ_between_toward_and_away(ctx):
    """Seen from +z: arrow 0 flies at you (its pyramid's tip: the dot), arrow 1 flies away
    (its tail's face: the cross). The dot is dark on its axis and light on the diagonal,
    the cross the other way round."""
    cells = [(0, 0, z) for z in range(3)] + [(2, 0, z) for z in range(3)]
    space = GridSpace((3, 1, 3), cells)
    ids = space.id_of
    toward = Arrow(tuple(ids((0, 0, z)) for z in range(3)), PZ)
    away = Arrow(tuple(ids((2, 0, z)) for z in (2, 1, 0)), NZ)
    board = Board(space, [toward, away])
    cam = front_camera(board)
    px = render(ctx, board, cam)

    def lum(p):
        x, y = project(cam, p)
        return px[y - 1 : y + 2, x - 1 : x + 2].sum(axis=2).mean()

    tip = (0.5, 0.5, 3.0 + 0.3)  # the pyramid's tip stands out of its cell
    face = (2.5, 0.5, 3.0)
    # the tip's dot: darker on the axis than on the diagonal, the cross the reverse
    dot_axis, dot_diag = lum((tip[0] + 0.06, tip[1], tip[2] - 0.02)), lum((0.5 + 0.3, 0.5 + 0.3, 3.15))
    cross_axis, cross_diag = lum((face[0] + 0.12, face[1], face[2])), lum((2.5 + 0.15, 0.5 + 0.15, 3.0))
    assert dot_axis < dot_diag - 30
    assert cross_diag < cross_axis - 30


# -- heads larger than bodies -------------------------------------------------------------------
def test_heads_are_larger_than_bodies_in_projected_pixels(ctx):
    """A long arrow flying +x seen from the front: the head's column of coloured pixels
    is taller than a body cube's."""
    cells = [(x, 1, 0) for x in range(5)]
    space = GridSpace((6, 3, 1), cells)
    board = Board(space, [Arrow(tuple(space.id_of(c) for c in cells), PX)])
    cam = front_camera(board)
    px = render(ctx, board, cam)
    empty = board.copy()
    empty.alive, empty.owner = set(), [-1] * len(space)
    bg = render(ctx, empty, cam)
    shows = np.abs(px - bg).sum(axis=2) > 30

    def column_height(x_world):
        x, _ = project(cam, (x_world, 1.5, 1.0))
        return int(shows[:, x].sum())

    body = column_height(2.5)
    head = column_height(4.0 + 0.33)  # just past the collar: the pyramid's base
    assert body > 10
    assert head > 1.12 * body


def test_flat_heads_are_wider_than_their_ribbons():
    assert HEAD_HALF >= 1.5 * HALF_WIDTH


# -- the aim line -------------------------------------------------------------------------------
def test_aim_line_stops_at_the_first_cube_with_an_impact_mark(ctx):
    board = line_board()
    cam = front_camera(board, pitch=15.0)
    plain = render(ctx, board, cam)
    aimed = render(ctx, board, cam, beam_of=0)
    diff = np.abs(aimed - plain).sum(axis=2)

    def changed(x0, x1):
        """Pixels changed by the line along the ray between world x0 and x1."""
        xa, ya = project(cam, (x0, 0.5, 0.5))
        xb, yb = project(cam, (x1, 0.5, 0.5))
        y0, y1 = sorted((ya, yb))
        return int((diff[y0 - 4 : y1 + 5, xa:xb] > 40).sum())

    assert changed(3.45, 4.9) > 20  # the dashes before the blocker
    assert changed(6.05, 8.9) == 0  # nothing beyond the first cube in the way
    # the impact mark on the blocker's near face (x = 5), in IMPACT_COLOR's hue
    x, y = project(cam, (4.99, 0.5, 0.5 + 0.18))
    r, g, b = aimed[y, x]
    assert r > g + 60 and r > b + 60
    assert IMPACT_COLOR[0] > IMPACT_COLOR[1]


def test_a_free_aim_line_runs_past_the_edge(ctx):
    board = line_board()
    board.remove(1)
    cam = front_camera(board, pitch=15.0)
    diff = np.abs(render(ctx, board, cam, beam_of=0) - render(ctx, board, cam)).sum(axis=2)
    xa, ya = project(cam, (6.5, 0.5, 0.5))
    xb, _ = project(cam, (8.5, 0.5, 0.5))
    assert (diff[ya - 4 : ya + 5, xa:xb] > 40).sum() > 20


def test_aim_line_hidden_behind_cubes_is_drawn_faint(ctx):
    """A cube in front of the ray at x = 3 (arrow 2, on z = 1, not in the way): behind it
    the line shows faintly (changed, but less than where it is in the open)."""
    board = line_board(extra=[(((3, 0, 1), (3, 1, 1), (3, 2, 1)), PY)])
    cam = front_camera(board)
    diff = np.abs(render(ctx, board, cam, beam_of=0) - render(ctx, board, cam)).sum(axis=2)

    def strongest(x0, x1):
        xa, y = project(cam, (x0, 0.5, 0.5))
        xb, _ = project(cam, (x1, 0.5, 0.5))
        return int(diff[y - 2 : y + 3, xa:xb].max())

    hidden, open_ = strongest(3.1, 3.9), strongest(4.05, 4.95)
    assert open_ > 60
    assert 8 < hidden < 0.7 * open_


def test_flat_aim_line_stops_before_the_arrow_in_its_way(ctx):
    from quiver.render3d.flat_renderer import IMPACT_HALF, FlatRenderer

    board = generate(PuzzleSpec("flat", "stairs", None, None, "hard", 1))
    r = FlatRenderer(ctx, board)
    try:
        blocked = next(i for i in sorted(board.alive) if r.ray_stop(i) is not None)
        free = next(i for i in sorted(board.alive) if board.first_blocker(i) is None)
        stop = r.ray_stop(blocked)
        a = board.arrows[blocked]
        d = a.dir
        ax = d >> 1
        beam = r.beam(blocked)
        assert len(beam) == 2  # the line and its impact bar
        sign = -1.0 if d & 1 else 1.0
        end = float(beam["c1"][0][ax]) * sign
        blocker_near = (board.space.coord(stop)[ax] + (1.0 if d & 1 else 0.0)) * sign
        assert end <= blocker_near + 1e-4  # the line ends at (not past) the blocker's cell
        mark = float(beam["c1"][1][ax]) * sign  # (its mark: astride that edge if short)
        assert mark <= blocker_near + IMPACT_HALF + 1e-4
        assert len(r.beam(free)) == 1  # a clear way: no impact mark
    finally:
        r.release()


def test_a_short_flat_aim_lines_mark_is_a_square_that_shows_through(ctx):
    """The Flat lesson's arrow on the middle step, blocked by one on the step below right
    in front of it: its line was 0.07 long ("~5 px") with a thin bar. A line shorter than
    SHORT_LINE ends in a square astride its end, flagged to show through the block; the
    line itself, under it, is not drawn. A long line keeps its thin bar."""
    from quiver.game.lessons import Anchor, anchor_arrows, lesson_board
    from quiver.render3d.flat_renderer import BEAM_HALF, IMPACT_DEPTH, IMPACT_HALF, FlatRenderer
    from quiver.render3d.mesh import FLAG_IMPACT
    from quiver.render3d.renderer_base import SHORT_LINE

    board = lesson_board("flat", 0)
    r = FlatRenderer(ctx, board)
    try:
        short = r.beam(anchor_arrows(board, Anchor.BLOCKED)[0])
        line, mark = short
        assert np.linalg.norm(line["c1"] - line["c0"]) < SHORT_LINE
        assert mark["flags"] & FLAG_IMPACT and not line["flags"] & FLAG_IMPACT
        assert np.linalg.norm(mark["c1"] - mark["c0"]) == pytest.approx(2 * IMPACT_HALF, abs=1e-5)
        assert not line["w0"].any() and not line["w1"].any()
        longs = [b for i in sorted(board.alive) if r.ray_stop(i) is not None for b in [r.beam(i)]]
        longs = [b for b in longs if np.linalg.norm(b["c1"][0] - b["c0"][0]) >= SHORT_LINE]
        for b in longs:  # (when the board has one)
            assert np.linalg.norm(b["c1"][1] - b["c0"][1]) == pytest.approx(IMPACT_DEPTH, abs=1e-5)
            assert np.linalg.norm(b["w0"][0]) == pytest.approx(BEAM_HALF, abs=1e-5)
    finally:
        r.release()


# -- the legend ---------------------------------------------------------------------------------
def test_legend_swatches_show_the_3d_marks():
    """The legend's swatch of each 3D direction carries its mark as seen on a face turned
    to you: a dot for +z (at you), a cross for -z (away), chevrons for the others."""
    pygame = pytest.importorskip("pygame")
    from quiver.engine.geometry import NX, NY
    from quiver.scenes.legend import draw_mark

    def marked(d):
        s = pygame.Surface((40, 40))
        s.fill((255, 255, 255))
        draw_mark(s, s.get_rect(), d, (0, 0, 0))
        return lambda x, y: s.get_at((20 + x, 20 + y))[0] < 128

    dot, cross = marked(PZ), marked(NZ)
    assert dot(0, 0) and dot(5, 0) and not dot(9, 9)
    assert cross(0, 0) and cross(9, 9) and not cross(7, 0)
    right, left, up, down = (marked(d) for d in (PX, NX, PY, NY))
    assert right(6, 0) and not right(-6, 0)  # the tip on the side it flies to
    assert left(-6, 0) and not left(6, 0)
    assert up(0, -6) and not up(0, 6)  # +y is up on screen
    assert down(0, 6) and not down(0, -6)


# -- a blocker next to the head (s42, stranger round) ---------------------------------------------
def near_board(cover=False):
    """Arrow 0: (0,0,0)..(2,0,0) flying +x into arrow 1 right next to its head, at x = 3
    ((3,0,0)..(3,2,0), flying +y). `cover`: arrow 2 lies across z = 1 in front of both
    (seen from +z), hiding the head and the face between them."""
    cells = {(x, 0, 0) for x in range(4)} | {(3, 1, 0), (3, 2, 0)}
    extra = [(((1, 0, 1), (2, 0, 1), (3, 0, 1), (4, 0, 1)), PX)] if cover else []
    for c, _d in extra:
        cells |= set(c)
    space = GridSpace((5, 3, 2), sorted(cells))
    ids = space.id_of
    arrows = [
        Arrow(tuple(ids((x, 0, 0)) for x in range(3)), PX),
        Arrow(tuple(ids((3, y, 0)) for y in range(3)), PY),
    ]
    arrows += [Arrow(tuple(ids(c) for c in cs), d) for cs, d in extra]
    return Board(space, arrows)


def test_a_short_aim_lines_impact_mark_is_a_cube_that_shows_through():
    """With the blocker next to the head the line has no length, and its plate lay on the
    face between the two cubes: hidden, drawn faint, or a sliver seen edge-on ("only ~5
    px", and nothing with the head hidden). Then the mark is a cube astride that face,
    flagged to show through what hides it; a longer line keeps its thin plate."""
    from types import SimpleNamespace

    from quiver.render3d.mesh import FLAG_IMPACT
    from quiver.render3d.renderer import IMPACT_DEPTH, IMPACT_HALF, BoardRenderer
    from quiver.render3d.renderer_base import IMPACT_COLOR, SHORT_LINE, RendererBase

    def beam(board, i):
        stub = SimpleNamespace(board=board, impact=IMPACT_COLOR)
        stub.ray_stop = lambda a, end=0: RendererBase.ray_stop(stub, a, end)
        return BoardRenderer.beam(stub, i)

    near = beam(near_board(), 0)
    mark = near[-1]
    assert mark["bits"] & FLAG_IMPACT and not (near["bits"][:-1] & FLAG_IMPACT).any()
    assert mark["lo"][0] == pytest.approx(3 - IMPACT_HALF) and mark["hi"][0] == pytest.approx(3 + IMPACT_HALF)
    far = beam(line_board(), 0)  # four cells to the blocker: a long line, a thin plate
    length = float(far["hi"][:-1, 0].max() - far["lo"][:-1, 0].min())
    assert length > SHORT_LINE and far[-1]["bits"] & FLAG_IMPACT
    assert far[-1]["hi"][0] - far[-1]["lo"][0] == pytest.approx(IMPACT_DEPTH, abs=1e-6)


@pytest.mark.parametrize(("cover", "pitch"), [(False, 15.0), (True, 15.0), (False, 75.0)])
def test_an_aim_line_at_a_blocker_next_to_the_head_shows_its_mark(ctx, cover, pitch):
    """Seen from the front, a little above (or from high above, where a plate on the face
    between them is seen edge-on): the impact mark shows in IMPACT_COLOR's hue where the
    head meets its blocker, in the open and behind a cube that hides it."""
    board = near_board(cover)
    cam = front_camera(board, pitch=pitch)
    aimed, plain = render(ctx, board, cam, beam_of=0), render(ctx, board, cam)
    r, g, b = (aimed[..., k] for k in range(3))
    red = (r > g + 60) & (r > b + 60) & (np.abs(aimed - plain).sum(axis=2) > 40)
    x, y = project(cam, (3.0, 0.5, 0.5))
    # (480x360: a 25-pixel square round that point is over 500 pixels red now, under 90
    # with the plate, 31 with it hidden)
    assert red[y - 12 : y + 13, x - 12 : x + 13].sum() > 200, int(red.sum())
