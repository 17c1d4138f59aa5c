"""The 3D and Flat aim line's impact mark stands apart from every direction colour of
the palette in force (s180): with the colour-blind palette its danger red lay on the
vermillion (+z) arrows at CIE76 13 (tritan) to 17 (deutan), the mark all but gone; it is
Okabe-Ito's black there. Lit and in shade, to normal, deutan, protan and tritan vision."""

from __future__ import annotations

import numpy as np
import pytest
from test_s126_palette import MACHADO, _de

from quiver.engine.spec import PuzzleSpec
from quiver.game.settings import Settings
from quiver.generator import generate
from quiver.render3d.mesh import FLAG_IMPACT, srgb_to_linear
from quiver.render3d.renderer_base import impact_colour
from quiver.style import palette

APART = 25.0  # CIE76: a small mark on a face, plain at a glance
IDENTITY = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))


@pytest.mark.parametrize("kind", ["normal", *sorted(MACHADO)])
def test_the_colour_blind_impact_mark_is_apart_from_every_direction(monkeypatch, kind):
    monkeypatch.setitem(MACHADO, "normal", IDENTITY)
    settings = Settings(colorblind=True)
    mark = impact_colour(settings)
    near = {
        (c, shade): round(de, 1)
        for c in palette.direction_colours(settings, dims=3).values()
        for shade in (1.0, 0.7)
        if (de := _de(mark, c, kind, shade)) < APART
    }
    assert not near, f"the impact mark is near ({kind} vision) {near}"


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_aim_lines_mark_wears_the_colour_of_the_palette_in_force(ctx, mode):
    from quiver.render3d.flat_renderer import FlatRenderer
    from quiver.render3d.renderer import BoardRenderer

    board = generate(PuzzleSpec(mode, "cube", (3,), None, "hard", 2))
    r = (BoardRenderer if mode == "3d" else FlatRenderer)(ctx, board, settings=Settings())
    try:
        blocked = next(i for i in sorted(board.alive) if r.ray_stop(i) is not None)
        for cb in (False, True):
            settings = Settings(colorblind=cb)
            r.set_settings(settings)
            beam = r.beam(blocked)
            flags = beam["bits"] if "bits" in beam.dtype.names else beam["flags"]
            mark = beam["color"][(flags & FLAG_IMPACT) != 0]
            assert len(mark) == 1
            np.testing.assert_allclose(mark[0][:3], srgb_to_linear(impact_colour(settings))[:3], atol=1e-6)
    finally:
        r.release()
