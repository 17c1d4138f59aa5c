"""s323: does Enter after a wheel zoom go to the arrow the pointer rests on? A stranger's
note said the keyboard's light jumped there. It does not: the arrow Tab lit stays lit
through the zoom (the pointer did not move: the keys keep the board) and Enter fires it;
with none lit, Enter lights the arrow under the pointer where its head shows (the one
its glow and aim line show, as before the zoom: keypick3d_keys._light_first, s56), and
fires nothing."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run

from quiver.generator import PuzzleSpec, generate


def _key(app, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 2)
    app.clock.t += 0.6  # (no quick second press: input.StrayKey)


def _board(make, mode: str):
    app = make(size=(800, 600))
    board = generate(PuzzleSpec(mode, "cube", (4,), None, "hard", 3))
    app.flow.open_board(board)
    run(app, 5)
    play = app.top
    spots = [(x, y) for y in range(150, 450, 10) for x in range(200, 600, 10)]
    return app, board, play, [p for p in spots if play.arrow_at(p) is not None]


def _rest_and_zoom(app, pos, notches: int = 3) -> None:
    for _ in range(notches):  # the pointer rests: a wheel sends no move
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        run(app, 2)
    run(app, 30)  # (the zoom settled)


@pytest.mark.slow  # (an OpenGL window)
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_wheel_zoom_keeps_the_arrow_tab_lit_and_enter_fires_it(monkeypatch, tmp_path, mode):
    with app_maker(monkeypatch, tmp_path) as make:
        app, board, play, over = _board(make, mode)
        _key(app, pygame.K_TAB)
        lit = play.keys.lit.arrow
        pos = next(p for p in over if play.arrow_at(p) != lit)  # the pointer on another arrow
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        run(app, 2)
        _key(app, pygame.K_TAB)  # (the move gave the pointer the board: Tab takes it back)
        lit = play.keys.lit.arrow
        under = play.arrow_at(pos)
        assert play.keys.on and under != lit
        _rest_and_zoom(app, pos)
        assert play.keys.on and play.keys.lit.arrow == lit, "the zoom moved the keys' light"
        alive, hearts = set(board.alive), play.session.hearts
        _key(app, pygame.K_RETURN)
        assert lit not in board.alive or play.session.hearts == hearts - 1  # it flew or bounced
        assert alive - set(board.alive) <= {lit}, "Enter fired the arrow under the pointer"


@pytest.mark.slow  # (an OpenGL window)
def test_with_none_lit_enter_after_a_zoom_lights_the_arrow_the_pointer_shows(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        from quiver.scenes.keypick3d import shown_heads

        app, board, play, _over = _board(make, "3d")
        heads = shown_heads(play.ctl)
        head = heads[len(heads) // 2]
        pos = (round(head.pos[0]), round(head.pos[1]))  # on a head: the zoom keeps it under the pointer
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        run(app, 2)
        _rest_and_zoom(app, pos)
        shown = play.ctl.hover  # what the pointer's glow and aim line show now
        assert play.keys.lit is None and shown == play.arrow_at(pos) == head.arrow
        assert play.keys.head(shown) is not None  # (its head shows)
        alive, hearts = set(board.alive), play.session.hearts
        _key(app, pygame.K_RETURN)
        assert play.keys.lit is not None and play.keys.lit.arrow == shown
        assert board.alive == alive and play.session.hearts == hearts  # lit, nothing fired
