"""s276: the toast saying a puzzle left was kept stays off the next level's top bar.

Leaving a kept 3D puzzle and starting Level 1 at 640x480: "Puzzle kept: Continue (K) goes
on; so does Enter seed ..." (a saved toast: it stays its time) stood over the new level's
title and chips for 2.5 s, in the place over the top bar play views offer their own news
last (area2d.banner). While a saved toast said over another screen is up, a play view
lends that bar to none: the toast goes where the view puts its own (play_toasts).
"""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run, run_until, toast_ink
from test_s207_kept_app import tap

from quiver.game.code import from_seed
from quiver.scenes.menu import MenuScene
from quiver.scenes.play import PlayScene


def key(k: int, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def level_one_after_a_kept_puzzle(app, mode: str) -> PlayScene:
    opened = lambda: isinstance(app.top, PlayScene) and not app.top.busy()
    app.flow.open_code(from_seed(7, mode=mode))
    run_until(app, opened, what="the puzzle opened")
    tap(app, app.top, min(app.top.session.board.free_arrows()))
    key(pygame.K_ESCAPE)
    run(app)
    key(pygame.K_m)  # the pause card's Menu: the puzzle is kept, and that is said
    run(app, 3)
    assert isinstance(app.top, MenuScene) and any("kept" in t for t in app.toasts.texts())
    key(pygame.K_RETURN, "\r")  # Play: Level 1
    run_until(app, opened, what="Level 1 opened")
    run(app, 3)
    return app.top


def off_the_top_bar(app, play) -> None:
    ink = toast_ink(app)
    assert not ink.w or ink.top >= play.hud.top_h, (app.toasts.texts(), ink)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_kept_toast_keeps_off_level_ones_top_bar_2d(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        off_the_top_bar(app, level_one_after_a_kept_puzzle(app, "2d"))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_kept_toast_keeps_off_level_ones_top_bar_3d(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, size=size) as make:
        app = make()
        off_the_top_bar(app, level_one_after_a_kept_puzzle(app, "3d"))
