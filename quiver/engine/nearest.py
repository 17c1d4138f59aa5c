"""The local player's looking order (engine/player.py's `local_playouts`): for each
arrow head, the other heads nearest first, in groups of equal distance."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import ne


def neighbours(points: Sequence[Sequence[float]]) -> list[tuple[list[int], list[int]]]:
    """For each point, the others nearest first (equal distances in index order: a stable
    sort), and where each group of equal distance ends in that list."""
    # Half of an 8-playout local_scan (the estimate a pick among builds reads), so shaped
    # for CPython: each squared distance computed once (row j copies column j of the rows
    # before it), the groups' ends found in C (sorted distances compared pairwise), and
    # 2D points without the z term (adding 0.0 changes no float). The same lists as
    # sorting each row by distance and cutting it where the distance changes.
    d2s: list[list[float]] = []
    if all(len(p) == 2 for p in points):
        flat = [(p[0], p[1]) for p in points]
        for j, (px, py) in enumerate(flat):
            row = [r[j] for r in d2s]
            row += [(x - px) * (x - px) + (y - py) * (y - py) for x, y in flat[j:]]
            d2s.append(row)
    else:
        solid = [(p[0], p[1], p[2] if len(p) > 2 else 0.0) for p in points]
        for j, (px, py, pz) in enumerate(solid):
            row = [r[j] for r in d2s]
            row += [(x - px) * (x - px) + (y - py) * (y - py) + (z - pz) * (z - pz) for x, y, z in solid[j:]]
            d2s.append(row)
    out = []
    index = range(len(points))
    after = range(1, len(points) - 1)
    for j, d2 in enumerate(d2s):
        order = sorted(index, key=d2.__getitem__)
        if order[0] == j:  # distinct points (every board's heads): itself first
            del order[0]
        else:
            order.remove(j)
        ds = sorted(d2)  # the distances in `order`'s order, the first (0.0) its own
        del ds[0]
        ends = list(compress(after, map(ne, ds, ds[1:])))
        ends.append(len(order))
        out.append((order, ends))
    return out
