"""moderngl drawing of a 3D board: a few instanced draw calls, whatever the cell count.

Per frame: background (1), board cube faces (1), board arrowheads (1), and while something
moves, moving faces (1) and moving arrowheads (1): at most 5 calls. Instance data for the
board is rebuilt with numpy (`mesh.BoardMesh.build`) only when the set of arrows on the
board changes; hover, hint, hidden (bouncing) arrows and the blocker's shake are uniforms.

The renderer draws into whatever framebuffer is bound (a pygame window's screen or an
offscreen one); the caller sets the viewport. It never owns the context.
"""
from __future__ import annotations

import math
from pathlib import Path

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm
import moderngl
import numpy as np

from .camera import OrbitCamera
from .mesh import (BOX_DTYPE, FACE_DTYPE, FACE_FORMAT, FLAG_BEAM, FLAG_MOVING, HEAD_DTYPE,
                   HEAD_FORMAT, BoardMesh, box_faces, srgb_to_linear)

__all__ = ["BoardRenderer", "GLView", "load_program", "shader_path", "BACKGROUND", "MAX_HIDDEN"]

MAX_HIDDEN = 8
BG_GRID = (24, 16)

# calm warm-paper background (the 2D theme's family, a shade deeper so white highlights
# and the HUD's panels stand out), sRGB 0..1
BACKGROUND = {
    "top": (0.925, 0.905, 0.870),
    "bottom": (0.800, 0.776, 0.737),
    "glow": (0.030, 0.030, 0.028),
}


def shader_path(name: str) -> Path:
    from quiver.assets import ASSETS_DIR
    return ASSETS_DIR / "shaders" / f"{name}.glsl"


def load_program(ctx: moderngl.Context, name: str) -> moderngl.Program:
    """Compile assets/shaders/<name>.glsl: one file, both stages, split by
    VERTEX_SHADER / FRAGMENT_SHADER defines inserted after the #version line."""
    src = shader_path(name).read_text(encoding="utf-8")
    head, _, body = src.partition("#version 330")
    if not _:
        raise ValueError(f"shader {name} has no '#version 330' line")

    def stage(define: str) -> str:
        return f"#version 330\n#define {define}\n#line 2\n" + body

    return ctx.program(vertex_shader=stage("VERTEX_SHADER"), fragment_shader=stage("FRAGMENT_SHADER"))


def _set(prog: moderngl.Program, name: str, value) -> None:
    if name in prog:
        prog[name].value = value


def _quad_vertices() -> np.ndarray:
    """The unit quad as a triangle strip; the shader places it on a box face."""
    return np.array([(0, 0), (1, 0), (0, 1), (1, 1)], dtype="<f4")


def _pyramid_vertices() -> np.ndarray:
    """18 vertices: four sides and the base (two triangles), with barycentric corners for
    the edge lines."""
    c = [(-1, -1, 0), (1, -1, 0), (1, 1, 0), (-1, 1, 0)]
    tip = (0, 0, 1)
    rows = []
    for i in range(4):
        rows += [(c[i], (1, 0, 0)), (c[(i + 1) % 4], (0, 1, 0)), (tip, (0, 0, 1))]
    none = (1, 1, 1)   # the base draws no lines: its edges are drawn by the sides
    rows += [(c[0], none), (c[2], none), (c[1], none), (c[0], none), (c[3], none), (c[2], none)]
    data = np.zeros(len(rows), dtype=[("p", "<f4", 3), ("b", "<f4", 3)])
    data["p"] = [r[0] for r in rows]
    data["b"] = [r[1] for r in rows]
    return data


class _Instanced:
    """One instance buffer + its vertex array; grows as needed."""

    def __init__(self, ctx, prog, mesh_vbo, mesh_format, mesh_attrs, dtype, fmt, attrs, verts,
                 mode=moderngl.TRIANGLES):
        self.ctx, self.prog, self.mode = ctx, prog, mode
        self.mesh = (mesh_vbo, mesh_format, *mesh_attrs)
        self.dtype, self.fmt, self.attrs = dtype, fmt, attrs
        self.verts = verts
        self.capacity = 0
        self.buffer = None
        self.vao = None
        self.count = 0

    def upload(self, data: np.ndarray) -> None:
        data = np.ascontiguousarray(data, dtype=self.dtype)
        self.count = len(data)
        if not self.count:
            return
        if data.nbytes > self.capacity:
            self.release()
            self.capacity = max(data.nbytes, 2 * self.capacity, 64 * self.dtype.itemsize)
            self.buffer = self.ctx.buffer(reserve=self.capacity, dynamic=True)
            self.vao = self.ctx.vertex_array(
                self.prog, [self.mesh, (self.buffer, self.fmt, *self.attrs)])
        self.buffer.write(data)

    def draw(self) -> int:
        if self.count and self.vao is not None:
            self.vao.render(self.mode, vertices=self.verts, instances=self.count)
            return 1
        return 0

    def release(self) -> None:
        for obj in (self.vao, self.buffer):
            if obj is not None:
                obj.release()
        self.vao = self.buffer = None


