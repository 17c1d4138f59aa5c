"""Where the 3D lock badges go (lockmarks3d.LockOverlay.spread), made cheaper as the camera
turns (s352: an XL 3D cube with every special arrow kind placed its 204 badges in 15-34 ms a
frame at 640x480, turning):

* each cell's projection made once a placement (each pass asked it again: 2 500 a frame);
* the badges placed so far kept in one list of slots, an empty one `NOWHERE` (each badge of
  each pass built the list of the others again: some 400 lists of 200 a frame);
* a nudge's picks asked in the batch (lockpicks3d.BadgePicks.pick_all) of the next
  placement: the same arrow's cell moved as far (`Spread.asked`), where it mostly is asked
  again as the camera turns (some 50 picks a frame one by one, each a walk of its own).

The same badges in the same places (tests/badge_oracle3d.py: the placement before)."""

from __future__ import annotations

import functools

import pygame

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode

from .lockpicks3d import BadgePicks

NOWHERE = pygame.Rect(-(1 << 24), -(1 << 24), 1, 1)  # (an empty slot: over no badge on the window)
NUDGES = (0.25, 0.5)  # of a badge's size: how far one steps off another, its middle on its arrow
SMALL = 0.75  # a badge that finds no place off the others is drawn this much the size
_WAYS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
_LONG = {(dx, dy): (abs(dx) + abs(dy)) ** 0.5 for dx, dy in _WAYS}  # (a way's weight against `away`)


def _inside(x: float, y: float, z: float, w: int, h: int) -> bool:
    """Whether a projected point lies on the window and between the near and far planes."""
    return 0 <= x < w and 0 <= y < h and 0 < z < 1


def cell_point(space, cid: int) -> tuple[float, float, float]:
    """World point of a cell's visible centre: the voxel centre, or a flat face's middle."""
    c = space.coord(cid)  # voxel (x, y, z) spans [x, x + 1] etc.
    v = VEC3[c[3]] if space.mode == Mode.FLAT else (0, 0, 0)
    return (c[0] + 0.5 + 0.5 * v[0], c[1] + 0.5 + 0.5 * v[1], c[2] + 0.5 + 0.5 * v[2])


class Spread:
    """One placement of `jobs` (arrow, its cells' order, image) over `board` seen by `ctl` at
    `size`: the cells' projections, the picks; `asked`: (arrow, cell, x and y off its pixel)
    of each nudge pick asked (`after`: the last placement's, picked with the cells'); `world`:
    cell -> `cell_point`, kept from placement to placement (the board's cells do not move)."""

    def __init__(self, board, ctl, size, jobs, after=frozenset(), world: dict | None = None) -> None:
        w, h = self.size = size
        self.board, self.jobs = board, jobs
        self.picks = BadgePicks(ctl, size)
        many, space, world = self.picks.camera.many, board.space, {} if world is None else world
        self.points: dict[int, list] = {}  # arrow -> its cells' (x, y, depth)
        self.seen: dict[int, list] = {}  # arrow -> its cells' pixel (x, y rounded) where in view, else None
        for i, _o, _m in jobs:
            if i not in self.points:
                cells = board.arrows[i].cells
                for c in cells:
                    if c not in world:
                        world[c] = cell_point(space, c)
                pts = self.points[i] = many([world[c] for c in cells], w, h)
                self.seen[i] = [(round(x), round(y)) if _inside(x, y, z, w, h) else None for x, y, z in pts]
        self.asked: set[tuple[int, int, int, int]] = set()
        self.picks.pick_all([p for s in self.seen.values() for p in s if p] + self._again(after))

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
        its badge (s347)."""
        jobs = self.jobs
        rects: list[pygame.Rect | None] = []
        slots: list[pygame.Rect] = []  # (rects, NOWHERE for none: what a badge may cover)
        imgs = [img for _i, _o, img in jobs]
        for i, order, img in jobs:
            rects.append(self.spot(i, order, img, slots))
            slots.append(rects[-1] or NOWHERE)
        for again in (False, True):
            for k, r in enumerate(rects):
                if r is None:
                    continue
                slots[k] = NOWHERE  # (the others)
                if r.collidelist(slots) >= 0:
                    img = _small(imgs[k]) if again else imgs[k]
                    spot = self.spot(jobs[k][0], jobs[k][1], img, slots)
                    if not again or (spot is not None and spot.collidelist(slots) < 0):
                        rects[k], imgs[k] = spot, img
                slots[k] = rects[k] or NOWHERE
        placed = []
        for k, ((i, _o, _m), img, r) in enumerate(zip(jobs, imgs, rects, strict=True)):
            if r is not None:  # (the depth only where it matters: a badge on another)
                slots[k] = NOWHERE
                on = r.collidelist(slots) >= 0
                slots[k] = r
                placed.append((img, r, min(p[2] for p in self.points[i]) if on else 0.0))
        return _apart(placed)

    def spot(self, i: int, order, img: pygame.Surface, taken: list[pygame.Rect]) -> pygame.Rect | None:
        """Where `img` goes: the first cell of arrow i, in `order`, that the camera can see
        and where it covers none of `taken`; else off them by a nudge that keeps its middle
        on the arrow (`nudged`); else the first cell it can see (None: none)."""
        seen, pick = self.seen[i], self.picks.pick
        shown: list[tuple[int, pygame.Rect]] = []
        for k in order:
            at = seen[k]
            if at is None:
                continue
            p = pick(at)
            if p is not None and p.arrow == i:
                rect = img.get_rect(center=at)
                if rect.collidelist(taken) < 0:
                    return rect
                shown.append((k, rect))
        for k, rect in shown:
            moved = self.nudged(i, k, rect, taken)
            if moved is not None:
                return moved
        return shown[0][1] if shown else None

    def nudged(self, i: int, k: int, rect: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect | None:
        """`rect` (on arrow i's cell k) moved off every one of `taken` by a step straight
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
                    return moved
        return None


@functools.lru_cache(maxsize=4096)
def _ways(ax: int, ay: int) -> tuple[tuple[int, int], ...]:
    """The eight ways a step may go, straight away from (ax, ay) first (ties: in `_WAYS`'s order)."""
    return tuple(sorted(_WAYS, key=lambda d: -(d[0] * ax + d[1] * ay) / _LONG[d]))


def _apart(
    placed: list[tuple[pygame.Surface, pygame.Rect, float]],
) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The badges of `placed` (image, rect, its arrow's depth) that cover none kept before
    them, nearest first (a tie: in their order); drawn in their order."""
    kept: list[int] = []
    for k in sorted(range(len(placed)), key=lambda k: placed[k][2]):
        if placed[k][1].collidelist([placed[j][1] for j in kept]) < 0:
            kept.append(k)
    return [placed[k][:2] for k in sorted(kept)]


@functools.lru_cache(maxsize=256)  # (by the badge itself: the same few cached images each frame)
def _small(img: pygame.Surface) -> pygame.Surface:
    """`img` at SMALL of its size."""
    w, h = img.get_size()
    return pygame.transform.smoothscale(img, (round(w * SMALL), round(h * SMALL)))
