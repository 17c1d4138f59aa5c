"""Which heads of a 3D or Flat-3D board may show from a view, all at once with numpy, so
keyboard picking (`keypick3d.shown_heads`) pick-tests only those: it tested every head
that faced the eye one by one, 0.8 s of the first Tab on a cube 64's 52 429 arrows (s187).

A head may show when one of the points `keypick3d._head_points` tries is not covered by
the next cube, faces the eye (a cosine of at least `facing`, keypick3d.FACING) and
projects between the HUD's bars, it or one of the four points round it that keyspread3d
tries (s202: a face whose centre lay under a bar); or where its pyramid's tip, out of its cube where no
cube is ahead, has a side so turned and projects there (keyspread3d tries it); or where
its flared pyramid's skirt, past a side open to the eye, is so turned, or a face's rim
alone clears a bar (s267: the footprint look tries those, keypick3d_footprint). A head
next to a face covers it only where its own cell is shut round it (s199: its collar and
pyramid leave room round them, and a torus's head showed through that room, unlit). The
tests here keep a hair of margin each way (numpy's float64 against glm's float32), so
they never drop a head that the exact test, run on what is kept, would show.
"""

from __future__ import annotations

import contextlib
import math
import weakref

import numpy as np

from quiver.engine.geometry import VEC3

from .headcells import head_table
from .mesh import COLLAR, HEAD_FLARE, HEAD_REACH, SKIRT_WIDTH

__all__ = ["DEEP", "FLAT_EDGE_PX", "across_px", "alive_sorted", "collars", "live_arrows", "may_show"]

INSET = 0.38  # keypick3d._head_points: a 3D head's points just inside its cube's faces
SPREAD = 0.25  # keyspread3d's points: this far from a face's centre along each of its sides (corners: 0.5)
CORNER = 0.45  # a face none of whose points lies between the bars: these near its corners may (s215)
# a face turned less than FACING to the eye but this many pixels across is not edge-on: a strip a
# click takes (s224: 8 left the 78x7 px strip of a head atop a Flat ziggurat at pitch 7 unlit, 513 px
# a click took, and its 77x5 at pitch 6; s215: 12, its 76x12 at pitch 10). Under it a sliver (s90's:
# 2 px; a 149x1 strip at pitch 5) stays unlit, and Tab lights no head where no pixel a click
# lands on takes it (at 0, a strip between two rows of pixels was lit)
EDGE_PX = 3.0
# a Flat-3D face cell's least: its head's strip on a face seen almost edge-on, 4 rows tall, read
# as a line under the brackets, the arrow beyond it showing more (s334: the ziggurat of s224 at
# pitch 5, 3.7 across; lit from pitch 6, 5.1, its 6 rows a lighter tile). A click still takes it,
# and a view turned toward it shows it whole, lit (as s332's slivers)
FLAT_EDGE_PX = 4.5
# heads a ray passes on past, beside a head next to a face, to a way in (keyspread3d.whole's
# `deep`; s287: at 1, a head a click took at 87 px, seen past three heads' rooms, was culled)
DEEP = 2
TIP = 0.65  # from a head cube's centre the way it points: its pyramid's tip out of the cube (mesh.HEAD_REACH)
SLACK_PX, SLACK_Z, SLACK_COS = 1.0, 1e-4, 1e-4
# a ray on through a head pointing across it, beside its pyramid's narrow end, drifts less than
# this across a cell's width, the way it points and the other way: the room there is about 0.53
# by 0.32 (mesh: its collar 0.3 at the back, its pyramid 0.6 wide a side at its base)
DRIFT = (0.6, 0.4)

_UNIT = np.array(VEC3, dtype=np.float64)
SLANT = HEAD_FLARE / (1.0 - COLLAR + HEAD_REACH)  # a pyramid's base half-width over its length
# the four sides of a pyramid pointing each way of VEC3: their normals, [way, side, xyz]
_SIDES = np.array([[np.add(u, SLANT * np.array(d)) for u in VEC3 if not np.dot(u, d)] for d in VEC3])
_SIDES /= np.linalg.norm(_SIDES, axis=-1, keepdims=True)
# a face's centre and its four spread points (keyspread3d), from the centre: [way, point, xyz]
_SPREAD = np.array(
    [
        [(0, 0, 0)]
        + [SPREAD * (s * np.array(u) + t * np.array(w)) for s, t in ((-1, -1), (1, -1), (-1, 1), (1, 1))]
        for u, w in ([e for e in VEC3[::2] if not np.dot(e, d)] for d in VEC3)
    ]
)
_CORNERS = _SPREAD[:, 1:] * (CORNER / SPREAD)  # near its corners: [way, point, xyz]
# and a 3D head cell's face's corners on its surface, out to its pyramid's flare (s267: a head
# whose points and those near their corners lay under a bar, its cell's rim above it, 9 px a click took)
_RIM = _SPREAD[:, 1:] * (HEAD_FLARE / SPREAD)
# a flared pyramid's skirt past a side of its cube (mesh.SKIRT_WIDTH): its outward normal
# from the side and the way it points, and its base's edge from the cube's centre
_SKIRT = (COLLAR, -HEAD_FLARE * (1.0 - SKIRT_WIDTH))


