"""Geometry of a Flat-3D board: the block's faces and the arrows as raised ribbons.

Pure numpy, no GL. Two instance kinds, each drawn with one instanced call:

* **block faces** (`BLOCK_DTYPE`): one exposed voxel face (= one cell of the shape): the
  voxel's corner `p` and a bit word: bits 0-2 the face (0..5 = +x -x +y -y +z -z), then
  2 bits per edge (-u, +u, -v, +v; u, v the two axes after the face's axis, as in
  mesh.py): 0 the next face is flat, 1 a convex edge (the surface folds away), 2 a
  concave edge (a wall rises). The shader draws the face grid and darkens concave edges.
* **ribbon pieces** (`RIBBON_DTYPE`): a thin prism between two *stations*. A station is a
  point `c` on the block's surface, a half-width vector `w` and a lift vector `n`; the
  prism's corners are ``c +- w + lift * n`` for lift in (BOTTOM, TOP). An arrow is a
  chain of stations along its *path*: the tail, every cell centre and the midpoint of
  every edge it crosses, to the arrowhead.
  Each piece also carries `along`, the ribbon's own arc length at its first station
  (0 at the tail cell's centre, 1 at the next cell's, ...; it travels with a moving
  ribbon), from which the shader places the direction glyphs of the colour-blind mode,
  two per cell; bits 23-25 of its flags are the arrow's direction + 1 (as in mesh.py):
  the glyphs point the way the arrow flies (chevrons; a dot or a cross where it flies
  straight out of or into the face the piece lies on).

Where the path folds over a convex or concave edge the station's lift vector is the
mitre ``n1 + n2`` of the two faces' normals, so the raised ribbon on one face and the
raised ribbon on the next meet exactly in one plane at every height (no gap, no overlap);
where it turns within a face the half-width vector is the mitre ``w1 + w2``. The
arrowhead is one more piece whose far station has zero width: a flat, raised triangle.

Arc length along a path: cell i's centre is at s = i, the edge to the next cell at
i + 0.5; past the head the path runs straight on in the arrow's direction at the head's
height (the flight line of RULES.md 3.3), which is what the animation slides along.

`flat_arrows.FlatMesh` puts a whole board's arrows together from these paths.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from quiver.engine.geometry import VEC3

from .lookup import VoxelLookup

__all__ = [
    "BLOCK_DTYPE",
    "BLOCK_FORMAT",
    "BOTTOM",
    "CAP0",
    "CAP1",
    "EDGE_CONCAVE",
    "EDGE_CONVEX",
    "EDGE_FLAT",
    "FLAG_BEAM",
    "FLAG_HEAD",
    "FLAG_MOVING",
    "HALF_WIDTH",
    "HEAD_BASE",
    "HEAD_HALF",
    "HEAD_TIP",
    "RIBBON_DTYPE",
    "RIBBON_FORMAT",
    "TAIL",
    "TOP",
    "FlatPath",
    "block_faces",
    "cell_centre",
    "cell_centres",
]

BLOCK_DTYPE = np.dtype([("p", "<f4", 3), ("bits", "<u4")])
BLOCK_FORMAT = "3f 1u/i"
RIBBON_DTYPE = np.dtype(
    [
        ("c0", "<f4", 3),
        ("w0", "<f4", 3),
        ("n0", "<f4", 3),
        ("c1", "<f4", 3),
        ("w1", "<f4", 3),
        ("n1", "<f4", 3),
        ("color", "<f4", 3),
        ("arrow", "<i4"),
        ("flags", "<u4"),
        ("along", "<f4"),
    ]
)
RIBBON_FORMAT = "3f 3f 3f 3f 3f 3f 3f 1i 1u 1f/i"

HALF_WIDTH = 0.275  # the ribbon is 0.55 of a cell wide: clear gaps between arrows
HEAD_HALF = 0.45  # the arrowhead's base is 0.9 wide: 1.6 times the body, a head reads at a glance
HEAD_BASE = -0.06  # arc length of the arrowhead's base, from the head cell's centre
HEAD_TIP = 0.43  # ... and of its tip (inside the head cell)
TAIL = 0.26  # the ribbon starts this far behind the tail cell's centre
TOP = 0.032  # height of the ribbon's top above the face
BOTTOM = -0.004  # its bottom, just inside the block (no crack at the foot)

CAP0 = 1  # draw the end face at the first station (the tail, the head's base)
CAP1 = 2  # ... at the second station
FLAG_HEAD = 4  # an arrowhead piece
FLAG_MOVING = 1 << 21  # a moving piece (never hidden, never shaken)
FLAG_BEAM = 1 << 22  # the hover preview of a flight line (glows)
GLYPH_SHIFT = 23  # bits 23-25 of the flags: the arrow's direction + 1 (0: no glyph)

EDGE_FLAT, EDGE_CONVEX, EDGE_CONCAVE = 0, 1, 2

_V = np.array(VEC3, dtype=np.float32)
_CROSS = np.cross(_V[:, None, :], _V[None, :, :]).astype(np.float32)  # [n, t]: n x t


def cell_centre(cell) -> np.ndarray:
    """World centre of a face cell (x, y, z, n): on the block's surface."""
    x, y, z, n = cell
    return np.array((x + 0.5, y + 0.5, z + 0.5), dtype=np.float32) + 0.5 * _V[n]


