"""Up and Down between the shapes and the controls over and under their column, as on
screen (s172). Up from the search box went back in the keyboard's order, to Your picture:
under the shapes at 480x360, in the other column at 640x480; a stranger pressing Up over
the shapes lands at the foot of the screen. Now the control over the column (How to play
or Settings), Down from it the search box again; from the last row, Down goes on to the
control under the shapes (Play this puzzle at 480x360) and Up from it back to them. Tab and
Shift+Tab keep the keyboard's order. Through the app's real loop (no window)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import focus_with_x

pygame = pytest.importorskip("pygame")


def key(app, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    run(app, 1, dt=0.5)


def focused(menu):
    return menu.focus_order[menu.focus]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600), (1280, 800), (1024, 480)])
def test_up_from_the_search_box_goes_to_the_control_over_it_and_down_comes_back(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        key(app, pygame.K_c)
        menu = app.top
        focus_with_x(app, menu, menu.grid)
        key(app, pygame.K_UP)  # the first row: up to the box
        assert focused(menu) is menu.grid and menu.pad_search.at_box
        key(app, pygame.K_UP)
        over = focused(menu)
        assert over in (menu.help_btn, menu.settings_btn), over.label  # (not Your picture)
        assert over.rect.bottom <= menu.grid.rect.top
        key(app, pygame.K_DOWN)
        assert focused(menu) is menu.grid and menu.pad_search.at_box  # the box again
        key(app, pygame.K_DOWN)
        assert focused(menu) is menu.grid and not menu.pad_search.at_box  # the cards


def test_down_from_the_last_row_goes_to_the_control_under_the_shapes(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        key(app, pygame.K_c)
        menu = app.top
        focus_with_x(app, menu, menu.grid)
        menu.choice.select_shape(len(menu.grid.cards) - 1)  # the last card
        key(app, pygame.K_DOWN)
        assert focused(menu) is menu.random_btn  # Play this puzzle, under the shapes here
        assert menu.random_btn.rect.top >= menu.grid.rect.bottom
        key(app, pygame.K_UP)
        assert focused(menu) is menu.grid and not menu.pad_search.at_box
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # Shift+Tab: the order's step, as before
        assert focused(menu) is menu.picture_btn
