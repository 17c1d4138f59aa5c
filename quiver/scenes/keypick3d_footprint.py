"""Keyboard picking's footprint look at a 3D head (keypick3d.shown_heads), after every
other look missed it: the whole pixels, `STEP` apart (or a twentieth of a cube), of its
box's footprint on screen (its cube, its pyramid's flare and reach), less those whose
rays miss that box or meet a solid box first: a cube its tries met, or a cube or a
head's collar next to it on the eye's side. What is left is mostly the rim of what is in
front of it, where a sliver of it shows (s260: a sphere 12 seen from below, heads a
click took at 12 and 14 px, a torus's at 11 and 20 px, and one at 259 px zoomed out
whose faces had no point to try: no fixed try landed on them). Only heads with no try,
or a try that met nothing, their own arrow or a cell NEAR them: the rest lie behind
cubes further off, and most never show (all of them: the first Tab twice as long)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from quiver.engine.geometry import VEC3
from quiver.render3d.framing import pointer_rays
from quiver.render3d.headcells import head_table
from quiver.render3d.mesh import COLLAR, HEAD_FLARE

from .keypick3d_hidden import REACH
from .keyspread3d import spread_found

__all__ = ["STEP", "convex_hull", "footprint_found", "footprint_rays", "footprint_tries"]

NEAR = 3  # cells: a head whose tries all met cells further off than this is not tried so
FLARE = HEAD_FLARE - 0.5 + 0.02  # a pyramid's base past its cube's sides (and a hair)
STEP = 2  # pixels apart, each way, of the footprint's tries (a sliver 2 px wide is met)...
PER_CUBE = 20  # ... or a cube's width on screen over this, where more (zoomed in: half the rays, s260)


def footprint_found(view: Any, wanted: list, seen: list, hits: dict) -> list[tuple[float, float] | None]:
    """Per head in `wanted`, the first of its `footprint_tries` whose pick is it (None: none),
    its rays walked at once (keyspread3d.spread_found)."""
    return spread_found(view, wanted, footprint_tries(view, wanted, seen, hits))


def footprint_tries(view: Any, wanted: list, seen: list, hits: dict) -> list[list]:
    """Per head in `wanted` ((arrow, cell), 3D), (x, y) pixels of its footprint whose rays
    may reach it (none on a Flat-3D board): `seen` its tries so far, `hits` their picks."""
    table = head_table(view.ctl.board)
    out: list[list] = [[] for _w in wanted]
    if table.coords.shape[1] != 3:
        return out
    heads = [k for k, w in enumerate(wanted) if _near(table, w, seen[k], hits)]
    boxes = np.array([_box(view.ctl.board, table.coords[wanted[k][1]], wanted[k]) for k in heads]).reshape(
        -1, 2, 3
    )
    step = max(STEP, int(view.cube() / PER_CUBE))
    grids = [_grid(view, b, step) for b in boxes]
    sizes = np.array([len(g) for g in grids], dtype=np.int64)
    if not sizes.sum():
        return out
    px = np.concatenate(grids)
    of = np.repeat(np.arange(len(heads)), sizes)  # (each pixel's head)
    o, d = pointer_rays(view.view, view.proj, px[:, 0], px[:, 1], view.w, view.h)
    with np.errstate(divide="ignore"):
        inv = 1.0 / d  # (along an axis: inf, the slab all or nothing)
    t_head = _enter(o, inv, boxes[of, 0], boxes[of, 1])
    live = np.flatnonzero(np.isfinite(t_head))  # (the rest miss its box)
    walls = [_walls(view, table, wanted[k], seen[k], hits) for k in heads]
    most = max(map(len, walls))
    pad = np.full((len(heads), most + 1, 2, 3), np.nan)  # (a head's boxes; nan: none)
    for n, ws in enumerate(walls):
        if ws:
            pad[n, : len(ws)] = ws
    for j in range(most):  # (a box at a time, on the pixels none shut yet)
        test = live[~np.isnan(pad[of[live], j, 0, 0])]
        box = pad[of[test], j]
        t_wall = _enter(o[test], inv[test], box[:, 0], box[:, 1])
        shut = np.zeros(len(px), dtype=bool)
        shut[test[t_wall + 1e-6 < t_head[test]]] = True  # (solid: a pick stops there)
        live = live[~shut[live]]
    keep = np.zeros(len(px), dtype=bool)
    keep[live] = True
    for n, k in enumerate(heads):
        out[k] = [(float(x), float(y)) for x, y in px[keep & (of == n)].tolist()]
    return out


def footprint_rays(view: Any, wanted: tuple, seen: list, hits: dict) -> int:
    """About how many rays `footprint_tries` makes for the head `wanted` (its grid's
    points over its box's footprint's bounds; 0: it is not tried): keypick3d_look's
    slices take as many heads as their time allows at the last slice's pace a ray."""
    table = head_table(view.ctl.board)
    if table.coords.shape[1] != 3 or not _near(table, wanted, seen, hits):
        return 0
    rect = _rect(view, _box(view.ctl.board, table.coords[wanted[1]], wanted))
    if rect is None:
        return 0
    step = max(STEP, int(view.cube() / PER_CUBE))
    x0, y0, x1, y1 = rect
    return max(0, x1 // step - -(-x0 // step) + 1) * max(0, y1 // step - -(-y0 // step) + 1)


def _enter(o: np.ndarray, inv: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Per row, where the ray (origin, 1 / direction) enters the box (inf: it misses it):
    keypick3d_hidden.enter's, cheaper (a third of the footprint look), NaN (a ray along a
    slab's face) left out by fmin / fmax."""
    with np.errstate(invalid="ignore"):
        ta, tb = (lo - o) * inv, (hi - o) * inv
        t0 = np.fmax.reduce(np.fmin(ta, tb), axis=1)
        t1 = np.fmin.reduce(np.fmax(ta, tb), axis=1)
    return np.where((t0 > t1) | (t1 < 0), np.inf, t0)


def _near(table: Any, wanted: tuple, seen: list, hits: dict) -> bool:
    """Whether `wanted` (arrow, cell) had no try, or one met nothing, its own arrow or a
    cell within NEAR cells of it."""
    if not seen:  # (no point of it tried: its faces' points edge-on, off the window or under a bar)
        return True
    at = table.coords[wanted[1]]
    for t in seen:
        hit = hits.get(t, ())
        if hit is None or (
            hit != () and (hit[0] == wanted[0] or abs(table.coords[hit[1]] - at).max() <= NEAR)
        ):
            return True
    return False


def _walls(view: Any, table: Any, wanted: tuple, seen: list, hits: dict) -> list:
    """(low, high) corners of solid boxes that may cover the head `wanted`: the cubes
    (arrows' bodies) its tries met, and next to it on the eye's side the cubes and heads'
    collars (picking's: a ray that meets one stops there)."""
    out = [h[1] for t in seen if (h := hits.get(t)) and h[0] != wanted[0] and not table.kind[h[1]]]
    c, e = table.coords[wanted[1]], view.eye
    ways = [(1 if e[j] > c[j] + 1 else -1 if e[j] < c[j] else 0) for j in range(3)]
    for b in range(1, 8):
        cid = view._index.get(tuple(int(c[j]) + (b >> j & 1) * ways[j] for j in range(3)))
        if cid is not None and view._owner[cid] >= 0 and view._owner[cid] not in view.skip:
            out.append(cid)
    boxes = []
    for cid in dict.fromkeys(out):
        lo, hi = [float(v) for v in table.coords[cid]], [float(v) + 1.0 for v in table.coords[cid]]
        if table.kind[cid]:  # (a head: its collar, at its back)
            way = int(table.dir[table.arrow_of[cid]])
            ax = way >> 1
            lo[ax], hi[ax] = (hi[ax] - COLLAR, hi[ax]) if way & 1 else (lo[ax], lo[ax] + COLLAR)
        boxes.append((lo, hi))
    return boxes


def _box(board: Any, c: Any, wanted: tuple) -> tuple:
    """(low, high) corners of the box round a head on cell `c`: its cube, its pyramid's
    base FLARE past its sides and its tip REACH out the way it points (a turning one's
    any way)."""
    a = board.arrows[wanted[0]]
    way = board.direction(wanted[0]) if wanted[1] == a.head else a.dir2
    lo, hi = [float(v) - FLARE for v in c], [float(v) + 1.0 + FLARE for v in c]
    for j, v in enumerate(VEC3[way]):
        if wanted[0] in board.turns:
            lo[j], hi[j] = float(c[j]) - REACH, float(c[j]) + 1.0 + REACH
        elif v:
            lo[j], hi[j] = float(c[j]) - REACH * (v < 0), float(c[j]) + 1.0 + REACH * (v > 0)
    return lo, hi


def _grid(view: Any, lohi: Any, step: int) -> np.ndarray:
    """(N, 2) whole pixels, `step` apart on the window's grid (heads beside share them),
    between the bars, over the box (`lohi`, `_box`'s) round a head."""
    box = [view.pixel(tuple(float(lohi[b >> j & 1][j]) for j in range(3))) for b in range(8)]
    rect = _rect(view, lohi, box)
    if rect is None:
        return np.zeros((0, 2))
    x0, y0, x1, y1 = rect
    gx = np.arange(-(-x0 // step) * step, x1 + 1, step, dtype=np.float64)
    gy = np.arange(-(-y0 // step) * step, y1 + 1, step, dtype=np.float64)
    # and the rows next to a bar it reaches (s267: zoomed in, 4 px apart, the grid missed a
    # head whose cell's rim showed in the 2 rows above the bottom bar, 9 px a click took)
    edges = [y for y in (math.ceil(view.top), math.ceil(view.bottom) - 1) if y in (y0, y1) and y % step]
    gy = np.unique(np.concatenate([gy, np.array(edges, dtype=np.float64)]))
    px = np.stack(np.meshgrid(gx, gy), -1).reshape(-1, 2)
    inside = np.ones(
        len(px), dtype=bool
    )  # (within the hull of its corners, a pixel grown: the box's footprint)
    hull = convex_hull([(p[0], p[1]) for p in box])
    for (ax, ay), (bx, by) in zip(hull, hull[1:] + hull[:1], strict=True):
        ex, ey = bx - ax, by - ay
        inside &= ex * (px[:, 1] - ay) - ey * (px[:, 0] - ax) >= -1.5 * math.hypot(ex, ey)
    return px[inside]


def _rect(view: Any, lohi: Any, box: list | None = None) -> tuple[int, int, int, int] | None:
    """Whole-pixel bounds (x0, y0, x1, y1), between the bars, of the box's (`lohi`) corners
    on screen (`box`: those, projected); None: a corner behind the eye or past the far plane."""
    box = box or [view.pixel(tuple(float(lohi[b >> j & 1][j]) for j in range(3))) for b in range(8)]
    if any(not 0 < p[2] < 1 for p in box):
        return None
    xs, ys = [p[0] for p in box], [p[1] for p in box]
    x0, y0 = max(0, math.floor(min(xs))), max(math.ceil(view.top), math.floor(min(ys)))
    return x0, y0, min(view.w - 1, math.ceil(max(xs))), min(math.ceil(view.bottom) - 1, math.ceil(max(ys)))


def convex_hull(points: list) -> list:
    """The convex hull of 2D `points`, its corners in turn (Andrew's monotone chain)."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def half(seq: list) -> list:
        out: list = []
        for p in seq:
            while (
                len(out) > 1
                and (out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])
                <= 0
            ):
                out.pop()
            out.append(p)
        return out[:-1]

    return half(pts) + half(pts[::-1])
