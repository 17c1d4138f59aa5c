"""Checked edits are decided locally (issue 17 item 4); they must agree with a
whole-board check, and leave the arrow list a clear order."""

from __future__ import annotations

import pytest

from quiver.engine.board import Arrow, Board
from quiver.engine.errors import BoardError
from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.engine.solve import peel
from quiver.engine.space import make_space
from quiver.generator.construct import Builder
from quiver.generator.edits import replace
from quiver.generator.finish import turned
from quiver.generator.state import BuildState
from quiver.shapes import make_shape


def built(mode: str, shape: str, size, seed: int) -> BuildState:
    s = make_shape(mode, shape, size)
    space = make_space(mode, s.size, s.points)
    b = Builder(space, max(3, len(space) // 5), Difficulty.HARD, Rng(seed))
    b.run()
    return b.state


def whole_board_accepts(b: BuildState, i: int, part) -> bool:
    """What the old whole-board install decided: valid, solvable, side-by-side rule."""
    arrows = b.arrows[:i] + [part[0]] + b.arrows[i + 1 :]
    dirs = b.dirs[:i] + [part[1]] + b.dirs[i + 1 :]
    try:
        board = Board(b.space, [Arrow(tuple(a), d) for a, d in zip(arrows, dirs, strict=True)])
    except BoardError:
        return False
    heads = {a[-1]: d for a, d in zip(arrows, dirs, strict=True)}
    return peel(board).solvable and b.side_ok(part[0][-1], part[1], heads)


def assert_clear_order(b: BuildState) -> None:
    owner = [-1] * b.n
    for i, a in enumerate(b.arrows):
        for c in a:
            owner[c] = i
    assert owner == b.owner
    for i, (a, d) in enumerate(zip(b.arrows, b.dirs, strict=True)):
        assert all(owner[c] < i for c in b.space.ray(a[-1], d)), "waits on a later arrow"


@pytest.mark.parametrize(
    "mode,shape,size",
    [("2d", "rect", (12, 10)), ("2d", "ring", (14, 14)), ("3d", "sphere", 8), ("flat", "stairs", 4)],
)
def test_turning_arrows_around_agrees_with_a_whole_board_check(mode, shape, size):
    accepted = rejected = 0
    for seed in range(3):
        b = built(mode, shape, size, seed)
        for i in range(len(b.arrows)):
            part = turned(b, i)
            if part is None:
                continue
            before = (list(map(list, b.arrows)), list(b.dirs), dict(b.heads))
            want = whole_board_accepts(b, i, part)
            assert replace(b, i, [part]) == want
            if want:
                accepted += 1
            else:
                rejected += 1
                assert (b.arrows, b.dirs, b.heads) == before  # a refused edit changes nothing
            assert_clear_order(b)
    assert accepted and rejected  # both paths were exercised
