"""Tab lights heads a click takes that no fixed try landed on (s230). The last look
(keypick3d_near) tries the whole pixels round a try that landed next to a head, and a grid
over its faces: a sphere 12's heads found at a fraction of a pixel that the whole pixel
round it missed (16 and 18 px a click took), a torus's heads whose patches lay between
the fixed tries (261 and 319 px). A turning arrow's head pointing its collar's way is
seen past as any head is (keyspread3d.whole, headcull.collars). Lit heads stay lit at a
whole pixel a click there takes. No window: the controllers."""

from __future__ import annotations

import functools

import pytest

import quiver.scenes.keypick3d as kp
from quiver.engine.geometry import VEC3
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.controller import BoardController
from quiver.render3d.headcull import collars, may_show
from quiver.scenes.keyspread3d import whole

W, H, TOP, BOTTOM = 640, 480, 72, 416  # (the game's bars at 640x480)


@functools.cache
def _board(shape: str):
    return generate(PuzzleSpec("3d", shape, (12,) if shape == "sphere" else None, None, *_LEVEL[shape]))


_LEVEL = {"sphere": ("easy", 1), "torus": ("hard", 3)}


def _view(shape: str, yaw: float, pitch: float, zoom: float) -> BoardController:
    ctl = BoardController(Session(_board(shape)), (W, H))
    ctl.fit_between(TOP, BOTTOM)
    ctl.play_between(TOP, BOTTOM)
    ctl.camera.set_angles(yaw, pitch, home=False)
    ctl.camera.zoom = zoom
    return ctl


def _cell(ctl, lit) -> tuple[int, int]:
    return lit.arrow, dict(kp._ends(ctl.board, lit.arrow))[lit.end]


def _clicked(ctl, head: tuple[int, int], enough: int) -> int:
    """Pixels between the bars a click takes `head` at, round its pixel (its head cell's),
    nearest first, counted up to `enough` (the rest of the 90x90 square was 8,100 picks a
    view, most of them far from the head: 0.6 s of CPU a test)."""
    view = kp.CameraLooks(ctl)
    x0, y0, _z = view.pixel(tuple(v + 0.5 for v in ctl.board.space.coord(head[1])))
    square = [
        (x, y)
        for y in range(max(TOP, int(y0) - 45), min(BOTTOM, int(y0) + 45))
        for x in range(max(0, int(x0) - 45), min(W, int(x0) + 45))
    ]
    n = 0
    for x, y in sorted(square, key=lambda p: (p[0] - x0) ** 2 + (p[1] - y0) ** 2):
        p = ctl.pick((x, y))
        n += p is not None and (p.arrow, p.cell) == head
        if n >= enough:
            break
    return n


@pytest.mark.parametrize(
    ("shape", "yaw", "pitch", "zoom", "head"),
    [
        ("sphere", 130, -20, 1.0, (19, 72)),  # (found at a fraction of a pixel, lost at the whole one)
        ("sphere", 130, -20, 1.0, (21, 78)),
        ("torus", 80, 60, 0.5, (41, 207)),  # (every fixed try off its patch)
        ("torus", 80, 60, 0.5, (17, 77)),
    ],
)
def test_a_head_a_click_takes_off_every_fixed_try_is_lit(shape, yaw, pitch, zoom, head):
    ctl = _view(shape, yaw, pitch, zoom)
    assert _clicked(ctl, head, 10) >= 10
    lit = {_cell(ctl, h): h for h in kp.shown_heads(ctl)}
    assert head in lit
    x, y = lit[head].pos
    pick = ctl.pick((int(x), int(y)))
    assert x == round(x) and y == round(y) and (pick.arrow, pick.cell) == head


@pytest.mark.parametrize(
    ("shape", "yaw", "pitch", "zoom"), [("sphere", 130, -20, 1.0), ("torus", 80, 60, 0.5)]
)
def test_every_lit_head_is_lit_at_a_whole_pixel_a_click_there_takes(shape, yaw, pitch, zoom):
    ctl = _view(shape, yaw, pitch, zoom)
    heads = kp.shown_heads(ctl)
    assert heads
    for h in heads:
        pick = ctl.pick((int(h.pos[0]), int(h.pos[1])))
        assert h.pos == (round(h.pos[0]), round(h.pos[1]))
        assert pick is not None and (pick.arrow, pick.cell) == _cell(ctl, h)
    kept = {(i, e) for i, e, _f in may_show(ctl, kp.CameraLooks(ctl), kp.FACING)}
    assert {(h.arrow, h.end) for h in heads} <= kept  # (the cull still keeps every head lit)


def test_a_turning_head_pointing_its_collars_way_is_seen_past_as_any_head():
    """keyspread3d.whole's rule for a ray on past a head's pyramid's narrow end, clear of
    its collar (s227), holds for a rotating arrow's head while its pyramid points the way
    its collar's back is from; turned another way, it covers as before."""
    board = generate(PuzzleSpec("3d", "cube", 4, seed=5, specials="many", special_kinds=("rotating",)))
    space, owner = board.space, list(board.owner)
    i = next(i for i in sorted(board.turns) if board.direction(i) == board.arrows[i].dir)
    cell, d = board.arrows[i].head, board.arrows[i].dir
    code = collars(board)[cell]
    assert code == 1 + d  # (was 7: every turning head as a cube)
    v = space.coord(cell)
    way = next(u for u in VEC3 if not (u[0] * VEC3[d][0] + u[1] * VEC3[d][1] + u[2] * VEC3[d][2]))
    for u in ((0, 0, 0), way):  # (the ray on along `way` leaves by an open side)
        n = space.index.get(tuple(v[j] + u[j] for j in range(3)))
        if n is not None and u != (0, 0, 0):
            owner[n] = -1
    eye = type("Eye", (), {})()
    eye.x, eye.y, eye.z = (v[j] + 0.5 + 20 * way[j] for j in range(3))
    table = bytearray(collars(board))
    assert not whole(space.index, owner, bytes(table), v, eye, way)
    table[cell] = 7  # (a head whose pyramid turned another way: covers as a cube does)
    assert whole(space.index, owner, bytes(table), v, eye, way)
