"""Instance data for the 3D board, built with numpy only when the board changes.

Two instance kinds, each drawn with one instanced call:

* **faces** (`FACE_DTYPE`): one visible face of an axis-aligned box `lo..hi` (world
  units), its colour, the arrow it belongs to and a bit word: bits 0-2 the face (0..5 =
  +x -x +y -y +z -z), bits 3-10 the ambient occlusion of its four corners (2 bits each,
  3 = open; corners -u-v, +u-v, -u+v, +u+v where u, v are the two axes after the face's
  axis), bits 11-18 the class of the neighbour beyond each of its four edges (-u, +u,
  -v, +v), bits 20-22 flags, bits 23-25 the arrow's direction + 1 for the engraved
  direction mark, on every face of every cube of the arrow, head cell included (one
  language, docs/direction-marks.md: chevrons pointing its way on faces along
  the flight, a dot on a face it flies out of, toward you, like a tip seen head-on, a
  cross on a face it flies away from, like fletching seen from behind). Only faces that
  can be seen are instanced, so the vertex work is 4 vertices per visible face.
* **heads** (`HEAD_DTYPE`): a four-sided pyramid from `base` along `axis`, with base
  half-extents `u` and `v` (`HEAD_FLARE`: wider than the cube, so a head reads as
  bigger than the body at a glance; its tip carries the dot).

Neighbour classes (2 bits): 0 empty (face drawn, soft bevelled edge), 1 joined (the
next/previous cell of the same arrow: no face, no edge line), 2 another opaque cube (no
face, dark groove along shared edges), 3 another arrow's head cell (face drawn: it shows
around the arrowhead; groove).

Voxel (x, y, z) fills [x, x+1]^3. Each arrow cell is a full unit cube, so an arrow is one
continuous body; edges toward another arrow get a dark groove. The head cell is a short
collar (0.3) plus a pyramid pointing its way, wider than the cube (`HEAD_FLARE`) and
standing out of it (`HEAD_REACH`). Moving pieces and beams are described as boxes
(`BOX_DTYPE`: a 2-bit class per side + flags) and turned into faces by `box_faces`.
"""

from __future__ import annotations

import itertools

import numpy as np

from quiver.engine.geometry import VEC3

from .lookup import VoxelLookup

__all__ = [
    "BOX_DTYPE",
    "COLLAR",
    "FACE_DTYPE",
    "FLAG_BEAM",
    "FLAG_HEAD",
    "FLAG_IMPACT",
    "FLAG_MOVING",
    "HEAD_DTYPE",
    "HEAD_FLARE",
    "HEAD_FLUSH",
    "HEAD_REACH",
    "PALETTE",
    "SKIRT_BACK",
    "SKIRT_WIDTH",
    "BoardMesh",
    "box_faces",
    "direction_color",
    "glyph_bits",
    "head_instances",
    "palette_for",
    "srgb_to_linear",
]

FACE_DTYPE = np.dtype(
    [("lo", "<f4", 3), ("hi", "<f4", 3), ("color", "<f4", 3), ("arrow", "<i4"), ("bits", "<u4")]
)
BOX_DTYPE = np.dtype(
    [("lo", "<f4", 3), ("hi", "<f4", 3), ("color", "<f4", 3), ("arrow", "<i4"), ("bits", "<u4")]
)  # bits: 2-bit class per side | flags
HEAD_DTYPE = np.dtype(
    [
        ("base", "<f4", 3),
        ("axis", "<f4", 3),
        ("u", "<f4", 3),
        ("v", "<f4", 3),
        ("color", "<f4", 3),
        ("arrow", "<i4"),
        ("flags", "<u4"),
    ]
)
FACE_FORMAT = "3f 3f 3f 1i 1u/i"
HEAD_FORMAT = "3f 3f 3f 3f 3f 1i 1u/i"

