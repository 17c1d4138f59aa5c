"""The lesson bubble's pointer stops at the edge of the arrow it points at (tester: in
the turning-arrow lesson the pointer's triangle sat inside the arrow's body and hid part
of it). Every step of every stage of every 2D lesson, the first-time one and the special
arrows' ones, at 640x480 and 1280x800, in a real window (SDL offscreen)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")

from quiver.scenes.bubble import hits, pointer  # noqa: E402


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, seed=7, gl=False) as make:
        yield lambda size: make(size=size)


def _cells(play, i: int) -> list[pygame.Rect]:
    """The window rectangles of arrow i's cells, from the board's view."""
    c = play.view.cell
    out = []
    for k in play.board.arrows[i].cells:
        cx, cy = play.view.cell_center(*play.board.space.coord(k))
        out.append(pygame.Rect(int(cx - c / 2), int(cy - c / 2), int(c + 1), int(c + 1)))
    return out


def _overlap(size, tip, rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles the filled triangle `tip` paints a pixel of."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    pygame.draw.polygon(surf, (255, 255, 255, 255), tip)
    drawn = pygame.mask.from_surface(surf)
    return [r for r in rects if drawn.overlap(pygame.Mask(r.size, fill=True), r.topleft)]


def _pointers_clear(app, coach) -> int:
    """Each step of each stage that points at an arrow: its pointer is drawn and covers
    none of that arrow's cells. Returns how many steps were looked at."""
    from quiver.game.lessons import Anchor, anchor_arrows
    from quiver.scenes.bubble import aim

    looked = 0
    for stage in range(len(coach.stages)):
        if stage:
            coach._open(stage)
            run(app, 3)
        for k, step in enumerate(coach.stages[stage].steps):
            play = app.top
            coach.step = k
            play.full_redraw = True
            run(app, 2)
            if step.anchor in (Anchor.BOARD, Anchor.HEARTS):
                continue
            aimed = aim(play, anchor_arrows(play.board, step.anchor))
            if aimed is None:
                continue
            where = f"{coach.mode} {coach.kind} stage {stage} step {k} ({step.line[:40]!r}) at {app.size}"
            assert coach.tip, f"{where}: no pointer"
            covered = _overlap(app.size, coach.tip, _cells(play, aimed[0]))
            assert not covered, f"{where}: the pointer {coach.tip} is inside the arrow at {covered}"
            looked += 1
    return looked


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("kind", [None, "locks", "two-headed", "rotating"])
def test_the_pointer_stops_at_the_arrows_edge(make_app, kind, size):
    from quiver.engine.modes import SpecialKind

    app = make_app(size)
    app.flow.lesson("2d", kind=None if kind is None else SpecialKind(kind))
    run(app, 3)
    coach = app.top.coach
    assert coach is not None and coach.kind == kind
    assert _pointers_clear(app, coach) > 0, "no step pointed at an arrow"


