"""The first Tab's picks all at once (s188): `pickbatch.pick_cells` steps every ray
through the voxel grid together with numpy, where `picking.pick_arrow` walked them one
by one in Python (0.15 s of a cube 64's first Tab). Each ray must find exactly what
`pick_arrow` finds, and Tab the very heads, in the very order, the one-by-one way shows."""

from __future__ import annotations

import functools
import pickle

import pytest
from test_s187_first_tab import fixed_looks  # noqa: F401  (a fixture)

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import headcull, pickbatch, picking
from quiver.scenes import keypick3d

SIZE = (640, 400)
VIEWS = [(None, 1.0), (0.4, 1.3), (2.3, 1.6), (-1.2, 0.7), (3.6, 2.2)]  # (yaw or default, zoom)


def controller(mode: str, shape: str, size: int, **extra):
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    board = pickle.loads(_built(mode, shape, size, tuple(extra.items())))
    cls = BoardController if mode == "3d" else FlatBoardController
    ctl = cls(Session(board, hearts=None), SIZE)
    ctl.fit_between(40, 360)
    return ctl


@functools.cache
def _built(mode: str, shape: str, size: int, extra: tuple) -> bytes:
    """A board built once a module: each test plays an unpickled copy of it."""
    return pickle.dumps(generate(PuzzleSpec(mode, shape, (size,), None, "hard", 3, **dict(extra))))


def one_by_one(ctl, monkeypatch):
    """shown_heads as before s188: every head's every face, each ray picked on its own
    by the controller (`pick_arrow`), no cull."""
    with monkeypatch.context() as m:
        m.setattr(keypick3d, "may_show", lambda ctl, view, facing: None)
        m.setattr(keypick3d, "first_hits", lambda *a: None)
        return keypick3d.shown_heads(ctl)


def _screen_rays(ctl, step: int = 5):
    w, h = SIZE
    view, proj = ctl.camera.matrices(w, h)
    return [
        keypick3d.pointer_ray(view, proj, x, y, w, h) for y in range(0, h, step) for x in range(0, w, step)
    ]


def _fly(ctl, arrow: int) -> None:
    ctl.fire(arrow)
    while ctl.animating:
        ctl.update(1 / 30)


SHAPES = [("3d", "sphere", 9), ("3d", "cube", 6), ("3d", "torus", 8), ("3d", "pyramid", 7)]
SHAPES += [("flat", "cube", 5), ("flat", "stairs", 5)]


@pytest.mark.usefixtures("fixed_looks")  # (the batch's promise: the fixed looks' picks)
@pytest.mark.parametrize(("mode", "shape", "size"), SHAPES)
def test_tab_shows_the_heads_picking_one_by_one_shows_from_several_views(mode, shape, size, monkeypatch):
    ctl = controller(mode, shape, size)
    for k, (yaw, zoom) in enumerate(VIEWS):
        if yaw is not None:
            ctl.camera.set_angles(yaw, 0.5 - 0.3 * k)
        ctl.camera.zoom_by(zoom)
        now = keypick3d.shown_heads(ctl)
        assert now == one_by_one(ctl, monkeypatch)
        assert now or k > 0  # (the default view shows some)
    _fly(ctl, min(ctl.board.free_arrows()))  # a gap: heads behind it may show now
    assert keypick3d.shown_heads(ctl) == one_by_one(ctl, monkeypatch)


@pytest.mark.parametrize(
    ("shape", "size"),  # (the torus's hole and the pyramid's slopes in the fast tier; all four in the slow)
    [pytest.param("sphere", 9, marks=pytest.mark.slow), pytest.param("cube", 6, marks=pytest.mark.slow)]
    + [("torus", 8), ("pyramid", 7)],
)
def test_each_ray_finds_what_pick_arrow_finds(shape, size):
    ctl = controller("3d", shape, size)
    board = ctl.board
    _fly(ctl, min(board.free_arrows()))
    skip = {min(board.alive), max(board.alive)}  # (arrows looked through, as when they fly)
    for k, (yaw, pitch) in enumerate(((35, 25), (130, -35), (250, 60), (-80, 5))):
        ctl.camera.set_angles(yaw, pitch, home=False)
        rays = _screen_rays(ctl, 8)
        looked = skip if k % 2 else ()
        old = [picking.pick_arrow(board, o, d, looked) for o, d in rays]
        new = pickbatch.pick_cells(board, [o for o, _d in rays], [d for _o, d in rays], looked)
        assert new == [None if p is None else (p.arrow, p.cell) for p in old]
        assert sum(p is not None for p in old) > len(old) // 20  # the shape is on screen


