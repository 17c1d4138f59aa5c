"""bench/local_budget.py --early: a tunnel build read part-way (issue 24 item 3, a ninth
round). When a share of the hard construction's arrows is placed, the arrows so far (the
outer rounds: the first to be cleared) and the tunnels are kept; `predict` then plays the
first third of the game on them, counting each unused cell (the core still to be built)
as 1/L of an arrow that is not free (L: the cells per arrow), so that the looks past the
placed heads into the core are counted too. Not in the generator."""

from __future__ import annotations

import contextlib
import time
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from typing import Any

from local_tunnels import patched, tunnel_arrows

from quiver.engine.rng import Rng
from quiver.generator import construct

SNAP: dict[str, Any] = {"share": 0.0, "snaps": []}
_PLAIN_PLACE = construct.Builder._place


def _place(self: Any, body: list[int], d: int, level: int) -> None:
    _PLAIN_PLACE(self, body, d, level)
    s = self.state
    if hasattr(self, "_tunnels") and len(s.arrows) == max(1, int(SNAP["share"] * s.count)):
        SNAP["snaps"].append(
            {
                "at": time.process_time(),
                "space": s.space,
                "arrows": [(list(a), e) for a, e in zip(s.arrows, s.dirs, strict=True)]
                + [a for t in self._tunnels for a in tunnel_arrows(t)],
                "unused": [c for c in range(len(s.space)) if not s.used[c]],
                "count": s.count + 2 * len(self._tunnels),
            }
        )


@contextlib.contextmanager
def snapshots(share: float) -> Iterator[None]:
    """Keep a snapshot of every tunnel construction once `share` of its arrows is placed."""
    SNAP.update(share=share, snaps=[])
    with patched(construct.Builder, "_place", _place):
        yield


def predict(snap: dict[str, Any], runs: int = 8, seed: int = 1, part: float = 1 / 3) -> float:
    """The local player's looks a move over the first third of the game, on the snapshot."""
    space, arrows, unused = snap["space"], snap["arrows"], snap["unused"]
    n = len(arrows)
    owner = {c: i for i, (body, _) in enumerate(arrows) for c in body}
    hole = set(unused)
    blockers: list[set[int]] = []
    for body, d in arrows:
        ray = space.ray(body[-1], d) or ()
        on = {owner[c] for c in ray if c in owner}
        if any(c in hole for c in ray):
            on.add(-1)  # waits on the core still to be built: never free here
        blockers.append(on)
    weight = 1.0 / (len(space) / snap["count"])  # a cell of the core: 1/L of an arrow
    heads = [space.coord(body[-1]) for body, _ in arrows]
    holes = [space.coord(c) for c in unused]
    near = []
    for j in range(n):
        px, py = heads[j][0], heads[j][1]
        real = sorted(((p[0] - px) ** 2 + (p[1] - py) ** 2, k) for k, p in enumerate(heads) if k != j)
        core = sorted((p[0] - px) ** 2 + (p[1] - py) ** 2 for p in holes)
        near.append((real, core))
    waiters: list[list[int]] = [[] for _ in range(n)]
    for i, on in enumerate(blockers):
        for b in on:
            if b >= 0:
                waiters[b].append(i)
    rng = Rng(seed).stream("early-predictor")
    moves, looks, most = 0, 0.0, max(1, int(part * snap["count"]))
    for _ in range(runs):
        count = [len(on) for on in blockers]
        gone = bytearray(n)
        free = [i for i in range(n) if not count[i]]
        j, m = -1, 0
        while free and m < most:
            m += 1
            moves += 1
            if j < 0:
                left = n + weight * len(unused)
                looks += (left + 1) / (len(free) + 1)
                j = free[rng.below(len(free))]
            else:
                looks_, j = _look(near[j], n, weight, gone, free, rng)
                looks += looks_
            free.remove(j)
            gone[j] = 1
            for w in waiters[j]:
                count[w] -= 1
                if not count[w]:
                    free.append(w)
    return looks / moves if moves else 0.0


def _look(near: Any, n: int, weight: float, gone: bytearray, free: list[int], rng: Rng) -> tuple[float, int]:
    """Looks outward from a head, nearest first, until a group of equal distance holds a
    free arrow; the core's cells nearer (and as near) each count `weight`."""
    real, core = near
    fset = set(free)
    before, q = 0, 0
    while q < len(real):
        dist, g, hit = real[q][0], 0, []
        while q < len(real) and real[q][0] == dist:
            k = real[q][1]
            if not gone[k]:
                g += 1
                if k in fset:
                    hit.append(k)
            q += 1
        if hit:
            lo, hi = bisect_left(core, dist), bisect_right(core, dist)
            looks = before + weight * lo + (g + weight * (hi - lo) + 1) / (len(hit) + 1)
            return looks, hit[rng.below(len(hit))]
        before += g
    return before + weight * len(core), free[rng.below(len(free))]
