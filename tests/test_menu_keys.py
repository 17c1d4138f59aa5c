"""The menu's keyboard on its choices (stranger s41), through the real app loop: Space on a
focused choice turns it as on a focused button, and Tab goes through the Custom panel in
the order it reads."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


def _key(app, k, mod=0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=" " if k == pygame.K_SPACE else "", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    run(app, 1, dt=0.5)  # (at a player's pace)


def _focused(menu):
    return menu.focus_order[menu.focus]


def test_space_on_a_focused_choice_turns_it_and_plays_nothing(monkeypatch, tmp_path):
    """On the menu's Mode and the Custom panel's choices Space did nothing (Enter plays):
    it moves the choice on, as Left / Right do, round again after the last."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        _key(app, pygame.K_UP)  # from Play up to Mode
        assert _focused(menu) is menu.mode_seg and menu.mode == "2d"
        _key(app, pygame.K_SPACE)
        assert app.top is menu and menu.mode_seg.index == 1
        _key(app, pygame.K_LEFT)
        assert menu.mode_seg.index == 0 and menu.mode == "2d"
        menu.open_custom()
        run(app)
        menu.focus = menu.focus_order.index(menu.diff_seg)
        start = menu.diff_seg.index
        for n in range(1, len(menu.diff_seg.options) + 1):
            _key(app, pygame.K_SPACE)
            assert app.top is menu and menu.diff_seg.index == (start + n) % len(menu.diff_seg.options)
        menu.focus = menu.focus_order.index(menu.special_seg)
        _key(app, pygame.K_SPACE)
        assert menu.special_seg.value == menu.special_seg.options[1]


def test_tab_goes_through_the_custom_panel_as_it_reads(monkeypatch, tmp_path):
    """Tab went from Mode to the shapes and back to Difficulty: it goes top to bottom,
    left to right as laid out (How to play and Settings at the top right, the column of
    choices down, then the shapes beside it), and Shift+Tab back the same way."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        _key(app, pygame.K_c)  # the Custom panel, Play this puzzle focused
        assert menu.custom and _focused(menu) is menu.random_btn
        seen = [_focused(menu)]
        for _ in range(len(menu.focus_order) - 1):
            _key(app, pygame.K_TAB)
            seen.append(_focused(menu))
        _key(app, pygame.K_TAB)
        assert _focused(menu) is menu.random_btn  # round once
        k = seen.index(menu.grid)
        order = seen[k + 1 :] + seen[: k + 1]  # from the top
        assert order[:2] == [menu.help_btn, menu.settings_btn] and order[-1] is menu.grid
        column = order[2:-1]  # the choices' column, read top to bottom, left to right
        spots = [(w.rect.y, w.rect.x) for w in column]
        assert spots == sorted(spots), [type(w).__name__ for w in column]
        assert all(w.rect.right < menu.grid.rect.x for w in column)  # the shapes beside it
        back = [_focused(menu)]
        for _ in range(len(menu.focus_order) - 1):
            _key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
            back.append(_focused(menu))
        assert back == [seen[0], *reversed(seen[1:])]
