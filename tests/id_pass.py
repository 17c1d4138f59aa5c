"""An arrow-id picture of a 3D or Flat-3D board, independent of the game's picking.

Every cell of an arrow on the board is drawn in one flat colour that encodes the arrow's
number (3D: the unit cube of the cell, or for a head cell its collar box and pyramid, the
shape the renderer gives it; Flat 3D: the face square of the cell, and every
other exposed face of the block as an opaque "no arrow"), with the view and projection
matrices of a frame, through the GPU's rasteriser and depth test. Reading the picture at
a pixel says which arrow is drawn there: no ray is cast, no voxel walk is shared with
`quiver.render3d.picking`.
"""

from __future__ import annotations

import numpy as np

# a head cell is drawn as a box this deep at its back and a pyramid wider than the cell and
# standing out of it (the mesh's values; the pass shares nothing with the picking code)
from quiver.engine.geometry import VEC3
from quiver.render3d.mesh import COLLAR, HEAD_FLARE, HEAD_FLUSH, HEAD_REACH

_CACHE: dict = {}

BACKGROUND = -1
NO_ARROW = -2  # a block face with no arrow on it (Flat 3D)

_VS = """
#version 330 core
uniform mat4 u_mvp;
in vec3 in_pos;
in float in_id;
flat out float v_id;
void main() { v_id = in_id; gl_Position = u_mvp * vec4(in_pos, 1.0); }
"""
_FS = """
#version 330 core
flat in float v_id;
out vec4 colour;
void main() {
    int k = int(v_id) + 3;                   // background stays 0
    colour = vec4(float(k & 255) / 255.0, float((k >> 8) & 255) / 255.0, 0.0, 1.0);
}
"""

# the six faces of the unit cube [0,1]^3 by outward normal 0..5 = +x -x +y -y +z -z:
# four corners each, counter-clockwise seen from outside
_FACES = {
    0: [(1, 0, 0), (1, 1, 0), (1, 1, 1), (1, 0, 1)],
    1: [(0, 0, 0), (0, 0, 1), (0, 1, 1), (0, 1, 0)],
    2: [(0, 1, 0), (0, 1, 1), (1, 1, 1), (1, 1, 0)],
    3: [(0, 0, 0), (1, 0, 0), (1, 0, 1), (0, 0, 1)],
    4: [(0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)],
    5: [(0, 0, 0), (0, 1, 0), (1, 1, 0), (1, 0, 0)],
}


def _quad(voxel, n, ident, out: list) -> None:
    c = [tuple(voxel[a] + q[a] for a in range(3)) for q in _FACES[n]]
    for k in (0, 1, 2, 0, 2, 3):
        out.append((*c[k], float(ident)))


def _box(lo, hi, ident, out: list) -> None:
    for _n, quad in _FACES.items():
        c = [tuple(lo[a] + q[a] * (hi[a] - lo[a]) for a in range(3)) for q in quad]
        for k in (0, 1, 2, 0, 2, 3):
            out.append((*c[k], float(ident)))


def _head(voxel, d, ident, out: list, flare: float = HEAD_FLARE) -> None:
    """A head cell as the renderer draws it: the collar box, the flared pyramid (`flare`:
    HEAD_FLUSH for one pointing into a cube) and the skirt from a flared base back to the
    body's width (renderer._pyramid_vertices)."""
    ax, neg = d >> 1, d & 1
    lo = [float(c) for c in voxel]
    hi = [c + 1.0 for c in lo]
    clo, chi = list(lo), list(hi)
    if neg:
        clo[ax] = hi[ax] - COLLAR
    else:
        chi[ax] = lo[ax] + COLLAR
    _box(clo, chi, ident, out)
    base = clo[ax] if neg else chi[ax]
    apex = [c + 0.5 for c in lo]
    apex[ax] = lo[ax] - HEAD_REACH if neg else hi[ax] + HEAD_REACH
    au, av = (ax + 1) % 3, (ax + 2) % 3
    corners = []
    for cu, cv in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        p = [0.0, 0.0, 0.0]
        p[ax], p[au], p[av] = base, lo[au] + 0.5 + cu * flare, lo[av] + 0.5 + cv * flare
        corners.append(p)
    for k in range(4):
        for p in (corners[k], corners[(k + 1) % 4], apex):
            out.append((*p, float(ident)))
    if flare <= 0.5:  # a flush base's skirt narrows inward, inside the collar
        return
    back = []  # the skirt: from the flared base back to the body's width at the collar's back
    for q in corners:
        p = [
            lo[au] + 0.5 + (q[au] - lo[au] - 0.5) * 0.5 / flare,
            lo[av] + 0.5 + (q[av] - lo[av] - 0.5) * 0.5 / flare,
        ]
        b = [0.0, 0.0, 0.0]
        b[ax], b[au], b[av] = hi[ax] if neg else lo[ax], p[0], p[1]
        back.append(b)
    for k in range(4):
        j = (k + 1) % 4
        for p in (corners[k], corners[j], back[j], corners[k], back[j], back[k]):
            out.append((*p, float(ident)))


