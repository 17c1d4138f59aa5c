"""Up / Down on the Custom panel's shapes move a row up or down (s166: Down left the grid,
wrapping round to How to play, so the only ways to a far shape were Left / Right many
times or the search), for a pad's D-pad and the keyboard's arrows alike: the grid is left
only from its last row (Down) or its first (Up: the search box), and a held key stops
there. Driven through the app's real loop (no window: the fast tier)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button, focus_with_x

pygame = pytest.importorskip("pygame")

DOWN, UP = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_UP


def key(app, k: int, repeat: bool = False) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, repeat=repeat)
    run(app, 1, dt=0.5)


@pytest.mark.parametrize("by", ["pad", "keys"])
def test_up_and_down_move_by_rows_in_the_shapes(monkeypatch, tmp_path, by):
    down = (lambda app: button(app, DOWN)) if by == "pad" else (lambda app: key(app, pygame.K_DOWN))
    up = (lambda app: button(app, UP)) if by == "pad" else (lambda app: key(app, pygame.K_UP))
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        menu.open_custom()
        run(app, 1)
        g = menu.grid
        focus_with_x(app, menu, g)
        g.index = g.shown()[1]  # the first row's second card
        rows = sorted({g.cards[i].y for i in g.shown()})
        assert g.cols >= 2 and len(rows) >= 3, (g.cols, rows)
        x0, y0 = g.cards[g.index].centerx, g.cards[g.index].y
        down(app)
        assert menu.focus_order[menu.focus] is g, "Down left the shapes"
        here = g.cards[g.index]
        assert here.y > y0 and abs(here.centerx - x0) < here.w, (here, x0, y0)  # a row down, same column
        up(app)
        assert g.index == g.shown()[1]  # back where it was
        for _ in range(200):  # down to the last row: still on the shapes
            if g.cards[g.index].y == max(g.cards[i].y for i in g.shown()):
                break
            down(app)
            assert menu.focus_order[menu.focus] is g
        last = g.index
        if by == "keys":
            key(app, pygame.K_DOWN, repeat=True)  # a held Down stops at the last row
            assert menu.focus_order[menu.focus] is g and g.index == last
        down(app)  # from the last row: what lies under the shapes, none at 800x600 (s176:
        assert menu.focus_order[menu.focus] is g and g.index == last  # it went to How to play)


def test_up_from_the_first_row_lights_the_search_box(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        menu.open_custom()
        run(app, 1)
        g = menu.grid
        focus_with_x(app, menu, g)
        rows = sorted({g.cards[i].y for i in g.shown()})
        g.index = next(i for i in g.shown() if g.cards[i].y == rows[1])  # a card in the second row
        button(app, UP)
        assert not menu.pad_search.at_box and g.cards[g.index].y == rows[0]  # a row up first
        top = g.index
        button(app, UP)
        assert menu.pad_search.at_box  # then the box
        button(app, DOWN)
        assert not menu.pad_search.at_box and menu.focus_order[menu.focus] is g and g.index == top
