"""The arrows under a 3D lesson leader, looked at once for both of its uses (s303): placing
the bubble (bubble_cross.crossed weighs the arrows its leader crosses) and drawing the
leader thin and pale over them (lesson_route.draw_route). Each sampled it on its own, every
2 px in batched picks and every 6 px one pick at a time; now both read the same looks, every
STEP px along each stretch (leader.over_arrows's points), picked in one batch and kept while
the view holds (pick_memo)."""

from __future__ import annotations

import math
from itertools import pairwise

STEP = 2  # px between the looks along the leader (leader.EVERY's 32 stepped over a whole arrow)

Point = tuple[int, int]


def looks(route: list[Point]) -> list[Point]:
    """The pixels looked at along `route`: each stretch's ends and a point every STEP px."""
    out: list[Point] = []
    for a, b in pairwise(route):
        n = max(1, int(math.dist(a, b) // STEP))
        out += [
            (round(a[0] + (b[0] - a[0]) * k / n), round(a[1] + (b[1] - a[1]) * k / n)) for k in range(n + 1)
        ]
    return out


def along(play, route: list[Point]) -> dict[Point, int | None]:
    """The arrow under each of `route`'s looks in the window (None: none): `picked`."""
    return picked(play, looks(route))


def picked(play, points: list[Point]) -> dict[Point, int | None]:
    """The arrow under each of `points` in the window (None: none), picked as a click picks,
    in one batch where the controller batches (keyspread3d._batch), else one by one."""
    from .keypick3d import CameraLooks  # (numpy and glm: the menu starts without them)
    from .keyspread3d import _batch
    from .pick_memo import memo_of  # (the picks of this view kept: a leader's pixels picked once)

    ctl = play.ctl
    w, h = ctl.size
    inside = list(dict.fromkeys((x, y) for x, y in points if 0 <= x < w and 0 <= y < h))
    pixels = [(float(x), float(y)) for x, y in inside]
    picks = memo_of(play).many(ctl, pixels, lambda new: _batch(CameraLooks(ctl), new)) if pixels else []
    if picks is None:
        return {p: play.arrow_at(p) for p in inside}
    return {p: None if got is None else got[0] for p, got in zip(inside, picks, strict=True)}
