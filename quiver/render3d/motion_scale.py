"""Draw a moving view at a lower resolution on a software renderer, and scale it up.

On a CPU renderer (Mesa llvmpipe) nearly all of a 3D frame's time is shading pixels
(bench/live3d.py). While the player drags or turns the view, the board is drawn into a
texture at `SCALE` of the window's size (about half the pixels) and stretched over the
window with bilinear filtering; the moment the view is still, frames are full size again.
The camera, and so picking, is the same either way: only the pixel count differs.
A hardware GPU never uses this.
"""

from __future__ import annotations

import moderngl
import numpy as np

__all__ = ["SCALE", "ScaledTarget", "software_gl"]

SCALE = 0.7


def software_gl(ctx) -> bool:
    """Whether the context renders on the CPU (llvmpipe and the like)."""
    try:
        name = ctx.info.get("GL_RENDERER", "").lower()
    except moderngl.Error:  # pragma: no cover - odd drivers
        return False
    return any(k in name for k in ("llvmpipe", "softpipe", "software"))


_VS = """
#version 330 core
in vec2 in_pos;
out vec2 uv;
void main() { uv = in_pos * 0.5 + 0.5; gl_Position = vec4(in_pos, 0.0, 1.0); }
"""
_FS = """
#version 330 core
uniform sampler2D frame;
in vec2 uv;
out vec4 colour;
void main() { colour = vec4(texture(frame, uv).rgb, 1.0); }
"""


class ScaledTarget:
    """A colour texture + depth target of `SCALE` times a window size, and the quad that
    stretches it over the bound framebuffer."""

    def __init__(self, ctx, size: tuple[int, int], scale: float = SCALE) -> None:
        self.ctx = ctx
        self.window = tuple(size)
        self.size = (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))
        self.texture = ctx.texture(self.size, 4)
        self.texture.filter = (moderngl.LINEAR, moderngl.LINEAR)
        self.depth = ctx.depth_renderbuffer(self.size)
        self.fbo = ctx.framebuffer([self.texture], self.depth)
        self.prog = ctx.program(vertex_shader=_VS, fragment_shader=_FS)
        quad = np.array([-1, -1, 1, -1, -1, 1, 1, 1], dtype="f4")
        self.vbo = ctx.buffer(quad.tobytes())
        self.vao = ctx.vertex_array(self.prog, [(self.vbo, "2f", "in_pos")])

    def use(self) -> None:
        """Bind the small target (the caller clears it and draws with the window's size
        for the aspect ratio)."""
        self.fbo.use()
        self.ctx.viewport = (0, 0, *self.size)

    def present(self, screen) -> None:
        """Stretch the small frame over `screen` (the window's framebuffer)."""
        screen.use()
        self.ctx.viewport = (0, 0, *self.window)
        self.ctx.disable(moderngl.DEPTH_TEST | moderngl.BLEND | moderngl.CULL_FACE)
        self.texture.use(0)
        self.vao.render(moderngl.TRIANGLE_STRIP)

    def release(self) -> None:
        for obj in (self.vao, self.vbo, self.prog, self.fbo, self.depth, self.texture):
            obj.release()
