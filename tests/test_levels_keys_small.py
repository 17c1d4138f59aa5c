"""Levels with the keyboard only at 640x480 and 600x800 (s80, a stranger's round): the
focus ring round a tile of the bottom row ran under the paging buttons (at 640x480 the
tiles ended 3 px over "< PgUp" and "Play", which drew over the ring's bottom edge), and
at 600x800 the line naming the level in focus went away whole for a long one ("Level 15:
Light Bulb · 25 arrows · a hard one · best 1:20"): the keys moved the focus and nothing
beside Play said what it was on."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

SIZES = [(640, 480), (600, 800), (800, 600), (480, 800), (1280, 800)]


def _press(app, k, mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    run(app, 3)
    app.clock.t += 0.6  # (a quick second press of a key is a stray one: input.StrayKey)


def _open_levels(app, size):
    """Menu -> Levels by Tab and Enter, a player who has cleared the first 39 levels (the
    next, 40, at the end of chapter 2's bottom row)."""
    from quiver.game.progress import record_level

    for n in range(1, 40):
        record_level(app.midend.progress, "2d", n, 3, 65 + n)
    menu = app.top
    for _ in range(len(menu.focus_order)):
        if menu.focus_order[menu.focus] is menu.levels_btn:
            break
        _press(app, pygame.K_TAB)
    _press(app, pygame.K_RETURN)
    return app.top


@pytest.mark.parametrize("size", SIZES)
def test_the_focus_ring_on_the_bottom_row_keeps_off_the_paging_buttons(monkeypatch, tmp_path, size):
    from quiver.render2d import theme
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.levels_pages import COLS, PER_PAGE

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        levels = _open_levels(app, size)
        assert isinstance(levels, LevelsScene)
        _press(app, pygame.K_LEFT)  # level 39, on the bottom row of chapter 2
        assert levels.keyboard and levels.page == 1 and levels.focus == PER_PAGE - 2
        buttons = [b.rect for b in (levels.prev_btn, levels.next_btn, levels.play_btn)]
        for k in range(PER_PAGE - COLS, PER_PAGE):
            ring = levels.tiles[k].inflate(10, 10)  # (levels._draw_tile's focus ring)
            assert ring.collidelist(buttons) < 0, (k, ring, buttons)
        tile = levels.tiles[levels.focus]
        surface = pygame.Surface(app.size, pygame.SRCALPHA)
        levels.full_redraw = True
        levels.draw(surface)
        bottom = tile.inflate(10, 10).bottom - 2  # the ring's bottom edge, drawn whole
        got = surface.get_at((tile.centerx, bottom))[:3]  # (the tile's shadow falls on it)
        assert all(abs(a - b) <= 40 for a, b in zip(got, theme.BLUE, strict=True)), got


@pytest.mark.parametrize("size", [(600, 800), (480, 800), (640, 480)])
def test_the_line_naming_the_level_in_focus_stays_shortened_rather_than_going(monkeypatch, tmp_path, size):
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        levels = _open_levels(app, size)
        assert isinstance(levels, LevelsScene)
        _press(app, pygame.K_PAGEUP)  # chapter 1, its first level in focus
        for k in (pygame.K_DOWN, pygame.K_DOWN, *[pygame.K_RIGHT] * 4):  # level 15: its line the
            _press(app, k)  # longest ("... Light Bulb · 25 arrows · a hard one · best 1:20")
        assert levels.level_at(levels.focus) == 15
        said = [text for text, _size, _bold, side in levels._info_lines() if side == 1]
        assert said and said[0].startswith("Level 15: Light Bulb"), said
