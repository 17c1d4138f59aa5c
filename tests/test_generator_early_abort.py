"""The cube 17 tail's fifth switch (issue 26): `build.EARLY_ABORT` (early_abort.py), on
since quiver-gen/7: a hard 3D build whose projected peel rounds
hold a run of single rounds near the outside is given up mid-construction and built
again from before the run."""

from __future__ import annotations

import pytest
from generator_spies import tail_switches

from quiver import _native
from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, gates, generate
from quiver.generator import build as build_module
from quiver.generator.build import _watch, build_arrows
from quiver.generator.counts import default_count
from quiver.generator.early_abort import RUN, UNTIL, Doomed, Watch, kept_below
from quiver.generator.fairness import peel_levels
from quiver.generator.shape_space import shape_space
from quiver.generator.tables import ray_at

SEED_8 = PuzzleSpec("3d", "cube", (17,), None, "hard", 8)


def _first_build(spec: PuzzleSpec, watch: int = 0):
    space, size, name = shape_space(spec)
    count = default_count(len(space), Difficulty.HARD)
    rng = Rng(spec.seed).stream(f"3d/{name}/{list(size)}/{count}/{Difficulty.HARD}")  # as generate's
    return build_arrows(space, count, Difficulty.HARD, rng, build_module.WIDE_STEPS[0], watch=watch)


def test_only_hard_3d_boards_are_watched_and_only_with_the_switch(monkeypatch):
    space, _, _ = shape_space(SEED_8)
    assert _watch(space, 983, Difficulty.HARD) == gates.free_target(983)  # on by default
    monkeypatch.setattr(build_module, "EARLY_ABORT", False)
    assert _watch(space, 983, Difficulty.HARD) == 0
    monkeypatch.setattr(build_module, "EARLY_ABORT", True)
    assert _watch(space, 983, Difficulty.HARD) == gates.free_target(983)
    assert _watch(space, 983, Difficulty.MEDIUM) == 0
    flat, _, _ = shape_space(PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 1))
    assert _watch(flat, 65, Difficulty.HARD) == 0


def test_cube_17_seed_2_is_given_up_early_and_keeps_a_clear_order():
    """Seed 2's first build (it breaks the single-round gate: quiver-gen/6 builds seed 2
    three times) is given up; what it keeps lies well under the deepest level of the
    whole build, and every kept arrow's ray crosses kept arrows alone."""
    seed_2 = PuzzleSpec("3d", "cube", (17,), None, "hard", 2)
    with pytest.raises(Doomed) as doomed:
        _first_build(seed_2, gates.free_target(983))
    kept = doomed.value.kept
    assert kept
    covered: set[int] = set()
    space, _, _ = shape_space(seed_2)
    built = _first_build(seed_2)  # the same build, not watched, runs to the end
    for body, d, _level in kept:
        assert all(c in covered for c in ray_at(built.ray_t, space, body[-1], d))
        covered.update(body)
    assert max(level for _, _, level in kept) < max(level for _, _, level in built.built) // 2


def test_the_projection_is_the_peel_rounds_with_the_first_outward_tails_turned():
    """Without a turn to spend (`want` 0) the projection is the peel rounds as built (up to
    the last look, UNTIL arrows: none is projected after it)."""
    built = _first_build(SEED_8)
    watch = Watch(built, 0, 3)
    for i in range(len(built.arrows)):
        try:
            watch.placed(i)
        except Doomed:
            continue  # a look; the rounds are recorded before it
    assert len(built.arrows) > UNTIL and watch.rounds == peel_levels(built)[:UNTIL]
    assert kept_below(built, built.built, 1) == []


def test_a_run_of_single_rounds_under_the_margin_dooms():
    built = _first_build(SEED_8)
    watch = Watch(built, 0, 3)
    watch.sizes = [0, 5] + [1] * RUN + [2] * 60
    assert watch._run_start() == 2
    watch.sizes = [0, 5] + [1] * (RUN - 1) + [2] * 60
    assert watch._run_start() == 0
    watch.sizes = [0, 5] + [2] * 60 + [1] * RUN  # too near the deepest round
    assert watch._run_start() == 0


def test_arrows_replayed_from_an_earlier_build_are_not_looked_at():
    """A retry replays the part of a build before its run; projected alone it may show a
    run that the build did not (cube 17 seed 5's third build gave up on replaying 827
    kept arrows, then built its fourth from 120): only the arrows after them are looked at."""
    built = _first_build(SEED_8)
    watch = Watch(built, 0, 3)
    levels = peel_levels(built) or []
    assert levels[24] < 12
    watch.sizes = [0, 5] + [2] * 10 + [1] * RUN + [2] * 60  # a run the next look would find
    watch.rounds = levels[:24]
    watch.replayed = 25
    watch.placed(24)  # the 25th arrow: replayed, no look
    watch.replayed = 0
    watch.rounds.pop()
    with pytest.raises(Doomed):
        watch.placed(24)


def test_alone_it_builds_a_fair_board_and_off_another_one(monkeypatch):
    """Seed 8's second build is given up (it keeps 27 arrows for the third)."""
    tail_switches(monkeypatch)  # all four off
    stored = generate(SEED_8)
    given_up: list[int] = []
    plain = build_module.build_arrows

    def spied(*args, **kw):
        try:
            return plain(*args, **kw)
        except Doomed as doomed:
            given_up.append(len(doomed.kept))
            raise

    monkeypatch.setattr(build_module, "build_arrows", spied)
    tail_switches(monkeypatch, EARLY_ABORT=True)
    board = generate(SEED_8)
    # compiled, build.py calls build_arrows natively and the spy sees nothing
    assert given_up == ([] if _native.active() else [27])
    assert board.metrics is not None and gates.failures(board.metrics) == []
    assert board.arrows != stored.arrows
    monkeypatch.setattr(build_module, "EARLY_ABORT", False)
    assert generate(SEED_8).arrows == stored.arrows


def test_a_pocket_cut_mid_build_does_not_break_the_projection():
    """Campaign 3D level 4's candidate (snowman 3x9x4, 9 arrows): a pocket cut put an
    arrow in between (pockets._cut) and the watch read a round past its list
    (IndexError) until it projected the arrows again."""
    board = generate(PuzzleSpec("3d", "snowman", (3, 9, 4), 9, "hard", 9081929813383599397))
    assert board.metrics is not None and board.metrics["solvable"]
