"""The cube 17 tail's third switch (issue 26): `build.MEND_RUN` (mend_run.py), on since
quiver-gen/7: a build whose one broken gate is the single-round
one is mended by a checked edit or two instead of being built again. (No test here
wraps a generator function: the compiled modules call each other natively.)"""

from __future__ import annotations

from generator_spies import tail_switches

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, gates, generate, mend_run
from quiver.generator.build import build_arrows
from quiver.generator.construct import WIDE_STEPS
from quiver.generator.counts import count_tolerance, default_count
from quiver.generator.fairness import judge, longest_single_run, peel_levels, round_sizes
from quiver.generator.finish import proven_tables
from quiver.generator.shape_space import shape_space

SPEC = PuzzleSpec("3d", "cube", (17,), None, "hard", 5)


def _first_build():
    """Cube 17 hard seed 5's first build, as `generate` makes it (its free-arrow pass
    done), and its arrow count asked."""
    space, size, name = shape_space(SPEC)
    count = default_count(len(space), Difficulty.HARD)
    rng = Rng(SPEC.seed).stream(f"{SPEC.mode}/{name}/{list(size)}/{count}/{SPEC.difficulty}")
    return build_arrows(space, count, Difficulty.HARD, rng, WIDE_STEPS[0]), count


def test_a_build_that_breaks_only_the_single_round_gate_is_mended():
    """Seed 5's first build has a run of single rounds past the gate and breaks no
    other gate judged on the state (quiver-gen/6 builds it four times); the mend edits
    a copy into a valid clear order of the whole shape within the gate."""
    state, count = _first_build()
    verdict = judge(state)
    assert verdict is not None and verdict.broken == 1 and verdict.levels is not None
    levels = verdict.levels
    assert longest_single_run(round_sizes(levels))[0] > gates.MAX_SINGLE_RUN  # broken as built
    before = ([list(a) for a in state.arrows], list(state.dirs), list(state.owner))
    mended = mend_run.mend(state, levels, count + count_tolerance(count) - len(state.arrows))
    assert ([list(a) for a in state.arrows], list(state.dirs), list(state.owner)) == before  # a copy
    assert mended is not None and mended is not state
    assert mended.arrows != state.arrows
    assert all(mended.valid_ray(a, d) is not None for a, d in zip(mended.arrows, mended.dirs, strict=True))
    proven_tables(mended, list(range(len(mended.arrows))))  # every cell owned once, every ray leaves
    new_levels = peel_levels(mended)  # still a clear order (solvable)
    assert new_levels is not None
    assert longest_single_run(round_sizes(new_levels))[0] <= gates.MAX_SINGLE_RUN
    again = judge(mended)
    assert again is not None and again.fair  # every gate the state decides, forced moves too


def test_alone_the_mended_first_build_is_the_board(monkeypatch):
    tail_switches(monkeypatch)  # all four off
    stored = generate(SPEC)
    state, count = _first_build()
    verdict = judge(state)
    assert verdict is not None and verdict.levels is not None
    mended = mend_run.mend(state, verdict.levels, count + count_tolerance(count) - len(state.arrows))
    assert mended is not None
    tail_switches(monkeypatch, MEND_RUN=True)
    board = generate(SPEC)
    assert board.metrics is not None and gates.failures(board.metrics) == []
    assert board.arrows != stored.arrows
    # no rebuild: the board is the mended first build (without the switches, its fourth)
    assert sorted(a.cells for a in board.arrows) == sorted(tuple(a) for a in mended.arrows)
    assert stored.metrics is not None and board.metrics["depth"] > stored.metrics["depth"]


def test_the_excess_sums_every_run_past_the_gate():
    assert mend_run._excess([0, 3, 1, 1, 1, 2]) == 0
    assert mend_run._excess([0, 3, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1]) == 1 + 2


def test_the_arrows_skipped_before_their_rays_are_walked_have_no_edit_of_use():
    """`_candidates` skips an arrow of a round before the run's first but one whose
    first waiter leaves by the run's first round: turned or cut (room for a cut given),
    every part would rank -1, so the candidates are those of every arrow asked. Seed
    5's first build: 463 of its 983 arrows are skipped so."""
    state, _ = _first_build()
    verdict = judge(state)
    assert verdict is not None and verdict.levels is not None
    levels = verdict.levels
    rounds = round_sizes(levels)
    waited = mend_run._first_waiters(state, levels)
    (start, run), *_ = mend_run._runs(rounds)
    last = start + run - 1
    skipped = [i for i in range(len(state.arrows)) if levels[i] < start - 1 and waited[i] <= start]
    assert len(skipped) > len(state.arrows) // 3
    for i in skipped:
        a = state.arrows[i]
        d = mend_run._step(state, a[1], a[0])
        p = mend_run._round_of(state, levels, a[0], d, i, -1, ()) if d >= 0 else -1
        assert mend_run._rank(levels[i], p, rounds, start, last) < 0 or p >= max(levels[i], waited[i])
        assert mend_run._cuts(state, levels, i, start, last, waited[i]) == []
    candidates = mend_run._candidates(state, levels, rounds, start, run, 2, waited)
    assert candidates and not {i for _, (i,), _ in candidates} & set(skipped)
