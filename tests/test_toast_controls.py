"""Toasts keep off controls (s43, a stranger's round): at 1920x1080 one of three toasts lent
Settings' rows lay over its Hearts choice, and on Levels and Custom three covered tiles and
shapes. tools/layout.py --toasts counts a toast over any control (a widget, a level's tile,
a shape's card), even where the screen lends itself to toasts; a screen says where it has no
room for them and lends its controls too (`lends_controls`: Settings' rows where they
scroll, Levels and Custom in a small window)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_three_toasts_cover_no_control_on_settings_levels_or_custom(app_at, size):
    app = app_at(size)
    found = []
    for name, go in layout.screens(app):
        if name in ("settings", "levels", "custom", "picker") and go() is not None:
            assert not getattr(app.top, "lends_controls", False), name
            layout.raise_toasts(app)
            picture, seen = layout.draw_recorded(app)
            found += [f"{name}: {line}" for line in layout.with_toasts(app, picture, seen)]
    assert found == []


def test_the_check_counts_a_toast_over_a_control_even_where_lent():
    from quiver.render2d.drawn import CONTROL, WIDGET, Drawn, Item

    tile = Item(CONTROL, pygame.Rect(0, 0, 50, 50), "level 3")
    button = Item(WIDGET, pygame.Rect(60, 0, 50, 20))
    drawn = Drawn([tile, button])
    assert layout.controls(drawn, []) == [tile, button]
    assert layout.controls(drawn, [button]) == [tile]  # (each once)


def test_level_tiles_and_shape_cards_are_noted_as_controls(app_at):
    from quiver.render2d.drawn import CONTROL

    app = app_at((1280, 800))
    for name, go in layout.screens(app):
        if name in ("levels", "custom") and go() is not None:
            _, seen = layout.draw_recorded(app)
            labels = [i.label for i in seen.of(CONTROL)]
            assert ("level 1" in labels) if name == "levels" else ("heart" in labels), (name, labels)
