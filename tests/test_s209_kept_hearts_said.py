"""s209: a kept puzzle picked up after the hearts setting changed says it keeps the
hearts it began with (as a change mid-puzzle says): a stranger who closed level 1 with 3
hearts, set Zen in Settings and opened it again lost hearts with no word why."""

from __future__ import annotations

import pygame

from tests.app_helpers import app_maker, post, run
from tests.test_s207_kept_app import play_level, tap, toasts


def test_hearts_changed_while_closed_are_said_on_the_way_back(monkeypatch, tmp_path):
    from quiver.scenes.play_words import HEARTS_LATER, SHORTER

    said = {HEARTS_LATER, SHORTER[HEARTS_LATER]}  # (long or short, as the toast layer found room)

    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        tap(app, play, min(play.session.board.free_arrows()))
        post(pygame.QUIT)
        run(app)
        app.close()
        app = make()
        play = play_level(app)
        assert not said & set(toasts(app))  # the same setting: nothing to say
        post(pygame.QUIT)
        run(app)
        app.close()
        app = make()
        app.midend.change_setting("hearts", "zen")
        play = play_level(app)
        assert play.session.max_hearts == 3  # kept as it began
        assert said & set(toasts(app))
