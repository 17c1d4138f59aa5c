"""The construction: arrows placed in an order a player could clear them (RULES.md 5).

Each new arrow's head is a frontier cell (its ray crosses only cells already used), its
body grows backward from the neck through unused cells. The build order is therefore a
solution, and the level of each arrow (its peel round) is known the moment it is placed,
which is how difficulty is steered: hard picks the highest level on offer, easy the
lowest. Leftover pockets too small for an arrow are absorbed into a neighbouring tail,
which never adds a blocking edge (no ray ever crosses a cell that was unused when the
ray's arrow was placed).
"""
from __future__ import annotations

from dataclasses import dataclass

from quiver.engine.rng import Rng
from quiver.engine.space import FlatSpace, Space

from .finish import Finisher, Stuck
from .frontier import make_frontier
from quiver.engine.modes import Difficulty

__all__ = ["Builder", "PROFILES", "Profile", "Stuck"]

MAX_SIDE_HEADS = 3
REROUTE_BUDGET = 4000   # DFS steps allowed when re-threading a body around a pocket
# hard: arrows per peel round before the build goes deeper; a board that breaks a
# fairness gate is built again with the next, wider setting (build.generate)
# (the last two fall back to the medium and easy level choice: fair beats deep)
WIDE_STEPS = (3, 4, 6, 9, 14, 20) + ("mixed", "low") * 6
GROW_TRIES = 4          # regrow a body this often to avoid stranding a pocket


@dataclass(frozen=True)
class Profile:
    """How a difficulty steers the choice of the next head."""
    levels: str            # "wide": deep in rounds of several; "low": shallowest first; "mixed"
    straight_out_last: bool  # heads whose ray leaves the shape at once come last


PROFILES = {
    Difficulty.HARD: Profile("wide", True),
    Difficulty.MEDIUM: Profile("mixed", False),
    Difficulty.EASY: Profile("low", False),
}


def walks_of(space: Space) -> list[tuple[tuple[int, int, int], ...]]:
    """walks[c]: (walk direction, cell reached, travel direction after) for each step.
    Kept on the space, so the many builds of one board (backtracks, fairness retries)
    compute it once."""
    walks = getattr(space, "_generator_walks", None)
    if walks is None:
        walks = [tuple((t,) + s for t in space.walk_directions(c)
                       if (s := space.step(c, t)) is not None) for c in range(len(space))]
        space._generator_walks = walks
    return walks


