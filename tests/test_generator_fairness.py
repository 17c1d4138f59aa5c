"""The fairness verdict judged on a build's state must agree with the gates measured on
the finished board (issue 12: candidates are judged without making a Board)."""

from __future__ import annotations

import pytest

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, gates
from quiver.generator.build import build_arrows
from quiver.generator.fairness import judge
from quiver.generator.finish import set_free
from quiver.generator.shape_space import shape_space
from quiver.generator.to_board import finished_board, home_eye, home_view_ok


@pytest.mark.parametrize(
    "mode,shape,size,count,wide",
    [
        ("2d", "rect", (16, 20), 65, 3),
        ("2d", "rect", (11, 13), 30, 3),
        ("2d", "heart", (16, 14), None, 6),
        ("3d", "cube", (5,), None, 3),
        ("flat", "stairs", (4,), None, 3),
    ],
)
def test_the_state_verdict_matches_the_measured_board(mode, shape, size, count, wide):
    fair = unfair = 0
    for seed in range(6):
        space, _, name = shape_space(PuzzleSpec(mode, shape, size, count, "hard", seed))
        n = count or len(space) // 5
        state = build_arrows(space, n, Difficulty.HARD, Rng(seed), wide)
        for extra in (0, 1):  # as built, and after raising the free arrows
            if extra:
                set_free(state, gates.free_target(len(state.arrows)) + extra, reduce=False)
            m = finished_board(space, state, name, seed, {}).metrics
            # the state knows every gate but what shows from the home view (3D)
            failures = [f for f in gates.failures(m) if "visible" not in f]
            exact = judge(state, stop_early=False)
            assert exact is not None
            assert exact.broken == len(failures), failures
            assert exact.forced == m["forced_moves"]
            if exact.playouts is not None:  # the generator hands them to the board
                assert finished_board(space, state, name, seed, {}, exact.playouts).metrics == m
            quick = judge(state)  # the generator's sequential test
            assert quick is not None
            if quick.fair:  # the board records the playouts it passed on, and passes on them
                assert quick.playouts is not None
                rec = finished_board(space, state, name, seed, {}, quick.playouts).metrics
                assert [f for f in gates.failures(rec) if "visible" not in f] == []
                assert rec["playout_runs"] == quick.playouts[3] <= gates.LOOKS[-1]
            else:  # another gate, or forced moves too near the limit to settle in a few playouts
                assert failures or exact.forced > gates.forced_limit(len(state.arrows)) - 0.03
            fair += not failures
            unfair += bool(failures)
    assert unfair and fair + unfair == 12  # the failing side is always exercised


def test_a_rebuild_keeps_a_clear_order_from_before_the_waist():
    """A board with a long run of single rounds is rebuilt from what came before it:
    the kept arrows are a clear order by themselves, and the rebuild is a full board."""
    from quiver.generator.fairness import longest_single_run, peel_levels, round_sizes
    from quiver.generator.kept import before_the_waist

    space, _, _ = shape_space(PuzzleSpec("2d", "rect", (40, 40), None, "hard", 3))
    state = build_arrows(space, 320, Difficulty.HARD, Rng(3), 3)
    run, _ = longest_single_run(round_sizes(peel_levels(state) or []))
    assert run > gates.MAX_SINGLE_RUN  # this seed has a waist
    kept = before_the_waist(state)
    assert 0 < len(kept) < len(state.built)
    covered: set[int] = set()
    for body, d, _ in kept:
        assert all(c in covered for c in space.ray(body[-1], d) or ())
        covered.update(body)
    again = build_arrows(space, 320, Difficulty.HARD, Rng(3).stream(1), 4, kept)
    assert sum(map(len, again.arrows)) == len(space) and peel_levels(again) is not None


def test_a_build_attempt_over_its_work_budget_gives_up_near_the_trouble():
    from quiver.generator.frontier import Filer
    from quiver.generator.state import REPAIR_WORK_BASE, BuildState, Stuck

    space, _, _ = shape_space(PuzzleSpec("2d", "rect", (8, 8), None, "hard", 0))
    state = BuildState.new(space, 12, Rng(0), Filer({}))
    state.spend(REPAIR_WORK_BASE, near=5)  # within budget
    with pytest.raises(Stuck):
        state.spend(len(space) + 1, near=5)
    assert state.stuck_near == 5


@pytest.mark.parametrize(
    "mode,shape,size", [("3d", "cube", (5,)), ("flat", "cube", (6,)), ("flat", "stairs", (4,))]
)
def test_the_home_view_gate_on_the_state_matches_the_board(mode, shape, size):
    """The generator asks the home view's gate of a candidate's state (sparing the Board
    and its metrics when it fails); the finished board must read the same."""
    seen = set()
    for seed in range(8):
        space, _, name = shape_space(PuzzleSpec(mode, shape, size, None, "hard", seed))
        state = build_arrows(space, len(space) // 5, Difficulty.HARD, Rng(seed), 3)
        m = finished_board(space, state, name, seed, {}).metrics
        ok = home_view_ok(state, home_eye(space, name))
        assert ok == (m["visible_free"] >= gates.MIN_VISIBLE), (seed, m["visible_free"])
        seen.add(ok)
    assert seen == {True, False}  # both sides exercised
    plane = shape_space(PuzzleSpec("2d", "rect", (6, 6), None, "hard", 0))[0]
    assert home_eye(plane, "rect") is None  # 2D: no such gate