@pytest.mark.parametrize(
    "kind,size", [(None, (640, 480)), ("two-headed", (640, 480)), ("rotating", (1280, 800))]
)
def test_a_pointer_away_from_its_bubble_is_joined_to_it_and_both_are_on_screen(make_app, kind, size):
    """640x480: the bubble sits under the board and the pointer by the arrow, 180 pixels
    above it (stranger: it floated, far from its bubble). A dashed leader joins them: from
    the bubble's edge to the pointer's base; the bubble, the pointer and the leader lie
    in the window, and the leader crosses no cell of the arrow pointed at (at 1280x800 the
    turning arrow's pointer sat above its head and the leader ran down across it)."""
    from quiver.engine.modes import SpecialKind
    from quiver.scenes.leader import TOUCH, _gap

    app = make_app(size)
    app.flow.lesson("2d", kind=None if kind is None else SpecialKind(kind))
    run(app, 3)
    coach, window = app.top.coach, pygame.Rect((0, 0), size)
    joined = 0
    for k in range(len(coach.stages[0].steps)):
        coach.step = k
        app.top.full_redraw = True
        run(app, 2)
        tip, bubble = coach.tip, coach.bubble
        if not tip:
            continue
        assert window.contains(bubble) and all(window.collidepoint(p) for p in tip)
        if _gap(bubble, tip) <= TOUCH:
            continue
        seg = getattr(coach, "leader", None)
        assert seg is not None, f"step {k}: a pointer {_gap(bubble, tip):.0f} px from its bubble, alone"
        start, end = seg
        assert bubble.inflate(2, 2).collidepoint(start) and not bubble.inflate(-2, -2).collidepoint(start)
        assert end == ((tip[0][0] + tip[1][0]) // 2, (tip[0][1] + tip[1][1]) // 2)
        assert window.collidepoint(start) and window.collidepoint(end)
        assert not [r for r in coach.cells if r.clipline(start, end)], f"step {k}: {seg} crosses its arrow"
        joined += 1
    assert joined, "no pointer away from its bubble: the case is gone from this lesson"


# -- the pointer's geometry alone ------------------------------------------------------------
def test_hits_is_the_triangles_overlap_with_a_rectangle():
    tri = [(0, 0), (10, 0), (5, 10)]
    assert hits(tri, pygame.Rect(4, 4, 2, 2))
    assert not hits(tri, pygame.Rect(0, 9, 2, 2))  # beside the tip, inside the bounding box
    assert not hits(tri, pygame.Rect(20, 0, 5, 5))


def test_a_bubble_above_points_down_to_the_cells_top_edge():
    cell = pygame.Rect(280, 180, 40, 40)  # the target cell, centre (300, 200)
    bubble = pygame.Rect(200, 100, 200, 60)  # its bottom 40 px above the cell's top
    tip = pointer(bubble, "above", (300, 200), 34, 1.0, False, [cell])
    assert tip and max(y for _x, y in tip) < cell.top and not hits(tip, cell)
    assert min(y for _x, y in tip) == bubble.bottom  # from the bubble's edge


def test_a_far_bubble_points_at_a_free_face_of_the_target_cell():
    """A vertical arrow: its head cell on top, its body below, the bubble far below the
    board. Below the head is the body, so the pointer comes from beside the head, not
    from above (its leader to the bubble ran back down across the arrow)."""
    cells = [pygame.Rect(280, 180 + 40 * k, 40, 40) for k in range(3)]
    bubble = pygame.Rect(100, 400, 400, 60)
    tip = pointer(bubble, "below", (300, 200), 34, 1.0, True, cells)
    assert tip and not any(hits(tip, c) for c in cells)
    xs, ys = [x for x, _y in tip], [y for _x, y in tip]
    assert (max(xs) < cells[0].left or min(xs) > cells[0].right) and min(abs(y - 200) for y in ys) == 0


def _heads(play, i: int) -> list[pygame.Rect]:
    """The window rectangles of the heads of every arrow on the board but i (a two-headed
    arrow's tail too), a pixel in from their edges (a leader may pass beside one)."""
    from quiver.scenes.bubble import _rects

    board = play.board
    ends = [
        c
        for j in board.alive
        if j != i
        for c in (board.arrows[j].head, *((board.arrows[j].tail,) if board.arrows[j].dir2 else ()))
    ]
    return [r.inflate(-2, -2) for r in _rects(play, ends)]


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("kind", [None, "locks", "two-headed", "rotating"])
def test_a_leader_crosses_no_other_arrows_head(make_app, kind, size):
    """640x480: the first lesson's leader ran from the bubble under the board up across the
    head of the second row's right arrow to the pointer under the arrow to tap: a head is
    what a player reads an arrow by. The pointer goes by another cell of the arrow instead."""
    from quiver.engine.modes import SpecialKind

    app = make_app(size)
    app.flow.lesson("2d", kind=None if kind is None else SpecialKind(kind))
    run(app, 3)
    coach = app.top.coach
    for stage in range(len(coach.stages)):
        if stage:
            coach._open(stage)
            run(app, 3)
        for k in range(len(coach.stages[stage].steps)):
            coach.step = k
            app.top.full_redraw = True
            run(app, 2)
            if coach.leader is None or coach.aimed is None:
                continue
            crossed = [r for r in _heads(app.top, coach.aimed) if r.clipline(*coach.leader)]
            assert not crossed, f"{kind} stage {stage} step {k} at {size}: {coach.leader} crosses {crossed}"
