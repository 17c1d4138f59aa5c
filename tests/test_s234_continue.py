"""s234 (a stranger's playtest): level 2 left mid-way showed two buttons on the menu,
"Play 2D · level 2" and "Continue K · 2D level 2", both opening the same board where it was
left. Where the level Play opens is all that is kept, Continue is not shown: Play goes on."""

from __future__ import annotations

import pygame

from tests.app_helpers import app_maker, click, run
from tests.test_s207_kept_app import tap, where
from tests.test_s212_kept_menu import key, left_by_menu, opened


def test_the_level_play_opens_is_not_named_twice(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        click(app, menu.widget_center("play"))
        left_by_menu(app)  # level 1, one arrow out, the pause card's Menu: kept
        assert app.top is menu and menu.kept_btn not in menu.focus_order
        assert menu.play_btn.sub.endswith("level 1")
        key(pygame.K_k)  # K with nothing else kept: nothing opens
        run(app, 3)
        assert app.top is menu
        click(app, menu.widget_center("play"))
        play = opened(app)
        left = where(play)
        assert len(left[0]) == len(play.session.board.arrows) - 1  # Play went on where it was left
        tap(app, play, min(play.session.board.free_arrows()))
        key(pygame.K_ESCAPE)
        run(app)
        key(pygame.K_m)
        run(app, 3)
        click(app, menu.widget_center("mode:3d"))  # 3D's Play opens its own level 1:
        run(app)
        assert menu.kept_btn in menu.focus_order and menu.kept_btn.sub == "K  ·  2D level 1"  # 2D's is named