FLAG_HEAD = 1 << 20
FLAG_MOVING = 1 << 21
FLAG_BEAM = 1 << 22
# the aim line's impact mark: it shows through the cubes that hide it nearly whole (IMPACT_SEEN
# in box.glsl and flat_ribbon.glsl), not faint as the line's hidden dashes (a blocker next to
# the head buries it)
FLAG_IMPACT = 1 << 26
FLAGS = FLAG_HEAD | FLAG_MOVING | FLAG_BEAM | FLAG_IMPACT
GLYPH_SHIFT = 23  # bits 23-25: the arrow's direction + 1 (0: no glyph on this face)
GLYPH_MASK = 7 << GLYPH_SHIFT


def glyph_bits(dirs) -> np.ndarray:
    """The mark field for faces of arrows flying `dirs` (chevrons on faces along the
    flight, a dot on a face whose normal is the flight, a cross on one facing back)."""
    return ((np.asarray(dirs, dtype=np.uint32) + 1) << GLYPH_SHIFT).astype(np.uint32)


COLLAR = 0.3  # length of the head cell's box part; the pyramid takes the rest
HEAD_FLARE = 0.6  # the pyramid's base half-width: 1.2 cells across, the body's is 1
# ... and of a head whose next cell is filled (it points into a cube): flush with its cell.
# Flared, the rim of a pyramid buried in the cube ahead stood out of the shape's face
# beside it as a loose sliver, another arrow's colour across its neighbours (stranger round).
HEAD_FLUSH = 0.5
HEAD_REACH = 0.3  # ... and how far its tip stands out of the head cell, the way it points
# The skirt behind a head's base (renderer._pyramid_vertices): its back corners in the head's
# frame (base half-widths, axis lengths): the body's width, at the head cell's back face
SKIRT_WIDTH, SKIRT_BACK = 0.5 / HEAD_FLARE, -COLLAR / (1.0 - COLLAR + HEAD_REACH)

# Direction families (sRGB): oranges for x, blues for y, greens for z; the + sign is the
# lighter, warmer tone of each pair so the sign reads too.
PALETTE_SRGB = {
    0: (0xF6, 0xA5, 0x32),  # +x amber
    1: (0xD9, 0x4F, 0x25),  # -x vermilion
    2: (0x62, 0xC0, 0xF2),  # +y sky blue
    3: (0x2F, 0x55, 0xD4),  # -y royal blue
    4: (0x9C, 0xD9, 0x4E),  # +z lime
    5: (0x17, 0x9A, 0x6A),  # -z jade
}


def srgb_to_linear(rgb) -> np.ndarray:
    c = np.asarray(rgb, dtype=np.float64) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4).astype(np.float32)


PALETTE = np.stack([srgb_to_linear(PALETTE_SRGB[d]) for d in range(6)])  # linear RGB


def direction_color(d: int) -> tuple[int, int, int]:
    """The sRGB colour of a direction family/sign (for legends and the HUD)."""
    return PALETTE_SRGB[d]


def palette_for(settings=None) -> np.ndarray:
    """The six direction colours (linear RGB, row = direction) for the player's settings:
    the colour-blind palette (`quiver.style.palette.direction_colours`, one Okabe-Ito
    colour per direction) when it is on, else `PALETTE`. `settings` is anything
    `palette` takes (a Settings, a bool, None for the defaults)."""
    from quiver.style import palette

    if not palette.colorblind_on(settings):
        return PALETTE
    colours = palette.direction_colours(settings, dims=3)
    return np.stack([srgb_to_linear(colours[d]) for d in range(6)])


DIRVEC = np.array(VEC3, dtype=np.int32)
# the 27 neighbourhood offsets; row (dx+1)*9 + (dy+1)*3 + (dz+1), row 13 is the cell itself
OFFSETS27 = np.array(
    [(dx, dy, dz) for dx in (-1, 0, 1) for dy in (-1, 0, 1) for dz in (-1, 0, 1)], dtype=np.int32
)


