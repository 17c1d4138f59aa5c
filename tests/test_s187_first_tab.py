"""The first Tab from a new 3D view (s187): `shown_heads` pick-tested every head that
faced the eye one by one (0.8 s on a cube 64), and each pick tried every triangle of the
pyramids next door. Now numpy culls the heads that cannot show first (headcull.py) and a
slab test turns away rays that miss a pyramid's box; the very same heads show."""

from __future__ import annotations

import math

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import picking
from quiver.scenes import keypick3d

SIZE = (640, 400)
VIEWS = [(None, 1.0), (0.4, 1.0), (2.3, 1.6), (-1.2, 0.7), (3.6, 2.2)]  # (yaw or default, zoom)


def controller(mode: str, shape: str, size: int):
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    board = generate(PuzzleSpec(mode, shape, (size,), None, "hard", 3))
    cls = BoardController if mode == "3d" else FlatBoardController
    ctl = cls(Session(board, hearts=None), SIZE)
    ctl.fit_between(40, 360)
    return ctl


def _turn(ctl, k: int, yaw: float | None, zoom: float) -> None:
    if yaw is not None:
        ctl.camera.set_angles(yaw, 0.5 - 0.3 * k)
    ctl.camera.zoom_by(zoom)


@pytest.fixture
def fixed_looks(monkeypatch):
    """Tab without its footprint look (keypick3d_footprint): the cull's promise is the
    fixed looks' heads (s260: with no cull the footprint look also reached heads the cull
    drops that a click takes, sphere 8's arrow 55 at 30 px, pyramid 6's arrow 10 at 28 px)."""
    monkeypatch.setattr(keypick3d, "footprint_found", lambda _view, wanted, *_a: [None for _w in wanted])


def exhaustive(ctl, monkeypatch):
    """shown_heads as before s187: every head tested, every pyramid's triangles tried."""
    with monkeypatch.context() as m:
        m.setattr(keypick3d, "may_show", lambda ctl, view, facing: None)
        m.setattr(picking, "_near_pyramid", lambda *a: True)
        return keypick3d.shown_heads(ctl)


SHAPES = [("3d", "cube", 5), ("3d", "sphere", 8), ("3d", "pyramid", 6), ("flat", "cube", 4)]
SHAPES += [("flat", "stairs", 5)]


@pytest.mark.usefixtures("fixed_looks")
@pytest.mark.parametrize("mode, shape, size", SHAPES)
def test_the_heads_that_show_are_the_exhaustive_ones_from_several_views(mode, shape, size, monkeypatch):
    ctl = controller(mode, shape, size)
    for k, (yaw, zoom) in enumerate(VIEWS):
        _turn(ctl, k, yaw, zoom)
        now = keypick3d.shown_heads(ctl)
        assert now == exhaustive(ctl, monkeypatch)
        assert now or k > 0  # (the default view shows some)
    gone = min(ctl.board.free_arrows())  # a move: the heads behind it may show now
    ctl.fire(gone)
    while ctl.animating:
        ctl.update(1 / 30)
    assert keypick3d.shown_heads(ctl) == exhaustive(ctl, monkeypatch)


def test_only_the_heads_that_can_show_are_tested(monkeypatch):
    ctl = controller("3d", "cube", 8)
    tested = []
    points = keypick3d._head_points

    def counted(ctl, cell, view=None, faces=63):
        tested.append(cell)
        return points(ctl, cell, view, faces)

    monkeypatch.setattr(keypick3d, "_head_points", counted)
    heads = keypick3d.shown_heads(ctl)
    assert heads
    # (before s187: every head of the 8**3 cube's; s247: 26 of 102, a head beside one
    # with an open face may show past it)
    assert len(tested) < len(ctl.board.alive) / 3
    assert len(tested) >= len(heads)


def test_a_slab_test_spares_most_triangle_tests_and_changes_no_pick(monkeypatch):
    ctl = controller("3d", "cube", 6)
    tries = []
    tri = picking._ray_triangle_t

    def counted(*a):
        tries.append(1)
        return tri(*a)

    monkeypatch.setattr(picking, "_ray_triangle_t", counted)
    w, h = SIZE
    view, proj = ctl.camera.matrices(w, h)
    rays = [keypick3d.pointer_ray(view, proj, x, y, w, h) for y in range(40, 360, 7) for x in range(0, w, 7)]
    now = [ctl.pick_ray(o, d) for o, d in rays]
    spared = len(tries)
    with monkeypatch.context() as m:
        m.setattr(picking, "_near_pyramid", lambda *a: True)
        tries.clear()
        assert [ctl.pick_ray(o, d) for o, d in rays] == now
    assert any(now) and spared < len(tries) / 2


@pytest.mark.parametrize("flare", [picking.HEAD_FLARE, picking.HEAD_FLUSH])
@pytest.mark.parametrize("way", range(6))
def test_the_slab_test_turns_away_only_rays_that_miss_the_pyramid(way, flare, monkeypatch):
    """Rays from round a head cell through points all over it and its neighbours: the
    distance found is the one every triangle tried finds."""
    rays = []
    for k in range(40):
        a, b = 2.4 * k, 0.7 * k - 13
        o = (0.5 + 6 * math.cos(a) * math.cos(b), 0.5 + 6 * math.sin(b), 0.5 + 6 * math.sin(a) * math.cos(b))
        for u in range(-8, 9, 2):
            for v in range(-8, 9, 2):
                target = (0.5 + u / 8, 0.5 + v / 8, 0.5 + (u - v) / 16)
                d = [t - s for t, s in zip(target, o, strict=True)]
                n = math.hypot(*d)
                rays.append((o, [c / n for c in d]))
    now = [picking.ray_head_t(o, d, (0, 0, 0), way, flare=flare) for o, d in rays]
    monkeypatch.setattr(picking, "_near_pyramid", lambda *a: True)
    assert [picking.ray_head_t(o, d, (0, 0, 0), way, flare=flare) for o, d in rays] == now
    assert any(t is not None for t in now) and any(t is None for t in now)
