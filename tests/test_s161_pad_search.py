"""A game pad searches the Custom panel's shapes (s161, scenes/menu_search.py): a pad
sends no text, so the search box could not be used from a pad. Up on the shapes lights
the search box, A opens the on-screen keys bound to its line, the shapes filter as
letters are typed, Start (Done) and B put the keys away keeping the filter. A keyboard
player's Enter on the lit box searches with no keys. Driven through the app's real loop
with injected pad events only (no window: the fast tier)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button, focus_with_x, type_on_keys

pygame = pytest.importorskip("pygame")

A, B = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B
START, UP = pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


def search_by_pad(app):
    """The Custom panel by pad, the focus on the shapes, Up to the search box, A."""
    menu = app.top
    focus_with_x(app, menu, menu.custom_btn)
    button(app, A)
    assert menu.custom
    focus_with_x(app, menu, menu.grid)
    button(app, UP)
    assert menu.pad_search.at_box and menu.focus_order[menu.focus] is menu.grid
    button(app, A)
    return menu


@pytest.mark.parametrize("leave", [START, B], ids=["start", "b"])
def test_a_pad_types_a_search_and_the_shapes_filter(monkeypatch, tmp_path, leave):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = search_by_pad(app)
        keys = menu.pad_search.keys
        assert keys.shown and menu.grid.typing
        assert not keys.rect.colliderect(menu.grid.search_rect)  # never over the box
        total = len(menu.grid.names)
        type_on_keys(app, keys, "hea")
        assert menu.grid.query == "hea"
        shown = menu.grid.shown()
        assert 0 < len(shown) < total  # filtered as typed
        assert menu.grid.index in shown and "hea" in menu.grid.value.replace("_", " ")
        menu.full_redraw = True
        menu.draw(pygame.Surface(menu.size))  # (the keys placed afresh, as each frame does)
        assert not keys.rect.colliderect(menu.grid.cards[menu.grid.index])  # the match in sight
        button(app, leave)  # Done, or B: the keys away, the filter kept
        assert not keys.shown and not menu.grid.typing
        assert menu.grid.query == "hea" and menu.grid.shown() == shown
        assert app.top is menu and menu.custom  # (B left neither the panel nor the menu)


def test_down_goes_back_to_the_cards_and_up_again_on(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.custom_btn)
        button(app, A)
        focus_with_x(app, menu, menu.grid)
        button(app, UP)
        button(app, DOWN)
        assert not menu.pad_search.at_box and menu.focus_order[menu.focus] is menu.grid
        button(app, UP)
        button(app, UP)  # past the box: the control above the shapes
        assert menu.focus_order[menu.focus] is not menu.grid and not menu.pad_search.at_box


def test_a_keyboard_player_searches_the_lit_box_without_keys(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        menu.open_custom()
        menu._set_focus(menu.focus_order.index(menu.grid))
        for key in (pygame.K_UP, pygame.K_RETURN):
            post(pygame.KEYDOWN, key=key, mod=0, unicode="")
            run(app, 1)
        assert menu.grid.typing and not menu.pad_search.keys.shown
        post(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s")
        run(app, 1)
        assert menu.grid.query == "s" and not menu.pad_search.keys.shown
