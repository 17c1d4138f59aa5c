"""Growing an arrow's body (construct.Builder): how long it aims to be, and the cells it
takes, from the neck backward through unused cells, weighed so that bodies bend, hug
the edge of the unused region and take a cell they would otherwise strand.

`grow` is the hottest loop of a build (about a sixth of a compiled 3D cube 17): every
weight is the product the plain rule spells out, in the same order, so the same floats
and the same draws (the boards depend on them).
"""

from __future__ import annotations

from typing import Final

from quiver.engine.rng import Rng, plain_sum

from .state import BuildState
from .tables import Walk

# (the tuples not Final: mypyc 2.4 fails to import a module whose Final tuple of floats
# another module-level line reads, mypyc/mypyc#1183; the hot loops bind them to locals)
# target_length's kinds of body (short, about the mean, long) and their odds; the odds
# it reads by name, Final floats: compiled, C constants where a global tuple's item was
# a dict look-up and an unboxing for every body tried
_SHORT: Final = 0.35
_ABOUT: Final = 0.4
_KINDS = (_SHORT, _ABOUT, 0.25)
_KINDS_TOTAL: Final = plain_sum(_KINDS)  # 1.0 either way; plain_sum says why
# grow's curl factor for k used neighbours, 1.0 + 0.6 * k (a table: the same floats)
_CURL = tuple(1.0 + 0.6 * k for k in range(8))


def target_length(s: BuildState, rng: Rng) -> int:
    """How long the next body aims to be: short, about the mean or long (with
    `short_bodies`, the gentle easy: 1.2x the mean at most), from the cells and arrows left."""
    left_cells = s.n - s.used_count
    left_arrows = max(1, s.count - len(s.arrows))
    mean = max(3.0, left_cells / left_arrows)
    # rng.weighted(_KINDS), spelled out (a draw per body tried): the same float steps
    x = rng.random() * _KINDS_TOTAL - _SHORT
    kind = 0 if x < 0 else 1 if x - _ABOUT < 0 else 2
    if kind == 0:
        length = rng.between(3, max(3, half_even(mean * 0.8)))
    elif kind == 1:
        length = half_even(mean * (0.85 + 0.35 * rng.random()))
    else:
        length = half_even(mean * (1.4 + 0.6 * rng.random()))
        if s.short_bodies:  # the gentle easy: as the top of about the mean (the same draws)
            length = half_even(mean * 1.2)
    return max(3, min(s.max_len, length))


def half_even(x: float) -> int:
    """round(x) for 0 <= x < 2**52, halves to even as round does: compiled, C, where
    round() is a generic call with a boxed float (once or twice per body tried). x less
    its integer part is exact in that range, so the comparisons with 0.5 are too."""
    r = int(x)
    frac = x - r
    if frac > 0.5 or (frac == 0.5 and r & 1):
        r += 1
    return r


def grow(s: BuildState, rng: Rng, head: int, neck: int, d: int) -> list[int] | None:
    """A body from the neck backward through unused cells (head last), or None if < 3
    (`d`: the head's direction; the body's cells are marked used)."""
    used, walks, nbrs = s.used, s.walks, s.nbrs
    max_len, is_flat, curl = s.max_len, s.is_flat, _CURL
    target = target_length(s, rng)
    body = [head, neck]
    used[head] = used[neck] = 1
    travel = _travel_to(walks[head], neck)
    run, cur = 1, neck
    while True:
        row = walks[cur]
        # At its target length the body stops unless that strands a cell: asked first,
        # without weighing options never drawn from. The same stops, the same draws.
        if len(body) >= target and (len(body) >= max_len or not _dead_end_beside(row, used, nbrs)):
            break
        options: list[int] = []  # indexes into row: small ints, no tuple per option
        weights: list[float] = []
        total = 0.0  # plain_sum(weights), added as they come (rng.weighted_summed)
        strands = False
        # the hottest loop: each weight the plain rule's product (dead end 40, edge 2.5; curl; bend; wrap)
        straight = 0.12 if run >= 2 else 0.5  # bend often, short straight runs
        for k, (t, c, u) in enumerate(row):
            if used[c]:
                continue
            around = nbrs[c]
            free = 0
            for x in around:
                if not used[x]:
                    free += 1
            if free == 0:
                w = 40.0 * curl[len(around)]  # a dead end: take it now or strand it
                strands = True
            elif free == 1:
                w = 2.5 * curl[len(around) - 1]  # hug the edge of the unused region (Warnsdorff)
            else:
                w = curl[len(around) - free]  # curl around used neighbours
            if t == travel:
                w *= straight
            if is_flat and u != t:
                w *= 4.0  # wrap over an edge whenever possible
            options.append(k)
            weights.append(w)
            total += w
        # Stop at the target length, unless stopping here would strand a cell.
        long_enough = len(body) >= target and not (strands and len(body) < max_len)
        if not options or long_enough:
            break
        t, c, u = row[options[rng.weighted_summed(weights, total)]]
        run = run + 1 if t == travel else 1
        travel = u
        body.append(c)
        used[c] = 1
        cur = c
    if len(body) < 3:
        for c in body:
            used[c] = 0
        return None
    body.reverse()
    return body


def _travel_to(row: tuple[Walk, ...], to: int) -> int:
    """The travel direction after the step of `row` that reaches `to` (a loop, not a
    generator per body)."""
    for _, c, u in row:
        if c == to:
            return u
    raise ValueError("not a step")


def _dead_end_beside(row: tuple[Walk, ...], used: list[int], nbrs: list[tuple[int, ...]]) -> bool:
    """Whether a step of `row` reaches an unused cell whose neighbours are all used (a
    cell the body strands if it stops here: `grow`'s weight 40)."""
    for _, c, _ in row:
        if not used[c]:
            for x in nbrs[c]:
                if not used[x]:
                    break
            else:
                return True
    return False
