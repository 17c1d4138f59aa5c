"""moderngl drawing of a 3D board: a few instanced draw calls, whatever the cell count.

Per frame: background (1), board cube faces (1), board arrowheads (1), and while something
moves, moving faces (1) and moving arrowheads (1): at most 5 calls; the aim line adds 2
(drawn, then drawn faint and striped where cubes hide it), a hint 5 (its see-through pass, and its
outline's four: hint_outline.py). Instance data for the
board is rebuilt with numpy (`mesh.BoardMesh.build`) only when the set of arrows on the
board changes; the frame itself is `renderer_base.RendererBase`'s, shared with Flat 3D.
"""

from __future__ import annotations

import moderngl
import numpy as np

from .glcommon import BACKGROUND, MAX_HIDDEN, InstanceBuffer, quad_vertices
from .hint_outline import box_triangles, pyramid_triangles
from .mesh import (
    BOX_DTYPE,
    COLLAR,
    FACE_DTYPE,
    FACE_FORMAT,
    FLAG_BEAM,
    FLAG_IMPACT,
    FLAG_MOVING,
    HEAD_DTYPE,
    HEAD_FORMAT,
    HEAD_REACH,
    SKIRT_BACK,
    SKIRT_WIDTH,
    BoardMesh,
    box_faces,
    head_instances,
    srgb_to_linear,
)
from .renderer_base import SHORT_LINE, RendererBase
from .shaders import load_program, shader_path
from .turns import rotate

__all__ = ["BACKGROUND", "MAX_HIDDEN", "BoardRenderer", "load_program", "shader_path"]


DASH, DASH_PERIOD = 0.24, 0.4  # the aim line's dashes (world units)
IMPACT_HALF, IMPACT_DEPTH = 0.24, 0.04  # the impact mark: a plate on the face the aim line hits
SORT_TURN = 0.03  # re-sort the board's faces once the view turns ~14 degrees


def _pyramid_vertices() -> np.ndarray:
    """42 vertices: four sides, the base (two triangles) and a skirt behind the base, with
    barycentric corners for the edge lines. The skirt narrows from a flared base back to
    the body's width over the collar (a base wider than the body, flat, showed its rim
    from the side as a thin loose sliver of another shade); behind a flush base
    (HEAD_FLUSH) it narrows inward, hidden in the collar."""
    c: list[tuple[float, float, float]] = [(-1, -1, 0), (1, -1, 0), (1, 1, 0), (-1, 1, 0)]
    back = [(x * SKIRT_WIDTH, y * SKIRT_WIDTH, SKIRT_BACK) for x, y, _ in c]
    tip = (0.0, 0.0, 1.0)
    rows: list[tuple[tuple[float, float, float], tuple[int, int, int]]] = []
    for i in range(4):
        rows += [(c[i], (1, 0, 0)), (c[(i + 1) % 4], (0, 1, 0)), (tip, (0, 0, 1))]
    none = (1, 1, 1)  # the base and the skirt draw no lines: the base's edges are the sides'
    rows += [(c[0], none), (c[2], none), (c[1], none), (c[0], none), (c[3], none), (c[2], none)]
    for i in range(4):
        j = (i + 1) % 4
        rows += [(c[i], none), (c[j], none), (back[j], none), (c[i], none), (back[j], none), (back[i], none)]
    data = np.zeros(len(rows), dtype=[("p", "<f4", 3), ("b", "<f4", 3)])
    data["p"] = [r[0] for r in rows]
    data["b"] = [r[1] for r in rows]
    return data


