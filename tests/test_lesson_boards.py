"""The lessons play frozen boards (quiver/game/lesson_boards.py): a new generator version
never changes a lesson. They are the boards quiver-gen/8 made from their codes, and they
still show what each lesson step points at."""

from __future__ import annotations

import pytest

from quiver.engine.codec import dump_board
from quiver.engine.solve import peel
from quiver.engine.spec import PuzzleSpec
from quiver.game import lesson_boards
from quiver.game.lessons import (
    Anchor,
    anchor_arrows,
    blocked_from_below,
    keeps_one_blocked,
    lesson,
    special_lesson,
)
from quiver.game.special_levels import INTRO_LEVEL

SPECIAL = [(mode, kind) for mode in ("2d", "3d", "flat") for kind in INTRO_LEVEL]


def test_every_frozen_board_is_the_quiver_gen_8_board_of_its_code():
    assert set(lesson_boards.NAMES) == {"flat:little stairs"} | {f"{m}:{k}" for m, k in SPECIAL}
    for name in lesson_boards.NAMES:
        board = lesson_boards.board(name)
        code = PuzzleSpec.parse(lesson_boards.SOURCES[name])
        assert board.params["generator"] == "quiver-gen/8" and code.generator == 8
        assert (board.mode, board.shape, board.seed) == (code.mode, code.shape, code.seed)
        assert tuple(board.space.size) == code.size and len(board.arrows) == code.arrows
        assert board.params["difficulty"] == code.difficulty == "easy"
        assert peel(board).solvable
        assert len(board.alive) == len(board.arrows)  # a fresh copy every time
        board.remove(next(iter(board.free_arrows())))
        assert len(lesson_boards.board(name).alive) == len(board.arrows)


def test_the_flat_lesson_plays_the_frozen_little_stairs():
    (stage,) = lesson("flat")
    board = stage.make_board()
    assert dump_board(board) == dump_board(lesson_boards.board("flat:little stairs"))
    # the fold step's arrow folds over an edge and leaves one blocked behind it ...
    (edge, *_) = anchor_arrows(board, Anchor.EDGE)
    assert len({board.space.coord(c)[3] for c in board.arrows[edge].cells}) > 1
    assert keeps_one_blocked(board, edge)
    # ... and the bounce step's arrow ("Lower steps block it too") is blocked from below
    board.remove(edge)
    (blocked, *_) = anchor_arrows(board, Anchor.BLOCKED)
    assert blocked_from_below(board, blocked)


@pytest.mark.parametrize("mode,kind", SPECIAL)
def test_each_special_lesson_plays_its_frozen_board_which_has_that_kind(mode, kind):
    ((stage,),) = [special_lesson(mode, kind)]
    board = stage.make_board()
    assert dump_board(board) == dump_board(lesson_boards.board(f"{mode}:{kind}"))
    assert board.params["specials"]["kinds"] == [kind]
    (step,) = stage.steps
    assert anchor_arrows(board, step.anchor), f"{mode} {kind}: nothing for the line to point at"


def test_an_unknown_lesson_board_is_refused():
    with pytest.raises(ValueError, match="no frozen lesson board"):
        lesson_boards.board("2d:bouncy")
