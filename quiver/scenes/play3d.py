"""The 3D play scene: a solid voxel shape you turn, zoom and fire into.

Everything that is not 3D (session, hearts, the HUD and its buttons, keys H / R / Esc,
sounds, the win and lose screens) comes from `PlayScene`; this scene adds the camera and
picking (`quiver.render3d.controller.BoardController`) and draws the board with moderngl
in `draw_gl`, under the HUD that it paints on its transparent layer.

Input: drag (any button) turns the shape; a press-release that moves less than a few pixels
is a tap and fires the arrow under it; wheel / pinch / + - zoom; arrow keys or WASD turn;
Home, C or 0 resets the view.

The Flat-3D scene (playflat.py) is this scene with other parts plugged in: its `controller_class`,
`make_renderer` and `render_board_png`.

The player's settings reach both at once (`apply_settings`, also while the settings card is open
over the puzzle): the colour-blind palette and its glyphs in the renderer, and in the controller
the flying arrows' colours, reduced motion (flights as with motion, no shake, a steady hint, near-instant
camera turns)."""

from __future__ import annotations

from typing import Any

import pygame

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode
from quiver.input import PAD_GONE
from quiver.render2d import hudfind
from quiver.render3d.camera_input import LESSON_FILL
from quiver.render3d.controller import BoardController

from .bubble import fit_board
from .feel import draw_free_marks, show_free_on
from .hudbars2d import HudBars
from .keypick3d import KeyPick3D, key_pick
from .keypick3d_keys import find_one, hold_lit
from .lockmarks3d import LockOverlay
from .pick_memo import memo_of
from .play import PlayScene
from .play3d_gl import Play3DGL
from .play3d_marks import Marks, pose_of
from .play_toasts import play_clear, shape_aims, shape_lent, shape_toasts, toast_narrowest, turning_box
from .reveal3d import ease_home, reveal_3d
from .where import Where3D, head_of


