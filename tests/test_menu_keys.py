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
