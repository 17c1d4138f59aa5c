"""The pick memo's check of its view made cheap (s305): `view_with_matrices` (the camera's
matrices at the window size, computed on every pick: 8 of 20 CPU seconds of a Flat lesson's test)
is found again only where what it is computed from (`reads_of`: the camera's `state`, the
size, the rows played, the arrows left and flying, the board) changed. Each change still
picks afresh; a still view computes it once."""

from __future__ import annotations

import copy
import functools
import math

import numpy as np
import pytest

from quiver.game.session import Session
from quiver.render3d.camera import glm
from quiver.scenes import pick_memo

SIZE = (640, 400)


@functools.cache
def _board(mode: str):
    if mode == "flat":
        from puzzle_codes import spec

        from quiver.game.code import generate_board

        return generate_board(spec("flat-cube-4x4x4-30-hard-3", "mt"))
    from quiver.generator import PuzzleSpec, generate

    return generate(PuzzleSpec("3d", "cube", (3,), None, "easy", 1))


def _ctl(mode: str):
    """A controller of a fresh position of `mode`'s board (made once)."""
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    kind = FlatBoardController if mode == "flat" else BoardController
    return kind(Session(_board(mode).copy(), hearts=None), SIZE)


class _Counted:
    """The controllers' picks counted (the memo's misses)."""

    def __init__(self, monkeypatch) -> None:
        from quiver.render3d.controller import BoardController

        self.made, pick = 0, BoardController.pick

        def counted(ctl, pos, shown: bool = False):
            self.made += 1
            return pick(ctl, pos, shown)

        monkeypatch.setattr(BoardController, "pick", counted)


