"""The construction: arrows placed in an order a player could clear them (RULES.md 5).

Each new arrow's head is a frontier cell (its ray crosses only cells already used), its
body grows backward from the neck through unused cells. The build order is therefore a
solution, and the level of each arrow (its peel round) is known the moment it is placed,
which is how difficulty is steered: hard picks the highest level on offer, easy the
lowest. Among the candidates of the chosen level, a steered build (`steer` > 1: hard 2D
boards, see build.py) takes the head farthest from the arrows that leave about when it
is freed, so that looking next to the arrow just removed (the local player,
engine/player.py) finds it less often. Leftover pockets too small for an arrow are
absorbed into a neighbouring tail (`pockets`), which never adds a blocking edge (no ray
ever crosses a cell that was unused when the ray's arrow was placed).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Final

from quiver.engine.modes import Difficulty
from quiver.engine.rng import Rng
from quiver.engine.space import Space

from . import huge3d, steer
from .bodies import grow
from .early_abort import WAIST_MARGIN, Watch
from .finish import absorb_leftovers, absorb_stray_pockets
from .frontier import Filer
from .holes import fill_vast_holes
from .large import PARK_EVERY, is_large
from .pockets import absorb_pockets, pockets_left
from .state import BuildState, Stuck
from .tables import neck_at, points_of

__all__ = ["PROFILES", "Builder", "Profile", "Stuck"]

# hard: arrows per peel round before the build goes deeper; a board that breaks a
# fairness gate (after the cheap repairs) is built again with the next setting
# (build.generate): one wider round, then the medium and the easy level choice, which
# pass most often (fair beats deep, and few rebuilds keep every board near the median time)
WIDE_STEPS: Final[tuple[int | str, ...]] = (3, 4, "mixed") + ("low",) * 9
GROW_TRIES: Final = 4  # regrow a body this often to avoid stranding a pocket
# Off (issue 26, the cube 17 tail; quiver-gen/7 leaves it out, bench/tails.py compares it): the
# hard wide order tries this many of the deepest levels under the top that hold fewer than 2
# arrows before it goes a level deeper (fewer runs of single rounds built in). Not
# Final: a bench sets it (docs/measurements.md, "The cube 17 tail").
THIN_FIRST = 0
# the gentle easy (quiver-gen/9): level 1 first until this many tenths of the arrows asked
# for are on it, then last, so that a small board still has arrows to unblock (Flat stairs
# 3 with 8 arrows: 5 of 8; reached by 14 of 80 easy 11x13/30 boards, no 16x20/65 one)
GENTLE_FREE_TENTHS: Final = 7


@dataclass(frozen=True)
class Profile:
    """How a difficulty steers the choice of the next head."""

    levels: str  # "wide": deep in rounds of several; "low": shallowest first; "mixed"
    straight_out_last: bool  # heads whose ray leaves the shape at once come last
    # easy (quiver-gen/9, ADR 0006): level 1 (free at the start) first every time up to
    # GENTLE_FREE_TENTHS of the arrows, and no long bodies (bodies.target_length): more
    # arrows free at every point
    gentle: bool = False


PROFILES: Final = {
    Difficulty.HARD: Profile("wide", True),
    Difficulty.MEDIUM: Profile("mixed", False),
    Difficulty.EASY: Profile("low", False, gentle=True),
}


class Builder:
    """Places arrows on a `BuildState` in clear order, steered by a difficulty profile."""

    def __init__(
        self,
        space: Space,
        count: int,
        difficulty: Difficulty,
        rng: Rng,
        wide: int | str = WIDE_STEPS[0],
        steer: int = 1,
        watch: int = 0,
    ) -> None:
        self.space = space
        self.steer = steer  # candidates of a level weighed against each other (1: none)
        self.level_heads: dict[int, list[int]] = {}  # level -> head cells placed there
        self.points = points_of(space) if steer > 1 else []
        self.wide = wide if isinstance(wide, int) else 0
        self.rng = rng
        self.profile = PROFILES[difficulty]
        if isinstance(wide, str) and self.profile.levels == "wide":
            self.profile = replace(self.profile, levels=wide)
        self.buckets: dict[int, list[list[int]]] = {}  # level -> per direction -> heads
        self.picked: set[int] = set()  # levels picked from since the last _level_order
        filer = self.filer = Filer(self.buckets)  # (holds the buckets: no cycle)
        self.file = filer.file  # files a head into its bucket (a method of the filer's)
        self.state = BuildState.new(space, count, rng, filer)
        self.state.short_bodies = self.profile.gentle
        self.free_cap = GENTLE_FREE_TENTHS * count // 10 if self.profile.gentle else 0
        filer.count = self.state.level_count  # (the thin levels: Filer.thin)
        # large builds only (large.py): heads that stranded a pocket on every try, set
        # aside until PARK_EVERY more arrows are placed or nothing else fits
        self.parking = is_large(space)
        self.parked: list[tuple[int, int, int]] = []
        self.parked_at = 0
        # huge 3D builds only (huge3d.py): parked heads wait longer each time they fail
        self.lot = huge3d.ParkingLot(PARK_EVERY) if huge3d.is_huge_3d(space) else None
        self.top = 0  # the deepest level placed (max of state.level_count; see _wide_order)
        self.thin_first = THIN_FIRST
        # build.EARLY_ABORT (early_abort.py): the projected peel rounds, when `watch` (the
        # free arrows the free-arrow pass aims for) is set
        self.watch = Watch(self.state, watch, WAIST_MARGIN) if watch else None

    # -- the build -----------------------------------------------------------------------
    def run(self, prefix: Sequence[tuple[list[int], int, int]] = ()) -> None:
        """Build, first replaying `prefix` (arrows kept from an attempt that got stuck)."""
        self.state.frontier.start()
        if self.watch is not None:
            self.watch.replayed = len(prefix)
        for body, d, level in prefix:
            self._place(list(body), d, level)
        offered_at = -1
        while self.state.used_count < self.state.n:
            if self._place_next():
                continue
            if offered_at == self.state.used_count:
                absorb_leftovers(self.state)
                break
            # A stranded pocket on a line hides the unused cells behind it from the
            # frontier (on big boards, whole regions): cover the pockets, then offer
            # every allowed head again (some dropped earlier may fit now).
            absorb_stray_pockets(self.state)
            fill_vast_holes(self.state)  # holes.py: 2D boards over 224 only
            offered_at = self.state.used_count
            self.filer.clear()
            self.parked = []  # offered again with the rest
            if self.lot is not None:
                self.lot.clear()
            self.state.frontier.reoffer()

    def _level_order(self) -> Iterable[int]:
        # levels left without candidates leave the dict (the frontier refills it), so
        # this stays short on big boards with hundreds of levels; only a pick empties
        # a level, so only the levels picked from are looked at
        buckets = self.buckets
        for lv in self.picked:
            b = buckets.get(lv)
            if b is None:
                continue
            for heads in b:  # any(b), without a generic call compiled
                if heads:
                    break
            else:
                self.filer.drop(lv)
        self.picked.clear()
        kind = self.profile.levels
        if kind == "wide":
            return self._wide_order(self.profile.straight_out_last)
        levels = sorted(self.buckets)
        if kind == "high":
            order = levels[::-1]
        elif kind == "low":
            # shallowest first, but only about half the arrows may point straight out
            # (gentle: up to free_cap of them, then none; the draw is made all the same)
            order = levels
            if len(order) > 1 and order[0] == 1:
                back = self.rng.chance(0.5)
                if self.profile.gentle:
                    back = self.state.level_count.get(1, 0) >= self.free_cap
                if back:
                    order = order[1:] + order[:1]
        elif self.lot is not None:  # huge 3D: drawn lazily (huge3d.py)
            return huge3d.lazy_shuffle(levels, self.rng, self.profile.straight_out_last)
        else:
            # mixed: a random level each time, so chains grow but keep restarting
            order = levels[:]
            self.rng.shuffle(order)
        if self.profile.straight_out_last and 1 in order and len(order) > 1:
            order.remove(1)
            order.append(1)
        return order

    def _place_next(self) -> bool:
        """Place one arrow: the first candidate (in difficulty order) whose body leaves no
        pocket that nothing could absorb; failing that, the first that fits at all."""
        if not self.parking:
            return self._place_one()
        if self.lot is not None:
            return self._place_next_huge(self.lot)
        if self.parked and len(self.state.arrows) - self.parked_at >= PARK_EVERY:
            self._unpark()
        placed = self._place_one()
        if not placed and self.parked:  # nothing else fits: the parked heads again
            self._unpark()
            placed = self._place_one()
        return placed

    def _place_next_huge(self, lot: huge3d.ParkingLot) -> bool:
        lot.release(len(self.state.arrows), self.file)
        placed = self._place_one()
        if not placed and lot:  # nothing else fits: every parked head again
            lot.release_all(self.file)
            placed = self._place_one()
        return placed

    def _unpark(self) -> None:
        for level, head, d in self.parked:  # its level may have left the dict since
            self.file(head, d, level)
        self.parked = []
        self.parked_at = len(self.state.arrows)

    def _place_one(self) -> bool:
        space, used, necks = self.space, self.state.used, self.state.neck_t
        deferred: list[tuple[int, int, int]] = []
        order: Iterable[int] = self._level_order()
        if self.steer > 1:
            levels = iter(order)
            first = next(levels, None)
            if first is None:
                return False
            if self._place_steered(first):
                return True
            order = itertools.chain((first,), levels)
        for level in order:
            bucket = self.buckets[level]
            self.picked.add(level)
            while True:
                picked = self.state.pick(bucket)
                if picked is None:
                    break
                head, d = picked
                if used[head]:
                    continue
                neck = neck_at(necks, space, head, d)
                if neck < 0 or used[neck] or not self.state.side_ok(head, d):
                    continue
                for _attempt in range(GROW_TRIES):
                    body = grow(self.state, self.rng, head, neck, d)
                    if body is None:
                        break
                    left = pockets_left(self.state, body)
                    if left >= 0:
                        self._set_aside(deferred)
                        self._commit(body, d, level, clean=True, pockets=left)
                        return True
                    self._release(body)
                else:
                    deferred.append((level, head, d))
        for n, (level, head, d) in enumerate(deferred):
            neck = neck_at(necks, space, head, d)
            assert neck >= 0, "deferred heads had a neck"
            body = grow(self.state, self.rng, head, neck, d)
            if body is not None:
                self._set_aside(deferred[n + 1 :])
                self._commit(body, d, level)
                return True
        return False

    def _place_steered(self, level: int) -> bool:
        return steer.place_steered(self, level, GROW_TRIES)

    def _spread(self, head: int, d: int) -> float:
        return steer.spread(self, head, d)

    def _wide_order(self, one_last: bool) -> Iterator[int]:
        """Deep but never a chain: widen the deepest level to `wide` arrows before going a
        level deeper, then top up shallower levels left with a single arrow (a round
        that frees one arrow is a hunt for a needle), then the deepest first; with
        `one_last`, level 1 (heads pointing straight out) last.

        Lazy, because the first level nearly always gives the arrow and big boards have
        hundreds of levels: building the whole order for every arrow cost more than the
        search, and so did sorting the levels and finding the deepest one, which it now
        does only past the first two levels (`top` is kept as arrows are placed: level
        counts only grow). Nothing it reads (the bucket keys, the level counts) changes
        before the caller places an arrow, and then it stops asking."""
        count, buckets = self.state.level_count, self.buckets
        top = self.top
        first = [top] if count.get(top, 0) < self.wide else []
        if self.thin_first:  # THIN_FIRST (off by default)
            under = sorted((lv for lv in buckets if lv < top and count.get(lv, 0) < 2), reverse=True)
            first += under[: self.thin_first]
        first.append(top + 1)
        seen: set[int] = set()
        for lv in first:
            if lv in buckets and lv not in seen:
                seen.add(lv)
                if lv != 1 or not one_last:
                    yield lv
        # the levels with fewer than 2 arrows, then every level, deepest first: both
        # kept in order by the filer (read, never changed here), and both lists of the
        # buckets' keys (no look-up in the buckets; the thin ones no count read either)
        # (by index: compiled, chain and reversed are generic iterators)
        thin, levels = self.filer.thin, self.filer.levels
        for i in range(len(thin) - 1, -1, -1):
            lv = thin[i]
            if lv not in seen:
                seen.add(lv)
                if lv != 1 or not one_last:
                    yield lv
        for i in range(len(levels) - 1, -1, -1):
            lv = levels[i]
            if lv not in seen:
                seen.add(lv)
                if lv != 1 or not one_last:
                    yield lv
        if one_last and 1 in seen:
            yield 1

    def _pick(self, bucket: list[list[int]]) -> tuple[int, int] | None:
        return self.state.pick(bucket)

    def _set_aside(self, deferred: list[tuple[int, int, int]]) -> None:
        if self.lot is not None:
            self.lot.park(deferred, len(self.state.arrows))
        elif self.parking:
            self.parked.extend(deferred)
        else:
            self._restore(deferred)

    def _restore(self, deferred: list[tuple[int, int, int]]) -> None:
        for level, head, d in deferred:
            self.buckets[level][d].append(head)

    def _release(self, body: list[int]) -> None:
        for c in body:
            self.state.used[c] = 0

    def _commit(
        self, body: list[int], d: int, level: int, clean: bool | None = None, pockets: int = -1
    ) -> None:
        """Place the body and cover the pockets beside it (`pockets`: how many the caller
        found, -1 unknown; with none, there is nothing to cover)."""
        if clean is None:  # (the caller that just asked passes the answer)
            pockets = pockets_left(self.state, body)
            clean = pockets >= 0
        self._place(body, d, level)
        if pockets != 0:
            absorb_pockets(self.state, body)
        if not clean and self.state.first_strand is None:
            self.state.first_strand = len(self.state.arrows) - 1

    def _place(self, body: list[int], d: int, level: int) -> None:
        s = self.state
        i = len(s.arrows)
        s.arrows.append(body)
        s.dirs.append(d)
        s.levels.append(level)
        n = s.level_count[level] = s.level_count.get(level, 0) + 1
        self.filer.placed(level, n)
        if level > self.top:
            self.top = level
        s.heads[body[-1]] = d
        if self.steer > 1:
            self.level_heads.setdefault(level, []).append(body[-1])
        s.add_watch(body[-1], d)
        s.dir_count[d] = s.dir_count[d] + 1  # not +=: see run_free._lower
        s.claim(i, body)
        if self.watch is not None:
            self.watch.placed(i)
