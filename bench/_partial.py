"""bench/local_budget.py --early: a tunnel build read part-way (issue 24 item 3, a ninth
round). When a share of the hard construction's arrows is placed, the arrows so far (the
outer rounds: the first to be cleared) and the tunnels are kept; `predict` then plays the
first `part` of the game's moves on them (half, as bench/local_budget.py reads it),
counting each unused cell (the core still to be built) as 1/L of an arrow that is not
free (L: the cells per arrow), so that the looks past the placed heads into the core are
counted too. `thirds` splits the local player's looks by thirds of the game; `spread`
prints where the spread of local scan lies and how the read part-way ranks builds. Not in
the generator."""

from __future__ import annotations

import contextlib
import math
import statistics
import time
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from typing import Any

from _local_common import ranks
from local_tunnels import patched, tunnel_arrows

from quiver.engine.player import _neighbours, _tables, head_points, ways_of
from quiver.engine.rng import Rng
from quiver.generator import construct, generate

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
    """The local player's looks a move over the first `part` of the game's moves, on the snapshot."""
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


def thirds(board: Any, runs: int = 150) -> tuple[float, list[float], list[float], list[float]]:
    """`local_scan`'s playouts (engine.player.local_playouts, stream 0) with the moves cut
    in thirds: the board's looks a move, each third's part of it, the share of each third's
    moves that follow a removal that freed nothing, and their looks."""
    alive, ways = ways_of(board)
    n = len(alive)
    count0, waiters, start = _tables(n, ways)
    owner_of = [k for k, _ in ways]
    near = _neighbours(head_points(board, alive))
    rng = Rng(0).stream("local-playout")
    looks, moves, dead, dead_looks = [0.0] * 3, [0] * 3, [0] * 3, [0.0] * 3
    for _ in range(runs):
        count, gone, free = list(count0), bytearray(n), list(start)
        is_free = bytearray(n)
        for k in free:
            is_free[k] = 1
        j, m, freed = -1, 0, 1
        while free:
            t = min(2, 3 * m // n)
            m += 1
            if j < 0:
                cost = (n + 1) / (len(free) + 1)
                j = free[rng.below(len(free))]
            else:
                cost, j = _look_board(near[j], gone, is_free, rng)
            looks[t] += cost
            moves[t] += 1
            if not freed:
                dead[t] += 1
                dead_looks[t] += cost
            free.remove(j)
            is_free[j], gone[j], freed = 0, 1, 0
            for w in waiters[j]:
                count[w] -= 1
                if not count[w] and not is_free[owner_of[w]] and not gone[owner_of[w]]:
                    is_free[owner_of[w]] = 1
                    free.append(owner_of[w])
                    freed += 1
    total = sum(moves)
    return (
        sum(looks) / total,
        [x / total for x in looks],
        [d / max(1, x) for d, x in zip(dead, moves, strict=True)],
        [d / max(1, x) for d, x in zip(dead_looks, dead, strict=True)],
    )


def _look_board(near: Any, gone: bytearray, is_free: bytearray, rng: Rng) -> tuple[float, int]:
    order, ends = near
    looks, pos = 0.0, 0
    for end in ends:
        live = [order[q] for q in range(pos, end) if not gone[order[q]]]
        hit = [k for k in live if is_free[k]]
        if hit:
            return looks + (len(live) + 1) / (len(hit) + 1), hit[rng.below(len(hit))] if len(
                hit
            ) > 1 else hit[0]
        looks += len(live)
        pos = end
    raise AssertionError("a free arrow is left")


def spread(specs: list[Any], tunnels: Any, held: Any) -> None:
    """Where the spread of local scan lies over tunnel builds (`tunnels()`: their patches),
    and the read part-way at 70% and 97% of each construction and on the finished board
    against the held-out mean (`held(board)`)."""
    rows, reads, starts = [], [], []
    for spec in specs:
        snaps: list[Any] = []
        for share in (0.7, 0.97):
            with tunnels(), snapshots(share):
                board = generate(spec)
            snaps.append(SNAP["snaps"][-1] if SNAP["snaps"] else None)
        rows.append(thirds(board))
        starts.append(free_at_start(board) + [held(board)])
        if None not in snaps:
            done: dict[str, Any] = {
                "space": board.space,
                "arrows": [(list(a.cells), a.dir) for a in board.arrows],
            }
            done |= {"unused": [], "count": len(board.arrows)}
            reads.append([predict(s, part=0.5) for s in [*snaps, done]] + [held(board)])
    tot = [r[0] for r in rows]
    var = statistics.pvariance(tot)
    print(
        f"{len(rows)} tunnel builds, local scan median {statistics.median(tot):.2f} (150 playouts, stream 0)"
    )
    for t in range(3):
        part = [r[1][t] for r in rows]
        share = statistics.covariance(part, tot) * (len(rows) - 1) / len(rows) / var
        print(
            f"  third {t + 1} of the moves: {statistics.mean(part):.2f} looks a move, "
            f"{share:.2f} of the variance; "
            f"after none freed {statistics.mean(r[2][t] for r in rows):.2f} of its moves at "
            f"{statistics.mean(r[3][t] for r in rows):.1f} looks (correlation with the board's "
            f"{statistics.correlation([r[3][t] for r in rows], tot):+.2f}, their share "
            f"{statistics.correlation([r[2][t] for r in rows], tot):+.2f})"
        )
    y = ranks([r[-1] for r in reads])
    said = ", ".join(
        f"{name} {statistics.correlation(ranks([r[i] for r in reads]), y):+.2f}"
        for i, name in enumerate(("at 70%", "at 97% of the construction", "on the finished board"))
    )
    print(f"  the read part-way against the held-out mean ({len(reads)} builds, Spearman): {said}")
    y = ranks([r[-1] for r in starts])
    said = ", ".join(
        f"{name} {statistics.correlation(ranks([r[i] for r in starts]), y):+.2f}"
        for i, name in enumerate(
            ("free at the start", "a head's distance to the nearest free", "the closest two free")
        )
    )
    print(f"  the arrows free at the start against the held-out mean (Spearman): {said}")


def free_at_start(board: Any) -> list[float]:
    """How many arrows are free at the start, the mean distance from another head to the
    nearest of their heads, and the distance between the closest two."""
    alive, ways = ways_of(board)
    start = _tables(len(alive), ways)[2]
    pts = [p[:2] for p in head_points(board, alive)]
    near = [min(math.dist(p, pts[j]) for j in start) for i, p in enumerate(pts) if i not in start]
    pairs = [math.dist(pts[i], pts[j]) for a, i in enumerate(start) for j in start[a + 1 :]]
    return [float(len(start)), statistics.mean(near), min(pairs, default=0.0)]
