"""s57's stranger: two feel bugs. (1) 3D and Flat 3D lessons at 640x480, after a zoom
in: "This one is blocked" covered half a cell of two arrows, its place counting only the
arrows' cell centres; the bubble now keeps off each cell's projected footprint, and stays
where it is while that place stays clear (no hopping as the view turns). (2) The combo
count ("x7") was drawn over the streak of the arrow it counted as that arrow flew up; it
now stands beside the flight's path, one count at a time. Each test failed before."""

from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

from quiver.scenes.bubble import place_bubble  # noqa: E402
from quiver.scenes.bubble_place import MEASURE, bubble_spot, fit_bubble  # noqa: E402
from quiver.scenes.bubble_words import wrap_said  # noqa: E402

ROOM = (0, 72, 640, 416)


# -- (1) the bubble and the cells' footprints: pure geometry ---------------------------------
def test_the_bubble_keeps_off_a_cells_footprint_not_only_its_centre():
    """A zoomed cell 120 px across whose centre lies 70 px under the target: the bubble
    below the target (its first place) covered its top half; with the cell's box it goes
    where it covers none of it."""
    cell = pygame.Rect(250, 280, 120, 120)
    rect, _side, hidden = place_bubble((300, 60), (310, 200), "below", 30, [cell], ROOM)
    assert hidden == 0 and not rect.colliderect(cell), rect
    centre_only, *_ = place_bubble((300, 60), (310, 200), "below", 30, [cell.center], ROOM)
    assert centre_only.colliderect(cell)  # what the centre alone allowed


def test_a_bubble_with_no_band_free_goes_to_a_column_beside_the_shape():
    """640x480 zoomed in: the shape fills the middle from the top bar to 20 px over the
    bottom one; no bubble across the window, nor half of it, is clear: the line wraps in
    the column left of the shape, which it covers none of; s270: a column as wide as
    MEASURE at least (there, 128 px wrapped it in six lines of a word or two), over the
    shape's edge where the arrows leave less, off the arrow the line is about."""
    from quiver.render2d import theme

    shape = [pygame.Rect(x, y, 40, 40) for x in range(230, 420, 40) for y in range(80, 380, 40)]
    line = "This one is blocked. Tap it: it costs a heart. Lose all 3, you lose"
    th = theme.text_size("Ag", 26, True)[1]
    msg, spot, _pick = fit_bubble(line, 26, th, ROOM, (250, 300), "above", 34, shape[:3], shape[3:])
    assert spot.rect.inflate(28, 28).collidelist(shape[:3]) == -1, spot  # (CLEAR round it)
    assert spot.rect.right < 230 + 40 and msg.lines > 3
    assert msg.lines <= wrap_said(line, 26, MEASURE, th).lines


def test_the_bubble_stays_put_while_its_place_stays_clear():
    """The place drawn last frame is kept while nothing comes within half the clear
    margin of it, though the first try by the target is clear too; it moves once an
    arrow reaches it."""
    body = [pygame.Rect(300, 300, 40, 40)]
    first = bubble_spot((200, 50), (320, 280), "above", 30, body, ROOM)
    moved = (320, 200)  # the view turned: the target is 80 px higher
    again = bubble_spot((200, 50), moved, "above", 30, body, ROOM, prefer=(first.key, first.rect.topleft))
    assert again.rect == first.rect and again.key == first.key
    fresh = bubble_spot((200, 50), moved, "above", 30, body, ROOM)
    assert fresh.rect != first.rect  # (without `prefer` it followed the target)
    over = [*body, first.rect.inflate(-20, -20)]  # an arrow turned under it
    gone = bubble_spot((200, 50), moved, "above", 30, over, ROOM, prefer=(first.key, first.rect.topleft))
    assert gone.covered == 0 and gone.rect != first.rect


def test_footprints_hold_every_corner_and_leave_out_the_far_side():
    """The 3D lesson's tower: each cell's box holds its cube's eight projected corners;
    Flat 3D's stairs: cells on faces turned from the eye have no box."""
    from quiver.game.lessons import lesson
    from quiver.render3d.camera import board_camera
    from quiver.scenes.footprint3d import cell_corners, project_boxes

    board = lesson("3d")[0].make_board()
    cam = board_camera(board)
    corners = cell_corners(board, sorted(board.alive))
    for box, cube in zip(project_boxes(cam, (640, 480), corners), corners, strict=True):
        for p in cube:
            x, y, _ = cam.project(p, 640, 480)
            assert box.inflate(2, 2).collidepoint(x, y)
    flat = lesson("flat")[0].make_board()
    cam = board_camera(flat)
    eye = tuple(cam.eye(640 / 480))
    seen = cell_corners(flat, sorted(flat.alive), eye)
    every = cell_corners(flat, sorted(flat.alive))
    assert 0 < len(seen) < len(every)


