"""The Board a finished build makes (out of build.py): its arrows listed by head, the
proven tables, the solution checked, the metrics; and the home view's gate, asked of the
build's state before a Board is made."""

from __future__ import annotations

from typing import Any

from quiver.engine.board import Arrow, Board, Puzzle
from quiver.engine.solve import Playouts, metrics
from quiver.engine.space import Space
from quiver.engine.visibility import Vec, eye, visible_heads

from . import gates
from .fairness import peel_levels
from .finish import proven_tables
from .state import BuildState

Played = tuple[float, float, float, int]  # forced_moves, mean_choice, scan, playouts


def home_eye(space: Space, name: str) -> Vec | None:
    """The eye of the board's home view (`metrics` counts the free arrows seen from it
    on 3D and Flat 3D boards); None on a 2D board."""
    if space.mode not in ("3d", "flat"):
        return None
    from quiver.shapes.solids3d import home_view

    return eye(*home_view(name))


def home_view_ok(state: BuildState, home: Vec | None, levels: list[int] | None = None) -> bool:
    """Whether the finished board would pass the home view gate (gates.MIN_VISIBLE free
    arrows seen from `home`); True when there is none. `state` is a clear order."""
    if home is None:
        return True
    levels = peel_levels(state) if levels is None else levels
    assert levels is not None
    heads = [a[-1] for a, level in zip(state.arrows, levels, strict=True) if level == 1]
    return visible_heads(state.space, state.owner, heads, [home])[0] >= gates.MIN_VISIBLE


def finished_board(
    space: Space,
    state: BuildState,
    name: str,
    seed: int,
    params: dict[str, Any],
    played: Played | None = None,
) -> Board:
    # Arrows are listed by head position, so the file does not give the clear order away:
    # sorted by head cell (one head a cell) as fairness._playouts numbers them, without a
    # key call per arrow and a dict of the new numbers
    by_head = [-1] * len(state.owner)
    for i, a in enumerate(state.arrows):
        by_head[a[-1]] = i
    order = [i for i in by_head if i >= 0]
    new_index = [0] * len(order)
    for new, old in enumerate(order):
        new_index[old] = new
    arrows = Arrow.plain_all([(tuple(state.arrows[i]), state.dirs[i]) for i in order])
    solution = new_index
    rays, owner = proven_tables(state, order)  # every cell owned once, else a bug
    puzzle = Puzzle.proven(
        space, arrows, rays, owner, shape=name, seed=seed, params=dict(params), solution=solution
    )
    board = Board.of(puzzle)
    # the builder proved each arrow's rules (Puzzle.proven); checked again: the solution
    board.check_solution(solution)  # a bug if not: it clears the board (so it is solvable)
    from quiver.shapes.solids3d import home_view

    # judged on the state: the same figures (the sequential test's playouts)
    known = Playouts(played[0], played[1], played[2], runs=played[3]) if played is not None else None
    board = board.with_record(
        metrics=metrics(board, home=home_view(name), playout=known, player=False).as_dict()
    )
    return board
