"""The Flat-3D play scene: a block you turn, with arrows lying on its faces.

It is the 3D play scene (`Play3DScene`: session, HUD and its buttons, keys H / R / Esc,
sounds, win and lose screens, tap-versus-drag camera input, the multisampled target)
with the Flat-3D parts swapped in: `FlatBoardController` (face picking, ribbon
animations) and `FlatRenderer` (the block and its ribbons). The registry finds it
through quiver/render3d/scene.py (`PLAY_SCENES["flat"]`).
"""
from __future__ import annotations

import pygame

from quiver.render3d.flat_controller import FlatBoardController

from .play3d import Play3DScene, _llvmpipe

__all__ = ["PlayFlatScene", "render_play_png"]


class PlayFlatScene(Play3DScene):
    name = "playflat"
    uses_gl = True

    def __init__(self, app, board, code=None, label=None, hearts="setting") -> None:
        super().__init__(app, board, code, label, hearts)
        settings = getattr(app, "settings", None)
        speed = 2.0 if getattr(settings, "reduced_motion", False) else 1.0
        self.ctl = FlatBoardController(self.session, self.size, speed=speed,
                                       on_event=self._on_anim_event, fire=self.fire)

    def draw_gl(self, ctx) -> None:
        from quiver.render3d.flat_renderer import FlatRenderer
        from quiver.render3d.headless import Offscreen
        if self.renderer is None or self._ctx is not ctx:
            self.release_gl()
            self._ctx = ctx
            self.renderer = FlatRenderer(ctx, self.board)
            # multisampling is nearly free on a GPU but costs a software renderer a lot
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


def render_play_png(board, out, size=(1280, 800), yaw: float | None = None,
                    pitch: float | None = None, code=None, label: str | None = None) -> str:
    """The Flat-3D play screen (the block under the HUD) as a PNG, with no display."""
    import os
    import sys

    from quiver.render3d.flat_renderer import render_flat_png
    if not os.environ.get("SDL_VIDEODRIVER") and sys.platform.startswith("linux") \
            and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    from quiver.app import App
    w, h = size
    app = App((w, h), window=False, sound=False, clock=lambda: 0.0)
    scene = PlayFlatScene(app, board, code, label, hearts=3)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    scene.draw(layer)
    render_flat_png(board, out, w, h, yaw, pitch, hud=layer)
    return str(out)
