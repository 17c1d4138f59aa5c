"""2D drawing made cheaper draws the same pixels as before.

The win reveal drawn the cheap way (a pixel a cell, scaled up and cut to rounded
squares by masks) is the reveal drawn square by square, pixel for pixel; the static
layer built from the cells in view is the one built arrow by arrow.

`square_by_square` is the drawing it replaced, kept here as the reference. Boards of a
full rectangle and of a shape with holes, cells from 3 px (no gap, square corners) to 31
px, views whole, panned off the top left and off the bottom right, the sweep at several
points with and without motion, over a noisy opaque background (a blend that differed
by one would show).
"""

from __future__ import annotations

import itertools
import random
from types import SimpleNamespace

import pygame
import pytest

from quiver.game.code import complete, generate_board
from quiver.render2d.view import BoardView
from quiver.scenes.reveal import draw_reveal_2d, reveal_changes, sweep_colour


def square_by_square(surface, scene, u, motion):
    view, space = scene.view, scene.board.space
    cols, rows = space.size
    span = max(1, cols + rows - 2)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    c = view.cell
    gap = 1 if c >= 6 else 0
    for x, y in space.cells:
        t = (x + y) / span
        if motion:
            local = min(1.0, max(0.0, (u * 1.3 - t * 0.9) / 0.4))
            alpha = int(235 * local)
        else:
            alpha = int(235 * u)
        if alpha <= 0:
            continue
        rx, ry, rw, rh = view.cell_rect(x, y)
        pygame.draw.rect(
            layer,
            (*sweep_colour(t), alpha),
            (rx + gap, ry + gap, rw - 2 * gap, rh - 2 * gap),
            0,
            max(0, c // 5),
        )
    surface.set_clip(pygame.Rect(view.area))  # the HUD bars stay clear, as under the static layer
    surface.blit(layer, (0, 0))
    surface.set_clip(None)


def noise(size, seed):
    rnd = random.Random(seed)  # test data only, not a game's randomness
    s = pygame.Surface(size)
    for y in range(0, size[1], 4):
        for x in range(0, size[0], 4):
            s.fill((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)), (x, y, 4, 4))
    return s


@pytest.mark.parametrize(
    ("shape", "size"), [("rect", (12, 9)), ("heart", (16,)), ("rect", (40, 40))], ids=["rect", "heart", "big"]
)
def test_the_reveal_is_the_squares_drawn_one_by_one(shape, size):
    board = generate_board(complete("2d", shape, size, None, "easy", 2))
    cols, rows = board.space.size
    window = (320, 240)
    back = noise(window, 7)
    for cell in (3, 5, 6, 7, 12, 31):
        for ox, oy in ((4, 6), (-2 * cell - 3, -cell - 1), (window[0] - 3 * cell, window[1] - 2 * cell - 2)):
            view = BoardView(cols, rows, (0, 30, *window), cell=cell)
            view.ox, view.oy = float(ox), float(oy)
            scene = SimpleNamespace(view=view, board=board)
            for u, motion in (
                (0.0, True),
                (0.12, True),
                (0.5, True),
                (0.83, True),
                (1.0, True),
                (0.4, False),
            ):
                want, got = back.copy(), back.copy()
                square_by_square(want, scene, u, motion)
                draw_reveal_2d(got, scene, u, motion)
                assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), (
                    cell,
                    ox,
                    oy,
                    u,
                )


def all_arrows_then_clip(r):
    """The static layer as build_base drew it before: every cell in view, then every
    arrow on the board, cell by cell within the view."""
    from quiver.render2d.tiles import TileVariant

    base = pygame.Surface(r.background.get_size())
    base.blit(r.background, (0, 0))
    base.set_clip(pygame.Rect(r.view.area))
    x0, y0, x1, y1 = r.view.visible_cells()
    ox, oy = r.view.origin()
    c = r.view.cell
    index, tile = r.board.space.index, r.tiles.cell_tile()
    cells = [(x, y) for y in range(y0, y1) for x in range(x0, x1) if index.get((x, y)) is not None]
    base.blits([(tile, (ox + x * c, oy + y * c)) for x, y in cells], doreturn=False)
    blits = []
    for i in r.board.alive:
        if i not in r.hidden:
            blits.extend(r._arrow_blits(i, TileVariant.NORMAL, x0, y0, x1, y1))
    base.blits(blits, doreturn=False)
    return base


