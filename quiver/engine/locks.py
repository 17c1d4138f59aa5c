"""Locks and keys (RULES.md section 6): which arrow opens which, checked once per board.

A locked arrow names its key (another arrow's index). While the key is on the board the
lock waits on it exactly as it waits on an arrow in its ray, so removal stays monotone
and the peel, depth and cycle check need only one extra edge per lock.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import BoardError, shown
from .modes import is_int


def check_locks(locks: Sequence[int | None]) -> None:
    """Raise BoardError (one line) unless every lock names another arrow, no key opens
    two locks, and following lock -> key never comes back to where it started."""
    n = len(locks)
    opened_by: dict[int, int] = {}
    for i, key in enumerate(locks):
        if key is None:
            continue
        if not is_int(key) or not 0 <= key < n:
            raise BoardError(f"arrow {i}: its lock names arrow {shown(key)}, which does not exist")
        if key == i:
            raise BoardError(f"arrow {i}: its lock names itself as its key")
        if key in opened_by:
            raise BoardError(f"arrow {key} is the key of two locks (arrows {opened_by[key]} and {i})")
        opened_by[key] = i
    # each arrow has at most one key and each key one lock: chains, or cycles to refuse
    # (linear: each arrow is walked once, so a hostile file's long chain stays cheap)
    done: set[int] = set()
    for start in range(n):
        seen: dict[int, int] = {}  # arrow -> its place on this walk
        cur: int | None = start
        while cur is not None and cur not in done:
            if cur in seen:
                loop = list(seen)[seen[cur] :]
                listed = loop if len(loop) <= 8 else loop[:8] + ["..."]
                raise BoardError(
                    "locks and keys form a cycle: arrows " + " -> ".join(map(str, listed + [cur]))
                )
            seen[cur] = len(seen)
            cur = locks[cur]
        done.update(seen)