def _tables():
    """For each face: the 27-neighbourhood indices (side u, side v, corner) of its four
    corners, and the directions beyond its four edges."""
    ao = np.zeros((6, 4, 3), dtype=np.int32)
    edges = np.zeros((6, 4), dtype=np.int32)
    for f in range(6):
        a = f >> 1
        au, av = (a + 1) % 3, (a + 2) % 3
        n = np.array(VEC3[f])
        eu = np.zeros(3, int)
        eu[au] = 1
        ev = np.zeros(3, int)
        ev[av] = 1
        for k, (su, sv) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
            for j, o in enumerate((n + su * eu, n + sv * ev, n + su * eu + sv * ev)):
                ao[f, k, j] = (o[0] + 1) * 9 + (o[1] + 1) * 3 + (o[2] + 1)
        edges[f] = (2 * au + 1, 2 * au, 2 * av + 1, 2 * av)
    return ao, edges


AO_IDX, EDGE_DIRS = _tables()
SHIFT4 = np.array([0, 2, 4, 6], dtype=np.uint32)


def _offset27(delta: np.ndarray) -> np.ndarray:
    """Row of OFFSETS27 for each (dx, dy, dz) in -1..1."""
    d = np.asarray(delta, dtype=np.int64)
    return (d[:, 0] + 1) * 9 + (d[:, 1] + 1) * 3 + (d[:, 2] + 1)


# the direction int of each unit step, by its OFFSETS27 row (-1: not a unit step)
_STEP_DIR = np.full(27, -1, dtype=np.int32)
for _d, _v in enumerate(VEC3):
    _STEP_DIR[(_v[0] + 1) * 9 + (_v[1] + 1) * 3 + (_v[2] + 1)] = _d