def test_the_static_layer_is_every_arrow_drawn_in_view():
    """build_base walks the cells in view (not every arrow of the board): the same layer,
    with badged cells (locks, turns), a second head, hidden and removed arrows, zoomed in
    and out (a zoom back to a size seen draws with the tiles it kept), rotating arrows
    turned after a move, a new style."""
    from quiver.generator import PuzzleSpec, generate
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.draw import vertical_gradient

    board = generate(
        PuzzleSpec("2d", "rect", (30, 24), None, "hard", 5, "many", ("locks", "two-headed", "rotating"))
    )
    assert board.turns and any(a.dir2 is not None for a in board.arrows)
    size = (640, 480)
    view = BoardView(*board.space.size, (0, 40, 640, 400))
    r = BoardRenderer(board, view)
    r.set_background(vertical_gradient(size, (240, 236, 228), (220, 214, 200)))
    r.hide(sorted(board.alive)[3])
    board.remove(board.free_arrows()[0])
    for cell, pan in (
        (view.cell, (0, 0)),
        (31, (-90, -60)),
        (9, (0, 0)),
        (31, (-90, -60)),
        (20, (-300, -200)),
    ):
        view.cell = cell
        view.ox, view.oy = view.ox + pan[0], view.oy + pan[1]
        got = r.build_base()
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(all_arrows_then_clip(r), "RGB"), cell
    # a move turns the rotating arrows (each cell's resting tile is kept between builds)
    view.fit()
    r.build_base()
    board.remove(board.free_arrows()[0])
    before = {j: r.turn(j) for j in sorted(board.turns) if j in board.alive}
    assert any(r.dirs[j] != d for j, d in before.items())
    got = r.build_base()
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(all_arrows_then_clip(r), "RGB")
    assert r.set_style(glyphs=True)  # and a new style
    got = r.build_base()
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(all_arrows_then_clip(r), "RGB")


@pytest.mark.parametrize(("shape", "size"), [("rect", (30, 24)), ("heart", (16,))], ids=["rect", "heart"])
def test_a_pan_moves_the_static_layer_to_the_layer_built_whole(shape, size, monkeypatch):
    """pan_base scrolls the layer it has and builds only what came into view: after each
    pan (left, right, up, down and both, past the board's edges, none) the layer is the
    one built from scratch over the gradient, and only a pan wider or taller than the
    area builds it whole (up or down did too, before: the gradient under the tiles);
    so after a zoom."""
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.draw import vertical_gradient
    from quiver.render2d.pan import pan_base

    whole = []
    build = BoardRenderer.build_base

    def counted(r, within=None):
        whole.append(within is None)
        return build(r, within)

    monkeypatch.setattr(BoardRenderer, "build_base", counted)

    board = generate_board(complete("2d", shape, size, None, "hard", 4))
    view = BoardView(*board.space.size, (0, 40, 640, 400))
    r = BoardRenderer(board, view)
    r.set_background(vertical_gradient((640, 480), (240, 236, 228), (220, 214, 200)))
    view.cell = 31
    r.build_base()
    r.hide(sorted(board.alive)[2])
    moves = [
        (-7, 0),
        (13, 0),
        (0, -9),
        (-250, 0),
        (0, 11),
        (-5, -6),
        (-400, 0),
        (700, 0),
        (0, 0),
        (530, 0),
        (37, 25),
        (0, -120),
        (0, 399),
        (3, 400),
    ]
    for k, (dx, dy) in enumerate(moves):
        if k == 6:  # an arrow leaves the layer while its tiles are kept apart (tilelayers.py)
            r.hide(sorted(board.alive)[4])
        ox, oy = view.origin()
        view.ox, view.oy = view.ox + dx, view.oy + dy
        moved = (view.origin()[0] - ox, view.origin()[1] - oy)
        whole.clear()
        got = pygame.image.tobytes(pan_base(r), "RGB")
        assert got == pygame.image.tobytes(all_arrows_then_clip(r), "RGB"), (k, dx, dy)
        assert any(whole) == (abs(moved[0]) >= 640 or abs(moved[1]) >= 400), (k, dx, dy)
    view.cell = 20
    got = pygame.image.tobytes(pan_base(r), "RGB")
    assert got == pygame.image.tobytes(all_arrows_then_clip(r), "RGB")


