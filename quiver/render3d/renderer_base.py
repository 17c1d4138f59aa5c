"""The frame both 3D renderers draw: `RendererBase`, specialised by `renderer.BoardRenderer`
(3D mode) and `flat_renderer.FlatRenderer` (Flat 3D).

A frame: the background, the per-frame uniforms, the board's resting instances, then
(while something flies, or with an aim `beam`) the moving ones. Instance data is rebuilt
only when the set of arrows on the board changes; hover, hint, hidden (bouncing) arrows
and the blocker's shake are uniforms.

A renderer draws into whatever framebuffer is bound (a pygame window's screen or an
offscreen one) with the viewport the caller set; it never owns the context.

The player's settings (None: the defaults) choose the direction colours (`palette`:
`mesh.palette_for`, the colour-blind palette when it is on) and `glyphs` (the shaders'
``u_glyphs``: the direction glyphs drawn for the colour-blind palette);
`set_settings` changes them on a live renderer, re-colouring the board at once.
"""

from __future__ import annotations

import math
from typing import Any

import moderngl
import numpy as np

from quiver.style import palette as _palette

from .blocker_marks import counted, draw_blocker, hatch_px
from .camera import OrbitCamera
from .glcommon import Background, set_frame_uniforms, set_uniform
from .hint_marks import draw_hint
from .hint_outline import HintOutline
from .mesh import palette_for

__all__ = ["BEAM_HIDDEN_ALPHA", "IMPACT_COLOR", "SEE_ALPHA", "RendererBase", "impact_colour"]

BEAM_HIDDEN_ALPHA = 0.3  # the aim line where cubes hide it: drawn again this faint
# the arrow under the pointer whose head is hidden (render's `see`): its hidden parts show through
# this strong, in its own colour; its aim line alone, faint behind the cubes, came out of nowhere
# (stranger s48: no telling a free arrow was there, nor which way it flew)
SEE_ALPHA = 0.6
IMPACT_COLOR = (214, 58, 52)  # sRGB: the mark where the aim line meets the first cube in its way
# ... with the colour-blind palette, Okabe-Ito's black: its vermillion (+z) is the red's
# neighbour (CIE76 13 under tritan simulation, 17 deutan: the mark all but vanished on one)
IMPACT_BLIND = (0, 0, 0)
# ... bigger, and seen through what hides it (mesh.FLAG_IMPACT), at the end of a line shorter
# than this (world units): a blocker next to the head left a line of a few pixels or none
SHORT_LINE = 0.5


def impact_colour(settings=None) -> tuple[int, int, int]:
    """The aim line's impact mark (sRGB) for the palette in force: far from every
    direction colour of it (tests/test_s180_impact_colour.py)."""
    return IMPACT_BLIND if _palette.colorblind_on(settings) else IMPACT_COLOR


