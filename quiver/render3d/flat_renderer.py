"""moderngl drawing of a Flat-3D board: the block and its ribbon arrows.

Per frame: background (1), block faces (1, instanced), resting ribbons (1, instanced)
and, while something moves, moving ribbons (1): 4 draw calls whatever the size; the aim
line adds 2 (drawn, then drawn faint and striped where the block hides it), a hint 5 (its
see-through pass, and its outline's four: hint_outline.py).
Ribbon instances are picked with one numpy mask (`FlatMesh.build`) only when the set of
arrows on the board changes; the frame itself is `renderer_base.RendererBase`'s, shared
with the 3D mode.

    from quiver.render3d.flat_renderer import render_flat_png
    render_flat_png(board, "stairs.png", 1280, 800, yaw=35, pitch=25)
"""

from __future__ import annotations

from pathlib import Path

import moderngl
import numpy as np

from quiver.engine.geometry import VEC3

from .camera import DEFAULT_PITCH, DEFAULT_YAW, OrbitCamera
from .flat_arrows import FlatMesh
from .flat_mesh import (
    BLOCK_DTYPE,
    BLOCK_FORMAT,
    BOTTOM,
    CAP0,
    CAP1,
    FLAG_BEAM,
    FLAG_MOVING,
    HEAD_TIP,
    RIBBON_DTYPE,
    RIBBON_FORMAT,
    TOP,
)
from .flight import OVERSHOOT
from .glcommon import InstanceBuffer, quad_vertices, set_uniform
from .hint_outline import prism_triangles
from .mesh import FLAG_IMPACT, srgb_to_linear
from .renderer_base import SHORT_LINE, RendererBase
from .shaders import load_program

__all__ = [
    "BLOCK_COLOR",
    "FLAT_VIEWS",
    "GRID_COLOR",
    "FlatRenderer",
    "flat_camera",
    "flat_view",
    "render_flat_image",
    "render_flat_png",
]

BLOCK_COLOR = (0xB4, 0xB7, 0xBD)  # sRGB: a calm cool grey, apart from the warm background
GRID_COLOR = (0x5F, 0x63, 0x6B)  # sRGB: the face grid
BEAM_HALF = 0.07  # the hover preview of the flight line: half its width
BEAM_RISE = 0.045  # ... and how far above the face it floats (over ribbons)
IMPACT_HALF, IMPACT_DEPTH = 0.3, 0.09  # the impact bar across the line's end


# home views (yaw, pitch in degrees) per block: the stairs rise toward -z, so the default
# view from the front-right looks up the steps; flat blocks are seen from higher up
FLAT_VIEWS = {
    "stairs": (35.0, 28.0),
    "ziggurat": (30.0, 38.0),
    "brick": (30.0, 30.0),
    "tower": (35.0, 18.0),
    "plus": (25.0, 22.0),
    "cube": (35.0, 27.0),
}


def flat_view(shape: str | None = None) -> tuple[float, float]:
    """(yaw, pitch) in degrees of a block's home view."""
    return FLAT_VIEWS.get((shape or "").lower(), (DEFAULT_YAW, DEFAULT_PITCH))


def flat_camera(board, yaw: float | None = None, pitch: float | None = None, **kw) -> OrbitCamera:
    """An orbit camera framing a Flat-3D board's block by its outline from the view (None:
    the block's home view), so flat and stepped blocks fill the picture; as a 3D board's
    (camera.board_camera), no nearer than every turntable side stays inside the window
    (s173: a turned ziggurat at 640x480 reached 37 px past the window, 101 past the bars)."""
    dy, dp = flat_view(getattr(board, "shape", None))
    cam = OrbitCamera.for_outline(
        board.space.voxels, yaw=dy if yaw is None else yaw, pitch=dp if pitch is None else pitch, **kw
    )
    cam.turns_in_view = True
    return cam


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


_PRISM = _prism()  # (station, side, level, part) of the 30 corners

