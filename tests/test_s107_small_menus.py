"""Round s107: the menus in small windows (480x360, 640x480), from the keyboard alone: the
Custom panel's shapes, the home view's row of buttons, the Levels tiles. Each test failed
before its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s98_menus import _sizes_drawn

pygame = pytest.importorskip("pygame")

SMALL = [(480, 360), (640, 480)]


def _ids(s):
    return f"{s[0]}x{s[1]}"


def _key(app, k, n: int = 1) -> None:
    for _ in range(n):
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
        run(app)


def _custom(make, size):
    """The Custom panel opened with C, the keyboard's focus on the shapes."""
    app = make(size=size)
    menu = app.top
    _key(app, pygame.K_c)
    assert menu.custom
    menu.focus = menu.focus_order.index(menu.grid)
    return app, menu


def _whole(menu, k: int, cards=None) -> bool:
    """Shape `k`'s card lies whole in the picker's view, clear of the buttons (`cards`:
    the grid's cards, read once for many calls: the property lays out every card)."""
    card, grid = (menu.grid.cards if cards is None else cards)[k], menu.grid
    buttons = (menu.random_btn, menu.seed_btn, menu.back_btn, menu.picture_btn)
    return grid.view.contains(card) and not any(b.rect.colliderect(card) for b in buttons)


@pytest.mark.parametrize("size", SMALL, ids=_ids)
def test_a_whole_row_of_shape_cards_shows_in_a_small_window(monkeypatch, tmp_path, size):
    """At 480x360 the shapes' view was 73 px tall under a 23 px theme header: a third of a
    row of 83 px cards showed, none whole. A whole row shows (the header gives way)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        _, menu = _custom(make, size)
        grid = menu.grid
        whole = [k for k in grid.shown() if _whole(menu, k)]
        assert len(whole) >= grid.cols, (grid.view, grid.cards[: grid.cols])
        assert len({grid.cards[k].y for k in whole[: grid.cols]}) == 1  # (one row)
        buttons = (menu.random_btn, menu.seed_btn, menu.back_btn, menu.picture_btn)
        assert grid.view.bottom <= size[1] and not any(b.rect.colliderect(grid.view) for b in buttons)


@pytest.mark.parametrize("size", SMALL, ids=_ids)
def test_the_focused_card_stays_whole_as_the_arrow_keys_move(monkeypatch, tmp_path, size):
    """Right through every shape and round again, then Left: the picked card is whole in
    view each time (at 480x360 a card first in its theme scrolled to its header's top
    and its foot was cut)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, menu = _custom(make, size)
        grid = menu.grid
        seen = set()
        for key, n in ((pygame.K_RIGHT, len(grid.names) + 2), (pygame.K_LEFT, 5)):
            for _ in range(n):
                _key(app, key)
                seen.add(grid.index)
                assert _whole(menu, grid.index), (grid.value, grid.cards[grid.index], grid.view)
        assert len(seen) == len(grid.names)


def test_the_chosen_card_shows_when_the_panel_opens_in_a_smaller_window(monkeypatch, tmp_path):
    """The last shape picked at 640x480, Back, the window made 480x360, C: the panel
    opened on the list's top and the chosen card lay out of sight below it."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, menu = _custom(make, (640, 480))
        _key(app, pygame.K_LEFT)  # (round to the last shape)
        last = menu.grid.index
        assert last == len(menu.grid.names) - 1
        _key(app, pygame.K_ESCAPE)
        assert not menu.custom
        menu.resize((480, 360))
        _key(app, pygame.K_c)
        assert menu.custom and menu.grid.index == last
        assert _whole(menu, last), (menu.grid.cards[last], menu.grid.view)


@pytest.mark.parametrize("size", SMALL, ids=_ids)
def test_page_down_and_up_show_whole_rows_of_shapes(monkeypatch, tmp_path, size):
    """PgDn scrolled the shapes by the view's height: at 480x360 85 px over rows 90 px
    apart, so after a page no row showed whole, and it drifted further each page. Each page
    shows at least one whole row, its first card the top card in view, down to the end and
    back to the top (at the end, the last row at the foot)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, menu = _custom(make, size)
        grid = menu.grid
        tops = [0]
        # each way until the list's end (at most 60 pages) and two pages past it
        for key, end in ((pygame.K_PAGEDOWN, lambda: grid.max_scroll), (pygame.K_PAGEUP, lambda: 0)):
            past = 0
            for _ in range(60):
                _key(app, key)
                cards = grid.cards
                whole = [k for k in grid.shown() if _whole(menu, k, cards)]
                assert whole, (key, grid.scroll)
                inside = [k for k in grid.shown() if cards[k].colliderect(grid.view)]
                if grid.scroll < grid.max_scroll:  # (no card cut at the top, but at the list's end)
                    assert inside[0] == whole[0], (key, grid.scroll)
                tops.append(grid.scroll)
                past += grid.scroll == end()
                if past > 2:
                    break
        assert grid.max_scroll in tops and tops[-1] == 0
        assert 0 < tops[1] < tops[2] < tops[3]  # (each page goes on)


def _label_sizes(monkeypatch, menu) -> dict[str, int]:
    """Draw the menu; the size each text was drawn at."""
    return _sizes_drawn(monkeypatch, menu, pygame.Surface(menu.size, pygame.SRCALPHA))


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600), (1280, 800)], ids=_ids)
def test_the_custom_button_reads_as_big_as_its_neighbours(monkeypatch, tmp_path, size):
    """At 640x480 "Custom puzzle", the row's longest label, shrank to fit its button and
    read far smaller than "Daily" and "Levels" beside it. Where it does not fit at their
    size it says "Custom" (its key C kept); where it does, the whole name."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        menu = make(size=size).top
        sizes = _label_sizes(monkeypatch, menu)
        label = menu.custom_btn.label
        assert label in ("Custom puzzle", "Custom") and menu.custom_btn.sub == "C"
        assert sizes[label] >= 0.85 * min(sizes["Daily"], sizes["Levels"]), sizes
        if size == (1280, 800):
            assert label == "Custom puzzle"  # (the whole name where it has the room)


def test_a_short_level_tile_keeps_room_beside_its_number(monkeypatch, tmp_path):
    """At 480x360 the Levels tiles (29 px tall, number and lock on one line) drew their
    numbers 7 px from the tile's edge: tools/layout.py found 11 cramped tiles."""
    from quiver.render2d import drawn
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        app.push(LevelsScene(app.ports, "2d"))
        run(app, 2)
        levels = app.top
        levels.full_redraw = True
        with drawn.recording() as seen:
            levels.draw(pygame.Surface((480, 360), pygame.SRCALPHA))
        assert drawn.problems(seen, pygame.Rect(0, 0, 480, 360)) == []
