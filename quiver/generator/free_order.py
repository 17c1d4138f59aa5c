"""A switch left off (issue 26, the cube 17 tail; on when `build.FREE_ORDER_TRIES` > 0;
quiver-gen/7 does without it, bench/tails.py compares it):
a hard build whose free-arrow pass made a run of single rounds tries that pass again
in other orders before it is built again.

A hard build leaves 1-3 arrows free at the start; `finish.set_free` turns about 40
blocked arrows whose tails face out of the shape, the first ones in clear order, and
that pass is what makes the runs of single rounds the single-round gate refuses (cube
17 hard: the run is in the peel rounds after the pass, not in the rounds as built).
Another choice of arrows to turn costs a pass and a judge, not a build. Boards built
with it on differ from quiver-gen/7's.
"""

from __future__ import annotations

from dataclasses import replace as copy_with

from quiver.engine.rng import Rng

from .edits import replace
from .fairness import Verdict, judge, single_run_broken
from .state import BuildState
from .tables import ray_or_wall


def snapshot(s: BuildState) -> BuildState:
    """A copy that the checked edits of a free-arrow pass can change without the
    original seeing it (the per-space tables and the frontier are shared: the pass
    reads the first and never touches the second)."""
    return copy_with(
        s,
        arrows=[list(a) for a in s.arrows],
        dirs=list(s.dirs),
        levels=list(s.levels),
        owner=list(s.owner),
        used=list(s.used),
        cell_level=list(s.cell_level),
        heads=dict(s.heads),
        watch=None,
        level_count=dict(s.level_count),
        dir_count=list(s.dir_count),
        built=list(s.built),
    )


def _tail_out(s: BuildState, i: int) -> int:
    """The direction arrow i would point turned around when its tail faces straight out
    of the shape (set_free's candidates), else -1."""
    a = s.arrows[i]
    tail = a[0]
    for _, y, u in s.walks[a[1]]:
        if y == tail:
            if u in s.head_dirs[tail] and ray_or_wall(s.ray_t, s.space, tail, u) == ():
                return u
            return -1
    return -1


def free_count(s: BuildState) -> int:
    """Arrows free at the start (on a full board: those whose ray meets no cell)."""
    rays, space = s.ray_t, s.space
    return sum(1 for a, d in zip(s.arrows, s.dirs, strict=True) if not ray_or_wall(rays, space, a[-1], d))


def add_free(s: BuildState, want: int, rng: Rng) -> None:
    """set_free's second loop (turn blocked arrows whose tail faces out until `want`
    are free), over the candidates in an order drawn from `rng`."""
    missing = want - free_count(s)
    heads = [s.arrows[i][-1] for i in range(len(s.arrows)) if _tail_out(s, i) >= 0]
    rng.shuffle(heads)
    for h in heads:
        if missing <= 0:
            return
        i = s.owner[h]
        a = s.arrows[i]
        if a[-1] != h:
            continue
        d = _tail_out(s, i)
        if d >= 0 and replace(s, i, [(a[::-1], d)]):
            missing -= 1


def other_orders(
    state: BuildState, verdict: Verdict, pre: BuildState, want: int, parent: Rng, k: int, tries: int
) -> tuple[BuildState, Verdict]:
    """When `state` (build `k`, its pass done, judged `verdict`) breaks the single-round
    gate: the pass again on copies of `pre` (the build before it) in `tries` other
    orders, drawn from a stream of `parent`; the first copy that keeps the gate with
    its verdict, else `state` and `verdict` as they were."""
    # (with as many free as wanted before it, the pass only turned arrows in)
    if not single_run_broken(verdict.levels) or free_count(pre) >= want:
        return state, verdict
    rng = parent.stream(f"free order {k}")
    for t in range(tries):
        other = snapshot(pre)
        add_free(other, want, rng.stream(t))
        again = judge(other)
        if again is not None and again.levels is not None and not single_run_broken(again.levels):
            return other, again
    return state, verdict