def cell_centres(space) -> np.ndarray:
    """`cell_centre` of every cell of a FlatSpace, in cell-id order: (cells, 3)."""
    cells = np.array(space.cells, dtype=np.int32).reshape(-1, 4)
    return cells[:, :3].astype(np.float32) + np.float32(0.5) + 0.5 * _V[cells[:, 3]]


def block_faces(space) -> np.ndarray:
    """One BLOCK_DTYPE instance per cell of a FlatSpace, in cell-id order, with its edge
    classes."""
    cells = np.array(space.cells, dtype=np.int32).reshape(-1, 4)
    # which voxels are solid: a sorted-key lookup (memory follows the voxels, not the box)
    solid = VoxelLookup(np.array(space.voxels, dtype=np.int32).reshape(-1, 3), space.size, pad=2)
    p = cells[:, :3]
    f = cells[:, 3]
    a = f >> 1
    nv = _V[f].astype(np.int32)
    bits = f.astype(np.uint32)
    for k, (off, sgn) in enumerate(((1, -1), (1, 1), (2, -1), (2, 1))):
        tv = np.zeros_like(nv)
        tv[np.arange(len(f)), (a + off) % 3] = sgn
        ahead = p + nv + tv
        flat = p + tv
        concave = solid.contains(ahead)
        is_flat = solid.contains(flat)
        cls = np.where(concave, EDGE_CONCAVE, np.where(is_flat, EDGE_FLAT, EDGE_CONVEX))
        bits |= cls.astype(np.uint32) << np.uint32(3 + 2 * k)
    out = np.zeros(len(cells), BLOCK_DTYPE)
    out["p"] = cells[:, :3]
    out["bits"] = bits
    return out


def _tangent_to(space, a: int, b: int) -> tuple[int, int]:
    """(t, t'): the direction on a's face that walks to b, and the one travelled after."""
    for t in space.directions(a):
        s = space.step(a, t)
        if s is not None and s[0] == b:
            return t, s[1]
    raise ValueError(f"cells {space.coord(a)} and {space.coord(b)} are not adjacent")


