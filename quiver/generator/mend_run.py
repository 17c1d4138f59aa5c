"""Part of quiver-gen/7 (issue 26, the cube 17 tail; `build.MEND_RUN`): a build
whose one broken gate is the single-round one (more than gates.MAX_SINGLE_RUN peel
rounds in a row that free one arrow each) is mended by a checked edit or two that
lay a second arrow into a round of the run, instead of being built again.

An arrow leaves in round j when the deepest arrow its ray meets leaves in round j - 1:
inside a run, the run's lone arrow of round j - 1. The candidates: an arrow turned
around (its tail becomes its head, as `finish.set_free` turns arrows, but for any
tail) and a long arrow cut in two, the back part pointing on from the cut or out
through the old tail, the front keeping its head or turned to point out of the cut.
Each is predicted from the peel rounds (the round its new ray gives it; a move to a
later round only if that round is still before every arrow that waits on it), tried as a checked edit
(`edits.edit`: valid, acyclic) on a copy, and kept when the copy, peeled again, has
its runs less far past the gate: the peel counts whatever the edit moved (the arrows
that wait on the edited one). Up to MAX_EDITS edits, the runs longest first, TRIES
candidates in all. The caller judges the result with every gate. Boards built with
it differ from quiver-gen/6's.

Tried and left out (cube 17 hard, seeds 0-79, pure): a lone arrow's tail end handed
to the neighbour whose tail is beside it, and two arrows head to tail sharing their
cells out again (the head moved up to 2 cells): two more mends in 31, but a failed
mend cost 68 ms against 16 (listing them is most of it); covering a lone arrow's
neighbourhood afresh (`finish._cover`): nearly every cover failed.
"""

from __future__ import annotations

from typing import Final

from . import gates
from .edits import edit
from .fairness import peel_levels, round_sizes
from .free_order import snapshot
from .state import BuildState, Part
from .tables import ray_at, ray_or_wall

MAX_EDITS: Final = 6  # edits kept by one mend, each taking the runs nearer the gate
# candidate edits tried by one mend, all edits together (each a copy, a checked edit and
# a peel): the mends that work need 1-6; a failed one costs about a sixth of a build
TRIES: Final = 16
# build.IN_REACH: how far past the gate the longest run of single rounds may go for a
# mend to be asked, and how far past it runs (two or more) may go together for the
# run-aware free-arrow pass (run_free.py) to be asked: EXCESS - 1
REACH: Final = 1
EXCESS: Final = 3
# (rank, the arrows replaced, the new arrows)
Candidate = tuple[tuple[int, int, int, int], list[int], list[Part]]


def mend(s: BuildState, levels: list[int], room: int) -> BuildState | None:
    """A copy of `s` (peel rounds `levels`) whose runs of single rounds keep the gate;
    None when no few edits do it. `room`: how many arrows the count may still gain
    (each cut adds one)."""
    left = TRIES
    for _ in range(MAX_EDITS):
        rounds = round_sizes(levels)
        excess = _excess(rounds)
        if not excess:
            return s
        found, waited = None, _first_waiters(s, levels)
        for start, run in _runs(rounds):  # the longest first
            candidates = _candidates(s, levels, rounds, start, run, room, waited)
            found = _first_better(s, candidates[:left], excess)
            left -= min(left, len(candidates))
            if found is not None or not left:
                break
        if found is None:
            return None
        s, levels, gained = found
        room -= gained
    return s if not _excess(round_sizes(levels)) else None


def _runs(rounds: list[int]) -> list[tuple[int, int]]:
    """(first round, length) of each run of single rounds past the gate, longest first."""
    out, run = [], 0
    for k, size in enumerate([*rounds, 0]):
        if size == 1:
            run += 1
            continue
        if run > gates.MAX_SINGLE_RUN:
            out.append((k - run, run))
        run = 0
    return sorted(out, key=lambda r: (-r[1], r[0]))


def in_reach(levels: list[int], free_pass: bool) -> bool:
    """build.IN_REACH: whether the run-aware free-arrow pass (`free_pass`, run_free.py)
    or a mend may bring peel rounds `levels` under the gate, as cube 17 hard showed
    (seeds 0-199, every pass and mend of RUN_FREE + MEND_RUN + EARLY_ABORT): a mend
    lays one arrow or two into a run and never mended one longer than REACH past the
    gate; the pass reaches long runs (one of 9 rounds) but never mended two or more
    runs going EXCESS or more past it together."""
    rounds = round_sizes(levels)
    runs = _runs(rounds)
    if free_pass:
        return len(runs) < 2 or _excess(rounds) < EXCESS
    return all(run <= gates.MAX_SINGLE_RUN + REACH for _, run in runs)


def one_past(levels: list[int]) -> bool:
    """build.MEND_FIRST: whether peel rounds `levels` hold one run of single rounds, one
    round past the gate (the runs a mend keeps most often)."""
    return _excess(round_sizes(levels)) == 1


def _excess(rounds: list[int]) -> int:
    """How far the runs of single rounds go past the gate, summed over the runs."""
    return sum(run - gates.MAX_SINGLE_RUN for _, run in _runs(rounds))


def _first_better(
    s: BuildState, candidates: list[Candidate], excess: int
) -> tuple[BuildState, list[int], int] | None:
    """The first candidate edit whose runs go less far past the gate: (the edited copy,
    its peel rounds, the arrows it added)."""
    for _, removed, parts in candidates:
        t = snapshot(s)
        t.watch = [list(w) for w in s.watchers()]  # (a copy: cheaper than building them again)
        if not edit(t, removed, parts):
            continue
        levels = peel_levels(t)
        if levels is not None and _excess(round_sizes(levels)) < excess:
            return t, levels, len(parts) - len(removed)
    return None


