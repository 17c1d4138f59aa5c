"""The 2D board's static layer while a zoom goes on: the last sharp layer scaled.

A wheel notch on a 2D board built the static layer again at the new cell size, with
tiles that size drawn anew (30-50 ms a notch at 1920x1080 on a small board). During a
zoom the board area shows the layer it had when the zoom began, scaled to the new cell
size (`pygame.transform.scale` of what lands in view: a few ms), and a zoom out builds
the cells that came into view around it with the first size's tiles scaled (StandIns);
the frames while it waits draw the new size's tiles a few at a time, and when no zoom
step has come for SETTLE seconds the layer is built sharp, the same pixels as before.
"""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from .pan import StaticLayer, pan_base, same_frame
from .tiles import TileSet, TileVariant

SETTLE = 0.15  # seconds without a zoom step before the sharp layer is built
PREPARE = 0.004  # CPU seconds a frame, at most, for drawing tiles while a zoom waits to settle
PREPARE_AFTER = 0.05  # seconds without a step before that starts (a wheel spun on changes size)


class StandIns:
    """Tiles for a zoom step at a cell size whose tiles are not drawn yet: those drawn at
    that size, else the same tile of the size the zoom began at, scaled. A tile drawn anew
    costs 0.3-1 ms (4x supersampled, then smoothscaled), and the first step out at a new
    size drew some 30 for the cells around the scaled board; the step shows a scaled board
    anyway, and the sharp build when the zoom settles uses the real tiles."""

    def __init__(self, real: TileSet, source: TileSet) -> None:
        self.real, self.source, self.cell = real, source, real.cell
        self._scaled: dict[tuple, pygame.Surface] = {}

    def cell_tile(self) -> pygame.Surface:
        return self._tile(("cell",))

    def arrow(self, colour, mask, head, variant=TileVariant.NORMAL, glyph=None) -> pygame.Surface:
        return self._tile(TileSet.key(colour, mask, head, variant, glyph))

    def _tile(self, key: tuple) -> pygame.Surface:
        t = self.real.drawn(key) or self._scaled.get(key)
        if t is None:
            src = self.source.drawn(key)
            if src is None:  # a tile the zoom's first size never drew: drawn at this size
                return self.real.draw_key(key)
            t = self._scaled[key] = pygame.transform.smoothscale(src, (self.cell, self.cell))
        return t


