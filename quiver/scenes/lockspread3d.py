"""Where the 3D lock badges go (lockmarks3d.LockOverlay.spread), made cheaper as the camera
turns (s352: an XL 3D cube with every special arrow kind placed its 204 badges in 15-34 ms a
frame at 640x480, turning):

* each cell's projection made once a placement (each pass asked it again: 2 500 a frame);
* the badges placed so far kept in one list of slots, an empty one `NOWHERE` (each badge of
  each pass built the list of the others again: some 400 lists of 200 a frame);
* a nudge's picks asked in the batch (lockpicks3d.BadgePicks.pick_all) of the next
  placement: the same arrow's cell moved as far (`Spread.asked`), where it mostly is asked
  again as the camera turns (some 50 picks a frame one by one, each a walk of its own).

Placed afresh, the same badges in the same places (tests/badge_oracle3d.py: the placement
before). And held still as the camera turns (`Spread.before`, `kept_spot`, `_kept`): a badge
keeps the last placement's spot while it may, one shown keeps showing (s352: placed afresh,
the XL cube's badges jumped 227 times and 36 went in or out over 90 frames of a degree)."""

from __future__ import annotations

import functools

import pygame

from .lockpicks3d import BadgePicks

NOWHERE = pygame.Rect(-(1 << 24), -(1 << 24), 1, 1)  # (an empty slot: over no badge on the window)
NUDGES = (0.25, 0.5)  # of a badge's size: how far one steps off another, its middle on its arrow
SMALL = 0.75  # a badge that finds no place off the others is drawn this much the size
SLACK = 2  # pixels: a held badge's middle may lie this far past its arrow's edge (toward its cell)
_WAYS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
_LONG = {(dx, dy): (abs(dx) + abs(dy)) ** 0.5 for dx, dy in _WAYS}  # (a way's weight against `away`)


def _inside(x: float, y: float, z: float, w: int, h: int) -> bool:
    """Whether a projected point lies on the window and between the near and far planes."""
    return 0 <= x < w and 0 <= y < h and 0 < z < 1


