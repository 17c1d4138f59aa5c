"""Lock and key badges, and rotating arrows' turn badges, over the 3D and Flat-3D boards
(RULES.md section 6).

The badges are the 2D board's (`quiver.render2d.lockmarks`), drawn on the scene's
transparent HUD layer at the screen point of a cell of the arrow that the camera can
see (checked by picking that pixel), so they read from any side and end-on: when the
middle of an arrow is hidden, the badge moves to a cell that is not.

A turn badge sits on the tail end (a lock badge takes the middle) and shows the turn as
this view sees it: a turn about an axis pointing toward the camera is counter-clockwise
on screen, about one pointing away clockwise (the right-hand rule).
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode, Turn
from quiver.render2d.lockmarks import badge, lock_marks
from quiver.render2d.turnmarks import turn_badge

from .lockpicks3d import BadgePicks, place_key

BADGE_CELL = 54  # the badge is drawn as for a 2D cell of this many pixels, at the HUD's scale 1
# (its print grows with the HUD's: s295, at 1920x1080 the letter stood small beside the bars')
# ... at most: where a cell shows smaller, the badge is drawn for a cell as it shows, never
# under LEAST_CELL (s302: at 480x360 a 5-cube's cells were 25 px on screen and each 50 px
# badge hid about four of them, a key over its neighbour's padlock)
LEAST_CELL = 34  # the letter 17 px tall at least (lockmarks: over half its cell); lock and key apart


def cell_point(space, cid: int) -> tuple[float, float, float]:
    """World point of a cell's visible centre: the voxel centre, or a flat face's middle."""
    c = space.coord(cid)  # voxel (x, y, z) spans [x, x + 1] etc.
    v = VEC3[c[3]] if space.mode == Mode.FLAT else (0, 0, 0)
    return (c[0] + 0.5 + 0.5 * v[0], c[1] + 0.5 + 0.5 * v[1], c[2] + 0.5 + 0.5 * v[2])


def badge_cell(camera, size, u: float) -> int:
    """The 2D cell a badge is drawn for: a cell's width on screen at the view's middle,
    between LEAST_CELL and BADGE_CELL at the HUD's scale `u`."""
    w, h = size
    mid = camera.pivot
    x0, y0, _ = camera.project(mid, w, h)
    x1, y1, _ = camera.project(mid + camera.right, w, h)
    shown = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    return round(max(LEAST_CELL, min(BADGE_CELL * max(1.0, u), shown)))