def _hits(ctl) -> list[tuple[int, int]]:
    """Pixels over an arrow, nearest the middle first."""
    w, h = ctl.size
    grid = [(x, y) for y in range(h // 4, 3 * h // 4, 10) for x in range(w // 4, 3 * w // 4, 10)]
    got = [p for p in grid if ctl.pick(p)]
    return sorted(got, key=lambda p: math.dist(p, (w / 2, h / 2)))


def _turn(ctl) -> None:
    ctl.camera.rot = glm.angleAxis(0.4, glm.vec3(0, 1, 0)) * ctl.camera.rot


def _pan(ctl) -> None:
    ctl.camera.pan = ctl.camera.pan + ctl.camera.right * 0.5


def _gone(ctl, p) -> None:
    """Another arrow than the one at `p` leaves (a rotating arrow's phase turns with it)."""
    here = pick_memo.PickMemo().arrow_at(ctl, p)
    ctl.board.remove(next(a for a in sorted(ctl.board.alive) if a != here))


def _swapped(ctl, p) -> None:
    """The move made undone (the board back to its start) and another made: as many
    arrows left as before, not the same ones."""
    gone = next(a for a in sorted(ctl.board.alive) if a != pick_memo.PickMemo().arrow_at(ctl, p))
    ctl.board.reset()
    ctl.board.remove(gone)


def _new_camera(ctl) -> None:
    """Another camera, looking from elsewhere (its own rot, pan, ... objects)."""
    ctl.camera = copy.deepcopy(ctl.camera)
    _turn(ctl)


def _flying(ctl, p) -> None:
    arrow = pick_memo.PickMemo().arrow_at(ctl, p)
    ctl.animator.busy = lambda: {arrow}  # (its flight begun: looked through)


CHANGES = {
    "turn": lambda ctl, p: _turn(ctl),
    "zoom": lambda ctl, p: setattr(ctl.camera, "zoom", ctl.camera.zoom * 0.7),
    "pan": lambda ctl, p: _pan(ctl),
    "resize": lambda ctl, p: ctl.resize((ctl.size[0] + 100, ctl.size[1])),
    "band": lambda ctl, p: ctl.fit_between(60, ctl.size[1] - 30),
    "rows played": lambda ctl, p: setattr(ctl, "played", (0, p[1])),
    "arrow gone": _gone,
    "move undone, another made": _swapped,
    "arrow flying": _flying,
    "new board": lambda ctl, p: setattr(ctl, "board", ctl.board.copy()),
    "new camera": lambda ctl, p: _new_camera(ctl),
    "new puzzle": lambda ctl, p: setattr(ctl.board, "puzzle", copy.deepcopy(ctl.board.puzzle)),
    "new controller": lambda ctl, p: type(ctl)(ctl.session, ctl.size, camera=ctl.camera),
}


@pytest.mark.parametrize("mode", ["3d", "flat"])
@pytest.mark.parametrize("why", list(CHANGES))
def test_each_change_of_the_view_picks_afresh(mode, why, monkeypatch):
    """(A change returning a controller: the memo asked of that one.)"""
    ctl = _ctl(mode)
    memo = pick_memo.PickMemo()
    if why == "move undone, another made":
        _gone(ctl, _hits(ctl)[0])  # (the move to undo)
    hits = _hits(ctl)[:3]
    p = hits[0]
    counted = _Counted(monkeypatch)
    for q in hits:
        memo.arrow_at(ctl, q)
    before = counted.made
    assert memo.arrow_at(ctl, p) is not None and counted.made == before  # (kept while nothing changes)
    ctl = CHANGES[why](ctl, p) or ctl
    before = counted.made
    got = memo.arrow_at(ctl, p)
    assert counted.made == before + 1, f"{mode}: a {why} kept the pick from before it"
    fresh = ctl.pick(p)
    assert got == (None if fresh is None else fresh.arrow), f"{mode}: {why}"


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_still_view_is_found_once(mode, monkeypatch):
    ctl = _ctl(mode)
    found = []
    view_with_matrices = pick_memo.view_with_matrices
    monkeypatch.setattr(pick_memo, "view_with_matrices", lambda c: found.append(1) or view_with_matrices(c))
    memo = pick_memo.PickMemo()
    for p in _hits(ctl)[:20] * 3:
        memo.arrow_at(ctl, p)
        memo.many(ctl, [p], lambda new: [None] * len(new))
    assert len(found) == 1  # (before s305: at every pick, 120 here)
    _turn(ctl)
    memo.arrow_at(ctl, (0, 0))
    assert len(found) == 2


def _nudged(value):
    """`value` changed a little (None where it is not a kind a camera's state holds)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, float | int):
        return value * 1.1 + 0.05
    if isinstance(value, glm.quat):
        return glm.angleAxis(0.3, glm.normalize(glm.vec3(1, 2, 3))) * value
    if isinstance(value, glm.vec3):
        return value + glm.vec3(0.3, -0.2, 0.1)
    if isinstance(value, np.ndarray):
        return value * 1.1
    if isinstance(value, tuple) and all(isinstance(v, float) for v in value):
        return tuple(v + 0.05 * (k + 1) for k, v in enumerate(value))
    return None


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_whatever_moves_the_cameras_matrices_changes_its_state(mode):
    """Each value the camera holds (and its class's limits), changed: where its matrices
    change, its state does (a value added later and left out of `state` fails here)."""
    cam = _ctl(mode).camera
    caches = {"_outline_fits", "_extremes"}  # (found from the outline by the camera alone)
    names = [n for n in vars(cam) if n not in caches] + ["MAX_PITCH", "MAX_ZOOM"]
    moved = []
    for name in names:
        kept = getattr(cam, name)
        new = _nudged(kept)
        if new is None:
            continue
        state, matrices = cam.state(), [m.to_bytes() for m in cam.matrices(*SIZE)]
        setattr(cam, name, new)
        cam._outline_fits.clear()  # (distances kept by size: found afresh for the new value)
        cam._extremes = None
        if [m.to_bytes() for m in cam.matrices(*SIZE)] != matrices:
            moved.append(name)
            assert cam.state() != state, f"{mode}: the camera's {name} moves its matrices, not its state"
        setattr(cam, name, kept)
        cam._outline_fits.clear()
        cam._extremes = None
    assert {"rot", "zoom", "pan", "target", "band", "side", "nudge"} <= set(moved)
