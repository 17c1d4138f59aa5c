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
- **A retry for the single-round gate cuts at the run's levels as built**, as on a vast
  2D board (`holes.built_level_of_run`): a narrow 3D build's levels run about three
  times deeper than its peel rounds, so a cut at the run's round kept a few hundred of
  18,419 arrows of a sphere 56 and built the board again, up to three times.
- **The forced-move test looks first after FIRST_LOOK playouts** (`forced_looks`): a
  playout of a 3D cube of 64 is 52,000 moves, and the ten of the first look (2-2.6 s
  of a cube 64 hard build) are 40 times the moves an estimate needs to converge
  (`player.PLAYOUT_MOVES`); the limit at that look keeps its margin for the noise of
  fewer playouts (`gates.forced_limit`), and the board records the playouts it read.
- **Splits in passes** (`splits_in_passes`, as a vast 2D board): a build short of its
  count makes every safe split of a pass at once (`holes.split_many`) and renumbers once.
- **A retry that failed where the last did keeps all but an eighth** (`kept_again`).
- **One arrow swapped for one that waits only on earlier arrows keeps its place**
  (`edits._in_place`): no renumbering up to its first waiter, no search for it.
- **Medium's random level is drawn lazily**: the mixed order shuffled every level (a
  hundred or more on a deep board) for each arrow, where the first level drawn nearly
  always gives the arrow. The levels are drawn one at a time, without replacement.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator

from quiver.engine.rng import Rng
from quiver.engine.space import Space

from . import gates
from .holes import built_level_of_run, split_many
from .large import is_huge, is_vast
from .state import BuildState

__all__ = [
    "FIRST_LOOK",
    "MAX_WAIT_DOUBLINGS",
    "NARROW_CELLS",
    "ParkingLot",
    "forced_looks",
    "is_huge_3d",
    "kept_again",
    "lazy_shuffle",
    "narrow_first",
    "split_target",
    "splits_in_passes",
    "waist_cut",
]

# a huge 3D solid of at most this many cells (the largest board of the limit before,
# a 48 cube: 110,592) builds its first hard try 3 arrows a round wide, as at 48, not 6
# (large.HUGE_WIDE): at 56 the wider first build broke the single-round gate on most
# sphere seeds (hard, seeds 0-3: a median of 11.3 s at 6, 5.6 s at 3), while the cube
# of 56 (175,616 cells) is faster at 6 (seeds 0, 1, 2, 6: 8.0-16.4 s at 6, 8.2-14.8 at 3)
NARROW_CELLS = 110_592
# a huge 3D solid's forced-move test looks first after this many playouts (then at
# gates.LOOKS as every board): a 3D solid over 48 has 18,000 arrows and more, so two
# playouts are 36,000 moves and more, over player.PLAYOUT_MOVES (13,000) for a converged
# estimate, where the first look at 10 cost 2-2.6 s of a cube 64 hard build
FIRST_LOOK = 2
# a huge 3D retry that failed where the last one did keeps all but 1/KEPT_AGAIN of it
KEPT_AGAIN = 8
# a head that failed k times waits PARK_EVERY * 2**min(k - 1, MAX_WAIT_DOUBLINGS) arrows
MAX_WAIT_DOUBLINGS = 10

Parked = tuple[int, int, int]  # (level, head, direction)


def is_huge_3d(space: Space) -> bool:
    """Whether `space` is a 3D solid over the limit as first raised (48)."""
    return str(getattr(space, "mode", "")) == "3d" and is_huge(space)


def waist_cut(s: BuildState, levels: list[int], start: int, run: int) -> int:
    """Where a retry for the single-round gate cuts the build (`kept.before_the_waist`
    keeps the arrows built at levels under it): the run's first peel round, but on a 2D
    board over 224 or a 3D solid over 48 the run's lowest level as built
    (`holes.built_level_of_run`; sphere 56 hard, seeds 4, 5, 8, 9: 3 builds each,
    10-12 s, by round; 2-3 builds, 5-9 s, and deeper boards, by level as built)."""
    return built_level_of_run(s, levels, start, run) if splits_in_passes(s.space) else start


def splits_in_passes(space: Space) -> bool:
    """Whether a build splits arrows up to its count in passes (`holes.split_many`) and
    cuts a retry at the run's levels as built (`waist_cut`): a 2D board over 224 or a 3D
    solid over 48. `finish.split_up_to` renumbers every later arrow for each split: a
    cube 64 hard retry 87 arrows short spent 8 s there."""
    return is_vast(space) or is_huge_3d(space)


def split_target(s: BuildState, count: int, tolerance: int) -> int:
    """The count `finish.split_up_to` splits towards: `count`, but where a build splits in
    passes (`splits_in_passes`) what is left after `holes.split_many`'s passes."""
    return split_many(s, count, tolerance) if splits_in_passes(s.space) else count


def forced_looks(space: Space, arrows: int) -> list[tuple[int, float]]:
    """The sequential forced-move test of a board of `arrows` (gates.forced_looks), with
    a first look after FIRST_LOOK playouts on a huge 3D solid."""
    looks = gates.forced_looks(arrows)
    if is_huge_3d(space) and looks[0][0] > FIRST_LOOK:
        looks.insert(0, (FIRST_LOOK, gates.forced_limit(arrows, FIRST_LOOK)))
    return looks


def kept_again(space: Space) -> int:
    """A retry that would keep just what the last one kept (and failed with) keeps all
    but 1/kept_again of it (`kept.next_keep`): half elsewhere, all but an eighth on a
    huge 3D solid. There the run of single rounds that breaks the gate lies in the last
    arrows built (cube 64 hard seed 2: at peel round 870 of 874, after a retry that kept
    52,401 of 52,413 arrows), and rebuilding half the board cost 11 s."""
    return KEPT_AGAIN if is_huge_3d(space) else 2


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
