"""Special arrows (RULES.md section 6), placed as a deterministic pass on a built board.

The pass runs after construction on its own PRNG sub-stream, so a board generated
without specials is byte-identical to one from before specials existed. Kinds: locks
and keys, two-headed arrows, rotating arrows (each on its own sub-stream, so asking for
one kind more leaves the others' placement unchanged).

    kinds = parse_specials("locks")             # ("locks",); "none" -> ()
    board = add_specials(board, kinds, Specials.SOME, Rng(seed).stream("specials"))
"""

from __future__ import annotations

from dataclasses import replace

from quiver.engine.board import Arrow, Board
from quiver.engine.geometry import DIR_NAMES
from quiver.engine.modes import Mode, SpecialKind, Specials
from quiver.engine.rng import Rng
from quiver.engine.rotating import MAX_ROTATING, SearchLimit, solve_rotating
from quiver.engine.rotating_rounds import tidy_order
from quiver.engine.solve import metrics, peel
from quiver.engine.spec import SPECIAL_AMOUNTS, SPECIAL_KINDS

from .spec import SpecError

# Locks per arrow an amount aims for (at least one lock when any is asked for).
LOCK_SHARE = {Specials.NONE: 0.0, Specials.SOME: 0.04, Specials.MANY: 0.10}
TRIES_PER_LOCK = 12  # random locks tried for each lock placed
TWO_HEADED_SHARE = {Specials.NONE: 0.0, Specials.SOME: 0.05, Specials.MANY: 0.12}
ROTATING_COUNT = {Specials.NONE: 0, Specials.SOME: 2, Specials.MANY: MAX_ROTATING}  # per board, not per arrow
ROTATING_TRIES = 12  # candidate arrows tried, at most, per board
ROTATING_NODES = 50_000  # verifier positions per try before it counts as unproven
# The most arrows a board with special arrows may have: the lock and two-headed passes
# peel the whole board once per try (about a tenth of the arrows tries each), so their
# work grows with the square of the arrows; at this bound a build with `many` takes a few
# seconds (docs/limits.md, "Special arrows"). Larger boards are refused with one line.
MAX_SPECIAL_ARROWS = 1000


def check_special_count(count: int) -> None:
    """SpecError (one line for the player) when a board of `count` arrows is too big to
    carry special arrows."""
    if count > MAX_SPECIAL_ARROWS:
        raise SpecError(
            f"special arrows need a board of at most {MAX_SPECIAL_ARROWS} arrows, and this one "
            f"has {count}: choose a smaller size or fewer arrows, or no special arrows"
        )


def check_special_built(count: int, asked: int | None) -> None:
    """SpecError (one line) when a board built for special arrows came out with more arrows
    than MAX_SPECIAL_ARROWS: a build lands within `count_tolerance` of the count asked, so
    1000 asked on an 80x80 rect at hard (seed 0) builds 1001 (docs/limits.md)."""
    if count > MAX_SPECIAL_ARROWS:
        said = "" if asked is None else f"{asked} asked; "
        raise SpecError(
            f"special arrows need a board of at most {MAX_SPECIAL_ARROWS} arrows, and this one was "
            f"built with {count} ({said}a build lands near the count): ask for fewer arrows, "
            "or no special arrows"
        )


def parse_specials(text: str) -> tuple[SpecialKind, ...]:
    """'locks' or 'locks,two-headed' -> the kinds, in SPECIAL_KINDS order; 'none' or '' -> ()."""
    names = [t.strip() for t in text.lower().split(",") if t.strip()]
    if names in ([], ["none"]):
        return ()
    for name in names:
        if name not in SPECIAL_KINDS:
            raise SpecError(
                f"unknown special arrow kind {name!r} "
                f"(expected none or a comma list of {', '.join(SPECIAL_KINDS)})"
            )
    return tuple(k for k in SPECIAL_KINDS if k in names)


