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

import numpy as np

from quiver.engine.geometry import VEC3

from .headcells import head_table

__all__ = ["alive_sorted", "live_arrows", "may_show"]

INSET = 0.38  # keypick3d._head_points: a 3D head's points just inside its cube's faces
SLACK_PX, SLACK_Z, SLACK_COS = 1.0, 1e-4, 1e-4

_UNIT = np.array(VEC3, dtype=np.float64)


def live_arrows(board, skip=()) -> np.ndarray:
    """A bool per arrow, and one more (False: no arrow): on the board, not in `skip`. A
    cell's owner is its arrow while that arrow is on the board, else -1 (engine.board's
    Position): read so, not from the owner list (a cube 64's 262 144 cells, 10 ms a Tab)."""
    live = np.zeros(len(board.arrows) + 1, dtype=bool)
    live[alive_sorted(board)] = True
    live[list(skip)] = False
    return live


def alive_sorted(board) -> np.ndarray:
    """The arrows on the board, in order, kept while the set and its size stay (arrows
    only ever leave a position's set; a new one, an undo's, is a new set): 52 429 of them
    took 5 ms each time, thrice a Tab."""
    alive, table = board.alive, head_table(board)
    kept = table.alive
    if kept is not None and kept[0] is alive and kept[1] == len(alive):
        return kept[2]
    out = np.sort(np.fromiter(alive, dtype=np.int64, count=len(alive)))
    table.alive = (alive, len(alive), out)
    return out


def _entries(board) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(arrow, end, head cell) of every head of the arrows still on the board, arrow by
    arrow (a two-headed arrow's second head, end 1, after its first)."""
    table = head_table(board)
    first, second = table.first, table.second
    alive = alive_sorted(board)
    two = alive[second[alive] >= 0]
    arrow = np.concatenate([alive, two])
    end = np.concatenate([np.zeros(len(alive), np.int64), np.ones(len(two), np.int64)])
    cell = np.concatenate([first[alive], second[two]])
    order = np.lexsort((end, arrow))
    return arrow[order], end[order], cell[order]


def may_show(ctl, view, facing: float) -> list[tuple[int, int, int]] | None:
    """(arrow, end, faces) of the heads that may show from `view` (keypick3d._View), in
    the order `shown_heads` goes through them, `faces` a bit for each of the head's points
    (`_head_points`, VEC3's order; Flat 3D: its one) that may show it, the others sure
    not to (s188); None: this space cannot be culled (test them all)."""
    table = head_table(ctl.board)
    coords, lo, grid = table.coords, table.lo_grid, table.grid
    flat = coords.ndim == 2 and coords.shape[1] == 4
    if not (flat or grid is not None):  # (no cells this can read, or a sparse giant box)
        return None
    arrow, end, cell = _entries(ctl.board)
    at = coords[cell]
    if flat or grid is None:  # Flat 3D: the face's centre, on the block's surface
        h, k = np.arange(len(at)), np.zeros(len(at), dtype=np.int64)
        normal = _UNIT[at[:, 3]]
        points = at[:, :3] + 0.5 + 0.5 * normal
    else:  # 3D: a point inside each face of the head cube, where no cube covers that face
        strides = np.array([grid.shape[1] * grid.shape[2], grid.shape[2], 1], dtype=np.int64)
        ids = grid.ravel()[((at - lo) @ strides)[:, None] + _UNIT.astype(np.int64) @ strides]
        h, k = np.nonzero(~live_arrows(ctl.board)[table.arrow_of[ids]])  # (id -1: none; a cube 64's are few)
        normal = _UNIT[k]
        points = at[h] + 0.5 + INSET * normal
    eye = np.array([view.eye.x, view.eye.y, view.eye.z], dtype=np.float64)
    to_eye = eye - points
    dist = np.linalg.norm(to_eye, axis=-1)
    turned = np.einsum("pk,pk->p", normal, to_eye) >= (facing - SLACK_COS) * dist
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
    ok = turned & (on | ~ahead)  # (behind the eye: the exact test says)
    faces = np.bincount(h[ok], weights=np.left_shift(1, k[ok]), minlength=len(arrow)).astype(np.int64)
    keep = faces > 0
    return list(zip(arrow[keep].tolist(), end[keep].tolist(), faces[keep].tolist(), strict=True))
