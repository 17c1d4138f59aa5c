"""The peel's levels kept up to date as arrows leave (RULES.md section 4): the HUD's
layers chip after a tap without peeling the whole position again (0.3 s on a 3D cube 64).

An arrow leaves in round 1 + the highest round among the arrows it waits on (the
occupants of its ray and its shut lock's key; a two-headed arrow, the lower of its two
rays' highest), round 1 when it waits on none. Removing an arrow can only lower the
rounds of the arrows that waited on it, and of theirs in turn: only those are looked at
again, lowest round first (mostly once each), and a count of arrows per round gives the
depth. Arrows the peel leaves stuck stay stuck (removing a free arrow frees nothing the
peel would not have freed), so they are left alone. The rays are fixed geometry in every
space, Flat 3D's included; a rotating arrow's are not (its phase turns it), so a session
with rotating arrows keeps the verifier's rounds and never follows its position here.
"""

from __future__ import annotations

from heapq import heapify, heappop, heappush
from typing import Final

from .board import Board, Position, Puzzle
from .geometry import opposite
from .peeling import peel
from .space import GridSpace

STUCK: Final = 1 << 30  # the level of an arrow the peel never frees


class Waits:
    """Who may wait on each arrow of a puzzle: its lock's owner, and the arrows whose ray
    crosses one of its cells (any later position's waiters are among them, as cells only
    ever empty). On a grid those are the heads on the lines through its cells, found when
    asked (a cube 64's table of them took longer to build than a peel); on a Flat 3D
    block, whose rays run over steps, the table, built once per puzzle."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        n = len(puzzle.arrows)
        self.lock_of = [-1] * n
        for i, key in enumerate(puzzle.locks):
            if key is not None:
                self.lock_of[key] = i
        space = puzzle.space
        self.grid: GridSpace | None = space if isinstance(space, GridSpace) else None
        self.table: list[list[int]] | None = None
        if self.grid is None:
            table: list[list[int]] = [[] for _ in range(n)]
            owner = puzzle.start_owner
            for rays in (puzzle.rays, puzzle.rays2):
                for i, ray in enumerate(rays):
                    if ray is not None:
                        on = set(map(owner.__getitem__, ray))  # (the loop in C)
                        on.discard(-1)
                        for o in on:
                            table[o].append(i)
            self.table = table

    def of(self, b: int, owner: list[int]) -> set[int]:
        """The arrows on the board (`owner`) that may wait on arrow b."""
        out = set() if self.table is None else set(self.table[b])
        if self.lock_of[b] >= 0:
            out.add(self.lock_of[b])
        grid = self.grid
        if grid is None:
            return out
        arrows = self.puzzle.arrows
        for c in arrows[b].cells:
            for d in grid.directions(c):
                # the cells behind c: a head there pointing at c has c in its ray (walked,
                # not `ray`: its cache would keep every reverse line a game looks along)
                for x in grid._compute_ray(c, opposite(d)):
                    o = owner[x]
                    if o >= 0:
                        a = arrows[o]
                        if (a.dir == d and a.cells[-1] == x) or (a.dir2 == d and a.cells[0] == x):
                            out.add(o)
        return out


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
        waits, owner = self.waits, self.board.owner
        todo = [(level[a], a) for a in waits.of(i, owner) if 1 < level[a] < STUCK]
        heapify(todo)
        queued = {a for _, a in todo}
        while todo:
            a = heappop(todo)[1]
            old = level[a]
            # (free to be queued again: a two-headed arrow's round can be under that of
            # an arrow on its blocked ray, which may change after it)
            queued.discard(a)
            new = self._level_of(a)
            if new == old:
                continue
            level[a] = new
            count[old] -= 1
            count[new] += 1
            for w in waits.of(a, owner):
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
        """Arrow a's round from the rounds of those it waits on now (RULES.md 4 and 6)."""
        level, owner, puzzle = self.level, self.board.owner, self.waits.puzzle
        m = 0
        for c in puzzle.rays[a]:
            o = owner[c]
            if o >= 0 and level[o] > m:
                m = level[o]
        ray2 = puzzle.rays2[a]
        if ray2 is not None:  # two-headed: free when either ray is clear
            m2 = 0
            for c in ray2:
                o = owner[c]
                if o >= 0 and level[o] > m2:
                    m2 = level[o]
            if m2 < m:
                m = m2
        key = puzzle.locks[a]
        if key is not None and level[key] > m:  # a shut lock waits on its key
            m = level[key]
        return m + 1
