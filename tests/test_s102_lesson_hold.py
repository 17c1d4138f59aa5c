"""Stranger s102, the 2D lesson's second board: "Colours show where an arrow flies. Hold
one to see its path". A stranger held a blocked arrow to look at its path (as told), let
go, and it fired: it bounced and cost a heart for a look the line had asked for. Holding
is looking there: a blocked arrow let go of stays, costs nothing, and says why; a free
one let go of flies as before, and the next step's blocked taps bounce again."""

from __future__ import annotations

import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _hold_and_let_go(app, play, i, frames=60):
    """A press on arrow i's head, held `frames` steps (its path shows), then let go there."""
    from app_helpers import post, run

    x, y = play.board.space.coord(play.board.arrows[i].head)
    pos = tuple(int(v) for v in play.view.cell_center(x, y))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    run(app, frames)
    assert play.ptr.pressed == i  # (held: its path shows)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    run(app, 60)


def test_a_blocked_arrow_held_to_see_its_path_is_not_fired(monkeypatch, tmp_path):
    from app_helpers import app_maker, lesson_tap, run, run_until

    from quiver.game.lessons import Anchor, Until, anchor_arrows
    from quiver.scenes.lesson_hold import BLOCKED_LOOK

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 720)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        coach = app.top.coach
        play = app.top
        while play.board.alive:  # the first board, cleared as a player would
            play.fire(lesson_tap(play))
            run_until(app, lambda: not play.anims, what="the flight")
            run(app, 5)
        run_until(app, lambda: coach.stage == 1 and app.top.board.alive, frames=600, what="board 2")
        play = app.top
        assert "Hold one" in coach.current.line and coach.current.until == Until.LEFT
        blocked = anchor_arrows(play.board, Anchor.BLOCKED)
        alive = len(play.board.alive)
        _hold_and_let_go(app, play, blocked[0])
        assert play.session.hearts == 3 and len(play.board.alive) == alive
        assert coach.stage == 1 and coach.current.until == Until.LEFT
        assert BLOCKED_LOOK in app.toasts.texts()
        _hold_and_let_go(app, play, anchor_arrows(play.board, Anchor.FREE)[0])  # a free one flies
        assert len(play.board.alive) == alive - 1 and coach.current.until == Until.WON
        blocked = anchor_arrows(play.board, Anchor.BLOCKED)
        _hold_and_let_go(app, play, blocked[0])  # "Clear the square": a blocked one bounces
        assert play.session.hearts == 2
