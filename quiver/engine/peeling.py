"""The peel (RULES.md section 4, ADR 0001): remove, round by round, every free arrow;
the blocking graph and its cycles. All of it reads the board's *current* position and
never changes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board


@dataclass
class PeelResult:
    rounds: list[list[int]]  # arrows removed in each round, sorted
    stuck: list[int]  # arrows left when nothing could leave (empty if solvable)

    @property
    def solvable(self) -> bool:
        return not self.stuck

    @property
    def depth(self) -> int:
        return len(self.rounds)

    def order(self) -> list[int]:
        """A clearing order: the rounds one after another."""
        return [i for r in self.rounds for i in r]

    def levels(self) -> dict[int, int]:
        """Round number (1-based) in which each arrow leaves."""
        return {i: k + 1 for k, r in enumerate(self.rounds) for i in r}


def peel(board: Board) -> PeelResult:
    """Remove, round by round, every arrow free at the start of the round.

    Linear in the total ray length: each arrow keeps a pointer into its ray that only
    moves forward (cells only ever empty), and waits on the owner of the first occupied
    cell; when that owner leaves, only its waiters are looked at again.
    """
    locks, rays2 = board.locks, board.rays2
    if all(k is None for k in locks) and all(r is None for r in rays2):
        return _peel_plain(board)  # no special arrows: the plain rule
    owner = list(board.owner)
    rays = board.rays
    pos = {i: 0 for i in board.alive}
    waiting: dict[int, list[int]] = {}
    pos2 = {i: 0 for i in board.alive if rays2[i] is not None}
    cells = [a.cells for a in board.arrows]

    def scan(i: int) -> bool:
        # A shut lock waits on its key like on an arrow in its ray (RULES.md section 6).
        key = locks[i]
        if key is not None and owner[cells[key][0]] >= 0:
            waiting.setdefault(key, []).append(i)
            return False
        # Hot path: a for loop over a precomputed tuple of cell ids (in CPython a `for`
        # over a range runs faster than the equivalent `while` with a counter).
        ray = rays[i]
        for k in range(pos[i], len(ray)):
            o = owner[ray[k]]
            if o >= 0:
                pos[i] = k
                waiting.setdefault(o, []).append(i)
                # a two-headed arrow is free when either ray is clear (it waits on both)
                return rays2[i] is not None and scan_second(i)
        pos[i] = len(ray)
        return True

    def scan_second(i: int) -> bool:
        ray = rays2[i]
        assert ray is not None  # only a two-headed arrow has its second end scanned
        for k in range(pos2[i], len(ray)):
            o = owner[ray[k]]
            if o >= 0:
                pos2[i] = k
                waiting.setdefault(o, []).append(i)
                return False
        pos2[i] = len(ray)
        return True

    current = sorted(i for i in board.alive if scan(i))
    rounds: list[list[int]] = []
    left = len(board.alive)
    while current:
        rounds.append(current)
        left -= len(current)
        for j in current:
            for c in cells[j]:
                owner[c] = -1
        nxt = []
        queued = set()  # a two-headed arrow can be woken twice
        for j in current:
            for i in waiting.pop(j, ()):
                if i not in queued and owner[cells[i][0]] >= 0 and scan(i):
                    nxt.append(i)
                    queued.add(i)
        nxt.sort()
        current = nxt
    stuck = sorted(set(board.alive) - {i for r in rounds for i in r}) if left else []
    return PeelResult(rounds, stuck)


def _peel_plain(board: Board) -> PeelResult:
    """`peel` of a position of plain arrows (no lock, no second head): the same rounds,
    its tables lists rather than dicts and its scan a module function (compiled, ADR
    0010: the closures were generic calls, the dicts boxed ints; two-thirds of the
    finished 3D cube 17 board's peel). An arrow waits on one arrow at a time, so the
    waiters of each arrow are a linked list (`first`, `link`); the order they are
    looked at again in does not matter (what leaves in a round is sorted)."""
    owner = list(board.owner)
    rays = board.rays
    cells = [a.cells for a in board.arrows]
    n = len(cells)
    pos = [0] * n
    first = [-1] * n  # the last arrow to start waiting on each arrow (-1: none)
    link = [-1] * n  # the next one waiting on the same arrow
    alive = sorted(board.alive)
    current = [i for i in alive if _clear(i, rays[i], owner, pos, first, link)]
    rounds: list[list[int]] = []
    left = len(alive)
    while current:
        rounds.append(current)
        left -= len(current)
        for j in current:
            for c in cells[j]:
                owner[c] = -1
        nxt: list[int] = []
        for j in current:
            i = first[j]
            first[j] = -1
            while i >= 0:
                after = link[i]  # (read first: a scan files i on its next blocker)
                if _clear(i, rays[i], owner, pos, first, link):
                    nxt.append(i)
                i = after
        nxt.sort()
        current = nxt
    stuck = sorted(set(alive) - {i for r in rounds for i in r}) if left else []
    return PeelResult(rounds, stuck)


def _clear(
    i: int, ray: tuple[int, ...], owner: list[int], pos: list[int], first: list[int], link: list[int]
) -> bool:
    """Whether arrow i's ray is clear from where it last stopped; if not, i waits on
    the first arrow in it (filed at the head of that arrow's waiters)."""
    for k in range(pos[i], len(ray)):
        o = owner[ray[k]]
        if o >= 0:
            pos[i] = k
            link[i] = first[o]
            first[o] = i
            return False
    pos[i] = len(ray)
    return True


def blocking_graph(board: Board) -> dict[int, set[int]]:
    """a -> the arrows occupying a cell of ray(a), and a's key while it is on the board
    ("a waits on b")."""
    owner = board.owner
    graph = {}
    for i in board.alive:
        graph[i] = {owner[c] for c in board.rays[i] if owner[c] >= 0}
        ray2 = board.rays2[i]
        if ray2 is not None:  # two-headed: waits only while both ends are blocked
            other = {owner[c] for c in ray2 if owner[c] >= 0}
            graph[i] = graph[i] | other if graph[i] and other else set()
        key = board.locks[i]
        if key is not None and key in board.alive:
            graph[i].add(key)
    return graph


def find_cycle(board: Board) -> list[int] | None:
    """A cycle of the blocking graph (arrows that wait on each other), or None. Iterative DFS."""
    graph = blocking_graph(board)
    WHITE, GREY, BLACK = 0, 1, 2
    colour = {i: WHITE for i in graph}
    for root in sorted(graph):
        if colour[root] != WHITE:
            continue
        stack = [(root, iter(sorted(graph[root])))]
        path = [root]
        colour[root] = GREY
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                colour[node] = BLACK
                stack.pop()
                path.pop()
            elif colour[nxt] == GREY:
                return path[path.index(nxt) :]
            elif colour[nxt] == WHITE:
                colour[nxt] = GREY
                stack.append((nxt, iter(sorted(graph[nxt]))))
                path.append(nxt)
    return None
