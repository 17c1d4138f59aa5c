"""The session with rotating arrows (ADR 0007): the dead-end watch after every move,
hints that keep the board solvable, the verifier's depth, and the threaded watch."""

from __future__ import annotations

from quiver.engine import Rng
from quiver.engine.rotating import solve_rotating
from quiver.game.deadend import DEAD_END, SOLVABLE, DeadEndWatch
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate


def board(seed: int = 2, mode: str = "2d"):
    shape, size = {"2d": ("heart", None), "3d": ("cube", 4), "flat": ("cube", None)}[mode]
    return generate(
        PuzzleSpec(mode, shape, size=size, seed=seed, specials="many", special_kinds=("rotating",))
    )


def dead_end_moves(b, seed: int = 0) -> list[int] | None:
    """Free moves (by the engine's rule) that walk into a dead end, found by random play."""
    rng = Rng(seed).stream("walk")
    for _ in range(200):
        pos, moves = b.copy(), []
        pos.reset()
        while pos.alive:
            free = pos.free_arrows()
            if not free:
                break
            i = free[rng.below(len(free))]
            pos.fire(i)
            moves.append(i)
            if pos.alive and solve_rotating(pos) is None:
                return moves
    return None


def test_following_the_hints_clears_a_rotating_board_and_never_meets_a_dead_end():
    for mode in ("2d", "3d", "flat"):
        b = board(3, mode)
        s = Session(b, hearts=3)
        while not s.won:
            i = s.hint()
            assert i is not None and s.fire(i).left
            assert not s.dead_end and s.verdict == SOLVABLE
        assert s.hints_used == len(b.arrows) and s.mistakes == 0


def test_a_dead_end_is_noticed_at_the_move_that_makes_it():
    b = board(2)
    moves = dead_end_moves(b)
    assert moves is not None, "no random play reached a dead end on this board"
    s = Session(b, hearts=None)
    for i in moves:
        assert not s.dead_end
        assert s.fire(i).left
    assert s.dead_end and s.verdict == DEAD_END and s.hint() is None
    s.restart()
    assert not s.dead_end and s.verdict == SOLVABLE and s.hint() is not None


def test_the_threaded_watch_reaches_the_same_verdicts():
    b = board(2)
    moves = dead_end_moves(b)
    assert moves
    inline, threaded = DeadEndWatch(b), DeadEndWatch(b, threaded=True)
    pos = b.copy()
    pos.reset()
    for i in moves:
        pos.fire(i)
        inline.moved(i, pos.alive)
        threaded.moved(i, pos.alive)
        assert threaded.verdict(wait=True) == inline.verdict()
    assert inline.verdict() == DEAD_END
    threaded.close()


def test_depth_in_the_hud_is_the_verifiers_rounds():
    b = board(3)
    s = Session(b)
    assert s.depth == b.metrics["depth"]
    s.fire(s.hint())
    assert 1 <= s.depth <= len(b.arrows) - 1
