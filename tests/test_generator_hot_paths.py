"""The generator's hot loops are shaped for speed (ADR 0006, "Same boards, less work");
each must still answer what its plain definition answers."""

from __future__ import annotations

import itertools

from quiver.engine.rng import Rng
from quiver.engine.space import make_space
from quiver.generator.construct import Builder
from quiver.generator.pockets import pocket
from quiver.generator.state import BuildState


def plain_pocket(s: BuildState, start: int) -> list[int] | None:
    """The unused component around `start` by a depth-first search, if under 3 cells."""
    comp, todo, seen = [start], [start], {start}
    while todo:
        for _, x, _ in s.walks[todo.pop()]:
            if not s.used[x] and x not in seen:
                seen.add(x)
                comp.append(x)
                todo.append(x)
    return comp if len(comp) < 3 else None


def plain_wide_order(b: Builder, levels: list[int]) -> list[int]:
    """The hard level order built whole, as quiver-gen/5 first wrote it."""
    count = b.state.level_count
    top = max(count, default=0)
    first = ([top] if count.get(top, 0) < b.wide else []) + [top + 1]
    first += [lv for lv in reversed(levels) if count.get(lv, 0) < 2]
    order: list[int] = []
    for lv in first + levels[::-1]:
        if lv in b.buckets and lv not in order:
            order.append(lv)
    if 1 in order and len(order) > 1:
        order.remove(1)
        order.append(1)
    return order


def test_pocket_matches_a_search_on_random_masks() -> None:
    space = make_space("2d", (7, 6), [(x, y) for x in range(7) for y in range(6)])
    rng = Rng(12)
    pockets = 0
    for _ in range(300):
        b = Builder(space, 8, "hard", rng.stream("build"))
        used = b.state.used
        for c in range(len(used)):
            used[c] = rng.chance(0.7)
        for c in range(len(used)):
            if not used[c]:
                found = pocket(b.state, c)
                assert found == plain_pocket(b.state, c)
                pockets += found is not None
    assert pockets > 100  # the masks do make small components


def test_lazy_wide_order_matches_the_whole_order() -> None:
    space = make_space("2d", (12, 10), [(x, y) for x in range(12) for y in range(10)])
    rng = Rng(5)
    for wide in (3, 4):
        b = Builder(space, 30, "hard", rng.stream(wide), wide)
        for trial in range(200):
            b.buckets = {
                lv: [[1] if rng.chance(0.5) else [] for _ in range(6)]
                for lv in range(1, 2 + rng.below(12))
                if rng.chance(0.8)
            }
            b.state.level_count = {lv: rng.below(5) for lv in range(1, 2 + rng.below(12))}
            levels = sorted(b.buckets)
            assert list(b._wide_order(levels, True)) == plain_wide_order(b, levels), trial
            lazy = b._wide_order(levels, True)
            assert list(itertools.islice(lazy, 1)) == plain_wide_order(b, levels)[:1]
