"""How to play's Layers line says that turning arrows can add a layer (s370): with rotating
arrows the top bar's "layers" can go up after a clear (the HUD marks it "+1": hudrise.py,
play_tips.py says why once), and the page said only "rounds ... still needed to clear". The
line keeps one row at 640x480 and 800x600 in every mode, as before (How to play's lines are
tuned to fit there). No window: the fast tier."""

from __future__ import annotations

import pytest
from app_helpers import menu_maker

pygame = pytest.importorskip("pygame")


@pytest.fixture
def make(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


def _layers_rows(app, mode: str) -> tuple[str, int]:
    """How to play for `mode` opened over the menu: its Layers line and its rows there."""
    from quiver.render2d import theme
    from quiver.scenes.legend import BODY_LEAST, LegendScene

    card = LegendScene(app.ports, mode)
    app.push(card)
    lines, f, view, _content = card.body()
    line = next(line for line in lines if line[0].startswith("Layers (top bar)"))
    px = max(BODY_LEAST, int(line[1] * f))
    return line[0], theme.wrap(line[0], px, theme.INK, view.w, int(px * 1.25)).lines


def test_the_layers_line_says_turning_arrows_can_add_one():
    from quiver.scenes.legend_words import WORDS

    line = WORDS[0]
    assert line.startswith("Layers (top bar)") and "+1" in line and "turned" in line


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_the_layers_line_keeps_one_row(make, size, mode):
    text, rows = _layers_rows(make(size), mode)
    assert "+1" in text and rows == 1, (text, rows)
