"""A blocked tap reads at a glance in 2D (s105). The red ring of the blocked mark sat on
the blocker's cell, over the very point the bounced arrow's tip pressed into: now the ray
stops short of that point and the ring stands on the blocker just past it, open toward
the hit. And the flashing blocker shook left-right whichever way it was hit: now it
shakes along the hit (reduced motion: it stays still, as before)."""

from __future__ import annotations

import math

import pytest
from app_helpers import app_maker, run

from quiver.render2d.anim import PRESS
from quiver.render2d.fx import MARK, MARK_TIME, Effects
from quiver.render2d.tiles import HEAD_TIP, VEC

pygame = pytest.importorskip("pygame")
BACK = (40, 40, 40)


def _ink(fx: Effects, size=(800, 600)) -> pygame.Surface:
    """What the effects paint now, on a plain surface."""
    surface = pygame.Surface(size)
    surface.fill(BACK)
    fx.draw(surface)
    return surface


def _touched(surface, centre, r: float) -> list[tuple[int, int]]:
    """The pixels within `r` of `centre` that are not the plain background."""
    cx, cy = centre
    out = []
    for x in range(int(cx - r) - 1, int(cx + r) + 2):
        for y in range(int(cy - r) - 1, int(cy + r) + 2):
            if math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r and tuple(surface.get_at((x, y)))[:3] != BACK:
                out.append((x, y))
    return out


def _reds(surface) -> list[tuple[int, int]]:
    w, h = surface.get_size()
    return [(x, y) for x in range(w) for y in range(h) if tuple(surface.get_at((x, y)))[:3] == MARK]


@pytest.mark.parametrize("way", [(1, 0), (-1, 0), (0, 1), (0, -1)])
def test_the_blocked_mark_leaves_the_contact_point_in_sight(way):
    """Over its whole life (the pop included) nothing of the ray or the ring is drawn
    within 4 px of where the tip touches, nor on the arrowhead's slopes there; the
    ring still marks the blocker: bold, and past the contact, on the blocker's side."""
    cell = 37
    blocker = (200.0, 200.0)
    contact = (blocker[0] - way[0] * 0.3 * cell, blocker[1] - way[1] * 0.3 * cell)
    head = (blocker[0] - way[0] * cell, blocker[1] - way[1] * cell)
    fx = Effects(motion=True)
    fx.blocked(head, blocker, blocker, contact=contact)
    t = 0.0
    while t < MARK_TIME * 0.7:
        ink = _ink(fx, (400, 400))
        assert _touched(ink, contact, 4) == [], f"at {t:.2f} s"
        for side in (-1, 1):  # the head's slopes behind its tip, either side of the ray
            slope = (contact[0] - way[0] * 8 + way[1] * side * 6, contact[1] - way[1] * 8 - way[0] * side * 6)
            assert _touched(ink, slope, 2) == [], f"at {t:.2f} s"
        fx.update(1 / 30)
        t += 1 / 30
    reds = _reds(ink)
    assert len(reds) > 300  # a bold ring and its cross
    past = [(x + 0.5 - contact[0]) * way[0] + (y + 0.5 - contact[1]) * way[1] for x, y in reds]
    assert sum(past) / len(past) > 6  # it stands on the blocker, past the point of contact


def test_3d_keeps_the_ring_round_the_blocked_cell():
    """No contact given (3D, Flat): the ring and its cross on the blocker's cell, as before."""
    fx = Effects(motion=False)
    fx.blocked((100, 200), (200, 200), (200, 200))
    ink = _ink(fx, (400, 400))
    assert _touched(ink, (200, 200), 2)  # the cross's middle
    assert _touched(ink, (180, 200), 2) and _touched(ink, (220, 200), 2)  # the ring both sides


def _open(monkeypatch, tmp_path, reduced=False):
    from quiver.game.code import complete

    maker = app_maker(monkeypatch, tmp_path, window=False, size=(800, 600))
    make = maker.__enter__()
    app = make()
    app.midend.settings.reduced_motion = reduced
    app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
    run(app, 5)
    return maker, app, app.top


def _blocked(play, vertical: bool) -> int:
    board = play.board
    for i in sorted(board.alive):
        if board.can_escape(i) or not board.first_blocker(i):
            continue
        if (VEC[play.renderer.head_dir(i)][0] == 0) == vertical:
            return i
    raise AssertionError("no such blocked arrow (the test's premise)")


@pytest.mark.parametrize("vertical", [False, True])
def test_the_mark_opens_where_the_drawn_tip_presses(monkeypatch, tmp_path, vertical):
    """The 2D scene gives the mark the pixel the bounced tip reaches (less its press),
    and the effects drawn there leave it clear."""
    maker, app, play = _open(monkeypatch, tmp_path)
    try:
        i = _blocked(play, vertical)
        play.fire(i)
        bounce = next(a for a in play.anims if a.arrow == i)
        (vx, vy), c = VEC[play.renderer.head_dir(i)], play.view.cell
        hx, hy = play.view.cell_center(*play.board.space.coord(play.board.arrows[i].head))
        reach = (bounce.reach - PRESS + HEAD_TIP) * c  # the head's centre to the blocker's edge
        contact = (hx + vx * reach, hy + vy * reach)
        for _ in range(20):  # the pop, the press and after
            assert _touched(_ink(play.fx), contact, 4) == []
            run(app, 1)
        mark = next(f for f in play.fx.items if f.kind == "mark")
        assert mark.contact == pytest.approx(contact)
    finally:
        maker.__exit__(None, None, None)


def _shakes(monkeypatch, tmp_path, vertical: bool, reduced=False):
    """The offsets the hit blocker is drawn at through its flash."""
    maker, app, play = _open(monkeypatch, tmp_path, reduced)
    try:
        i = _blocked(play, vertical)
        blocker = play.board.first_blocker(i)[1]
        seen = []
        draw = play.renderer.draw_arrow

        def spy(surface, j, variant, offset=(0, 0), *a, **kw):
            if j == blocker and j in play.flashes:
                seen.append(tuple(offset))
            return draw(surface, j, variant, offset, *a, **kw)

        monkeypatch.setattr(play.renderer, "draw_arrow", spy)
        play.fire(i)
        way = VEC[play.renderer.head_dir(i)]
        run(app, 60)
        return seen, way
    finally:
        maker.__exit__(None, None, None)


@pytest.mark.parametrize("vertical", [False, True])
def test_the_hit_blocker_shakes_along_the_hit(monkeypatch, tmp_path, vertical):
    seen, way = _shakes(monkeypatch, tmp_path, vertical)
    moved = [o for o in seen if o != (0, 0)]
    assert len(seen) >= 10 and len(moved) >= 4
    for dx, dy in moved:
        assert dx * way[1] - dy * way[0] == 0  # on the line of the hit, never across it
    first = moved[0]
    assert first[0] * way[0] + first[1] * way[1] > 0  # bumped away from the hit first


def test_reduced_motion_keeps_the_hit_blocker_still(monkeypatch, tmp_path):
    seen, _ = _shakes(monkeypatch, tmp_path, True, reduced=True)
    assert seen and set(seen) == {(0, 0)}
