"""The cube 17 tail's third experiment (issue 26): `build.MEND_RUN` (mend_run.py), off by
default (quiver-gen/6's boards). On, a build whose one broken gate is the single-round
one is mended by a checked edit or two instead of being built again."""

from __future__ import annotations

from quiver.generator import PuzzleSpec, gates, generate, mend_run
from quiver.generator import build as build_module
from quiver.generator.fairness import judge, longest_single_run, peel_levels, round_sizes
from quiver.generator.finish import proven_tables


def _recorded(monkeypatch, calls: list) -> None:
    real = build_module.mend

    def recording(state, levels, room):
        before = ([list(a) for a in state.arrows], list(state.dirs), list(state.owner))
        out = real(state, levels, room)
        calls.append((state, before, levels, out))
        return out

    monkeypatch.setattr(build_module, "mend", recording)


def test_off_by_default_no_mend_is_asked(monkeypatch):
    assert build_module.MEND_RUN is False
    calls: list = []
    _recorded(monkeypatch, calls)
    generate(PuzzleSpec("3d", "cube", (17,), None, "hard", 5))
    assert calls == []


def test_a_build_that_breaks_only_the_single_round_gate_is_mended(monkeypatch):
    """Cube 17 hard seed 5: its first build has a run of single rounds past the gate
    (quiver-gen/6 builds it four times); the mend edits a copy into a valid clear order
    of the whole shape within the gate, and that build becomes the board."""
    calls: list = []
    _recorded(monkeypatch, calls)
    monkeypatch.setattr(build_module, "MEND_RUN", True)
    board = generate(PuzzleSpec("3d", "cube", (17,), None, "hard", 5))
    state, before, levels, mended = calls[0]
    assert longest_single_run(round_sizes(levels))[0] > gates.MAX_SINGLE_RUN  # broken as built
    assert ([list(a) for a in state.arrows], list(state.dirs), list(state.owner)) == before  # a copy
    assert mended is not None and mended is not state
    assert all(mended.valid_ray(a, d) is not None for a, d in zip(mended.arrows, mended.dirs, strict=True))
    proven_tables(mended, list(range(len(mended.arrows))))  # every cell owned once, every ray leaves
    new_levels = peel_levels(mended)  # still a clear order (solvable)
    assert new_levels is not None
    assert longest_single_run(round_sizes(new_levels))[0] <= gates.MAX_SINGLE_RUN
    verdict = judge(mended)
    assert verdict is not None and verdict.fair
    assert len(calls) == 1  # no rebuild
    assert board.metrics is not None and gates.failures(board.metrics) == []
    assert board.metrics["depth"] == max(new_levels)  # the mended build is the board


def test_the_excess_sums_every_run_past_the_gate():
    assert mend_run._excess([0, 3, 1, 1, 1, 2]) == 0
    assert mend_run._excess([0, 3, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1]) == 1 + 2
