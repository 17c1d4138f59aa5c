"""s374: Settings' "Size of menus" (Auto, 125%, 150%, 200%) did little outside play in a 16:9
window. The home menu stopped at about 140% of Auto (150% and 200% looked the same there), and
Settings, How to play, Daily, Levels and the Custom panel never grew past Auto at 1280x720 or
1920x1080. Now each step
draws bigger text, and a screen taller than its window scrolls: the wheel, a drag, the keys
(Page Up / Page Down / Home / End), and the focus moved by Tab or the arrow keys brought into
view. The home menu's Play stays on screen unscrolled."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from app_helpers import app_maker, run

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # tools/layout.py, found through the path above

SCALES = ("auto", "1.5", "2")
STEPS = (
    "menu",
    "custom",
    "picker",
    "settings",
    "legend",
    "levels",
    "daily",
)  # each step bigger than the last


def _key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    run(app)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    run(app)


def _at(make, size, scale):
    app = make(size=size)
    layout.set_scale(app, scale)
    return app


def _window(app) -> pygame.Rect:
    return pygame.Rect(0, 0, *app.size)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_step_of_the_size_of_menus_draws_bigger_text(monkeypatch, tmp_path, size):
    """The body text's height (tools/layout.body_height) of the home menu, the Custom panel and
    its picker, Settings, How to play, Levels and Daily grows with each step; every other screen
    of layout.GROWS is bigger than at Auto at 150% and 200% (before, at 1280x720: the menu drew
    18 px at both 150% and 200%, Settings 11, Custom 11 and Daily 9 px at every choice)."""
    heights: dict[str, list[float]] = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for scale in SCALES:
            app = _at(make, size, scale)
            for name, go in layout.screens(app):
                if name in layout.GROWS and go() is not None:
                    heights.setdefault(name, []).append(
                        layout.body_height(layout.draw_recorded(app, False)[1])
                    )
            app.close()
    for name in STEPS:
        auto, half, double = heights[name]
        assert auto < half < double, f"{name}: {heights[name]} px at {SCALES}"
    for name, (auto, half, double) in heights.items():
        assert half > auto and double > auto, f"{name}: {heights[name]} px at {SCALES}"


def test_the_home_menu_keeps_play_on_screen_and_end_shows_quit(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        menu = app.top
        assert menu.play_btn.rect.bottom <= 720, "Play on screen, unscrolled"
        assert menu.quit_btn.rect.bottom > 720, "the column is taller than the window: it scrolls"
        _key(app, pygame.K_END)
        assert _window(app).contains(menu.quit_btn.rect), "End: the last control in view"
        _key(app, pygame.K_HOME)
        assert _window(app).contains(menu.play_btn.rect)


def test_a_tab_focused_control_off_screen_is_scrolled_into_view(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        menu = app.top
        while menu.focus_order[menu.focus] is not menu.quit_btn:
            _key(app, pygame.K_TAB)
            assert _window(app).contains(menu.focus_order[menu.focus].rect), "each focused control in view"
        assert menu.quit_btn.rect.bottom <= 720


def test_a_drag_scrolls_the_home_menu_and_presses_nothing(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        menu = app.top
        at = menu.play_btn.rect.center
        was = menu.play_btn.rect.y
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        for dy in (-20, -80, -200):
            app.dispatch(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0], at[1] + dy), rel=(0, 0), buttons=(1, 0, 0))
            )
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(at[0], at[1] - 200), button=1))
        run(app)
        assert app.top is menu, "the drag's release pressed nothing"
        assert menu.play_btn.rect.y < was, "the column moved up with the pointer"


def test_the_wheel_scrolls_the_home_menu_only_where_it_does_not_fit(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        auto = make(size=(1280, 720))
        was = auto.top.play_btn.rect.copy()
        auto.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
        assert auto.top.play_btn.rect == was  # at Auto it fits: as it was
        auto.close()
        app = _at(make, (1280, 720), "2")
        was = app.top.play_btn.rect.copy()
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
        assert app.top.play_btn.rect.y < was.y


def test_settings_end_shows_the_last_row_at_a_big_size(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        _key(app, pygame.K_o)
        card = app.top
        assert isinstance(card, SettingsScene) and card.plan.scroll
        last = card.order[-2]  # (the last row's; the very last is Done, under the rows)
        assert not card.plan.view.contains(card.rows[last])
        _key(app, pygame.K_END)
        assert card.plan.view.contains(card.rows[last]), "End: the last row in view"
        _key(app, pygame.K_HOME)
        assert card.scroll == 0


def test_levels_scroll_to_the_focused_tile_and_end_shows_play(monkeypatch, tmp_path):
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        _key(app, pygame.K_l)
        page = app.top
        assert isinstance(page, LevelsScene) and page.scroller.most > 0
        assert page.play_btn.rect.bottom > 720
        _key(app, pygame.K_END)
        assert _window(app).contains(page.play_btn.rect), "End: the last control in view"
        _key(app, pygame.K_HOME)
        page.focus = len(page.tiles) - 1  # (a locked tile: the keys move over them as the pointer does)
        page.picked = 1
        _key(app, pygame.K_UP)
        assert _window(app).contains(page.tiles[page.focus]), "the focused tile in view"


def test_the_custom_panel_scrolls_to_the_focused_control_and_end_shows_the_last(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        menu = app.top
        menu.open_custom()
        last = menu.picture_btn  # (Your picture: the column's last row)
        assert last.rect.bottom > 720, "the panel is taller than the window: it scrolls"
        for _ in range(len(menu.focus_order)):
            if menu.focus_order[menu.focus] is last:
                break
            _key(app, pygame.K_TAB)
        assert menu.focus_order[menu.focus] is last
        assert _window(app).contains(last.rect), "the focused control in view"
        _key(app, pygame.K_HOME)
        assert last.rect.bottom > 720
        _key(app, pygame.K_END)
        assert _window(app).contains(last.rect), "End: the last control in view"


def test_daily_end_shows_the_best_dailies_and_the_keys_bring_play_back(monkeypatch, tmp_path):
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        _key(app, pygame.K_d)
        page = app.top
        assert isinstance(page, DailyScene) and page.scroller.most > 0
        assert page.board_card.bottom > 720
        _key(app, pygame.K_END)
        assert page.board_card.bottom <= 720, "End: the page's foot in view"
        _key(app, pygame.K_HOME)
        _key(app, pygame.K_RIGHT)  # a day lit by the keys: in view
        cells = [r for d, r in page._calendar_cells() if d == page.key_day]
        assert cells and _window(app).contains(cells[0])


def test_a_drag_on_the_custom_panels_slider_moves_the_slider_not_the_panel(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        menu = app.top
        menu.open_custom()
        while not _window(app).contains(menu.slider.rect):
            _key(app, pygame.K_TAB)
        was, at = menu.slider.rect.y, (menu.slider.rect.x + 4, menu.slider.rect.centery)
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        to = (at[0] + 200, at[1] - 40)  # (a hand's drag along it, not quite level)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(200, -40), buttons=(1, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
        assert menu.slider.rect.y == was, "the panel stayed where it was"