def across_px(cos, dist, view):
    """About how many pixels across a unit face (a cube's, a Flat face cell) shows, turned
    `cos` to the eye `dist` from it, in `view` (keypick3d.CameraLooks): s90's sliver was 2, a
    side seen close up at 0.16-0.19, 30-60 and clicked over 2 000-4 000 px (s202)."""
    return cos * view.h / (2.0 * math.tan(view.ctl.camera.fov / 2) * dist)


_COLLARS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # per space: (arrows, phase, collars)


def collars(board) -> bytes:
    """Per cell id (keyspread3d.whole's): 0, else a head's cell's 1 + the way its collar's
    back is from (it points: the arrow's dir, a second head's dir2); 7 a turning arrow's
    head whose pyramid points another way than its collar now (its collar stays, s230: one
    pointing its collar's way is seen past as any head is), kept per space, arrows and phase."""
    phase = board.phase if board.turns else 0
    with contextlib.suppress(KeyError, TypeError):
        kept, at, out = _COLLARS[board.space]
        if kept is board.arrows and at == phase:
            return out
    table = head_table(board)
    way = pointing(table, slice(None)) + 1
    way[table.kind == 0] = 0
    turned = [i for i in board.turns if board.direction(i) != board.arrows[i].dir]
    way[np.isin(table.arrow_of, turned) & (table.kind == 1)] = 7
    out = way.astype(np.int8).tobytes()
    with contextlib.suppress(TypeError):
        _COLLARS[board.space] = (board.arrows, phase, out)
    return out


