"""Special arrows (RULES.md section 6), placed as a deterministic pass on a built board.

The pass runs after construction on its own PRNG sub-stream, so a board generated
without specials is byte-identical to one from before specials existed. Kinds built so
far: locks and keys.

    kinds = parse_specials("locks")             # ("locks",); "none" -> ()
    board = add_specials(board, kinds, "some", Rng(seed).stream("specials"))
"""
from __future__ import annotations

from dataclasses import replace

from quiver.engine.board import Board
from quiver.engine.rng import Rng
from quiver.engine.solve import metrics, peel

from .spec import GeneratorError

KINDS = ("locks",)
AMOUNTS = ("none", "some", "many")
# Locks per arrow an amount aims for (at least one lock when any is asked for).
LOCK_SHARE = {"none": 0.0, "some": 0.04, "many": 0.10}
TRIES_PER_LOCK = 12     # random locks tried for each lock placed


def parse_specials(text: str) -> tuple[str, ...]:
    """'locks' or 'locks,two-headed' -> the kinds, in KINDS order; 'none' or '' -> ()."""
    names = [t.strip() for t in text.lower().split(",") if t.strip()]
    if names in ([], ["none"]):
        return ()
    for name in names:
        if name not in KINDS:
            raise GeneratorError(f"unknown special arrow kind {name!r} (expected none or a comma "
                                 f"list of {', '.join(KINDS)})")
    return tuple(k for k in KINDS if k in names)


def add_specials(board: Board, kinds: tuple[str, ...], amount: str, rng: Rng) -> Board:
    """The board with special arrows placed; still solvable, solution and metrics redone."""
    if amount not in AMOUNTS:
        raise GeneratorError(f"unknown specials amount {amount!r} (expected {', '.join(AMOUNTS)})")
    if not kinds or amount == "none":
        return board
    arrows = list(board.arrows)
    if "locks" in kinds:
        arrows = place_locks(board, amount, rng.stream("locks"))
    out = Board(board.space, arrows, shape=board.shape, seed=board.seed,
                params={**board.params, "specials": {"amount": amount, "kinds": list(kinds)}})
    result = peel(out)
    if not result.solvable:
        raise AssertionError("special arrows made the board unsolvable")   # a bug
    out.solution = result.order()
    out.check_solution(out.solution)
    out.metrics = metrics(out)
    return out


def place_locks(board: Board, amount: str, rng: Rng) -> list:
    """Arrows with locks added where a lock means something: the key is not touching its
    lock, and the lock leaves later than it did without one (the key comes earlier in
    every clearing order), so locks add depth instead of only a rule to read."""
    n = len(board.arrows)
    want = max(1, round(n * LOCK_SHARE[amount])) if n >= 4 else 0
    work = board.copy()
    work.reset()
    work.locks = list(board.locks)             # the copy's own table: tries must not leak
    levels = peel(work).levels()
    used: set[int] = set()                     # arrows that are already a lock or a key
    placed = 0
    for _ in range(want * TRIES_PER_LOCK):
        if placed == want:
            break
        lock = rng.below(n)
        if lock in used:
            continue
        # a key that leaves no earlier than the lock does now, so the lock must wait longer
        keys = [k for k in range(n) if k != lock and k not in used
                and levels[k] >= levels[lock] and not _touching(board, lock, k)]
        if not keys:
            continue
        key = keys[rng.below(len(keys))]
        work.locks[lock] = key                 # try it on the working copy's lock table
        new_levels = peel(work).levels()
        if len(new_levels) == n and new_levels[lock] > levels[lock]:
            used.update((lock, key))
            levels = new_levels
            placed += 1
        else:
            work.locks[lock] = None            # the key waits on the lock: a cycle
    return [a if work.locks[i] is None else replace(a, lock=work.locks[i])
            for i, a in enumerate(board.arrows)]


def _touching(board: Board, a: int, b: int) -> bool:
    space = board.space
    cells_b = board.arrows[b].cells
    return any(space.adjacent(x, y) for x in board.arrows[a].cells for y in cells_b)
