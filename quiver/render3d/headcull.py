"""Which heads of a 3D or Flat-3D board may show from a view, all at once with numpy, so
keyboard picking (`keypick3d.shown_heads`) pick-tests only those: it tested every head
that faced the eye one by one, 0.8 s of the first Tab on a cube 64's 52 429 arrows (s187).

A head may show when one of the points `keypick3d._head_points` tries is not covered by
the next cube, faces the eye (a cosine of at least `facing`, keypick3d.FACING) and
projects between the HUD's bars. The tests here keep a hair of margin each way (numpy's
float64 against glm's float32), so they never drop a head that the exact test, run on
what is kept, would show.
"""

from __future__ import annotations

import contextlib
import weakref

import numpy as np

from quiver.engine.geometry import VEC3

__all__ = ["may_show", "prepare"]

INSET = 0.38  # keypick3d._head_points: a 3D head's points just inside its cube's faces
MOST = 1 << 23  # voxels of the cell-id grid at most (a sparse giant box: no culling)
SLACK_PX, SLACK_Z, SLACK_COS = 1.0, 1e-4, 1e-4

_UNIT = np.array(VEC3, dtype=np.float64)
_KEPT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_ENDS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def prepare(space) -> tuple | None:
    """(cell coords, the grid's low corner, cell id per voxel or -1) for a space, kept
    per space; the grid is None for Flat 3D (a face cell is never covered) or a box too
    big to hold; None for no space this can read."""
    with contextlib.suppress(KeyError, TypeError):
        return _KEPT[space]
    coords = np.asarray(space.cells, dtype=np.int64)
    kept: tuple | None
    if coords.ndim != 2 or coords.shape[1] not in (3, 4) or not len(coords):
        kept = None
    elif coords.shape[1] == 4:
        kept = (coords, None, None)
    else:
        lo = coords.min(axis=0) - 1  # (one empty voxel round the shape: neighbours' room)
        dims = coords.max(axis=0) - lo + 2
        if int(np.prod(dims)) > MOST:
            kept = None
        else:
            grid = np.full(tuple(int(d) for d in dims), -1, dtype=np.int32)
            at = coords - lo
            grid[at[:, 0], at[:, 1], at[:, 2]] = np.arange(len(coords), dtype=np.int32)
            kept = (coords, lo, grid)
    with contextlib.suppress(TypeError):
        _KEPT[space] = kept
    return kept


def _ends_of(board) -> tuple[np.ndarray, np.ndarray]:
    """Each arrow's head cell, and its second head's (-1: one head), kept per space and
    arrows (`Arrow.head` is a property: 52 429 of them took 30 ms a Tab)."""
    arrows, space = board.arrows, board.space
    with contextlib.suppress(KeyError, TypeError):
        kept, first, second = _ENDS[space]
        if kept is arrows:
            return first, second
    first = np.fromiter((a.head for a in arrows), dtype=np.int64, count=len(arrows))
    second = np.fromiter((a.cells[0] if a.dir2 is not None else -1 for a in arrows), np.int64, len(arrows))
    with contextlib.suppress(TypeError):
        _ENDS[space] = (arrows, first, second)
    return first, second


def _entries(board) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(arrow, end, head cell) of every head of the arrows still on the board, arrow by
    arrow (a two-headed arrow's second head, end 1, after its first)."""
    first, second = _ends_of(board)
    alive = np.sort(np.fromiter(board.alive, dtype=np.int64, count=len(board.alive)))
    two = alive[second[alive] >= 0]
    arrow = np.concatenate([alive, two])
    end = np.concatenate([np.zeros(len(alive), np.int64), np.ones(len(two), np.int64)])
    cell = np.concatenate([first[alive], second[two]])
    order = np.lexsort((end, arrow))
    return arrow[order], end[order], cell[order]


def may_show(ctl, view, facing: float) -> list[tuple[int, int]] | None:
    """(arrow, end) of the heads that may show from `view` (keypick3d._View), in the order
    `shown_heads` goes through them; None: this space cannot be culled (test them all)."""
    kept = prepare(ctl.board.space)
    if kept is None:
        return None
    coords, lo, grid = kept
    arrow, end, cell = _entries(ctl.board)
    at = coords[cell]
    if grid is None:  # Flat 3D: the face's centre, on the block's surface
        normal = _UNIT[at[:, 3]][:, None, :]  # (heads, 1 point, xyz)
        points = at[:, None, :3] + 0.5 + 0.5 * normal
        open_ = np.ones(points.shape[:2], dtype=bool)
    else:  # 3D: a point inside each face of the head cube, where no cube covers that face
        normal = np.broadcast_to(_UNIT, (len(at), 6, 3))
        points = at[:, None, :] + 0.5 + INSET * normal
        owner = np.append(np.asarray(ctl.board.owner, dtype=np.int64), -1)  # ([-1]: no cell)
        nb = at[:, None, :] + _UNIT.astype(np.int64) - lo
        ids = grid[nb[..., 0], nb[..., 1], nb[..., 2]]
        open_ = owner[ids] < 0
    eye = np.array([view.eye.x, view.eye.y, view.eye.z], dtype=np.float64)
    to_eye = eye - points
    dist = np.linalg.norm(to_eye, axis=-1)
    turned = np.einsum("hpk,hpk->hp", normal, to_eye) >= (facing - SLACK_COS) * dist
    m = np.array(view.proj.to_list(), dtype=np.float64).T @ np.array(view.view.to_list(), dtype=np.float64).T
    clip = points @ m[:, :3].T + m[:, 3]
    w = clip[..., 3]
    ahead = w > 1e-9
    safe = np.where(ahead, w, 1.0)
    x = (clip[..., 0] / safe * 0.5 + 0.5) * view.w
    y = view.h - (clip[..., 1] / safe * 0.5 + 0.5) * view.h
    z = clip[..., 2] / safe * 0.5 + 0.5
    on = (x >= -SLACK_PX) & (x < view.w + SLACK_PX) & (z > -SLACK_Z) & (z < 1 + SLACK_Z)
    on &= (y >= view.top - SLACK_PX) & (y < view.bottom + SLACK_PX)
    keep = (open_ & turned & (on | ~ahead)).any(axis=1)  # (behind the eye: the exact test says)
    return list(zip(arrow[keep].tolist(), end[keep].tolist(), strict=True))
