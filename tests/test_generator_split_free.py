"""`finish.split_free` (quiver-gen/8): a 2D build left one free arrow short with no arrow
to turn gets one by splitting an arrow whose body steps straight out of the shape at an
edge; the build stays a clear order that covers every cell once."""

from __future__ import annotations

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec
from quiver.generator.build import build_arrows
from quiver.generator.fairness import peel_levels
from quiver.generator.finish import proven_tables, set_free
from quiver.generator.free_order import free_count, snapshot
from quiver.generator.shape_space import shape_space


def test_a_split_adds_the_free_arrow_no_turn_could():
    space, _, _ = shape_space(PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 8))
    built = build_arrows(space, 65, Difficulty.HARD, Rng(8), 4, (), 32)  # 1 free arrow
    free, count = free_count(built), len(built.arrows)
    plain = snapshot(built)
    assert not set_free(plain, free + 1, reduce=False)  # nothing to turn: the case holds
    split = snapshot(built)
    assert set_free(split, free + 1, reduce=False, room=1)
    assert free_count(split) == free + 1
    assert len(split.arrows) == count + 1
    assert min(len(a) for a in split.arrows) >= 3
    assert peel_levels(split) is not None  # still a clear order
    proven_tables(split, list(range(len(split.arrows))))  # every cell owned once


def test_no_split_without_room():
    space, _, _ = shape_space(PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 8))
    built = build_arrows(space, 65, Difficulty.HARD, Rng(8), 4, (), 32)
    s = snapshot(built)
    assert not set_free(s, free_count(built) + 1, reduce=False, room=0)
    assert len(s.arrows) == len(built.arrows)
