"""The 2D play scene: the board, pointer input, animations, zoom and pan.

Frames are cheap: the static board lives in the renderer's cached `base` layer (rebuilt
when the view moves, kept under the win reveal); each frame restores last frame's moving
rects from it and draws the moving parts again (hover, the escape-ray preview, flashes,
flying arrows), so a frame costs about the size of what moves, not the size of the board.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame

from quiver.engine.board import end_for_cell
from quiver.input import help_key
from quiver.input import read as read_input
from quiver.render2d import theme
from quiver.render2d.anim import AnimKind
from quiver.render2d.board import BoardRenderer
from quiver.render2d.draw import panel, vertical_gradient
from quiver.render2d.view import Anchor, BoardView
from quiver.render2d.view_open import open_on_arrows
from quiver.render2d.zoom import SETTLE, board_base
from quiver.style import palette

from .area2d import MINIMAP_SIDE, board_area, cell_cap, dock_width, floors
from .bubble import lesson_band
from .feel import cheer_2d, draw_free_marks
from .fire2d import cells_to_edge, fire, pan_on
from .hudbars2d import HudBars
from .keypick2d import key_pick
from .paint2d import HINT_PULSE, MovingLayer2D
from .play import PlayScene
from .play_toasts import board_aims, board_toasts, play_clear, toast_narrowest
from .pointer2d import LOOK_CLOSER, BoardPointer2D, PointerState, under_toast
from .reveal import draw_reveal_2d, reveal_step
from .where import Where2D


class Play2DScene(PlayScene):
    name = "play2d"
    plain_c_copies = True
    flat_view = True

    def __init__(
        self, ports, board, code=None, label=None, hearts="setting", *, request=None, coach=None, title=None
    ) -> None:
        super().__init__(ports, board, code, label, hearts, request=request, coach=coach, title=title)
        w, h = board.space.size
        self.docked = False  # the minimap's dock kept beside the board: part of it is out of view
        self.zoom_rest = SETTLE  # seconds since the last zoom step: the glide home waits SETTLE
        self._moved_at = -math.inf  # when the view last moved (toasts_held_until)
        self.view = BoardView(w, h, self.board_area(), *floors(board), cell_cap(self.hud))
        self._dock_if_cut()
        open_on_arrows(self.view, board)  # (zoomed in: on its arrows, not on a ring's hole)
        if self.view.tap_zooms():  # a big picture's first look, whole, its cells too small to tap
            self.feedback.toast(LOOK_CLOSER[0], short=LOOK_CLOSER[1])
        settings = self.midend.settings
        self.renderer = BoardRenderer(
            board, self.view, theme.dir_colours(settings), palette.glyphs_on(settings)
        )
        self.anims: list = []
        self.flashes: dict[int, float] = {}
        self.hint_arrow: int | None = None
        self.hint_age = 0.0
        self.view_pan: Any = None  # a blocked tap's pan of the view (fire2d.ViewPan)
        self.ptr = PointerState()  # hover, press, the pointer, a drag
        self.controls = BoardPointer2D(self.ptr, self)  # pointer, wheel, pinch and view keys
        self.moving = MovingLayer2D(self)  # what is drawn over the cached board each frame
        self.prev_rects: list[pygame.Rect] = []
        self.base_changes: list[pygame.Rect] = []
        self.camera_dirty = True
        self.minimap_dirty = True
        self._bg_size: tuple[int, int] | None = None
        self.speed = palette.motion_speed(settings)
        self.shake = palette.shake_on(settings)
        self.blink = palette.blink_on(settings)
        self.reduced = palette.reduced_motion(settings)
        self.where = Where2D(self)
        self.quiet = False  # the last frame drew a still board: the next may skip it
        self.revealed: float | None = None  # the win reveal's progress as drawn last
        self.bars = HudBars(self)  # the HUD as drawn, put back under effects
        self.fx.scale = self.hud.u
        self.fx.heads, self.fx.flights, self.fx.tips = self.where.heads, self.moving.flights, self.moving.tips

    def apply_settings(self, settings) -> None:
        """Palette and glyphs at once (the board redraws); motion from the next move."""
        if self.renderer.set_style(theme.dir_colours(settings), palette.glyphs_on(settings)):
            self.camera_dirty = True
            self.minimap_dirty = True
        self.speed = palette.motion_speed(settings)
        self.shake = palette.shake_on(settings)
        self.blink = palette.blink_on(settings)
        self.reduced = palette.reduced_motion(settings)
        super().apply_settings(settings)

    # -- layout --------------------------------------------------------------------------
    def fit_view(self) -> None:
        self.fx.scale = self.hud.u  # the combo count as much bigger as the HUD
        self.docked = self.view.held = False  # fitted beside no minimap first, then docked if part is cut
        self.renderer.invalidate_minimap()  # drawn again at the HUD's new scale (minimap_side)
        self.view.min_cell, self.view.whole_cell = floors(self.board)  # (moved to a denser screen)
        self.view.set_area(self.board_area(), cell_cap(self.hud))
        self._dock_if_cut()
        self.camera_dirty = self.minimap_dirty = True

    def _dock_if_cut(self) -> None:
        """The window resized or the board opened: a board that does not show whole
        beside no minimap (too big, or zoomed in) gets the minimap's dock."""
        if not self.view.fits():
            self.docked = self.view.held = True
            self.view.set_area(self.board_area(), cell_cap(self.hud))

    def board_area(self, docked: bool | None = None) -> tuple[int, int, int, int]:
        """The board's part of the window: between the bars, beside the minimap's dock
        when `docked` (None: as it is now), above the band a lesson keeps for its bubble
        (coach.lesson_band)."""
        w, h = self.board.space.size
        dock = dock_width(w, h, self.minimap_side()) if (self.docked if docked is None else docked) else 0
        x, y, aw, ah = board_area(self.size, dock, self.hud)
        return x, y, aw, max(1, ah - lesson_band(self))

    def dock_follows(self, anchor: Anchor | None = None) -> bool:
        """After a zoom: the minimap shows exactly while part of the board is out of
        view, docked beside it (stranger s63: a 40x40 board that fit whole at 2560x1440,
        zoomed in, showed none). The test is against the area beside no minimap, so the
        dock's coming cannot undo itself (no flicker at the threshold); the board keeps
        its place on screen as the area narrows or widens, or the zoom's `anchor` point
        under its pixel (BoardView.reframe): while docked, a board narrower than the area
        sits where the zoom put it (`held`: re-centred, it moved half the dock's width,
        ~100 px at 2560x1440, from under the pointer), exactly (past the clamp's bounds as
        far as it takes: BoardView.give; in a narrow window the clamp moved it 14-150 px);
        when the dock goes on a zoom, it keeps that step's place and, once the zoom has
        rested SETTLE seconds, glides to the centre (update: view.settle; gliding at once,
        the notch's frame moved the pointer's cell 13-31 px). True when the dock came or
        went."""
        _x, _y, aw, ah = self.board_area(docked=False)
        bw, bh = self.view.board_px
        cut = bw > aw or bh > ah
        if cut == self.docked:
            return False
        self.docked = cut
        self.view.held = cut or anchor is not None
        self.view.reframe(self.board_area(), anchor)
        return True

    def minimap_rect(self) -> pygame.Rect | None:
        """The minimap, docked beside the board (outside the board's area) while part of
        the board is out of view; none while the whole board shows."""
        if not self.docked:
            return None
        mm = self.renderer.minimap(self.minimap_side())
        _ax, ay, _aw, ah = self.view.area
        r = pygame.Rect(0, 0, mm.get_width() + 20, mm.get_height() + 20)
        r.bottomright = (self.size[0] - theme.MARGIN, ay + ah)
        return r

    def minimap_size(self) -> tuple[int, int]:
        return self.renderer.minimap(self.minimap_side()).get_size()

    def minimap_side(self) -> int:
        """The minimap's longest side, at most: MINIMAP_SIDE at the HUD's scale (at
        3840x2160 a 180-pixel panel was lost in the corner)."""
        return int(MINIMAP_SIDE * self.hud.u)

    def view_moved(self, zoomed: bool = False, anchor: Anchor | None = None) -> None:
        """The view panned or zoomed (the pointer's doing, about `anchor`): the board redraws."""
        self.camera_dirty, self._moved_at = True, self.clock()
        if zoomed:
            self.zoom_rest, self.view_pan = 0.0, None  # (a blocked tap's pan ends: fire2d.ViewPan)
            self.dock_follows(anchor)  # the minimap comes as part of the board leaves the view, and goes
            if not self.view.tap_zooms():  # (looked closer: the hint that said how goes)
                self.feedback.withdraw(LOOK_CLOSER[0])
        self.where.board_moved()
        self.minimap_dirty = self.minimap_dirty or zoomed

    # -- picking ------------------------------------------------------------------------
    def arrow_at(self, pos) -> int | None:
        """The arrow under a screen pixel (None: empty cell, outside, or animating)."""
        if pos is None:
            return None
        mm = self.minimap_rect()
        if mm is not None and mm.collidepoint(pos):
            return None
        cell = self.view.cell_at(*pos)
        cid = None if cell is None else self.board.space.id_of(cell)
        if cid is None:
            return None
        o = self.board.owner[cid]
        if o < 0:
            return None
        if o in self.renderer.hidden and not any(a.arrow == o for a in self.anims):
            return None
        return o  # a bouncing arrow can be tapped again at once

    def end_at(self, pos, i: int) -> int:
        """Which head of arrow i a tap at `pos` fires (two-headed: the nearer one)."""
        a = self.board.arrows[i]
        if pos is None or a.dir2 is None:
            return 0
        cid = self.board.space.id_of(self.view.cell_at(*pos) or (-1, -1))
        return end_for_cell(a, cid) if cid in a.cells else 0

    def cell_pixel(self, cid: int) -> tuple[int, int]:
        """Screen pixel at the centre of a cell (tests and demos aim with it)."""
        x, y = self.board.space.coord(cid)
        cx, cy = self.view.cell_center(x, y)
        return int(cx), int(cy)

    def arrow_pixel(self, i: int) -> tuple[int, int]:
        """A pixel on arrow i: the centre of its head cell."""
        return self.cell_pixel(self.board.arrows[i].head)

    toast_slots, toast_aims = board_toasts, board_aims  # (scenes/play_toasts.py)
    toasts_keep_off_aims = True  # (arrows a zoom or pan brings under a toast move it: toast_stood)
    toast_narrowest = property(toast_narrowest)  # (640x480: a column beside the arrows, smaller print)
    pointer_under_toast = under_toast  # (the wheel zooms about the pointer over a toast: s346)

    VIEW_SETTLE = 0.4  # seconds after the view last moved (a wheel step, a pan key, a glide) that it rests

    def toasts_held_until(self) -> float:
        """Toasts stand still while a drag pans the board, and till the wheel's zoom or
        the keys' pans rest (toast_carry.held: they hopped at each step), as in 3D."""
        return math.inf if self.ptr.drag is not None else self._moved_at + self.VIEW_SETTLE

    def toast_clear(self) -> list[pygame.Rect]:
        """play_toasts.play_clear, and the minimap: the band beside a zoomed-in board
        that holds a toast holds the minimap too."""
        mm = self.minimap_rect()
        return play_clear(self) + ([] if mm is None else [mm])

    def anchor_gap(self) -> int:
        return int(self.view.cell * 0.5) + 14

    # -- events ------------------------------------------------------------------------
    def handle_event(self, event):
        self.quiet = False  # anything may change what the moving layer shows
        act = read_input(event, self.size)  # the pointer, read as in every mode
        if act is not None:
            return self.controls.handle(act, event)
        if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.MOUSEBUTTONUP:
            self.ptr.pointer = event.pos  # a legacy wheel button: MOUSEWHEEL zooms
            return None
        if event.type == pygame.KEYDOWN and help_key(event):
            pass  # How to play (PlayScene), before a layout's "?" key zooms (Shift + the + key)
        elif (event.type == pygame.KEYDOWN and key_pick(self, event)) or self.controls.key_event(event):
            return None
        return super().handle_event(event)

    def hud_event(self, event):
        """The play scene's own handling (HUD buttons, keys): `controls` passes pointer
        events on to it first."""
        return super().handle_event(event)

    # -- game hooks -----------------------------------------------------------------------
    def on_fire(self, res) -> None:
        fire(self, res)

    def _cells_to_edge(self, i: int, end: int = 0) -> float:  # (where.Where2D.exit)
        return cells_to_edge(self, i, end)

    def on_hint(self, i: int) -> None:
        self.hint_arrow = i
        self.hint_age = 0.0
        self.ptr.keyed, self.ptr.hover, self.ptr.keyed_end = i, i, None  # lit: Enter fires its free head
        # bring it into view on a big board
        x, y = self.board.space.coord(self.board.arrows[i].head)
        px, py = self.view.cell_center(x, y)
        ax, ay, aw, ah = self.view.area
        if not (
            ax + self.view.cell <= px <= ax + aw - self.view.cell
            and ay + self.view.cell <= py <= ay + ah - self.view.cell
        ):
            self.controls.center_on(x + 0.5, y + 0.5)

    def on_restart(self) -> None:
        self.anims.clear()
        self.flashes.clear()
        self.hint_arrow = None
        self.let_go()
        self.renderer.refresh_all()
        self.camera_dirty = True
        self.minimap_dirty = True

    def let_go(self) -> None:
        self.ptr.pressed = self.ptr.drag = self.ptr.hover = None

    def busy(self) -> bool:
        return bool(self.anims or self.flashes)

    def animating(self) -> bool:
        return (
            super().animating()
            or self.camera_dirty
            or (self.view.held and not self.docked)
            or self.renderer.zoom_shot.pending
            or (self.hint_arrow is not None and self.hint_age < HINT_PULSE)
        )

    # -- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        still = []
        for a in self.anims:
            for ev in a.update(dt):
                if ev == "smack":
                    self.moving.smack(a.blocker, a.path.dir)  # it flashes and shakes along the hit
                    self.on_smack(a.blocker)  # the heart leaves the HUD (no badge over the board)
            if a.done:
                if a.kind in (AnimKind.BOUNCE, AnimKind.TURN):
                    self.base_changes += self.renderer.show(a.arrow)
            else:
                still.append(a)
        self.anims = still
        pan_on(self, dt)  # a blocked tap's cause brought into view, kept there while marked
        self.moving.tick(dt)  # the flashes and their shakes run down
        if self.hint_arrow is not None:
            self.hint_age += dt
            if self.hint_arrow not in self.board.alive:
                self.hint_arrow = None
        if self.reveals() and not self.anims and self.view.cell > (lo := self.view.zoom_limits()[0]):
            self.view.zoom_to(lo, self.view.area_center())  # a big board's whole picture, revealed
            self.view_moved(zoomed=True)
        cheer_2d(self)  # the win's confetti as the reveal starts (feel.py)
        self.zoom_rest += dt  # (a wheel spun on: the pointer's cell stays under it until it rests)
        if self.zoom_rest >= SETTLE and self.view.settle(dt, instant=self.reduced, docked=self.docked):
            self.view_moved()  # the board glides to the centre after the minimap went, or in (s346)
        self.renderer.layers.rest(dt)  # a vertical pan's tile layers go once pans rest
        super().update(dt)

    # -- drawing ----------------------------------------------------------------------------
    def _ensure_background(self) -> None:
        if self._bg_size != self.size:
            self._bg_size = self.size
            self.renderer.set_background(vertical_gradient(self.size, theme.BG_TOP, theme.BG_BOTTOM))

    def draw(self, surface: pygame.Surface):
        r = self.renderer
        full = self.take_full_redraw()
        if full or self.camera_dirty or r.base is None or r.zoom_shot.due(self.clock(), r):
            self._ensure_background()
            base = board_base(self)  # scaled in a zoom, moved in a pan, kept under the reveal
            self.camera_dirty = False
            self.base_changes = []
            surface.blit(base, (0, 0))
            self.prev_rects = draw_free_marks(self, surface) + self.moving.draw(surface)
            if (u := self.reveal_u()) is not None:
                draw_reveal_2d(surface, self, u, self.fx.motion)
            self.revealed = u
            self._draw_minimap(surface)
            self.bars.full(surface, full)  # (a pan: the bars as last drawn where nothing they show moved)
            self.prev_rects += self.over_hud(surface)
            return True
        base = r.base
        if self.quiet and not self.base_changes and not self.animating():
            return self.bars.redraw(surface, base)  # a still board: only the clock ticks
        self.quiet = not self.animating()
        restore = self.prev_rects + self.base_changes
        self.base_changes = []
        for rect in restore:
            self.bars.restore(surface, base, rect)
        restore += reveal_step(self, surface, partial(self.bars.restore, surface, base), restore)
        new = draw_free_marks(self, surface) + self.moving.draw(surface)
        dirty = restore + new
        mm = self.minimap_rect()
        if mm is not None and (self.minimap_dirty or mm.collidelist(dirty) >= 0):
            surface.blit(base, mm, mm)
            if self.revealed is not None:  # under the minimap, as a frame drawn whole has it
                draw_reveal_2d(surface, self, self.revealed, self.fx.motion, [mm])
            drawn = self._draw_minimap(surface)
            if drawn is not None:
                dirty.append(drawn)
        dirty += self.bars.redraw(surface, base)
        fx = self.over_hud(surface)
        self.prev_rects = new + fx
        return dirty + fx

    def over_hud(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Last, over the HUD: a lit path and the hint ring (whole at the board's edge), fx, then
        a lesson's bubble or its "Well done!" card (a combo count was drawn over that card)."""
        return self.moving.over_hud(surface) + self.fx.draw(surface) + self.draw_coach(surface)

    def _draw_minimap(self, surface: pygame.Surface) -> pygame.Rect | None:
        rect = self.minimap_rect()
        self.minimap_dirty = False
        if rect is None:
            return None
        mm = self.renderer.minimap(self.minimap_side())
        panel(surface, rect, 12, fill=(252, 249, 243), shadow=False)
        surface.blit(mm, (rect.x + 10, rect.y + 10))
        fx0, fy0, fx1, fy1 = self.view.visible_fraction()
        w, h = mm.get_size()
        vr = pygame.Rect(rect.x + 10 + round(max(0, fx0) * w), rect.y + 10 + round(max(0, fy0) * h), 0, 0)
        vr.width = round((min(1, fx1) - max(0, fx0)) * w)
        vr.height = round((min(1, fy1) - max(0, fy0)) * h)
        pygame.draw.rect(surface, theme.INK, vr, width=max(2, round(2 * self.hud.u)), border_radius=3)
        return rect
