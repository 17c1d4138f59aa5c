"""The menu's shape search selects as the other text fields do (s150: it had no
selection; Ctrl+A did nothing, Shift+Left moved the caret alone): Ctrl+A selects the
query, Shift+arrows extend a selection, typing or Backspace replaces it, and it is drawn
on the same light blue as the text boxes' (caret.draw_selection, shared)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

from quiver.render2d import theme  # noqa: E402
from quiver.render2d.caret import SELECTED  # noqa: E402

SHIFT, CTRL = pygame.KMOD_SHIFT, pygame.KMOD_CTRL


def key(k: int, mod: int = 0, ch: str = "") -> None:
    # (a real Ctrl+A's unicode is "\x01"; "a" here: the letter must not be typed)
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=ch, scancode=0)


def typed(text: str) -> None:
    for ch in text:
        key(getattr(pygame, f"K_{ch}"), 0, ch)


def searching(make, size):
    app = make(size=size)
    menu = app.top
    key(pygame.K_SLASH, 0, "/")
    run(app)
    assert menu.grid.typing
    return app, menu.grid


def blue_columns(app, grid, colour=SELECTED) -> list[int]:
    surf = pygame.Surface(app.size)
    grid.draw(surf)
    r = grid.search_rect
    return [
        x
        for x in range(r.x, r.right)
        if any(tuple(surf.get_at((x, y)))[:3] == colour for y in range(r.y, r.bottom))
    ]


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800)])
def test_ctrl_a_selects_the_query_and_typing_replaces_it(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, grid = searching(make, size)
        typed("heart")
        run(app)
        assert not blue_columns(app, grid)
        key(pygame.K_a, CTRL, "a")
        run(app)
        assert grid.line.selected() == "heart" and grid.query == "heart"
        band = blue_columns(app, grid)
        assert len(band) >= grid._query_width("heart") - 2  # the whole query on blue
        typed("duck")
        run(app)
        assert grid.query == "duck" and grid.value == "duck" and not blue_columns(app, grid)


def test_shift_arrows_extend_a_selection_that_backspace_takes(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, grid = searching(make, (800, 600))
        typed("duck")
        key(pygame.K_LEFT, SHIFT)
        key(pygame.K_LEFT, SHIFT)
        run(app)
        assert grid.line.selected() == "ck"
        key(pygame.K_HOME, SHIFT)
        run(app)
        assert grid.line.selected() == "duck"
        key(pygame.K_RIGHT, SHIFT)
        key(pygame.K_BACKSPACE)
        run(app)
        assert grid.query == "d" and grid.line.selection() is None
        typed("uck")
        key(pygame.K_LEFT, SHIFT)
        key(pygame.K_RETURN)  # the search kept, the box left: no band over its words
        run(app)
        assert not grid.typing and grid.query == "duck" and grid.line.selected() == "k"
        assert not blue_columns(app, grid, theme.CELL)


def test_a_paste_goes_in_through_the_searchs_own_filter(monkeypatch, tmp_path):
    monkeypatch.setattr("quiver.scenes.picker.clipboard_text", lambda: "ice\ncream!")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, grid = searching(make, (800, 600))
        typed("xyz")
        key(pygame.K_a, CTRL, "a")
        key(pygame.K_v, CTRL, "v")
        run(app)
        assert grid.query == "icecream"