def add_specials(board: Board, kinds: tuple[SpecialKind, ...], amount: Specials, rng: Rng) -> Board:
    """The board with special arrows placed; still solvable, solution and metrics redone."""
    if amount not in SPECIAL_AMOUNTS:
        raise SpecError(f"unknown specials amount {amount!r} (expected {', '.join(SPECIAL_AMOUNTS)})")
    if not kinds or amount == Specials.NONE:
        return board
    arrows = list(board.arrows)
    if SpecialKind.TWO_HEADED in kinds:  # first: the locks then judge the final reading
        arrows = place_two_headed(Board(board.space, arrows), amount, rng.stream("two-headed"))
    if SpecialKind.LOCKS in kinds:
        arrows = place_locks(Board(board.space, arrows), amount, rng.stream("locks"))
    if SpecialKind.ROTATING in kinds:  # last: it proves the final board solvable
        arrows = place_rotating(Board(board.space, arrows), amount, rng.stream("rotating"))
    out = Board(
        board.space,
        arrows,
        shape=board.shape,
        seed=board.seed,
        params={**board.params, "specials": {"amount": amount, "kinds": list(kinds)}},
    )
    order = solve_rotating(out) if out.turns else peel(out).order()
    if order is None or len(order) != len(arrows):
        raise AssertionError("special arrows made the board unsolvable")  # a bug
    if out.turns:
        order = tidy_order(out, order)  # the verifier's clearing, read as rounds
    out.check_solution(order)
    out = out.with_record(solution=order)
    from quiver.shapes.solids3d import home_view

    return out.with_record(metrics=metrics(out, home=home_view(out.shape), player=False).as_dict())


def place_locks(board: Board, amount: Specials, rng: Rng) -> list[Arrow]:
    """Arrows with locks added where a lock means something: the key is not touching its
    lock, and the lock leaves later than it did without one (the key comes earlier in
    every clearing order), so locks add depth instead of only a rule to read."""
    n = len(board.arrows)
    want = max(1, round(n * LOCK_SHARE[amount])) if n >= 4 else 0
    locks: list[int | None] = list(board.locks)  # the tries' own table: the board stays as it is
    levels = peel(board).levels()
    used: set[int] = set()  # arrows that are already a lock or a key
    near = _touching_arrows(board)
    work = board  # with the locks kept so far
    placed = 0
    for _ in range(want * TRIES_PER_LOCK):
        if placed == want:
            break
        lock = rng.below(n)
        if lock in used:
            continue
        # a key that leaves no earlier than the lock does now, so the lock must wait longer
        keys = [
            k
            for k in range(n)
            if k != lock and k not in used and levels[k] >= levels[lock] and k not in near[lock]
        ]
        if not keys:
            continue
        key = keys[rng.below(len(keys))]
        # try it on a board with that lock (and those kept so far); each lock's key is a
        # fresh arrow, so the locks form no cycle and the board is valid
        trial = Board.of(work.puzzle.with_arrows({lock: replace(work.arrows[lock], lock=key)}))
        new_levels = peel(trial).levels()
        if len(new_levels) == n and new_levels[lock] > levels[lock]:
            used.update((lock, key))
            locks[lock] = key
            levels, work = new_levels, trial
            placed += 1  # else the key waits on the lock: a cycle
    return _locked(board, locks)


def _locked(board: Board, locks: list[int | None]) -> list[Arrow]:
    """The board's arrows with these locks."""
    return [a if locks[i] is None else replace(a, lock=locks[i]) for i, a in enumerate(board.arrows)]


def second_head(board: Board, i: int) -> tuple[int, tuple[int, ...]] | None:
    """(dir2, its ray) if arrow i's tail can be a second head (neck rule, a ray that
    leaves without crossing the body), else None."""
    space, cells = board.space, board.arrows[i].cells
    for d2 in space.directions(cells[0]):
        if space.neck(cells[0], d2) == cells[1]:
            ray = space.ray(cells[0], d2)
            if ray is not None and not set(ray) & set(cells):
                return d2, ray
    return None


