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

from .lockpicks3d import place_key
from .lockspread3d import Spread

BADGE_CELL = 54  # the badge is drawn as for a 2D cell of this many pixels, at the HUD's scale 1
# (its print grows with the HUD's: s295, at 1920x1080 the letter stood small beside the bars')
# ... at most: where a cell shows smaller, the badge is drawn for a cell as it shows, never
# under LEAST_CELL (s302: at 480x360 a 5-cube's cells were 25 px on screen and each 50 px
# badge hid about four of them, a key over its neighbour's padlock)
LEAST_CELL = 34  # the letter 17 px tall at least (lockmarks: over half its cell); lock and key apart
ROUNDS = 2  # as the view turns, the badges of arrows hidden last placement are tried half of
# them a frame (s368: the XL cube's 204 badges showed some 23, and picking the cells of the
# arrows inside, hidden, each frame took most of the turn's picks)


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
        self._asked: frozenset = frozenset()  # (the last placement's nudge picks: lockspread3d)
        self.spots: dict = {}  # (the last placement's badges: lockspread3d.Spread.spots)
        self._world: dict[int, tuple] = {}  # (cell -> its world point, the cells staying put)
        self.rounds = 0  # (placements in part as the view turned: ROUNDS)
        self.partial = False  # (the last placement tried only a share of the hidden arrows' badges)
        self._hidden: set[int] = set()  # (the arrows whose cells all picked another, or not tried since)
        self._full_next = False  # (a hidden arrow came into view: all tried the next placement)

    def place(self, ctl, size, u: float = 1.0) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The badges to draw now: one per arrow still on the board with a visible cell,
        spread off each other where their arrows let them (s71: on a big Flat 3D board the
        keys and padlocks of neighbouring arrows lay on each other, a letter hidden); u:
        the HUD's scale (hud.u, never under 1), the badges' at most with it (badge_cell).
        The last placement again where nothing it reads changed (s349: place_key)."""
        key = place_key(ctl, size, u)
        if key is not None and key == self._placed[0] and not self.partial:
            return list(self._placed[1])
        # only the camera moved since a placement of its own, on a 3D board (Flat's placement
        # costs a tenth): the hidden arrows' badges tried in part, in turn (ROUNDS); the view
        # still, an arrow gone (those behind it may show), the last placement's hidden arrow
        # come into view (others may have), or a test's controller: all (as each was before)
        turning = _camera_only(self._placed[0], key) and self.board.space.mode != Mode.FLAT
        self.rounds += turning
        self.partial = turning and bool(self.spots) and not self._full_next
        placed = self._place(ctl, size, u)
        self._placed = (key, placed)
        return list(placed)

    def _due(self, key: tuple[int, int]) -> bool:
        """Whether badge `key` (not shown last placement) is tried in this part: its arrow
        was not hidden last placement, or its turn came (ROUNDS)."""
        return key[0] not in self._hidden or key[0] % ROUNDS == self.rounds % ROUNDS

    def _place(self, ctl, size, u: float) -> list[tuple[pygame.Surface, pygame.Rect]]:
        board = self.board
        cell = badge_cell(ctl.camera, size, u)
        jobs: list[tuple[int, Any, pygame.Surface]] = []
        for i, kind, label in self.marks:
            if i not in board.alive:
                continue
            jobs.append((i, _middle_out(len(board.arrows[i].cells)), badge(kind, label, cell)))
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
        """Each job's badge (arrow, its cells' order, image) placed (lockspread3d.Spread): on
        its arrow, off the others where it can (s71, s76), else left out, the arrow nearer the
        camera keeping its badge (s347: an XL 3D cube's many specials at 640x480 drew 20 pairs
        of badges over each other, letters unreadable). The last placement's nudge picks are
        asked with the cells', and its badges (`spots`) held where they were while they may
        (s352: as the camera turned a degree a frame they jumped about)."""
        after: frozenset = getattr(self, "_asked", frozenset())  # (a test's overlay: none)
        hidden: set[int] = getattr(self, "_hidden", set())
        due = self._due if getattr(self, "partial", False) else None
        spots = getattr(self, "spots", None)
        work = Spread(self.board, ctl, size, jobs, after, getattr(self, "_world", None), spots, due)
        placed = work.placed()
        tried = {i for i, _o, _m in work.jobs}
        # (an arrow hidden came into view: others may have, all tried the next placement)
        self._full_next = due is not None and bool((hidden & tried) - work.hidden)
        self._asked, self.spots, self.partial = frozenset(work.asked), work.spots, work.skipped
        self._hidden = work.hidden | (hidden - tried)
        return placed

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


def _camera_only(was: tuple | None, key: tuple | None) -> bool:
    """Whether place_key `key` differs from `was` by the camera's state alone (reads_of's last)."""
    if was is None or key is None or len(was) != len(key) or was == key:
        return False
    return was[:-3] == key[:-3] and was[-2:] == key[-2:]


@functools.cache
def _middle_out(n: int) -> tuple[int, ...]:
    """An arrow's n cells' indices from the middle out (a lock badge's order: its middle first)."""
    return tuple(sorted(range(n), key=lambda k: abs(k - n // 2)))
