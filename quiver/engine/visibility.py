"""Which free arrows a player can see (issue 24 item 4): 3D and Flat 3D.

A free arrow is *visible* from a view when a face of its head cell faces the eye and
the line from the middle of that face toward the eye passes through no other cube
(an orthographic view: the camera's perspective is ignored). In 3D the cubes are the
arrows still on the board; on Flat 3D the block itself (the arrows lie on its faces).

`visible_free(board, eye)` counts them from one eye direction; `HOME` is the home view
most shapes use (yaw 35 degrees round the up axis, pitch 25 above the horizon; the
game's camera, render3d/camera.py) and `AXES` the six views straight along an axis.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from weakref import WeakKeyDictionary

from .blocks import Coord
from .board import Board
from .geometry import VEC3
from .space import Space

Vec = tuple[float, float, float]
Solid = tuple[set[tuple[int, int, int]], list[int], list[int]]  # cubes, box low and high corners
HOME = (35.0, 25.0)  # yaw, pitch in degrees: render3d.camera.DEFAULT_YAW / DEFAULT_PITCH
AXES: tuple[Vec, ...] = tuple((float(v[0]), float(v[1]), float(v[2])) for v in VEC3)


def eye(yaw_deg: float, pitch_deg: float) -> Vec:
    """The direction from the board toward the eye of a camera at (yaw, pitch): the
    game's orientation(yaw, pitch) applied to +z."""
    y, p = math.radians(yaw_deg), math.radians(pitch_deg)
    return (math.sin(y) * math.cos(p), math.sin(p), math.cos(y) * math.cos(p))


def _clear(start: Vec, d: Vec, solid: set[tuple[int, int, int]], lo: list[int], hi: list[int]) -> bool:
    """Whether the line from `start` along `d` leaves the box [lo, hi] without entering
    a cube of `solid` (a voxel traversal, Amanatides and Woo)."""
    cell = [math.floor(start[a]) for a in range(3)]
    step, t_max, t_delta = [0, 0, 0], [math.inf] * 3, [math.inf] * 3
    for a in range(3):
        if d[a] > 1e-12:
            step[a] = 1
            t_max[a] = (cell[a] + 1 - start[a]) / d[a]
            t_delta[a] = 1 / d[a]
        elif d[a] < -1e-12:
            step[a] = -1
            t_max[a] = (start[a] - cell[a]) / -d[a]
            t_delta[a] = -1 / d[a]
    while True:
        if tuple(cell) in solid:
            return False
        # min(range(3), key=t_max.__getitem__) spelled out (the first smallest, as min
        # picks): a call with a key per step was most of a 3D board's visibility count
        a = 0
        if t_max[1] < t_max[0]:
            a = 1
        if t_max[2] < t_max[a]:
            a = 2
        if t_max[a] == math.inf:
            return True
        cell[a] += step[a]
        t_max[a] += t_delta[a]
        if not lo[a] <= cell[a] <= hi[a]:
            return True


def _faces(cells: tuple[Coord, ...], head: int) -> list[tuple[tuple[int, int, int], int]]:
    """(voxel, normal) of the faces of a head cell that could show (`cells`: the
    space's, `space.coord` without an interpreted call per head)."""
    c = cells[head]
    if len(c) == 4:  # Flat 3D: the head is one face of the block
        return [((c[0], c[1], c[2]), c[3])]
    return [((c[0], c[1], c[2]), n) for n in range(6)]


# A full board's cubes (every cell owned, as on every board a build finishes) and their
# box, per space, and a Flat 3D block's: the set of a cube 17's 4,913 coordinate tuples
# and its box were made afresh for every count (the home view's gate on each candidate,
# the metrics' seven views)
_SOLIDS: WeakKeyDictionary[Space, Solid] = WeakKeyDictionary()


