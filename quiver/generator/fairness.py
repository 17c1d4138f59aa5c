"""The fairness gates judged on a build's state, before any `Board` is made.

`generate` tries several builds (and cheap repairs of each) until one is fair; making a
`Board` and its full `metrics()` for every candidate cost about a third of a try. The
verdict here is exact: it reproduces what `gates.failures(metrics(board))` decides for
the board `build._finished` would make (same arrow numbering, same seeded playouts,
same rounding), and a test holds the two together. A candidate that is clearly over
the forced-move limit stops its playouts early.
"""
from __future__ import annotations

from dataclasses import dataclass

from quiver.engine.rng import Rng

from . import gates
from .state import BuildState

PLAYOUT_RUNS = 10           # as engine.solve.metrics -> playouts(board)
EARLY_STOP = gates.MAX_FORCED + 1e-4   # past this share the rounded figure cannot pass


@dataclass(frozen=True)
class Verdict:
    broken: int             # gates broken (0: fair)
    forced: float           # share of forced moves (a lower bound when stopped early)

    @property
    def fair(self) -> bool:
        return self.broken == 0


def judge(s: BuildState, stop_early: bool = True) -> Verdict | None:
    """The gates the finished board would break, or None if the state is not a clear
    order (the caller then measures the board itself). `stop_early`: stop the playouts
    once the forced-move gate is surely broken (`forced` is then a lower bound)."""
    levels = _levels(s)
    if levels is None:
        return None
    n = len(s.arrows)
    rounds = [0] * (max(levels, default=0) + 1)
    for lv in levels:
        rounds[lv] += 1
    depth = len(rounds) - 1
    broken = 0
    if rounds[1] < gates.min_free(n):
        broken += 1
    if _longest_single_run(rounds[1:]) > gates.MAX_SINGLE_RUN:
        broken += 1
    if round(depth / n, 6) > gates.MAX_L_OVER_A:
        broken += 1
    forced = round(_forced_share(s, EARLY_STOP if stop_early else 1.0), 6)   # as metrics()
    if forced > gates.MAX_FORCED:
        broken += 1
    return Verdict(broken, forced)


def _levels(s: BuildState) -> list[int] | None:
    """Peel round of each arrow (1 + the deepest arrow on its ray), in one pass over the
    clear order; None if an arrow waits on a later one."""
    owner, ray_of = s.owner, s.space.ray
    levels: list[int] = []
    for i, (a, d) in enumerate(zip(s.arrows, s.dirs)):
        deepest = 0
        for c in ray_of(a[-1], d) or ():
            o = owner[c]
            if o >= i:
                return None
            if o >= 0 and levels[o] > deepest:
                deepest = levels[o]
        levels.append(deepest + 1)
    return levels


def _longest_single_run(rounds: list[int]) -> int:
    best = run = 0
    for size in rounds:
        run = run + 1 if size == 1 else 0
        best = max(best, run)
    return best


def _forced_share(s: BuildState, stop_share: float) -> float:
    """engine.solve.playouts' forced-move share for the finished board: arrows numbered
    by head cell, blockers as sets built the same way, the same PRNG stream."""
    arrows, owner, ray_of = s.arrows, s.owner, s.space.ray
    n = len(arrows)
    order = sorted(range(n), key=lambda i: arrows[i][-1])
    number = [0] * n
    for new, old in enumerate(order):
        number[old] = new
    ends: list[set[int]] = []
    for old in order:
        ray = ray_of(arrows[old][-1], s.dirs[old]) or ()
        # `| set()`: the same set operations as engine.solve.ways_out (iteration order)
        ends.append({number[owner[c]] for c in ray if owner[c] >= 0} | set())
    waiters: list[list[int]] = [[] for _ in range(n)]
    for i, blockers in enumerate(ends):
        for b in blockers:
            waiters[b].append(i)
    start_free = [i for i in range(n) if not ends[i]]
    rng = Rng(0).stream("playout")
    total = PLAYOUT_RUNS * n
    stop = stop_share * total
    forced = 0
    for _ in range(PLAYOUT_RUNS):
        count = [len(b) for b in ends]
        free = list(start_free)
        listed = bytearray(n)
        for i in free:
            listed[i] = 1
        while free:
            if len(free) == 1:
                forced += 1
                if forced > stop:
                    return forced / total
            k = rng.below(len(free))
            j = free[k]
            free[k] = free[-1]
            free.pop()
            for i in waiters[j]:
                count[i] -= 1
                if not count[i] and not listed[i]:
                    listed[i] = 1
                    free.append(i)
    return forced / total
