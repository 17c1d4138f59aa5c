"""3D solids over the limit as first raised (a box side over 48, `large.is_huge`):
what makes a 3D build of 56 or 64 affordable (ADR 0006, "Larger boards", 3D).

Only such boards take these steps, so every board up to 48 keeps its bytes.

- **Stuck heads wait longer each time.** A large build parks a head whose every body
  strands a pocket and offers it again after `PARK_EVERY` arrows (`construct.Builder`).
  In a 3D cube of 56 the same few hundred heads (surface cells beside a pocket no tail
  can take) were offered again and again: 45,000 heads unparked, 4 grows each, for
  29,000 arrows, 85% of every grow wasted. Here a head waits `PARK_EVERY` arrows the
  first time and twice as long each time it fails again; as before, every parked head
  is offered at once when nothing else fits, so no head is ever lost.
- **The first hard try as narrow as at 48** on a solid of at most NARROW_CELLS cells.
- **Medium's random level is drawn lazily**: the mixed order shuffled every level (a
  hundred or more on a deep board) for each arrow, where the first level drawn nearly
  always gives the arrow. The levels are drawn one at a time, without replacement.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator

from quiver.engine.rng import Rng
from quiver.engine.space import Space

from .large import is_huge

__all__ = ["MAX_WAIT_DOUBLINGS", "NARROW_CELLS", "ParkingLot", "is_huge_3d", "lazy_shuffle", "narrow_first"]

# a huge 3D solid of at most this many cells (the largest board of the limit before,
# a 48 cube: 110,592) builds its first hard try 3 arrows a round wide, as at 48, not 6
# (large.HUGE_WIDE): at 56 the wider first build broke the single-round gate on most
# sphere seeds (hard, seeds 0-3: a median of 11.3 s at 6, 5.6 s at 3), while the cube
# of 56 (175,616 cells) is faster at 6 (seeds 0, 1, 2, 6: 8.0-16.4 s at 6, 8.2-14.8 at 3)
NARROW_CELLS = 110_592
# a head that failed k times waits PARK_EVERY * 2**min(k - 1, MAX_WAIT_DOUBLINGS) arrows
MAX_WAIT_DOUBLINGS = 10

Parked = tuple[int, int, int]  # (level, head, direction)


def is_huge_3d(space: Space) -> bool:
    """Whether `space` is a 3D solid over the limit as first raised (48)."""
    return str(getattr(space, "mode", "")) == "3d" and is_huge(space)


def narrow_first(space: Space) -> bool:
    """Whether a huge board builds its first hard try as narrow as a board up to 48:
    a huge 3D solid of at most NARROW_CELLS cells."""
    return is_huge_3d(space) and len(space) <= NARROW_CELLS


def lazy_shuffle(items: list[int], rng: Rng, one_last: bool = False) -> Iterator[int]:
    """`items` in a random order, drawn one at a time (each draw uniform over those
    left): the caller nearly always stops after the first. With `one_last`, level 1
    (heads pointing straight out) comes last, as in the mixed order it stands for."""
    pool = [lv for lv in items if lv != 1] if one_last else list(items)
    while pool:
        k = rng.below(len(pool))
        yield pool[k]
        pool[k] = pool[-1]
        pool.pop()
    if one_last and 1 in items:
        yield 1


class ParkingLot:
    """Heads set aside until an arrow count (`due`), each wait twice the last for the
    same head and direction."""

    def __init__(self, every: int) -> None:
        self.every = every
        self.strikes: dict[int, int] = {}  # head * 6 + dir -> times parked
        self.heap: list[tuple[int, int, int, int, int]] = []  # (due, seq, level, head, d)
        self.seq = 0

    def __bool__(self) -> bool:
        return bool(self.heap)

    def park(self, heads: list[Parked], now: int) -> None:
        for level, head, d in heads:
            key = head * 6 + d
            k = self.strikes.get(key, 0)
            self.strikes[key] = k + 1
            due = now + (self.every << min(k, MAX_WAIT_DOUBLINGS))
            heapq.heappush(self.heap, (due, self.seq, level, head, d))
            self.seq += 1

    def release(self, now: int, file: Callable[[int, int, int], None]) -> None:
        """File every head due by `now` (arrows placed)."""
        heap = self.heap
        while heap and heap[0][0] <= now:
            _, _, level, head, d = heapq.heappop(heap)
            file(head, d, level)

    def release_all(self, file: Callable[[int, int, int], None]) -> None:
        for _, _, level, head, d in sorted(self.heap):
            file(head, d, level)
        self.heap = []

    def clear(self) -> None:
        """Drop every parked head (the frontier is about to offer them all again)."""
        self.heap = []
