"""A stranger's round at large and wide windows (s36: 1920x1080, 2560x1440, 1600x600,
1024x1600): the daily's top bar named the Sun shape like a weekday; in a tall window the
Custom panel's shapes stood in three columns beside the choices, over a void."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture and `cards`

app_at = places.make  # the fixture: an app on a fresh data folder, at a size


def test_the_daily_hud_title_calls_a_weekday_named_shape_a_shape():
    """The daily of 2026-12-01 (a Tuesday) on the Sun shape was titled "Daily 2026-12-01 •
    Sun": a date and a weekday, and the wrong one."""
    from types import SimpleNamespace

    from quiver.render2d.hud import puzzle_title

    sun = SimpleNamespace(shape="sun", params={"difficulty": "easy"})
    assert puzzle_title(sun, "code", "Daily 2026-12-01") == "Daily 2026-12-01  \u2022  Sun shape"
    assert puzzle_title(sun, "code", None) == "Sun shape  \u2022  Easy"
    heart = SimpleNamespace(shape="music_note", params={})
    assert puzzle_title(heart, "code", "Level 3") == "Level 3  \u2022  Music Note"  # (others as they were)


def _custom(app):
    menu = app.top
    menu.open_custom()
    return menu


@pytest.mark.parametrize("size", [(1024, 1600), (768, 1024), (1080, 1920)])
def test_in_a_tall_window_the_shapes_stand_under_the_choices(app_at, size):
    menu = _custom(app_at(size))
    grid = menu.grid
    assert grid.rect.y > menu.picture_btn.rect.bottom  # under the last choice
    assert grid.rect.w >= size[0] * 0.85 and grid.cols >= 6, (tuple(grid.rect), grid.cols)


@pytest.mark.parametrize("size", [(1280, 800), (700, 900), (640, 480), (1600, 600)])
def test_elsewhere_the_shapes_stand_beside_the_choices(app_at, size):
    menu = _custom(app_at(size))
    assert menu.grid.rect.x > menu.mode_seg.rect.right
    assert menu.grid.rect.y < menu.slider.rect.y


def test_in_a_tall_window_toasts_go_beside_the_choices_not_over_the_shapes(app_at):
    app = app_at((1024, 1600))
    menu = _custom(app)
    layout.raise_toasts(app)  # three at once
    shown = places.cards(app.toasts)
    assert len(shown) == 3
    for r in shown:
        assert not r.colliderect(menu.grid.view) and r.x > menu.mode_seg.rect.right, tuple(r)


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)])
def test_in_a_big_window_toasts_grow_with_the_menus_where_they_have_room(app_at, size):
    """At 2560x1440 the toasts' 22 px stood small under the menu's letters drawn 1.8
    times as big: where the screen's free places hold them all, they grow too."""
    from quiver.scenes.toast_cards import TEXT

    app = app_at(size)
    layout.raise_toasts(app)
    shown = places.cards(app.toasts)
    assert len(shown) == 3 and app.toasts._text > TEXT
    assert layout.unseen(app.toasts) == []
    for r in shown:  # (under the buttons, as in a small window)
        assert r.y > app.top.quit_btn.rect.bottom, tuple(r)


def test_toasts_keep_their_print_in_a_1280x800_window(app_at):
    from quiver.scenes.toast_cards import TEXT

    app = app_at((1280, 800))
    layout.raise_toasts(app)
    places.cards(app.toasts)
    assert app.toasts._text == TEXT


@pytest.mark.parametrize("size", [(3840, 2160), (2560, 1440), (1280, 800), (640, 480)])
def test_the_custom_panels_toasts_never_cover_its_title(app_at, size):
    """At 3840x2160 three toasts stood in the band left of How to play: over the title.
    (s47: at 640x480 no place off the shapes and buttons holds even one: they queue, one
    at a time in the compact form, over the title, where they lay over the shapes.)"""
    app = app_at(size)
    _custom(app)
    layout.raise_toasts(app)
    _, seen = layout.draw_recorded(app, picture=False)
    title = next(i.rect for i in seen.items if i.label == "Custom puzzle")
    shown = places.cards(app.toasts)
    if size == (640, 480):
        assert len(shown) == 1 and app.toasts._compact and layout.unseen(app.toasts) == []
        return
    assert len(shown) == 3 and not any(r.colliderect(title) for r in shown)


def test_a_long_warning_on_the_custom_panel_stays_off_its_title_and_choices_at_1280x800(app_at):
    """Off the title (it stood over it), off the shapes and the buttons: in one of the places
    the panel offers (beside its title in two lines since s322's tighter print; under its
    choices before)."""
    app = app_at((1280, 800))
    menu = _custom(app)
    app.feedback.toast("Server address 'htp:/x' was not kept: it must start with http:// or https://")
    (card,) = places.cards(app.toasts)
    assert any(slot.contains(card) for slot in menu.toast_slots()), (card, menu.toast_slots())
    assert not card.colliderect(menu.grid.rect) and not card.colliderect(menu.picture_btn.rect)


@pytest.mark.parametrize("which", ["settings", "legend"])
def test_at_1600x600_toasts_stand_beside_settings_and_how_to_play_not_on_them(app_at, which):
    """The cards fill the window's height with the window bare either side: three toasts
    lay over Settings' switches and How to play's words."""
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.settings import SettingsScene

    app = app_at((1600, 600))
    scene = SettingsScene(app.ports) if which == "settings" else LegendScene(app.ports, "2d")
    app.push(scene)
    layout.raise_toasts(app)
    layout.draw_recorded(app, picture=False)
    shown = places.cards(app.toasts)
    assert len(shown) == 3 and layout.unseen(app.toasts) == []
    assert not any(r.colliderect(scene.card) for r in shown), (shown, scene.card)


@pytest.mark.parametrize("size", [(1024, 1600), (700, 900)])
def test_in_a_tall_window_toasts_on_levels_go_under_the_grid_not_over_its_tiles(app_at, size):
    from quiver.scenes.levels import LevelsScene

    app = app_at(size)
    levels = LevelsScene(app.ports, "2d")
    app.push(levels)
    layout.raise_toasts(app)
    shown = places.cards(app.toasts)
    assert len(shown) == 3 and layout.unseen(app.toasts) == []
    for r in shown:
        assert r.collidelist(levels.tiles) < 0 and r.bottom <= levels.prev_btn.rect.y, tuple(r)
