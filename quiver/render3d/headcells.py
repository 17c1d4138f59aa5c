"""The cells of a 3D board drawn with a pyramid, and the voxels next to one, for
`picking.pick_arrow`: a pyramid stands out of its cell, so the walk tries the pyramids in
and next to each voxel it crosses, and only where a head is near (`near`).

Built once per space and arrows (`picking.prepare_arrows`, when the puzzle opens): built
on the first hover, as before s183, it froze that frame half a second on a cube 64.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterable
from itertools import chain

import numpy as np

__all__ = ["NEAR", "head_cells"]

Voxel = tuple[int, int, int]

# a cell itself and its face and edge neighbours: the cells a neighbour's pyramid can reach into
NEAR = [
    (dx, dy, dz)
    for dx in (-1, 0, 1)
    for dy in (-1, 0, 1)
    for dz in (-1, 0, 1)
    if abs(dx) + abs(dy) + abs(dz) <= 2
]

_HEADS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def head_cells(board, box: tuple[Voxel, Voxel]) -> tuple[dict[Voxel, int], bytes]:
    """voxel -> cell id of every cell drawn with a pyramid (heads, two-headed arrows'
    second heads), and which voxels are next to one: a byte (0 or 1) per voxel of `box`
    (the shape's (lo, size), `picking.occupied_box`) grown by one each way, x-major, as
    `pick_arrow` walks it. Cached per space and arrows."""
    arrows, space = board.arrows, board.space
    with contextlib.suppress(KeyError, TypeError):
        kept, heads, near = _HEADS[space]
        if kept is arrows:
            return heads, near
    cells = list({a.head for a in arrows} | {a.cells[0] for a in arrows if a.dir2 is not None})
    heads = dict(zip(map(tuple, map(space.coord, cells)), cells, strict=True))
    near = near_grid(heads, *box)
    with contextlib.suppress(TypeError):  # not weak-referenceable: just not cached
        _HEADS[space] = (arrows, heads, near)
    return heads, near


def near_grid(heads: Iterable[Voxel], lo: Voxel, size: Voxel) -> bytes:
    """The voxels within one `NEAR` step of a head, a byte each over the box [lo - 1,
    lo + size + 1) (numpy: as a set of tuples they took a cube 64 a quarter of a second)."""
    dims = tuple(s + 2 for s in size)
    at = np.fromiter(chain.from_iterable(heads), dtype=np.intp).reshape(-1, 3) - (np.array(lo) - 1)
    grid = np.zeros(tuple(d + 2 for d in dims), dtype=bool)  # one more each way: the shifts' room
    grid[at[:, 0] + 1, at[:, 1] + 1, at[:, 2] + 1] = True
    near = np.zeros(dims, dtype=bool)
    for dx, dy, dz in NEAR:  # (symmetric: next to a head = a head one step away)
        near |= grid[1 + dx : 1 + dx + dims[0], 1 + dy : 1 + dy + dims[1], 1 + dz : 1 + dz + dims[2]]
    return near.astype(np.uint8).tobytes()