@dataclass
class FlatPath:
    """The polyline an arrow's ribbon follows: points, arc lengths, per-segment frames
    (face normal, travel direction, width axis) and per-point mitred stations."""

    points: np.ndarray  # (m + 1, 3)
    s: np.ndarray  # (m + 1,) arc length of each point
    seg_t: np.ndarray  # (m, 3) unit travel direction of each segment
    seg_n: np.ndarray  # (m, 3) face normal under each segment
    seg_w: np.ndarray  # (m, 3) unit width axis (n x t)
    joint_w: np.ndarray  # (m + 1, 3) width vector at each point (mitred at turns)
    joint_n: np.ndarray  # (m + 1, 3) lift vector at each point (mitred at folds)
    length: int  # cells of the arrow
    dir: int

    @classmethod
    def of_arrow(cls, space, arrow, far: float = 64.0, centres: np.ndarray | None = None) -> FlatPath:
        """The path of `arrow` on a FlatSpace; `centres`: every cell's `cell_centres`
        (a whole board's paths share them), else only this arrow's are computed."""
        cells = arrow.cells
        L = len(cells)
        faces = [space.cells[c][3] for c in cells]
        if centres is None:
            centre = np.array([cell_centre(space.coord(c)) for c in cells], dtype=np.float32)
        else:
            centre = centres[list(cells)]
        steps = [_tangent_to(space, a, b) for a, b in itertools.pairwise(cells)]
        # segment k runs from point k to point k + 1: the tail's half cell, then for each
        # step a cell centre to the shared edge (its own face) and the edge to the next
        # centre (the next face, the travel after a fold), then the head's flight line
        t_dirs = [steps[0][0]] + [t for step in steps for t in step] + [arrow.dir]
        n_dirs = [faces[0]] + [f for i in range(L - 1) for f in (faces[i], faces[i + 1])] + [faces[-1]]
        into = _V[[t for t, _ in steps]]
        points = np.empty((2 * L + 1, 3), np.float32)
        points[0] = centre[0] - 0.5 * into[0]
        points[1 : 2 * L - 1 : 2] = centre[:-1]
        points[2 : 2 * L - 1 : 2] = centre[:-1] + 0.5 * into  # the shared edges' midpoints
        points[-2] = centre[-1]
        points[-1] = centre[-1] + far * _V[arrow.dir]
        s = np.arange(len(points), dtype=np.float32) * 0.5 - 0.5
        s[-1] = s[-2] + far
        tangents = _V[t_dirs]
        seg_normals = _V[n_dirs]
        seg_w = _CROSS[n_dirs, t_dirs]  # n x t from the table of the axis vectors
        m = len(tangents)
        jw = np.empty((m + 1, 3), np.float32)
        jn = np.empty((m + 1, 3), np.float32)
        jw[0], jn[0] = seg_w[0], seg_normals[0]
        jw[-1], jn[-1] = seg_w[-1], seg_normals[-1]
        same_w = (seg_w[:-1] == seg_w[1:]).all(axis=1)[:, None]
        same_n = (seg_normals[:-1] == seg_normals[1:]).all(axis=1)[:, None]
        jw[1:-1] = np.where(same_w, seg_w[1:], seg_w[:-1] + seg_w[1:])
        jn[1:-1] = np.where(same_n, seg_normals[1:], seg_normals[:-1] + seg_normals[1:])
        return cls(points, s, tangents, seg_normals, seg_w, jw, jn, L, arrow.dir)

    @property
    def head_s(self) -> float:
        """Arc length of the head cell's centre."""
        return float(self.length - 1)

    def point(self, s: float) -> np.ndarray:
        k = int(np.clip(np.searchsorted(self.s, s, "right") - 1, 0, len(self.seg_t) - 1))
        return self.points[k] + (s - self.s[k]) * self.seg_t[k]

    def _span(self, a: float, b: float) -> tuple[int, int]:
        """The segments the window [a, b] of arc length starts and ends in."""
        s, last = self.s, len(self.seg_t) - 1
        k0 = min(max(int(np.searchsorted(s, a, "right")) - 1, 0), last)
        k1 = min(max(int(np.searchsorted(s, b, "left")) - 1, 0), last)
        return k0, k1

    def station_s(self, a: float, b: float) -> np.ndarray:
        """The arc lengths of `stations(a, b)`."""
        k0, k1 = self._span(a, b)
        return np.concatenate([[a], self.s[k0 + 1 : k1 + 1], [b]]).astype(np.float32)

    def stations(self, a: float, b: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(c, w, n) of the stations of the window [a, b] of arc length: the two ends in
        their segment's own frame, every point strictly between them mitred."""
        s = self.s
        k0, k1 = self._span(a, b)
        inner = slice(k0 + 1, k1 + 1)
        c = np.concatenate(
            [
                (self.points[k0] + (a - s[k0]) * self.seg_t[k0])[None],
                self.points[inner],
                (self.points[k1] + (b - s[k1]) * self.seg_t[k1])[None],
            ]
        )
        w = np.concatenate([self.seg_w[k0][None], self.joint_w[inner], self.seg_w[k1][None]])
        n = np.concatenate([self.seg_n[k0][None], self.joint_n[inner], self.seg_n[k1][None]])
        return c, w, n

    def pieces(
        self,
        a: float,
        b: float,
        color,
        arrow: int,
        flags: int = 0,
        scale: float = 1.0,
        head: bool = True,
        tail_cap: bool = True,
        origin: float | None = None,
    ) -> np.ndarray:
        """RIBBON_DTYPE instances for the body over arc lengths [a, b] and, with `head`,
        the arrowhead from b to b + (HEAD_TIP - HEAD_BASE). `origin`: the path's arc
        length where the ribbon's own tail cell centre is now (None: a + TAIL, the
        window starting at the ribbon's tail), for the pieces' `along`."""
        c, w, n = self.stations(a, b)
        k = len(c) - 1
        out = np.zeros(k + (1 if head else 0), RIBBON_DTYPE)
        flags = flags | ((self.dir + 1) << GLYPH_SHIFT)
        out["along"][:k] = self.station_s(a, b)[:-1] - (a + TAIL if origin is None else origin)
        hw = HALF_WIDTH * scale
        out["c0"][:k], out["c1"][:k] = c[:-1], c[1:]
        out["w0"][:k], out["w1"][:k] = w[:-1] * hw, w[1:] * hw
        out["n0"][:k], out["n1"][:k] = n[:-1], n[1:]
        out["flags"][:k] = flags
        if tail_cap and k:
            out["flags"][0] |= CAP0
        if not head and k:
            out["flags"][k - 1] |= CAP1
        if head:
            tip = b + (HEAD_TIP - HEAD_BASE)
            kk = min(max(int(np.searchsorted(self.s, b, "left")) - 1, 0), len(self.seg_t) - 1)
            t, wv, nv = self.seg_t[kk], self.seg_w[kk], self.seg_n[kk]
            out["c0"][k] = c[-1]
            out["c1"][k] = c[-1] + (tip - b) * t
            out["w0"][k] = wv * HEAD_HALF * scale
            out["w1"][k] = 0.0
            out["n0"][k] = nv
            out["n1"][k] = nv
            out["flags"][k] = flags | CAP0 | FLAG_HEAD
            out["along"][k] = b - (a + TAIL if origin is None else origin)
        out["color"] = color
        out["arrow"] = arrow
        return out

    def resting(self, color, arrow: int) -> np.ndarray:
        """The arrow where it lies on the board."""
        return self.pieces(-TAIL, self.head_s + HEAD_BASE, color, arrow)