class BoardRenderer(RendererBase):
    """Draws a 3D-mode board (and what is flying) with a camera, into the bound framebuffer."""

    def __init__(self, ctx: moderngl.Context, board=None, settings=None) -> None:
        self.box_prog = load_program(ctx, "box")
        self.head_prog = load_program(ctx, "head")
        super().__init__(ctx, (self.box_prog, self.head_prog), settings)
        self.quad_vbo = ctx.buffer(quad_vertices().tobytes())
        self.pyr_vbo = ctx.buffer(_pyramid_vertices().tobytes())
        self.static_faces = self._faces()
        self.static_heads = self._heads()
        self.moving_faces = self._faces()
        self.moving_heads = self._heads()
        self.beam_faces = self._faces()  # the aim line: drawn again faint where hidden
        self._face_data = np.zeros(0, FACE_DTYPE)
        self._centres = np.zeros((0, 3), np.float32)
        self._sorted_for: np.ndarray | None = None
        self._heads_at_rest = np.zeros(0, HEAD_DTYPE)
        self._posed = False
        if board is not None:
            self.set_board(board)

    def _faces(self) -> InstanceBuffer:
        """An instance buffer of box faces (`FACE_DTYPE`), 4 vertices each."""
        return InstanceBuffer(
            self.ctx,
            self.box_prog,
            self.quad_vbo,
            "2f",
            ("in_corner",),
            FACE_DTYPE,
            FACE_FORMAT,
            ("i_lo", "i_hi", "i_color", "i_arrow", "i_bits"),
            4,
            moderngl.TRIANGLE_STRIP,
        )

    def _heads(self) -> InstanceBuffer:
        """An instance buffer of pyramids (`HEAD_DTYPE`), 42 vertices each (their skirts too)."""
        return InstanceBuffer(
            self.ctx,
            self.head_prog,
            self.pyr_vbo,
            "3f 3f",
            ("in_local", "in_bary"),
            HEAD_DTYPE,
            HEAD_FORMAT,
            ("i_base", "i_axis", "i_u", "i_v", "i_color", "i_arrow", "i_flags"),
            self.pyr_vbo.size // _pyramid_vertices().itemsize,
        )

    # -- RendererBase ------------------------------------------------------------------------
    def build_mesh(self, board) -> BoardMesh:
        return BoardMesh(board, self.palette)

    def rebuild(self, alive) -> int:
        if self.board.turns:
            self.mesh.set_turns(self.board)
        faces, heads = self.mesh.build(self.board.owner)
        self._heads_at_rest = heads
        self._posed = False
        self._face_data = faces
        self._centres = ((faces["lo"] + faces["hi"]) * 0.5).astype(np.float32)
        self._sorted_for = None
        self.static_faces.upload(faces)
        self.static_heads.upload(heads)
        return len(faces) + len(heads)

    def outline_triangles(self, arrow: int) -> np.ndarray:
        """Its cubes (a head cell's collar) and heads as drawn (flared or flush, skirts
        too), whole: buried faces too."""
        mesh = self.mesh
        cells = np.asarray(self.board.arrows[arrow].cells, dtype=np.int64)
        c = mesh.coords[cells].astype(np.float32)
        lo, hi = c.copy(), c + 1.0
        hd = mesh.head_dir[cells]
        for k in np.nonzero(hd >= 0)[0]:  # (at most two)
            a = hd[k] >> 1
            if hd[k] & 1:
                lo[k, a] = c[k, a] + 1.0 - COLLAR
            else:
                hi[k, a] = c[k, a] + COLLAR
        heads = self._heads_at_rest[self._heads_at_rest["arrow"] == arrow]  # (the board's, drawn)
        pyramids = pyramid_triangles(heads["base"], heads["axis"], heads["u"], heads["v"])
        return np.concatenate([box_triangles(lo, hi), pyramids])

    def order_for(self, camera) -> None:
        """Nearest faces first, so hidden pixels fail the depth test before they are shaded
        (a software renderer spends most of a frame shading). Re-sorted only when the
        view has turned noticeably since the last sort."""
        back = np.array(camera.back, dtype=np.float32)
        if self._sorted_for is not None and float(np.dot(back, self._sorted_for)) > 1.0 - SORT_TURN:
            return
        self._sorted_for = back
        if len(self._face_data):
            self.static_faces.upload(self._face_data[np.argsort(-(self._centres @ back), kind="stable")])

    def pose(self, poses) -> None:
        """Rotating heads part way through their quarter turn (`HeadTurns.poses()`):
        each from its previous direction, turned about its axis round the cell centre."""
        if not poses and not self._posed:
            return
        heads = self._heads_at_rest.copy()
        for i, (before, axis, angle) in (poses or {}).items():
            rows = np.nonzero(heads["arrow"] == i)[0]
            if not len(rows):
                continue  # its head is buried: nothing to turn
            r = rows[0]
            centre = np.asarray(self.board.space.coord(self.board.arrows[i].head), np.float32) + 0.5
            one = head_instances(
                centre[None] - 0.5, np.array([before]), heads["color"][r][None], np.array([i])
            )
            heads["base"][r] = centre + rotate(one["base"][0] - centre, axis, angle)
            for key in ("axis", "u", "v"):
                heads[key][r] = rotate(one[key][0], axis, angle)
        self.static_heads.upload(heads)
        self._posed = bool(poses)

    def draw_board(self) -> int:
        return self._draw(self.static_faces, self.static_heads)

    def draw_moving(self, instances, beam) -> int:
        boxes, heads = (
            instances if instances is not None else (np.zeros(0, BOX_DTYPE), np.zeros(0, HEAD_DTYPE))
        )
        self.moving_faces.upload(box_faces(boxes))
        self.moving_heads.upload(heads)
        calls = self._draw(self.moving_faces, self.moving_heads)
        self.beam_faces.upload(box_faces(beam) if beam is not None else np.zeros(0, FACE_DTYPE))
        self.ctx.enable(moderngl.CULL_FACE)
        return calls + self.beam_faces.draw()

    def draw_beam(self) -> int:
        self.ctx.enable(moderngl.CULL_FACE)
        return self.beam_faces.draw()

    def _draw(self, faces: InstanceBuffer, heads: InstanceBuffer) -> int:
        self.ctx.enable(moderngl.CULL_FACE)
        calls = faces.draw()
        # pyramids may be mirrored by their (u, v, axis) basis: draw both windings
        self.ctx.disable(moderngl.CULL_FACE)
        return calls + heads.draw()

    def beam(self, arrow: int, color=(70, 74, 88), end: int = 0) -> np.ndarray:
        """The aim line: a thin dashed bar along arrow's escape ray from its tip (colour
        sRGB 0..255; end 1: from a two-headed arrow's `dir2` head). A clear way runs to
        past the edge of the box; otherwise the line stops at the first cube in its way
        (`ray_stop`) with an impact mark on that cube's face (`impact_colour`): it never
        seems to pass through cubes. Where cubes hide it, `render` draws it faint, in stripes."""
        board = self.board
        a = board.arrows[arrow]
        space = board.space
        head, d_ = (a.cells[0], a.dir2) if end == 1 else (a.head, board.direction(arrow))
        p = np.array(space.coord(head), dtype=np.float32) + 0.5
        ax, neg = d_ >> 1, d_ & 1
        d = np.zeros(3, np.float32)
        d[ax] = -1.0 if neg else 1.0
        start = p + d * (0.5 + HEAD_REACH)  # the pyramid's tip
        stop = self.ray_stop(arrow, end)
        if stop is None:
            length = (p[ax] - 0.5 if neg else space.size[ax] - p[ax] + 0.5) + 2.0
        else:  # to the near face of the cube in the way, k cells on
            k = abs(space.coord(stop)[ax] - float(p[ax] - 0.5))
            length = max(0.0, k - 1.0 - HEAD_REACH)
            face = p + d * (k - 0.5)
        # dashes of DASH every DASH_PERIOD, one box each
        offsets = np.arange(0.0, max(length - DASH * 0.5, 0.0), DASH_PERIOD, dtype=np.float32)
        a = start + d * offsets[:, None]
        b = start + d * np.minimum(offsets + DASH, length)[:, None]
        w = 0.045
        lo, hi = np.minimum(a, b), np.maximum(a, b)
        perp = np.abs(d) < 0.5
        lo[:, perp] = p[perp] - w
        hi[:, perp] = p[perp] + w
        out = np.zeros(len(offsets) + (stop is not None), BOX_DTYPE)
        out["lo"][: len(offsets)], out["hi"][: len(offsets)] = lo, hi
        out["color"] = srgb_to_linear(color)
        if stop is not None:  # a plate standing just off the face it hits; a cube on
            # that face when the line is too short to read (a blocker next to the head: the
            # face lies between two cubes, and a plate seen edge-on was a sliver)
            plate_lo, plate_hi = p - IMPACT_HALF, p + IMPACT_HALF
            back, on = (IMPACT_DEPTH, 0.0) if length >= SHORT_LINE else (IMPACT_HALF, IMPACT_HALF)
            ends = (face[ax] - d[ax] * back, face[ax] + d[ax] * on)
            plate_lo[ax], plate_hi[ax] = min(ends), max(ends)
            out["lo"][-1], out["hi"][-1] = plate_lo, plate_hi
            out["color"][-1] = srgb_to_linear(self.impact)
        out["arrow"] = -3
        out["bits"] = FLAG_BEAM | FLAG_MOVING
        if stop is not None:
            out["bits"][-1] |= FLAG_IMPACT
        return out

    def release(self) -> None:
        for obj in (
            self.static_faces,
            self.static_heads,
            self.moving_faces,
            self.moving_heads,
            self.beam_faces,
            self.quad_vbo,
            self.pyr_vbo,
        ):
            obj.release()
        super().release()
