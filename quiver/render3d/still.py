"""The last still 3D frame, kept so that a change to the overlay alone (the HUD clock's
tick, a lesson's bubble, a burst on the layer) re-presents the window without drawing
the 3D scene again (issue 23: idle CPU; on a software renderer a 3D frame costs tens of
milliseconds).

    still = StillFrame()
    if still.reuse(ctx, key, size): ...   # the same picture: drawn back, no 3D render
    fb = still.target(ctx, size)          # a still frame: render the scene into fb ...
    still.show(ctx, key)                  # ... then draw it to the screen and keep it
    still.drop()                          # settings changed: the picture is stale

`key` is everything the picture depends on (the scene's frame key); only frames where
nothing in the 3D view moves are rendered through it, so a drag or a flight pays nothing.
The picture goes back to the screen as one textured triangle (a framebuffer blit to the
window fails on some drivers: Mesa's llvmpipe refuses it with GL_INVALID_OPERATION).
"""

from __future__ import annotations

from typing import Any

import moderngl

from .shaders import load_program

__all__ = ["StillFrame"]


class StillFrame:
    def __init__(self) -> None:
        self.fbo: Any = None
        self._tex: Any = None
        self._depth: Any = None
        self._prog: Any = None
        self._vao: Any = None
        self.key: Any = None
        self.size: tuple[int, int] | None = None
        self.reused = 0  # frames presented from the kept picture (tests, benches)

    def target(self, ctx, size) -> Any:
        """The framebuffer to render a still frame into (made or remade for `size`)."""
        size = (int(size[0]), int(size[1]))
        if self.fbo is None or self.size != size:
            self._release_fbo()
            self._tex = ctx.texture(size, 4)
            self._tex.filter = (moderngl.NEAREST, moderngl.NEAREST)
            self._depth = ctx.depth_renderbuffer(size)
            self.fbo = ctx.framebuffer(color_attachments=[self._tex], depth_attachment=self._depth)
            self.size = size
        if self._prog is None:
            self._prog = load_program(ctx, "overlay")  # the compositor's shader, set for a GL target
            self._prog["u_gl_rows"].value = True  # a GL render target: rows bottom to top already
            self._prog["u_opaque"].value = True
            self._vao = ctx.vertex_array(self._prog, [])
        self.key = None
        return self.fbo

    def _draw(self, ctx) -> None:
        ctx.screen.use()
        assert self.size is not None
        ctx.viewport = (0, 0, *self.size)
        ctx.disable(moderngl.BLEND | moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self._tex.use(0)
        self._vao.render(moderngl.TRIANGLES, vertices=3)

    def show(self, ctx, key) -> None:
        """The frame rendered into `target()` goes to the screen and is kept for `key`."""
        self._draw(ctx)
        self.key = key

    def reuse(self, ctx, key, size) -> bool:
        if self.fbo is None or self.key is None or key != self.key or tuple(size) != self.size:
            return False
        self._draw(ctx)
        self.reused += 1
        return True

    def drop(self) -> None:
        self.key = None

    def _release_fbo(self) -> None:
        for obj in (self.fbo, self._tex, self._depth):
            if obj is not None:
                obj.release()
        self.fbo = self._tex = self._depth = None

    def release(self) -> None:
        self._release_fbo()
        for obj in (self._vao, self._prog):
            if obj is not None:
                obj.release()
        self._vao = self._prog = None
        self.key, self.size = None, None
