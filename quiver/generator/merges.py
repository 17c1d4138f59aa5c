"""The always-safe merges of `finish.merge_down_to`, kept up to date arrow by arrow.

The plain rule (`finish._merge_pairs`): list every pair (i, j) where arrow j's head
touches arrow i's tail and the two fit in `cap` cells, sorted by (combined length, i, j)
with a pair listed once per walk step that joins them; while a pair with i < j exists
(j joins i's tail: safe, the list stays a clear order), take one of the shortest at
random (`rng.below` over those ties, in that order) and merge. Listing every pair again
after each merge cost O(arrows) a merge, 60% of a 3D cube 48 build with 235 merges;
here only the pairs of the two arrows a merge touches change. Same merges, same draws,
same boards (`tests/test_generator_hot_paths.py` holds it to the plain rule).

Arrows are named by a stable id (their position when the merges start): a merge
removes j and keeps every other arrow in order, so ids sort as positions do.
"""

from __future__ import annotations

from bisect import bisect_left

from .state import BuildState

__all__ = ["safe_merges"]

Pair = tuple[int, int]


class _Pairs:
    """The safe pairs (i < j) by combined length, each with its multiplicity."""

    def __init__(self, s: BuildState) -> None:
        self.s = s
        self.body = dict(enumerate(s.arrows))  # id -> body (the same lists)
        self.tail_of = {a[0]: k for k, a in enumerate(s.arrows)}
        self.head_of = {a[-1]: k for k, a in enumerate(s.arrows)}
        self.count: dict[Pair, int] = {}
        self.length: dict[Pair, int] = {}
        self.by_len: dict[int, set[Pair]] = {}
        self.of: dict[int, set[Pair]] = {}
        for j in range(len(s.arrows)):
            self.add_later(j)

    def _add(self, i: int, j: int, times: int) -> None:
        key = (i, j)
        n = len(self.body[i]) + len(self.body[j])
        self.count[key] = self.count.get(key, 0) + times
        self.length[key] = n
        self.by_len.setdefault(n, set()).add(key)
        self.of.setdefault(i, set()).add(key)
        self.of.setdefault(j, set()).add(key)

    def add_later(self, j: int) -> None:
        """The pairs where j is the later arrow: its head touches an earlier tail."""
        b, cap, tail_of = self.body[j], self.s.cap, self.tail_of
        for _, x, _ in self.s.walks[b[-1]]:
            i = tail_of.get(x)
            if i is not None and i < j and len(self.body[i]) + len(b) <= cap:
                self._add(i, j, 1)

    def add_earlier(self, i: int) -> None:
        """The pairs where i is the earlier arrow: a later head touches its tail."""
        b, cap, walks, head_of = self.body[i], self.s.cap, self.s.walks, self.head_of
        tail = b[0]
        seen: set[int] = set()
        for _, y, _ in walks[tail]:
            k = head_of.get(y)
            if k is None or k <= i or k in seen:
                continue
            seen.add(k)
            if len(b) + len(self.body[k]) <= cap:
                times = sum(1 for _, x, _ in walks[self.body[k][-1]] if x == tail)
                if times:
                    self._add(i, k, times)

    def drop(self, a: int) -> None:
        for key in self.of.pop(a, ()):
            if self.count.pop(key, None) is None:
                continue
            n = self.length.pop(key)
            group = self.by_len[n]
            group.discard(key)
            if not group:
                del self.by_len[n]
            other = key[1] if key[0] == a else key[0]
            self.of[other].discard(key)

    def shortest(self) -> list[Pair]:
        """The shortest safe pairs, sorted, each as often as it is listed."""
        group = self.by_len[min(self.by_len)]
        return [key for key in sorted(group) for _ in range(self.count[key])]


def safe_merges(s: BuildState, target: int) -> None:
    """Merge safe pairs while more than `target` arrows remain and one exists."""
    if len(s.arrows) <= target:
        return
    pairs = _Pairs(s)
    ids = list(range(len(s.arrows)))  # position -> id
    lowest = len(s.arrows)
    while len(s.arrows) > target and pairs.by_len:
        best = pairs.shortest()
        i, j = best[s.rng.below(len(best))]
        pi, pj = bisect_left(ids, i), bisect_left(ids, j)
        later = s.arrows.pop(pj)
        s.dirs.pop(pj)
        s.levels.pop(pj)
        ids.pop(pj)
        del s.heads[later[-1]]
        pairs.drop(i)
        pairs.drop(j)
        del pairs.tail_of[s.arrows[pi][0]]
        del pairs.head_of[later[-1]]
        del pairs.body[j]
        s.arrows[pi][:0] = later
        pairs.tail_of[later[0]] = i
        pairs.add_later(i)
        pairs.add_earlier(i)
        lowest = min(lowest, pi)
    for n in range(lowest, len(s.arrows)):  # owners once, not after every merge
        for c in s.arrows[n]:
            s.owner[c] = n