class Builder(Finisher):
    def __init__(self, space: Space, count: int, difficulty: str, rng: Rng,
                 wide: int | str = WIDE_STEPS[0]) -> None:
        self.space = space
        self.wide = wide if isinstance(wide, int) else 0
        self.rng = rng
        self.profile = PROFILES[difficulty]
        if isinstance(wide, str) and self.profile.levels == "wide":
            self.profile = Profile(wide, self.profile.straight_out_last)
        n = len(space)
        self.n = n
        self.count = count
        mean = n / count
        self.max_len = max(5, round(2.0 * mean))     # the usual maximum length
        self.cap = 2 * self.max_len                   # nothing ever longer
        self.used = bytearray(n)
        self.used_count = 0
        self.owner = [-1] * n
        self.cell_level = [0] * n
        self.arrows: list[list[int]] = []             # tail ... head, in build (= clear) order
        self.dirs: list[int] = []
        self.levels: list[int] = []
        self.level_count: dict[int, int] = {}         # arrows placed per level
        self.heads: dict[int, int] = {}
        self.buckets: dict[int, list[list[int]]] = {}   # level -> per direction -> heads
        self.dir_count = [0] * 6
        self.first_strand: int | None = None          # first arrow that stranded a pocket
        self.stuck_near: int | None = None            # first arrow beside a cell left over
        self.watch: list[list[tuple[int, int]]] | None = None   # see Finisher._watchers
        self.walks = walks_of(space)
        self.is_flat = isinstance(space, FlatSpace)
        self.frontier = make_frontier(space, self.cell_level, self._emit)

    # -- frontier events ---------------------------------------------------------------
    def _emit(self, head: int, d: int, level: int) -> None:
        bucket = self.buckets.get(level)
        if bucket is None:
            bucket = self.buckets[level] = [[] for _ in range(6)]
        bucket[d].append(head)

    # -- the build -----------------------------------------------------------------------
    def run(self, prefix: list[tuple[list[int], int, int]] = ()) -> None:
        """Build, first replaying `prefix` (arrows kept from an attempt that got stuck)."""
        self.frontier.start()
        for body, d, level in prefix:
            self._place(list(body), d, level)
        offered_at = -1
        while self.used_count < self.n:
            if self._place_next():
                continue
            if offered_at == self.used_count:
                self._absorb_leftovers()
                break
            # A stranded pocket on a line hides the unused cells behind it from the
            # frontier (on big boards, whole regions): cover the pockets, then offer
            # every allowed head again (some dropped earlier may fit now).
            self._absorb_stray_pockets()
            offered_at = self.used_count
            self.buckets.clear()
            self.frontier.reoffer()

    def placed(self) -> list[tuple[list[int], int, int]]:
        return [(list(a), d, lv) for a, d, lv in zip(self.arrows, self.dirs, self.levels)]

    def _level_order(self) -> list[int]:
        levels = sorted(lv for lv, b in self.buckets.items() if any(b))
        kind = self.profile.levels
        if kind == "high":
            order = levels[::-1]
        elif kind == "wide":
            order = self._wide_order(levels)
        elif kind == "low":
            # shallowest first, but only about half the arrows may point straight out
            order = levels
            if len(order) > 1 and order[0] == 1 and self.rng.chance(0.5):
                order = order[1:] + order[:1]
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
        space, used = self.space, self.used
        deferred: list[tuple[int, int, int]] = []
        for level in self._level_order():
            bucket = self.buckets[level]
            while True:
                picked = self._pick(bucket)
                if picked is None:
                    break
                head, d = picked
                if used[head]:
                    continue
                neck = space.neck(head, d)
                if neck is None or used[neck] or not self._side_ok(head, d):
                    continue
                for attempt in range(GROW_TRIES):
                    body = self._grow(head, neck, d)
                    if body is None:
                        break
                    if self._pockets_ok(body):
                        self._restore(deferred)
                        self._commit(body, d, level)
                        return True
                    self._release(body)
                else:
                    deferred.append((level, head, d))
        for n, (level, head, d) in enumerate(deferred):
            body = self._grow(head, space.neck(head, d), d)
            if body is not None:
                self._restore(deferred[n + 1:])
                self._commit(body, d, level)
                return True
        return False

    def _wide_order(self, levels: list[int]) -> list[int]:
        """Deep but never a chain: widen the deepest level to `wide` arrows before going a
        level deeper, then top up shallower levels left with a single arrow (a round
        that frees one arrow is a hunt for a needle), then the deepest first."""
        count = self.level_count
        top = max(count, default=0)
        first = []
        if count.get(top, 0) < self.wide:
            first.append(top)
        first.append(top + 1)
        first += [lv for lv in reversed(levels) if count.get(lv, 0) < 2]
        seen = set()
        order = []
        for lv in first + levels[::-1]:
            if lv in self.buckets and lv not in seen:
                seen.add(lv)
                order.append(lv)
        return order

    def _pick(self, bucket: list[list[int]]) -> tuple[int, int] | None:
        """Take a random candidate out of a level's bucket, favouring the directions used
        least so far so that the heads do not all point one way."""
        counts = self.dir_count
        weights = [1.0 / (1 + counts[d]) ** 2 if heads else 0.0 for d, heads in enumerate(bucket)]
        if not any(weights):
            return None
        d = self.rng.weighted(weights)
        heads = bucket[d]
        k = self.rng.below(len(heads))
        head = heads[k]
        heads[k] = heads[-1]
        heads.pop()
        return head, d

    def _restore(self, deferred: list[tuple[int, int, int]]) -> None:
        for level, head, d in deferred:
            self.buckets[level][d].append(head)

    def _release(self, body: list[int]) -> None:
        for c in body:
            self.used[c] = 0

    def _pockets_ok(self, body: list[int]) -> bool:
        """Whether every pocket this (claimed) body would leave has a tail of its own to
        join (each tail can take one pocket)."""
        used, walks, owner, arrows = self.used, self.walks, self.owner, self.arrows
        tail = body[0]
        taken: set[int] = set()
        seen: set[int] = set()
        for c in body:
            for _, x, _ in walks[c]:
                if used[x] or x in seen:
                    continue
                pocket = self._pocket(x)
                if pocket is None:
                    continue
                seen.update(pocket)
                free_tail = next((y for p in pocket for _, y, _ in walks[p]
                                  if y not in taken and (y == tail or (
                                      owner[y] >= 0 and arrows[owner[y]][0] == y))), None)
                if free_tail is None:
                    return False
                taken.add(free_tail)
        return True

    def _side_ok(self, head: int, d: int, heads: dict[int, int] | None = None) -> bool:
        """No more than MAX_SIDE_HEADS heads alike in a row across their direction."""
        space = self.space
        heads = self.heads if heads is None else heads
        for e in space.side_axes(head, d):
            run = 1
            for way in (e, e ^ 1):
                c = space.shift(head, way)
                while c is not None and heads.get(c) == d:
                    run += 1
                    c = space.shift(c, way)
            if run > MAX_SIDE_HEADS:
                return False
        return True

    def _target_length(self) -> int:
        rng = self.rng
        left_cells = self.n - self.used_count
        left_arrows = max(1, self.count - len(self.arrows))
        mean = max(3.0, left_cells / left_arrows)
        kind = rng.weighted((0.35, 0.4, 0.25))
        if kind == 0:
            length = rng.between(3, max(3, round(mean * 0.8)))
        elif kind == 1:
            length = round(mean * (0.85 + 0.35 * rng.random()))
        else:
            length = round(mean * (1.4 + 0.6 * rng.random()))
        return max(3, min(self.max_len, length))

    def _grow(self, head: int, neck: int, d: int) -> list[int] | None:
        """A body from the neck backward through unused cells (head last), or None if < 3."""
        used, walks, rng = self.used, self.walks, self.rng
        target = self._target_length()
        body = [head, neck]
        used[head] = used[neck] = 1
        travel = next(u for t, c, u in walks[head] if c == neck)
        run = 1
        cur = neck
        while True:
            options, weights = [], []
            strands = False
            for t, c, u in walks[cur]:
                if used[c]:
                    continue
                free = sum(1 for _, x, _ in walks[c] if not used[x])
                w = 1.0
                if free == 0:
                    w *= 40.0           # a dead end: take it now or strand it
                    strands = True
                elif free == 1:
                    w *= 2.5            # hug the edge of the unused region (Warnsdorff)
                w *= 1.0 + 0.6 * (len(walks[c]) - free)   # curl around used neighbours
                if t == travel:
                    w *= 0.12 if run >= 2 else 0.5       # bend often, short straight runs
                if self.is_flat and u != t:
                    w *= 4.0            # wrap over an edge whenever possible
                options.append((c, t, u))
                weights.append(w)
            # Stop at the target length, unless stopping here would strand a cell.
            if not options or len(body) >= target and not (strands and len(body) < self.max_len):
                break
            c, t, u = options[rng.weighted(weights)]
            run = run + 1 if t == travel else 1
            travel = u
            body.append(c)
            used[c] = 1
            cur = c
        if len(body) < 3:
            for c in body:
                used[c] = 0
            return None
        body.reverse()
        return body

    def _commit(self, body: list[int], d: int, level: int) -> None:
        clean = self._pockets_ok(body)
        self._place(body, d, level)
        self._absorb_pockets(body)
        if not clean and self.first_strand is None:
            self.first_strand = len(self.arrows) - 1

    def _place(self, body: list[int], d: int, level: int) -> None:
        i = len(self.arrows)
        self.arrows.append(body)
        self.dirs.append(d)
        self.levels.append(level)
        self.level_count[level] = self.level_count.get(level, 0) + 1
        self.heads[body[-1]] = d
        self._watch(body[-1], d)
        self.dir_count[d] += 1
        self._claim(i, body)

    def _claim(self, i: int, cells: list[int]) -> None:
        """Unused cells become arrow i's (its body already lists them)."""
        level = self.levels[i]
        for c in cells:
            self.owner[c] = i
            self.cell_level[c] = level
            self.used[c] = 1
        self.used_count += len(cells)
        self.frontier.mark(cells)

    # -- pockets and leftovers -----------------------------------------------------------
    def _pocket(self, start: int) -> list[int] | None:
        """The unused component around `start` if it has fewer than 3 cells."""
        used, walks = self.used, self.walks
        comp, todo = [start], [start]
        seen = {start}
        while todo:
            c = todo.pop()
            for _, x, _ in walks[c]:
                if not used[x] and x not in seen:
                    seen.add(x)
                    comp.append(x)
                    if len(comp) >= 3:
                        return None
                    todo.append(x)
        return comp

    def _absorb_pockets(self, body: list[int]) -> None:
        used, walks = self.used, self.walks
        for c in body:
            for _, x, _ in walks[c]:
                if not used[x]:
                    pocket = self._pocket(x)
                    if pocket is not None:
                        self._absorb(pocket)

    def _absorb(self, pocket: list[int]) -> bool:
        """Give a pocket (1 or 2 connected unused cells) to a neighbour: onto its tail,
        by re-threading its body, or by cutting it around the pocket."""
        walks, owner, arrows = self.walks, self.owner, self.arrows
        for first in pocket:
            # the path starts next to a tail; a second cell chains on from the first
            path = [first] + [c for c in pocket if c != first]
            for _, x, _ in walks[path[0]]:
                o = owner[x]
                if o >= 0 and arrows[o][0] == x and len(arrows[o]) + len(path) <= self.cap:
                    self._prepend(o, path)
                    return True
        for p in pocket:
            for _, x, _ in walks[p]:
                o = owner[x]
                if o >= 0 and self._reroute(o, pocket):
                    return True
        return self._cut(pocket)

    def _cut(self, pocket: list[int]) -> bool:
        """Cut the arrow beside the pocket at the cell it touches: the pocket becomes the
        new tail of the front part, and the cut-off back part either joins the tail of an
        earlier arrow or, when its own ray is clear of everything cleared after, becomes
        an arrow of its own, cleared right after the front part."""
        walks, owner = self.walks, self.owner
        for first in pocket:
            path = [first] + [c for c in pocket if c != first]
            for _, x, _ in walks[first]:
                i = owner[x]
                if i < 0:
                    continue
                body = self.arrows[i]
                k = body.index(x)
                if k == 0 or k >= len(body) - 1:
                    continue
                back = body[:k]
                front = path[::-1] + body[k:]
                if len(front) > self.cap:
                    continue
                j = self._tail_home(back, i)
                if j is not None:
                    self._set_body(i, front)
                    self._join_tail(j, back)
                elif len(back) >= 3 and self._own_arrow_ok(back, i, front):
                    self._set_body(i, front)
                    self._insert_after(i, back)
                else:
                    continue
                self._claim(i, path)
                return True
        return False

    def _tail_home(self, cells: list[int], before: int) -> int | None:
        """An arrow placed before `before` whose tail touches an end of `cells`."""
        for end in (cells[-1], cells[0]):
            for _, y, _ in self.walks[end]:
                j = self.owner[y]
                if 0 <= j < before and self.arrows[j][0] == y \
                        and len(self.arrows[j]) + len(cells) <= self.cap:
                    return j
        return None

    def _join_tail(self, j: int, cells: list[int]) -> None:
        tail = self.arrows[j][0]
        if not any(y == tail for _, y, _ in self.walks[cells[-1]]):
            cells = cells[::-1]
        self._set_body(j, cells + self.arrows[j])

    def _own_arrow_ok(self, cells: list[int], i: int, front: list[int]) -> bool:
        space, owner = self.space, self.owner
        head, prev = cells[-1], cells[-2]
        d = self._direction_into(cells)
        if d is None or d not in space.directions(head) or space.neck(head, d) != prev:
            return False
        ray = space.ray(head, d)
        if ray is None or not self._side_ok(head, d):
            return False
        own, front_cells = set(cells), set(front)
        for c in ray:
            if c in own:
                return False
            if c in front_cells:
                continue
            if not self.used[c] or owner[c] < 0 or owner[c] > i:
                return False
        return True

    def _set_body(self, i: int, cells: list[int]) -> None:
        self.arrows[i] = cells
        for c in cells:
            self.owner[c] = i
            self.cell_level[c] = self.levels[i]

    def _insert_after(self, i: int, cells: list[int]) -> None:
        """A new arrow at clear position i + 1 (later arrows shift up by one)."""
        head, d = cells[-1], self._direction_into(cells)
        self.arrows.insert(i + 1, cells)
        self.dirs.insert(i + 1, d)
        self.levels.insert(i + 1, self.levels[i] + 1)
        self.heads[head] = d
        self._watch(head, d)
        self.dir_count[d] += 1
        for n in range(i + 2, len(self.arrows)):
            for c in self.arrows[n]:
                self.owner[c] = n
        if self.first_strand is not None and self.first_strand > i:
            self.first_strand += 1
        self._set_body(i + 1, cells)

    def _reroute(self, i: int, extra: list[int]) -> bool:
        """Re-thread arrow i's body through its own cells plus `extra` (unused cells),
        keeping its neck and head. Ownership changes only for unused cells, which no ray
        crosses, so the blocking graph is untouched."""
        body = self.arrows[i]
        if len(body) + len(extra) > self.cap:
            return False
        cells = set(body) | set(extra)
        walks = self.walks
        path = [body[-1], body[-2]]
        seen = set(path)
        budget = [REROUTE_BUDGET]

        def dfs(cur: int) -> bool:
            if len(path) == len(cells):
                return True
            budget[0] -= 1
            if budget[0] < 0:
                return False
            nxt = [x for _, x, _ in walks[cur] if x in cells and x not in seen]
            nxt.sort(key=lambda x: sum(1 for _, y, _ in walks[x] if y in cells and y not in seen))
            for x in nxt:
                seen.add(x)
                path.append(x)
                if dfs(x):
                    return True
                path.pop()
                seen.discard(x)
            return False

        if not dfs(body[-2]):
            return False
        path.reverse()
        self.arrows[i] = path
        self._claim(i, list(extra))
        return True

    def _prepend(self, i: int, path: list[int]) -> None:
        """path[0] touches arrow i's tail; the path joins the front of its body."""
        self.arrows[i][:0] = path[::-1]
        self._claim(i, path)
