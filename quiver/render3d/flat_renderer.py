"""moderngl drawing of a Flat-3D board: the block and its ribbon arrows.

Per frame: background (1), block faces (1, instanced), resting ribbons (1, instanced)
and, while something moves, moving ribbons (1): at most 4 draw calls whatever the size.
Ribbon instances are picked with one numpy mask (`FlatMesh.build`) only when the set of
arrows on the board changes; hover, hint, the hidden (bouncing) arrows and the
blocker's shake are uniforms.

The renderer draws into whatever framebuffer is bound (the window's screen or an
offscreen one) with the viewport the caller set; it never owns the context.

    from quiver.render3d.flat_renderer import render_flat_png
    render_flat_png(board, "stairs.png", 1280, 800, yaw=35, pitch=25)
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

from .camera import DEFAULT_PITCH, DEFAULT_YAW, OrbitCamera
from quiver.engine.geometry import VEC3

from .flat_mesh import (BLOCK_DTYPE, BLOCK_FORMAT, BOTTOM, CAP0, CAP1, FLAG_BEAM, FLAG_MOVING,
                        HEAD_TIP, RIBBON_DTYPE, RIBBON_FORMAT, TOP, FlatMesh)
from .mesh import srgb_to_linear
from .renderer import BACKGROUND, BG_GRID, MAX_HIDDEN, load_program

__all__ = ["FlatRenderer", "flat_camera", "flat_view", "FLAT_VIEWS", "render_flat_image", "render_flat_png",
           "BLOCK_COLOR", "GRID_COLOR"]

BLOCK_COLOR = (0xB4, 0xB7, 0xBD)     # sRGB: a calm cool grey, apart from the warm background
GRID_COLOR = (0x5F, 0x63, 0x6B)
BEAM_HALF = 0.07                     # the hover preview of the flight line: half its width
BEAM_RISE = 0.045                    # ... and how far above the face it floats (over ribbons)      # sRGB: the face grid


# home views (yaw, pitch in degrees) per block: the stairs rise toward -z, so the default
# view from the front-right looks up the steps; flat blocks are seen from higher up
FLAT_VIEWS = {"stairs": (35.0, 28.0), "ziggurat": (30.0, 38.0), "brick": (30.0, 30.0),
              "tower": (35.0, 18.0), "plus": (25.0, 22.0), "cube": (35.0, 27.0)}


def flat_view(shape: str | None = None) -> tuple[float, float]:
    """(yaw, pitch) in degrees of a block's home view."""
    return FLAT_VIEWS.get((shape or "").lower(), (DEFAULT_YAW, DEFAULT_PITCH))


def flat_camera(board, yaw: float | None = None, pitch: float | None = None, **kw) -> OrbitCamera:
    """An orbit camera framing a Flat-3D board's block (None: the block's home view)."""
    dy, dp = flat_view(getattr(board, "shape", None))
    return OrbitCamera.for_voxels(board.space.voxels, yaw=dy if yaw is None else yaw,
                                  pitch=dp if pitch is None else pitch, **kw)


def _quad() -> np.ndarray:
    return np.array([(0, 0), (1, 0), (0, 1), (1, 1)], dtype="<f4")


def _prism() -> np.ndarray:
    """30 vertices (station, side, level, part): top, left, right, start cap, end cap."""
    quads = [
        (0, [(0, -1, 1), (0, 1, 1), (1, -1, 1), (1, 1, 1)]),
        (1, [(0, -1, 0), (0, -1, 1), (1, -1, 0), (1, -1, 1)]),
        (1, [(0, 1, 0), (0, 1, 1), (1, 1, 0), (1, 1, 1)]),
        (2, [(0, -1, 0), (0, 1, 0), (0, -1, 1), (0, 1, 1)]),
        (3, [(1, -1, 0), (1, 1, 0), (1, -1, 1), (1, 1, 1)]),
    ]
    rows = []
    for part, q in quads:
        for k in (0, 1, 2, 1, 3, 2):
            rows.append((*q[k], part))
    return np.array(rows, dtype="<f4")


class _Instances:
    """One growable instance buffer and its vertex array."""

    def __init__(self, ctx, prog, mesh_vbo, mesh_fmt, mesh_attrs, dtype, fmt, attrs, verts, mode):
        self.ctx, self.prog, self.mode, self.verts = ctx, prog, mode, verts
        self.mesh = (mesh_vbo, mesh_fmt, *mesh_attrs)
        self.dtype, self.fmt, self.attrs = dtype, fmt, attrs
        self.capacity = 0
        self.buffer = self.vao = None
        self.count = 0

    def upload(self, data: np.ndarray) -> None:
        data = np.ascontiguousarray(data, dtype=self.dtype)
        self.count = len(data)
        if not self.count:
            return
        if data.nbytes > self.capacity:
            self.release()
            self.capacity = max(data.nbytes, 2 * self.capacity, 32 * self.dtype.itemsize)
            self.buffer = self.ctx.buffer(reserve=self.capacity, dynamic=True)
            self.vao = self.ctx.vertex_array(self.prog, [self.mesh, (self.buffer, self.fmt, *self.attrs)])
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
        self.capacity = 0