def scene_at(window, size, level, seed):
    """A 2D play scene on a window-less app whose clock is t[0], drawn once on `layer`
    (zoomed in by a tap where it opens whole with cells too small to tap)."""
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    t = [0.0]
    app = App(window, window=False, sound=False, clock=lambda: t[0], realtime=False)
    board = generate_board(complete("2d", "rect", size, None, level, seed))
    scene = Play2DScene(app.ports, board, None, "test", hearts=3)
    if scene.view.tap_zooms():  # opened whole, its cells too small to tap: a tap in its middle (s342)
        scene.controls.look_closer(scene.view.area_center())
    app.stack.append(scene)
    layer = pygame.Surface(app.size)
    scene.draw(layer)
    return t, app, board, scene, layer


def opened_at(app, board, view):
    """A 2D play scene opened on `board` at `view`'s cell size and place (not drawn)."""
    from quiver.scenes.play2d import Play2DScene

    other = Play2DScene(app.ports, board, None, "test", hearts=3)
    other.view.cell, other.view.ox, other.view.oy = view.cell, view.ox, view.oy
    other.dock_follows()  # the minimap's dock, as at that zoom (s63)
    other.view.ox, other.view.oy = view.ox, view.oy
    return other


def drawn_whole(app, board, view) -> pygame.Surface:
    """The frame a 2D play scene opened at `view` draws first."""
    fresh = pygame.Surface(app.size)
    opened_at(app, board, view).draw(fresh)
    return fresh


def test_a_vertical_pans_tile_layers_cover_the_area_and_go_once_pans_rest(monkeypatch):
    """The tile layers a pan up or down lays (tilelayers.py) are the board area's size
    (and PAD round it; they were the window's: 16 MB at 1920x1080, 66 MB at 3840x2160, until the next
    whole build); RELEASE_AFTER seconds after the last pan up or down they are let go
    while pans left keep coming, and a pan up after that lays them again: each frame the
    one a scene opened at that view draws."""
    from quiver.render2d import tilelayers

    # a quarter of the real second: 15 frames of pans left, each compared whole, not 60
    RELEASE_AFTER = tilelayers.RELEASE_AFTER / 4
    monkeypatch.setattr(tilelayers, "RELEASE_AFTER", RELEASE_AFTER)
    t, app, board, scene, layer = scene_at((800, 600), (60, 60), "hard", 4)
    r, area = scene.renderer, pygame.Rect(scene.view.area)
    assert scene.view.pannable and not r.layers.kept

    def frame(dx, dy):
        if scene.view.pan(dx, dy):
            scene.view_moved()
        t[0] += 1 / 60
        scene.update(1 / 60)
        scene.draw(layer)
        fresh = pygame.image.tobytes(drawn_whole(app, board, scene.view), "RGB")
        assert pygame.image.tobytes(layer, "RGB") == fresh, (dx, dy)

    pad = 2 * tilelayers.PAD  # (they reach PAD past the area: a pan moves them only past that, s368)
    for _ in range(3):
        frame(0, -7)
    assert r.layers.kept and r.layers.cells.get_size() == (area.w + pad, area.h + pad)
    assert r.layers.held == 2 * 4 * (area.w + pad) * (area.h + pad)
    steps = 0
    while r.layers.kept:  # a drag left after the drag up: the layers only cost it
        frame(-3 if steps % 2 else 3, 0)
        steps += 1
        assert steps <= RELEASE_AFTER * 60 + 1
    assert steps >= RELEASE_AFTER * 60 - 1 and r.layers.held == 0
    frame(0, 9)  # a pan down lays them again
    assert r.layers.kept and r.layers.cells.get_size() == (area.w + pad, area.h + pad)
    for _ in range(30):  # (past PAD up, then down: the layers moved, each frame the same)
        frame(0, -5)
    for _ in range(30):
        frame(3, 7)