class LockOverlay:
    """Where the badges were last frame (to clear them) and where they are now."""

    def __init__(self, board) -> None:
        self.board = board
        self.marks = [(i, kind, label) for (i, _k), (kind, label) in lock_marks(board).items()]
        self.turns = sorted(board.turns.items())  # rotating arrow -> its axis
        self.rects: list[pygame.Rect] = []
        self._placed: tuple[tuple | None, list] = (None, [])  # (place_key, its badges: s349)

    def place(self, ctl, size, u: float = 1.0) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The badges to draw now: one per arrow still on the board with a visible cell,
        spread off each other where their arrows let them (s71: on a big Flat 3D board the
        keys and padlocks of neighbouring arrows lay on each other, a letter hidden); u:
        the HUD's scale (hud.u, never under 1), the badges' at most with it (badge_cell).
        The last placement again where nothing it reads changed (s349: place_key)."""
        key = place_key(ctl, size, u)
        if key is not None and key == self._placed[0]:
            return list(self._placed[1])
        placed = self._place(ctl, size, u)
        self._placed = (key, placed)
        return list(placed)

    def _place(self, ctl, size, u: float) -> list[tuple[pygame.Surface, pygame.Rect]]:
        board = self.board
        cell = badge_cell(ctl.camera, size, u)
        jobs: list[tuple[int, Any, pygame.Surface]] = []
        for i, kind, label in self.marks:
            if i not in board.alive:
                continue
            cells = board.arrows[i].cells
            order = sorted(range(len(cells)), key=lambda k: abs(k - len(cells) // 2))
            jobs.append((i, order, badge(kind, label, cell)))
        back = ctl.camera.back
        for i, axis in self.turns:
            if i not in board.alive:
                continue
            toward = sum(a * b for a, b in zip(VEC3[axis], (back.x, back.y, back.z), strict=True))
            img = turn_badge(Turn.CCW if toward > 0 else Turn.CW, cell)
            jobs.append((i, range(len(board.arrows[i].cells)), img))
        return self.spread(ctl, size, jobs)

    def spread(
        self, ctl, size, jobs: list[tuple[int, Any, pygame.Surface]]
    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each job's badge (arrow, its cells' order, image) placed by `_spot`: on none
        placed before it, then again on none of all the others where it still covers one,
        then smaller (SMALL) where it still does (s76); one that still covers another is
        left out, the arrow nearer the camera keeping its badge (s347: an XL 3D cube's many
        specials at 640x480 drew 20 pairs of badges over each other, letters unreadable)."""
        rects: list[pygame.Rect | None] = []
        imgs = [img for _i, _o, img in jobs]
        ctl = BadgePicks(ctl, size)  # (the passes after the first ask again for the pixels it picked)
        ctl.pick_all(self._candidates(ctl, size, jobs))  # (s349: one walk, not a pick each)
        for i, order, img in jobs:
            rects.append(self._spot(ctl, size, i, order, img, [r for r in rects if r]))
        for again in (False, True):
            for k, r in enumerate(rects):
                others = [o for j, o in enumerate(rects) if o and j != k]
                if r is None or r.collidelist(others) < 0:
                    continue
                img = _small(imgs[k]) if again else imgs[k]
                spot = self._spot(ctl, size, jobs[k][0], jobs[k][1], img, others)
                if not again or (spot is not None and spot.collidelist(others) < 0):
                    rects[k], imgs[k] = spot, img
        board, placed = self.board, []
        for (i, _o, _m), img, r in zip(jobs, imgs, rects, strict=True):
            if r is not None:  # (the depth only where it matters: a badge on another)
                on = r.collidelist([o for o in rects if o and o is not r]) >= 0
                placed.append(
                    (img, r, _nearest(ctl, size, board.arrows[i].cells, board.space) if on else 0.0)
                )
        return _apart(placed)

    def _candidates(self, ctl, size, jobs) -> list[tuple[float, float]]:
        """The pixels `_spot` may pick: each job's cells' on the window, in view."""
        w, h = size
        space, arrows = self.board.space, self.board.arrows
        out = []
        for i, _o, _m in jobs:
            for c in arrows[i].cells:
                x, y, depth = ctl.camera.project(cell_point(space, c), w, h)
                if 0 <= x < w and 0 <= y < h and 0 < depth < 1:
                    out.append((x, y))
        return out

    def _spot(self, ctl, size, i: int, order, img: pygame.Surface, taken: list[pygame.Rect]):
        """Where `img` goes: the first cell of arrow i, in `order`, that the camera can see
        and where it covers none of `taken`; else off them by a nudge that keeps its middle
        on the arrow (`_nudged`); else the first cell it can see (None: none)."""
        w, h = size
        board = self.board
        cells = board.arrows[i].cells
        shown: list[pygame.Rect] = []
        for k in order:
            x, y, depth = ctl.camera.project(cell_point(board.space, cells[k]), w, h)
            if not (0 <= x < w and 0 <= y < h and 0 < depth < 1):
                continue
            p = ctl.pick((x, y))
            if p is not None and p.arrow == i:
                rect = img.get_rect(center=(round(x), round(y)))
                if rect.collidelist(taken) < 0:
                    return rect
                shown.append(rect)
        for rect in shown:
            moved = _nudged(ctl, size, i, rect, taken)
            if moved is not None:
                return moved
        return shown[0] if shown else None

    def over(self, rects: list[pygame.Rect]) -> bool:
        """Whether a badge lies over one of `rects`: each frame's badges clear and cover what
        is there (stranger playtest: at 640x480 the Flat 3D padlock lesson's pointer, drawn
        once, went under the padlock it pointed at), so the lesson's bubble is drawn again."""
        return any(r.collidelist(rects) >= 0 for r in self.rects)

    def draw(self, surface: pygame.Surface, ctl, hud) -> list[pygame.Rect]:
        """Clear last frame's badges, draw this frame's between the HUD's bars (they follow
        the camera every frame); the rects that changed."""
        if not self.marks and not self.turns:
            return []
        top, bottom = hud.top_rect.bottom, hud.bottom_rect.top
        clip = pygame.Rect(0, top, surface.get_width(), max(0, bottom - top))
        old = self.rects
        for r in old:
            surface.fill((0, 0, 0, 0), r)
        prev_clip = surface.get_clip()
        surface.set_clip(clip)
        new = []
        for img, rect in self.place(ctl, surface.get_size(), hud.u):
            surface.blit(img, rect)
            new.append(rect.clip(clip))
        surface.set_clip(prev_clip)
        self.rects = [r for r in new if r.w > 0 and r.h > 0]
        return old + self.rects


def _nearest(ctl, size, cells, space) -> float:
    """The depth (0 near .. 1 far) of an arrow's cell nearest the camera."""
    w, h = size
    return min(ctl.camera.project(cell_point(space, c), w, h)[2] for c in cells)


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


NUDGES = (0.25, 0.5)  # of a badge's size: how far one steps off another, its middle on its arrow


def _nudged(ctl, size, i: int, rect: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect | None:
    """`rect` moved off every one of `taken` by a step straight away from the first it
    covers, or aslant, where its middle still picks arrow i (s76: an arrow that shows one
    cell had its badge there, on a neighbour's however near: 3D boards kept overlapping
    pairs of badges after s71 moved them along their arrows)."""
    w, h = size
    hit = taken[rect.collidelist(taken)]
    away = (rect.centerx - hit.centerx, rect.centery - hit.centery)
    ways = sorted(
        ((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy),
        key=lambda d: -(d[0] * away[0] + d[1] * away[1]) / (abs(d[0]) + abs(d[1])) ** 0.5,
    )
    for share in NUDGES:
        for dx, dy in ways:
            moved = rect.move(round(dx * share * rect.w), round(dy * share * rect.h))
            if moved.collidelist(taken) >= 0 or not (0 <= moved.centerx < w and 0 <= moved.centery < h):
                continue
            p = ctl.pick(moved.center)
            if p is not None and p.arrow == i:
                return moved
    return None


SMALL = 0.75  # a badge that finds no place off the others is drawn this much the size


@functools.lru_cache(maxsize=256)  # (by the badge itself: the same few cached images each frame)
def _small(img: pygame.Surface) -> pygame.Surface:
    """`img` at SMALL of its size."""
    w, h = img.get_size()
    return pygame.transform.smoothscale(img, (round(w * SMALL), round(h * SMALL)))