def pointing(table, ids) -> np.ndarray:
    """The way each head cell `ids` of head_table `table` points: its arrow's dir, a second
    head's dir2 (a cell that is no head: its arrow's dir2, meaningless)."""
    owner = table.arrow_of[ids]
    return np.where(table.kind[ids] == 1, table.dir[owner], table.dir2[owner])


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
    """(arrow, end, faces) of the heads that may show from `view` (keypick3d.CameraLooks), in
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
    eye = np.array([view.eye.x, view.eye.y, view.eye.z], dtype=np.float64)
    if flat or grid is None:  # Flat 3D: the face's centre, on the block's surface
        h, k = np.arange(len(at)), np.zeros(len(at), dtype=np.int64)
        normal = _UNIT[at[:, 3]]
        points = at[:, :3] + 0.5 + 0.5 * normal
        spread, corners = _SPREAD[at[:, 3]], _CORNERS[at[:, 3]]
    else:  # 3D: a point inside each face of the head cube, where no cube covers that face
        strides = np.array([grid.shape[1] * grid.shape[2], grid.shape[2], 1], dtype=np.int64)
        steps = _UNIT.astype(np.int64) @ strides
        ids = grid.ravel()[((at - lo) @ strides)[:, None] + steps]
        live, near = live_arrows(ctl.board), (lambda c: grid.ravel()[((c - lo) @ strides)[:, None] + steps])
        bare = np.zeros(len(coords) + 1, dtype=bool)  # per cell id: a head's, with a face no cube is against
        bare[cell] = (~live[table.arrow_of[ids]]).any(axis=1)  # (the many inside a shape: shut round)
        bare = _deeper(bare, cell, ids, at, eye)
        h, k = np.nonzero(_open(table, live, bare, ids, np.broadcast_to(np.arange(6), ids.shape), near, eye))
        normal = _UNIT[k]
        points = at[h] + 0.5 + INSET * normal
        spread, corners = _SPREAD[k], _CORNERS[k]
        extra = _tips_and_skirts(ctl.board, table, (live, bare, near, h, k), (arrow, end, at), eye, facing)
        h, k = np.concatenate([h, extra[0]]), np.concatenate([k, np.full(len(extra[0]), 6)])
        normal = np.concatenate([normal, np.zeros((len(extra[0]), 3))])
        points = np.concatenate([points, extra[1]])
        spread = np.concatenate([spread, extra[2]])  # (a tip: its point; a skirt: along its edge)
        corners = np.concatenate([corners, extra[2][:, 1:]])
    to_eye = eye - points
    dist = np.linalg.norm(to_eye, axis=-1)
    cos = np.einsum("pk,pk->p", normal, to_eye) / np.maximum(dist, 1e-9)
    turned = (cos >= facing - SLACK_COS) | (across_px(cos, dist, view) >= EDGE_PX - SLACK_PX) | (k == 6)
    ok = turned & _in_band(points[:, None, :] + spread, view)
    near = turned & ~ok  # (s215: zoomed in, a head's pyramid showed over a bar, its points under it;
    if near.any():  # (keyspread3d tries along the bar)
        ok[near] = _in_band(points[near][:, None, :] + corners[near], view)
    rim = near & ~ok & (k < 6) & (not flat)  # (its rim alone clears the bar: the footprint look's, s267)
    if rim.any():
        rim[rim] = _in_band(
            points[rim][:, None, :] + _RIM[k[rim]] + (0.5 - INSET) * normal[rim][:, None], view
        )
    ok, k = ok | rim, np.where(rim, 6, k)
    bits = np.bincount(h[ok], weights=np.left_shift(1, k[ok]), minlength=len(arrow)).astype(np.int64)
    faces, keep = bits & 63, bits > 0  # (a tip alone: no face, keyspread3d tries it)
    return list(zip(arrow[keep].tolist(), end[keep].tolist(), faces[keep].tolist(), strict=True))


def _tips_and_skirts(board, table, cells, heads, eye, facing) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(index into `heads`, point, points along it) of the pyramids' parts out of their
    cubes that may show (`cells`: may_show's live, bare, near and open faces, head and
    way; `heads`: arrow, end, coords): a tip where no cube is ahead, a side of it turned to the eye
    (s199: seen past its cube's faces, all covered or turned away, a click took it); and
    a flared pyramid's skirt (`_skirts`)."""
    live, bare, near, h, k = cells
    arrow, end, at = heads
    strides = np.array([table.grid.shape[1] * table.grid.shape[2], table.grid.shape[2], 1], dtype=np.int64)
    way = np.where(end == 0, table.dir[arrow], table.dir2[arrow])
    for i in board.turns:  # (a rotating arrow's head turns with the phase)
        way[(arrow == i) & (end == 0)] = board.direction(i)
    ahead = table.grid.ravel()[(at - table.lo_grid + _UNIT[way].astype(np.int64)) @ strides]
    tips = np.nonzero(_open(table, live, bare, ahead, way, near, eye))[0]
    tip = at[tips] + 0.5 + TIP * _UNIT[way[tips]]
    to_eye = eye - tip
    sides = np.einsum("tsc,tc->ts", _SIDES[way[tips]], to_eye)  # (keyspread3d.tip_facing's)
    turned = (sides >= (facing - SLACK_COS) * np.linalg.norm(to_eye, axis=-1)[:, None]).any(axis=1)
    tips, tip = tips[turned], tip[turned]
    flared = ~live[table.arrow_of[ahead]]  # (no arrow's cell ahead: mesh.HEAD_FLUSH)
    hs, edge, along = _skirts(h, k, (at, way, flared), eye, facing)
    spots = np.zeros((len(tips) + len(hs), _SPREAD.shape[1], 3))
    spots[len(tips) :, 1], spots[len(tips) :, 2] = along, -along
    return np.concatenate([tips, hs]), np.concatenate([tip, edge]), spots


