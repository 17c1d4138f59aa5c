"""The hinted 3D and Flat-3D arrow keeps its direction colour (stranger, s19: it was
washed white where it showed, so its direction was lost and the gold outline hard to
see on white); the hint reads by a pulsing outline with a dark line inside it, and only
the parts something hides show through, in the arrow's own colour."""

from __future__ import annotations

import colorsys

import numpy as np
import pytest

from quiver.game.settings import Settings
from quiver.generator import PuzzleSpec, generate


def _saturation(pixels: np.ndarray) -> np.ndarray:
    px = pixels.reshape(-1, 3).astype(np.float32)
    mx, mn = px.max(1), px.min(1)
    return (mx - mn) / np.maximum(mx, 1.0)


def _render(mode, board, hint, settings, ctx, hover=None):
    from quiver.render3d.headless import render_offscreen

    if mode == "3d":
        from quiver.render3d.camera import board_camera
        from quiver.render3d.renderer import BoardRenderer as cls

        cam = board_camera(board, None, None)
    else:
        from quiver.render3d.flat_renderer import FlatRenderer as cls
        from quiver.render3d.flat_renderer import flat_camera

        cam = flat_camera(board, None, None)
    return render_offscreen(
        cls, board, cam, 480, 360, ctx=ctx, settings=settings, hint=hint, hint_amt=1.0, hover=hover
    )


def _kept(mode, board, settings, ctx) -> list[float]:
    """For up to four free arrows in view: the median share of their faces' saturation
    that the hint keeps (its hue checked unchanged)."""
    plain = _render(mode, board, None, settings, ctx)
    kept = []
    for i in board.free_arrows()[:4]:
        hinted = _render(mode, board, i, settings, ctx)
        hovered = _render(mode, board, None, settings, ctx, hover=i)  # (no see-through pass)
        shown = np.any(np.abs(plain.astype(int) - hovered.astype(int)) > 12, axis=2)
        body = shown & (_saturation(plain).reshape(shown.shape) > 0.35)  # its coloured faces in view
        if body.sum() < 200:
            continue  # (hardly in view)
        kept.append(float(np.median(_saturation(hinted[body]) / np.maximum(_saturation(plain[body]), 1e-3))))
        hue = np.array([colorsys.rgb_to_hsv(*(p / 255))[0] for p in plain[body][::7]])
        again = np.array([colorsys.rgb_to_hsv(*(p / 255))[0] for p in hinted[body][::7]])
        turned = np.minimum(np.abs(hue - again), 1 - np.abs(hue - again))
        assert np.median(turned) < 0.05, "the hint changed the arrow's colour"
    return kept


@pytest.mark.slow
@pytest.mark.parametrize("colorblind", [False, True], ids=["palette", "colour-blind"])
@pytest.mark.parametrize("mode,shape,size", [("3d", "cube", 3), ("flat", "cube", 4)])
def test_the_hinted_arrow_keeps_its_colour(mode, shape, size, colorblind):
    from quiver.render3d.headless import standalone_context

    ctx = standalone_context()
    settings = Settings(colorblind=colorblind)
    kept = []
    # 3D: six boards (a bent arrow hides parts of itself, and its see-through pass washed
    # its own faces in view toward white on about half the cube 3 boards: 0.43-0.56 kept)
    for seed in range(6) if mode == "3d" else (1,):
        board = generate(PuzzleSpec(mode, shape, size, None, "easy", seed))
        kept += _kept(mode, board, settings, ctx)
    assert kept, "no hinted arrow in view"
    assert min(kept) > 0.6, f"the hinted arrow is washed out: saturation kept {kept}"
