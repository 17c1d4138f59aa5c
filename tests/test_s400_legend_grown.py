"""How to play at a bigger "Size of menus" in a big window (s400): its words shrank to fit
down to 0.7 times the choice, under the scale Auto draws a big window at, so at 1920x1080
and 150% the direction colours' names printed 14 px where Auto's printed 16. The least is
times Auto's scale there now (at Auto as ever)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
from layout_checks import scale as layout_scale  # noqa: E402 - tools/layout_checks/scale.py


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    yield tmp_path
    pygame.display.quit()


def _legend(scale):
    app = layout.make_app((1920, 1080))
    try:
        layout.set_scale(app, scale)
        dict(layout.screens(app))["legend3d"]()
        return layout.draw_recorded(app, picture=False)[1]
    finally:
        app.close()


@pytest.mark.slow
def test_how_to_plays_words_print_no_smaller_than_at_auto(home):
    auto = layout_scale.heights(_legend("auto"))
    drawn = _legend("1.5")
    assert layout_scale.grown_problems(drawn, auto, 1.5) == []
    assert layout_scale.heights(drawn)["away (-z)"][0] >= auto["away (-z)"][0]  # (14 px before, Auto 16)
