"""A hard build steered for the local player (issue 24 item 3, ADR 0006).

The local player (engine/player.py) looks at the arrows nearest the head of the arrow
just removed first, so a board is hard for them when the arrows freed about the same
time sit far from each other and from the arrow that frees them. Among the candidate
heads of the level the build takes, a steered build (`Builder.steer` > 1; which builds,
build._steered) tries first the one farthest from the heads placed at its releaser's
level and around it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from quiver.engine.space import Space

from .bodies import grow
from .pockets import pockets_left
from .state import BuildState
from .tables import neck_at, ray_at

# `b` below is a construct.Builder, not imported (construct imports this module, and no
# cycle is allowed, not even a type-only one)
Builder = Any

# the levels around a candidate's releaser whose heads it keeps away from: the
# releaser's round, the one before it and the candidate's own
SPREAD_BELOW, SPREAD_ABOVE = 1, 1


def place_steered(
    b: Builder, level: int, tries: int, score: Callable[[int, int], float] | None = None
) -> bool:
    """Of up to `b.steer` valid candidates of `level`, the one with the widest `spread`
    first (then the next, each grown up to `tries` times as `Builder._place_one` grows
    them); True once one is placed. The others go back to the bucket, and on failure the
    plain search goes on from this level. `score`: instead of `spread_of` (a test's
    watcher)."""
    # `b` is untyped here (see Builder above), so everything read through it once is
    # given its type: compiled, a name typed Any is a generic attribute look-up and call
    # on every use, and the loop below runs for up to `b.steer` candidates per arrow.
    s: BuildState = b.state
    space: Space = s.space
    used, necks = s.used, s.neck_t
    points: list[tuple[float, float, float]] = b.points
    level_heads: dict[int, list[int]] = b.level_heads
    bucket: list[list[int]] = b.buckets[level]
    b.picked.add(level)
    pool: list[tuple[float, int, int]] = []
    wanted: int = b.steer
    while len(pool) < wanted:
        picked = s.pick(bucket)
        if picked is None:
            break
        head, d = picked
        neck = neck_at(necks, space, head, d)
        if used[head] or neck < 0 or used[neck] or not s.side_ok(head, d):
            continue
        spread = spread_of(s, points, level_heads, head, d) if score is None else score(head, d)
        pool.append((spread, head, d))
    pool.sort(reverse=True)
    for n, (_, head, d) in enumerate(pool):
        neck = neck_at(necks, space, head, d)
        assert neck >= 0, "checked when drawn"
        for _attempt in range(tries):
            body = grow(s, b.rng, head, neck, d)
            if body is None:
                break
            left = pockets_left(s, body)
            if left >= 0:
                b._restore([(level, h, e) for k, (_, h, e) in enumerate(pool) if k != n])
                b._commit(body, d, level, clean=True, pockets=left)
                return True
            b._release(body)
    b._restore([(level, h, e) for _, h, e in pool])
    return False


def spread(b: Builder, head: int, d: int) -> float:
    """`spread_of` for a builder's candidate."""
    return spread_of(b.state, b.points, b.level_heads, head, d)


def spread_of(
    s: BuildState,
    pts: list[tuple[float, float, float]],
    level_heads: dict[int, list[int]],
    head: int,
    d: int,
) -> float:
    """Squared distance from a candidate head to the nearest head placed at the levels
    around its releaser's (the deepest arrow on its ray): the arrow that frees it, its
    round-mates and the arrows free at about the same time. The local player looks
    outward from the head just removed, so the farther, the longer the look."""
    owner, levels = s.owner, s.levels
    top = 0
    for c in ray_at(s.ray_t, s.space, head, d):
        o = owner[c]
        if o >= 0 and levels[o] > top:
            top = levels[o]
    x, y, z = pts[head]
    best = math.inf
    for lv in range(top - SPREAD_BELOW, top + 1 + SPREAD_ABOVE):
        for h in level_heads.get(lv, ()):
            u, v, w = pts[h]
            e = (x - u) * (x - u) + (y - v) * (y - v) + (z - w) * (z - w)
            if e < best:
                best = e
    return best
