"""A restarted 3D board says when its arrow inside is uncovered, as the first try did
(s165, a stranger's pass). `Inside` found a restart only at the next clear, counted the
hidden arrows afresh from the board *after* that clear and said nothing: a first clear
that uncovered the arrow inside (5 of the 21 free arrows of this cube) went unsaid after
R, Retry or the win card's Replay, and with nothing left hidden so did "No arrows left
hidden inside". And a count said before the restart stood over the fresh board."""

from __future__ import annotations

import pytest

from quiver.engine.visibility import covered_arrows, uncovered_by
from quiver.generator import PuzzleSpec, generate
from quiver.scenes.inside3d import LONG


@pytest.fixture
def scene(monkeypatch):
    """A 3D cube 5 with one arrow inside, on a play scene (no window: a fast test)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.scenes.play3d import Play3DScene

    board = generate(PuzzleSpec("3d", "cube", 5, None, "easy", 2))
    app = App((900, 700), window=False, sound=False, clock=lambda: 0.0)
    play = Play3DScene(app.ports, board, None, None, hearts=3)
    try:
        yield app, play
    finally:
        app.close()


def _uncovering(board) -> int:
    """A free arrow whose leaving uncovers the arrow inside."""
    hidden = covered_arrows(board)
    return next(i for i in board.free_arrows() if uncovered_by(board, board.arrows[i].cells, hidden))


def _others(board, keep: int) -> list[int]:
    """Free arrows that uncover nothing, other than `keep`."""
    hidden = covered_arrows(board)
    return [
        i for i in board.free_arrows() if i != keep and not uncovered_by(board, board.arrows[i].cells, hidden)
    ]


def test_the_first_clear_after_a_restart_says_the_arrow_inside_is_uncovered(scene):
    app, play = scene
    board = play.board
    first = _uncovering(board)
    for i in _others(board, first)[:2]:  # a try of two clears, then R
        assert play.fire(i).left
    play.restart()
    assert play.inside.hidden == covered_arrows(board)  # counted again for the whole board
    assert play.fire(first).left
    assert LONG[1] in app.toasts.texts()  # "The arrow hidden inside is uncovered"


def test_replay_after_a_win_counts_the_hidden_arrows_again(scene):
    app, play = scene
    board = play.board
    while board.alive:
        play.fire(board.free_arrows()[0])
    assert play.session.won
    play.restart()  # the card's Replay
    assert play.inside.hidden == covered_arrows(board) != set()
    assert play.fire(_uncovering(board)).left
    assert LONG[1] in app.toasts.texts()


def test_a_restart_takes_back_what_the_last_try_said_of_the_arrows_inside(scene):
    app, play = scene
    board = play.board
    assert play.fire(_uncovering(board)).left
    assert LONG[1] in app.toasts.texts()
    play.restart()  # the arrow is inside again: "uncovered" no longer holds
    assert LONG[1] not in app.toasts.texts()
