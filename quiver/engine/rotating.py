"""Rotating arrows (RULES.md section 6; docs/adr/0007-rotating-arrows.md): the rule and
an exact search verifier, and the metrics of a board that has rotating arrows.

After every successful move each rotating arrow still on the board turns its head a
quarter turn about its axis; every move removes one arrow, so the phase of a position
is `(arrows removed) % 4` and the position is fully given by the set of arrows left.
Removal is no longer monotone, so solvability is a search over those sets:

    order = solve_rotating(board)               # a clearing order, or None (dead end)
    order = solve_rotating(board, {3: turn_axis(board, 3, "cw")})   # other rotating arrows

The state is an int bit mask of the arrows left; `dead` remembers the masks already
proven hopeless, so each position is expanded at most once. Positions with no rotating
arrow left are monotone and settled by a peel-like sweep. `MAX_ROTATING` bounds how
many rotating arrows a board may have; `SearchLimit` is raised past `node_limit`
expansions, so a caller never waits unboundedly (the generator would then drop the
board; the game would treat the position as "not proven").
"""

from __future__ import annotations

from .board import Board
from .errors import BoardError
from .modes import Mode
from .turning import MAX_ROTATING, axis_of, phase_dirs, phase_ray, quarter_turn

__all__ = [
    "MAX_ROTATING",
    "NODE_LIMIT",
    "RotatingRules",
    "SearchLimit",
    "quarter_turn",
    "solve_rotating",
    "turn_axis",
]

NODE_LIMIT = 200_000  # expansions before SearchLimit


class SearchLimit(Exception):
    """The verifier gave up (more positions than node_limit): unknown, not unsolvable."""


def turn_axis(board: Board, i: int, turn: str | int) -> int:
    """The axis arrow i would turn about with this `turn` (a file word, or in 3D an axis
    direction as an int); ValueError when it cannot (see `turning.axis_of`)."""
    a = board.arrows[i]
    if board.mode == Mode.THREE_D and isinstance(turn, int):
        if turn >> 1 == a.dir >> 1:
            raise ValueError(f"arrow {i}: a 3d turn axis must be perpendicular to its direction")
        return turn
    try:
        return axis_of(board.space, a.head, a.dir, str(turn), f"arrow {i}")
    except BoardError as e:
        raise ValueError(str(e)) from None


