"""s384: the result card (won, lost, the daily's) drew the same at 150% and 200% of "Size of
menus" at 1280x720: it stopped at what the window held with a toast's room under it. Now it
grows with the choice as far as the window's width holds it, over the board, and a card taller
than its window scrolls (the wheel, a drag, Home / End, the focus the keys or a pad move
brought into view). And on a scrolled Levels page, where the wheel scrolls, the chapter
arrows still change the chapter."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from app_helpers import app_maker, click

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # tools/layout.py, found through the path above
from test_s374_menu_size import _at, _key  # a key pressed and let go; an app at a size and scale

CARDS = ("result", "result_daily", "lost")


def _open(app, name):
    for n, go in layout.screens(app):
        if n == name:
            assert go() is not None
            return app.top
    raise KeyError(name)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_step_of_the_size_of_menus_draws_the_result_cards_bigger(monkeypatch, tmp_path, size):
    """Before, at 1280x720: the daily's won card's text 19 px at both 150% and 200%, the won
    card's 20.5 and 21 (now 29 at 200%)."""
    heights: dict[str, list[float]] = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for scale in ("auto", "1.5", "2"):
            app = _at(make, size, scale)
            for name, go in layout.screens(app):
                if name in CARDS and go() is not None:
                    drawn = layout.draw_recorded(app, False)[1]
                    heights.setdefault(name, []).append(layout.body_height(drawn))
            app.close()
    for name in CARDS:
        auto, half, double = heights[name]
        assert auto < half < double, f"{name}: {heights[name]} px at Auto, 150%, 200%"


def test_a_won_card_taller_than_its_window_scrolls_to_its_buttons(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        card = _open(app, "result")
        window = pygame.Rect(0, 0, 1280, 720)
        assert card.scroller.most > 0 and card.panel.top >= 0, "its title in view, unscrolled"
        first = card.buttons[0]
        assert first.rect.bottom > 720, "the card is taller than the window: its buttons below"
        _key(app, pygame.K_RIGHT)  # (the ring moved by the keys or a pad: brought into view)
        assert window.contains(card.buttons[card.focus].rect)
        _key(app, pygame.K_HOME)
        assert card.scroller.at == 0 and first.rect.bottom > 720
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
        assert card.scroller.at > 0, "the wheel scrolls it"
        _key(app, pygame.K_END)
        assert window.contains(first.rect), "End: its buttons in view"
        click(app, first.rect.center)
        assert app.top is not card, "its button pressed, where it shows"


def test_the_card_at_auto_keeps_a_toasts_room_and_does_not_scroll(monkeypatch, tmp_path):
    from quiver.scenes import toast

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 720))
        card = _open(app, "result")
        assert card.scroller.most == 0
        assert card.panel.bottom <= 720 - toast.room(3)


def test_a_scrolled_levels_page_wheel_scrolls_and_its_arrows_change_the_chapter(monkeypatch, tmp_path):
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        _key(app, pygame.K_l)
        page = app.top
        assert isinstance(page, LevelsScene) and page.scroller.most > 0
        chapter = page.page
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        assert page.page == chapter and page.scroller.at > 0, "the wheel scrolled, the chapter stayed"
        _key(app, pygame.K_HOME)
        click(app, page.next_btn.rect.center)
        assert page.page == chapter + 1, "the chapter's arrow, clicked: the next chapter"
        click(app, page.prev_btn.rect.center)
        assert page.page == chapter
        _key(app, pygame.K_PAGEDOWN)
        assert page.page == chapter + 1, "Page Down: the next chapter, as at Auto"


def test_a_scrolled_daily_page_scrolls_by_the_wheel_and_its_arrow_changes_the_month(monkeypatch, tmp_path):
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _at(make, (1280, 720), "2")
        _key(app, pygame.K_d)
        page = app.top
        assert isinstance(page, DailyScene) and page.scroller.most > 0
        month = page.month
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        assert page.month == month and page.scroller.at > 0
        _key(app, pygame.K_HOME)
        click(app, page.prev_btn.rect.center)
        assert page.month != month, "the month's arrow, clicked: the month before"
        _key(app, pygame.K_PAGEDOWN)
        assert page.month == month, "Page Down: the next month, as at Auto"


@pytest.mark.slow
def test_125_percent_is_a_visible_step_at_800x600(monkeypatch, tmp_path):
    """Before: at 800x600 the result cards, Settings, the Custom panel and the leave / restart
    cards drew 125% as Auto (their least print sizes, which Auto's 0.63 reached already: the
    won card 11 px at both); the home menu grew half a pixel."""
    names = ("menu", "custom", "settings", "result", "result_daily", "lost", "restart", "quit")
    heights: dict[str, list[float]] = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for scale in ("auto", "1.25"):
            app = _at(make, (800, 600), scale)
            for name, go in layout.screens(app):
                if name in names and go() is not None:
                    drawn = layout.draw_recorded(app, False)[1]
                    heights.setdefault(name, []).append(layout.body_height(drawn))
            app.close()
    for name in names:
        auto, more = heights[name]
        assert more >= auto + 1, f"{name}: {heights[name]} px at Auto, 125%"