def test_a_zoom_shows_the_board_scaled_then_the_same_pixels_when_it_settles(monkeypatch):
    """Wheel steps scale the last sharp static layer (no tiles drawn at each new size);
    SETTLE seconds after the last one the layer is built sharp, and the frame is the one
    a scene opened at that view draws; an arrow that leaves during a zoom ends the
    scaling (the snap still shows it)."""
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.zoom import SETTLE

    t, app, board, scene, layer = scene_at((800, 600), (30, 24), "hard", 4)
    builds = []
    build = BoardRenderer.build_base
    monkeypatch.setattr(
        BoardRenderer, "build_base", lambda r, within=None: within or builds.append(1) or build(r, within)
    )  # whole builds: a zoom out builds the strips around the snap (next test)
    scene.controls.zoom(1.25, (300, 250))  # the board, whole, is cut: the minimap's dock
    t[0] += 1 / 60  # comes, the area narrows, and that frame is built whole (s63)
    scene.draw(layer)
    assert scene.docked and builds and not scene.renderer.zoom_shot.pending
    builds.clear()
    for factor in (1.25, 0.8, 1.25):
        scene.controls.zoom(factor, (300, 250))
        t[0] += 1 / 60
        scene.draw(layer)
        assert scene.renderer.zoom_shot.pending and builds == []
    t[0] += SETTLE
    assert scene.animating()  # frames keep coming for the sharp one
    scene.draw(layer)
    assert builds and not scene.renderer.zoom_shot.pending
    other = opened_at(app, board, scene.view)
    fresh = pygame.Surface(app.size)
    other.draw(fresh)
    assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(fresh, "RGB")
    # an arrow leaves during a zoom: the next step is built whole, not the snap scaled
    r, builds[:] = scene.renderer, []
    scene.controls.zoom(1.25, (300, 250))
    scene.draw(layer)
    assert r.zoom_shot.pending and builds == []
    r.hide(sorted(board.alive)[0])
    scene.controls.zoom(1.25, (300, 250))
    scene.draw(layer)
    assert builds
    assert pygame.image.tobytes(r.base, "RGB") == pygame.image.tobytes(all_arrows_then_clip(r), "RGB")


def test_the_minimap_box_follows_each_zoom_step_in_its_frame():
    """Each frame of a wheel zoom in and out, and those until it settles, shows the
    minimap with the box of the view that frame shows (a scene opened at that view draws
    the same minimap): it was said to lag a zoom by a frame, or until it settled."""

    t, app, board, scene, layer = scene_at((800, 600), (40, 40), "hard", 4)
    mm = scene.minimap_rect()
    assert mm is not None
    for factor in (1.25, 1.25, 0.8, 0.8, 0.8, None, None, None, None, None, None, None, None, None, None):
        if factor is not None:
            scene.controls.zoom(factor, (300, 250))
        t[0] += 1 / 60
        scene.update(1 / 60)
        scene.draw(layer)
        other = opened_at(app, board, scene.view)
        fresh = pygame.Surface(app.size)
        other._draw_minimap(fresh)
        inner = mm.inflate(-16, -16)  # inside the panel's rounded corners: its picture and box
        got, want = layer.subsurface(inner), fresh.subsurface(inner)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), (factor, scene.view)
    assert not scene.renderer.zoom_shot.pending