class RotatingRules:
    """The move rule with rotating arrows: each arrow's ray in each phase (None: blocked
    in that phase, its ray would cross its own body or fly into a wall)."""

    def __init__(self, board: Board, turns: dict[int, int] | None = None) -> None:
        turns = board.turns if turns is None else turns
        if len(turns) > MAX_ROTATING:
            raise ValueError(f"{len(turns)} rotating arrows; at most {MAX_ROTATING} per board")
        self.board = board
        self.n = len(board.arrows)
        self.turns = dict(turns)
        space = board.space
        self.rays: list[list[tuple[int, ...] | None]] = []
        for i, a in enumerate(board.arrows):
            if i not in turns:
                self.rays.append([board.rays[i]] * 4)
                continue
            self.rays.append([phase_ray(space, a.cells, d) for d in phase_dirs(a.dir, turns[i])])
        self.owner = list(board.puzzle.start_owner)  # cell -> arrow, for the full board
        self.rotating_mask = sum(1 << i for i in turns)
        # each ray as the bit mask of the arrows on it (None: no ray), and each key's bit:
        # an arrow can leave by a ray when no arrow of its mask is left
        self.blockers = [[self._blocker_mask(r) for r in rays] for rays in self.rays]
        self.blockers2 = [None if r is None else self._blocker_mask(r) for r in board.rays2]
        self.key_bit = [0 if k is None else 1 << k for k in board.locks]
        self._relaxed_ways()

    def _blocker_mask(self, ray: tuple[int, ...] | None) -> int | None:
        if ray is None:
            return None
        owner = self.owner
        return sum(1 << j for j in {owner[c] for c in ray if owner[c] >= 0})

    def _relaxed_ways(self) -> None:
        """For the relaxed rule: each arrow's ways out (a phase's ray, a second head's
        ray) as the arrows they wait on, its key included; and who waits on each arrow."""
        board, owner = self.board, self.owner
        self.ways: list[list[list[int]]] = []
        self.waiters: list[list[tuple[int, int]]] = [[] for _ in range(self.n)]
        for i in range(self.n):
            rays = {r for r in self.rays[i] if r is not None}
            ray2 = board.rays2[i]
            if ray2 is not None:
                rays.add(ray2)
            key = board.locks[i]
            ways: list[list[int]] = []
            for ray in sorted(rays):
                way = [owner[c] for c in ray if owner[c] >= 0] + ([] if key is None else [key])
                for j in way:
                    self.waiters[j].append((i, len(ways)))
                ways.append(way)
            self.ways.append(ways)
        # the plain arrows that wait on each arrow (by a ray or as their key)
        self.plain_waiters = [sorted({i for i, _ in w if i not in self.turns}) for w in self.waiters]

    def direction(self, i: int, removed: int) -> int:
        """Arrow i's head direction after `removed` successful moves."""
        d = self.board.arrows[i].dir
        return phase_dirs(d, self.turns[i])[removed % 4] if i in self.turns else d

    def can_leave(self, i: int, mask: int, phase: int) -> bool:
        if mask & self.key_bit[i]:
            return False
        b = self.blockers[i][phase]
        if b is not None and not mask & b:
            return True
        b = self.blockers2[i]
        return b is not None and not mask & b

    def hopeless(self, mask: int) -> bool:
        """True when even the relaxed rule (monotone: cells only empty) cannot clear the
        position, so the real rule cannot either: a cheap exact prune. A peel with
        counters (each way out counts the arrows it still waits on; an arrow leaves when
        one way reaches zero), linear in the ways' length."""
        count: dict[tuple[int, int], int] = {}
        out: list[int] = []
        left = 0
        for i in range(self.n):
            if not mask >> i & 1:
                continue
            left += 1
            free = False
            for w, way in enumerate(self.ways[i]):
                c = count[i, w] = sum(mask >> j & 1 for j in way)
                free = free or c == 0
            if free:
                out.append(i)
        gone = set(out)
        while out:
            j = out.pop()
            left -= 1
            for i, w in self.waiters[j]:
                if mask >> i & 1 and i not in gone:
                    count[i, w] -= 1
                    if count[i, w] == 0:
                        gone.add(i)
                        out.append(i)
        return left > 0

    def plain_free(self, mask: int, parent: tuple[set[int], int] | None = None) -> set[int]:
        """The plain arrows free at `mask`. `parent`: those free one move before and the
        arrow that moved: a plain arrow free there is free here (monotone), so only the
        arrows that waited on the moved one are looked at."""
        can_leave = self.can_leave
        if parent is None:
            return {i for i in _bits(mask & ~self.rotating_mask) if can_leave(i, mask, 0)}
        plain, moved = set(parent[0]), parent[1]
        plain.discard(moved)
        for i in self.plain_waiters[moved]:
            if i not in plain and mask >> i & 1 and can_leave(i, mask, 0):
                plain.add(i)
        return plain

    def turning_free(self, mask: int) -> list[int]:
        """The rotating arrows free at `mask` (in its phase), in index order."""
        phase = (self.n - mask.bit_count()) % 4
        return sorted(i for i in self.turns if mask >> i & 1 and self.can_leave(i, mask, phase))

    def free(self, mask: int) -> list[int]:
        phase = (self.n - mask.bit_count()) % 4
        can_leave = self.can_leave
        return [i for i in _bits(mask) if can_leave(i, mask, phase)]


def _bits(mask: int) -> list[int]:
    """The set bits of a mask, low to high (linear in its length, not quadratic)."""
    text = bin(mask)[:1:-1]  # bit 0 first
    out, i = [], text.find("1")
    while i >= 0:
        out.append(i)
        i = text.find("1", i + 1)
    return out


