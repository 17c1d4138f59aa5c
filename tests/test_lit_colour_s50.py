"""A hovered (or Tab-lit) 3D / Flat-3D arrow keeps its direction colour (stranger, s49:
its head was washed almost white, so the colour that tells its direction was lost): it
reads as lit by a brighter version of its own hue and a light outline."""

from __future__ import annotations

import colorsys

import numpy as np
import pytest

from quiver.game.settings import Settings
from quiver.generator import PuzzleSpec, generate


def _render(mode, board, hover, ctx):
    from quiver.render3d.headless import render_offscreen

    if mode == "3d":
        from quiver.render3d.camera import board_camera
        from quiver.render3d.renderer import BoardRenderer as cls

        cam = board_camera(board, None, None)
    else:
        from quiver.render3d.flat_renderer import FlatRenderer as cls
        from quiver.render3d.flat_renderer import flat_camera

        cam = flat_camera(board, None, None)
    return render_offscreen(cls, board, cam, 480, 360, ctx=ctx, settings=Settings(), hover=hover)


def _hsv(pixels: np.ndarray) -> np.ndarray:
    return np.array([colorsys.rgb_to_hsv(*(p / 255)) for p in pixels.reshape(-1, 3)]).reshape(-1, 3)


@pytest.mark.slow
@pytest.mark.parametrize("mode,size", [("3d", 3), ("flat", 4)])
def test_the_lit_arrow_keeps_its_hue(mode, size):
    from quiver.render3d.headless import standalone_context

    ctx = standalone_context()
    board = generate(PuzzleSpec(mode, "cube", size, None, "easy", 1))
    plain = _render(mode, board, None, ctx)
    seen = 0
    for i in board.free_arrows()[:4]:
        lit = _render(mode, board, i, ctx)
        changed = np.any(np.abs(plain.astype(int) - lit.astype(int)) > 12, axis=2)
        before, after = _hsv(plain[changed]), _hsv(lit[changed])
        coloured = before[:, 1] > 0.35  # its coloured faces, not the dark edge lines
        if coloured.sum() < 150:
            continue  # (hardly in view)
        seen += 1
        turned = np.abs(before[coloured, 0] - after[coloured, 0])
        turned = np.minimum(turned, 1 - turned)
        assert np.median(turned) < 0.04, f"arrow {i}: the lit look turned its hue"
        kept = np.median(after[coloured, 1] / before[coloured, 1])
        assert kept > 0.75, f"arrow {i}: the lit look washed its colour out ({kept:.2f})"
        assert np.median(after[coloured, 2] - before[coloured, 2]) > 0.03, f"arrow {i}: not lit"
    assert seen, "no lit arrow in view"
