"""Tries keyboard picking need not walk (keypick3d.shown_heads): a 3D head whose faces'
centres showed a cube in front of it (the first look's picks) is tried again at more
points of its faces, and most of those rays pass through that very cube before they
reach the head. Such a ray's pick is that cube or something nearer, never the head: it is
dropped before the walk, found by a slab test against the cube and the head's box (s230:
the first Tab on a sphere 24 zoomed in walked 1 367 rays in its second look, to find 13
heads)."""

from __future__ import annotations

from typing import Any

import numpy as np

from quiver.render3d.headcells import head_table

__all__ = ["drop_hidden"]

REACH = 0.3  # a head's box grown by this each way: its pyramid and skirt (keyspread3d._along_bars's)


def drop_hidden(view: Any, wanted: list, seen: list, tries: list, hits: dict) -> list[list]:
    """`tries` (per head in `wanted`, (x, y) pixels, their rays `view.rays`) less the rays that pass
    through a cube the head's first tries (`seen`) picked (`hits`: per pixel) before they
    can reach the head's box. A Flat-3D board's are all kept."""
    table = head_table(view.ctl.board)
    if table.coords.shape[1] != 3:  # (Flat 3D)
        return tries
    rays: list = []  # (each ray once, and per ray its head's place in `tries`, its head, its cubes)
    owner, head_of, cube_of, many = [], [], [], []
    for k, (w, first, more) in enumerate(zip(wanted, seen, tries, strict=True)):
        cubes = [*{h[1] for t in first if (h := hits.get(t)) and h[0] != w[0] and not table.kind[h[1]]}]
        if not cubes or not more:
            continue
        rays += more
        owner += [(k, n) for n in range(len(more))]
        head_of += [w[1]] * len(more)
        cube_of += cubes * len(more)  # (ray by ray, each of its head's cubes)
        many += [len(cubes)] * len(more)
    if not rays:
        return tries
    ray_of = np.repeat(np.arange(len(rays)), many)
    o, d = view.rays(rays)
    cube, head = (table.coords[np.array(ids)].astype(np.float64) for ids in (cube_of, head_of))
    t_cube, _out = enter(o[ray_of], d[ray_of], cube, cube + 1.0)
    t_head = enter(o, d, head - REACH, head + 1.0 + REACH)[0][ray_of]  # (a ray's head: once a ray)
    hidden = t_cube + 1e-6 < t_head  # (the cube is solid: a pick stops there or nearer)
    drop: dict[int, set] = {}
    for j in np.unique(ray_of[hidden]).tolist():
        drop.setdefault(owner[j][0], set()).add(owner[j][1])
    kept = [(ts, drop.get(k, ())) for k, ts in enumerate(tries)]
    return [[t for n, t in enumerate(ts) if n not in gone] if gone else ts for ts, gone in kept]


def enter(o: np.ndarray, d: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per row, where the ray enters the box (inf: it misses it) and where it leaves."""
    moves = d != 0.0
    safe = np.where(moves, d, 1.0)
    ta, tb = (lo - o) / safe, (hi - o) / safe
    ta, tb = np.minimum(ta, tb), np.maximum(ta, tb)
    still = (o >= lo) & (o <= hi)  # (a ray along an axis: inside the slab or never)
    t0 = np.where(moves, ta, np.where(still, -np.inf, np.inf)).max(axis=1)
    t1 = np.where(moves, tb, np.where(still, np.inf, -np.inf)).min(axis=1)
    miss = (t0 > t1) | (t1 < 0)
    return np.where(miss, np.inf, t0), t1
