"""Drawing a 3D or Flat-3D play scene's board with moderngl (`Play3DGL`, a part of
`Play3DScene`): the renderer made for the window's GL context, multisampled on a GPU,
a reduced-size target while the view moves on a software renderer (motion_scale.py),
the last still frame kept for a frame whose overlay alone changed (still.py), and the
pointer's beam or the hint's way out drawn with the board.

The Flat-3D scene plugs in its own `make_renderer` and `render_board_png`."""

from __future__ import annotations

import contextlib
from typing import Any

import moderngl

from quiver.render3d.camera import board_camera
from quiver.render3d.headless import Offscreen, render_image, write_png
from quiver.render3d.motion_scale import ScaledTarget, software_gl
from quiver.render3d.renderer import BoardRenderer
from quiver.render3d.renderer_base import RendererBase
from quiver.render3d.still import StillFrame

__all__ = ["Play3DGL"]


class Play3DGL:
    """The GL half of a 3D play scene: it reads the scene's `ctl`, `size`, `board`,
    `session`, `midend`, `where` and `frame_key`."""

    ctl: Any
    size: Any
    board: Any
    session: Any
    midend: Any
    where: Any
    frame_key: Any

    def init_gl(self) -> None:
        """No context yet: the renderer and its targets come with the first draw_gl."""
        self.renderer: RendererBase | None = None
        self._ctx: moderngl.Context | None = None
        self._target: Offscreen | None = None
        self._samples: int | None = None
        self._shown_key: tuple[Any, ...] | None = None  # frame_key() of the frame on screen
        self._software = False  # a CPU renderer (llvmpipe): see motion_scale.py
        self._scaled: ScaledTarget | None = None
        self._still = StillFrame()  # the last still 3D frame (an overlay-only change reuses it)

    def make_renderer(self, ctx: moderngl.Context) -> RendererBase:
        """The moderngl renderer of this scene's board."""
        return BoardRenderer(ctx, self.board, settings=self.midend.settings)

    @staticmethod
    def render_board_png(board, out, width: int, height: int, yaw, pitch, hud, settings=None, camera=None):
        """The board alone as a PNG with no display, `hud` composited over it, honouring
        `settings` (None: the defaults), seen through `camera` (None: a camera of the whole
        picture from `yaw`, `pitch`; a play scene's is fitted between its HUD's bars)."""
        return write_png(
            out, render_image(board, width, height, yaw, pitch, hud=hud, settings=settings, camera=camera)
        )

    @staticmethod
    def view_camera(board, yaw, pitch):
        """The camera a still picture of the board uses (None: the shape's home view)."""
        return board_camera(board, yaw, pitch)

    def draw_gl(self, ctx) -> None:
        """The GL passes in their fixed order: the renderer, the target drawn into, the
        board with its beam, then the target shown and the still frame kept or dropped."""
        renderer = self._renderer_for(ctx)
        w, h = self.size
        ctl = self.ctl
        still = not ctl.animating and not self._view_moving() and not (self._samples or 0) > 1  # kept
        key = (*self.frame_key(), ctl.hover_end, self.midend.settings.mark_blockers)
        if still and self._still.reuse(ctx, key, (w, h)):  # only the overlay changed
            self._shown_key = self.frame_key()
            ctl.mark_shown(w, h)
            return
        scaled, target = self._bind_target(ctx, still)
        self._render_board(renderer)
        if scaled is not None:
            scaled.present(ctx.screen)
        elif target is not None:
            ctx.copy_framebuffer(ctx.screen, target.ms)
        if still:
            self._still.show(ctx, key)
        else:
            self._still.drop()
        ctx.screen.use()
        ctx.viewport = (0, 0, w, h)

    def _renderer_for(self, ctx) -> RendererBase:
        """The renderer of `ctx`, made afresh (the old one released) for a new context."""
        renderer = self.renderer
        if renderer is None or self._ctx is not ctx:
            self.release_gl()
            self._ctx = ctx
            self.renderer = renderer = self.make_renderer(ctx)
            # multisampling is nearly free on a GPU but costs a software renderer ~8x
            self._software = software_gl(ctx)
            self._samples = 0 if self._software else min(4, ctx.max_samples)
        return renderer

    def _bind_target(self, ctx, still: bool) -> tuple[ScaledTarget | None, Offscreen | None]:
        """Bind and clear what the board is drawn into: a moving view's reduced-size target
        (software GL), the multisampled one, the still frame's, else the screen."""
        w, h = self.size
        scaled = self._scaled_target(ctx) if self._view_moving() else None
        if scaled is not None:
            scaled.use()
            ctx.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
            return scaled, None
        if self._samples and self._samples > 1:
            if self._target is None or self._target.size != (w, h):
                if self._target is not None:
                    self._target.release()
                self._target = Offscreen(ctx, w, h, self._samples)
            self._target.use()
            self._target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
            return None, self._target
        (self._still.target(ctx, (w, h)) if still else ctx.screen).use()
        ctx.viewport = (0, 0, w, h)
        ctx.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
        return None, None

    def _render_board(self, renderer: RendererBase) -> None:
        """The board into the bound target: the arrow under the pointer, its beam (or the
        hint's way out), a flash or a marked blocker, the turns under way."""
        ctl = self.ctl
        w, h = self.size
        hover = None if (ctl.input.dragging or self.session.over) else ctl.hover
        see = hover if hover is not None and not self.where.visible(hover, ctl.hover_end or 0) else None
        busy = ctl.animator.busy()
        beam = self._beam(renderer, hover, busy)
        self._shown_key = self.frame_key()
        ctl.mark_shown(w, h)
        flash = (ctl.flash, ctl.flash_amount) if ctl.flash is not None else self._marked_blocker(hover, busy)
        renderer.render(
            ctl.camera,
            w,
            h,
            hover=hover,
            hint=ctl.hint,
            hint_amt=ctl.hint_amount,
            time=ctl.time,
            animator=ctl.animator,
            beam=beam,
            flash=flash,
            turns=ctl.turns.poses(),
            see=see,  # (its head hidden: it shows through)
        )

    def _beam(self, renderer: RendererBase, hover: int | None, busy):
        """The ray preview of the arrow under the pointer, else the hint's way out; None."""
        ctl = self.ctl
        alive = self.board.alive
        if hover is not None and self.midend.settings.ray_preview and hover in alive and hover not in busy:
            return renderer.beam(hover, end=ctl.hover_end) if ctl.hover_end else renderer.beam(hover)
        if ctl.hint is not None and ctl.hint in alive and ctl.hint not in busy:
            return renderer.beam(ctl.hint)  # the hint shows its way out
        return None

    def _marked_blocker(self, hover: int | None, busy) -> tuple[int, float] | None:
        """The assist "Mark blockers": the arrow in the way of the one under the pointer,
        lit as a hit blocker is (through what hides it); using it marks the run assisted."""
        if not self.midend.settings.mark_blockers or hover not in self.board.alive or hover in busy:
            return None  # (the assist off, nothing under the pointer, or it is flying)
        self.session.assisted = True
        hit = self.board.first_blocker(hover, self.ctl.hover_end)
        return None if hit is None else (hit[1], 1.0)

    def _view_moving(self) -> bool:
        """The player is turning the view (a drag, a held key, an eased turn)."""
        return self.ctl.input.dragging or bool(self.ctl.input.held) or self.ctl.camera.turning

    def _scaled_target(self, ctx):
        """A moving view's reduced-size target on software GL (None on a GPU): motion_scale.py."""
        if not self._software:
            return None
        if self._scaled is None or self._scaled.window != tuple(self.size):
            if self._scaled is not None:
                self._scaled.release()
            self._scaled = ScaledTarget(ctx, self.size)
        return self._scaled

    def release_gl(self) -> None:
        for obj in (self.renderer, self._target, self._scaled, self._still):
            if obj is not None:
                with contextlib.suppress(moderngl.Error):  # pragma: no cover - context already gone
                    obj.release()
        self.renderer = None
        self._target = None
        self._scaled = None
        self._ctx = None
