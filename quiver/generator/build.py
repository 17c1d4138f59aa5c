"""generate(spec) -> Board: shape, construction, count control, ordering, metrics."""
from __future__ import annotations

import math
from typing import Callable

from quiver.engine.board import Arrow, Board
from quiver.engine.errors import BoardError
from quiver.engine.rng import Rng
from quiver.engine.solve import metrics, peel
from quiver.engine.modes import Difficulty
from quiver.engine.space import Space, make_space

from . import gates
from .construct import WIDE_STEPS, Builder
from .fairness import Verdict, judge
from .finish import merge_down_to, set_free, split_up_to
from .spec import GeneratorError, PuzzleSpec
from .specials import add_specials
from .state import BuildState, Stuck

GENERATOR_VERSION = "quiver-gen/4"
MAX_ATTEMPTS = 40
BACKTRACK = 3          # arrows undone by a backtrack: 3, 6, 12, 24, then again from 3
# Mean arrow length a difficulty aims for when no count is asked for.
DEFAULT_MEAN_LENGTH = {Difficulty.EASY: 6.0, Difficulty.MEDIUM: 5.5, Difficulty.HARD: 5.0}
# The counts the construction reliably lands on (measured over every shape): a mean
# arrow length from 4 to 7 cells. Requests outside are clamped with a note.
MIN_MEAN_LENGTH = 4
MAX_MEAN_LENGTH = 7