def _candidates(
    s: BuildState, levels: list[int], rounds: list[int], start: int, run: int, room: int, waited: list[int]
) -> list[Candidate]:
    """The edits that may break the run (`start`, `run` rounds), best first (the rank's
    first figure: the longest part of the run left, as predicted)."""
    last = start + run - 1
    out: list[Candidate] = []
    for i, a in enumerate(s.arrows):
        if levels[i] < start - 1 and waited[i] <= start:
            # every edit of it ranks -1 (`_rank`, `_cut_rank`): it would have to leave
            # in a round of the run, before its first waiter's round, which is not
            # after the run's first round; skipped before the rays are walked (most
            # arrows of a board whose run lies in its last rounds)
            continue
        d = _step(s, a[1], a[0])
        p = _round_of(s, levels, a[0], d, i, -1, ()) if d >= 0 else -1
        rank = _rank(levels[i], p, rounds, start, last)
        if rank >= 0 and p < max(levels[i], waited[i]):
            out.append(((rank, int(rounds[levels[i]] < 3), i, 0), [i], [(a[::-1], d)]))
        if room > 0 and len(a) >= 6:
            out.extend(_cuts(s, levels, i, start, last, waited[i]))
    out.sort(key=lambda c: c[0])
    return out


def _first_waiters(s: BuildState, levels: list[int]) -> list[int]:
    """For each arrow, the earliest round of an arrow whose ray meets it (a large number
    when none does). Moved to a round before that, an arrow takes none of its waiters
    along; moved to it or later it would (or close a cycle): those moves are left out."""
    owner, space, rays = s.owner, s.space, s.ray_t
    out = [len(levels) + 2] * len(levels)
    for w, (a, d) in enumerate(zip(s.arrows, s.dirs, strict=True)):
        level = levels[w]
        for c in ray_at(rays, space, a[-1], d):
            o = owner[c]
            if level < out[o]:
                out[o] = level
    return out


def _rank(level: int, p: int, rounds: list[int], start: int, last: int) -> int:
    """An arrow of round `level` moved to round `p`: the longest part of the run left
    (-1: no use). Into a round of the run from outside it, the run splits there; a lone
    arrow of the run moved to an earlier round takes the run's rest with it, beside
    the arrows of the rounds before (the rest's length, a guess: the peel decides)."""
    if p < 2 or p == level:
        return -1
    if start <= p <= last and not start <= level <= last:
        return max(p - start, last - p)
    if start <= level <= last and p < level - 1:
        return max(level - start, last - level)
    return -1


def _cuts(s: BuildState, levels: list[int], i: int, start: int, last: int, waiter: int) -> list[Candidate]:
    """Arrow i cut in two (each part at least 3 cells): the back points on from the cut
    or out through the tail, the front keeps the head and its round (kinds 1, 2) or
    turns to point back out of the cut (kinds 3, 4; its round predicted with the
    back's)."""
    a, level, out = s.arrows[i], levels[i], []
    for k in range(3, len(a) - 2):
        back, front = a[:k], a[k:]
        turned = front[::-1]
        e = _step(s, turned[-2], turned[-1])
        for kind, part in ((1, back), (2, back[::-1])):
            d = _step(s, part[-2], part[-1])
            p = _round_of(s, levels, part[-1], d, i, level, part) if d >= 0 else -1
            rank = _cut_rank(p, level, start, last, waiter)
            if rank >= 0:
                out.append(((rank, 0, i, kind * 100 + k), [i], [(front, s.dirs[i]), (part, d)]))
            q = _round_of(s, levels, turned[-1], e, i, p, turned) if e >= 0 and p > 0 else -1
            rank = _cut_rank(q, level, start, last, waiter)
            if rank >= 0:
                out.append(((rank, 1, i, (kind + 2) * 100 + k), [i], [(turned, e), (part, d)]))
    return out


def _cut_rank(p: int, level: int, start: int, last: int, waiter: int) -> int:
    """A part of a cut arrow of round `level` leaving in round `p`: as `_rank`, or a lone
    arrow's part leaving earlier (what waited on it there only leaves earlier too)."""
    if start <= p <= last and p != level and p < max(level, waiter):  # a second arrow in round p
        return max(p - start, last - p)
    if 2 <= p < level and start - 1 <= level < last:
        return max(level - start, last - level)
    return -1


def _step(s: BuildState, x: int, y: int) -> int:
    """The direction from cell x to its neighbour y, if an arrow may point it at y, else -1."""
    for _, z, u in s.walks[x]:
        if z == y:
            return u if u in s.head_dirs[y] else -1
    return -1


def _round_of(
    s: BuildState, levels: list[int], head: int, d: int, i: int, own: int, body: list[int] | tuple[int, ...]
) -> int:
    """The peel round of an arrow at `head` pointing `d` that replaces arrow i or a part
    of it (`body`; the rest of i keeps round `own`): 1 + the deepest round its ray
    meets; -1 for a wall, a ray out at once (round 1: no use in a run) or through itself."""
    ray = ray_or_wall(s.ray_t, s.space, head, d)
    if not ray:
        return -1
    owner, deepest = s.owner, 0
    for c in ray:
        o = owner[c]
        if o == i:
            if own < 0 or c in body:
                return -1
            if own > deepest:
                deepest = own
        elif o >= 0 and levels[o] > deepest:
            deepest = levels[o]
    return deepest + 1