class ZoomShot:
    """The sharp layer's board area when a zoom began, and when the last step came."""

    def __init__(self) -> None:
        self.snap: pygame.Surface | None = None
        self.built: tuple | None = None  # BoardRenderer.built of the snap
        self.last = 0.0
        self.stale = False  # the board changed under the zoom: the snap shows what was
        self.source: TileSet | None = None  # the tiles of the snap's cell size
        self.target: TileSet | None = None  # the tiles of the cell size on screen
        self.row = 0  # _prepare's next row of cells in view

    def changed(self) -> None:
        """The static layer changed (an arrow left or came back, a restart): a zoom going
        on builds each step whole until it settles, as the snap shows the board before."""
        self.stale = self.snap is not None

    @property
    def pending(self) -> bool:
        return self.snap is not None

    def zooming(self, r: StaticLayer, now: float) -> bool:
        """A camera move at `now`: True while a zoom goes on (it starts one when the cell
        size changed since the sharp layer was built)."""
        built = r.built
        if self.snap is None:
            if r.base is None or built is None or built[0] == r.view.cell or built[2] != r.view.area:
                return False
            self.snap, self.built = r.base.subsurface(pygame.Rect(built[2])).copy(), built
            self.source = r.tiles if r.tiles.cell == built[0] else r.tilesets.get(built[0])
        self.last, self.row = now, 0  # a new view: _prepare starts over
        return not self.stale

    def due(self, now: float, r: StaticLayer) -> bool:
        """True once when a zoom has been still for SETTLE seconds (build it sharp now);
        until then each frame PREPARE_AFTER into the wait draws a few of the tiles the
        sharp build will need."""
        if self.snap is None:
            return False
        if now - self.last < SETTLE:
            if now - self.last >= PREPARE_AFTER:
                self._prepare(r)
            return False
        self._end()
        return True

    def _prepare(self, r: StaticLayer) -> None:
        """Draw the resting tiles of the cells in view at the cell size on screen, a few
        rows a frame from where the last frame stopped, for PREPARE seconds at most."""
        view, board = r.view, r.board
        x0, y0, x1, y1 = view.visible_cells(view.area)
        if self.target is None or self.target is not r.tiles or self.row >= y1 - y0:
            return
        end = time.process_time() + PREPARE
        index, owner, hidden, place = board.space.index, board.owner, r.hidden, r.place
        self.target.cell_tile()
        while self.row < y1 - y0 and time.process_time() < end:
            for x in range(x0, x1):
                cid = index.get((x, y0 + self.row))
                if cid is not None and (o := owner[cid]) >= 0 and o not in hidden:
                    r.tile(o, place[cid], TileVariant.NORMAL)
            self.row += 1

    def _end(self) -> None:
        self.snap = self.built = self.source = self.target = None
        self.stale = False

    def base(self, r: StaticLayer) -> pygame.Surface:
        """The static layer with the snap scaled to the view's cell size and origin (the
        background where the snap does not reach); tiles for the moving parts that size."""
        assert self.snap is not None and self.built is not None
        view, base, snap, bg = r.view, r.base, self.snap, r.background
        c0, (ox0, oy0), _, _ = self.built
        area = pygame.Rect(view.area)
        if base is None or bg is None or not same_frame(r, self.built):
            self._end()  # a new window size or style: built whole
            return r.build_base()
        s = view.cell / c0
        ox, oy = view.origin()
        base.set_clip(area)
        base.blit(bg, area, area)
        # the snap's pixel (u, v) lands at (dx + u * s, dy + v * s) now
        dx, dy = ox + (area.x - ox0) * s, oy + (area.y - oy0) * s
        u0, v0 = max(0, math.floor((area.x - dx) / s)), max(0, math.floor((area.y - dy) / s))
        u1 = min(snap.get_width(), math.ceil((area.right - dx) / s))
        v1 = min(snap.get_height(), math.ceil((area.bottom - dy) / s))
        if u1 > u0 and v1 > v0:
            x, y = round(dx + u0 * s), round(dy + v0 * s)
            w, h = round(dx + u1 * s) - x, round(dy + v1 * s) - y
            piece = snap.subsurface(pygame.Rect(u0, v0, u1 - u0, v1 - v0))
            base.blit(pygame.transform.scale(piece, (max(1, w), max(1, h))), (x, y))
            self._fill_ring(r, area, pygame.Rect(x, y, w, h))
        else:
            self._fill_ring(r, area, pygame.Rect(area.center, (0, 0)))
        base.set_clip(None)
        if r.tiles.cell != view.cell:
            r.tiles = r.tilesets.get(view.cell)
        self.target = r.tiles
        return base

    def _fill_ring(self, r: StaticLayer, area: pygame.Rect, snap: pygame.Rect) -> None:
        """A zoom out: the cells that came into view around the scaled snap, built at the
        new size with StandIns (only those strips: a zoom out showed plain background
        there until it settled). `built` stays the snap's: pan_base does not move it."""
        top, bottom = max(area.y, snap.y), min(area.bottom, snap.bottom)
        strips = [
            (area.x, area.y, area.w, top - area.y),
            (area.x, bottom, area.w, area.bottom - bottom),
            (area.x, top, snap.x - area.x, bottom - top),
            (snap.right, top, area.right - snap.right, bottom - top),
        ]
        built, real = r.built, r.tilesets.get(r.view.cell)
        r.tiles = StandIns(real, self.source) if self.source is not None else real
        for strip in strips:
            rect = pygame.Rect(strip).clip(area)
            if rect.w > 0 and rect.h > 0:
                r.build_base(within=rect)
        r.built, r.tiles = built, real


def board_base(scene: Any) -> pygame.Surface:
    """The static layer for a frame the 2D play scene draws whole: scaled during a zoom,
    moved by a sideways pan (pan.py), kept under the win reveal, else built."""
    r = scene.renderer
    if scene.camera_dirty and not scene.reveals() and r.zoom_shot.zooming(r, scene.clock()):
        return r.zoom_shot.base(r)
    if scene.camera_dirty:
        return pan_base(r)
    keep = r.base if scene.reveal_u() is not None else None
    return keep or r.build_base()
