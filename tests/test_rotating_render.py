"""Drawing rotating arrows without a window: the 2D renderer's heads, colours and turn
badge follow the phase; the 3D and Flat-3D meshes point each head the phase's way and
pose it part way through a quarter turn (HeadTurns, rotate)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from quiver.engine.geometry import VEC3
from quiver.engine.turning import phase_dirs, quarter_turn
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.turns import TURN_TIME, HeadTurns, rotate

pygame = pytest.importorskip("pygame")


def board(mode: str, seed: int = 5):
    shape, size = {"2d": ("heart", None), "3d": ("cube", 4), "flat": ("cube", None)}[mode]
    return generate(
        PuzzleSpec(mode, shape, size=size, seed=seed, specials="many", special_kinds=("rotating",))
    )


def one_move(b):
    """Fire a free arrow, not a rotating one if it can (the phase advances by one)."""
    free = b.free_arrows()
    i = next((i for i in free if i not in b.turns), free[0])
    assert b.fire(i).left
    return i


def test_rotate_is_the_engines_quarter_turn():
    for d in range(6):
        for ax in range(6):
            if ax >> 1 != d >> 1:
                v = rotate(np.array(VEC3[d], np.float32), ax, math.pi / 2)
                assert np.allclose(v, VEC3[quarter_turn(d, ax)], atol=1e-6)


def test_head_turns_ease_from_the_previous_direction_and_end():
    b = board("3d")
    one_move(b)
    turns = HeadTurns(speed=1.0)
    turns.start(b)
    alive = {i for i in b.turns if i in b.alive}
    assert set(turns.poses()) == alive
    for i, (before, axis, angle) in turns.poses().items():
        assert before == phase_dirs(b.arrows[i].dir, axis)[0] and angle == 0.0
    turns.update(TURN_TIME / 2)
    assert all(0 < a < math.pi / 2 for _, _, a in turns.poses().values())
    turns.update(TURN_TIME)
    assert not turns.active and turns.poses() == {}
    instant = HeadTurns(instant=True)  # reduced motion: no turn to play
    instant.start(b)
    assert not instant.active


def test_2d_renderer_turns_heads_and_colours_with_the_phase(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.render2d.anim import TurnAnim
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.view import BoardView

    b = board("2d")
    view = BoardView(*b.space.size, (0, 0, 600, 600))
    r = BoardRenderer(b, view)
    one = b.copy()
    one_move(one)
    j = min(i for i in b.turns if i in one.alive)
    plain = r.tiles.arrow(r.colours[j], r.masks[j][0], None)
    assert r.tile(j, 0, "normal").get_at((view.cell // 2, view.cell // 2)) != plain.get_at(
        (view.cell // 2, view.cell // 2)
    )  # the turn badge
    one_move(b)
    old = r.turn(j)
    assert old == b.arrows[j].dir and r.dirs[j] == b.direction(j) != old
    assert r.colours[j] == r.palette[b.direction(j)]
    anim = TurnAnim(j, 0.0, math.pi / 2)
    anim.update(1.0)
    assert anim.done and anim.angle() == pytest.approx(math.pi / 2)
    surf = pygame.Surface((600, 600), pygame.SRCALPHA)
    assert r.draw_turning(surf, j, math.pi / 4).w > 0
    b.reset()
    r.refresh_all() if r.background is not None else [r.turn(i) for i in b.turns]
    assert r.dirs[j] == b.arrows[j].dir


def test_3d_mesh_points_a_rotating_head_the_phases_way():
    from quiver.render3d.mesh import BoardMesh

    b = board("3d")
    mesh = BoardMesh(b)
    one_move(b)
    mesh.set_turns(b)
    _, heads = mesh.build(b.owner)
    for i in b.turns:
        rows = np.nonzero(heads["arrow"] == i)[0]
        if len(rows):
            axis = heads["axis"][rows[0]]
            assert np.allclose(axis / np.linalg.norm(axis), VEC3[b.direction(i)])


def test_flat_mesh_pose_at_a_quarter_turn_is_the_next_phase():
    from quiver.render3d.flat_arrows import FlatMesh
    from quiver.render3d.flat_mesh import FLAG_HEAD

    b = board("flat")
    mesh = FlatMesh(b)
    i, axis = next(iter(sorted(b.turns.items())))
    before = b.arrows[i].dir
    posed = mesh.build({i}, 0, {i: (before, axis, math.pi / 2)})
    nxt = mesh.build({i}, 1)
    head_p = posed[(posed["flags"] & FLAG_HEAD) != 0][0]
    head_n = nxt[(nxt["flags"] & FLAG_HEAD) != 0][0]
    t_p = (head_p["c1"] - head_p["c0"]) / np.linalg.norm(head_p["c1"] - head_p["c0"])
    t_n = (head_n["c1"] - head_n["c0"]) / np.linalg.norm(head_n["c1"] - head_n["c0"])
    assert np.allclose(t_p, t_n, atol=1e-5) and np.allclose(t_n, VEC3[mesh.phase_dirs[i][1]], atol=1e-5)
    assert len(mesh.build(set(range(len(b.arrows))), 2)) == len(mesh.build(set(range(len(b.arrows))), 0))
