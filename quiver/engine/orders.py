"""Whether a clearing order of plain arrows holds, read from the rays: the loop of
`Board._clears_plain`, here so that it is compiled (ADR 0010; board.py stays
interpreted). The generator checks the solution of every board it makes: interpreted,
the walk over a 3D cube 17's rays was most of that check."""

from __future__ import annotations

from collections.abc import Sequence

from .modes import is_int


def clears_in_order(
    order: Sequence[object],
    rays: tuple[tuple[int, ...], ...],
    owner: tuple[int, ...],
    locks: tuple[int | None, ...],
    rays2: tuple[tuple[int, ...] | None, ...],
) -> bool:
    """`Board._clears_plain` past its turn check: True if the arrows are plain (no lock,
    no second head), `order` names every arrow once (ints, not bools) and each arrow's
    ray meets only arrows named before it."""
    n = len(rays)
    if len(order) != n or any(k is not None for k in locks) or any(r is not None for r in rays2):
        return False
    rank = [-1] * n
    for step, i in enumerate(order):
        if not is_int(i) or not 0 <= i < n or rank[i] >= 0:
            return False
        rank[i] = step
    return rays_meet_earlier(rays, owner, rank)


def rays_meet_earlier(rays: tuple[tuple[int, ...], ...], owner: tuple[int, ...], rank: list[int]) -> bool:
    """True if every arrow's ray meets only arrows ranked before it (`owner`: each
    cell's arrow at the start, -1 for none; `rank`: each arrow's step in the order)."""
    for i, ray in enumerate(rays):
        r = rank[i]
        for c in ray:
            o = owner[c]
            if o >= 0 and rank[o] > r:
                return False
    return True