def _set(prog, name, value) -> None:
    if name in prog:
        prog[name].value = value


class FlatRenderer:
    """Draws a Flat-3D board (and what is flying) with a camera into the bound framebuffer."""

    def __init__(self, ctx: moderngl.Context, board=None) -> None:
        self.ctx = ctx
        self.block_prog = load_program(ctx, "flat_block")
        self.ribbon_prog = load_program(ctx, "flat_ribbon")
        self.bg_prog = load_program(ctx, "background")
        self.bg_vao = ctx.vertex_array(self.bg_prog, [])
        self.quad_vbo = ctx.buffer(_quad().tobytes())
        self.prism_vbo = ctx.buffer(_prism().tobytes())
        self.block = _Instances(ctx, self.block_prog, self.quad_vbo, "2f", ("in_corner",),
                                BLOCK_DTYPE, BLOCK_FORMAT, ("i_p", "i_bits"), 4,
                                moderngl.TRIANGLE_STRIP)
        rib_attrs = ("i_c0", "i_w0", "i_n0", "i_c1", "i_w1", "i_n1", "i_color", "i_arrow", "i_flags")
        self.ribbons = _Instances(ctx, self.ribbon_prog, self.prism_vbo, "4f", ("in_corner",),
                                  RIBBON_DTYPE, RIBBON_FORMAT, rib_attrs, 30, moderngl.TRIANGLES)
        self.moving = _Instances(ctx, self.ribbon_prog, self.prism_vbo, "4f", ("in_corner",),
                                 RIBBON_DTYPE, RIBBON_FORMAT, rib_attrs, 30, moderngl.TRIANGLES)
        self.background = dict(BACKGROUND)
        self.board = None
        self.mesh: FlatMesh | None = None
        self._alive: frozenset[int] | None = None
        self.rebuilds = 0
        self.instances = 0
        self.draw_calls = 0
        self._statics()
        if board is not None:
            self.set_board(board)

    def _statics(self) -> None:
        block = tuple(float(c) for c in srgb_to_linear(BLOCK_COLOR))
        grid = tuple(float(c) for c in srgb_to_linear(GRID_COLOR))
        _set(self.block_prog, "u_block", block)
        _set(self.block_prog, "u_grid", grid)
        _set(self.ribbon_prog, "u_lift", (BOTTOM, TOP))

    # -- board -----------------------------------------------------------------------------
    def set_board(self, board) -> None:
        self.board = board
        self.mesh = FlatMesh(board)
        self.block.upload(self.mesh.faces)
        self._alive = None
        self.sync()

    def sync(self) -> bool:
        """Re-pick the resting ribbons if the arrows on the board changed; True if so."""
        board = self.board
        if board is None:
            return False
        alive = board.alive
        if self._alive is not None and len(alive) == len(self._alive) and alive == self._alive:
            return False
        self._alive = frozenset(alive)
        rib = self.mesh.build(alive)
        self.ribbons.upload(rib)
        self.instances = len(self.mesh.faces) + len(rib)
        self.rebuilds += 1
        return True

    # -- frame -----------------------------------------------------------------------------
    def _uniforms(self, camera: OrbitCamera, width: int, height: int, hover, hint, hint_amt,
                  hidden, shake) -> None:
        aspect = width / max(height, 1)
        view, proj = camera.view_matrix(aspect), camera.projection_matrix(aspect)
        vp = (proj * view).to_bytes()
        eye = tuple(camera.eye(aspect))
        rot = camera.rot
        key = tuple(glm.normalize(rot * glm.vec3(-0.42, 0.78, 0.58)))
        fill = tuple(glm.normalize(rot * glm.vec3(0.75, -0.25, 0.45)))
        up = tuple(rot * glm.vec3(0, 1, 0))
        dist = camera.distance(aspect)
        cue = (dist - camera.radius * 0.1, dist + camera.radius * 1.2)
        fog = tuple(float(c) for c in srgb_to_linear(np.array(self.background["bottom"]) * 255))
        for p in (self.block_prog, self.ribbon_prog):
            p["u_view_proj"].write(vp)
            _set(p, "u_eye", eye)
            _set(p, "u_key", key)
            _set(p, "u_fill", fill)
            _set(p, "u_up", up)
            _set(p, "u_depth_cue", cue)
            _set(p, "u_fog", fog)
        r = self.ribbon_prog
        _set(r, "u_hover", -2 if hover is None else int(hover))
        _set(r, "u_hint", -2 if hint is None else int(hint))
        _set(r, "u_hint_amt", float(hint_amt))
        hid = list(hidden)[:MAX_HIDDEN]
        r["u_hidden"].value = hid + [-2] * (MAX_HIDDEN - len(hid))
        if shake is None:
            _set(r, "u_shake_arrow", -2)
        else:
            _set(r, "u_shake_arrow", int(shake[0]))
            _set(r, "u_shake", tuple(float(v) for v in shake[1]))

    def draw_background(self, width: int, height: int) -> None:
        bg, p = self.background, self.bg_prog
        _set(p, "u_top", tuple(bg["top"]))
        _set(p, "u_bottom", tuple(bg["bottom"]))
        _set(p, "u_glow", tuple(bg["glow"]))
        _set(p, "u_aspect", width / max(height, 1))
        _set(p, "u_grid", BG_GRID)
        self.ctx.disable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self.bg_vao.render(moderngl.TRIANGLES, vertices=6 * BG_GRID[0] * BG_GRID[1])
        self.draw_calls += 1

    def render(self, camera: OrbitCamera, width: int, height: int, *, hover: int | None = None,
               hint: int | None = None, hint_amt: float | None = None, time: float = 0.0,
               animator=None, beam: np.ndarray | None = None, background: bool = True) -> int:
        """Draw one frame into the bound framebuffer (viewport already set); returns the
        number of draw calls."""
        ctx = self.ctx
        self.draw_calls = 0
        self.sync()
        if background:
            self.draw_background(width, height)
        hidden = animator.hidden() if animator is not None else ()
        shake = animator.shake() if animator is not None else None
        if hint_amt is None:
            hint_amt = 0.5 + 0.5 * math.sin(time * 5.0)
        self._uniforms(camera, width, height, hover, hint, hint_amt, hidden, shake)
        ctx.enable(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        ctx.disable(moderngl.BLEND)
        self.draw_calls += self.block.draw()
        ctx.disable(moderngl.CULL_FACE)          # prisms come in both windings
        self.draw_calls += self.ribbons.draw()
        moving = animator is not None and animator.active
        if moving or beam is not None:
            parts = animator.instances() if moving else None
            if beam is not None:
                parts = beam if parts is None else np.concatenate([parts, beam])
            self.moving.upload(parts)
            self.draw_calls += self.moving.draw()
        return self.draw_calls

    def beam(self, arrow: int, color=(1.0, 0.93, 0.7)) -> np.ndarray:
        """A thin glowing strip along arrow's flight line (RULES.md 3.3: straight on in its
        direction at its head's height), from its tip to past the block; drawn above the
        ribbons it passes over (pass it to `render(beam=...)`)."""
        from .flat_anim import exit_distance
        board = self.board
        a = board.arrows[arrow]
        path = self.mesh.paths[arrow]
        x, y, z, n = board.space.coord(a.head)
        nv = np.array(VEC3[n], dtype=np.float32)
        d = np.array(VEC3[a.dir], dtype=np.float32)
        start = path.point(path.head_s + HEAD_TIP) + nv * BEAM_RISE
        length = exit_distance(board.space, a.head, a.dir) - HEAD_TIP + 1.5
        out = np.zeros(1, RIBBON_DTYPE)
        out["c0"], out["c1"] = start, start + d * length
        w = np.cross(nv, d) * BEAM_HALF
        out["w0"], out["w1"] = w, w * 0.25
        out["n0"], out["n1"] = nv, nv
        out["color"] = srgb_to_linear(np.array(color) * 255)
        out["arrow"] = -3
        out["flags"] = FLAG_MOVING | FLAG_BEAM | CAP0 | CAP1
        return out

    def release(self) -> None:
        for inst in (self.block, self.ribbons, self.moving):
            inst.release()
        for obj in (self.bg_vao, self.quad_vbo, self.prism_vbo, self.block_prog, self.ribbon_prog,
                    self.bg_prog):
            obj.release()


# -- headless pictures ---------------------------------------------------------------------
def render_flat_image(board, width: int = 1280, height: int = 800, yaw: float | None = None,
                      pitch: float | None = None, *, hud=None, camera: OrbitCamera | None = None,
                      hover: int | None = None, animator=None, samples: int = 4,
                      ctx=None) -> np.ndarray:
    """Render a Flat-3D board offscreen; returns (H, W, 3) uint8 pixels, top row first.

    yaw, pitch: degrees (None: the block's home view, `flat_view`). `hud`: an RGBA pygame
    Surface or array of the same size (or a callable (w, h) -> one) drawn over the view.
    """
    from .headless import Offscreen, _hud_pixels, standalone_context
    ctx = ctx or standalone_context()
    cam = camera or flat_camera(board, yaw, pitch)
    target = Offscreen(ctx, width, height, samples)
    renderer = FlatRenderer(ctx, board)
    try:
        target.use()
        target.target.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
        renderer.render(cam, width, height, hover=hover, animator=animator)
        pixels = target.read()
    finally:
        renderer.release()
        target.release()
    overlay = _hud_pixels(hud, width, height)
    if overlay is not None:
        a = overlay[..., 3:4].astype(np.float32) / 255.0
        pixels = (pixels * (1 - a) + overlay[..., :3] * a + 0.5).astype(np.uint8)
    return pixels


def render_flat_png(board, out, width: int = 1280, height: int = 800, yaw: float | None = None,
                    pitch: float | None = None, hud=None) -> Path:
    """Render a Flat-3D board to a PNG file with no display; returns the path written.
    yaw/pitch in degrees (None: the block's home view)."""
    from .headless import write_png
    return write_png(out, render_flat_image(board, width, height, yaw, pitch, hud=hud))
