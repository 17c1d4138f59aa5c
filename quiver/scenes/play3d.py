"""The 3D play scene: a solid voxel shape you turn, zoom and fire into.

Everything that is not 3D (session, hearts, the HUD and its buttons, keys H / R / Esc,
sounds, the win and lose screens) comes from `PlayScene`; this scene adds the camera and
picking (`quiver.render3d.controller.BoardController`) and draws the board with moderngl
in `draw_gl`, under the HUD that it paints on its transparent layer.

Input: drag (any button) turns the shape; a press-release that moves less than a few
pixels is a tap and fires the arrow under it; wheel / pinch / + - zoom; arrow keys or
WASD turn; Home, C or 0 resets the view.

The Flat-3D scene (playflat.py) is this scene with other parts plugged in: its
`controller_class`, `make_renderer` and `render_board_png`.

The player's settings reach both at once (`apply_settings`, also while the settings card
is open over the puzzle): the colour-blind palette and its glyphs in the renderer, and
in the controller the flying arrows' colours, reduced motion (faster flights, no shake,
a steady hint, near-instant camera turns).
"""
from __future__ import annotations

import pygame

from quiver.render2d import palette
from quiver.render3d.controller import BoardController

from .play import PlayScene


def _llvmpipe(ctx) -> bool:
    try:
        name = ctx.info.get("GL_RENDERER", "").lower()
    except Exception:                               # pragma: no cover - odd drivers
        return False
    return any(k in name for k in ("llvmpipe", "softpipe", "software"))


