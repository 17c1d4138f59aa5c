"""The hinted arrow's outline, drawn over whatever hides it (stranger, s24).

A hinted arrow mostly hidden (behind other cubes after Home, or with only its head in
view) showed as a faint see-through ghost in its own colour, easy to miss on a cube of
that colour. Its whole silhouette now gets a ring over everything: a dark inner line, a
pulsing gold-to-white band, a dark outer line (the hint's language, highlight.glsl's
`hint_ring`), readable on every direction colour of both palettes and on the pale
background. The renderer gives the arrow's pieces as triangles (`box_triangles`,
`pyramid_triangles`, `prism_triangles`); each pass draws them grown by some pixels
with no depth test against the scene: first the pieces themselves at depth 0 (colour
off) so no ring covers the arrow, then each ring from the inside out at a depth just
behind the last, so a ring covers only what lies outside those before it. One small
program of its own: the board's shaders keep their early depth test.
"""

from __future__ import annotations

import moderngl
import numpy as np

from .mesh import SKIRT_BACK, SKIRT_WIDTH
from .shaders import load_program

__all__ = ["OUTLINE_DTYPE", "HintOutline", "box_triangles", "prism_triangles", "pyramid_triangles"]

OUTLINE_DTYPE = np.dtype([("p", "<f4", 3), ("push", "<f4", 3)])
DARK = (0.07, 0.07, 0.09, 1.0)  # sRGB
GOLD, WHITE = np.array((1.0, 0.78, 0.16)), np.array((1.0, 0.98, 0.9))  # the band pulses between
RINGS = (1.5, 5.0, 6.5)  # outer edges (pixels at 720 rows) of the inner line, the band, the outer line

# a box's 12 triangles over its corners (bit 0: x, 1: y, 2: z at hi), two a face
_BOX = np.array(
    [(0, 2, 1), (1, 2, 3), (4, 5, 6), (5, 7, 6), (0, 1, 4), (1, 5, 4)]
    + [(2, 6, 3), (3, 6, 7), (0, 4, 2), (2, 4, 6), (1, 3, 5), (3, 7, 5)]
).reshape(-1)
_CORNERS = np.array([[(k >> a) & 1 for a in range(3)] for k in range(8)], dtype=np.float32)


