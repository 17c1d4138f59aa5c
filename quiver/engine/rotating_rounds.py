"""The metrics of a board with rotating arrows (RULES.md 4 read with phases; ADR 0007):
the verifier's clearing read as rounds, depth, and random playouts under the real rule.
Split from `rotating.py` (the rule and the verifier), which it builds on.

    order = tidy_order(board, solve_rotating(board))   # the clearing, as rounds
    rounds = clearing_rounds(board, order)             # depth = len(rounds)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .board import Board
from .rng import Rng
from .rotating import RotatingRules, SearchLimit, solve_rotating

__all__ = ["clearing_rounds", "rotating_metrics", "rotating_playouts", "tidy_order"]


# -- metrics (RULES.md 4 read with phases; ADR 0007) --------------------------------------
def tidy_order(board: Board, order: list[int]) -> list[int]:
    """The same clearing with each run of plain arrows between two rotating arrows' moves
    taken round by round (every arrow of the run free at the run's position first, then
    those they free, ...). Still a clearing: only plain arrows move, a plain arrow free
    once stays free, and each rotating arrow leaves after as many moves (the same
    phase) with the same arrows gone as before. The verifier's depth-first order
    interleaves rounds; this one reads as rounds."""
    work = board.copy()
    out: list[int] = []
    run: list[int] = []

    def flush() -> None:
        left = list(run)
        while left:
            free = [i for i in left if work.first_blocker(i) is None]
            if not free:  # cannot happen for a valid order
                raise ValueError("the clearing order is not valid")
            for i in free:
                work.remove(i)
            out.extend(free)
            left = [i for i in left if i not in free]
        run.clear()

    for i in order:
        if i in board.turns:
            flush()
            if not work.fire(i).left:
                raise ValueError(f"arrow {i} is blocked in the clearing order")
            out.append(i)
        else:
            run.append(i)
    flush()
    return out


def clearing_rounds(board: Board, order: Sequence[int]) -> list[list[int]]:
    """A clearing order from the current position cut into rounds: a round starts at a
    position and takes the following moves while each arrow was already free there (in
    that position's phase). Without rotating arrows and with a peel order, these are the
    peel's rounds; with them, the depth of a rotating board is the verifier's rounds."""
    work = board.copy()
    rounds: list[list[int]] = []
    free_at_start: set[int] = set()
    for i in order:
        if not rounds or i not in free_at_start:
            rounds.append([])
            free_at_start = set(work.free_arrows())
        rounds[-1].append(i)
        if not work.fire(i).left:
            raise ValueError(f"arrow {i} is blocked in the clearing order")  # a bug
    return rounds


def _longest_single_run(rounds: list[list[int]]) -> int:
    """Consecutive rounds that free one arrow each, at most (as `measures.max_single_run`;
    measures imports this module, so not the other way round)."""
    best = run = 0
    for r in rounds:
        run = run + 1 if len(r) == 1 else 0
        best = max(best, run)
    return best


def rotating_playouts(board: Board, runs: int = 10, seed: int = 0) -> tuple[float, float, float, float]:
    """Random free moves under the real rule (phases), like `solve.playouts`: (forced
    share, mean choice, scan, share of runs that walk into a dead end)."""
    rules = RotatingRules(board)
    rng = Rng(seed).stream("playout")
    start = sum(1 << i for i in board.alive)
    moves = forced = choice = stuck = 0
    scan = 0.0
    for _ in range(runs):
        mask = start
        plain = rules.plain_free(mask)  # carried from move to move (as the verifier does)
        while mask:
            free = sorted(plain.union(rules.turning_free(mask)))
            if not free:
                stuck += 1
                break
            left = mask.bit_count()
            moves += 1
            choice += len(free)
            forced += len(free) == 1
            scan += (left + 1) / (len(free) + 1)
            moved = free[rng.below(len(free))]
            mask &= ~(1 << moved)
            plain = rules.plain_free(mask, (plain, moved))
    if not moves:
        return 0.0, 0.0, 0.0, 0.0
    return forced / moves, choice / moves, scan / moves, stuck / runs


def rotating_metrics(board: Board, base: dict[str, Any]) -> dict[str, Any]:
    """`solve.metrics` of a position with rotating arrows: solvable by the verifier
    ("search_limit" when it gave up: solvable unknown), depth its rounds, F0 the arrows
    free now."""
    n = len(board.alive)
    try:
        order = solve_rotating(board)
    except SearchLimit:
        order, base["search_limit"] = None, True
    solvable = order is not None
    rounds = clearing_rounds(board, tidy_order(board, order)) if order is not None else []
    free_now = len(board.free_arrows())
    m = {
        **base,
        "solvable": solvable,
        "depth": len(rounds) if solvable else None,
        "free_at_start": free_now,
        "f0": round(free_now / n, 6) if n else 0.0,
        "l_over_a": round(len(rounds) / n, 6) if n and solvable else None,
        "max_single_run": _longest_single_run(rounds),
    }
    if solvable and n:
        forced, choice, scan, dead = rotating_playouts(board)
        m.update(
            forced_moves=round(forced, 6),
            mean_choice=round(choice, 6),
            scan=round(scan, 6),
            dead_end_playouts=round(dead, 6),
        )
    m["rotating"] = sum(1 for i in board.alive if i in board.turns)
    return m
