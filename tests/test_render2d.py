"""2D drawing without a window: pixel <-> cell mapping at several zooms, tiles, seams,
the static layer, animations' paths, and the headless PNG."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame")

from quiver.engine import Arrow, Board, make_space  # noqa: E402
from quiver.engine.geometry import NY, PX, PY  # noqa: E402
from quiver.render2d import theme  # noqa: E402
from quiver.render2d.anim import BounceAnim, LeaveAnim  # noqa: E402
from quiver.render2d.arrowpath import ArrowPath  # noqa: E402
from quiver.render2d.board import BoardRenderer  # noqa: E402
from quiver.render2d.draw import vertical_gradient  # noqa: E402
from quiver.render2d.tiles import BIT, TileSet, connection_masks  # noqa: E402
from quiver.render2d.view import BoardView  # noqa: E402
from quiver.style.easing import ease_in  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def small_board():
    """Two rows of +x arrows (3 cells each) in a 6x2 box: seams between them."""
    space = make_space("2d", (6, 2), [(x, y) for y in range(2) for x in range(6)])
    arrows = [
        Arrow(tuple(space.id_of((x, y)) for x in range(x0, x0 + 3)), PX) for y in range(2) for x0 in (0, 3)
    ]
    return Board(space, arrows, shape="rect", seed=0)


# -- the camera ----------------------------------------------------------------------------
@pytest.mark.parametrize("cell", [24, 31, 48, 96])
@pytest.mark.parametrize("pan", [(0, 0), (-137, 55), (403, -260)])
def test_pixel_cell_round_trip_at_several_zooms(cell, pan):
    v = BoardView(40, 30, (20, 80, 1240, 640))
    v.zoom_to(cell, v.area_center())
    assert v.cell == cell
    v.pan(*pan)
    ax, ay, aw, ah = v.area
    seen = 0
    for y in range(30):
        for x in range(40):
            cx, cy = v.cell_center(x, y)
            inside = ax <= cx < ax + aw and ay <= cy < ay + ah
            got = v.cell_at(cx, cy)
            if inside:
                assert got == (x, y)
                seen += 1
                # every pixel of the cell maps back to it (edges included)
                rx, ry, rw, rh = v.cell_rect(x, y)
                for px, py in ((rx, ry), (rx + rw - 1, ry), (rx, ry + rh - 1), (rx + rw - 1, ry + rh - 1)):
                    if ax <= px < ax + aw and ay <= py < ay + ah:
                        assert v.cell_at(px, py) == (x, y)
            else:
                assert got is None
    assert seen > 0
    # outside the box but inside the area -> None
    ox, oy = v.origin()
    assert v.cell_at(ox - 1, oy - 1) is None or not v.fits()


def test_small_board_fits_and_is_centred():
    v = BoardView(16, 14, (24, 80, 1232, 640))
    assert v.fits() and not v.pannable
    assert v.cell == min(1232 // 16, 640 // 14, theme.MAX_CELL)
    bw, bh = v.board_px
    ox, oy = v.origin()
    assert abs((ox - 24) - (1232 - bw - (ox - 24))) <= 1
    assert abs((oy - 80) - (640 - bh - (oy - 80))) <= 1


def test_big_board_opens_whole_pans_zoomed_in_and_zooms_out_to_the_whole_picture():
    v = BoardView(120, 100, (24, 80, 1232, 640))
    assert v.cell == 6 and v.fits() and v.tap_zooms()  # 640 // 100: its first look, all of it (s342)
    v.zoom_to(theme.MIN_CELL, v.area_center())
    assert v.pannable and not v.tap_zooms()
    lo, _hi = v.zoom_limits()
    assert lo == 6 and v.zoom_by(0.5, v.area_center())
    for _ in range(10):
        v.zoom_by(0.8, v.area_center())
    assert v.cell == 6 and v.fits() and not v.pannable
    v.zoom_to(theme.MIN_CELL, v.area_center())
    before = v.origin()
    assert v.pan(-200, -150)
    assert v.origin() != before
    # cannot pan the board away: it always covers the area (a cell of slack at most)
    v.pan(10**6, 10**6)
    ox, oy = v.origin()
    assert ox <= 24 + v.cell and oy <= 80 + v.cell
    v.pan(-(10**7), -(10**7))
    ox, oy = v.origin()
    assert ox + v.board_px[0] >= 24 + 1232 - v.cell


def test_a_40x40_board_zooms_out_until_it_all_shows():
    from quiver.scenes.play2d import board_area

    v = BoardView(40, 40, board_area((1024, 640)))  # (12 px a cell whole: under WHOLE_CELL)
    assert v.fits() and v.tap_zooms()  # it opens whole; a tap looks closer (s342)
    v.zoom_to(theme.MIN_CELL, v.area_center())
    assert v.pannable
    steps = 0
    while v.zoom_by(0.8, v.area_center()):
        steps += 1
    assert v.fits() and steps <= 4


@pytest.mark.parametrize("factor", [1.15, 1.5, 0.87, 2.0])
def test_zoom_keeps_the_point_under_the_pointer(factor):
    v = BoardView(60, 50, (24, 80, 1232, 640))
    v.zoom_to(40, v.area_center())
    pointer = (700.0, 400.0)
    bx, by = v.screen_to_board(*pointer)
    v.zoom_by(factor, pointer)
    bx2, by2 = v.screen_to_board(*pointer)
    assert abs(bx - bx2) * v.cell <= 1.0 and abs(by - by2) * v.cell <= 1.0


def test_resize_refits():
    v = BoardView(16, 14, (24, 80, 1232, 640))
    v.set_area((24, 80, 600, 400))
    assert v.fits() and v.cell == min(600 // 16, 400 // 14)


# -- tiles and the static layer -------------------------------------------------------------
def test_connection_masks():
    assert connection_masks([(0, 0), (1, 0), (1, 1)]) == [BIT[PX], BIT[1] | BIT[PY], BIT[NY]]


def test_tiles_are_cell_sized_and_cached():
    t = TileSet(30)
    a = t.arrow(theme.DIR_COLOURS[PX], BIT[PX], None)
    assert a.get_size() == (30, 30)
    assert t.arrow(theme.DIR_COLOURS[PX], BIT[PX], None) is a
    assert t.cell_tile().get_size() == (30, 30)
    # body in the middle, transparent in the corners (seams)
    assert a.get_at((20, 15)).a == 255
    assert a.get_at((1, 1)).a == 0


def test_a_head_tile_never_carries_a_glyph():
    """The colour-blind glyph marks body cells only: a head cell asked for with one is the
    plain head tile (the first tile drawn with a glyph key drew the chevron into the head)."""
    colour = theme.DIR_COLOURS[PX]
    with_glyph = TileSet(30).arrow(colour, BIT[NY], PX, glyph=PX)
    plain = TileSet(30).arrow(colour, BIT[NY], PX)
    assert pygame.image.tobytes(with_glyph, "RGBA") == pygame.image.tobytes(plain, "RGBA")


def make_renderer(board, size=(640, 400), area=(20, 20, 600, 360)):
    w, h = board.space.size
    view = BoardView(w, h, area)
    r = BoardRenderer(board, view)
    r.set_background(vertical_gradient(size, theme.BG_TOP, theme.BG_BOTTOM))
    r.build_base()
    return r, view


def colour_close(c, ref, tol=40):
    return all(abs(c[i] - ref[i]) <= tol for i in range(3))


def test_seams_between_arrows_and_hide_show():
    b = small_board()
    r, v = make_renderer(b)
    base = r.base
    orange = theme.DIR_COLOURS[PX]
    # inside arrow 0's middle cell: arrow colour
    cx, cy = v.cell_center(1, 0)
    assert colour_close(base.get_at((int(cx), int(cy))), orange)
    # on the boundary between arrow 0 (row 0) and arrow 2 (row 1): no arrow colour
    bx, _by = v.cell_center(1, 0)
    edge_y = v.origin()[1] + v.cell  # the line between the rows
    assert not colour_close(base.get_at((int(bx), edge_y)), orange, 60)
    # between arrow 0's head (x=2) and arrow 1's tail (x=3) in the same row: a seam too
    sx = v.origin()[0] + 3 * v.cell
    assert not colour_close(base.get_at((sx, int(cy))), orange, 60)
    # hiding an arrow repaints its cells empty; showing puts it back
    rects = r.hide(0)
    assert len(rects) == 3
    assert not colour_close(base.get_at((int(cx), int(cy))), orange, 60)
    r.show(0)
    assert colour_close(base.get_at((int(cx), int(cy))), orange)


def test_path_and_animations():
    p = ArrowPath([(0, 0), (1, 0), (1, 1)], PY, 3)
    assert p.at(0) == (0.0, 0.0) and p.at(1.5) == (1.0, 0.5) and p.at(4) == (1.0, 3.0)
    assert p.at(7) == (1.0, 6.0)  # keeps flying straight past the end
    assert p.span(0.5, 2.5) == [(0.5, 0.0), (1.0, 0.0), (1.0, 1.0), (1.0, 1.5)]
    a = LeaveAnim(0, p, 12.0)
    assert 0.3 <= a.duration <= 0.6
    last = -1
    while not a.done:
        a.update(1 / 60)
        assert a.offset() >= last
        last = a.offset()
    assert last == pytest.approx(12.0)
    assert ease_in(0) == 0 and ease_in(1) == 1
    bnc = BounceAnim(0, p, gap=2, blocker=5, cell=9)
    events, peak = [], 0.0
    while not bnc.done:
        events += bnc.update(1 / 60)
        peak = max(peak, bnc.offset())
    assert events == ["smack"] and 2.0 < peak < 2.5 and bnc.offset() == 0.0


def test_snake_at_rest_matches_the_tiles():
    b = small_board()
    r, v = make_renderer(b)
    surf = r.base.copy()
    r.hide(0)
    clean = r.base.copy()
    rect = r.draw_snake(clean, 0, r.path(0, 4), 0.0)
    assert rect.colliderect(pygame.Rect(v.cell_rect(0, 0)))
    cx, cy = v.cell_center(1, 0)
    assert colour_close(clean.get_at((int(cx), int(cy))), surf.get_at((int(cx), int(cy))), 10)


# -- the play scene's picking without a window ------------------------------------------------
def headless_scene(board, size=(1280, 800)):
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0, realtime=False)
    scene = Play2DScene(app.ports, board, None, "test", hearts=3)
    app.stack.append(scene)
    return app, scene


@pytest.mark.parametrize("zoom", [1.0, 1.4, 0.7, 2.5])
def test_scene_picks_the_arrow_under_the_pointer(zoom):
    b = small_board()
    app, scene = headless_scene(b)
    scene.controls.zoom(zoom, scene.view.area_center())
    surf = pygame.Surface(app.size)
    scene.draw(surf)
    for i, a in enumerate(b.arrows):
        for c in a.cells:
            px, py = scene.cell_pixel(c)
            if pygame.Rect(scene.view.area).collidepoint(px, py):
                assert scene.arrow_at((px, py)) == i
    assert scene.arrow_at((2, 2)) is None


def test_headless_png(tmp_path):
    from quiver.pictures import render_png

    out = tmp_path / "board.png"
    render_png(board=small_board(), out=str(out), size=(640, 400))
    img = pygame.image.load(str(out))
    assert img.get_size() == (640, 400)


def test_merge_rects():
    from quiver.app import merge_rects

    bounds = pygame.Rect(0, 0, 100, 100)
    out = merge_rects(
        [
            pygame.Rect(0, 0, 10, 10),
            pygame.Rect(5, 5, 10, 10),
            pygame.Rect(50, 50, 10, 10),
            pygame.Rect(95, 95, 20, 20),
            pygame.Rect(-5, -5, 2, 2),
        ],
        bounds,
    )
    assert sorted(map(tuple, out)) == [(0, 0, 15, 15), (50, 50, 10, 10), (95, 95, 5, 5)]


def test_big_board_docks_its_minimap_beside_the_board_and_rings_the_hint(monkeypatch):
    """A 40x40 board at 800x600 (too big to show whole at PLAIN_WHOLE_CELL): the minimap sits
    outside the board's area (it never covers an arrow), a small board has none until it
    is zoomed in past the window (then docked beside it too, s63), and the hint draws a
    ring round its head."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
    big = Play2DScene(app.ports, generate_board(complete("2d", "heart", (40, 40), None, "easy", 3)), None)
    assert big.minimap_rect() is None and big.view.tap_zooms()  # its first look: whole (s342)
    big.controls.look_closer(big.view.area_center())  # a tap looks closer
    mm = big.minimap_rect()
    ax, _ay, aw, _ah = big.view.area
    assert mm is not None and mm.x >= ax + aw  # beside the board, not over it
    small = Play2DScene(app.ports, generate_board(complete("2d", "heart", (10, 10), None, "easy", 3)), None)
    assert small.minimap_rect() is None
    small.view.zoom_to(90, small.view.area_center())
    small.view_moved(zoomed=True)
    mm = small.minimap_rect()
    ax, _ay, aw, _ah = small.view.area
    assert small.view.pannable and mm is not None and mm.x >= ax + aw
    surface = pygame.Surface((800, 600))
    big.draw(surface)
    assert big.hint() is not None  # H: the view turns to it
    big.draw(surface)
    x, y = big.board.space.coord(big.board.arrows[big.hint_arrow].head)
    cx, cy = (int(v) for v in big.view.cell_center(x, y))
    r = int(max(20, big.view.cell * 1.4))
    px = pygame.surfarray.array3d(surface)
    ring = px[cx + r - 3 : cx + r + 2, cy - 1 : cy + 2].reshape(-1, 3)
    assert any(tuple(p) == theme.HINT for p in ring)


def test_the_held_rays_preview_is_one_continuous_line_to_the_edge():
    """Issue 23: the hold-to-preview ray is one line from the head to past the edge (it
    was sparse dots): every pixel along it, from the head's tip out, has the ray's colour."""
    b = small_board()
    r, v = make_renderer(b)
    surf = r.base.copy()
    rect = r.draw_ray(surf, 0)  # arrow 0 (row 0, x 0-2) points +x over arrow 1
    colour = theme.shade(r.colours[0], 0.8)
    hx, hy = v.cell_center(2, 0)
    ex, _ = v.cell_center(6, 0)  # one cell past the right edge, or inside the area (s87)
    xs = range(round(hx + 0.5 * v.cell) + 2, min(round(ex), v.area[0] + v.area[2] - v.cell // 2) - 2)
    assert len(xs) > 2 * v.cell
    assert all(colour_close(surf.get_at((x, round(hy)))[:3], colour, 12) for x in xs)
    assert rect.collidepoint(round(hx + 0.6 * v.cell), round(hy)) and rect.collidepoint(xs[-1], round(hy))