def _skirts(h, k, heads, eye, facing) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(index into `heads`, the middle of its base's edge, half that edge) of each flared
    pyramid's skirt past a side `k` of its cube open to the eye (`h`, `k`: the faces
    `_open` says; `heads`: coords, way, flared) that turns to the eye (s267: seen from
    behind, 0.1 past a cube's face edge-on to the eye, a click took it at 73 and 79 px,
    and the cull, testing the cube's faces and the tip alone, dropped it)."""
    at, way, flared = heads
    side = flared[h] & (np.einsum("pc,pc->p", _UNIT[way[h]], _UNIT[k]) == 0)  # (a side across its way)
    hs, out, w = h[side], _UNIT[k[side]], _UNIT[way[h[side]]]
    edge = at[hs] + 0.5 + HEAD_FLARE * out + (COLLAR - 0.5) * w
    skirt, to_eye = _SKIRT[0] * out + _SKIRT[1] * w, eye - edge
    lengths = np.linalg.norm(skirt, axis=-1) * np.linalg.norm(to_eye, axis=-1)
    turned = np.einsum("pc,pc->p", skirt, to_eye) >= (facing - SLACK_COS) * lengths
    along = HEAD_FLARE * (1.0 - np.abs(out[turned]) - np.abs(w[turned]))  # (from its middle to an end)
    return hs[turned], edge[turned], along


def _in_band(spots: np.ndarray, view) -> np.ndarray:
    """Per row of `spots` (P, n, 3): one of its points projects between the HUD's bars in
    `view`, or lies behind the eye (the exact test says). A face's centre and its spread
    points: keyspread3d tries them (s202: a face half under a bar, its centre there, was
    never lit)."""
    m = np.array(view.proj.to_list(), dtype=np.float64).T @ np.array(view.view.to_list(), dtype=np.float64).T
    clip = spots @ m[:, :3].T + m[:, 3]
    w = clip[..., 3]
    ahead = w > 1e-9
    safe = np.where(ahead, w, 1.0)
    x = (clip[..., 0] / safe * 0.5 + 0.5) * view.w
    y = view.h - (clip[..., 1] / safe * 0.5 + 0.5) * view.h
    z = clip[..., 2] / safe * 0.5 + 0.5
    on = (x >= -SLACK_PX) & (x < view.w + SLACK_PX) & (z > -SLACK_Z) & (z < 1 + SLACK_Z)
    on &= (y >= view.top - SLACK_PX) & (y < view.bottom + SLACK_PX)
    return (on | ~ahead).any(axis=1)


def _open(table, live, bare, ids: np.ndarray, axis: np.ndarray, near, eye: np.ndarray) -> np.ndarray:
    """Whether each cell of `ids` (-1: no cell) leaves a face next to it in sight from
    `eye`, as keyspread3d.whole says: no cube there, or a head with a side (across
    `axis`, the way from the face to it) turned to the eye with no cube against it (its
    collar and pyramid leave room round them, s199; one buried among cubes hides as a
    cube does), or, pointing across `axis`, its side on along it (s227). `near(coords)`:
    the cell ids next to each; `bare`: by cell id, a head's with a face no cube is against
    ([0]), or a head so past as many heads as its level (`_deeper`)."""
    on = live[table.arrow_of[ids]]
    out = ~on
    head = on & (table.kind[ids] > 0)
    head[head] = bare[-1, ids[head]]
    if head.any():
        at = table.coords[ids[head]]
        to_eye = eye - (at[:, None, :] + 0.5 + 0.5 * _UNIT)  # (from each face's centre)
        turned = np.einsum("hkc,kc->hk", to_eye, _UNIT) > -SLACK_Z
        way = _UNIT[axis[head]] @ _UNIT.T  # (its sides across the way from the face: 0)
        points = pointing(table, ids[head])
        across = np.einsum("hc,hc->h", _UNIT[points], _UNIT[axis[head]]) == 0  # (and on along it,
        e = np.abs(eye - (at + 0.5))  # drifting less than the room beside its pyramid: keyspread3d.whole)
        along = np.einsum("hc,hc->h", e, np.abs(_UNIT[axis[head]]))
        drift = np.einsum("hc,hc->h", e, np.abs(_UNIT[points]))
        other = e.sum(axis=1) - along - drift
        across &= (drift <= DRIFT[0] * along + SLACK_Z) & (other <= DRIFT[1] * along + SLACK_Z)
        side = (way == 0) | ((way == 1) & across[:, None])
        beside = near(at)  # (no cube there, or a head with a face open: keyspread3d.whole's deep)
        out[head] = (side & turned & (~live[table.arrow_of[beside]] | bare[-2, beside])).any(axis=1)
    return out


def _deeper(
    bare: np.ndarray, cell: np.ndarray, ids: np.ndarray, at: np.ndarray, eye: np.ndarray
) -> np.ndarray:
    """Per level 0..DEEP, per cell id: a head's with a face no cube is against (`bare`,
    level 0), or beside a head of the level below across a face of its cell turned to
    the eye (s247: a ray on past two heads; s287, past three): `_open` reads the last two.
    (`ids`: the cells next to each head's `cell` at `at`, VEC3's way.)"""
    turned = np.einsum("hkc,kc->hk", eye - (at[:, None, :] + 0.5 + 0.5 * _UNIT), _UNIT) > -SLACK_Z
    levels = [bare]
    for _ in range(DEEP):
        up = levels[-1].copy()
        up[cell] |= (levels[-1][ids] & turned).any(axis=1)
        levels.append(up)
    return np.stack(levels)