class GLView:
    """Programs and unit meshes shared by the 3D renderers (3D mode and Flat 3D):
    the background, instanced box faces (`FACE_DTYPE`) and pyramids (`HEAD_DTYPE`)."""

    def __init__(self, ctx: moderngl.Context) -> None:
        self.ctx = ctx
        self.box_prog = load_program(ctx, "box")
        self.head_prog = load_program(ctx, "head")
        self.bg_prog = load_program(ctx, "background")
        self.bg_vao = ctx.vertex_array(self.bg_prog, [])
        self.quad_vbo = ctx.buffer(_quad_vertices().tobytes())
        self.pyr_vbo = ctx.buffer(_pyramid_vertices().tobytes())
        self.draw_calls = 0
        self.background = dict(BACKGROUND)

    def faces(self) -> _Instanced:
        """An instance buffer of box faces (`FACE_DTYPE`), 4 vertices each."""
        return _Instanced(self.ctx, self.box_prog, self.quad_vbo, "2f", ("in_corner",),
                          FACE_DTYPE, FACE_FORMAT, ("i_lo", "i_hi", "i_color", "i_arrow", "i_bits"), 4,
                          moderngl.TRIANGLE_STRIP)

    def heads(self) -> _Instanced:
        """An instance buffer of pyramids (`HEAD_DTYPE`), 18 vertices each."""
        return _Instanced(self.ctx, self.head_prog, self.pyr_vbo, "3f 3f", ("in_local", "in_bary"),
                          HEAD_DTYPE, HEAD_FORMAT,
                          ("i_base", "i_axis", "i_u", "i_v", "i_color", "i_arrow", "i_flags"), 18)

    def draw_background(self, width: int, height: int) -> None:
        bg = self.background
        p = self.bg_prog
        _set(p, "u_top", tuple(bg["top"]))
        _set(p, "u_bottom", tuple(bg["bottom"]))
        _set(p, "u_glow", tuple(bg["glow"]))
        _set(p, "u_aspect", width / max(height, 1))
        _set(p, "u_grid", BG_GRID)
        self.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self.bg_vao.render(moderngl.TRIANGLES, vertices=6 * BG_GRID[0] * BG_GRID[1])
        self.draw_calls += 1

    def set_frame_uniforms(self, camera: OrbitCamera, width: int, height: int, *, hover=None,
                           hint=None, hint_amt: float = 0.0, hidden=(), shake=None) -> None:
        """Camera, lights and highlight uniforms for both instanced programs."""
        aspect = width / max(height, 1)
        view, proj = camera.view_matrix(aspect), camera.projection_matrix(aspect)
        vp = proj * view
        eye = camera.eye(aspect)
        rot = camera.rot
        key = glm.normalize(rot * glm.vec3(-0.42, 0.78, 0.58))
        fill = glm.normalize(rot * glm.vec3(0.75, -0.25, 0.45))
        up = rot * glm.vec3(0, 1, 0)
        dist = camera.distance(aspect)
        hid = list(hidden)[:MAX_HIDDEN] + [-2] * (MAX_HIDDEN - min(len(hidden), MAX_HIDDEN))
        sh_arrow, sh_off = (-2, (0.0, 0.0, 0.0)) if shake is None else (int(shake[0]), tuple(map(float, shake[1])))
        fog = tuple(float(c) for c in srgb_to_linear(np.array(self.background["bottom"]) * 255))
        for p in (self.box_prog, self.head_prog):
            p["u_view_proj"].write(vp.to_bytes())
            _set(p, "u_eye", tuple(eye))
            _set(p, "u_key", tuple(key))
            _set(p, "u_fill", tuple(fill))
            _set(p, "u_up", tuple(up))
            _set(p, "u_hover", -2 if hover is None else int(hover))
            _set(p, "u_hint", -2 if hint is None else int(hint))
            _set(p, "u_hint_amt", float(hint_amt))
            _set(p, "u_depth_cue", (dist - camera.radius * 0.1, dist + camera.radius * 1.2))
            _set(p, "u_fog", fog)
            if "u_hidden" in p:
                p["u_hidden"].value = hid
            _set(p, "u_shake_arrow", sh_arrow)
            _set(p, "u_shake", sh_off)

    def begin_scene(self) -> None:
        self.ctx.enable(moderngl.DEPTH_TEST)
        self.ctx.disable(moderngl.BLEND)

    def draw_instances(self, faces: _Instanced | None = None, heads: _Instanced | None = None) -> None:
        if faces is not None:
            self.ctx.enable(moderngl.CULL_FACE)
            self.draw_calls += faces.draw()
        if heads is not None:
            # pyramids may be mirrored by their (u, v, axis) basis: draw both windings
            self.ctx.disable(moderngl.CULL_FACE)
            self.draw_calls += heads.draw()

    def release(self) -> None:
        for obj in (self.bg_vao, self.quad_vbo, self.pyr_vbo, self.box_prog, self.head_prog, self.bg_prog):
            obj.release()