SORT_TURN = 0.03  # re-sort the block's faces once the view turns ~14 degrees


class FlatRenderer(RendererBase):
    """Draws a Flat-3D board (and what is flying) with a camera into the bound framebuffer."""

    RIBBON_ATTRS = (
        "i_c0",
        "i_w0",
        "i_n0",
        "i_c1",
        "i_w1",
        "i_n1",
        "i_color",
        "i_arrow",
        "i_flags",
        "i_along",
    )

    def __init__(self, ctx: moderngl.Context, board=None, settings=None) -> None:
        self.block_prog = load_program(ctx, "flat_block")
        self.ribbon_prog = load_program(ctx, "flat_ribbon")
        super().__init__(ctx, (self.block_prog, self.ribbon_prog), settings)
        self.quad_vbo = ctx.buffer(quad_vertices().tobytes())
        self.prism_vbo = ctx.buffer(_prism().tobytes())
        self.block = InstanceBuffer(
            ctx,
            self.block_prog,
            self.quad_vbo,
            "2f",
            ("in_corner",),
            BLOCK_DTYPE,
            BLOCK_FORMAT,
            ("i_p", "i_bits"),
            4,
            moderngl.TRIANGLE_STRIP,
        )
        self.ribbons = self._ribbons()
        self.moving = self._ribbons()
        self.beam_parts = self._ribbons()  # the aim line: drawn again faint where hidden
        self._block_centres = np.zeros((0, 3), np.float32)
        self._sorted_for: np.ndarray | None = None
        self._posed = False  # rotating heads drawn mid-turn
        self._rest = np.zeros(0, RIBBON_DTYPE)  # the resting ribbons uploaded last
        set_uniform(self.block_prog, "u_block", tuple(float(c) for c in srgb_to_linear(BLOCK_COLOR)))
        set_uniform(self.block_prog, "u_grid", tuple(float(c) for c in srgb_to_linear(GRID_COLOR)))
        set_uniform(self.ribbon_prog, "u_lift", (BOTTOM, TOP))
        if board is not None:
            self.set_board(board)

    def _ribbons(self) -> InstanceBuffer:
        """An instance buffer of ribbon pieces (`RIBBON_DTYPE`), 30 vertices each."""
        return InstanceBuffer(
            self.ctx,
            self.ribbon_prog,
            self.prism_vbo,
            "4f",
            ("in_corner",),
            RIBBON_DTYPE,
            RIBBON_FORMAT,
            self.RIBBON_ATTRS,
            30,
            moderngl.TRIANGLES,
        )

    # -- RendererBase ------------------------------------------------------------------------
    def set_board(self, board) -> None:
        super().set_board(board)
        faces = self.mesh.faces
        # face centres: the voxel's centre pushed half a cell out along the face normal
        normal = np.array(VEC3, dtype=np.float32)[faces["bits"] & 7]
        self._block_centres = faces["p"] + 0.5 + normal * 0.5
        self._sorted_for = None
        self.block.upload(faces)

    def order_for(self, camera) -> None:
        """Nearest block faces first (see `BoardRenderer.order_for`)."""
        back = np.array(camera.back, dtype=np.float32)
        if self._sorted_for is not None and float(np.dot(back, self._sorted_for)) > 1.0 - SORT_TURN:
            return
        self._sorted_for = back
        faces = self.mesh.faces if self.mesh is not None else ()
        if len(faces):
            self.block.upload(faces[np.argsort(-(self._block_centres @ back), kind="stable")])

    def build_mesh(self, board) -> FlatMesh:
        return FlatMesh(board, self.palette)

    def rebuild(self, alive) -> int:
        """Re-pick the resting ribbons of the arrows on the board."""
        rib = self.mesh.build(alive, self.board.phase)
        self.ribbons.upload(rib)
        self._rest = rib  # (the hint's outline is made of them)
        self._posed = False
        return len(self.mesh.faces) + len(rib)

    def outline_triangles(self, arrow: int) -> np.ndarray:
        """Its resting ribbon pieces as prisms, each corner growing across the ribbon, and
        along it only at its ends (the tail's cap, the head's tip): grown every way, every
        piece's corners stuck out as spikes where the path folds or turns."""
        rib = self._rest[self._rest["arrow"] == arrow]
        st, side, level = (_PRISM[:, k][None, :, None] for k in range(3))  # (1, 30, 1)
        c = np.where(st > 0, rib["c1"][:, None], rib["c0"][:, None])
        w = np.where(st > 0, rib["w1"][:, None], rib["w0"][:, None])
        n = np.where(st > 0, rib["n1"][:, None], rib["n0"][:, None])
        corners = c + side * w + np.where(level > 0, TOP, BOTTOM) * n
        unit = lambda v: v / np.maximum(np.linalg.norm(v, axis=-1, keepdims=True), 1e-6)
        along = unit(rib["c1"] - rib["c0"])[:, None]
        cap0, cap1 = ((rib["flags"] & cap) > 0 for cap in (CAP0, CAP1))
        ends = np.where(st > 0, cap1[:, None, None], -1.0 * cap0[:, None, None])  # (N, 30, 1)
        push = side * unit(w) + ends * along + (2 * level - 1) * 0.7 * unit(n)  # (a face seen edge-on)
        tip = np.linalg.norm(w, axis=-1, keepdims=True) < 1e-6  # the arrowhead's point
        push = np.where(tip, 1.4 * along, push)
        return prism_triangles(corners, push, np.arange(corners.shape[1]))

    def pose(self, poses) -> None:
        """Rotating heads part way through their quarter turn (`HeadTurns.poses()`)."""
        if not poses and not self._posed:
            return
        self.ribbons.upload(self.mesh.build(self.board.alive, self.board.phase, poses))
        self._posed = bool(poses)

    def draw_board(self) -> int:
        # the ribbons first: the block under them then fails the depth test unshaded
        self.ctx.disable(moderngl.CULL_FACE)  # prisms come in both windings
        calls = self.ribbons.draw()
        self.ctx.enable(moderngl.CULL_FACE)
        return calls + self.block.draw()

    def draw_xray(self) -> int:
        self.ctx.disable(moderngl.CULL_FACE)  # the ribbons only, never the block
        return self.ribbons.draw()

    def draw_moving(self, instances, beam) -> int:
        self.ctx.disable(moderngl.CULL_FACE)  # prisms come in both windings
        self.moving.upload(instances if instances is not None else np.zeros(0, RIBBON_DTYPE))
        self.beam_parts.upload(beam if beam is not None else np.zeros(0, RIBBON_DTYPE))
        return self.moving.draw() + self.beam_parts.draw()

    def draw_beam(self) -> int:
        self.ctx.disable(moderngl.CULL_FACE)
        return self.beam_parts.draw()

    def beam(self, arrow: int, color=(1.0, 0.93, 0.7), end: int = 0) -> np.ndarray:
        """A thin glowing strip along arrow's flight line (RULES.md 3.3: straight on in its
        direction at its head's height), from its tip to past the block; drawn above the
        ribbons it passes over (pass it to `render(beam=...)`). A blocked way stops where
        the arrow would smack into the first arrow in it (`ray_stop`), with an impact bar
        across the line (renderer_base.impact_colour); where the block hides it, `render`
        draws it faint, in stripes."""
        from .flat_anim import blocker_reach, exit_distance

        board = self.board
        a = board.arrows[arrow]
        path = self.mesh.paths2[arrow] if end == 1 else self.mesh.paths[arrow]
        head, dd = (a.cells[0], a.dir2) if end == 1 else (a.head, board.direction(arrow))
        if end == 0 and arrow in self.mesh.phase_paths:  # rotating: this phase's head
            path = self.mesh.phase_paths[arrow][board.phase]
        _x, _y, _z, n = board.space.coord(head)
        nv = np.array(VEC3[n], dtype=np.float32)
        d = np.array(VEC3[dd], dtype=np.float32)
        start = path.point(path.head_s + HEAD_TIP) + nv * BEAM_RISE
        stop = self.ray_stop(arrow, end)
        if stop is None:
            length = exit_distance(board.space, head, dd) - HEAD_TIP + 1.5
        else:  # the tip's travel to the smack (flat_anim.blocker_reach, less its overshoot)
            length = max(0.0, blocker_reach(board.space, head, dd, stop) - OVERSHOOT)
        out = np.zeros(1 + (stop is not None), RIBBON_DTYPE)
        w = np.cross(nv, d) * BEAM_HALF
        out["c0"][0], out["c1"][0] = start, start + d * max(length, 1e-3)
        out["w0"][0], out["w1"][0] = w, w * (0.25 if stop is None else 1.0)
        out["color"] = srgb_to_linear(np.array(color) * 255)
        if stop is not None:  # a bar across the line's end: the impact; a square astride
            # its end when the line is too short to read (a blocker next to the head)
            end_p = start + d * length
            back, on = (IMPACT_DEPTH, 0.0) if length >= SHORT_LINE else (IMPACT_HALF, IMPACT_HALF)
            out["c0"][1], out["c1"][1] = end_p - d * back, end_p + d * on
            out["w0"][1] = out["w1"][1] = w * (IMPACT_HALF / BEAM_HALF)
            out["color"][1] = srgb_to_linear(self.impact)
            if length < SHORT_LINE:  # the line's few hundredths lie under the square: none
                out["w0"][0] = out["w1"][0] = 0.0
                out["color"][0] = out["color"][1]
        out["n0"], out["n1"] = nv, nv
        out["arrow"] = -3
        out["flags"] = FLAG_MOVING | FLAG_BEAM | CAP0 | CAP1
        if stop is not None:
            out["flags"][1] |= FLAG_IMPACT
        return out

    def release(self) -> None:
        for obj in (self.block, self.ribbons, self.moving, self.beam_parts, self.quad_vbo, self.prism_vbo):
            obj.release()
        super().release()


