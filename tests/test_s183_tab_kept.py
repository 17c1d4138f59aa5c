"""Tab on a big 3D shape (s183): each press looked through every arrow's head afresh for
the ones that show (a second a press on a cube 64's 52 429 arrows), the same heads while
the view and the board stayed. Now KeyPick3D keeps them until the view, the board (a move,
a restart) or what flies changes; Tab lights the very heads it lit before."""

from __future__ import annotations

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.scenes import keypick3d
from quiver.scenes.keypick3d import KeyPick3D

SIZE = (640, 400)


def controller(mode: str, seed: int = 2, size: int = 4):
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    board = generate(PuzzleSpec(mode, "cube", (size,), None, "hard", seed))
    cls = BoardController if mode == "3d" else FlatBoardController
    ctl = cls(Session(board, hearts=None), SIZE)
    ctl.fit_between(40, 360)
    return ctl


@pytest.fixture
def looks(monkeypatch):
    """How many times the heads that show were looked for."""
    calls = []
    found = keypick3d.shown_heads

    def counted(ctl):
        calls.append(1)
        return found(ctl)

    monkeypatch.setattr(keypick3d, "shown_heads", counted)
    return calls


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_tab_after_tab_from_the_same_view_looks_once(mode, looks):
    keys = KeyPick3D(controller(mode))
    lit = [keys.step(1) for _ in range(4)]
    assert all(lit) and len({(h.arrow, h.end) for h in lit}) > 1
    assert len(looks) == 1


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_move_a_turn_and_a_restart_look_again(mode, looks):
    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    keys.step(1)
    gone = min(ctl.board.free_arrows())
    ctl.fire(gone)
    while ctl.animating:
        ctl.update(1 / 30)
    assert keys.step(1) is not None and len(looks) == 2
    assert gone not in {h.arrow for h in keys._heads()}
    ctl.camera.set_angles(140, -20, home=False)
    keys.step(1)
    assert len(looks) == 3
    ctl.session.restart()
    keys.step(1)
    assert len(looks) == 4
    assert keys._heads() == keypick3d.shown_heads(ctl)  # (the arrow back on the board counts)


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_tab_lights_the_heads_it_lit_when_it_looked_afresh_each_press(mode, monkeypatch):
    def tabs():
        ctl = controller(mode)
        keys = KeyPick3D(ctl)
        out = [keys.step(1) for _ in range(5)]
        ctl.fire(out[-1].arrow)
        out += [keys.step(-1) for _ in range(3)]
        ctl.camera.set_angles(200, 30, home=False)
        return out + [keys.step(1) for _ in range(3)]

    kept = tabs()
    monkeypatch.setattr(KeyPick3D, "_heads", lambda self: keypick3d.shown_heads(self.ctl))
    assert kept == tabs()