class RendererBase:
    """What a subclass provides: the programs its instances are shaded with (passed to
    `__init__`), `build_mesh(board)`, `rebuild(alive) -> instances`, `draw_board()` and
    `draw_moving(instances, beam)` (both returning their draw calls), and `release()`
    of its own GL objects before calling this one's."""

    def __init__(self, ctx: moderngl.Context, programs, settings=None) -> None:
        self.ctx = ctx
        self.programs = tuple(programs)
        self.palette = palette_for(settings)  # linear RGB, row = direction
        self.impact = impact_colour(settings)  # sRGB: the aim line's impact mark
        self.glyphs = _palette.glyphs_on(settings)
        self._set_glyphs()
        self.backdrop = Background(ctx)
        self.outline = HintOutline(ctx)  # the hinted arrow's rings, over whatever hides it
        self.blocker_rings = HintOutline(ctx)  # ... and a hit blocker's, red
        # Set by attach() before the first frame; every draw path runs after it. Typed
        # loosely because the 3D and Flat renderers hold different board and mesh types.
        self.board: Any = None
        self.mesh: Any = None
        self._alive: frozenset[int] | None = None
        self.rebuilds = 0
        self.instances = 0
        self.draw_calls = 0  # draw calls of the last frame

    @property
    def background(self) -> dict:
        """The background's colours (sRGB 0..1: top, bottom, glow); editable."""
        return self.backdrop.colors

    # -- settings ----------------------------------------------------------------------------
    def set_settings(self, settings) -> bool:
        """Apply the player's settings now: the direction colours (the board's instances
        are rebuilt when they change) and the glyphs. True if anything changed."""
        pal = palette_for(settings)
        glyphs = _palette.glyphs_on(settings)
        changed = glyphs != self.glyphs or impact_colour(settings) != self.impact
        self.impact = impact_colour(settings)
        self.glyphs = glyphs
        self._set_glyphs()
        if not np.array_equal(pal, self.palette):
            changed = True
            self.palette = pal
            if self.mesh is not None:
                self.mesh.set_palette(pal)
                self._alive = None
                self.sync()
        return changed

    def _set_glyphs(self) -> None:
        for prog in self.programs:
            set_uniform(prog, "u_glyphs", int(self.glyphs))

    # -- board -------------------------------------------------------------------------------
    def set_board(self, board) -> None:
        self.board = board
        self.mesh = self.build_mesh(board)
        self._alive = None
        self.sync()

    def sync(self) -> bool:
        """Rebuild the board's instance data if the arrows on it changed; True if rebuilt."""
        board = self.board
        if board is None:
            return False
        alive = board.alive
        if self._alive is not None and len(alive) == len(self._alive) and alive == self._alive:
            return False
        self._alive = frozenset(alive)
        self.instances = self.rebuild(alive)
        self.rebuilds += 1
        return True

    # -- frame -------------------------------------------------------------------------------
    def render(
        self,
        camera: OrbitCamera,
        width: int,
        height: int,
        *,
        hover: int | None = None,
        hint: int | None = None,
        hint_amt: float | None = None,
        time: float = 0.0,
        animator=None,
        beam: np.ndarray | None = None,
        background: bool = True,
        flash: tuple[int, float] | None = None,
        turns: dict | None = None,
        see: int | None = None,
    ) -> int:
        """Draw one frame into the bound framebuffer (viewport already set); returns the
        number of draw calls. `hint_amt` (0..1) is the hinted arrow's glow; by default it
        pulses with `time`. `beam`: extra moving instances, e.g. `self.beam(arrow)`.
        `flash`: (arrow, 0..1) a hit blocker that flashes, and shows through whatever
        hides it as a see-through silhouette. `see`: an arrow whose hidden parts show through, steady."""
        calls = 0
        self.sync()
        self.pose(turns)  # rotating heads mid-turn (`turns.HeadTurns`)
        if background:
            calls += self.backdrop.draw(width, height)
        if hint_amt is None:
            hint_amt = 0.5 + 0.5 * math.sin(time * 5.0)
        hidden = animator.hidden() if animator is not None else ()
        set_frame_uniforms(
            self.programs,
            camera,
            width,
            height,
            fog=self.backdrop.fog(),
            hover=hover,
            hint=hint,
            hint_amt=hint_amt,
            hidden=hidden,
            shake=animator.shake() if animator is not None else None,
            flash=flash,
        )
        self.ctx.enable(moderngl.DEPTH_TEST)
        self.ctx.disable(moderngl.BLEND)
        self.order_for(camera)
        calls += self.draw_board()
        if animator is not None and animator.active:  # (what flies leaves over the bars)
            calls += self.draw_moving(animator.instances(), None)
        self._clip_to_band(camera)
        try:
            calls += self._draw_overlays(camera, width, height, beam, see, hint, hint_amt, flash, hidden)
        finally:
            self.ctx.scissor = None  # (a scissor left on would cut the next frame's clear)
        self.draw_calls = calls
        return calls

    def _clip_to_band(self, camera: OrbitCamera) -> None:
        """Cut the overlays (`_draw_overlays`) to the rows between the HUD's bars
        (`camera.band`), as the keyboard's focus brackets are (keypick3d): a line running
        on past the shape ended among the top bar's chips (s194). The board runs on under
        the bars, as the world past a window's frame; an overlay there read as the HUD's."""
        if not any(camera.band):
            return
        x, y, w, h = self.ctx.viewport  # (a software GL's moving view: a smaller target)
        first, last = camera.band_rows(h)  # rows, from the top
        self.ctx.scissor = (x, y + h - last, w, last - first)

    def _draw_overlays(self, camera, width, height, beam, see, hint, hint_amt, flash, hidden) -> int:
        """The aim line and its impact mark, the see-through passes, the hint's and a hit
        blocker's rings; returns the draw calls made."""
        calls = 0
        if beam is not None:
            calls += self.draw_moving(None, beam) + self._draw_beam_hidden()
        if see is not None and see != hint and see in (self._alive or ()) and see not in hidden:
            rgba = (1.0, 1.0, 1.0, SEE_ALPHA)  # (in stripes: behind, s378)
            calls += self._draw_xray(int(see), rgba, hidden_only=True, hatch=hatch_px(height))
        calls += draw_hint(self, hint, hidden, camera, width, height, hint_amt)
        if flash is not None and flash[1] > 0.0:
            calls += draw_blocker(self, flash, hidden, camera, width, height)
        return calls

    def release(self) -> None:
        self.backdrop.release()
        self.outline.release()
        self.blocker_rings.release()
        for prog in self.programs:
            prog.release()

    def _draw_beam_hidden(self) -> int:
        """The aim line's pieces that cubes (or the block) hide, again, faint: only the
        pixels where something nearer was drawn pass (depth test 'greater'), blended at
        BEAM_HIDDEN_ALPHA without writing depth. So the line reads as passing behind the
        cubes in front of it, never through them (it stops at the first one in its way:
        `beam`); in stripes (`hatch_px`), its impact mark too: solid, that stood on an empty
        cell in sight, taken for the blocker (s376's stranger, s378)."""
        ctx = self.ctx
        for prog in self.programs:
            set_uniform(prog, "u_beam_alpha", BEAM_HIDDEN_ALPHA)
            set_uniform(prog, "u_hatch", hatch_px(ctx.viewport[3]))
        ctx.depth_func = ">"
        ctx.fbo.depth_mask = False
        ctx.enable(moderngl.BLEND)
        ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        try:
            return self.draw_beam()
        finally:
            ctx.disable(moderngl.BLEND)
            ctx.fbo.depth_mask = True
            ctx.depth_func = "<"
            for prog in self.programs:
                set_uniform(prog, "u_beam_alpha", 1.0)
                set_uniform(prog, "u_hatch", 0.0)

    def ray_stop(self, arrow: int, end: int = 0) -> int | None:
        """The first cell on arrow's escape ray (from its `end` head, a rotating arrow's
        ray of this phase) that another arrow occupies: where the aim line stops and
        shows its impact mark; None when the way out is clear. A shut lock is not a cell
        in the way: the line shows the path, the padlock says the rest."""
        board = self.board
        ray = board.ray(arrow, end)
        if ray is None:  # turned back over its own body: it is in its own way
            return board.arrows[arrow].head
        owner = board.owner
        return next((c for c in ray if owner[c] >= 0), None)

    def _draw_xray(
        self,
        arrow: int,
        rgba: tuple[float, float, float, float],
        hidden_only=False,
        hatch=0.0,
        test=None,
        samples: list[int] | None = None,
    ) -> int:
        """The arrow's resting pieces again in one colour, blended over everything (no
        depth test; `test`: only where the depth test '<=' (what shows) or '>' (what
        something nearer hides) passes, no depth written); `hidden_only`: in its own
        colour, only where something nearer hides it (depth test 'greater', as the aim
        line's hidden part). `hatch`: in stripes that far apart (`hatch_px`). `samples`:
        each pass's samples that passed are appended to it (an occlusion query: hidden_only's
        two, what is hidden then what shows, its faces in view repainted)."""
        for prog in self.programs:
            set_uniform(prog, "u_xray", arrow)
            set_uniform(prog, "u_xray_colour", rgba)
            set_uniform(prog, "u_xray_own", 1.0 if hidden_only else 0.0)
            set_uniform(prog, "u_hatch", float(hatch))
        test = ">" if hidden_only else test
        if test is not None:
            self.ctx.depth_func = test
            self.ctx.fbo.depth_mask = False
        else:
            self.ctx.disable(moderngl.DEPTH_TEST)
        self.ctx.enable(moderngl.BLEND)
        self.ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        try:
            calls = self._counted(self.draw_xray, samples)
            if hidden_only:  # its own hidden parts showed through its faces in view too
                calls += self._counted(lambda: self._repaint(arrow), samples)
            return calls
        finally:
            for prog in self.programs:
                set_uniform(prog, "u_xray", -2)
                set_uniform(prog, "u_solo", -2)
                set_uniform(prog, "u_hatch", 0.0)
            self.ctx.disable(moderngl.BLEND)
            self.ctx.enable(moderngl.DEPTH_TEST)
            self.ctx.depth_func = "<"
            self.ctx.fbo.depth_mask = True

    def _counted(self, draw, samples: list[int] | None) -> int:
        """`draw()`'s calls; with `samples`, its samples that passed appended to it."""
        if samples is None:
            return draw()
        passed, calls = counted(self, draw)
        samples.append(passed)
        return calls

    def _repaint(self, arrow: int) -> int:
        """The arrow's faces in view drawn again as they rest (depth test 'less or equal':
        the very fragments the board pass drew, nothing behind them). The see-through pass
        draws wherever something nearer hides the arrow, and a bent arrow hides parts of
        itself: they washed its faces in view toward white (a hinted arrow on half the 3D
        cube 3 boards kept under 0.6 of its colour's saturation)."""
        for prog in self.programs:
            set_uniform(prog, "u_xray", -2)
            set_uniform(prog, "u_solo", arrow)
        self.ctx.disable(moderngl.BLEND)
        self.ctx.depth_func = "<="
        return self.draw_xray()

    # -- what a subclass provides ------------------------------------------------------------
    def draw_xray(self) -> int:
        """Draw the board's arrows for the see-through pass (the shaders keep u_xray's)."""
        return self.draw_board()

    def outline_triangles(self, arrow: int) -> np.ndarray:  # pragma: no cover
        """The resting arrow's pieces as `hint_outline.OUTLINE_DTYPE` triangles."""
        raise NotImplementedError

    def pose(self, poses) -> None:
        """Draw these rotating arrows' heads part way through a quarter turn (arrow ->
        (direction before, axis, angle)); empty or None: every head at rest."""

    def order_for(self, camera) -> None:
        """Order the board's instances for this view (nearest first); optional."""

    def build_mesh(self, board):  # pragma: no cover
        raise NotImplementedError

    def rebuild(self, alive) -> int:  # pragma: no cover
        """Upload the resting instances of the arrows in `alive`; returns how many
        instances the board now draws."""
        raise NotImplementedError

    def draw_board(self) -> int:  # pragma: no cover
        raise NotImplementedError

    def draw_moving(self, instances, beam) -> int:  # pragma: no cover
        """Draw `instances` (the animator's, None when nothing flies) and `beam`."""
        raise NotImplementedError

    def draw_beam(self) -> int:  # pragma: no cover
        """Draw the aim line's instances uploaded by the last `draw_moving` (only them)."""
        raise NotImplementedError

    def beam(self, arrow: int, color=None, end: int = 0) -> np.ndarray:  # pragma: no cover
        """The instances of arrow i's escape ray from its `end` head, in `color`."""
        raise NotImplementedError
