"""s209: a kept puzzle whose taps do not replay starts fresh with the hearts the puzzle
was opened with, not the kept file's: a file that said 1 heart (another Quiver's, a hand
edit) left the fresh start at 1 heart of 3, and one that said 9 at 9."""

from __future__ import annotations

import pytest

from quiver.engine.spec import PuzzleSpec
from quiver.game.code import generate_board
from quiver.game.kept_puzzle import KeptPuzzle, replay_kept
from quiver.game.session import Session


@pytest.mark.parametrize("kept_hearts", [1, 9])
def test_a_replay_that_fails_keeps_the_sessions_hearts(kept_hearts):
    code = PuzzleSpec.parse("2d-heart-8x7-7-hard-3451074477919113744-g9")  # (level 1: quick to build)
    s = Session(generate_board(code), 3)
    stuck = next(i for i in sorted(s.board.alive) if not s.board.can_escape(i))
    # a blocked tap, then one on an arrow no board has: the replay fails either way
    kept = KeptPuzzle(str(code), "free", ((stuck, 0), (10_000, 900)), hearts=kept_hearts)
    assert replay_kept(kept, s) is not None
    assert (s.max_hearts, s.hearts, s.log, s.moves) == (3, 3, [], 0)
