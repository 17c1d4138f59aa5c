"""The end of a build: covering stranded cells, and landing on the requested count.

Everything here either keeps the clear-order invariant by construction (the "safe"
edits: a later arrow joining an earlier one's tail, a back part split off behind its
front part when its ray allows) or is a *checked* edit: any local change, kept only if
the new arrows are valid and the blocking graph stays acyclic (`_edit`). The check and
the renumbering that follows look only at the neighbourhood of the edit, so their cost
does not grow with the board (issue 17: large boards used to rebuild and re-check the
whole board for every edit). The list is a clear order again afterwards.
"""
from __future__ import annotations

from quiver.engine.board import Arrow, check_arrow
from quiver.engine.errors import BoardError

REGROW_TRIES = 60       # random re-covers of a torn-up region before giving up
CHECKED_TRIES = 40      # checked merges or splits tried per step


class Stuck(Exception):
    """This attempt left cells that no arrow could take; the caller backtracks."""


Part = tuple[list[int], int]          # (cells tail..head, direction)


class Finisher:
    """Mixed into Builder: the state (arrows, dirs, owner, used, walks...) is the builder's."""

    # -- installing a checked change -------------------------------------------------------
    def _direction_into(self, cells: list[int]) -> int | None:
        """The direction travelled by the last step of a path (what its head must point)."""
        return next((u for _, y, u in self.walks[cells[-2]] if y == cells[-1]), None)

    def _watchers(self) -> list[list[tuple[int, int]]]:
        """cell -> (head, dir) of the arrows whose ray crosses it. Built on first use (only
        the end game needs it). Entries go stale as arrows change, so a reader keeps only
        those whose head cell still points that way (same head and dir: same ray)."""
        if self.watch is None:
            self.watch = [[] for _ in range(self.n)]
            for a, d in zip(self.arrows, self.dirs):
                self._watch(a[-1], d)
        return self.watch

    def _watch(self, head: int, d: int) -> None:
        if self.watch is not None:
            for c in self.space.ray(head, d):
                self.watch[c].append((head, d))

    def _first_waiter(self, removed: list[int]) -> int:
        """The earliest arrow (not removed) whose ray crosses a removed arrow's cell."""
        watch, heads, owner, arrows = self._watchers(), self.heads, self.owner, self.arrows
        gone = set(removed)
        lo = len(arrows)
        for i in removed:
            for c in arrows[i]:
                for h, d in watch[c]:
                    if heads.get(h) == d:
                        o = owner[h]
                        if o < lo and o not in gone:
                            lo = o
        return lo

    def _edit(self, removed: list[int], new: list[Part]) -> bool:
        """Checked: the arrows at `removed` become `new`, if every new arrow is valid, the
        new rays cross only covered cells, the new heads keep the side-by-side rule and
        the blocking graph stays acyclic. Only the neighbourhood of the edit is examined,
        so the cost does not grow with the board."""
        space, owner, used, arrows = self.space, self.owner, self.used, self.arrows
        if any(not 3 <= len(a) <= self.cap for a, _ in new):
            return False
        gone = set(removed)
        new_owner: dict[int, int] = {}
        for j, (a, _) in enumerate(new):
            for c in a:
                if c in new_owner or used[c] and owner[c] not in gone:
                    return False
                new_owner[c] = j
        if any(c not in new_owner for i in removed for c in arrows[i]):
            return False
        rays = []
        for a, d in new:
            try:
                ray = check_arrow(space, Arrow(tuple(a), d))
            except BoardError:
                return False
            # the safe edits rely on no ray crossing a cell that is still unused
            if any(not used[c] and c not in new_owner for c in ray):
                return False
            rays.append(ray)
        lo = self._first_waiter(removed)
        heads = self.heads
        old_heads = {arrows[i][-1]: self.dirs[i] for i in removed}
        for h in old_heads:
            del heads[h]
        heads.update((a[-1], d) for a, d in new)
        order = None
        if all(self._side_ok(a[-1], d) for a, d in new):
            order = self._reorder(lo, removed, rays, new_owner)
        if order is None:
            for a, _ in new:
                del heads[a[-1]]
            heads.update(old_heads)
            return False
        self._adopt(order, min(removed), new, rays)
        return True

    def _reorder(self, lo: int, removed: list[int], rays: list[tuple[int, ...]],
                 new_owner: dict[int, int]) -> list[int] | None:
        """The clear order after an edit, as old positions (and len(arrows) + j for new
        arrow j), or None when the edit closes a cycle.

        Arrow i waits only on arrows before it. A cycle after the edit passes through a
        new arrow, and every old arrow on it waits (through old arrows) on `lo` or a later
        waiter of a removed arrow; so a depth-first search from the new arrows among old
        arrows at or after `lo` finds any cycle. Its post-order is a dependency order for
        what it reached; old arrows before `lo` go first and the rest keep their places."""
        owner, arrows, dirs, ray_of = self.owner, self.arrows, self.dirs, self.space.ray
        base = len(arrows)

        def out(node: int):
            ray = rays[node - base] if node >= base else ray_of(arrows[node][-1], dirs[node])
            for c in ray:
                j = new_owner.get(c)
                t = base + j if j is not None else owner[c]
                if t >= lo:
                    yield t

        state: dict[int, int] = {}          # 1: on the stack, 2: done
        post: list[int] = []
        for root in range(base, base + len(rays)):
            if root in state:
                continue
            state[root] = 1
            stack = [(root, out(root))]
            while stack:
                node, it = stack[-1]
                t = next(it, None)
                if t is None:
                    state[node] = 2
                    post.append(node)
                    stack.pop()
                elif t not in state:
                    state[t] = 1
                    stack.append((t, out(t)))
                elif state[t] == 1:
                    return None
        gone = set(removed)
        return ([p for p in range(min(lo, base)) if p not in gone] + post
                + [p for p in range(lo, base) if p not in gone and p not in state])

    def _adopt(self, order: list[int], first: int, new: list[Part],
               rays: list[tuple[int, ...]]) -> None:
        """Take the new order; renumber from `first`, the first position that moved."""
        base = len(self.arrows)
        arrows = [self.arrows[p] if p < base else new[p - base][0] for p in order]
        dirs = [self.dirs[p] if p < base else new[p - base][1] for p in order]
        levels = [self.levels[p] if p < base else 0 for p in order]
        owner, used, cell_level = self.owner, self.used, self.cell_level
        for i in range(first, len(arrows)):
            a = arrows[i]
            if levels[i] == 0:      # new: one past the deepest arrow its ray meets
                ray = self.space.ray(a[-1], dirs[i])
                levels[i] = 1 + max((levels[owner[c]] for c in ray), default=0)
            for c in a:
                owner[c] = i
                cell_level[c] = levels[i]
                if not used[c]:
                    used[c] = 1
                    self.used_count += 1
        for a, d in new:
            self._watch(a[-1], d)
        self.arrows, self.dirs, self.levels = arrows, dirs, levels

    def _replace(self, i: int, parts: list[Part]) -> bool:
        """Checked: arrow i becomes `parts` (one or more arrows)."""
        return self._edit([i], parts)

    # -- stranded cells -------------------------------------------------------------------
    def _absorb_leftovers(self) -> None:
        """Feed every unused cell to a neighbouring arrow, or give up."""
        progress = True
        while progress and self.used_count < self.n:
            progress = False
            for c in range(self.n):
                if not self.used[c] and (self._absorb([c]) or self._checked_repair(c)
                                         or self._regrow_around(c)):
                    progress = True
        if self.used_count < self.n:
            near = [self.owner[x] for c in range(self.n) if not self.used[c]
                    for _, x, _ in self.walks[c] if self.owner[x] >= 0]
            self.stuck_near = min(near, default=None)
            raise Stuck(f"{self.n - self.used_count} cells left uncovered")

    def _absorb_stray_pockets(self) -> None:
        """Cover every unused component of one or two cells (see _absorb_leftovers)."""
        for c in range(self.n):
            if not self.used[c] and self._pocket(c) is not None:
                self._absorb([c]) or self._checked_repair(c) or self._regrow_around(c)

    def _checked_repair(self, c: int) -> bool:
        """Move a neighbour's head onto the cell, or cut a neighbour in two around it."""
        for _, x, _ in self.walks[c]:
            i = self.owner[x]
            if i < 0:
                continue
            body, d = self.arrows[i], self.dirs[i]
            k = body.index(x)
            step = next((u for _, y, u in self.walks[x] if y == c), None)
            edits: list[list[Part]] = []
            if k == len(body) - 1 and step is not None:
                edits.append([(body + [c], step)])
            if 0 < k < len(body) - 1:
                back = body[:k]
                if len(back) >= 3 and self._direction_into(back) is not None:
                    edits.append([([c] + body[k:], d), (back, self._direction_into(back))])
                if k + 1 <= len(body) - 3 and step is not None:
                    edits.append([(body[k + 1:], d), (body[:k + 1] + [c], step)])
            if any(self._replace(i, edit) for edit in edits):
                return True
        return False

    def _regrow_around(self, c: int) -> bool:
        """Tear up the arrows near a stranded cell and cover the region afresh."""
        walks = self.walks
        for radius in (1, 2):
            torn: set[int] = set()
            ring = {c}
            for _ in range(radius):
                nxt: set[int] = set()
                for cell in ring:
                    for _, x, _ in walks[cell]:
                        o = self.owner[x]
                        if o >= 0 and o not in torn:
                            torn.add(o)
                            nxt.update(self.arrows[o])
                ring = nxt
            region = {c} | {x for o in torn for x in self.arrows[o]}
            region |= {y for x in list(region) for _, y, _ in walks[x] if not self.used[y]}
            removed = sorted(torn)
            lo = self._first_waiter(removed)
            for _ in range(REGROW_TRIES):
                fresh = self._cover(region, lo)
                if fresh is not None and self._edit(removed, fresh):
                    return True
        return False

    def _cover(self, region: set[int], lo: int) -> list[Part] | None:
        """Random arrows exactly covering `region`, or None. Heads go first where the ray
        meets nothing but the region and arrows cleared before `lo` (the first arrow
        that waits on the region), which can never close a cycle."""
        space, walks, rng, owner = self.space, self.walks, self.rng, self.owner
        free = set(region)
        out: list[Part] = []

        def ray_ok(h: int, d: int) -> bool:
            ray = space.ray(h, d)
            return ray is not None and all(x in region or 0 <= owner[x] < lo for x in ray)

        def degree(x: int, taken=()) -> int:
            return sum(1 for _, y, _ in walks[x] if y in free and y not in taken)

        while free:
            heads, fallback = [], []
            for h in sorted(free):
                options = [(d, n) for d in space.directions(h)
                           if (n := space.neck(h, d)) is not None and n in free]
                good = [o for o in options if ray_ok(h, o[0])]
                if good:
                    heads.append((degree(h), h, good))
                elif options:
                    fallback.append((degree(h), h, options))
            heads = heads or fallback
            if not heads:
                return None
            heads.sort()
            _, head, options = heads[0] if rng.chance(0.7) else rng.choice(heads)
            d, neck = rng.choice(options)
            body, taken = [head, neck], {head, neck}
            target = rng.between(3, max(3, min(self.max_len, len(free))))
            while len(body) < target:
                nxt = sorted((y for _, y, _ in walks[body[-1]] if y in free and y not in taken),
                             key=lambda y: degree(y, taken))
                if not nxt:
                    break
                body.append(nxt[0] if rng.chance(0.7) else rng.choice(nxt))
                taken.add(body[-1])
            if len(body) < 3:
                return None
            free -= taken
            out.append((body[::-1], d))
        return out

    # -- the count --------------------------------------------------------------------------
    def merge_down_to(self, target: int) -> None:
        """Merge until at most `target` arrows remain: first the always-safe merge (an
        arrow absorbs a later one whose head touches its tail), then checked merges."""
        while len(self.arrows) > target:
            pairs = self._merge_pairs()
            safe = [p for p in pairs if p[1] < p[2]]
            if safe:
                best = [p for p in safe if p[0] == safe[0][0]]
                _, i, j = best[self.rng.below(len(best))]
                later = self.arrows.pop(j)
                self.dirs.pop(j)
                self.levels.pop(j)
                del self.heads[later[-1]]
                self.arrows[i][:0] = later
                for c in later:
                    self.owner[c] = i
                for n in range(j, len(self.arrows)):      # later arrows moved down by one
                    for c in self.arrows[n]:
                        self.owner[c] = n
                continue
            if any(self._checked_merge(i, j) for _, i, j in pairs[:CHECKED_TRIES]):
                continue
            tails = self._merge_pairs(end=0)[:CHECKED_TRIES]
            if any(self._checked_merge(i, j, reverse=True) for _, i, j in tails):
                continue
            if not any(self._checked_head_merge(i, j) for _, i, j in self._head_pairs()):
                return

    def _merge_pairs(self, end: int = -1) -> list[tuple[int, int, int]]:
        """(combined length, i, j) where arrow j's head (end=-1) or tail (end=0) touches
        arrow i's tail."""
        tail_of = {a[0]: i for i, a in enumerate(self.arrows)}
        pairs = []
        for j, body in enumerate(self.arrows):
            for x in self.space.neighbors(body[end]):
                i = tail_of.get(x)
                if i is not None and i != j and len(self.arrows[i]) + len(body) <= self.cap:
                    pairs.append((len(self.arrows[i]) + len(body), i, j))
        pairs.sort()
        return pairs

    def _checked_merge(self, i: int, j: int, reverse: bool = False) -> bool:
        """Checked: arrow j (reversed, when its tail is the end that touches) joins the
        front of arrow i."""
        front = self.arrows[j][::-1] if reverse else self.arrows[j]
        return self._edit([i, j], [(front + self.arrows[i], self.dirs[i])])

    def _head_pairs(self) -> list[tuple[int, int, int]]:
        """(combined length, i, j) for arrows whose heads touch, i < j."""
        head_of = {a[-1]: i for i, a in enumerate(self.arrows)}
        pairs = []
        for i, body in enumerate(self.arrows):
            for x in self.space.neighbors(body[-1]):
                j = head_of.get(x)
                if j is not None and i < j and len(self.arrows[i]) + len(self.arrows[j]) <= self.cap:
                    pairs.append((len(body) + len(self.arrows[j]), i, j))
        pairs.sort()
        return pairs[:CHECKED_TRIES]

    def _checked_head_merge(self, i: int, j: int) -> bool:
        """Checked: two arrows whose heads touch become one, running head to head and
        out through j's old tail, which is the new head."""
        for a, b in ((i, j), (j, i)):
            cells = self.arrows[a] + self.arrows[b][::-1]
            d = self._direction_into(cells)
            if d is None or d not in self.space.directions(cells[-1]):
                continue
            if self._edit([i, j], [(cells, d)]):
                return True
        return False

    def split_up_to(self, target: int) -> None:
        """Split long arrows until `target` exist: safely when the back part's ray only
        crosses arrows cleared before it, else as a checked edit."""
        rng = self.rng
        while len(self.arrows) < target:
            checked: list[tuple[int, list[int], list[int]]] = []
            done = False
            for i in sorted(range(len(self.arrows)), key=lambda i: -len(self.arrows[i])):
                body = self.arrows[i]
                if len(body) < 6:
                    break
                cuts = list(range(3, len(body) - 2))
                rng.shuffle(cuts)
                for k in cuts:
                    back, front = body[:k], body[k:]
                    if self._own_arrow_ok(back, i, front):
                        self._set_body(i, front)
                        self._insert_after(i, back)
                        done = True
                        break
                    checked.append((i, back, front))
                if done:
                    break
            if done:
                continue
            tries = checked[:CHECKED_TRIES]
            if not any(self._checked_split(i, back, front) for i, back, front in tries):
                return

    def _checked_split(self, i: int, back: list[int], front: list[int]) -> bool:
        d = self._direction_into(back)
        return d is not None and self._replace(i, [(front, self.dirs[i]), (back, d)])

    # -- difficulty polish -----------------------------------------------------------------
    def _free_now(self) -> list[int]:
        """Arrows free at the start: on a full board, those whose ray meets no cell."""
        ray = self.space.ray
        return [i for i, (a, d) in enumerate(zip(self.arrows, self.dirs)) if not ray(a[-1], d)]

    def _turned(self, i: int) -> Part | None:
        """Arrow i turned around (tail becoming head), if that is a valid arrow."""
        turned = self.arrows[i][::-1]
        d = self._direction_into(turned)
        if d is None or d not in self.space.directions(turned[-1]):
            return None
        return turned, d

    def set_free(self, want: int, reduce: bool, tries: int = 6) -> None:
        """Leave at least `want` arrows free at the start (hard: about `want`). Beyond it, turn free
        arrows around when that leaves them blocked (each try is a checked edit, so only
        the first few are tried); below it, turn blocked arrows whose tail faces straight
        out of the shape."""
        free = self._free_now() if reduce else []
        for a in [self.arrows[i] for i in free[want:want + tries]]:
            i = self.arrows.index(a)
            part = self._turned(i)
            if part is not None and self.space.ray(part[0][-1], part[1]):
                self._replace(i, [part])
        missing = want - len(self._free_now())
        i = 0
        while missing > 0 and i < len(self.arrows):
            part = self._turned(i)
            if part is not None and self.space.ray(part[0][-1], part[1]) == () \
                    and self._replace(i, [part]):
                missing -= 1
            i += 1
