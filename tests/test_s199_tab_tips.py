"""Tab offers the 3D heads a click picks whose cube's faces the cull took for covered or
turned away (s199). The cull and the exact test judged each face of a head's cube, and
took a face next to another head for covered: a head is drawn as a collar and a pyramid
that leave room round them, and a torus's head (640x480, yaw 40, pitch 20: arrow 43,
about 450 px a click took) showed through that room, never lit. And a pyramid's tip,
standing out of its cube where no cube is ahead, was tried only where a face of the
cube showed too: one seen past its cube's faces, all turned away, was clicked, never
lit. (The cull still drops no head the exact test finds: test_s188_batch_picks.)"""

from __future__ import annotations

import pytest
from test_s196_tab_covered_centres import STEP
from test_s196_tab_covered_centres import _clicked as clicked_samples

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.controller import BoardController
from quiver.scenes.keypick3d import FACING, CameraLooks, may_show, shown_heads

SIZE = (640, 480)


def _view(shape: str, size: int, yaw: float, pitch: float) -> BoardController:
    board = generate(PuzzleSpec("3d", shape, (size,), None, "hard", 0))
    ctl = BoardController(Session(board, hearts=None), SIZE)
    ctl.fit_between(60, 420)
    ctl.camera.set_angles(yaw, pitch)
    return ctl


def _clicked(ctl) -> dict[int, int]:
    """Each arrow whose head cell a click finds between the bars: px of it."""
    return {i: n * STEP * STEP for i, n in clicked_samples(ctl).items()}


def test_a_head_seen_past_the_head_beside_it_is_lit():
    ctl = _view("torus", 11, 40, 20)
    face = CameraLooks(ctl).cube() ** 2
    clicked = _clicked(ctl)
    assert clicked.get(43, 0) > face / 3, (clicked.get(43), face)  # the report's head
    lit = {h.arrow for h in shown_heads(ctl)}
    big = {i for i, px in clicked.items() if px > face / 3}
    assert 43 in lit and big <= lit, sorted(big - lit)


def test_a_pyramids_tip_seen_past_its_cube_is_lit(monkeypatch):
    """A sphere seen from the front: arrow 47's cube shows no face (all next to a cube or
    turned away), its tip shows past it, over about a tenth of a face. (s224: its top,
    turned away, shows a strip over EDGE_PX 3 and counts too; the tip alone: at 8.)"""
    import quiver.render3d.headcull as headcull
    import quiver.scenes.keyspread3d as keyspread3d

    for module in (headcull, keyspread3d):
        monkeypatch.setattr(module, "EDGE_PX", 8.0)
    ctl = _view("sphere", 9, 0, 20)
    view = CameraLooks(ctl)
    faces = {i: f for i, _e, f in may_show(ctl, view, FACING)}
    assert faces.get(47) == 0  # kept for its tip alone
    assert _clicked(ctl).get(47, 0) > view.cube() ** 2 / 12
    assert 47 in {h.arrow for h in shown_heads(ctl)}


@pytest.mark.parametrize(("shape", "size", "yaw", "pitch"), [("torus", 11, 300, 45), ("sphere", 9, 200, 20)])
def test_every_head_a_click_takes_over_a_third_of_a_face_is_lit(shape, size, yaw, pitch):
    ctl = _view(shape, size, yaw, pitch)
    face = CameraLooks(ctl).cube() ** 2
    lit = {h.arrow for h in shown_heads(ctl)}
    big = {i for i, px in _clicked(ctl).items() if px > face / 3}
    assert big and big <= lit, sorted(big - lit)
