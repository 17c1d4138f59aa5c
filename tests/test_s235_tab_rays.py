"""The first Tab's rays all at once (s235): `framing.pointer_rays` gives each pixel the
very ray `pointer_ray` gives it (float32, glm's sums in glm's order), so keyboard
picking lights what it lit when it unprojected 4 000 pixels one by one; and the batched
walk's pyramids, read from a table of vertices by way and flare, meet each ray where
`picking.ray_head_t` does. No window: the controllers."""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest

import quiver.scenes.keypick3d as kp
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import pickbatch, picking
from quiver.render3d.controller import BoardController
from quiver.render3d.framing import pointer_ray, pointer_rays
from quiver.render3d.mesh import HEAD_FLARE, HEAD_FLUSH
from quiver.scenes import keypick3d_near, keyspread3d


@functools.cache
def _board():
    return generate(PuzzleSpec("3d", "sphere", (12,), None, "easy", 1))


def _view(size, yaw: float, pitch: float, zoom: float, board=None) -> BoardController:
    ctl = BoardController(Session(board or _board()), size)
    top, bottom = round(72 * size[1] / 480), size[1] - round(64 * size[1] / 480)
    ctl.fit_between(top, bottom)
    ctl.play_between(top, bottom)
    ctl.camera.set_angles(yaw, pitch, home=False)
    ctl.camera.zoom = zoom
    return ctl


@pytest.mark.parametrize(
    ("size", "yaw", "pitch", "zoom"),
    [((640, 480), 40, 20, 1.0), ((1920, 1080), 130, -35, 0.5), ((480, 360), 220, 60, 1.6)],
)
def test_each_pixel_gets_pointer_rays_very_ray(size, yaw, pitch, zoom):
    ctl = _view(size, yaw, pitch, zoom)
    w, h = size
    view, proj = ctl.camera.matrices(w, h)
    xs = [float(x) for _y in range(0, h, 11) for x in range(0, w, 7)]
    ys = [float(y) for y in range(0, h, 11) for _x in range(0, w, 7)]
    origins, directions = pointer_rays(view, proj, xs, ys, w, h)
    one = [pointer_ray(view, proj, x, y, w, h) for x, y in zip(xs, ys, strict=True)]
    assert origins.tolist() == [list(o) for o, _d in one]
    assert directions.tolist() == [list(d) for _o, d in one]


def test_the_first_tab_unprojects_no_pixel_on_its_own(monkeypatch):
    ctl = _view((640, 480), 40, 20, 1.0)
    calls = []

    def counted(*args):
        calls.append(args[2:4])
        return pointer_ray(*args)

    for module in (kp, keyspread3d, keypick3d_near):
        monkeypatch.setattr(module, "pointer_ray", counted, raising=False)
    heads = kp.shown_heads(ctl)
    assert heads and not calls
    with monkeypatch.context() as m:  # (a test's picks, one by one: each pixel's own ray)
        m.setattr(kp, "first_hits", lambda *a: None)
        m.setattr(keyspread3d, "_batch", lambda *a: None)
        assert kp.shown_heads(ctl) == heads
    assert calls


def test_each_pyramid_is_met_where_ray_head_t_meets_it():
    spots = [-0.6, -0.1, 0.3, 0.5, 0.8, 1.25, 1.6]  # (round the head cube and past its tip)
    aims = [p for p in itertools.product(spots, repeat=3)]
    starts = [(6.3, 4.1, -5.2), (-4.7, 7.9, 3.3), (2.2, -6.6, 5.1)]
    o = np.array([s for s in starts for _a in aims], dtype=np.float64)
    d = np.array([np.subtract(a, s) for s in starts for a in aims], dtype=np.float64)
    d /= np.linalg.norm(d, axis=1)[:, None]
    for way, flare in itertools.product(range(6), (HEAD_FLUSH, HEAD_FLARE)):
        voxel = np.zeros((len(o), 3), dtype=np.int64)
        got = pickbatch._pyramid_t(o, d, voxel, np.full(len(o), way), np.full(len(o), flare))
        pairs = zip(o.tolist(), d.tolist(), strict=True)
        want = [picking.ray_head_t(a, b, (0, 0, 0), way, flare=flare) for a, b in pairs]
        assert got.tolist() == [np.inf if t is None else t for t in want]
        assert np.isfinite(got).sum() > len(o) // 10  # (rays that meet it: the test reaches the triangles)


def test_rays_in_any_memory_order_pick_alike():
    ctl = _view((640, 480), 40, 20, 1.0)
    view, proj = ctl.camera.matrices(640, 480)
    xs = [float(x) for _y in range(80, 400, 9) for x in range(0, 640, 9)]
    ys = [float(y) for y in range(80, 400, 9) for _x in range(0, 640, 9)]
    o, d = pointer_rays(view, proj, xs, ys, 640, 480)
    board = ctl.board
    lists = pickbatch.pick_cells(board, [tuple(r) for r in o], [tuple(r) for r in d])
    assert pickbatch.pick_cells(board, o, d) == lists
    assert pickbatch.pick_cells(board, np.asfortranarray(o), np.asfortranarray(d)) == lists  # (a view's copy)
    assert sum(p is not None for p in lists) > len(xs) // 4