class Play3DScene(Play3DGL, PlayScene):
    name = "play3d"
    uses_gl = True
    controller_class = BoardController  # camera, picking and animations of the board
    toast_slots, toast_clear, toast_aims = shape_toasts, play_clear, shape_aims  # (scenes/play_toasts.py)
    toast_narrowest, toast_lent = property(toast_narrowest), shape_lent  # (640x480's corners)
    toast_turning_box = turning_box  # (a turn's toasts kept while the shape's box stays put)
    ZOOM_SETTLE = 0.4  # seconds after the last wheel step or pinch that a zoom has settled

    def __init__(
        self, ports, board, code=None, label=None, hearts="setting", *, request=None, coach=None, title=None
    ) -> None:
        super().__init__(ports, board, code, label, hearts, request=request, coach=coach, title=title)
        settings = self.midend.settings
        self.ctl = self.controller_class(
            self.session,
            self.size,
            on_event=self._on_anim_event,
            fire=self.fire,
        )
        self.ctl.configure(settings)  # (flights at one speed: controller.configure)
        if coach is not None and board.mode in (Mode.THREE_D, Mode.FLAT):  # shape kept whole (s392)
            self.ctl.input.fill, self.ctl.input.springs = LESSON_FILL, True  # (+ at the nearest bumps: s396)
        self.keys = KeyPick3D(self.ctl)  # Tab / Enter play (keypick3d.py)
        self.hud.finds = True  # a click on "N left" turns to one out of sight (hudfind, s379)
        self.lock_overlay = LockOverlay(board)
        self.init_gl()  # the renderer, its targets and the still frame (play3d_gl.py)
        self._badge_rects: list[pygame.Rect] = []
        self._coach_rects: list[pygame.Rect] = []  # the lesson bubble, where drawn
        self._coach_drawn: tuple[Any, ...] | None = None  # what the bubble was drawn for
        self._coach_looks: tuple | None = None  # (Coach.looks's, the rects it was drawn in)
        self._reveal_rects: list[pygame.Rect] = []  # the win reveal (scenes/reveal3d.py)
        self._free_rects: list[pygame.Rect] = []  # the assist's rings (scenes/feel.py) and
        self._free_drawn: Any = None  # what they were drawn for
        self.where = Where3D(self)  # where the bursts and marks go (scenes/feel.py)
        self.marks = Marks()  # a blocked tap's marks go once the view moves (play3d_marks.py)
        self.bars = HudBars(self)  # the HUD as last drawn, put back over a layer drawn whole (hudbars2d.py)
        self._zoomed_at = -self.ZOOM_SETTLE  # the last wheel step or pinch (toasts_held_until)
        fit_board(self)  # between the bars

    # -- PlayScene hooks --------------------------------------------------------------------
    def apply_settings(self, settings) -> None:
        """Colours, glyphs and motion at once: the renderer re-colours the board (and
        switches the glyphs), the controller the arrows in flight, their speed, the shake,
        the hint's glow and the camera's turns; then the HUD (PlayScene)."""
        self.ctl.configure(settings)  # (flights at one speed: controller.configure)
        self._still.drop()
        if self.renderer is not None:
            self.renderer.set_settings(settings)
        super().apply_settings(settings)

    def on_fire(self, res) -> None:
        pass  # the controller starts the animation from the result it gets back

    def _on_anim_event(self, kind, what) -> None:
        if kind == "smack":
            self.ctl.smack_cell(what.arrow)  # (consumed: the ray and the mark show the hit)
            self.on_smack(what.blocker)  # the heart leaves the HUD (no badge over the board)

    def on_hint(self, i: int) -> None:
        self.ctl.point_at(i)
        self.keys.light_hint(i)  # lit: Enter fires it

    def on_restart(self) -> None:
        self.ctl.reset()
        self.keys.off()
        self.fx.clear()
        self._still.drop()
        said = self.inside.restarted() if self.inside is not None else None  # (inside3d.py)
        if said:
            self.feedback.withdraw(said)

    def let_go(self) -> None:
        self.ctl.input.cancel()
        self.ctl.input.held.clear()

    def busy(self) -> bool:
        return self.ctl.animator.active

    def animating(self) -> bool:
        # (frames for Tab's footprint look, s262; and the lock badges placed whole once a turn stops)
        return self._moving() or self.keys.pending() or self.lock_overlay.partial

    def _moving(self) -> bool:
        return super().animating() or self.ctl.animating

    def fit_view(self) -> None:
        self.ctl.resize(self.size)
        fit_board(self)

    def exit(self) -> None:
        super().exit()
        self.release_gl()

    # -- aiming helpers (tests, demos, the lesson's bubble) -------------------------------------
    def head_point(self, i: int, end: int = 0):
        """World point on the front face of arrow i's head cube now (end 1: its second;
        gone: the face it flew out of)."""
        cell, d = head_of(self.board, i, end, self.session.history)
        return tuple(
            c + 0.5 + 0.5 * v
            for c, v in zip(self.board.space.coord(cell), VEC3[d], strict=False)  # drops Flat's n
        )

    def facing(self, arrows: list[int]) -> int | None:
        """The arrow whose head is nearest the eye (so the bubble points at one in view)."""
        if not arrows:
            return None
        return min(arrows, key=lambda i: self.ctl.camera.project(self.head_point(i), *self.size)[2])

    def arrow_pixel(self, i: int) -> tuple[int, int]:
        x, y, _ = self.ctl.camera.project(self.head_point(i), *self.size)
        return int(x), int(y)

    def arrow_at(self, pos) -> int | None:
        """The arrow under window pixel `pos` (None: none): the controller's pick, kept
        while the view holds (pick_memo: a lesson's bubble picks the same pixels often)."""
        return memo_of(self).arrow_at(self.ctl, pos)

    # -- events -----------------------------------------------------------------------------
    def _actions(self) -> dict:
        return super()._actions() | {hudfind.FIND: lambda: find_one(self)}  # "N left" clicked

    def handle_event(self, event):
        et = event.type
        if et in (pygame.WINDOWFOCUSLOST, PAD_GONE):  # held keys let go (let_go), and the pause card
            return super().handle_event(event)
        over_button = False
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            over_button = self.hud.hit(event.pos) is not None
            if et != pygame.MOUSEMOTION and self._on_coach_button(event):
                self.ctl.input.cancel()  # the lesson's Skip: not a tap or a turn
                return super().handle_event(event)
        # HUD buttons and the keys H, R and Esc first
        if et == pygame.MOUSEBUTTONDOWN and over_button and getattr(event, "button", 1) == 1:
            self.ctl.input.cancel()
            return super().handle_event(event)
        if et == pygame.MOUSEBUTTONUP and self.hud.pressed:
            return super().handle_event(event)
        if et == pygame.KEYDOWN:
            if super().handle_event(event) is None or key_pick(self, event):
                return None
        elif et == pygame.MOUSEMOTION:
            self.keys.off()  # the pointer shows what it is over again
            super().handle_event(event)  # HUD button hover
        elif et in (pygame.MOUSEWHEEL, pygame.MULTIGESTURE):
            self._zoomed_at = self.clock()
        # the view turns even when the puzzle is over; taps then do nothing (the session
        # ignores them)
        return event if self.ctl.handle_event(event) is None else None

    def pointer_under_toast(self, pos: tuple[int, int]) -> None:
        self.ctl.input.pointer, self.ctl.input.left = (float(pos[0]), float(pos[1])), False

    def toasts_held_until(self) -> float:
        """Toasts stand still till a zoom settles (toast_carry.held: zoomed in about a
        corner at 800x600, a toast hopped mid-zoom as the shape grew over its place)."""
        return self._zoomed_at + self.ZOOM_SETTLE

    def view_pose(self) -> tuple[Any, float] | None:
        return self.ctl.camera.rot, self.ctl.camera.zoom

    def _on_coach_button(self, event) -> bool:
        """A press on the lesson's Skip button, or the release of one."""
        btn = None if self.coach is None else self.coach.skip_btn
        return btn is not None and (btn.pressed or btn.rect.collidepoint(event.pos))

    def update(self, dt: float) -> None:
        self.ctl.update(dt)
        self.ctl.refresh_hover()  # the arrow under the pointer in the frame to come
        hold_lit(self)  # (a lesson's own turn keeps it lit: keypick3d_keys)
        self.keys.update()  # ... or the one lit from the keyboard
        self.marks.update(self.fx, pose_of(self.ctl.camera, self.size), self.ctl.camera.radius)
        before = self.reveal_u()
        super().update(dt)
        if before is None and self.reveal_u() is not None:
            ease_home(self.ctl.camera)  # the finished picture from its home view, whole

    def frame_key(self) -> tuple:
        """Everything the GL picture depends on besides what `animating` covers: a frame
        whose key differs from the one on screen must be presented (a wheel zoom, a hover
        that comes or goes, the last step of a camera turn)."""
        ctl, cam = self.ctl, self.ctl.camera
        r, t = cam.rot, cam.pivot  # (the orbit point: a zoom about the pointer moves it)
        return (
            r.w,
            r.x,
            r.y,
            r.z,
            cam.zoom,
            t.x,
            t.y,
            t.z,
            self.size,
            None if (ctl.input.dragging or self.session.over) else ctl.hover,
            ctl.hint,
            round(ctl.hint_amount, 3),
            len(self.board.alive),
            self.session.mistakes,
            ctl.animator.active,
            self._software and self._view_moving(),
        )

    def _draw_whole(self, surface: pygame.Surface, asked: bool) -> list[pygame.Rect] | bool:
        """The layer drawn afresh (an effect shows, marks that follow the view): True where a
        redraw was asked for, else only where content was or is now (`layer_regions`, out of
        which the layer is clear; the bars where drawn again, not put back as they were): an
        arrow's burst sent the whole layer to its texture each frame (8 MB at 1920x1080, s306)."""
        was, drawn = self.layer_regions()[2:], self.bars.drawn  # (the bars first: hud rects)
        surface.fill((0, 0, 0, 0))
        self.lock_overlay.rects = []
        self.lock_overlay.draw(surface, self.ctl, self.hud)
        u = self.reveal_u()
        self._reveal_rects = [r for r in ([] if u is None else [reveal_3d(surface, self, u)]) if r.w]
        self.bars.full(surface, asked)  # (a turn's: the bars as drawn where nothing they show changed)
        self._badge_rects = self.fx.draw(surface)  # bursts, combo counts, blocked marks
        self._coach_rects = self._draw_coach_whole(surface)  # over them: its Well done card
        self._coach_drawn = None if self.coach is None else (self.coach.key(), self._shown_key, self.size)
        self._free_rects = draw_free_marks(self, surface) + self.keys.draw(surface)
        self._free_rects += hudfind.tip(surface, self.hud, self._coach_rects)  # ("N left" under the pointer)
        if asked:
            return True
        now = self.layer_regions()
        return was + (now if self.bars.drawn != drawn else now[2:])

    def _draw_coach_whole(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The lesson's bubble on the layer drawn whole, and what it shows recorded as a frame
        drawn in part records it (`draw`: Coach.looks), so the next frame whose key changed
        draws it again only where that changed (s311: it was drawn, and sent, once more)."""
        c, self._coach_looks = self.coach, None
        if c is None or c.beat is not None or c.done:
            return self.draw_coach(surface)
        laid, looks = c.looks(self)
        rects = c.draw(surface, self, laid)
        self._coach_looks = (looks, rects)
        return rects

    def coach_moved(self) -> None:
        """The lesson shows something new (its key: a step, Skip's hover, a turn settled): not
        drawn whole, as PlayScene's, but the bubble again where what it shows changed (`draw`:
        the coach's key is in its own). s311: each change sent the whole layer, 8.3 MB at
        1920x1080 (about 850 KB a frame of a lesson's turn, bench/frame_upload.py)."""

    def layer_regions(self):
        """Where the layer has content (HUD, effects, marks, bubble); the rest stays clear."""
        return [
            self.hud.top_rect,
            self.hud.bottom_rect,
            *self._badge_rects,
            *self.lock_overlay.rects,
            *self._coach_rects,
            *self._reveal_rects,
            *self._free_rects,
        ]

    def needs_frame(self) -> bool:
        """True when the picture on screen is not the picture of the current state."""
        return self._moving() or self.frame_key() != self._shown_key  # (the footprint look: no picture)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface):
        """The HUD, the effects (redrawn whole while any shows) and the reveal on the layer."""
        free_on = show_free_on(self) and not self.session.over  # the assist's key (its rings)
        free_key = (self.where.view_key(), len(self.board.alive), self.board.phase) if free_on else None
        marks = (free_key, self.keys.mark_key(), self.hud.hover == hudfind.FIND)  # (Tab, the chip tip)
        own = bool(self._badge_rects or self.fx.active or marks != self._free_drawn or self._reveal_rects)
        if own:  # (the assist's rings and Tab's brackets follow the view; the reveal fades under the card)
            self._free_drawn = marks
        asked = self.take_full_redraw()  # (a new layer, a resize, a recording: the HUD drawn afresh)
        if own or asked:
            return self._draw_whole(surface, asked)
        dirty = []
        # the bubble follows its arrow as the view turns (laid out again when it or the view moved;
        # drawn again where what it shows changed, or on a layer drawn whole since), over lock marks
        coach_key = None if self.coach is None else (self.coach.key(), self._shown_key, self.size)
        c = self.coach  # (its looks, and drawn as they were laid out)
        laid, looks, moved = None, None, self.lock_overlay.over(self._coach_rects)
        if c is not None and coach_key != self._coach_drawn:  # (s308: a turn sent its rects each
            if c.beat is None and not c.done:  # frame, 0.25 MB at 1920x1080, the same pixels)
                laid, looks = c.looks(self)
            kept, self._coach_drawn = self._coach_looks, coach_key
            moved = (
                moved or looks is None or kept is None or kept[1] is not self._coach_rects or looks != kept[0]
            )
        if moved:
            for r in self._coach_rects:
                surface.fill((0, 0, 0, 0), r)
            dirty += self._coach_rects
        dirty += self.lock_overlay.draw(surface, self.ctl, self.hud)
        if self.hud_changed():
            for r in (self.hud.top_rect, self.hud.bottom_rect):
                surface.fill((0, 0, 0, 0), r)
            dirty += self.draw_hud(surface)
        if moved:
            self._coach_rects = [] if c is None else c.draw(surface, self, laid)
            self._coach_looks = (looks, self._coach_rects)
            dirty += self._coach_rects
        return dirty
