"""The end of a build: covering stranded cells, and landing on the requested count.

Everything here either keeps the clear-order invariant by construction (the "safe"
edits: a later arrow joining an earlier one's tail, a back part split off behind its
front part when its ray allows) or is a *checked* edit: any local change, kept only if
the engine accepts the whole board and peel still clears it. A checked edit renumbers
the arrows in peel order, so the list is a clear order again afterwards.
"""
from __future__ import annotations

from quiver.engine.board import Arrow, Board
from quiver.engine.errors import BoardError
from quiver.engine.solve import peel

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

    def _install(self, arrows: list[list[int]], dirs: list[int], new: list[Part]) -> bool:
        """Adopt these arrows if the board is valid and solvable, the new rays cross only
        covered cells and the new heads keep the side-by-side rule; renumber in peel order."""
        if any(not 3 <= len(a) <= self.cap for a, _ in new):
            return False
        try:
            board = Board(self.space, [Arrow(tuple(a), d) for a, d in zip(arrows, dirs)])
        except BoardError:
            return False
        # The safe edits rely on no ray crossing a cell that is still unused.
        covered = {c for a in arrows for c in a}
        if any(c not in covered for a, d in new for c in self.space.ray(a[-1], d)):
            return False
        result = peel(board)
        if not result.solvable:
            return False
        heads = {a[-1]: d for a, d in zip(arrows, dirs)}
        if any(not self._side_ok(a[-1], d, heads) for a, d in new):
            return False
        order, levels = result.order(), result.levels()
        self.arrows = [arrows[i] for i in order]
        self.dirs = [dirs[i] for i in order]
        self.levels = [levels[i] for i in order]
        self.heads = heads
        self.owner = [-1] * self.n
        self.used = bytearray(self.n)
        for i, a in enumerate(self.arrows):
            for c in a:
                self.owner[c] = i
                self.used[c] = 1
        self.used_count = sum(len(a) for a in self.arrows)
        return True

    def _replace(self, i: int, parts: list[Part]) -> bool:
        """Checked: arrow i becomes `parts` (one or more arrows)."""
        arrows = self.arrows[:i] + [a for a, _ in parts] + self.arrows[i + 1:]
        dirs = self.dirs[:i] + [d for _, d in parts] + self.dirs[i + 1:]
        return self._install(arrows, dirs, parts)

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
            raise Stuck(f"{self.n - self.used_count} cells left uncovered")

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
            keep = [i for i in range(len(self.arrows)) if i not in torn]
            for _ in range(REGROW_TRIES):
                fresh = self._cover(region)
                if fresh is None:
                    continue
                arrows = [self.arrows[i] for i in keep] + [a for a, _ in fresh]
                dirs = [self.dirs[i] for i in keep] + [d for _, d in fresh]
                if self._install(arrows, dirs, fresh):
                    return True
        return False

    def _cover(self, region: set[int]) -> list[Part] | None:
        """Random arrows exactly covering `region` (rays not yet checked), or None."""
        space, walks, rng = self.space, self.walks, self.rng
        free = set(region)
        out: list[Part] = []

        def degree(x: int, taken=()) -> int:
            return sum(1 for _, y, _ in walks[x] if y in free and y not in taken)

        while free:
            cells = sorted(sorted(free), key=degree)   # most constrained first: dead ends
            head = cells[0] if rng.chance(0.7) else rng.choice(cells)
            options = [(d, space.neck(head, d)) for d in space.directions(head)]
            options = [(d, n) for d, n in options if n is not None and n in free]
            if not options:
                return None
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
                for n, a in enumerate(self.arrows):
                    for c in a:
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
        merged = (front + self.arrows[i], self.dirs[i])
        keep = [n for n in range(len(self.arrows)) if n not in (i, j)]
        return self._install([self.arrows[n] for n in keep] + [merged[0]],
                             [self.dirs[n] for n in keep] + [merged[1]], [merged])

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
            keep = [n for n in range(len(self.arrows)) if n not in (i, j)]
            if self._install([self.arrows[n] for n in keep] + [cells],
                             [self.dirs[n] for n in keep] + [d], [(cells, d)]):
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
    def reduce_free(self, keep: int = 1, tries: int = 6) -> None:
        """Hard boards: turn arrows that are free at the start (beyond `keep`) around,
        tail becoming head, when that leaves them blocked and the board solvable. Each
        try is a whole-board check, so only the first few free arrows are tried."""
        board = Board(self.space, [Arrow(tuple(a), d) for a, d in zip(self.arrows, self.dirs)])
        free = peel(board).rounds[0]
        for a in [self.arrows[i] for i in free[keep:keep + tries]]:
            i = self.arrows.index(a)
            turned = a[::-1]
            d = self._direction_into(turned)
            if d is None or d not in self.space.directions(turned[-1]):
                continue
            ray = self.space.ray(turned[-1], d)
            if ray:                                   # blocked by something: no longer free
                self._replace(i, [(turned, d)])

