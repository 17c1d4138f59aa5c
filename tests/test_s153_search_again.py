"""`/` into a shape search that already holds a query selects it, as Tab into a Settings
field selects its text (s150's note: it put the caret after the old query, so a new
search typed onto the end of the last one: "heart" then "/" and "cat" searched
"heartcat" and showed nothing). Typing replaces it; the arrows keep it."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


def key(k: int, ch: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=ch, scancode=0)


def typed(text: str) -> None:
    for ch in text:
        key(getattr(pygame, f"K_{ch}"), ch)


def test_slash_selects_the_last_query_and_typing_replaces_it(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        grid = app.top.grid
        key(pygame.K_SLASH, "/")
        typed("heart")
        key(pygame.K_TAB)  # the search kept, typing over
        run(app)
        assert not grid.typing and grid.query == "heart"
        key(pygame.K_SLASH, "/")
        run(app)
        assert grid.typing and grid.line.selected() == "heart"
        typed("cat")
        run(app)
        assert grid.query == "cat" and grid.shown()


def test_slash_on_an_empty_search_selects_nothing(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        key(pygame.K_SLASH, "/")
        run(app)
        grid = app.top.grid
        assert grid.typing and grid.line.selection() is None and grid.query == ""
