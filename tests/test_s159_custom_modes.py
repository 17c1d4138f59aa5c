"""The Custom panel in 3D and Flat 3D, as tools/layout.py now walks it ("custom3d",
"customflat"): the picker shows the mode's widest name, and nothing is laid out wrong.
At 480x360 the picker's title "Shape  ·  Cross Pyramid" ran out of the window (s159: no
screen of the tool showed a Custom panel in Flat 3D); it says "Shape" where the name
does not fit over the picker (the selected card names the shape)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py

from quiver.render2d.drawn import LABEL, problems  # noqa: E402


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)], ids=str)
def test_the_custom_panel_in_3d_and_flat_is_laid_out(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()  # (no OpenGL here: the panel is drawn in 2D all the same)
        screens = dict(layout.screens(app))
        for name, widest in (("custom3d", "octahedron"), ("customflat", "cross_pyramid")):
            menu = screens[name]()
            assert menu.custom and menu.grid.value == widest
            assert menu.grid.cards[menu.grid.index].colliderect(menu.grid.view)  # its card in view
            _picture, drawn = layout.draw_recorded(app, picture=False)
            assert problems(drawn, pygame.Rect(0, 0, *size)) == [], name
            shape = next(i for i in drawn.of(LABEL) if i.label.startswith("Shape"))
            assert shape.rect.right <= menu.grid.rect.right
        menu = screens["custom"]()  # and back in 2D for the screens after
        assert menu.mode == "2d" and menu.mode_seg.index == 0