def place_two_headed(board: Board, amount: Specials, rng: Rng) -> list[Arrow]:
    """Arrows given a second head where the choice of end matters: the two ends open in
    different peel rounds, so the end that is still blocked costs a heart (and the
    arrow is not simply free from the start by both)."""
    n = len(board.arrows)
    want = max(1, round(n * TWO_HEADED_SHARE[amount])) if n >= 4 else 0
    work = board.copy()
    work.reset()
    levels = peel(work).levels()
    order = list(range(n))
    rng.shuffle(order)
    placed = 0
    for i in order:
        if placed == want:
            break
        a = work.arrows[i]
        found = second_head(work, i) if a.lock is None and a.dir2 is None else None
        if found is None:
            continue
        d2, ray2 = found
        opens = [_opens(work, work.rays[i], levels), _opens(work, ray2, levels)]
        if opens[0] == opens[1] or max(opens) == 1:
            continue  # both ends open together: no choice to make
        arrows = list(work.arrows)
        arrows[i] = replace(a, dir2=d2)
        work = Board.of(work.puzzle.with_arrows({i: arrows[i]}))  # its second head checked as any board's
        levels = peel(work).levels()
        placed += 1
    return list(work.arrows)


def _opens(board: Board, ray: tuple[int, ...], levels: dict[int, int]) -> int:
    """The peel round in which a ray is clear: after every arrow on it has left."""
    owner = board.owner
    return 1 + max((levels[owner[c]] for c in ray if owner[c] >= 0), default=0)


def _touching_arrows(board: Board) -> list[set[int]]:
    """For each arrow, the arrows with a cell next to one of its cells (once for the
    board, instead of comparing every pair of cells for every key considered)."""
    space, owner = board.space, board.puzzle.start_owner
    return [{owner[y] for x in a.cells for y in space.neighbors(x) if owner[y] >= 0} for a in board.arrows]


def place_rotating(board: Board, amount: Specials, rng: Rng) -> list[Arrow]:
    """Up to ROTATING_COUNT arrows made rotating where the turn changes the reading (some
    phase is blocked while the arrow waits its turn in the plain clearing), each kept
    only when the verifier proves the board still solvable from the start; a try that
    is unsolvable or past ROTATING_NODES positions is dropped and the next candidate
    tried, in the stream's order, so the result is deterministic."""
    want = ROTATING_COUNT[amount] if len(board.arrows) >= 4 else 0
    levels = peel(board).levels()
    order = list(range(len(board.arrows)))
    rng.shuffle(order)
    work = board  # with the turns kept so far
    placed = tries = 0
    for i in order:
        if placed == want or tries == ROTATING_TRIES:
            break
        a = work.arrows[i]
        if a.dir2 is not None:
            continue  # two-headed arrows do not rotate (ADR 0007)
        turn = _random_turn(board, i, rng)
        trial = Board.of(work.puzzle.with_arrows({i: replace(a, turn=turn)}))
        if not _turn_matters(trial, i, levels):
            continue
        tries += 1
        try:
            solvable = solve_rotating(trial, node_limit=ROTATING_NODES) is not None
        except SearchLimit:
            solvable = False  # unknown is not good enough for a puzzle
        if solvable:
            work = trial
            placed += 1
    return list(work.arrows)


def _random_turn(board: Board, i: int, rng: Rng) -> str:
    if board.mode == Mode.THREE_D:
        d = board.arrows[i].dir
        axes = [ax for ax in range(6) if ax >> 1 != d >> 1]
        return DIR_NAMES[axes[rng.below(len(axes))]]
    return ("cw", "ccw")[rng.below(2)]


def _turn_matters(board: Board, i: int, levels: dict[int, int]) -> bool:
    """Some phase of arrow i is blocked when it would leave in the plain clearing: its
    ray then crosses its body, a wall, or an arrow that leaves no earlier than it."""
    owner = board.owner
    for ray in board.phase_rays[i][1:]:
        if ray is None or any(owner[c] >= 0 and levels[owner[c]] >= levels[i] for c in ray):
            return True
    return False
