"""One table of a 3D or Flat-3D board's heads, kept per space and arrows and built when
the puzzle opens (`picking.prepare_arrows`, behind the loading screen), for the three
that read them (s188: each gathered its own before, the first Tab paying for two):

* `picking.pick_arrow` (the pointer): the cells drawn with a pyramid by voxel, and the
  voxels next to one (`head_cells`): a pyramid stands out of its cell, so the walk
  tries the pyramids in and next to each voxel it crosses, only where a head is near;
* `pickbatch.pick_cells` (the first Tab's picks, all at once) and `headcull.may_show`
  (the heads that may show): arrays of each arrow's heads and ways, each cell's arrow
  and kind, and a grid of cell ids round the shape;
* `keypick3d`: each arrow's heads (`ends`).
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter

import numpy as np

__all__ = ["NEAR", "HeadTable", "head_cells", "head_table"]

Voxel = tuple[int, int, int]

# a cell itself and its face and edge neighbours: the cells a neighbour's pyramid can reach into
NEAR = [
    (dx, dy, dz)
    for dx in (-1, 0, 1)
    for dy in (-1, 0, 1)
    for dz in (-1, 0, 1)
    if abs(dx) + abs(dy) + abs(dz) <= 2
]
MOST = 1 << 23  # voxels of the cell-id grid at most (a sparse giant box: no grid)
PAD = 2  # the grid's empty voxels round the shape: the walk's box (one more) and its neighbours

_TABLES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@dataclass
class HeadTable:
    """A board's heads. Per arrow (one more row: no arrow): `first` its head cell,
    `second` its second head's (-1: one head), `dir` and `dir2` their ways (-1: none).
    Per cell (one more row, read by cell id -1: no cell): `arrow_of` its arrow (the
    arrows' count: none), `kind` 1 a head, 2 a second head, 0 neither. `coords`: each
    cell's (x, y, z) or Flat 3D's (x, y, z, n). 3D only: the shape's box (`lo_box`,
    `size_box`, as `picking.occupied_box`) and `grid`, the cell id of each voxel from
    `lo_grid` (-1: none; None for Flat 3D or a box over MOST), and `busy`, over the
    same voxels: a cube there or a head within one `NEAR` step (a pyramid in reach)."""

    first: np.ndarray
    second: np.ndarray
    dir: np.ndarray
    dir2: np.ndarray
    arrow_of: np.ndarray
    kind: np.ndarray
    coords: np.ndarray
    lo_box: np.ndarray | None = None
    size_box: np.ndarray | None = None
    lo_grid: np.ndarray | None = None
    grid: np.ndarray | None = None
    busy: np.ndarray | None = None
    faces: np.ndarray | None = None  # Flat 3D: the cell id of face n of each voxel of the box, [x, y, z, n]
    block: np.ndarray | None = None  # Flat 3D: whether each voxel of the box is the block's
    _firsts: list = field(default_factory=list)
    _seconds: list = field(default_factory=list)
    _picking: tuple | None = None  # (box, heads by voxel, near): head_cells
    alive: tuple | None = None  # (the alive set, its size, its arrows sorted): headcull

    def ends(self, i: int) -> tuple[tuple[int, int], ...]:
        """(end, head cell) of arrow i's heads: one, or a two-headed arrow's two."""
        second = self._seconds[i]
        return ((0, self._firsts[i]), (1, second)) if second >= 0 else ((0, self._firsts[i]),)


def head_table(board) -> HeadTable:
    """The board's `HeadTable`, kept per space and arrows."""
    arrows, space = board.arrows, board.space
    with contextlib.suppress(KeyError, TypeError):
        kept, table = _TABLES[space]
        if kept is arrows:
            return table
    table = _build(arrows, space)
    with contextlib.suppress(TypeError):  # not weak-referenceable: just not kept
        _TABLES[space] = (arrows, table)
    return table