def triangles(board, skip=()) -> np.ndarray:
    """(N, 4) float32 rows x, y, z, id of the id picture's triangles."""
    space, owner = board.space, board.owner
    rows: list = []
    if board.space.mode == "flat":
        for cid in range(len(owner)):
            x, y, z, n = space.coord(cid)
            o = owner[cid]
            _quad((x, y, z), n, o if o >= 0 and o not in skip else NO_ARROW, rows)
    else:
        for cid in range(len(owner)):
            o = owner[cid]
            if o < 0 or o in skip:
                continue
            v = space.coord(cid)
            a = board.arrows[o]
            if a.head == cid:
                ahead = space.index.get(tuple(v[k] + VEC3[a.dir][k] for k in range(3)))
                filled = ahead is not None and owner[ahead] >= 0 and owner[ahead] not in skip
                _head(v, a.dir, o, rows, HEAD_FLUSH if filled else HEAD_FLARE)
            else:
                for n in range(6):
                    _quad(v, n, o, rows)
    return np.array(rows, dtype=np.float32).reshape(-1, 4)


def id_picture(ctx, board, view, proj, width: int, height: int, skip=()) -> np.ndarray:
    """(height, width) int array, row 0 at the top: the arrow drawn at each pixel,
    BACKGROUND or NO_ARROW."""
    import moderngl

    key = (id(ctx), width, height)
    if key not in _CACHE:  # the program and target, once per context
        _CACHE.clear()
        _CACHE[key] = (
            ctx.program(vertex_shader=_VS, fragment_shader=_FS),
            ctx.simple_framebuffer((width, height), components=4),
        )
    prog, fbo = _CACHE[key]
    data = triangles(board, skip)
    vbo = ctx.buffer(data.tobytes())
    vao = ctx.vertex_array(prog, [(vbo, "3f 1f", "in_pos", "in_id")])
    try:
        prog["u_mvp"].write((proj * view).to_bytes())
        fbo.use()
        fbo.clear(0.0, 0.0, 0.0, 1.0, depth=1.0)
        ctx.enable(moderngl.DEPTH_TEST)
        ctx.disable(moderngl.CULL_FACE | moderngl.BLEND)
        vao.render(moderngl.TRIANGLES)
        raw = np.frombuffer(fbo.read(components=4, alignment=1), np.uint8).reshape(height, width, 4)
    finally:
        for obj in (vao, vbo):
            obj.release()
        ctx.screen.use()
    ids = raw[..., 0].astype(np.int32) + (raw[..., 1].astype(np.int32) << 8) - 3
    ids[(raw[..., 0] == 0) & (raw[..., 1] == 0)] = BACKGROUND
    return ids[::-1]  # GL rows run bottom-up


def steady_pixels(ids: np.ndarray, margin: int = 2) -> np.ndarray:
    """(K, 2) x, y of the pixels whose whole (2*margin+1)^2 neighbourhood shows one
    arrow (so a sub-pixel difference between rasteriser and pointer cannot matter)."""
    h, w = ids.shape
    core = ids[margin : h - margin, margin : w - margin]
    same = core >= 0
    for dy in range(-margin, margin + 1):
        for dx in range(-margin, margin + 1):
            same &= ids[margin + dy : h - margin + dy, margin + dx : w - margin + dx] == core
    ys, xs = np.nonzero(same)
    return np.stack([xs + margin, ys + margin], axis=1)
