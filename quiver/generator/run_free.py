"""Part of quiver-gen/7 (issue 26, the cube 17 tail; `build.RUN_FREE`): a hard
build whose free-arrow pass made a run of single rounds runs that pass again with the
runs in view, before the other switches, the repairs and a rebuild.

`finish.set_free` turns about 40 blocked arrows whose tail faces out of the shape,
the first ones in clear order; `free_order.py` tries other orders blindly. Here each
candidate turn is predicted on the peel rounds first (turned, the arrow leaves in
round 1 and whatever waited on it may leave earlier; nothing else moves, the cells
stay covered) and taken only when the runs of single rounds go no further past the
gate than before (summed over the runs, as `mend_run.py` counts them). A pass whose
predicted runs stay past the gate stops there; otherwise the turns chosen are made as
checked edits on a copy of the build before its pass, topped up blindly where one was
refused or too few were taken, and judged. Boards built with it differ from
quiver-gen/6's. Cube 17 hard, seeds 0-79: 97 builds instead of 112 and deeper boards,
but the tail not mended (docs/measurements.md, "The free-arrow pass with the runs in
view").
"""

from __future__ import annotations

from .edits import replace
from .fairness import Verdict, judge, peel_levels, round_sizes, single_run_broken
from .finish import set_free
from .free_order import _tail_out, free_count, snapshot
from .mend_run import _excess
from .state import BuildState
from .tables import ray_at


def run_aware(state: BuildState, verdict: Verdict, pre: BuildState, want: int) -> tuple[BuildState, Verdict]:
    """When `state` (its pass done, judged `verdict`) breaks the single-round gate: the
    pass again on a copy of `pre` (the build before it), choosing its turns with the
    runs in view; that copy with its verdict when it keeps the gate, else `state` and
    `verdict` as they were."""
    if not single_run_broken(verdict.levels) or free_count(pre) >= want:
        return state, verdict
    turns, excess = choose(pre, want - free_count(pre))
    if excess:  # the prediction is exact (the top-up aside): no turns keep the gate
        return state, verdict
    other = snapshot(pre)
    heads = [other.arrows[i][-1] for i in turns]
    for h in heads:  # the indices move with each edit; the heads do not
        i = other.owner[h]
        a = other.arrows[i]
        if a[-1] == h and (d := _tail_out(other, i)) >= 0:
            replace(other, i, [(a[::-1], d)])
    set_free(other, want, reduce=False)  # top up where a checked edit refused a turn
    again = judge(other)
    if again is not None and again.levels is not None and not single_run_broken(again.levels):
        return other, again
    return state, verdict


def choose(s: BuildState, missing: int) -> tuple[list[int], int]:
    """Up to `missing` arrows of `s` (whose tail faces out) to turn, judged on the
    predicted peel rounds: first, scan after scan in clear order, those that bring the
    runs nearer the gate; then, once none is left past it, those that keep it. With
    how far the predicted runs go past the gate (once the scans that bring them nearer
    leave them past it, no other turn could: the pass stops there)."""
    levels = peel_levels(s)
    if levels is None:
        return [], 1
    rounds = round_sizes(levels)
    excess = _excess(rounds)
    # (an arrow free already, round 1, frees nothing turned: not a candidate)
    todo = [i for i in range(len(s.arrows)) if levels[i] > 1 and _tail_out(s, i) >= 0]
    if not todo:  # nothing to predict: the tables below would go unread
        return [], excess
    waiters, blockers = _waiters(s)
    turned: set[int] = set()
    strict = True
    while todo and len(turned) < missing:
        taken = False
        for i in todo:
            if len(turned) >= missing:
                break
            turned.add(i)
            log = _lower(levels, rounds, waiters, blockers, turned, i)
            now = _excess(rounds)
            if now < excess or (now == excess and not strict):
                excess, taken = now, True
                continue
            turned.discard(i)
            for j, old in reversed(log):  # undo the prediction (x = x - 1: see _lower)
                now = levels[j]
                rounds[now] = rounds[now] - 1
                rounds[old] = rounds[old] + 1
                levels[j] = old
        todo = [i for i in todo if i not in turned]
        if not taken and (excess or not strict):
            break
        strict = strict and taken
    return sorted(turned), excess


def _waiters(s: BuildState) -> tuple[list[list[int]], list[list[int]]]:
    """For each arrow, the arrows whose ray meets it, and the arrows its ray meets (each
    once): a prediction reads the second instead of walking the ray."""
    owner, space, rays = s.owner, s.space, s.ray_t
    waiters: list[list[int]] = [[] for _ in s.arrows]
    blockers: list[list[int]] = []
    # seen[o] == w: o is on w's ray already (a stamp, not `o not in mine`: a list
    # search of boxed ints compiled, 4 ms of a 64x64 hard pass, 20 times its peel)
    seen = [-1] * len(s.arrows)
    for w, (a, d) in enumerate(zip(s.arrows, s.dirs, strict=True)):
        mine: list[int] = []
        for c in ray_at(rays, space, a[-1], d):
            o = owner[c]
            if o >= 0 and seen[o] != w:
                seen[o] = w
                mine.append(o)
                waiters[o].append(w)
        blockers.append(mine)
    return waiters, blockers


def _lower(
    levels: list[int],
    rounds: list[int],
    waiters: list[list[int]],
    blockers: list[list[int]],
    turned: set[int],
    i: int,
) -> list[tuple[int, int]]:
    """Arrow i turned out (round 1): the new rounds of it and of what waits on it, in
    place (waiters come later in the clear order, so a sweep up the indices visits each
    after everything it waits on). The changes made, (arrow, old round), for an undo."""
    # Compiled (ADR 0010), `rounds[k] -= 1` on a list item is a generic in-place
    # operation on objects and a bytearray index a generic call; `rounds[k] =
    # rounds[k] - 1` and a list of 0/1 are C arithmetic and C list reads (the same values)
    log = [(i, levels[i])]
    was = levels[i]
    rounds[was] = rounds[was] - 1
    rounds[1] = rounds[1] + 1
    levels[i] = 1
    # the arrows to look at again, flagged, swept in index order up to the last flagged
    # (a heap of indices did the same in the same order: 3D cube 17's cascades touch
    # about 100 arrows each, and a flag costs less than a push and a pop)
    queued = [0] * len(levels)
    last = i
    for v in waiters[i]:
        queued[v] = 1
        last = max(last, v)
    w = i
    while w < last:
        w += 1
        if not queued[w] or w in turned:
            continue
        deepest = 0
        for o in blockers[w]:
            if levels[o] > deepest:
                deepest = levels[o]
        if deepest + 1 == levels[w]:
            continue
        was = levels[w]
        log.append((w, was))
        rounds[was] = rounds[was] - 1
        rounds[deepest + 1] = rounds[deepest + 1] + 1
        levels[w] = deepest + 1
        for v in waiters[w]:
            if not queued[v]:
                queued[v] = 1
                last = max(last, v)
    return log