class BoardMesh:
    """Static facts about a 3D board's arrows, and `build(owner)` for the current position.
    `palette`: the direction colours (linear, (6, 3); None: `PALETTE`), see `set_palette`."""

    def __init__(self, board, palette: np.ndarray | None = None) -> None:
        space = board.space
        self.size = tuple(space.size)
        coords = np.array(space.cells, dtype=np.int32).reshape(-1, 3)
        self.coords = coords
        n = len(coords)
        self.n = n
        cell_arrow = np.full(n, -1, dtype=np.int32)
        link = np.zeros(n, dtype=np.uint32)
        head_dir = np.full(n, -1, dtype=np.int32)
        arrows = board.arrows
        arrow_dir = np.array([a.dir for a in arrows], dtype=np.int32)
        if arrows:  # all arrows at once (a big board has 50,000)
            lengths = np.array([len(a.cells) for a in arrows], dtype=np.int64)
            flat = np.fromiter(
                itertools.chain.from_iterable(a.cells for a in arrows),
                dtype=np.int64,
                count=int(lengths.sum()),
            )
            which = np.repeat(np.arange(len(arrows), dtype=np.int32), lengths)
            cell_arrow[flat] = which
            step = which[:-1] == which[1:]  # consecutive cells of one arrow
            c0, c1 = flat[:-1][step], flat[1:][step]
            k = _STEP_DIR[_offset27(coords[c1] - coords[c0])].astype(np.uint32)
            np.bitwise_or.at(link, c0, np.left_shift(np.uint32(1), k))
            np.bitwise_or.at(link, c1, np.left_shift(np.uint32(1), k ^ np.uint32(1)))
            head_dir[flat[np.cumsum(lengths) - 1]] = arrow_dir
            for a in arrows:
                if a.dir2 is not None:  # two-headed: the tail is a head too
                    head_dir[a.cells[0]] = a.dir2
        self.second_heads = [(a.cells[0], a.dir2) for a in arrows if a.dir2 is not None]
        self.cell_arrow = cell_arrow
        self.link = link
        self.head_dir = head_dir  # the collar's way: the file direction
        self.pyr_dir = head_dir.copy()  # the pyramid's: a rotating head's turns (set_turns)
        self.arrow_dir = arrow_dir
        self.rotating = {i: a.head for i, a in enumerate(arrows) if a.turn is not None}
        self.is_head = head_dir >= 0
        self.set_palette(palette)
        # neighbour cell ids in the 27 offsets (index n, a sentinel, outside the shape);
        # a sorted-key lookup, not a grid over the box: memory follows the cells
        lookup = VoxelLookup(coords, self.size, pad=1)
        nb = np.empty((n, 27), dtype=np.int32)
        for k, offset in enumerate(OFFSETS27):
            nb[:, k] = lookup.ids(coords + np.asarray(offset, dtype=np.int32), missing=n)
        self.nb27 = nb
        self.nb6 = np.stack([nb[:, (v[0] + 1) * 9 + (v[1] + 1) * 3 + (v[2] + 1)] for v in VEC3], axis=1)
        self.linked = ((link[:, None] >> np.arange(6, dtype=np.uint32)) & 1).astype(bool)

    def set_palette(self, palette: np.ndarray | None = None) -> None:
        """Colour every arrow cell by its arrow's direction from `palette` (linear RGB,
        row = direction; None: `PALETTE`); the next `build` uses the new colours."""
        self.palette = PALETTE if palette is None else np.asarray(palette, dtype=np.float32)
        self.cell_color = np.zeros((self.n, 3), dtype=np.float32)
        has = self.cell_arrow >= 0
        self.cell_color[has] = self.palette[self.arrow_dir[self.cell_arrow[has]]]
        for cell, d2 in self.second_heads:  # a second head wears its own direction's colour
            self.cell_color[cell] = self.palette[d2]

    def set_turns(self, board) -> None:
        """Rotating arrows (ADR 0007) take the head direction and colour of the board's
        phase; the collar stays on the neck's side, the pyramid points the new way."""
        for i, head in self.rotating.items():
            d = board.direction(i)
            self.pyr_dir[head] = d
            self.arrow_dir[i] = d
            self.cell_color[np.asarray(board.arrows[i].cells)] = self.palette[d]

    def build(self, owner) -> tuple[np.ndarray, np.ndarray]:
        """(faces, heads) instance arrays for the position where `owner[cell]` is the
        arrow on each cell (-1: empty)."""
        n = self.n
        own = owner if isinstance(owner, np.ndarray) else np.fromiter(owner, dtype=np.int32, count=n)
        occ = own >= 0
        head = self.is_head & occ
        opaque_x = np.append(occ & ~head, False)
        occ_x = np.append(occ, False)
        head_x = np.append(head, False)

        # a class per cell and direction
        nb6 = self.nb6
        cls = np.where(occ_x[nb6], np.where(head_x[nb6], 3, 2), 0).astype(np.uint32)
        cls[self.linked] = 1
        # Light reaches empty cells and, through their open corners, head cells that touch
        # reachable space. A face is drawn only when the cell it faces is reached, so the
        # pockets round heads buried inside the solid cost nothing.
        reach = np.append(~occ, True)
        if head.any():
            hidx = np.nonzero(head)[0]
            hnb = nb6[hidx]
            while True:
                grow = reach[hnb].any(axis=1) & ~reach[hidx]
                if not grow.any():
                    break
                reach[hidx[grow]] = True
        vis = ((cls == 0) | (cls == 3)) & occ[:, None] & reach[nb6]
        ci, fi = np.nonzero(vis)
        head = head & reach[:n]

        # the cells' boxes (head cells are a short collar)
        c = self.coords.astype(np.float32)
        lo, hi = c.copy(), c + 1.0
        hd = self.head_dir
        h_idx = np.nonzero(head)[0]
        d = hd[h_idx]
        ax = d >> 1
        pos = (d & 1) == 0
        hi[h_idx[pos], ax[pos]] = c[h_idx[pos], ax[pos]] + COLLAR
        lo[h_idx[~pos], ax[~pos]] = c[h_idx[~pos], ax[~pos]] + 1.0 - COLLAR

        faces = np.zeros(len(ci), dtype=FACE_DTYPE)
        faces["lo"] = lo[ci]
        faces["hi"] = hi[ci]
        faces["color"] = self.cell_color[ci]
        faces["arrow"] = own[ci]
        # corner occlusion: 3 - (side u + side v + corner), 0 when both sides are filled
        o = opaque_x[self.nb27[ci[:, None, None], AO_IDX[fi]]]  # (F, 4, 3)
        ao = np.where(o[..., 0] & o[..., 1], 0, 3 - o.sum(axis=2)).astype(np.uint32)
        edge = cls[ci[:, None], EDGE_DIRS[fi]]  # (F, 4)
        bits = (
            fi.astype(np.uint32)
            | ((ao << SHIFT4).sum(axis=1, dtype=np.uint32) << 3)
            | ((edge << SHIFT4).sum(axis=1, dtype=np.uint32) << 11)
        )
        # the mark on every face of the arrow, the head cell's collar too (its sides are
        # too short for a chevron: the shader's chevrons sit at whole-cell centres)
        glyph = glyph_bits(self.arrow_dir[np.maximum(own[ci], 0)])
        faces["bits"] = bits | glyph | np.where(head[ci], FLAG_HEAD, 0).astype(np.uint32)

        pyr = self.pyr_dir[h_idx]
        flare = np.where(occ_x[nb6[h_idx, pyr]], HEAD_FLUSH, HEAD_FLARE).astype(np.float32)
        heads = head_instances(c[h_idx], pyr, self.cell_color[h_idx], own[h_idx], flare=flare)
        return faces, heads


