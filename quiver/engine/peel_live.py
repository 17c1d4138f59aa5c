"""The peel's levels kept up to date as arrows leave (RULES.md section 4): the HUD's
layers chip after a tap without peeling the whole position again (0.3 s on a 3D cube 64).

An arrow leaves in round 1 + the highest round among the arrows it waits on (the
occupants of its ray and its shut lock's key; a two-headed arrow, the lower of its two
rays' highest), round 1 when it waits on none. Removing an arrow can only lower the
rounds of the arrows that waited on it, and of theirs in turn: only those are looked at
again, lowest round first (so each once: whom an arrow waits on left a lower round), and
a count of arrows per round gives the depth. Arrows the peel leaves stuck stay stuck
(removing a free arrow frees nothing the peel would not have freed), so they are left
alone. The rays are fixed geometry in every space, Flat 3D's included; a rotating
arrow's are not (its phase turns it), so a session with rotating arrows keeps the
verifier's rounds and never follows its position here.
"""

from __future__ import annotations

from heapq import heapify, heappop, heappush
from typing import Final

from .board import Board, Position, Puzzle
from .peeling import peel

STUCK: Final = 1 << 30  # the level of an arrow the peel never frees


class Waits:
    """Whom each arrow of a puzzle may wait on, and who may wait on each: the occupants of
    its rays at the start and its key. Built once per puzzle; any later position's waits
    are among them (cells only ever empty), the arrows gone counting as round 0."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        owner = puzzle.start_owner
        n = len(puzzle.arrows)
        waiters: list[list[int]] = [[] for _ in range(n)]
        self.on: list[tuple[int, ...]] = [
            _occupants(i, ray, owner, waiters) for i, ray in enumerate(puzzle.rays)
        ]
        self.on2: list[tuple[int, ...] | None] = [
            None if ray is None else _occupants(i, ray, owner, waiters) for i, ray in enumerate(puzzle.rays2)
        ]
        self.keys: tuple[int | None, ...] = puzzle.locks
        for i, key in enumerate(self.keys):
            if key is not None:
                waiters[key].append(i)
        self.waiters = waiters


def _occupants(
    i: int, ray: tuple[int, ...], owner: tuple[int, ...], waiters: list[list[int]]
) -> tuple[int, ...]:
    """The arrows on a ray of arrow i (each once), i filed among the waiters of each."""
    on = set(map(owner.__getitem__, ray))  # (the loop in C: a cube 64's 1.4 M ray cells)
    on.discard(-1)
    for o in on:
        waiters[o].append(i)
    return tuple(on)


class LiveLevels:
    """The peel's levels of one board's position, then kept as arrows leave (`left`).

    `depth` and `levels()` are what `peel(board).depth` and `.levels()` say of the
    position now. A position it did not follow (reset, or an arrow taken off behind its
    back) makes `tracks` False: build another (passing `waits` keeps the puzzle's part)."""

    def __init__(self, board: Board, waits: Waits | None = None) -> None:
        self.board = board
        self.position: Position = board.position
        self.waits = waits if waits is not None and waits.puzzle is board.puzzle else Waits(board.puzzle)
        result = peel(board)
        level = [0] * len(board.arrows)  # 0: gone
        for i in result.stuck:
            level[i] = STUCK
        count = [0] * (len(result.rounds) + 1)  # arrows in each round (count[0] unused)
        for k, r in enumerate(result.rounds, 1):
            count[k] = len(r)
            for i in r:
                level[i] = k
        self.level = level
        self.count = count
        self.depth = len(result.rounds)
        self.alive = len(board.alive)
        self.stale = False

    def tracks(self, board: Board) -> bool:
        """Whether this still is that board's position (nothing left unseen)."""
        return not self.stale and board.position is self.position and len(board.alive) == self.alive

    def levels(self) -> dict[int, int]:
        """The round (1-based) in which each remaining arrow leaves (the stuck: none)."""
        return {i: k for i, k in enumerate(self.level) if 0 < k < STUCK}

    def left(self, i: int) -> None:
        """Arrow i has just left the board (a free arrow, as the move rule removes one):
        lower the rounds that waited on it. Anything else marks this stale."""
        level, count = self.level, self.count
        if not self.tracks_after(i):
            self.stale = True
            return
        self.alive -= 1
        level[i] = 0
        count[1] -= 1
        waiters = self.waits.waiters
        todo = [(level[a], a) for a in set(waiters[i]) if 1 < level[a] < STUCK]
        heapify(todo)
        queued = {a for _, a in todo}
        while todo:
            old, a = heappop(todo)
            new = self._level_of(a)
            if new == old:
                continue
            level[a] = new
            count[old] -= 1
            count[new] += 1
            for w in waiters[a]:
                k = level[w]
                if 1 < k < STUCK and w not in queued:
                    queued.add(w)
                    heappush(todo, (k, w))
        depth = self.depth
        while depth and not count[depth]:
            depth -= 1
        self.depth = depth

    def tracks_after(self, i: int) -> bool:
        """Whether the board is this position less arrow i, a free arrow (round 1)."""
        board = self.board
        return (
            not self.stale
            and board.position is self.position
            and len(board.alive) == self.alive - 1
            and self.level[i] == 1
            and i not in board.alive
        )

    def _level_of(self, a: int) -> int:
        """Arrow a's round from the rounds of those it may wait on (RULES.md 4 and 6)."""
        level, waits = self.level, self.waits
        m = 0
        for b in waits.on[a]:
            k = level[b]
            if k > m:
                m = k
        on2 = waits.on2[a]
        if on2 is not None:  # two-headed: free when either ray is clear
            m2 = 0
            for b in on2:
                k = level[b]
                if k > m2:
                    m2 = k
            if m2 < m:
                m = m2
        key = waits.keys[a]
        if key is not None and level[key] > m:  # a shut lock waits on its key
            m = level[key]
        return m + 1
