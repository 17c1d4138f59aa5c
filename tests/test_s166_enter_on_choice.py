"""A on a Custom-panel choice (a pad's Enter) started the puzzle, in a fresh data folder
the 2D lesson, where a pad player only meant to choose (s166). Enter (A) on a choice now
turns it as Space does (as Settings' Enter does), on the arrow count it goes on to Play
this puzzle, and only a Play button plays; for the keyboard's Enter the same. Driven
through the app's real loop (no window: the fast tier)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button, focus_with_x

pygame = pytest.importorskip("pygame")

A = pygame.CONTROLLER_BUTTON_A


def enter(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    run(app, 1, dt=0.5)


@pytest.mark.parametrize("by", ["pad", "keys"])
def test_enter_on_a_choice_turns_it_and_only_play_plays(monkeypatch, tmp_path, by):
    press = (lambda app: button(app, A)) if by == "pad" else enter
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.custom_btn)
        button(app, A) if by == "pad" else enter(app)
        assert menu.custom
        for seg in (menu.diff_seg, menu.size_seg, menu.special_seg):
            focus_with_x(app, menu, seg)
            was = seg.index
            press(app)
            assert app.top is menu, f"A on {seg.options} left the menu"
            assert seg.index == (was + 1) % len(seg.options) or seg.disabled[(was + 1) % len(seg.options)]
        focus_with_x(app, menu, menu.slider)
        press(app)
        assert app.top is menu and menu.focus_order[menu.focus] is menu.random_btn
        press(app)  # Play this puzzle: the lesson first, in a fresh data folder
        assert app.top is not menu