def box_triangles(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Boxes `lo`..`hi` ((N, 3) each) as triangles, each corner growing away from the box."""
    lo, hi = np.asarray(lo, np.float32).reshape(-1, 3), np.asarray(hi, np.float32).reshape(-1, 3)
    out = np.zeros((len(lo), len(_BOX)), OUTLINE_DTYPE)
    c = _CORNERS[_BOX]  # (36, 3)
    out["p"] = lo[:, None, :] + c[None] * (hi - lo)[:, None, :]
    out["push"] = 2.0 * c - 1.0
    return out.reshape(-1)


def pyramid_triangles(base, axis, u, v) -> np.ndarray:
    """Heads as drawn (base centre, axis to the tip, base half-extents u and v; (N, 3)
    each): the pyramid, its base, and the skirt narrowing from the base back to the body
    (renderer._pyramid_vertices: a ring round the pyramid alone cut across the skirt
    with a notch, the skirt's rim outside it)."""
    base, axis, u, v = (np.asarray(x, np.float32).reshape(-1, 3) for x in (base, axis, u, v))
    su, sv, sa = (x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-6) for x in (u, v, axis))
    rows: list[tuple[np.ndarray, np.ndarray]] = []
    corners = ((-1, -1), (1, -1), (1, 1), (-1, 1))
    pts = [(base + s * u + t * v, s * su + t * sv - sa) for s, t in corners]
    behind = base + SKIRT_BACK * axis
    back = [(behind + SKIRT_WIDTH * (s * u + t * v), s * su + t * sv - sa) for s, t in corners]
    tip = (base + axis, sa * 1.5)
    for k in range(4):
        j = (k + 1) % 4
        rows += [pts[k], pts[j], tip, pts[k], pts[j], back[j], pts[k], back[j], back[k]]
    rows += [pts[0], pts[1], pts[2], pts[0], pts[2], pts[3]]
    out = np.zeros((len(base), len(rows)), OUTLINE_DTYPE)
    for j, (p, push) in enumerate(rows):
        out["p"][:, j] = p
        out["push"][:, j] = push
    return out.reshape(-1)


def prism_triangles(corners: np.ndarray, pushes: np.ndarray, order: np.ndarray) -> np.ndarray:
    """Pieces given by their corners ((N, K, 3)), each corner's push ((N, K, 3)) and the
    triangles' corner indices (`order`, shared by every piece)."""
    out = np.zeros((len(corners), len(order)), OUTLINE_DTYPE)
    out["p"] = corners[:, order]
    out["push"] = pushes[:, order]
    return out.reshape(-1)


class HintOutline:
    """The outline's program and the triangles of the arrow it was last given."""

    def __init__(self, ctx: moderngl.Context) -> None:
        self.ctx = ctx
        self.prog = load_program(ctx, "outline")
        self.vbo: moderngl.Buffer | None = None
        self.vao: moderngl.VertexArray | None = None
        self.key: object = None

    def set(self, key: object, make) -> None:
        """The triangles `make()` gives, unless they were made for `key` already."""
        if key == self.key:
            return
        self._free()
        tris = np.ascontiguousarray(make(), OUTLINE_DTYPE)
        if len(tris):
            self.vbo = self.ctx.buffer(tris.tobytes())
            self.vao = self.ctx.vertex_array(self.prog, [(self.vbo, "3f 3f", "in_pos", "in_push")])
        self.key = key

    def draw(self, view_proj: bytes, p11: float, height: int, amount: float, band=None, dash=0.0) -> int:
        """The rings round the arrow (pulsing with `amount`, 0..1; `band`: an RGB the
        middle ring takes instead, a hit blocker's red; `dash` > 0: dashed by diagonal
        stripes that many pixels apart, an arrow behind the shape); returns the draw
        calls. Leaves the depth buffer marked where they are: the frame's last pass."""
        if self.vao is None:
            return 0
        ctx, prog = self.ctx, self.prog
        prog["u_view_proj"].write(view_proj)
        prog["u_pixel"].value = 2.0 / (max(height, 1) * p11)
        scale = max(1.0, height / 720.0)
        ctx.disable(moderngl.CULL_FACE | moderngl.BLEND)
        ctx.enable(moderngl.DEPTH_TEST)
        band = (*(GOLD + (WHITE - GOLD) * float(amount) if band is None else band), 1.0)
        passes = [(0.0, None, "1"), (RINGS[0], DARK, "<"), (RINGS[1], band, "<"), (RINGS[2], DARK, "<")]
        try:
            for k, (grow, colour, test) in enumerate(passes):
                if colour is None:  # depth only: the colour kept by blending (a framebuffer's
                    ctx.enable(moderngl.BLEND)  # colour mask was not always the bound one's)
                    ctx.blend_func = moderngl.ZERO, moderngl.ONE
                else:
                    ctx.disable(moderngl.BLEND)
                ctx.depth_func = test
                prog["u_grow"].value = grow * scale
                prog["u_depth"].value = k * 1e-3
                prog["u_colour"].value = colour or DARK
                if "u_dash" in prog:  # (an older outline.glsl: never dashed)
                    prog["u_dash"].value = 0.0 if colour is None else float(dash)
                self.vao.render(moderngl.TRIANGLES)
        finally:
            ctx.disable(moderngl.BLEND)
            ctx.depth_func = "<"
        return len(passes)

    def _free(self) -> None:
        for obj in (self.vao, self.vbo):
            if obj is not None:
                obj.release()
        self.vao = self.vbo = None
        self.key = None

    def release(self) -> None:
        self._free()
        self.prog.release()