# -- headless pictures ---------------------------------------------------------------------
def render_flat_image(
    board,
    width: int = 1280,
    height: int = 800,
    yaw: float | None = None,
    pitch: float | None = None,
    *,
    hud=None,
    camera: OrbitCamera | None = None,
    hover: int | None = None,
    animator=None,
    samples: int = 4,
    ctx=None,
    settings=None,
) -> np.ndarray:
    """Render a Flat-3D board offscreen; returns (H, W, 3) uint8 pixels, top row first.

    yaw, pitch: degrees (None: the block's home view, `flat_view`). `hud`: an RGBA pygame
    Surface or array of the same size (or a callable (w, h) -> one) drawn over the view.
    `settings`: the player's settings the picture honours (None: the defaults).
    """
    from .headless import render_offscreen

    return render_offscreen(
        FlatRenderer,
        board,
        camera or flat_camera(board, yaw, pitch),
        width,
        height,
        hud=hud,
        samples=samples,
        ctx=ctx,
        settings=settings,
        hover=hover,
        animator=animator,
    )


def render_flat_png(
    board,
    out,
    width: int = 1280,
    height: int = 800,
    yaw: float | None = None,
    pitch: float | None = None,
    hud=None,
    settings=None,
    camera: OrbitCamera | None = None,
) -> Path:
    """Render a Flat-3D board to a PNG file with no display; returns the path written.
    yaw/pitch in degrees (None: the block's home view); `settings` (None: the defaults);
    `camera` (None: one of the whole picture from yaw/pitch: `flat_camera`)."""
    from .headless import write_png

    return write_png(
        out, render_flat_image(board, width, height, yaw, pitch, hud=hud, settings=settings, camera=camera)
    )