@pytest.mark.parametrize("kinds", [("two-headed",), ("rotating",)])
def test_two_headed_and_rotating_arrows_pick_and_show_the_same(kinds, monkeypatch):
    ctl = controller("3d", "cube", 6, specials="many", special_kinds=kinds)
    board = ctl.board
    assert board.turns if kinds == ("rotating",) else [a for a in board.arrows if a.dir2 is not None]
    for _ in range(2):  # (a move turns every rotating arrow's head)
        for yaw, pitch in ((35, 25), (200, -40)):
            ctl.camera.set_angles(yaw, pitch, home=False)
            rays = _screen_rays(ctl, 7)
            old = [picking.pick_arrow(board, o, d) for o, d in rays]
            assert pickbatch.pick_cells(board, *zip(*rays, strict=True)) == [
                None if p is None else (p.arrow, p.cell) for p in old
            ]
            assert keypick3d.shown_heads(ctl) == one_by_one(ctl, monkeypatch)
        _fly(ctl, min(board.free_arrows()))


def test_an_arrow_in_flight_is_looked_through_as_one_by_one(monkeypatch):
    ctl = controller("3d", "sphere", 9)
    shown = keypick3d.shown_heads(ctl)
    ctl.fire(shown[0].arrow)
    ctl.update(1 / 60)
    assert ctl.animator.busy()
    assert keypick3d.shown_heads(ctl) == one_by_one(ctl, monkeypatch)


def test_the_faces_the_cull_passes_over_are_never_the_ones_a_head_shows_by(monkeypatch):
    """may_show's face bits: each head shows through the same pixel with them as
    through every face tried."""
    ctl = controller("3d", "cube", 7)
    ctl.camera.set_angles(0.9, 0.4)
    view = keypick3d.CameraLooks(ctl)
    faces = headcull.may_show(ctl, view, keypick3d.FACING)
    assert faces and any(f != 63 and f for _i, _e, f in faces)
    with monkeypatch.context() as m:
        m.setattr(keypick3d, "may_show", lambda *a: [(i, e, 63) for i, e, _f in faces])
        every = keypick3d.shown_heads(ctl)
    assert keypick3d.shown_heads(ctl) == every


def test_a_board_without_a_cell_grid_picks_one_by_one(monkeypatch):
    ctl = controller("3d", "cube", 5)
    from quiver.render3d import headcells

    table = headcells.head_table(ctl.board)
    monkeypatch.setattr(table, "grid", None)
    rays = _screen_rays(ctl, 20)
    assert pickbatch.pick_cells(ctl.board, *zip(*rays, strict=True)) is None
    with monkeypatch.context() as m:
        m.setattr(keypick3d, "first_hits", lambda *a: None)
        one = keypick3d.shown_heads(ctl)
    assert one and keypick3d.shown_heads(ctl) == one


@pytest.mark.parametrize(("shape", "size"), [("cube", 5), ("stairs", 5), ("tower", 6)])
def test_each_flat_ray_finds_what_pick_flat_finds(shape, size):
    from quiver.render3d.flat_controller import pick_flat

    ctl = controller("flat", shape, size)
    board = ctl.board
    _fly(ctl, min(board.free_arrows()))
    skip = {min(board.alive)}
    for k, (yaw, pitch) in enumerate(((35, 25), (130, -35), (250, 60))):
        ctl.camera.set_angles(yaw, pitch, home=False)
        rays = _screen_rays(ctl, 8)
        looked = skip if k % 2 else ()
        old = [pick_flat(board, o, d, looked) for o, d in rays]
        new = pickbatch.pick_faces(board, [o for o, _d in rays], [d for _o, d in rays], looked)
        assert new == [None if p is None else (p.arrow, p.cell) for p in old]
        assert sum(p is not None for p in old) > len(old) // 20
    (x0, y0, z0), _size = picking.occupied_box(board.space)
    inside = [
        ((x0 + 0.5, y0 + 0.5, z0 + 0.5), (0.6, 0.64, 0.48)),
        ((x0 - 3.5, y0 + 0.5, z0 + 0.5), (1.0, 0.0, 0.0)),
    ]
    assert pickbatch.pick_faces(board, *zip(*inside, strict=True)) == [
        None if (p := pick_flat(board, o, d)) is None else (p.arrow, p.cell) for o, d in inside
    ]