# -- (1) the real lessons, zoomed and turned ---------------------------------------------------
@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


def _at_the_blocked_step(lesson_app, mode, size, notches, drag=True):
    """The lesson of `mode` at its bounce step, the view turned as a stranger drags
    (`drag`) and zoomed `notches` in (out below 0)."""
    from app_helpers import post, run
    from lesson_helpers import lesson_at_anchor

    from quiver.game.lessons import Anchor

    app, play, coach = lesson_at_anchor(lesson_app, mode, size, Anchor.BLOCKED)
    cx, cy = size[0] // 2, size[1] // 2
    if drag:
        post(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=1)
        run(app)
        for k in range(10):
            post(pygame.MOUSEMOTION, pos=(cx + 8 * k, cy + 3 * k), rel=(8, 3), buttons=(1, 0, 0))
            run(app)
        post(pygame.MOUSEBUTTONUP, pos=(cx + 80, cy + 30), button=1)
        run(app, 4, dt=0.25)  # (a second on: view and bubble as 20 frames of 0.05 s left them, s351)
    way = 1 if notches > 0 else -1
    for _ in range(abs(notches)):
        post(pygame.MOUSEWHEEL, x=0, y=way, precise_x=0.0, precise_y=float(way), flipped=False)
        run(app)
    run(app, 6, dt=0.25)  # (settled: as after 30 frames of 0.05 s, each case, s351)
    return app, play, coach


def _picked_under(play, bubble: pygame.Rect) -> set[int]:
    """The arrows a tap at some pixel under the bubble would pick (every 6 px)."""
    inside = bubble.inflate(-4, -4)
    return {
        a
        for x in range(inside.x, inside.right, 6)
        for y in range(inside.y, inside.bottom, 6)
        if (a := play.arrow_at((x, y))) is not None
    }


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(
    ("mode", "size", "notches"),
    [
        ("3d", (640, 480), 3),
        ("3d", (800, 600), 3),
        ("3d", (1920, 1080), 3),
        ("3d", (3840, 2160), 3),
        ("3d", (1280, 800), -3),
        ("flat", (640, 480), 3),
        ("flat", (1280, 800), 4),
        ("flat", (3840, 2160), 3),
    ],
)
def test_after_a_zoom_the_blocked_steps_bubble_hides_no_arrow(lesson_app, mode, size, notches):
    """640x480, a drag then three notches in: "This one is blocked" lay over the lower
    half of the light blue arrow and the dark blue one's head (their centres were clear).
    No pixel under the bubble picks an arrow now, at 640x480 to 3840x2160, zoomed in or
    out. (Zoomed in further the shape can fill the window between the bars: no place is
    clear, and the bubble takes the one that covers least.)"""
    from app_helpers import run

    app, play, coach = _at_the_blocked_step(lesson_app, mode, size, notches)
    run(app, 2)
    hidden = _picked_under(play, coach.bubble)
    assert not hidden, f"{mode} {size} zoom {notches}: the bubble {coach.bubble} hides arrows {hidden}"


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_bubble_does_not_hop_to_and_fro_as_the_view_turns(lesson_app, mode):
    """Zoomed in at 640x480, a slow drag turning the shape round (120 frames, 3 px
    each): the bubble moves a few times at most, 8 frames apart at least, and never back
    to a place it left in the last 10 frames (with footprints counted and no memory of
    its place: 18 hops in the 3D lesson, two on following frames, the bubble trading
    places as the pixel aimed at moved). A hop as the line turns to another arrow (the
    one aimed at gone behind) is not one too quick after the last (s76: with each head's
    footprint its pyramid's, no longer a cube grown round it, the bubble left a place 5
    frames before the aim went from the orange arrow to the light blue one)."""
    from app_helpers import post, run

    app, _play, coach = _at_the_blocked_step(lesson_app, mode, (640, 480), 3, drag=False)
    x, y = 20, 240
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    run(app)
    seen, aimed = [], []
    for k in range(1, 121):
        post(pygame.MOUSEMOTION, pos=(x + 3 * k, y), rel=(3, 0), buttons=(1, 0, 0))
        run(app)
        seen.append(pygame.Rect(coach.bubble))
        aimed.append(coach.aimed)
    post(pygame.MOUSEBUTTONUP, pos=(x + 360, y), button=1)
    hops = [k for k in range(1, len(seen)) if seen[k].size != seen[k - 1].size or _far(seen[k], seen[k - 1])]
    back = [
        k for k in range(len(seen)) for j in range(max(0, k - 10), k - 1) if seen[j] == seen[k] != seen[k - 1]
    ]
    quick = [b for a, b in itertools.pairwise(hops) if b - a < 8 and aimed[b] == aimed[b - 1]]
    assert len(hops) <= 5 and not back and not quick, f"{mode}: hops at frames {hops}, back at {back}"