class Spread:
    """One placement of `jobs` (arrow, its cells' order, image) over `board` seen by `ctl` at
    `size`: the cells' projections, the picks; `asked`: (arrow, cell, x and y off its pixel)
    of each nudge pick asked (`after`: the last placement's, picked with the cells'); `world`:
    cell -> `ctl.cell_point`, kept from placement to placement (the board's cells do not move);
    `before`: the last placement's `spots`, each badge kept there while it still may be;
    `due` (key -> bool): of the badges not shown last placement, those tried this time (a
    turn's, lockmarks3d.ROUNDS: the rest not placed, their cells not picked), None: all;
    `hidden`: the arrows tried whose cells in view all picked another (their badges placed
    nowhere, so on no other's way: left out, the placement of the others is the same)."""

    def __init__(
        self, board, ctl, size, jobs, after=frozenset(), world: dict | None = None, before=None, due=None
    ) -> None:
        w, h = self.size = size
        self.before: dict[tuple[int, int], tuple[int, int, int, int]] = before or {}
        keys, self.skipped = job_keys(jobs), False
        if due is not None and self.before:  # (a turn: those not shown, a share of them a frame)
            on = [n for n, key in enumerate(keys) if key in self.before or due(key)]
            jobs, keys, self.skipped = [jobs[n] for n in on], [keys[n] for n in on], len(on) < len(keys)
        self.board, self.jobs, self.keys = board, jobs, keys
        self.hidden: set[int] = set()
        self.picks = BadgePicks(ctl, size)
        many, world = self.picks.camera.many, {} if world is None else world
        self.points: dict[int, list] = {}  # arrow -> its cells' (x, y, depth)
        self.seen: dict[int, list] = {}  # arrow -> its cells' pixel (x, y rounded) where in view, else None
        for i, _o, _m in jobs:
            if i not in self.points:
                cells = board.arrows[i].cells
                for c in cells:
                    if c not in world:
                        world[c] = ctl.cell_point(c)
                pts = self.points[i] = many([world[c] for c in cells], w, h)
                self.seen[i] = [(round(x), round(y)) if _inside(x, y, z, w, h) else None for x, y, z in pts]
        self.asked: set[tuple[int, int, int, int]] = set()
        self._spec: dict[int, tuple] = {}  # id of a rect spot gave -> (cell, x and y off it, image)
        self.spots: dict[
            tuple[int, int], tuple[int, int, int, int]
        ] = {}  # (placed: job_keys' -> spec, width)
        again = set(after) | {(key[0], k, ox, oy) for key, (k, ox, oy, _w) in self.before.items()}
        self.picks.pick_all([p for s in self.seen.values() for p in s if p] + self._again(again))

    def _again(self, after) -> list[tuple[int, int]]:
        """The pixels of the last placement's nudge picks (`asked`) in this view."""
        w, h = self.size
        out = []
        for i, k, ox, oy in after:
            at = self.seen[i][k] if i in self.seen and k < len(self.seen[i]) else None
            if at is not None and 0 <= at[0] + ox < w and 0 <= at[1] + oy < h:
                out.append((at[0] + ox, at[1] + oy))
        return out

    def placed(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each job's badge placed by `spot`: on none placed before it, then again on none of
        all the others where it still covers one, then smaller (SMALL) where it still does
        (s76); one that still covers another left out, the arrow nearer the camera keeping
        its badge (s347). Those shown last placement (`before`) placed first, and one kept
        where it was (`held`) moved only off another so (s352: not by one placed after)."""
        jobs, keys = self.jobs, self.keys
        rects: list[pygame.Rect | None] = [None] * len(jobs)
        slots = [NOWHERE] * len(jobs)  # (rects, NOWHERE for none: what a badge may cover)
        turn = sorted(range(len(jobs)), key=lambda k: keys[k] not in self.before)
        for k in turn:
            i, order, img = jobs[k]
            rects[k] = self.spot(i, order, img, slots, keys[k])
            slots[k] = rects[k] or NOWHERE
        held = [r if r is not None and self._held(keys[k], r) else NOWHERE for k, r in enumerate(rects)]
        for again in (False, True):
            for k in turn:
                r = rects[k]
                if r is None:
                    continue
                slots[k], kept, held[k] = NOWHERE, held[k] is r, NOWHERE  # (the others)
                if r.collidelist(held if kept else slots) >= 0:  # (one held: off the others held)
                    img = _small(jobs[k][2]) if again else jobs[k][2]
                    spot = self.spot(jobs[k][0], jobs[k][1], img, slots, keys[k])
                    if not again or (spot is not None and spot.collidelist(slots) < 0):
                        rects[k] = spot
                slots[k] = rects[k] or NOWHERE
                held[k] = r if kept and rects[k] is r else NOWHERE
        return self._keep(keys, rects, slots)

    def _held(self, key, rect: pygame.Rect) -> bool:
        """Whether `rect` is badge `key`'s spot of the last placement (kept_spot's)."""
        was, now = self.before.get(key), self._spec[id(rect)]
        return was is not None and was == (*now[:3], now[3].get_width())

    def _keep(self, keys, rects, slots) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The badges placed at `rects` (in `slots` too) that cover none kept (`_kept`),
        each with the image it was placed for; `spots` filled."""
        placed, whose = [], []
        for k, ((i, _o, _m), r) in enumerate(zip(self.jobs, rects, strict=True)):
            if r is not None:  # (the depth only where it matters: a badge on another)
                slots[k] = NOWHERE
                on = r.collidelist(slots) >= 0
                slots[k] = r
                placed.append((self._spec[id(r)][3], r, min(p[2] for p in self.points[i]) if on else 0.0))
                whose.append(k)
        kept = _kept(placed, [keys[k] in self.before for k in whose])
        for n in kept:
            k, ox, oy, img = self._spec[id(placed[n][1])]
            self.spots[keys[whose[n]]] = (k, ox, oy, img.get_width())
        return [placed[n][:2] for n in kept]

    def spot(
        self, i: int, order, img: pygame.Surface, taken: list[pygame.Rect], key=None
    ) -> pygame.Rect | None:
        """Where `img` goes: where the badge `key` was last placement (`kept_spot`); else the
        first cell of arrow i, in `order`, that the camera can see and where it covers none
        of `taken`; else off them by a nudge that keeps its middle on the arrow (`nudged`);
        else the first cell it can see (None: none)."""
        kept = None if key is None else self.kept_spot(key, i, img, taken)
        if kept is not None:
            return kept
        seen, pick = self.seen[i], self.picks.pick
        shown: list[tuple[int, pygame.Rect]] = []
        for k in order:
            at = seen[k]
            if at is None:
                continue
            p = pick(at)
            if p is not None and p.arrow == i:
                rect = img.get_rect(center=at)
                self._spec[id(rect)] = (k, 0, 0, img)
                if rect.collidelist(taken) < 0:
                    return rect
                shown.append((k, rect))
        for k, rect in shown:
            moved = self.nudged(i, k, img, rect, taken)
            if moved is not None:
                return moved
        if not shown:
            self.hidden.add(i)
        return shown[0][1] if shown else None

    def kept_spot(self, key, i: int, img: pygame.Surface, taken: list[pygame.Rect]) -> pygame.Rect | None:
        """The spot of badge `key` last placement (its cell of arrow i and the nudge off it),
        `img` as wide as it was, where its middle still picks arrow i on the window and it
        covers none of `taken` (s352: two badges about as near, or two spots about as free,
        swapped as the camera turned a degree, each badge moving every ninth frame)."""
        was = self.before.get(key)
        if was is not None and was[3] != img.get_width():
            img = _small(img)  # (drawn smaller then: SMALL)
        if was is None or was[3] != img.get_width():
            return None
        k, ox, oy, _w = was
        at = self.seen[i][k] if k < len(self.seen[i]) else None
        w, h = self.size
        if at is None or not (0 <= at[0] + ox < w and 0 <= at[1] + oy < h):
            return None
        rect = img.get_rect(center=at).move(ox, oy)
        if rect.collidelist(taken) >= 0 or not self._on(i, at[0] + ox, at[1] + oy, ox, oy):
            return None
        self._spec[id(rect)] = (k, ox, oy, img)
        return rect

    def _on(self, i: int, x: int, y: int, ox: int, oy: int) -> bool:
        """Whether pixel (x, y), (ox, oy) off a cell of arrow i, picks it, or SLACK pixels back
        toward that cell does (a held spot by the arrow's edge on screen)."""
        p = self.picks.pick((x, y))
        if p is None or p.arrow != i:
            p = self.picks.pick((x - SLACK * _sign(ox), y - SLACK * _sign(oy))) if ox or oy else None
        return p is not None and p.arrow == i

    def nudged(self, i: int, k: int, img, rect: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect | None:
        """`rect` (`img`'s on arrow i's cell k) moved off every one of `taken` by a step straight
        away from the first it covers, or aslant, where its middle still picks arrow i (s76)."""
        w, h = self.size
        hit = taken[rect.collidelist(taken)]
        ways = _ways(rect.centerx - hit.centerx, rect.centery - hit.centery)
        for share in NUDGES:
            for dx, dy in ways:
                ox, oy = round(dx * share * rect.w), round(dy * share * rect.h)
                moved = rect.move(ox, oy)
                if moved.collidelist(taken) >= 0 or not (0 <= moved.centerx < w and 0 <= moved.centery < h):
                    continue
                self.asked.add((i, k, ox, oy))  # (its middle: its cell's pixel moved so)
                p = self.picks.pick(moved.center)
                if p is not None and p.arrow == i:
                    self._spec[id(moved)] = (k, ox, oy, img)
                    return moved
        return None


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


@functools.lru_cache(maxsize=4096)
def _ways(ax: int, ay: int) -> tuple[tuple[int, int], ...]:
    """The eight ways a step may go, straight away from (ax, ay) first (ties: in `_WAYS`'s order)."""
    return tuple(sorted(_WAYS, key=lambda d: -(d[0] * ax + d[1] * ay) / _LONG[d]))


def job_keys(jobs) -> list[tuple[int, int]]:
    """Each job's (arrow, how many jobs before it are that arrow's): a badge from one
    placement to the next (an arrow may have a lock, a key and a turn badge)."""
    count: dict[int, int] = {}
    out = []
    for i, _o, _m in jobs:
        out.append((i, count.get(i, 0)))
        count[i] = out[-1][1] + 1
    return out


def _apart(
    placed: list[tuple[pygame.Surface, pygame.Rect, float]],
) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The badges of `placed` (image, rect, its arrow's depth) that cover none kept before
    them, nearest first (a tie: in their order); drawn in their order."""
    return [placed[k][:2] for k in _kept(placed)]


def _kept(
    placed: list[tuple[pygame.Surface, pygame.Rect, float]], shown: list[bool] | None = None
) -> list[int]:
    """`_apart`'s badges: their indices in `placed`, in order; those `shown` last placement
    first (s352: a badge kept then keeps its place against a nearer one, not in and out
    as two arrows' depths swap by a hair as the camera turns)."""
    was = shown or [False] * len(placed)
    kept: list[int] = []
    for k in sorted(range(len(placed)), key=lambda k: (not was[k], placed[k][2])):
        if placed[k][1].collidelist([placed[j][1] for j in kept]) < 0:
            kept.append(k)
    return sorted(kept)


@functools.lru_cache(maxsize=256)  # (by the badge itself: the same few cached images each frame)
def _small(img: pygame.Surface) -> pygame.Surface:
    """`img` at SMALL of its size."""
    w, h = img.get_size()
    return pygame.transform.smoothscale(img, (round(w * SMALL), round(h * SMALL)))
