"""Toasts keep off controls (s43, a stranger's round): at 1920x1080 one of three toasts lent
Settings' rows lay over its Hearts choice, and on Levels and Custom three covered tiles and
shapes. tools/layout.py --toasts counts a toast over any control (a widget, a level's tile,
a shape's card), even where the screen lends itself to toasts, unless no placement off its
controls (`Scene.toast_controls`) showed them all whole (Levels at 640x480: there they lie
over the tiles, and a click takes one away)."""

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
            assert app.toasts._guard, name  # (placed off every control)
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


def test_toasts_lend_the_controls_only_where_no_place_off_them_holds_all(app_at):
    """At 640x480 three long toasts fit nowhere on Levels off its tiles: they lie over the
    grid (the layer says it lent the controls); a short one keeps off the tiles."""
    from quiver.scenes.levels import LevelsScene

    app = app_at((640, 480))
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    layout.raise_toasts(app)
    places.cards(app.toasts)
    assert not app.toasts._guard and layout.unseen(app.toasts) == []
    app.toasts.toasts = []
    app.feedback.toast("Level 5 is locked: clear level 1 first.")
    shown = places.cards(app.toasts)
    assert app.toasts._guard and len(shown) == 1
    assert not any(r.collidelist(scene.toast_controls()) >= 0 for r in shown)


def test_a_cut_toast_in_a_narrow_place_is_not_counted_whole(app_at):
    """A code of seven lines in a narrow place beside Settings' rows was cut to six and the
    placement took it for whole (toast_stack._whole): it goes where it shows whole."""
    from quiver.scenes.settings import SettingsScene

    app = app_at((640, 480))
    app.push(SettingsScene(app.ports))
    for text in layout.TOASTS:
        app.feedback.toast(text)
    places.cards(app.toasts)
    assert layout.unseen(app.toasts) == []


def test_level_tiles_and_shape_cards_are_noted_as_controls(app_at):
    from quiver.render2d.drawn import CONTROL

    app = app_at((1280, 800))
    for name, go in layout.screens(app):
        if name in ("levels", "custom") and go() is not None:
            _, seen = layout.draw_recorded(app)
            labels = [i.label for i in seen.of(CONTROL)]
            assert ("level 1" in labels) if name == "levels" else ("heart" in labels), (name, labels)