def test_a_zoom_out_fills_the_cells_that_came_into_view_around_the_snap(monkeypatch):
    """A wheel step out shows the snap scaled in the middle and, around it, the cells
    that came into view (plain background there until it settled, before): outside the
    snap's rect the frame is the layer built from scratch at that view with StandIns, the
    tiles of the zoom's first size scaled where the new size has none drawn (a step drew
    some 30 tiles at each new size: up to 28 ms). The frames while it waits to settle draw
    the new size's tiles, a few a frame, before the sharp build."""
    from quiver.render2d.tiles import TileSet
    from quiver.render2d.zoom import StandIns

    t, _, _, scene, layer = scene_at((800, 600), (40, 40), "hard", 4)
    r = scene.renderer
    drawn: list[tuple[int, tuple]] = []
    render = TileSet._render
    monkeypatch.setattr(TileSet, "_render", lambda ts, *key: drawn.append((ts.cell, key)) or render(ts, *key))
    for step in range(2):
        drawn.clear()
        scene.controls.zoom(0.8, (300, 250))
        t[0] += 1 / 60
        scene.draw(layer)
        assert r.zoom_shot.pending
        source = r.zoom_shot.source
        assert source is not None and source.cell != scene.view.cell
        assert not [k for _, k in drawn if source.drawn(k) is not None], "no tile the first size has"
        c0, (ox0, oy0), area0, _ = r.zoom_shot.built
        s = scene.view.cell / c0
        ox, oy = scene.view.origin()
        # the snap (area0 at the old view) lands here now, give or take a pixel of rounding
        x = ox + (area0[0] - ox0) * s
        y = oy + (area0[1] - oy0) * s
        inner = pygame.Rect(int(x) - 1, int(y) - 1, int(area0[2] * s) + 3, int(area0[3] * s) + 3)
        real = r.tiles
        r.tiles = StandIns(real, source)
        want = all_arrows_then_clip(r)
        r.tiles = real
        area = pygame.Rect(scene.view.area)
        assert not inner.contains(area), step  # a ring came into view
        ring = [(px, py) for py in range(area.y, area.bottom, 3) for px in range(area.x, area.right, 3)]
        ring = [p for p in ring if not inner.collidepoint(p)]
        assert ring
        assert all(r.base.get_at(p) == want.get_at(p) for p in ring), step
    while r.zoom_shot.pending:
        drawn.clear()
        t[0] += 1 / 60
        scene.draw(layer)
    assert drawn == [], "the sharp build's tiles were drawn while the zoom waited to settle"
    assert pygame.image.tobytes(r.base, "RGB") == pygame.image.tobytes(all_arrows_then_clip(r), "RGB")


@pytest.mark.parametrize(("shape", "size"), [("rect", (40, 40)), ("heart", (16,))], ids=["rect", "heart"])
def test_the_reveal_drawn_in_part_is_the_reveal_drawn_whole(shape, size):
    """A reveal frame redraws only the rects reveal_changes lists and last frame's moving
    rects (each put back from the layer under it, then the reveal drawn within it, rects
    that overlap included): the frame drawn whole."""
    board = generate_board(complete("2d", shape, size, None, "easy", 2))
    cols, rows = board.space.size
    window = (320, 240)
    back = noise(window, 5)
    for cell, (ox, oy) in ((5, (4, 6)), (12, (-30, -13)), (31, (9, 2))):
        view = BoardView(cols, rows, (0, 30, 320, 190), cell=cell)
        view.ox, view.oy = float(ox), float(oy)
        scene = SimpleNamespace(view=view, board=board)
        for motion, steps in ((True, (0.0, 0.05, 0.3, 0.31, 0.6, 0.9, 1.0, 1.0)), (False, (0.0, 0.5, 1.0))):
            got = back.copy()
            for before, u in itertools.pairwise(steps):
                rects = reveal_changes(scene, *window, before, u, motion)
                overlaps = [pygame.Rect(20, 20, 90, 70), pygame.Rect(60, 50, 100, 100)]  # last frame's fx
                draw_reveal_2d(
                    got, scene, u, motion, rects + overlaps, lambda r, got=got: got.blit(back, r, r)
                )
                want = back.copy()
                draw_reveal_2d(want, scene, u, motion)
                assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), (cell, u)
            assert reveal_changes(scene, *window, 1.0, 1.0, motion) == []


@pytest.mark.parametrize("motion", [True, False], ids=["sweep", "fade"])
def test_a_win_reveal_drawn_in_part_is_each_frame_drawn_whole(motion):
    """The 2D scene draws only what changed of the win reveal each frame (and not the
    whole window): every frame until the result card is the frame drawn whole."""
    t, app, board, scene, layer = scene_at((640, 480), (14, 12), "easy", 3)
    scene.fx.motion = motion
    whole = pygame.Surface(app.size)
    for i in board.solution[:-1]:  # all but the last arrow gone at once, then its flight
        scene.session.fire(i)
    scene.renderer.refresh_all()
    scene.camera_dirty = True
    scene.fire(board.solution[-1])
    parts = 0
    for _ in range(200):
        if scene.result_shown:
            break
        t[0] += 1 / 60
        scene.update(1 / 60)
        dirty = scene.draw(layer)
        if scene.reveal_u() is None:
            continue
        parts += dirty is not True
        scene.full_redraw = True
        assert scene.draw(whole) is True
        assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(whole, "RGB"), scene.reveal_u()
    assert scene.result_shown and parts > 5
