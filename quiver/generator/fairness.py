"""The fairness gates judged on a build's state, before any `Board` is made.

`generate` tries several builds (and cheap repairs of each) until one is fair; making a
`Board` and its full `metrics()` for every candidate cost about a third of a try. The
verdict here is exact: it reproduces what `gates.failures(metrics(board))` decides for
the board `to_board.finished_board` would make (same arrow numbering, same seeded playouts,
same rounding), and a test holds the two together. A candidate that is clearly over
the forced-move limit stops its playouts early; one that breaks another gate skips
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from quiver.engine.player import one_way_playouts, runs_for
from quiver.engine.rng import Rng

from . import gates, huge3d
from .state import BuildState
from .tables import ray_at


@dataclass(frozen=True)
class Verdict:
    broken: int  # gates broken (0: fair)
    forced: float  # share of forced moves (stopped early: a lower bound, or 1.0
    # when another gate had already failed)
    # the finished board's (forced_moves, mean_choice, scan, playouts played) when the
    # board passed on them: the board records them (metrics(board, runs=played) plays
    # the same again)
    playouts: tuple[float, float, float, int] | None = None
    # the peel round of each arrow of the state judged (`peel_levels`), for the caller's
    # other questions about the same state
    levels: list[int] | None = field(default=None, compare=False, repr=False)

    @property
    def fair(self) -> bool:
        return self.broken == 0


def judge(s: BuildState, stop_early: bool = True, forced_moves: bool = True) -> Verdict | None:
    """The gates the finished board would break, or None if the state is not a clear
    order (the caller then measures the board itself). `stop_early`: stop the playouts
    once the forced-move gate is surely broken (`forced` is then a lower bound).
    `forced_moves=False` leaves that gate out (`forced` 0.0): the caller measures it."""
    levels = peel_levels(s)
    if levels is None:
        return None
    n = len(s.arrows)
    rounds = round_sizes(levels)
    depth = len(rounds) - 1
    broken = 0
    if rounds[1] < gates.min_free(n):
        broken += 1
    if longest_single_run(rounds)[0] > gates.MAX_SINGLE_RUN:
        broken += 1
    if round(depth / n, 6) > gates.MAX_L_OVER_A:
        broken += 1
    if broken and stop_early:  # unfair already: spare the playouts
        return Verdict(broken, 1.0, levels=levels)
    if not forced_moves:
        return Verdict(broken, 0.0, levels=levels)
    if stop_early:  # the sequential test: past the last look's limit it cannot pass
        looks = huge3d.forced_looks(s.space, n)
        played = _playouts(s, looks[-1][0], looks[-1][1] + 1e-4, looks)
    else:
        played = _playouts(s, runs_for(n), None, ())
    forced = round(played[0], 6)  # as metrics()
    if forced > gates.forced_limit(n, played[3]):
        broken += 1
        return Verdict(broken, forced, levels=levels)
    return Verdict(broken, forced, played, levels)  # not stopped: these are the board's figures


def peel_levels(s: BuildState) -> list[int] | None:
    """Peel round of each arrow (1 + the deepest arrow on its ray), in one pass over the
    clear order; None if an arrow waits on a later one."""
    owner, space, rays = s.owner, s.space, s.ray_t
    levels: list[int] = []
    for i, (a, d) in enumerate(zip(s.arrows, s.dirs, strict=True)):
        deepest = 0
        for c in ray_at(rays, space, a[-1], d):
            o = owner[c]
            if o >= i:
                return None
            if o >= 0 and levels[o] > deepest:
                deepest = levels[o]
        levels.append(deepest + 1)
    return levels


def round_sizes(levels: list[int]) -> list[int]:
    """rounds[k]: arrows leaving in peel round k (rounds[0] is unused, 0)."""
    rounds = [0] * (max(levels, default=0) + 1)
    for lv in levels:
        rounds[lv] = rounds[lv] + 1  # not +=: compiled, a generic in-place add (run_free._lower)
    return rounds


def single_run_broken(levels: list[int] | None) -> bool:
    """Peel rounds `levels` (None: none) with a run of single rounds past the gate."""
    return levels is not None and longest_single_run(round_sizes(levels))[0] > gates.MAX_SINGLE_RUN


def longest_single_run(rounds: list[int]) -> tuple[int, int]:
    """(length, first round) of the longest run of rounds that each free one arrow."""
    best, start, run = 0, 0, 0
    for k, size in enumerate(rounds):
        run = run + 1 if size == 1 else 0
        if run > best:
            best, start = run, k - run + 1
    return best, start


def _playouts(
    s: BuildState, runs: int, stop_share: float | None, looks: Sequence[tuple[int, float]]
) -> tuple[float, float, float, int]:
    """engine.solve.playouts' forced-move share for the finished board: arrows numbered
    by head cell, ways out listed the same way, the same playouts and PRNG stream."""
    arrows, owner, space, rays = s.arrows, s.owner, s.space, s.ray_t
    n = len(arrows)
    # by head cell (each cell heads one arrow at most): sorted(range(n), key=head),
    # without a key call per arrow
    by_head = [-1] * len(owner)
    for i in range(n):
        by_head[arrows[i][-1]] = i
    order = [i for i in by_head if i >= 0]
    number = [0] * n
    for new, old in enumerate(order):
        number[old] = new
    # the playouts' tables (player._tables of the ways out, without them): how many
    # arrows each ray meets, the rays that meet each arrow (in order, as its ways come),
    # the arrows free at the start; each ray's owners once (a stamp per ray, as
    # run_free._waiters), where a set, two maps and a sort per ray were generic calls
    # compiled (a sixth of a judge of a 3D cube 17)
    count = [0] * n
    waiters: list[list[int]] = [[] for _ in range(n)]
    begin: list[int] = []
    seen = [-1] * n
    for k, old in enumerate(order):
        on = 0
        for c in ray_at(rays, space, arrows[old][-1], s.dirs[old]):
            o = owner[c]
            if o >= 0 and seen[o] != k:
                seen[o] = k
                waiters[number[o]].append(k)
                on += 1
        count[k] = on
        if not on:
            begin.append(k)
    rng = Rng(0).stream("playout")
    return one_way_playouts(n, (count, waiters, begin), runs, rng, stop_share, looks)
