"""The cube 17 tail's fourth switch (issue 26): `build.RUN_FREE` (run_free.py), on since
quiver-gen/7: a hard build whose free-arrow pass broke the
single-round gate runs the pass again, each turn taken only when the predicted peel
rounds keep the runs of single rounds no further past the gate."""

from __future__ import annotations

from generator_spies import TAIL_SWITCHES, tail_switches

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, gates, generate
from quiver.generator import build as build_module
from quiver.generator.build import build_arrows
from quiver.generator.counts import default_count
from quiver.generator.edits import replace
from quiver.generator.fairness import peel_levels, round_sizes
from quiver.generator.free_order import _tail_out, snapshot
from quiver.generator.mend_run import _excess
from quiver.generator.run_free import _lower, _waiters, choose
from quiver.generator.shape_space import shape_space
from quiver.generator.tables import ray_at


def test_the_turns_chosen_keep_the_runs_as_predicted_and_the_build_unchanged():
    """Cube 17 seed 8's first build before its free-arrow pass: its rounds hold two runs
    of 4 single rounds, and the plain pass leaves the gate broken (without the tail's
    switches it builds three times); the turns chosen, made as checked edits on a copy,
    leave no run past the gate and the original as it was."""
    spec = PuzzleSpec("3d", "cube", (17,), None, "hard", 8)
    space, size, name = shape_space(spec)
    count = default_count(len(space), Difficulty.HARD)
    before: list = []
    rng = Rng(8).stream(f"3d/{name}/{list(size)}/{count}/{Difficulty.HARD}")  # as generate's
    build_arrows(space, count, Difficulty.HARD, rng, build_module.WIDE_STEPS[0], before_free=before)
    (pre,) = before
    arrows = [list(a) for a in pre.arrows]
    want = gates.free_target(len(pre.arrows))
    missing = want - round_sizes(peel_levels(pre) or [])[1]
    picked, predicted = choose(pre, missing)
    assert predicted == 0
    assert pre.arrows == arrows  # a prediction only
    assert len(picked) == missing and all(_tail_out(pre, i) >= 0 for i in picked)
    other = snapshot(pre)
    for h in [pre.arrows[i][-1] for i in picked]:
        i = other.owner[h]
        assert replace(other, i, [(other.arrows[i][::-1], _tail_out(other, i))])
    assert _excess(round_sizes(peel_levels(pre) or [])) > 0
    levels = peel_levels(other)
    # free at the start as wanted (no arrow free already is a candidate), within the gate
    assert levels is not None and round_sizes(levels)[1] == want
    assert _excess(round_sizes(levels)) == 0
    assert sorted(c for a in other.arrows for c in a) == list(range(len(space)))


def test_the_tail_switches_are_on_by_default():
    assert all(getattr(build_module, name) is True for name in TAIL_SWITCHES)  # quiver-gen/7


def test_alone_it_keeps_the_first_build_of_cube_17_seed_8(monkeypatch):
    spec = PuzzleSpec("3d", "cube", (17,), None, "hard", 8)
    tail_switches(monkeypatch)  # all four off
    stored = generate(spec)
    tail_switches(monkeypatch, RUN_FREE=True)
    chosen = generate(spec)
    assert chosen.metrics is not None and stored.metrics is not None
    assert gates.failures(chosen.metrics) == []
    assert chosen.arrows != stored.arrows
    assert chosen.metrics["depth"] > 2 * stored.metrics["depth"]  # its first build, not a "mixed" one


def _first_16x20_build():
    spec = PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 0)
    space, size, name = shape_space(spec)
    rng = Rng(0).stream(f"2d/{name}/{list(size)}/65/{Difficulty.HARD}")
    return build_arrows(space, 65, Difficulty.HARD, rng, build_module.WIDE_STEPS[0])


def test_waiters_and_blockers_list_each_arrow_on_a_ray_once():
    """The prediction's tables (`_waiters`, which stamps the arrows seen on a ray rather
    than searching the list): a 2D 16x20 build's rays cross an arrow in several cells;
    each arrow's blockers are the owners on its ray, once each, in ray order, and the
    waiters the same relation the other way, in clear order."""
    state = _first_16x20_build()
    space = state.space
    waiters, blockers = _waiters(state)
    repeated = 0
    for w, (a, d) in enumerate(zip(state.arrows, state.dirs, strict=True)):
        on = [state.owner[c] for c in ray_at(state.ray_t, space, a[-1], d) if state.owner[c] >= 0]
        repeated += len(on) - len(set(on))
        assert blockers[w] == list(dict.fromkeys(on))
    assert repeated > 0  # the stamp had arrows to leave out
    assert waiters == [[w for w, on in enumerate(blockers) if o in on] for o in range(len(state.arrows))]


def test_a_predicted_turn_lowers_the_rounds_as_a_fresh_peel_would():
    """`_lower` (a sweep up the clear order from the turned arrow) against the peel
    rounds counted afresh with the turned arrows in round 1, turn after turn, and its
    log undoes it."""
    state = _first_16x20_build()
    levels = peel_levels(state)
    assert levels is not None
    waiters, blockers = _waiters(state)
    rounds = round_sizes(levels)
    turned: set[int] = set()
    candidates = [i for i in range(len(state.arrows)) if levels[i] > 1]
    moved = 0
    for i in candidates[:12]:
        before = list(levels)
        turned.add(i)
        log = _lower(levels, rounds, waiters, blockers, turned, i)
        fresh: list[int] = []
        for w, on in enumerate(blockers):
            fresh.append(1 if w in turned else 1 + max((fresh[o] for o in on), default=0))
        now = round_sizes(levels)  # (`rounds` keeps its length: the rounds emptied read 0)
        assert levels == fresh and rounds[: len(now)] == now and not any(rounds[len(now) :])
        moved += len(log) - 1
        assert {w for w, _ in log} == {w for w in range(len(levels)) if levels[w] != before[w]}
    assert moved > 0  # some turn moved arrows waiting on it
    for w, old in reversed(log):  # the last turn undone, as choose does
        rounds[levels[w]] -= 1
        rounds[old] += 1
        levels[w] = old
    assert levels == before
