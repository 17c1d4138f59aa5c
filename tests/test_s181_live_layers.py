"""The layers chip's peel kept per removal (engine/peel_live.py, game/layers.py): after any
sequence of legal removals its depth and levels are a full `peel` of the position's, on
2D, 3D and Flat 3D boards, plain and with two-headed arrows and locks (random locks
included, which can leave arrows stuck for good), and a session follows a whole game
with one kept peel rather than a new one per tap (s181)."""

from __future__ import annotations

import functools
import pickle
from contextlib import suppress
from dataclasses import replace

import pytest

from quiver.engine import Board, BoardError, Rng, peel
from quiver.engine.peel_live import LiveLevels
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.generator.specials import second_head

SHAPES = [
    ("2d", "rect", (7, 6)),
    ("2d", "ring", (12, 12)),
    ("3d", "cube", (4,)),
    ("3d", "pyramid", (5,)),
    ("flat", "cube", (3,)),
    ("flat", "stairs", None),
]
VARIANTS = ("plain", "two-headed", "locks", "both")


@functools.cache
def _generated(mode: str, shape: str, size, seed: int) -> bytes:
    """The generated board, once a module (its four variants start from it): a copy each."""
    return pickle.dumps(generate(PuzzleSpec(mode, shape, size, None, "hard", seed)))


def board_of(mode: str, shape: str, size, seed: int, variant: str) -> Board:
    """A generated board, given random second heads and/or random locks (any key the lock
    rules allow, so a lock may wait behind its own key: arrows stuck for good)."""
    board = pickle.loads(_generated(mode, shape, size, seed))
    rng = Rng(seed).stream(f"s181/{variant}")
    puzzle = board.puzzle
    n = len(board.arrows)
    if variant in ("two-headed", "both"):
        for i in range(n):
            found = second_head(board, i)
            if found is not None and rng.chance(0.5):
                puzzle = puzzle.with_arrows({i: replace(puzzle.arrows[i], dir2=found[0])})
    if variant in ("locks", "both"):
        for i in range(n):
            if rng.chance(0.3):
                with suppress(BoardError):  # itself, a key of two, a cycle of locks: none
                    puzzle = puzzle.with_arrows({i: replace(puzzle.arrows[i], lock=rng.below(n))})
    return Board.of(puzzle)


def assert_peeled(live: LiveLevels, board: Board) -> None:
    full = peel(board)
    assert live.tracks(board)
    assert (live.depth, live.levels()) == (full.depth, full.levels())


@pytest.mark.parametrize(("mode", "shape", "size"), SHAPES)
def test_kept_levels_equal_a_full_peel_after_every_removal(mode, shape, size):
    seen = {"stuck": 0, "two-headed": 0, "locks": 0, "lowered": 0}
    for seed in range(1, 4):
        for variant in VARIANTS:
            board = board_of(mode, shape, size, seed, variant)
            seen["two-headed"] += sum(a.dir2 is not None for a in board.arrows)
            seen["locks"] += sum(a.lock is not None for a in board.arrows)
            seen["stuck"] += bool(peel(board).stuck)
            rng = Rng(seed).stream(f"s181/play/{variant}")
            live = LiveLevels(board)
            assert_peeled(live, board)
            while True:
                free = board.free_arrows()
                if not free:
                    break
                i = rng.choice(free)
                before = dict(live.levels())
                end = rng.below(2) if board.arrows[i].dir2 is not None else None  # (that end may bounce)
                if board.fire(i, end).left:
                    live.left(i)
                assert_peeled(live, board)
                seen["lowered"] += sum(live.levels()[a] < k for a, k in before.items() if a != i)
    # the loops met what they are about (else a broken update could pass unseen)
    if mode != "flat" or shape != "cube":
        assert seen["stuck"] and seen["two-headed"] and seen["locks"]
    assert seen["lowered"] > 10


def test_a_session_keeps_one_peel_through_a_game_and_restarts():
    board = board_of("2d", "ring", (12, 12), 2, "both")
    s = Session(board, hearts=None)
    rng = Rng(5)
    assert (s.depth, s.levels()) == (peel(board).depth, peel(board).levels())
    kept = s.layers._live
    for restart in (True, False):
        while board.free_arrows():
            s.fire(rng.choice(board.free_arrows()))
            full = peel(board)
            assert (s.depth, s.levels()) == (full.depth, full.levels())
            assert s.layers._live is kept  # updated, not built again
            if restart and len(board.alive) < len(board.arrows) // 2:
                break
        if restart:
            s.restart()
            assert (s.depth, s.levels()) == (peel(board).depth, peel(board).levels())
            assert s.layers._live is not kept and s.layers._live.waits is kept.waits  # the puzzle's part kept
            kept = s.layers._live


def test_an_arrow_taken_off_behind_its_back_makes_it_peel_again():
    board = board_of("3d", "cube", (4,), 1, "plain")
    s = Session(board, hearts=None)
    assert s.depth == peel(board).depth
    free = board.free_arrows()
    board.remove(free[0])  # not through the session
    s.fire(free[1])
    full = peel(board)
    assert (s.depth, s.levels()) == (full.depth, full.levels())


def test_a_removal_it_cannot_follow_is_refused_not_misread():
    board = board_of("2d", "rect", (7, 6), 1, "plain")
    live = LiveLevels(board)
    blocked = next(i for i in board.alive if not board.can_escape(i))
    board.remove(blocked)  # not a legal move: the rounds of others could rise or stick
    live.left(blocked)
    assert not live.tracks(board)