def _far(a: pygame.Rect, b: pygame.Rect) -> bool:
    return abs(a.x - b.x) + abs(a.y - b.y) > 30


# -- (2) the combo count beside the flight ------------------------------------------------------
def _path_hits(fx, f, start, end) -> int:
    """Points of the path from `start` to `end` (every 3 px) within 4 px of the count, at
    three moments of its life."""
    from quiver.render2d import theme

    size = theme.font(int(40 * fx.scale), True).size(f.text)
    n = max(2, int(abs(end[0] - start[0]) + abs(end[1] - start[1])) // 3)
    pts = [
        (start[0] + (end[0] - start[0]) * a / n, start[1] + (end[1] - start[1]) * a / n) for a in range(n + 1)
    ]
    return sum(fx.combo_rect(f, u, size).inflate(8, 8).collidepoint(p) for u in (0.05, 0.3, 0.6) for p in pts)


@pytest.mark.parametrize(
    ("way", "start"),
    [
        ((0, -1), (400, 300)),
        ((0, 1), (400, 200)),
        ((1, 0), (300, 300)),
        ((-1, 0), (500, 300)),
        ((0.6, -0.8), (300, 400)),
    ],
)
def test_the_combo_count_stands_beside_the_flight_not_on_it(way, start):
    """A 2D arrow flying up from (400, 300): "x7" rose from 30 px over its head, along
    the streak and the arrow flying through it. Beside the path now, the arrow's half
    width (`reach`) and a gap off it, for every way it flies, inside the board's area."""
    from quiver.render2d.fx import Effects

    fx = Effects()
    fx.area = pygame.Rect(0, 72, 800, 464)
    end = (start[0] + way[0] * 200, start[1] + way[1] * 200)
    fx.trail(start, end, (60, 90, 220))
    fx.combo(start, 7, way, reach=22)
    f = next(f for f in fx.items if f.kind == "combo")
    assert _path_hits(fx, f, start, end) == 0
    assert all(fx.area.contains(fx.combo_rect(f, u, (37, 27))) for u in (0.0, 0.5, 0.99))
    old = Effects()
    old.combo(start, 7)  # (no way given: over the head, as before)
    assert _path_hits(old, old.items[0], start, end) > 0 or way[1] >= 0


def test_the_combo_count_turns_below_a_flight_along_the_boards_top_and_keeps_its_side():
    """A flight to the right along the board's top row: no room over it, so the count
    stands under it, and stays that side as it rises and shrinks from its pop."""
    from quiver.render2d.fx import Effects

    fx = Effects()
    fx.area = pygame.Rect(0, 72, 800, 464)
    fx.combo((300, 95), 3, (1, 0), reach=22)
    f = fx.items[0]
    rects = [fx.combo_rect(f, u, (46, 34) if u < 0.12 else (37, 27)) for u in (0.0, 0.1, 0.2, 0.5, 0.9)]
    assert all(r.top > 95 + 22 for r in rects), rects


def test_a_new_combo_count_takes_the_place_of_the_last():
    """Clears in quick succession left "x2", "x3", "x4"... standing at once, the older
    ones over the next arrows' flights: one count shows, the latest."""
    from quiver.render2d.fx import Effects

    fx = Effects()
    for n in (2, 3, 4):
        fx.combo((100 * n, 300), n, (0, -1), reach=20)
        fx.update(0.1)
    assert [f.text for f in fx.items if f.kind == "combo"] == ["x4"]
