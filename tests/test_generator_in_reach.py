"""The cube 17 tail's sixth switch (issue 26): `build.IN_REACH` (mend_run.in_reach), on
since quiver-gen/7: RUN_FREE and MEND_RUN are asked only for runs of
single rounds of the kinds they mended, so a seed stops paying for a pass or a mend that
fails; a failed one changes nothing, so the boards stay those of the switches without it
wherever the test is right."""

from __future__ import annotations

from generator_spies import tail_switches

from quiver.engine.codec import dump_board
from quiver.generator import PuzzleSpec, gates, generate
from quiver.generator.mend_run import EXCESS, REACH, in_reach


def _levels(*runs: int) -> list[int]:
    """Peel rounds: two arrows in round 1, then each run of single rounds followed by a
    round of two arrows."""
    levels, k = [1, 1], 2
    for run in runs:
        for _ in range(run):
            levels.append(k)
            k += 1
        levels += [k, k]
        k += 1
    return levels


def test_a_mend_is_asked_only_for_runs_at_most_reach_past_the_gate():
    near = gates.MAX_SINGLE_RUN + REACH
    assert in_reach(_levels(gates.MAX_SINGLE_RUN), free_pass=False)
    assert in_reach(_levels(near, near, near), free_pass=False)
    assert not in_reach(_levels(near + 1), free_pass=False)
    assert not in_reach(_levels(near, near + 1), free_pass=False)


def test_the_free_pass_is_asked_for_one_run_of_any_length_but_not_many_far_past_the_gate():
    gate = gates.MAX_SINGLE_RUN
    assert in_reach(_levels(gate + 6), free_pass=True)  # seed 89's run of 9 was mended
    assert in_reach(_levels(gate + 1, gate + 1), free_pass=True)  # seed 21's two runs of 4
    assert EXCESS == 3
    assert not in_reach(_levels(gate + 2, gate + 1), free_pass=True)  # seed 194: 5 and 4
    assert not in_reach(_levels(gate + 3, gate + 1), free_pass=True)  # seeds 29 and 53: 6 and 4


def test_on_by_default_and_seed_29_keeps_its_board_without_it(monkeypatch):
    """Seed 29's failed pass and mend (runs of 6 and 4) are not asked for: the same board."""
    spec = PuzzleSpec("3d", "cube", (17,), None, "hard", 29)
    with_it = generate(spec)
    tail_switches(monkeypatch, RUN_FREE=True, MEND_RUN=True, EARLY_ABORT=True)
    assert dump_board(generate(spec)) == dump_board(with_it)
