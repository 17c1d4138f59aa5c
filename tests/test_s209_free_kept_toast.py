"""s209: a free puzzle (Random puzzle, a code) left by the pause card's Menu is kept, and
the toast that says so tells the way back: its code, typed in Enter seed. "Puzzle kept:
open it again to go on" named no way, and Play this puzzle makes another one."""

from __future__ import annotations

import pygame

from tests.app_helpers import app_maker, post, run, run_until
from tests.test_s207_kept_app import tap, toasts, where


def test_free_puzzle_kept_says_its_code(monkeypatch, tmp_path):
    from quiver.game.code import from_seed
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.play import PlayScene

    code = from_seed(7)
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        app.flow.open_code(code)
        run_until(
            app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle opened"
        )
        play = app.top
        tap(app, play, min(play.session.board.free_arrows()))
        left = where(play)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app)
        post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="", scancode=0)  # the pause card's Menu
        run(app, 3)
        assert isinstance(app.top, MenuScene)
        said = [t for t in toasts(app) if "kept" in t]
        assert said == [f"Puzzle kept: Continue (K) goes on; so does Enter seed {code}"]  # (s212: Continue)
        app.flow.open_code(code)  # the way it names: the puzzle goes on
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="it opened again")
        assert where(app.top) == left
