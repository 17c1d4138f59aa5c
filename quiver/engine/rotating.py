"""Rotating arrows (RULES.md section 6; docs/adr/0007-rotating-arrows.md): the rule and
an exact search verifier. Not yet in board files, the generator or the game.

After every successful move each rotating arrow still on the board turns its head a
quarter turn about its axis; every move removes one arrow, so the phase of a position
is `(arrows removed) % 4` and the position is fully given by the set of arrows left.
Removal is no longer monotone, so solvability is a search over those sets:

    turns = {3: turn_axis(board, 3, "cw")}     # arrow 3 rotates clockwise
    order = solve_rotating(board, turns)         # a clearing order, or None (dead end)

The state is an int bit mask of the arrows left; `dead` remembers the masks already
proven hopeless, so each position is expanded at most once. Positions with no rotating
arrow left are monotone and settled by a peel-like sweep. `MAX_ROTATING` bounds how
many rotating arrows a board may have; `SearchLimit` is raised past `node_limit`
expansions, so a caller never waits unboundedly (the generator would then drop the
board; the game would treat the position as "not proven").
"""
from __future__ import annotations

from .board import Board
from .geometry import NZ, PZ, VEC3, opposite
from .modes import Mode

MAX_ROTATING = 4            # rotating arrows per board (the search stays fast; ADR 0007)
NODE_LIMIT = 200_000        # expansions before SearchLimit


class SearchLimit(Exception):
    """The verifier gave up (more positions than node_limit): unknown, not unsolvable."""


def _cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


_DIR_OF = {v: d for d, v in enumerate(VEC3)}


def quarter_turn(d: int, axis: int) -> int:
    """Direction d turned a quarter turn about `axis` (right-hand rule), d perpendicular."""
    return _DIR_OF[_cross(VEC3[axis], VEC3[d])]


def turn_axis(board: Board, i: int, turn: str | int) -> int:
    """The axis arrow i turns about: 2D "cw"/"ccw" as seen on screen (y down: cw is +z);
    on a surface about the head face's normal (cw as seen from outside: -normal); in 3D
    the axis direction itself, perpendicular to the arrow's direction."""
    mode = board.mode
    if mode == Mode.THREE_D:
        if not isinstance(turn, int) or turn >> 1 == board.arrows[i].dir >> 1:
            raise ValueError(f"arrow {i}: a 3d turn axis must be perpendicular to its direction")
        return turn
    if turn not in ("cw", "ccw"):
        raise ValueError(f"arrow {i}: turn must be cw or ccw")
    if mode == Mode.TWO_D:
        return PZ if turn == "cw" else NZ
    n = board.space.coord(board.arrows[i].head)[3]
    return opposite(n) if turn == "cw" else n


class RotatingRules:
    """The move rule with rotating arrows: each arrow's ray in each phase (None: blocked
    in that phase, its ray would cross its own body or fly into a wall)."""

    def __init__(self, board: Board, turns: dict[int, int]) -> None:
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
            phases, d = [], a.dir
            for _ in range(4):
                ray = space.ray(a.head, d) if d in space.directions(a.head) else None
                phases.append(None if ray is None or set(ray) & set(a.cells) else ray)
                d = quarter_turn(d, turns[i])
            self.rays.append(phases)
        self.owner = list(board.puzzle.start_owner)   # cell -> arrow, for the full board
        self.rotating_mask = sum(1 << i for i in turns)

    def direction(self, i: int, removed: int) -> int:
        """Arrow i's head direction after `removed` successful moves."""
        d = self.board.arrows[i].dir
        if i in self.turns:
            for _ in range(removed % 4):
                d = quarter_turn(d, self.turns[i])
        return d

    def can_leave(self, i: int, mask: int, phase: int) -> bool:
        board, owner = self.board, self.owner
        key = board.locks[i]
        if key is not None and mask >> key & 1:
            return False
        ends = [self.rays[i][phase]]
        if board.rays2[i] is not None:
            ends.append(board.rays2[i])
        for ray in ends:
            if ray is not None and not any(mask >> owner[c] & 1 for c in ray if owner[c] >= 0):
                return True
        return False

    def could_leave(self, i: int, mask: int) -> bool:
        """Relaxed rule: arrow i is free in some phase (every rotating arrow's phases at once)."""
        return any(self.can_leave(i, mask, p) for p in range(4 if i in self.turns else 1))

    def hopeless(self, mask: int) -> bool:
        """True when even the relaxed rule (monotone: cells only empty) cannot clear the
        position, so the real rule cannot either: a cheap exact prune."""
        while mask:
            free = [i for i in range(self.n) if mask >> i & 1 and self.could_leave(i, mask)]
            if not free:
                return True
            for i in free:
                mask &= ~(1 << i)
        return False

    def free(self, mask: int) -> list[int]:
        phase = (self.n - bin(mask).count("1")) % 4
        return [i for i in range(self.n) if mask >> i & 1 and self.can_leave(i, mask, phase)]


def solve_rotating(board: Board, turns: dict[int, int], alive=None,
                   node_limit: int = NODE_LIMIT) -> list[int] | None:
    """A clearing order from the position with `alive` left (default: the board's), or
    None when no order clears it (a dead end). Exact; SearchLimit past node_limit."""
    rules = turns if isinstance(turns, RotatingRules) else RotatingRules(board, turns)
    alive = board.alive if alive is None else alive
    start = sum(1 << i for i in alive)
    dead: set[int] = set()
    nodes = 0
    # iterative DFS: (mask, candidate moves, index of the next to try)
    stack = [(start, _moves(rules, start), 0)]
    path: list[int] = []
    while stack:
        mask, moves, k = stack[-1]
        if mask == 0:
            return path
        if not mask & rules.rotating_mask:     # monotone from here: sweep
            rest = _sweep(rules, mask)
            if rest is not None:
                return path + rest
            moves = ()
        if k >= len(moves):
            dead.add(mask)
            stack.pop()
            if path:
                path.pop()
            continue
        stack[-1] = (mask, moves, k + 1)
        nxt = mask & ~(1 << moves[k])
        if nxt in dead:
            continue
        nodes += 1
        if nodes > node_limit:
            raise SearchLimit(f"more than {node_limit} positions searched")
        path.append(moves[k])
        stack.append((nxt, _moves(rules, nxt), 0))
    return None


def _moves(rules: RotatingRules, mask: int) -> list[int]:
    if mask & rules.rotating_mask and rules.hopeless(mask):
        return []
    # rotating arrows first: they are the ones whose chance comes and goes
    free = rules.free(mask)
    return sorted(free, key=lambda i: (i not in rules.turns, i))


def _sweep(rules: RotatingRules, mask: int) -> list[int] | None:
    """No rotating arrow left: remove free arrows until none is (monotone), or None."""
    order = []
    while mask:
        free = rules.free(mask)
        if not free:
            return None
        for i in free:
            mask &= ~(1 << i)
        order += free
    return order
