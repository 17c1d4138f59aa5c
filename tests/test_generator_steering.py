"""Hard 2D boards steered on the local player (issue 24 item 3, ADR 0006): where a build
steers, that a steered level tries the widest spread first, and that it does what it is
for (a harder board for the player who looks next to the arrow just removed)."""

from __future__ import annotations

import math
import statistics

from quiver.engine.measures import local_scan
from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.engine.space import make_space
from quiver.generator import PuzzleSpec, generate
from quiver.generator import build as build_module
from quiver.generator.build import STEER, STEER_FROM, _steered
from quiver.generator.construct import Builder
from quiver.generator.steer import SPREAD_ABOVE, SPREAD_BELOW


def _rect(w: int, h: int, mode: str = "2d"):  # type: ignore[no-untyped-def]
    return make_space(mode, (w, h), [(x, y) for x in range(w) for y in range(h)])


def test_only_hard_2d_boards_the_player_model_measures_are_steered() -> None:
    grid = _rect(16, 20)
    cube = make_space("3d", (4, 4, 4), [(x, y, z) for x in range(4) for y in range(4) for z in range(4)])
    assert _steered(grid, 65, Difficulty.HARD)
    assert _steered(grid, STEER_FROM, Difficulty.HARD)
    assert not _steered(grid, STEER_FROM - 1, Difficulty.HARD)  # small: the noise is widest
    assert not _steered(grid, 201, Difficulty.HARD)  # past LOCAL_MAX_ARROWS
    assert not _steered(grid, 65, Difficulty.MEDIUM)
    assert not _steered(grid, 65, Difficulty.EASY)
    assert not _steered(cube, 65, Difficulty.HARD)


def plain_spread(b: Builder, head: int, d: int) -> float:
    """`_spread` by its definition: the releaser's level is the deepest on the ray; the
    nearest placed head at that level, the one before or the one after."""
    s = b.state
    ray = b.space.ray(head, d) or ()
    top = max((s.levels[s.owner[c]] for c in ray if s.owner[c] >= 0), default=0)
    near = [
        a[-1]
        for a, lv in zip(s.arrows, s.levels, strict=True)
        if top - SPREAD_BELOW <= lv <= top + SPREAD_ABOVE
    ]
    return min((math.dist(b.points[head], b.points[h]) ** 2 for h in near), default=math.inf)


def test_a_steered_level_places_its_widest_spread_first() -> None:
    """Each steered placement scores its candidates as the plain definition does, and
    places the best one unless its body would strand a pocket (rarely)."""
    space = _rect(16, 20)
    best_first = placed = weighed = 0
    scores: dict[int, float] = {}  # head -> spread, of the placement under way
    for seed in range(3):
        b = Builder(space, 65, Difficulty.HARD, Rng(seed), 3, STEER)
        spread, commit = b._spread, b._commit

        def spy(head: int, d: int, b: Builder = b, spread=spread) -> float:  # type: ignore[no-untyped-def]
            got = spread(head, d)
            want = plain_spread(b, head, d)
            assert got == want or math.isclose(got, want)
            scores[head] = got
            return got

        def watch(body: list[int], d: int, level: int, clean: bool | None = None, commit=commit) -> None:  # type: ignore[no-untyped-def]
            nonlocal best_first, placed, weighed
            if scores:
                placed += 1
                weighed += len(scores) > 1
                best_first += scores.get(body[-1]) == max(scores.values())
                scores.clear()
            commit(body, d, level, clean)

        b._spread = spy  # type: ignore[method-assign]
        b._commit = watch  # type: ignore[method-assign]
        b.run()
    assert placed > 100 and weighed > placed // 3  # a choice to make, often
    assert best_first >= 0.9 * placed, (best_first, placed)


def test_steering_makes_hard_boards_harder_for_the_local_player(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The same specs with the steering off (STEER 1: the build before it) read fewer
    looks per move: the steering is why hard 16x20/65 boards are harder for this player."""
    seeds = range(8)

    def looks() -> float:
        return statistics.median(
            local_scan(generate(PuzzleSpec("2d", "rect", (16, 20), 65, "hard", s)), runs=40) or 0.0
            for s in seeds
        )

    steered = looks()
    monkeypatch.setattr(build_module, "STEER", 1)
    plain = looks()
    assert steered > plain + 0.2, (steered, plain)
