"""GL building blocks both 3D renderers use (3D mode: `renderer`, Flat 3D: `flat_renderer`).

* `InstanceBuffer`: one growable per-instance buffer with its vertex array: one
  instanced draw call for any number of instances.
* `Background`: the calm warm-paper gradient behind the board (one draw call).
* `set_frame_uniforms`: the camera, lights, depth cue and highlight uniforms of a frame,
  for every program that declares them (assets/shaders/include/*.glsl).
"""

from __future__ import annotations

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name
import moderngl
import numpy as np

from .camera import OrbitCamera
from .mesh import srgb_to_linear
from .shaders import load_program

__all__ = [
    "BACKGROUND",
    "BG_GRID",
    "MAX_HIDDEN",
    "Background",
    "InstanceBuffer",
    "quad_vertices",
    "set_frame_uniforms",
    "set_uniform",
]

MAX_HIDDEN = 8  # the length of u_hidden in assets/shaders/include/resting.glsl
BG_GRID = (24, 16)

# calm warm-paper background (the 2D theme's family, a shade deeper so white highlights
# and the HUD's panels stand out), sRGB 0..1
BACKGROUND = {
    "top": (0.925, 0.905, 0.870),
    "bottom": (0.800, 0.776, 0.737),
    "glow": (0.030, 0.030, 0.028),
}


def set_uniform(prog: moderngl.Program, name: str, value) -> None:
    """Set a uniform if the program uses it (the compiler drops unused ones)."""
    if name in prog:
        uniform = prog[name]
        if not isinstance(uniform, (moderngl.Uniform, moderngl.UniformBlock)):
            raise TypeError(f"{name!r} is a vertex input or output, not a uniform")
        uniform.value = value


def quad_vertices() -> np.ndarray:
    """The unit quad as a triangle strip; a shader places it on a face."""
    return np.array([(0, 0), (1, 0), (0, 1), (1, 1)], dtype="<f4")


class InstanceBuffer:
    """One growable instance buffer and its vertex array: `upload` the instances (numpy,
    `dtype`), `draw` them with one call. The per-vertex mesh (`mesh_vbo`, `verts`
    vertices drawn as `mode`) is shared, not owned."""

    MIN_INSTANCES = 64

    def __init__(
        self,
        ctx,
        prog,
        mesh_vbo,
        mesh_format: str,
        mesh_attrs,
        dtype,
        fmt: str,
        attrs,
        verts: int,
        mode=moderngl.TRIANGLES,
    ) -> None:
        self.ctx, self.prog, self.mode, self.verts = ctx, prog, mode, verts
        self.mesh = (mesh_vbo, mesh_format, *mesh_attrs)
        self.dtype, self.fmt, self.attrs = np.dtype(dtype), fmt, tuple(attrs)
        self.capacity = 0
        self.buffer = self.vao = None
        self.count = 0

    def upload(self, data: np.ndarray) -> None:
        data = np.ascontiguousarray(data, dtype=self.dtype)
        self.count = len(data)
        if not self.count:
            return
        if data.nbytes > self.capacity:
            capacity = max(data.nbytes, 2 * self.capacity, self.MIN_INSTANCES * self.dtype.itemsize)
            self.release()
            self.capacity = capacity
            self.buffer = self.ctx.buffer(reserve=capacity, dynamic=True)
            self.vao = self.ctx.vertex_array(self.prog, [self.mesh, (self.buffer, self.fmt, *self.attrs)])
        assert self.buffer is not None  # made above on the first upload with data
        self.buffer.write(data)

    def draw(self) -> int:
        """Draw what was uploaded; returns the number of draw calls made (0 or 1)."""
        if self.count and self.vao is not None:
            self.vao.render(self.mode, vertices=self.verts, instances=self.count)
            return 1
        return 0

    def release(self) -> None:
        for obj in (self.vao, self.buffer):
            if obj is not None:
                obj.release()
        self.vao = self.buffer = None
        self.capacity = 0


class Background:
    """The full-screen gradient (assets/shaders/background.glsl), generated in the shader."""

    def __init__(self, ctx, colors: dict = BACKGROUND) -> None:
        self.ctx = ctx
        self.colors = dict(colors)  # sRGB 0..1: top, bottom, glow
        self.prog = load_program(ctx, "background")
        self.vao = ctx.vertex_array(self.prog, [])

    def fog(self) -> tuple[float, float, float]:
        """The colour far faces fade toward (linear): the gradient's bottom."""
        r, g, b = (float(c) for c in srgb_to_linear(np.array(self.colors["bottom"]) * 255))
        return r, g, b

    def draw(self, width: int, height: int) -> int:
        """Fill the viewport (no depth test); returns the draw calls made (1)."""
        p = self.prog
        set_uniform(p, "u_top", tuple(self.colors["top"]))
        set_uniform(p, "u_bottom", tuple(self.colors["bottom"]))
        set_uniform(p, "u_glow", tuple(self.colors["glow"]))
        set_uniform(p, "u_aspect", width / max(height, 1))
        set_uniform(p, "u_grid", BG_GRID)
        self.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self.vao.render(moderngl.TRIANGLES, vertices=6 * BG_GRID[0] * BG_GRID[1])
        return 1

    def release(self) -> None:
        self.vao.release()
        self.prog.release()


def set_frame_uniforms(
    programs,
    camera: OrbitCamera,
    width: int,
    height: int,
    *,
    fog,
    hover: int | None = None,
    hint: int | None = None,
    hint_amt: float = 0.0,
    hidden=(),
    shake=None,
    flash=None,
) -> None:
    """Camera, lights, depth cue (fading toward `fog`, linear RGB) and highlights for a
    frame: `hover` / `hint` arrows (None: none), the hint's glow `hint_amt` (0..1), the
    arrows whose resting instances are `hidden` (at most MAX_HIDDEN) and the blocker's
    `shake` ((arrow, offset) or None), and the hit blocker's `flash` ((arrow, 0..1) or
    None). A program gets the uniforms it declares."""
    aspect = width / max(height, 1)
    view, proj = camera.view_matrix(aspect), camera.projection_matrix(aspect)
    vp = (proj * view).to_bytes()
    rot = camera.rot
    dist = camera.distance(aspect)
    values = {
        "u_eye": tuple(camera.eye(aspect)),
        "u_key": tuple(glm.normalize(rot * glm.vec3(-0.42, 0.78, 0.58))),
        "u_fill": tuple(glm.normalize(rot * glm.vec3(0.75, -0.25, 0.45))),
        "u_up": tuple(rot * glm.vec3(0, 1, 0)),
        "u_depth_cue": (dist - camera.radius * 0.1, dist + camera.radius * 1.2),
        "u_fog": tuple(fog),
        "u_hover": -2 if hover is None else int(hover),
        "u_hint": -2 if hint is None else int(hint),
        "u_hint_amt": float(hint_amt),
        "u_hidden": list(hidden)[:MAX_HIDDEN] + [-2] * (MAX_HIDDEN - min(len(hidden), MAX_HIDDEN)),
        "u_shake_arrow": -2 if shake is None else int(shake[0]),
        "u_shake": (0.0, 0.0, 0.0) if shake is None else tuple(float(v) for v in shake[1]),
        "u_flash": -2 if flash is None else int(flash[0]),
        "u_flash_amt": 0.0 if flash is None else float(flash[1]),
        "u_xray": -2,
        "u_solo": -2,
        "u_beam_alpha": 1.0,
    }
    for p in programs:
        p["u_view_proj"].write(vp)
        for name, value in values.items():
            set_uniform(p, name, value)
