"""The cube 17 tail's switches left off in quiver-gen/7 (issue 26; bench/tails.py compares them). On,
`build.FREE_ORDER_TRIES` (free_order.py): a hard build whose free-arrow pass broke the
single-round gate tries the pass in other orders on copies of the build;
`construct.THIN_FIRST`: the wide order fills thin levels before it goes deeper."""

from __future__ import annotations

from generator_spies import tail_switches

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.generator import PuzzleSpec, gates, generate
from quiver.generator import build as build_module
from quiver.generator.build import build_arrows
from quiver.generator.fairness import peel_levels, round_sizes
from quiver.generator.free_order import add_free, snapshot
from quiver.generator.shape_space import shape_space


def test_the_pass_in_another_order_changes_a_copy_only():
    space, _, _ = shape_space(PuzzleSpec("3d", "cube", (9,), None, "hard", 1))
    n = len(space) // 5
    before: list = []
    state = build_arrows(space, n, Difficulty.HARD, Rng(1), 3, before_free=before)
    (pre,) = before
    assert pre is not state and len(pre.arrows) == len(state.arrows)
    arrows, owner, dirs = [list(a) for a in pre.arrows], list(pre.owner), list(pre.dirs)
    want = gates.free_target(len(pre.arrows))
    assert round_sizes(peel_levels(pre) or [])[1] < want  # the pass has arrows to turn
    other = snapshot(pre)
    add_free(other, want, Rng(7))
    assert (pre.arrows, pre.owner, pre.dirs) == (arrows, owner, dirs)  # the original as it was
    assert other.arrows != pre.arrows
    levels = peel_levels(other)  # still a clear order of the whole shape, freer at the start
    assert levels is not None and round_sizes(levels)[1] >= want
    assert sorted(c for a in other.arrows for c in a) == list(range(len(space)))


def test_off_by_default_and_on_it_keeps_the_first_build_of_cube_17_seed_8(monkeypatch):
    """Seed 8's first build breaks the single-round gate after its free-arrow pass
    (without the tail's switches it builds three times and keeps a "mixed" build, 43
    rounds deep); another order of the pass mends the first, deep one."""
    assert build_module.FREE_ORDER_TRIES == 0
    spec = PuzzleSpec("3d", "cube", (17,), None, "hard", 8)
    tail_switches(monkeypatch)  # quiver-gen/7's four off
    stored = generate(spec)
    monkeypatch.setattr(build_module, "FREE_ORDER_TRIES", 4)
    mended = generate(spec)
    assert mended.metrics is not None and gates.failures(mended.metrics) == []
    assert mended.arrows != stored.arrows
    assert mended.metrics["depth"] > 2 * stored.metrics["depth"]  # the first build: 202 rounds


def test_thin_levels_first_is_off_by_default_and_on_builds_another_clear_order(monkeypatch):
    """construct.THIN_FIRST (the same experiment's other half): the wide order fills the
    thin levels under the top before it goes deeper."""
    from quiver.generator import construct

    assert construct.THIN_FIRST == 0
    space, _, _ = shape_space(PuzzleSpec("3d", "cube", (17,), None, "hard", 5))
    n = len(space) // 5
    plain = build_arrows(space, n, Difficulty.HARD, Rng(5), 3)
    monkeypatch.setattr(construct, "THIN_FIRST", 3)
    thin = build_arrows(space, n, Difficulty.HARD, Rng(5), 3)
    assert thin.arrows != plain.arrows
    assert peel_levels(thin) is not None
    assert sorted(c for a in thin.arrows for c in a) == list(range(len(space)))
