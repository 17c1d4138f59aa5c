"""Levels in a 4K window (s268): the keyboard's focus ring round a tile and the next
level's edge were 3 px lines round 500 px tiles, a hairline a keyboard player lost."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


def _line_down(surface, x: int, y0: int, y1: int, colour) -> int:
    """The longest run of `colour` going down column x from y0 to y1."""
    best = run_ = 0
    for y in range(y0, y1):
        run_ = run_ + 1 if surface.get_at((x, y))[:3] == colour else 0
        best = max(best, run_)
    return best


@pytest.mark.parametrize("size, least", [((1280, 800), 3), ((3840, 2160), 7)])
def test_the_focus_ring_and_the_next_levels_edge_grow_with_the_window(monkeypatch, tmp_path, size, least):
    from quiver.game.progress import record_level
    from quiver.render2d import theme
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        for n in range(1, 5):
            record_level(app.midend.progress, "2d", n, 3, 60 + n)
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        run(app)
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
        surface = pygame.Surface(size)
        scene.full_redraw = True
        scene.draw(surface)
        ringed, nxt = scene.tiles[3], scene.tiles[4]  # level 4 in focus, level 5 next to play
        ring = _line_down(surface, ringed.centerx, ringed.y - 30, ringed.y + 4, theme.BLUE)
        edge = _line_down(surface, nxt.centerx, nxt.y - 2, nxt.y + 20, theme.ACCENT)
        assert ring >= least and edge >= least, (ring, edge)
        assert ring <= 3 * least and edge <= 3 * least


def test_the_layout_walk_asks_the_questions_too(monkeypatch):
    """tools/layout.py walked no confirm card (Quit Quiver?, Restart this puzzle?): their
    layout was checked at no size."""
    from pathlib import Path
    from types import SimpleNamespace

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent / "tools"))  # (taken back after)
    import layout

    names = [name for name, _go in layout.screens(SimpleNamespace(ports=None))]
    assert {"quit", "restart"} <= set(names)


@pytest.mark.parametrize("size, least", [((1280, 800), 3), ((3840, 2160), 7)])
def test_the_search_boxs_focus_ring_grows_with_the_window(monkeypatch, tmp_path, size, least):
    """The Custom panel's search box lit by the keys: a 3 px ring at 4K too."""
    from app_helpers import menu_maker

    from quiver.render2d import theme

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make(size)
        menu = app.top
        menu.open_custom()
        menu.keyboard, menu.focus = True, menu.focus_order.index(menu.grid)
        menu.pad_search.at_box = True
        surface = pygame.Surface(size)
        menu.full_redraw = True
        menu.draw(surface)
        box = menu.grid.search_rect
        ring = _line_down(surface, box.x + box.w // 3, box.y - 30, box.y + 2, theme.BLUE)
        assert least <= ring <= 3 * least