class BoardRenderer:
    """Draws a 3D-mode board (and what is flying) with a camera, into the bound framebuffer."""

    def __init__(self, ctx: moderngl.Context, board=None) -> None:
        self.ctx = ctx
        self.view = GLView(ctx)
        self.static_faces = self.view.faces()
        self.static_heads = self.view.heads()
        self.moving_faces = self.view.faces()
        self.moving_heads = self.view.heads()
        self.board = None
        self.mesh: BoardMesh | None = None
        self._alive: frozenset[int] | None = None
        self.rebuilds = 0
        self.instances = 0
        if board is not None:
            self.set_board(board)

    @property
    def draw_calls(self) -> int:
        """Draw calls of the last frame."""
        return self._frame_calls

    _frame_calls = 0

    def set_board(self, board) -> None:
        self.board = board
        self.mesh = BoardMesh(board)
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
        faces, heads = self.mesh.build(board.owner)
        self.static_faces.upload(faces)
        self.static_heads.upload(heads)
        self.instances = len(faces) + len(heads)
        self.rebuilds += 1
        return True

    def render(self, camera: OrbitCamera, width: int, height: int, *, hover: int | None = None,
               hint: int | None = None, hint_amt: float | None = None, time: float = 0.0,
               animator=None, beam=None, background: bool = True) -> int:
        """Draw one frame into the bound framebuffer (viewport already set). Returns the
        number of draw calls. `hint_amt` (0..1) is the hinted arrow's glow; by default it
        pulses with `time`. `beam`: extra boxes (BOX_DTYPE), e.g. `self.beam(arrow)`."""
        view = self.view
        view.draw_calls = 0
        self.sync()
        if background:
            view.draw_background(width, height)
        hidden = animator.hidden() if animator is not None else ()
        shake = animator.shake() if animator is not None else None
        if hint_amt is None:
            hint_amt = 0.5 + 0.5 * math.sin(time * 5.0)
        view.set_frame_uniforms(camera, width, height, hover=hover, hint=hint, hint_amt=hint_amt,
                                hidden=hidden, shake=shake)
        view.begin_scene()
        view.draw_instances(self.static_faces, self.static_heads)
        moving = animator is not None and animator.active
        if moving or beam is not None:
            mb, mh = animator.instances() if moving else (np.zeros(0, BOX_DTYPE), np.zeros(0, HEAD_DTYPE))
            if beam is not None:
                mb = np.concatenate([mb, beam])
            self.moving_faces.upload(box_faces(mb))
            self.moving_heads.upload(mh)
            view.draw_instances(self.moving_faces, self.moving_heads)
        self._frame_calls = view.draw_calls
        return view.draw_calls

    def beam(self, arrow: int, color=(70, 74, 88)) -> np.ndarray:
        """The aim line: a thin dashed bar along arrow's escape ray, from its tip to past
        the edge of the box (colour sRGB 0..255)."""
        board = self.board
        a = board.arrows[arrow]
        space = board.space
        p = np.array(space.coord(a.head), dtype=np.float32) + 0.5
        ax, neg = a.dir >> 1, a.dir & 1
        d = np.zeros(3, np.float32)
        d[ax] = -1.0 if neg else 1.0
        start = p + d * 0.5
        length = (p[ax] - 0.5 if neg else space.size[ax] - p[ax] + 0.5) + 2.0
        end = start + d * length
        w = 0.045
        lo, hi = np.minimum(start, end), np.maximum(start, end)
        perp = np.abs(d) < 0.5
        lo[perp] = p[perp] - w
        hi[perp] = p[perp] + w
        out = np.zeros(1, BOX_DTYPE)
        out["lo"], out["hi"] = lo, hi
        out["color"] = srgb_to_linear(color)
        out["arrow"] = -3
        out["bits"] = FLAG_BEAM | FLAG_MOVING
        return out

    def release(self) -> None:
        for inst in (self.static_faces, self.static_heads, self.moving_faces, self.moving_heads):
            inst.release()
        self.view.release()