def _solid(space: Space, owner: list[int]) -> Solid:
    """The cubes a line of sight may not cross (3D: the cells with an arrow; Flat 3D:
    the block), with their box's low and high corners."""
    flat = space.mode == "flat"
    # (not `-1 not in owner`: compiled, `in` compares each boxed int as an object)
    full = flat or all(o >= 0 for o in owner)
    if full and (cached := _SOLIDS.get(space)) is not None:
        return cached
    if flat:
        solid = set(space.voxels)  # type: ignore[attr-defined]  # FlatSpace
    else:
        # the space's coordinate tuples themselves (`coord` is a pure-Python call per cell)
        cells = space.cells
        solid = {cells[c] for c in range(len(cells)) if owner[c] >= 0}
    pts = list(solid) or [(0, 0, 0)]
    axes = list(zip(*pts, strict=False))  # the x, y and z of every point, for min and max in C
    found = solid, [min(axes[a]) for a in range(3)], [max(axes[a]) for a in range(3)]
    if full:
        _SOLIDS[space] = found
    return found


def visible_free(board: Board, eyes: Iterable[Vec], free: Iterable[int]) -> list[int]:
    """For each eye direction, how many of the arrows `free` show a face of their head."""
    arrows = board.arrows
    return visible_heads(board.space, board.owner, [arrows[i].cells[-1] for i in free], eyes)


def visible_heads(space: Space, owner: list[int], heads: list[int], eyes: Iterable[Vec]) -> list[int]:
    """`visible_free` for arrows whose heads sit on the cells `heads` (`owner`: each
    cell's arrow, -1 for none; in 3D a cube is a cell with an arrow). The generator asks
    it of a build's state before it makes a `Board`. (Lists, not Sequences: compiled, an
    index into a Sequence is a generic call.)"""
    solid, lo, hi = _solid(space, owner)
    cells = space.cells
    # each head's faces not covered by the next cube, asked once for every eye (most
    # heads of a full 3D board show none: the metrics' seven views asked 42,000 faces of
    # a cube 17 where 6,000 answer the same)
    faces = []
    for h in heads:
        shown = []
        for (x, y, z), nrm in _faces(cells, h):
            v = VEC3[nrm]
            if (x + v[0], y + v[1], z + v[2]) not in solid:
                shown.append(((x, y, z), nrm))
        if shown:
            faces.append(shown)
    out = []
    for e in eyes:
        seen = 0
        for fs in faces:
            for (x, y, z), nrm in fs:
                v = VEC3[nrm]
                if v[0] * e[0] + v[1] * e[1] + v[2] * e[2] <= 1e-9:
                    continue  # the face looks away (or is edge-on)
                start = (x + 0.5 + 0.5 * v[0], y + 0.5 + 0.5 * v[1], z + 0.5 + 0.5 * v[2])
                start = (start[0] + 1e-6 * e[0], start[1] + 1e-6 * e[1], start[2] + 1e-6 * e[2])
                if _clear(start, e, solid, lo, hi):
                    seen += 1
                    break
        out.append(seen)
    return out


def covered_arrows(board: Board, whole: bool = False) -> set[int]:
    """The 3D arrows on the board not one of whose cubes shows a face: every cell beside
    each of its cubes holds a cube (of another arrow, or its own), so no view shows it;
    it is inside the shape. Flat 3D: none (its arrows lie on the block's faces). `whole`:
    as the board began, every arrow in place (a puzzle played on: which were hidden then)."""
    space = board.space
    if space.mode != "3d":
        return set()
    table, owner = space.shift_table(), board.owner  # type: ignore[attr-defined]  # GridSpace
    full = {c for a in board.arrows for c in a.cells} if whole else None
    arrows = range(len(board.arrows)) if whole else board.alive
    return {
        i
        for i in arrows
        if all(
            n >= 0 and (n in full if full is not None else owner[n] >= 0)
            for c in board.arrows[i].cells
            for n in table[6 * c : 6 * c + 6]
        )
    }


def uncovered_by(board: Board, cells: Iterable[int], covered: set[int]) -> set[int]:
    """Which of the `covered` arrows the cubes just cleared from `cells` uncover: those
    with a cube beside one of them (its face there shows now)."""
    table, owner = board.space.shift_table(), board.owner  # type: ignore[attr-defined]
    near = {owner[n] for c in cells for n in table[6 * c : 6 * c + 6] if n >= 0}
    return covered & near
