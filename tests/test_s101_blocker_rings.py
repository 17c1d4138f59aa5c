"""A hit blocker hidden inside the shape reads through it (s101's stranger round): its
flash was a see-through ghost in a red close to the red and orange arrows' own, so on a
sphere the blocker behind them hardly showed (on one, nine tenths of the pixels it
changed moved by less than 40 of 255). It gets the hint's rings round its whole
silhouette now, with a red band between dark lines, over whatever hides it, while the
flash is strong."""

from __future__ import annotations

import numpy as np
import pytest

from quiver.game.code import from_seed
from quiver.generator import generate

pytestmark = pytest.mark.slow
W, H = 480, 360


def _render(mode, board, cam, ctx, **kw) -> np.ndarray:
    from quiver.render3d.headless import render_offscreen

    if mode == "3d":
        from quiver.render3d.renderer import BoardRenderer as cls
    else:
        from quiver.render3d.flat_renderer import FlatRenderer as cls
    return render_offscreen(cls, board, cam, W, H, ctx=ctx, **kw).astype(int)


def _hidden_blocker(mode, board, cam, ctx, plain) -> int:
    """An arrow that blocks another and that no pixel of the view shows (hovering it changes nothing)."""
    blockers = sorted({hit[1] for i in board.alive if (hit := board.first_blocker(i)) is not None})
    for j in blockers:
        if not (np.abs(_render(mode, board, cam, ctx, hover=j) - plain).max(2) > 12).any():
            return j
    raise AssertionError("no hidden blocker from the home view (the test's premise)")


@pytest.mark.parametrize("mode,shape", [("3d", "sphere"), ("flat", "stairs")])
def test_a_hidden_blocker_is_ringed_through_the_shape(mode, shape):
    from quiver.render3d.headless import standalone_context

    ctx = standalone_context()
    board = generate(from_seed(3, mode=mode, shape=shape))
    if mode == "3d":
        from quiver.render3d.camera import board_camera

        cam = board_camera(board, None, None)
    else:
        from quiver.render3d.flat_renderer import flat_camera

        cam = flat_camera(board, None, None)
    plain = _render(mode, board, cam, ctx)
    j = _hidden_blocker(mode, board, cam, ctx, plain)

    def newly_dark(amount: float) -> int:  # the rings' dark lines: nothing on the board is that dark
        lit = _render(mode, board, cam, ctx, flash=(j, amount))
        return int(((lit.max(2) < 45) & (plain.max(2) >= 45)).sum())

    assert newly_dark(1.0) > 100, "no ring round the hidden blocker"  # (dashed, half: behind, s378)
    assert newly_dark(0.35) == 0, "the rings stay on through the flash's blink"