def solve_rotating(
    board: Board,
    turns: dict[int, int] | RotatingRules | None = None,
    alive: set[int] | None = None,
    node_limit: int = NODE_LIMIT,
    dead: set[int] | None = None,
) -> list[int] | None:
    """A clearing order from the position with `alive` left (default: the board's), or
    None when no order clears it (a dead end). Exact; SearchLimit past node_limit.
    `turns`: the board's own rotating arrows when None (else {arrow: axis}, or rules
    already built). `dead`: masks already proven hopeless for these rules, kept and
    extended across calls (a game checks many positions of one board)."""
    rules = turns if isinstance(turns, RotatingRules) else RotatingRules(board, turns)
    alive = board.alive if alive is None else alive
    start = sum(1 << i for i in alive)
    dead = set() if dead is None else dead
    if start in dead:
        return None
    nodes = 0
    # iterative DFS: (mask, candidate moves, index of the next to try, the round each
    # move keeps going or starts: see _ordered)
    moves, rounds, plain = _ordered(rules, start, frozenset(), True, None)
    stack = [(start, moves, 0, rounds, plain)]
    path: list[int] = []
    while stack:
        mask, moves, k, rounds, plain = stack[-1]
        if mask == 0:
            return path
        if not mask & rules.rotating_mask:  # monotone from here: sweep
            rest = _sweep(rules, mask)
            if rest is not None:
                return path + rest
            moves = []
        if k >= len(moves):
            dead.add(mask)
            stack.pop()
            if path:
                path.pop()
            continue
        stack[-1] = (mask, moves, k + 1, rounds, plain)
        nxt = mask & ~(1 << moves[k])
        if nxt in dead:
            continue
        nodes += 1
        if nodes > node_limit:
            raise SearchLimit(f"more than {node_limit} positions searched")
        path.append(moves[k])
        # a child of a position with moves is not hopeless: the relaxed rule is monotone
        # (fewer arrows never block more), so it clears any subset of a position it clears
        child = _ordered(rules, nxt, rounds[k], False, (plain, moves[k]))
        stack.append((nxt, child[0], 0, child[1], child[2]))
    return None


Moves = tuple[list[int], list[frozenset[int]], set[int]]


def _ordered(
    rules: RotatingRules,
    mask: int,
    round_free: frozenset[int],
    check_hopeless: bool,
    parent: tuple[set[int], int] | None,
) -> Moves:
    """The moves to try from `mask`, and for each the round it belongs to (the arrows
    free where that round began). Moves that keep the current round going (free when it
    began, and still free) come first, so the order found reads as peel-like rounds
    (`clearing_rounds`); the order of trying never changes the answer, only which
    clearing is found first. Also the plain arrows free at `mask`, for its children."""
    free, plain = _moves(rules, mask, check_hopeless, parent)
    same = [i for i in free if i in round_free]
    if not same:  # the round is over: a new one starts here
        here = frozenset(free)
        return free, [here] * len(free), plain
    rest = [i for i in free if i not in round_free]
    return same + rest, [round_free] * len(same) + [frozenset(free)] * len(rest), plain


def _moves(
    rules: RotatingRules, mask: int, check_hopeless: bool, parent: tuple[set[int], int] | None
) -> tuple[list[int], set[int]]:
    """The free arrows at `mask`, rotating ones first (their chance comes and goes), each
    group in index order; and the set of the free plain arrows (`parent`: see
    `RotatingRules.plain_free`)."""
    if check_hopeless and mask & rules.rotating_mask and rules.hopeless(mask):
        return [], set()
    plain = rules.plain_free(mask, parent)
    return rules.turning_free(mask) + sorted(plain), plain


def _sweep(rules: RotatingRules, mask: int) -> list[int] | None:
    """No rotating arrow left: remove free arrows until none is (monotone), or None.
    Round by round, each round's arrows in index order (every arrow free at the round's
    start leaves in it), with counters as in `hopeless`: a plain arrow's ways out are
    its real ones (its ray and second head, each waiting on its key too)."""
    alive = set(_bits(mask))
    count: dict[tuple[int, int], int] = {}
    now: list[int] = []
    for i in sorted(alive):
        free = False
        for w, way in enumerate(rules.ways[i]):
            c = count[i, w] = sum(1 for j in way if j in alive)
            free = free or c == 0
        if free:
            now.append(i)
    gone = set(now)
    order: list[int] = []
    while now:
        order += now
        nxt = []
        for j in now:
            for i, w in rules.waiters[j]:
                if i in alive and i not in gone:
                    count[i, w] -= 1
                    if count[i, w] == 0:
                        gone.add(i)
                        nxt.append(i)
        now = sorted(nxt)
    return order if len(order) == len(alive) else None
