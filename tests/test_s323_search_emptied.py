"""s323: a search typed and then deleted kept its first match picked (and the list at its
top): emptied, by Backspace or by Ctrl+A and Delete, the shapes list and the pick stand as
they did before the search, as Esc leaves them."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run


def _key(k: int, mod: int = 0, ch: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=ch, scancode=0)


def _custom_with_a_pick_far_down(make):
    app = make(size=(800, 600))
    menu = app.top
    menu.open_custom()
    run(app, 2)
    grid = menu.grid
    far = len(grid.names) * 2 // 3
    menu.choice.select_shape(far)
    grid.ensure_visible(far)
    run(app, 2)
    assert grid.scroll > 0 and grid.index == far
    return app, menu, grid


@pytest.mark.parametrize("empty", ["backspace", "select_all"])
def test_a_search_emptied_puts_back_the_pick_and_the_list_it_moved(monkeypatch, tmp_path, empty):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, menu, grid = _custom_with_a_pick_far_down(make)
        pick, scroll, arrows = grid.index, grid.scroll, menu.slider.value
        _key(pygame.K_SLASH, 0, "/")
        run(app)
        assert grid.typing
        for ch in "duck":
            _key(getattr(pygame, f"K_{ch}"), 0, ch)
        run(app)
        assert grid.value == "duck" and grid.index != pick
        if empty == "backspace":
            for _ in range(4):
                _key(pygame.K_BACKSPACE)
        else:
            _key(pygame.K_a, pygame.KMOD_CTRL, "a")
            _key(pygame.K_DELETE)
        run(app, 2)
        assert grid.query == "" and grid.typing
        assert grid.index == pick, f"the search's match {grid.value} stayed picked"
        assert menu.slider.value == arrows  # (the Arrows slider as it was for that shape)
        assert grid.scroll == scroll and len(grid.shown()) == len(grid.names)
        _key(pygame.K_h, 0, "h")  # a search again moves the pick, and Esc still puts it back
        run(app)
        _key(pygame.K_ESCAPE, 0, "\x1b")
        run(app)
        assert grid.index == pick and not grid.typing and grid.scroll == scroll