def count_limits(cells: int) -> tuple[int, int]:
    """The arrow counts a shape of `cells` cells allows."""
    return max(1, math.ceil(cells / MAX_MEAN_LENGTH)), max(1, cells // MIN_MEAN_LENGTH)


def default_count(cells: int, difficulty: str) -> int:
    lo, hi = count_limits(cells)
    return max(lo, min(hi, round(cells / DEFAULT_MEAN_LENGTH[difficulty])))


def count_tolerance(count: int) -> int:
    return max(2, math.floor(0.05 * count))


def _shape_space(spec: PuzzleSpec) -> tuple[Space, tuple[int, ...], str]:
    """The shape's space, its box, and its name (a PNG's file stem, never its path, so
    the board depends only on the picture and the seed)."""
    from quiver.shapes import ShapeError, make_shape
    try:
        shape = make_shape(spec.mode, spec.shape, spec.size)
    except ShapeError as e:
        raise GeneratorError(str(e)) from None
    try:
        space = make_space(spec.mode, shape.size, shape.points)
    except BoardError as e:
        raise GeneratorError(f"shape {spec.shape!r}: {e}") from None
    return space, shape.size, shape.name


def _check_pieces(space: Space, name: str) -> None:
    seen = bytearray(len(space))
    for start in range(len(space)):
        if seen[start]:
            continue
        seen[start] = 1
        comp, todo = 1, [start]
        while todo:
            c = todo.pop()
            for x in space.neighbors(c):
                if not seen[x]:
                    seen[x] = 1
                    comp += 1
                    todo.append(x)
        if comp < 3:
            raise GeneratorError(
                f"shape {name!r} has a piece of {comp} cell(s); every piece needs at least 3")


def build_arrows(space: Space, count: int, difficulty: str, rng: Rng,
                 wide: int | str) -> BuildState:
    """Run the construction. A stuck attempt backtracks: it keeps the arrows placed
    before the first one that stranded a pocket (or all but the last few), and builds
    on from there with a fresh stream, going further back each time."""
    prefix: list[tuple[list[int], int, int]] = []
    for attempt in range(MAX_ATTEMPTS):
        builder = Builder(space, count, difficulty, rng.stream(attempt), wide)
        state = builder.state
        try:
            builder.run(prefix)
        except Stuck:
            arrows = state.placed()
            keep = len(arrows) - BACKTRACK * 2 ** (attempt % 4)
            if state.first_strand is not None:
                keep = min(keep, state.first_strand - BACKTRACK)
            if state.stuck_near is not None:      # rebuild the neighbourhood of the gap
                keep = min(keep, state.stuck_near - BACKTRACK)
            prefix = arrows[:max(0, keep)]
            continue
        merge_down_to(state, count)
        split_up_to(state, count)
        set_free(state, gates.free_target(len(state.arrows)), reduce=difficulty == Difficulty.HARD)
        return state
    raise GeneratorError("could not cover this shape with arrows; try another size or count")


def generate(spec: PuzzleSpec, on_note: Callable[[str], None] | None = None) -> Board:
    space, size, name = _shape_space(spec)
    cells = len(space)
    if cells < 3:
        raise GeneratorError(f"shape {spec.shape!r} at this size has {cells} cells; at least 3 needed")
    _check_pieces(space, spec.shape)
    lo, hi = count_limits(cells)
    count = spec.arrows if spec.arrows is not None else default_count(cells, spec.difficulty)
    if not lo <= count <= hi:
        clamped = min(hi, max(lo, count))
        if on_note:
            on_note(f"{count} arrows cannot fill {cells} cells; using {clamped}")
        count = clamped
    rng = Rng(spec.seed).stream(f"{spec.mode}/{name}/{list(size)}/{count}/{spec.difficulty}")
    params = {"arrows": count, "difficulty": spec.difficulty, "generator": GENERATOR_VERSION}
    # Fair first, then deep: a hard board that breaks a gate is built again with wider
    # rounds (WIDE_STEPS); the first fair one (the deepest, usually) wins. If none is
    # fair, the one on the count with the fewest broken gates.
    state = _fair_build(space, count, spec.difficulty, rng)
    board = _finished(space, state, name, spec.seed, params)
    if spec.specials != "none":                # its own sub-stream: plain boards unchanged
        board = add_specials(board, spec.special_kinds, spec.specials,
                             Rng(spec.seed).stream(f"specials/{spec.mode}/{name}/{count}"))
    return board


def _fair_build(space: Space, count: int, difficulty: str, rng: Rng) -> BuildState:
    """Fair first, then deep: a hard board that breaks a gate is built again with wider
    rounds (WIDE_STEPS); the first fair one (the deepest, usually) wins. If none is
    fair, the one on the count with the fewest broken gates (then fewest forced moves).
    Candidates are judged on their state (`fairness.judge`); only the winner becomes a
    `Board`."""
    best: tuple[tuple[bool, int, float], BuildState] | None = None
    for k, wide in enumerate(WIDE_STEPS):
        state = build_arrows(space, count, difficulty, rng.stream(k) if k else rng, wide)
        missed = abs(len(state.arrows) - count) > count_tolerance(count)
        verdict = _verdict(space, state, stop_early=False)
        score = (missed, verdict.broken, verdict.forced)
        if best is None or score < best[0]:
            best = (score, state)
        if not missed and verdict.fair:
            break
    assert best is not None
    return best[1]


def _verdict(space: Space, state: BuildState, stop_early: bool) -> Verdict:
    verdict = judge(state, stop_early)
    if verdict is None:         # not a clear order (never seen): measure the board itself
        m = _finished(space, state, "", 0, {}).metrics or {}
        verdict = Verdict(len(gates.failures(m)), m.get("forced_moves", 1.0))
    return verdict


def _finished(space: Space, state: BuildState, name: str, seed: int, params: dict) -> Board:
    # Arrows are listed by head position, so the file does not give the clear order away.
    order = sorted(range(len(state.arrows)), key=lambda i: state.arrows[i][-1])
    new_index = {old: new for new, old in enumerate(order)}
    arrows = [Arrow(tuple(state.arrows[i]), state.dirs[i]) for i in order]
    solution = [new_index[i] for i in range(len(state.arrows))]
    board = Board(space, arrows, shape=name, seed=seed, params=dict(params),
                  solution=solution)
    result = peel(board)
    if not result.solvable or board.density != 1.0:
        raise AssertionError("generator produced an unsolvable or partial board")  # a bug
    board.check_solution(solution)
    board = board.with_record(metrics=metrics(board).as_dict())
    return board
