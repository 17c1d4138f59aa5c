"""How to play at a bigger "Size of menus" in a big window (s400): its words shrank to fit
down to 0.7 times the choice, under the scale Auto draws a big window at, so at 1920x1080
and 150% the direction colours' names printed 14 px where Auto's printed 16. The least is
times Auto's scale there now (at Auto as ever)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)
from layout_checks import scale as layout_scale  # noqa: E402 - tools/layout_checks/scale.py


def _legend(scale):
    app = layout.make_app((1920, 1080))
    try:
        layout.set_scale(app, scale)
        dict(layout.screens(app))["legend3d"]()
        return layout.draw_recorded(app, picture=False)[1]
    finally:
        app.close()


@pytest.mark.slow
def test_how_to_plays_words_print_no_smaller_than_at_auto(layout_home):
    auto = layout_scale.heights(_legend("auto"))
    drawn = _legend("1.5")
    assert layout_scale.grown_problems(drawn, auto, 1.5) == []
    assert layout_scale.heights(drawn)["away (-z)"][0] >= auto["away (-z)"][0]  # (14 px before, Auto 16)
