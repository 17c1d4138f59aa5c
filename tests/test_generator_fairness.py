"""The fairness verdict judged on a build's state must agree with the gates measured on
the finished board (issue 12: candidates are judged without making a Board)."""
from __future__ import annotations

import pytest

from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, gates
from quiver.generator.build import _finished, _shape_space, build_arrows
from quiver.generator.fairness import judge
from quiver.generator.finish import set_free


@pytest.mark.parametrize("mode,shape,size,count,wide", [
    ("2d", "rect", (16, 20), 65, 3), ("2d", "rect", (11, 13), 30, 3),
    ("2d", "heart", (16, 14), None, 6), ("3d", "cube", (5,), None, 3),
    ("flat", "stairs", (4,), None, 3)])
def test_the_state_verdict_matches_the_measured_board(mode, shape, size, count, wide):
    fair = unfair = 0
    for seed in range(6):
        space, _, name = _shape_space(PuzzleSpec(mode, shape, size, count, "hard", seed))
        n = count or len(space) // 5
        state = build_arrows(space, n, "hard", Rng(seed), wide)
        for extra in (0, 1):                 # as built, and after raising the free arrows
            if extra:
                set_free(state, gates.free_target(len(state.arrows)) + extra, reduce=False)
            m = _finished(space, state, name, seed, {}).metrics
            failures = gates.failures(m)
            exact = judge(state, stop_early=False)
            assert exact is not None
            assert exact.broken == len(failures), failures
            assert exact.forced == m["forced_moves"]
            quick = judge(state)
            assert quick is not None and quick.fair == (not failures)
            fair += not failures
            unfair += bool(failures)
    assert unfair and fair + unfair == 12      # the failing side is always exercised
