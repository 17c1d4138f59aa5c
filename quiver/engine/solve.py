"""Solving and metrics (RULES.md section 4): peel, cycles, random taps, side-by-side heads.

All of these work from the board's *current* position and never change it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from .board import Board
from .rng import Rng


@dataclass
class PeelResult:
    rounds: list[list[int]]      # arrows removed in each round, sorted
    stuck: list[int]             # arrows left when nothing could leave (empty if solvable)

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
    owner = list(board.owner)
    rays = board.rays
    pos = {i: 0 for i in board.alive}
    waiting: dict[int, list[int]] = {}
    locks = board.locks
    rays2 = board.rays2
    pos2 = {i: 0 for i in board.alive if rays2[i] is not None}
    cells = [a.cells for a in board.arrows]

    def scan_plain(i: int) -> bool:
        # Hot path: a for loop over a precomputed tuple of cell ids (in CPython a `for`
        # over a range runs faster than the equivalent `while` with a counter).
        ray = rays[i]
        for k in range(pos[i], len(ray)):
            o = owner[ray[k]]
            if o >= 0:
                pos[i] = k
                waiting.setdefault(o, []).append(i)
                return False
        pos[i] = len(ray)
        return True

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
        for k in range(pos2[i], len(ray)):
            o = owner[ray[k]]
            if o >= 0:
                pos2[i] = k
                waiting.setdefault(o, []).append(i)
                return False
        pos2[i] = len(ray)
        return True

    plain = not pos2 and all(k is None for k in locks)
    if plain:
        scan = scan_plain                      # no special arrows: the plain rule, as fast as ever
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
        if plain:
            for j in current:
                for i in waiting.pop(j, ()):
                    if scan(i):
                        nxt.append(i)
        else:
            queued = set()                     # a two-headed arrow can be woken twice
            for j in current:
                for i in waiting.pop(j, ()):
                    if i not in queued and owner[cells[i][0]] >= 0 and scan(i):
                        nxt.append(i)
                        queued.add(i)
        nxt.sort()
        current = nxt
    stuck = sorted(set(board.alive) - {i for r in rounds for i in r}) if left else []
    return PeelResult(rounds, stuck)


def blocking_graph(board: Board) -> dict[int, set[int]]:
    """a -> the arrows occupying a cell of ray(a), and a's key while it is on the board
    ("a waits on b")."""
    owner = board.owner
    graph = {}
    for i in board.alive:
        graph[i] = {owner[c] for c in board.rays[i] if owner[c] >= 0}
        ray2 = board.rays2[i]
        if ray2 is not None:                   # two-headed: waits only while both ends are blocked
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
                return path[path.index(nxt):]
            elif colour[nxt] == WHITE:
                colour[nxt] = GREY
                stack.append((nxt, iter(sorted(graph[nxt]))))
                path.append(nxt)
    return None


def random_tap_win_rate(board: Board, runs: int = 100, hearts: int = 3, seed: int = 0) -> float:
    """Fraction of `runs` simulated players tapping uniformly random arrows that clear it."""
    rng = Rng(seed).stream("random-tap")
    rays = board.rays
    cells = [a.cells for a in board.arrows]
    locks = board.locks
    rays2 = board.rays2
    wins = 0
    for _ in range(runs):
        owner = list(board.owner)
        alive = sorted(board.alive)
        pos = dict.fromkeys(alive, 0)
        lives = hearts
        while alive and lives > 0:
            k = rng.below(len(alive))
            i = alive[k]
            key = locks[i]
            if key is not None and owner[cells[key][0]] >= 0:
                lives -= 1                     # a shut lock: a blocked tap
                continue
            if rays2[i] is not None and rng.below(2):
                ray = rays2[i]                 # the other end, walked from its start each time
                if any(owner[c] >= 0 for c in ray):
                    lives -= 1
                    continue
                alive[k] = alive[-1]
                alive.pop()
                for c in cells[i]:
                    owner[c] = -1
                continue
            ray, p = rays[i], pos[i]
            while p < len(ray) and owner[ray[p]] < 0:
                p += 1
            pos[i] = p
            if p < len(ray):
                lives -= 1
                continue
            alive[k] = alive[-1]
            alive.pop()
            for c in cells[i]:
                owner[c] = -1
        if not alive:
            wins += 1
    return wins / runs if runs else 0.0


def max_single_run(rounds: list[list[int]]) -> int:
    """The longest run of consecutive peel rounds that each free exactly one arrow."""
    best = run = 0
    for r in rounds:
        run = run + 1 if len(r) == 1 else 0
        best = max(best, run)
    return best


@dataclass
class Playouts:
    forced_moves: float     # share of moves with exactly one free arrow
    mean_choice: float      # free arrows per move, on average
    scan: float             # arrows a player looks at, in random order, to find a free one


def ways_out(board: Board) -> dict[int, list[set[int]]]:
    """For each arrow on the board, what each of its ways out waits on: its head's ray
    (and a two-headed arrow's second ray), each with the arrows on it plus, for a shut
    lock, its key (RULES.md 6). An arrow is free when one of its ways out waits on nothing."""
    owner = board.owner
    out: dict[int, list[set[int]]] = {}
    for i in sorted(board.alive):
        key = board.locks[i]
        rays = [board.rays[i]] + ([board.rays2[i]] if board.rays2[i] is not None else [])
        out[i] = [{owner[c] for c in ray if owner[c] >= 0} | ({key} if key in board.alive else set())
                  for ray in rays]
    return out


def playouts(board: Board, runs: int = 10, seed: int = 0) -> Playouts:
    """RULES.md 4: play one arrow at a time, each move removing a uniformly random free
    arrow. `scan` is the expected number of arrows a player checks, in random order
    without repeats, before finding a free one: (left + 1) / (free + 1) per move; it is
    the difficulty measure that separates easy, medium and hard at every size."""
    alive = sorted(board.alive)
    ends = ways_out(board)
    waiters: dict[int, list[tuple[int, int]]] = {i: [] for i in alive}
    for i, es in ends.items():
        for e, bs in enumerate(es):
            for b in bs:
                waiters[b].append((i, e))
    rng = Rng(seed).stream("playout")
    moves = forced = choice = 0
    scan = 0.0
    for _ in range(runs):
        count = {(i, e): len(bs) for i, es in ends.items() for e, bs in enumerate(es)}
        free = [i for i in alive if any(not n for n in map(len, ends[i]))]
        listed = set(free)
        left = len(alive)
        while free:
            moves += 1
            choice += len(free)
            forced += len(free) == 1
            scan += (left + 1) / (len(free) + 1)
            k = rng.below(len(free))
            j = free[k]
            free[k] = free[-1]
            free.pop()
            left -= 1
            for i, e in waiters[j]:
                count[i, e] -= 1
                if not count[i, e] and i not in listed:
                    listed.add(i)
                    free.append(i)
    if not moves:
        return Playouts(0.0, 0.0, 0.0)
    return Playouts(forced / moves, choice / moves, scan / moves)


def side_by_side_heads(board: Board) -> int:
    """The longest line of adjacent heads, perpendicular to a direction they all point in."""
    space = board.space
    heads = {(board.arrows[i].head, board.arrows[i].dir) for i in board.alive}
    best = 0
    for head, d in heads:
        for e in space.side_axes(head, d):
            back = space.shift(head, e ^ 1)
            if back is not None and (back, d) in heads:
                continue                      # not the start of a run
            run, cur = 1, space.shift(head, e)
            while cur is not None and (cur, d) in heads:
                run += 1
                cur = space.shift(cur, e)
            best = max(best, run)
    return best if heads else 0


# Metrics fields that a board file leaves out when they do not apply (a plain board has
# no "locks" key, an unsolvable one no "forced_moves"), so older files stay as they were.
_OPTIONAL_METRICS = frozenset(("forced_moves", "mean_choice", "scan", "locks", "two_headed",
                               "stuck", "random_tap_win_rate"))


@dataclass(frozen=True)
class Metrics:
    """The RULES.md metrics of a position. `as_dict()` is what a board file writes: the
    fields in this order, the optional ones only where they apply."""

    cells: int
    arrows: int
    density: float
    solvable: bool
    depth: int | None                  # None: unsolvable
    free_at_start: int
    f0: float
    l_over_a: float | None             # None: unsolvable or empty
    mean_length: float
    max_length: int
    side_by_side_heads: int
    max_single_run: int
    forced_moves: float | None = None  # the playouts: solvable, non-empty positions only
    mean_choice: float | None = None
    scan: float | None = None
    locks: int | None = None           # arrows with a lock (None: none)
    two_headed: int | None = None      # two-headed arrows (None: none)
    stuck: int | None = None           # arrows left when peeling stops (None: solvable)
    random_tap_win_rate: float | None = None   # only when asked for

    def as_dict(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in fields(self)
                if f.name not in _OPTIONAL_METRICS or getattr(self, f.name) is not None}


def metrics(board: Board, random_runs: int = 0) -> Metrics:
    """The RULES.md metrics of the current position (random taps only if runs > 0)."""
    result = peel(board)
    n = len(board.alive)
    lengths = [len(board.arrows[i]) for i in board.alive]
    playout = playouts(board) if result.solvable and n else None
    locks = sum(1 for i in board.alive if board.locks[i] is not None)
    two = sum(1 for i in board.alive if board.rays2[i] is not None)
    return Metrics(
        cells=len(board.space),
        arrows=n,
        density=round(board.density, 6),
        solvable=result.solvable,
        depth=result.depth if result.solvable else None,
        free_at_start=len(result.rounds[0]) if result.rounds else 0,
        f0=round(len(result.rounds[0]) / n, 6) if result.rounds and n else 0.0,
        l_over_a=round(result.depth / n, 6) if n and result.solvable else None,
        mean_length=round(sum(lengths) / n, 6) if n else 0.0,
        max_length=max(lengths, default=0),
        side_by_side_heads=side_by_side_heads(board),
        max_single_run=max_single_run(result.rounds),
        forced_moves=round(playout.forced_moves, 6) if playout else None,
        mean_choice=round(playout.mean_choice, 6) if playout else None,
        scan=round(playout.scan, 6) if playout else None,
        locks=locks or None,
        two_headed=two or None,
        stuck=None if result.solvable else len(result.stuck),
        random_tap_win_rate=random_tap_win_rate(board, random_runs) if random_runs else None,
    )