def box_faces(boxes: np.ndarray) -> np.ndarray:
    """Face instances (no occlusion) for boxes given as BOX_DTYPE: the faces whose class
    is 0 or 3 are emitted, with edge classes from the box's other sides."""
    if not len(boxes):
        return np.zeros(0, FACE_DTYPE)
    word = boxes["bits"].astype(np.uint32)
    cls = (word[:, None] >> (2 * np.arange(6, dtype=np.uint32))) & 3
    bi, fi = np.nonzero((cls == 0) | (cls == 3))
    out = np.zeros(len(bi), FACE_DTYPE)
    for key in ("lo", "hi", "color", "arrow"):
        out[key] = boxes[key][bi]
    edge = cls[bi[:, None], EDGE_DIRS[fi]]
    out["bits"] = (
        fi.astype(np.uint32)
        | (np.uint32(0xFF) << 3)
        | ((edge << SHIFT4).sum(axis=1, dtype=np.uint32) << 11)
        | (word[bi] & (FLAGS | GLYPH_MASK))
    )
    return out


def head_instances(
    cells: np.ndarray,
    dirs: np.ndarray,
    colors: np.ndarray,
    arrows: np.ndarray,
    flags: int = 0,
    flare: float | np.ndarray = HEAD_FLARE,
) -> np.ndarray:
    """Pyramids for heads whose cells (voxel corners, float) point `dirs`, their bases
    `flare` half-wide (one for all or one each)."""
    out = np.zeros(len(cells), dtype=HEAD_DTYPE)
    if not len(cells):
        return out
    dv = DIRVEC[dirs].astype(np.float32)
    centre = cells + 0.5
    out["base"] = centre + dv * (COLLAR - 0.5)
    out["axis"] = dv * (1.0 - COLLAR + HEAD_REACH)
    ax = dirs >> 1
    u = np.zeros_like(dv)
    v = np.zeros_like(dv)
    rows = np.arange(len(cells))
    u[rows, (ax + 1) % 3] = flare
    v[rows, (ax + 2) % 3] = flare
    out["u"] = u
    out["v"] = v
    out["color"] = colors
    out["arrow"] = arrows
    out["flags"] = flags
    return out
