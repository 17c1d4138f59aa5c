"""Tab lights a head seen past two other heads (s247): from above a torus a ray went down
beside one head's pyramid, on beside a second's, and reached a third head's collar, 6 px
a click took; the Tab cull (headcull._open) and its exact test (keyspread3d.whole) took
the second head for a cube, against a side that another head's cell left open. No
window: the controller, every pixel of its view picked as a click picks."""

from __future__ import annotations

from test_s235_tab_rays import _view

import quiver.scenes.keypick3d as kp
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.controller import BoardController
from quiver.scenes.keyspread3d import _batch


def _torus_view() -> BoardController:
    board = generate(PuzzleSpec("3d", "torus", (12,), None, "easy", 2))
    return _view((640, 480), 220, 60, 1.6, board)


def test_every_head_a_click_takes_on_a_torus_from_above_is_lit_by_tab():
    ctl = _torus_view()
    view = kp.CameraLooks(ctl)
    pixels = [(x + 0.5, y + 0.5) for y in range(int(view.top), int(view.bottom)) for x in range(view.w)]
    heads = {(i, cell) for i in ctl.board.alive for _e, cell in kp._ends(ctl.board, i)}
    clicked = {p for p in _batch(view, pixels) if p in heads}
    lit = {(h.arrow, dict(kp._ends(ctl.board, h.arrow))[h.end]) for h in kp.shown_heads(ctl)}
    assert clicked and clicked <= lit