class Play3DScene(PlayScene):
    name = "play3d"
    uses_gl = True
    controller_class = BoardController      # camera, picking and animations of the board

    def __init__(self, app, board, code=None, label=None, hearts="setting") -> None:
        super().__init__(app, board, code, label, hearts)
        settings = getattr(app, "settings", None)
        self.ctl = self.controller_class(self.session, self.size, speed=palette.motion_speed(settings),
                                         on_event=self._on_anim_event, fire=self.fire)
        self.ctl.configure(settings)
        self.renderer = None
        self._ctx = None
        self._target = None
        self._samples = None

    # -- PlayScene hooks --------------------------------------------------------------------
    def apply_settings(self, settings) -> None:
        """Colours, glyphs and motion at once: the renderer re-colours the board (and
        switches the glyphs), the controller the arrows in flight, their speed, the shake,
        the hint's glow and the camera's turns; then the HUD (PlayScene)."""
        self.ctl.configure(settings)
        if self.renderer is not None:
            self.renderer.set_settings(settings)
        super().apply_settings(settings)

    def on_fire(self, res) -> None:
        pass        # the controller starts the animation from the result it gets back

    def _on_anim_event(self, kind, what) -> None:
        if kind == "smack":
            self.on_smack(what.blocker)

    def on_hint(self, i: int) -> None:
        self.ctl.point_at(i)

    def on_restart(self) -> None:
        self.ctl.reset()

    def busy(self) -> bool:
        return self.ctl.animator.active

    def animating(self) -> bool:
        return super().animating() or self.ctl.animating

    def resize(self, size) -> None:
        super().resize(size)
        self.ctl.resize(size)

    def exit(self) -> None:
        self.release_gl()

    # -- aiming helpers (tests, demos, the lesson's bubble) -------------------------------------
    def head_point(self, i: int):
        """World point on the front face of arrow i's head cube."""
        from quiver.engine.geometry import VEC3
        a = self.board.arrows[i]
        return tuple(c + 0.5 + 0.5 * v for c, v in zip(self.board.space.coord(a.head), VEC3[a.dir]))

    def facing(self, arrows: list[int]) -> int | None:
        """The arrow whose head is nearest the eye (so the bubble points at one in view)."""
        if not arrows:
            return None
        return min(arrows, key=lambda i: self.ctl.camera.project(self.head_point(i), *self.size)[2])

    def arrow_pixel(self, i: int) -> tuple[int, int]:
        x, y, _ = self.ctl.camera.project(self.head_point(i), *self.size)
        return int(x), int(y)

    def arrow_at(self, pos) -> int | None:
        p = self.ctl.pick(pos)
        return None if p is None else p.arrow

    # -- events -----------------------------------------------------------------------------
    def handle_event(self, event):
        et = event.type
        over_button = False
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            over_button = self.hud.hit(event.pos) is not None
        # HUD buttons and the keys H, R and Esc first
        if et == pygame.MOUSEBUTTONDOWN and over_button and getattr(event, "button", 1) == 1:
            self.ctl.input.cancel()
            return super().handle_event(event)
        if et == pygame.MOUSEBUTTONUP and self.hud.pressed:
            return super().handle_event(event)
        if et == pygame.KEYDOWN:
            if super().handle_event(event) is None:
                return None
        elif et == pygame.MOUSEMOTION:
            super().handle_event(event)          # HUD button hover
        # the view turns even when the puzzle is over; taps then do nothing (the session
        # ignores them)
        if self.ctl.handle_event(event) is None:
            return event
        return None

    def update(self, dt: float) -> None:
        self.ctl.update(dt)
        super().update(dt)

    # -- drawing ---------------------------------------------------------------------------------
    def make_renderer(self, ctx):
        """The moderngl renderer of this scene's board."""
        from quiver.render3d.renderer import BoardRenderer
        return BoardRenderer(ctx, self.board, settings=getattr(self.app, "settings", None))

    @staticmethod
    def render_board_png(board, out, width: int, height: int, yaw, pitch, hud, settings=None):
        """The board alone as a PNG with no display, `hud` composited over it, honouring
        `settings` (None: the defaults)."""
        from quiver.render3d.headless import render_board_png
        return render_board_png(board, out, width, height, yaw, pitch, hud=hud, settings=settings)

    def draw(self, surface: pygame.Surface):
        """The HUD on the transparent layer (the board is drawn in draw_gl)."""
        if self.take_full_redraw():
            surface.fill((0, 0, 0, 0))
            self._hud_key = None
            self.hud_changed()
            self.draw_hud(surface)
            self._coach_rects = self.draw_coach(surface)
            return True
        dirty = []
        if self.coach is not None:               # the bubble follows its arrow as the view turns
            old = getattr(self, "_coach_rects", [])
            for r in old:
                surface.fill((0, 0, 0, 0), r)
            self._coach_rects = self.draw_coach(surface)
            dirty += old + self._coach_rects
        if self.hud_changed():
            for r in (self.hud.top_rect, self.hud.bottom_rect):
                surface.fill((0, 0, 0, 0), r)
            dirty += self.draw_hud(surface)
        return dirty

    def draw_gl(self, ctx) -> None:
        from quiver.render3d.headless import Offscreen
        if self.renderer is None or self._ctx is not ctx:
            self.release_gl()
            self._ctx = ctx
            self.renderer = self.make_renderer(ctx)
            # multisampling is nearly free on a GPU but costs a software renderer ~8x
            self._samples = 0 if _llvmpipe(ctx) else min(4, ctx.max_samples)
        w, h = self.size
        target = None
        if self._samples and self._samples > 1:
            if self._target is None or self._target.size != (w, h):
                if self._target is not None:
                    self._target.release()
                self._target = Offscreen(ctx, w, h, self._samples)
            target = self._target
            target.use()
            target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
        else:
            ctx.screen.use()
            ctx.viewport = (0, 0, w, h)
            ctx.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
        ctl = self.ctl
        hover = None if (ctl.input.dragging or self.session.over) else ctl.hover
        beam = None
        if hover is not None and getattr(getattr(self.app, "settings", None), "ray_preview", True) \
                and hover in self.board.alive and hover not in ctl.animator.busy():
            beam = self.renderer.beam(hover)
        self.renderer.render(ctl.camera, w, h, hover=hover, hint=ctl.hint, hint_amt=ctl.hint_amount,
                             time=ctl.time, animator=ctl.animator, beam=beam)
        if target is not None:
            ctx.copy_framebuffer(ctx.screen, target.ms)
        ctx.screen.use()

    def release_gl(self) -> None:
        for obj in (self.renderer, self._target):
            if obj is not None:
                try:
                    obj.release()
                except Exception:                   # pragma: no cover - context already gone
                    pass
        self.renderer = None
        self._target = None
        self._ctx = None


def render_play_png(board, out, size=(1280, 800), yaw: float | None = None, pitch: float | None = None,
                    code=None, label: str | None = None, settings=None) -> str:
    """The 3D play screen (the board under the HUD) as a PNG, with no display: the board
    through the EGL standalone context, the HUD drawn by pygame and composited on top.
    `settings`: the player's settings it shows (None: the defaults, not the saved ones)."""
    return render_scene_png(Play3DScene, board, out, size, yaw, pitch, code, label, settings)


def render_scene_png(scene_class, board, out, size=(1280, 800), yaw: float | None = None,
                     pitch: float | None = None, code=None, label: str | None = None,
                     settings=None) -> str:
    """The play screen of a GL play scene class (`Play3DScene` or a subclass) as a PNG,
    with no display: its `render_board_png` with the HUD the scene draws over it.
    `settings` (None: the defaults) are the scene's and the picture's."""
    from quiver.app import App, _headless_env
    _headless_env()
    from quiver.game.settings import Settings
    w, h = size
    app = App((w, h), window=False, sound=False, clock=lambda: 0.0)
    app.settings = settings if settings is not None else Settings()
    scene = scene_class(app, board, code, label, hearts=3)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    scene.draw(layer)
    scene.render_board_png(board, out, w, h, yaw, pitch, layer, settings=app.settings)
    return str(out)