def _build(arrows, space) -> HeadTable:
    n = len(arrows)  # (a pass each by attrgetter, the heads and tails by numpy: Arrow.head,
    # a property, read 52 429 times took 8 ms)
    body = list(map(attrgetter("cells"), arrows))
    lens = np.fromiter(map(len, body), np.int64, n)
    flat = np.fromiter(chain.from_iterable(body), np.int64, int(lens.sum()))
    way = np.append(np.fromiter(map(attrgetter("dir"), arrows), np.int64, n), -1)
    way2 = np.append([-1 if d is None else d for d in map(attrgetter("dir2"), arrows)], -1).astype(np.int64)
    last = np.cumsum(lens)
    first, second = flat[last - 1], np.where(way2[:-1] >= 0, flat[last - lens], -1)
    width = len(space.cells[0]) if len(space.cells) else 0  # (fromiter: twice asarray's speed)
    flat_cells = chain.from_iterable(space.cells)
    coords = np.fromiter(flat_cells, np.int64, width * len(space.cells)).reshape(-1, max(width, 1))
    cells = len(coords)
    arrow_of = np.full(cells + 1, n, dtype=np.int64)
    arrow_of[flat] = np.repeat(np.arange(n, dtype=np.int64), lens)
    kind = np.zeros(cells + 1, dtype=np.int8)
    kind[second[second >= 0]] = 2
    kind[first] = 1  # (a one-cell two-headed arrow: its head first, as picking reads it)
    table = HeadTable(first, second, way, way2, arrow_of, kind, coords)
    table._firsts, table._seconds = first.tolist(), second.tolist()
    if width == 4 and cells:
        _block(table, space)
    if coords.ndim == 2 and coords.shape[1] == 3 and cells:
        lo, hi = coords.min(axis=0), coords.max(axis=0)
        table.lo_box, table.size_box = lo, hi - lo + 1
        dims = hi - lo + 1 + 2 * PAD
        if int(np.prod(dims)) <= MOST:
            table.lo_grid = lo - PAD
            table.grid = np.full(tuple(int(d) for d in dims), -1, dtype=np.int32)
            at = coords - table.lo_grid
            table.grid[at[:, 0], at[:, 1], at[:, 2]] = np.arange(cells, dtype=np.int32)
            table.busy = _reach(table.grid >= 0, at[kind[:-1] > 0])
    return table


def _block(table: HeadTable, space) -> None:
    """Flat 3D: the block's box (as `picking.occupied_box`) and each voxel's face cells."""
    voxels = np.fromiter(chain.from_iterable(space.voxels), np.int64, 3 * len(space.voxels)).reshape(-1, 3)
    lo = voxels.min(axis=0)
    size = voxels.max(axis=0) - lo + 1
    if 6 * int(np.prod(size)) <= MOST:
        table.lo_box, table.size_box = lo, size
        table.faces = np.full((*(int(s) for s in size), 6), -1, dtype=np.int32)
        table.block = np.zeros(tuple(int(s) for s in size), dtype=bool)
        table.block[tuple((voxels - lo).T)] = True
        at = table.coords[:, :3] - lo
        table.faces[at[:, 0], at[:, 1], at[:, 2], table.coords[:, 3]] = np.arange(len(at), dtype=np.int32)


def _reach(filled: np.ndarray, heads: np.ndarray) -> np.ndarray:
    """`filled`, and every voxel within one `NEAR` step of a voxel in `heads` (a head
    never on the grid's edge: PAD)."""
    near = np.zeros(filled.shape, dtype=bool)
    near[heads[:, 0], heads[:, 1], heads[:, 2]] = True
    out = filled.copy()
    for dx, dy, dz in NEAR:  # (np.roll: the wrap round only brings the empty edge's voxels)
        out |= np.roll(near, (dx, dy, dz), axis=(0, 1, 2))
    return out


def head_cells(board, box: tuple[Voxel, Voxel]) -> tuple[dict[Voxel, int], bytes]:
    """voxel -> cell id of every cell drawn with a pyramid (heads, two-headed arrows'
    second heads), and which voxels are next to one: a byte (0 or 1) per voxel of `box`
    (the shape's (lo, size), `picking.occupied_box`) grown by one each way, x-major, as
    `pick_arrow` walks it. Kept in the board's `HeadTable`."""
    table = head_table(board)
    kept = table._picking
    if kept is not None and kept[0] == box:
        return kept[1], kept[2]
    cells = np.nonzero(table.kind[:-1])[0].tolist()
    heads = dict(zip(map(tuple, map(board.space.coord, cells)), cells, strict=True))  # (the space's own
    # tuples: made anew from numpy, 52 429 of them woke the GC, 0.1 s)
    near = near_grid(heads, *box)
    table._picking = (box, heads, near)
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
