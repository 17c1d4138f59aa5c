"""Print 13 where 14 has room (s136): Levels' lines beside its paging and the Daily card's
date at 480x360, a shape's name in Custom's picker at 800x600 ("Mushroom" in 68-px cards).
Levels' PgUp/PgDn are narrower there and its lines shortened before they print under 14;
the date takes a shorter form; the picker's columns stand closer where that lets every
name print 14."""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)


make = menus_on(DAY)


def _on_top(app, scene):
    app.push(scene)
    return scene


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_levels_lines_beside_the_paging_print_14(make, monkeypatch, size):
    from app_helpers import prints

    from quiver.scenes.levels import LevelsScene

    app = make(size)
    said = prints(monkeypatch, _on_top(app, LevelsScene(app.ports, "2d")))
    chapter = next(t for t in said if t.startswith("Chapter 1"))
    level = next(t for t in said if t.startswith("Level 1: Heart"))
    assert said[chapter] >= 14 and said[level] >= 14
    assert "levels 1-20" in chapter and "7 arrows" in level  # (room for both whole)


def test_a_long_levels_line_is_shortened_before_its_print_is_under_14():
    from quiver.render2d import theme
    from quiver.scenes.levels_info import fitted

    pygame.font.init()
    whole = "Level 15: Light Bulb  \u00b7  25 arrows  \u00b7  a hard one"
    room = theme.text_size(whole, 12)[0] + 2  # (whole in print 12, or less of it in 14)
    assert room < theme.text_size(whole, 14)[0]
    [(text, size, _bold, _side)] = fitted(((whole, 22, False, 1),), room, 0.6)
    assert text == "Level 15: Light Bulb  \u00b7  25 arrows" and size >= 14
    room = theme.text_size("Level 15: Light Bulb", 14)[0] - 1  # (no room at 14 for any form)
    [(text, size, _bold, _side)] = fitted(((whole, 22, False, 1),), room, 0.6)
    assert size < 14 and text == "Level 15: Light Bulb"


@pytest.mark.parametrize("size", [(480, 360), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_daily_cards_date_prints_14(make, monkeypatch, size):
    from app_helpers import prints

    from quiver.scenes.daily import DailyScene

    app = make(size)
    said = prints(monkeypatch, _on_top(app, DailyScene(app.ports)))
    date = next(t for t in said if t.startswith("Tue"))
    assert said[date] >= 14
    assert (
        date == "Tuesday, 01 December 2026"
    )  # (at 480x360 "Tuesday, 1 Dec 2026" before s322's tighter print)


@pytest.mark.parametrize(
    "size", [(480, 360), (640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_every_shape_name_fits_its_card_in_print_14(make, size):
    from quiver.render2d import theme
    from quiver.scenes.picker import label

    app = make(size)
    menu = app.top
    menu.open_custom()
    grid = menu.grid
    widest = max(theme.text_size(label(n), 14, True)[0] for n in grid.names)
    assert grid.card - 16 >= widest, f"{grid.card}-px cards for a {widest}-px name"
    xs = sorted({r.x for kind, _k, r in grid._items if kind == "card"})
    assert xs[-1] + grid.card <= grid.rect.w - 14  # (the columns still clear of the scroll bar)


def test_the_gap_narrows_only_where_it_lets_the_names_fit():
    from quiver.scenes.picker_rows import widened

    pygame.font.init()
    assert widened(447, 6, 7, ["Mushroom"]) == (69, 6)  # (800x600: 68-px cards before)
    assert widened(447, 6, 7, ["Cross Pyramid"]) == (68, 7)  # (no gap of 4 or more lets it)
    assert widened(680, 6, 10, ["Mushroom"]) == (105, 10)  # (room already: as it was)
