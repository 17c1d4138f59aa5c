"""s216: with Reduced motion on, a cleared 2D arrow flew off 2.5x as fast as with motion:
a quicker sweep rather than none, and the board looked clear sooner. It now fades where it
stands, over the time its flight takes with motion (the same taps score the same either way:
the score's time and the combo window count taps, never animations)."""

from __future__ import annotations

import dataclasses

import pygame
from app_helpers import app_maker, click, run

CODE = "2d-rect-8x8-12-easy-3-g9"


def _board(app, reduced: bool):
    from quiver.game import code as codes
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app.midend.settings = dataclasses.replace(app.midend.settings, reduced_motion=reduced)
    app.apply_settings()
    app.flow.open(PuzzleRequest(FreePuzzle(), codes.PuzzleSpec.parse(CODE)))
    run(app, 60)
    return app.top


def _clear_one(app, play):
    i = min(play.board.free_arrows())
    click(app, play.arrow_pixel(i))
    (leave,) = [a for a in play.anims if a.arrow == i]
    return leave


def test_a_clear_fades_in_place_as_long_as_a_flight(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        from quiver.render2d.anim import leave_duration

        app = make()
        play = _board(app, True)
        fade = _clear_one(app, play)
        assert fade.duration == leave_duration(fade.distance), "as long as its flight with motion"
        run(app, round(fade.duration * 30))  # half way
        assert fade.offset() == 0.0, "it does not move"
        assert 0.0 < fade.opacity() < 1.0, "it fades"
        surface = pygame.Surface(app.size, pygame.SRCALPHA)
        assert play.moving.draw(surface), "drawn while it fades"
        run(app, round(fade.duration * 60))
        assert fade not in play.anims


def test_the_same_taps_score_the_same_with_reduced_motion(monkeypatch, tmp_path):
    scores = []
    for reduced in (False, True):
        with app_maker(monkeypatch, tmp_path / str(reduced), window=False, size=(800, 600)) as make:
            app = make()
            play = _board(app, reduced)
            while play.board.alive:  # a tap every 0.1 s, as the last clear still moves
                click(app, play.arrow_pixel(min(play.board.free_arrows())))
                run(app, 4)
            scores.append((play.session.score, play.session.log))
    assert scores[0] == scores[1]
