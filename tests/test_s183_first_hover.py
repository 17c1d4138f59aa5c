"""The first hover over a big 3D shape froze the frame (s183): picking's head cells (and
the voxels next to them) and the shape's box were built on the first pick, half a second
on a cube 64. Now the controller builds them when the puzzle opens (behind the loading
screen), with numpy, and a pick finds the very arrows it found before."""

from __future__ import annotations

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import headcells, picking
from quiver.render3d.controller import BoardController
from quiver.render3d.flat_controller import FlatBoardController, pick_flat

SIZE = (320, 240)


def controller(mode: str, shape: str, size: int, seed: int = 3):
    board = generate(PuzzleSpec(mode, shape, (size,), None, "hard", seed))
    cls = BoardController if mode == "3d" else FlatBoardController
    return cls(Session(board, hearts=None), SIZE)


def hover(ctl, pos) -> None:
    import pygame

    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))


class Counted:
    """Counts a space's `coord` calls: building the head cells looks up every head's."""

    def __init__(self, space) -> None:
        self.space, self.calls = space, 0
        self._coord = space.coord

    def coord(self, cid):
        self.calls += 1
        return self._coord(cid)


@pytest.mark.parametrize(("mode", "shape", "size"), [("3d", "cube", 5), ("flat", "cube", 4)])
def test_what_picking_keeps_is_built_when_the_board_opens_not_on_the_first_hover(mode, shape, size):
    ctl = controller(mode, shape, size)
    space = ctl.board.space
    assert space in picking._BOXES  # the shape's box: built with the controller
    counted = Counted(space)
    space.coord = counted.coord
    try:
        w, h = SIZE
        hover(ctl, (w // 2, h // 2))
        assert ctl.hover is not None  # (the pointer is on the shape: a pick was made)
        for x in range(0, w, 40):  # and a sweep over the window builds nothing either
            hover(ctl, (x, h // 2 + 7))
    finally:
        del space.coord
    assert counted.calls == 0


def _old_near(heads) -> set:
    """The voxels next to a head as picking kept them before s183: a set of tuples."""
    return {(x + dx, y + dy, z + dz) for x, y, z in heads for dx, dy, dz in headcells.NEAR}


@pytest.mark.parametrize(("shape", "size"), [("cube", 5), ("sphere", 8)])
def test_the_near_grid_is_the_old_set(shape, size):
    ctl = controller("3d", shape, size)
    box = picking.occupied_box(ctl.board.space)
    heads, near = headcells.head_cells(ctl.board, box)
    old = _old_near(heads)
    (x0, y0, z0), (sx, sy, sz) = box
    grid = {
        (x0 - 1 + x, y0 - 1 + y, z0 - 1 + z)
        for x in range(sx + 2)
        for y in range(sy + 2)
        for z in range(sz + 2)
        if near[(x * (sy + 2) + y) * (sz + 2) + z]
    }
    assert grid == old
    assert len(near) == (sx + 2) * (sy + 2) * (sz + 2)


def _naive_box(space):
    points = getattr(space, "voxels", None) or space.cells
    lo = tuple(min(p[a] for p in points) for a in range(3))
    hi = tuple(max(p[a] for p in points) for a in range(3))
    return lo, tuple(hi[a] - lo[a] + 1 for a in range(3))


def _screen_picks(ctl, pick, step: int = 12) -> list:
    """The pick at every `step`-th pixel from three views: (arrow, cell, voxel, face)."""
    out, w, h = [], *SIZE
    for yaw, pitch in ((35, 25), (130, -35), (250, 60)):
        ctl.camera.set_angles(yaw, pitch, home=False)
        for y in range(0, h, step):
            for x in range(0, w, step):
                o, d = ctl.camera.ray(x, y, w, h)
                p = pick(ctl.board, o, d)
                out.append(None if p is None else (p.arrow, p.cell, p.voxel, p.face))
    return out


@pytest.mark.parametrize(("shape", "size"), [("cube", 5), ("sphere", 8)])
def test_3d_picks_on_a_grid_of_screen_points_are_those_of_a_walk_that_tries_every_voxel(
    monkeypatch, shape, size
):
    """The near grid only skips voxels with no pyramid in reach: with every voxel tried
    (as if every voxel were near a head) each pixel picks the same arrow, cell and face."""
    ctl = controller("3d", shape, size)
    ctl.fire(min(ctl.board.free_arrows()))  # (a gap: more to look past)
    now = _screen_picks(ctl, picking.pick_arrow)
    assert sum(p is not None for p in now) > len(now) // 8  # the shape is on screen
    kept = headcells.head_cells

    def every_voxel_near(board, box):
        heads, near = kept(board, box)
        return heads, b"\x01" * len(near)

    monkeypatch.setattr(picking, "head_cells", every_voxel_near)
    assert _screen_picks(ctl, picking.pick_arrow) == now
    assert picking.occupied_box(ctl.board.space) == _naive_box(ctl.board.space)


def test_flat_picks_on_a_grid_of_screen_points_are_those_of_a_walk_over_the_declared_box():
    ctl = controller("flat", "cube", 4)
    space = ctl.board.space
    assert picking.occupied_box(space) == _naive_box(space)
    now = _screen_picks(ctl, pick_flat)
    assert sum(p is not None for p in now) > len(now) // 8

    def declared(board, o, d):
        hit = picking.voxel_walk(o, d, space.solid, space.size)
        if hit is None or hit.face is None:
            return None
        cid = space.id_of(hit.voxel + (hit.face,))
        return (
            None if board.owner[cid] < 0 else picking.Pick(board.owner[cid], cid, hit.voxel, hit.face, hit.t)
        )

    assert _screen_picks(ctl, declared) == now
