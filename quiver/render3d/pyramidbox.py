"""A box round a head's pyramid, for `picking.ray_head_t`: a ray that misses it misses
every triangle of the pyramid and its skirt, so one slab test spares 4 to 12 triangle
tests (s187: each pick tries the pyramids next to the voxels it crosses, most missed).
"""

from __future__ import annotations

import math

from .mesh import HEAD_REACH, SKIRT_WIDTH

__all__ = ["near_pyramid"]


def near_pyramid(origin, direction, voxel: tuple[int, int, int], ax: int, neg: int, flare: float) -> bool:
    """Whether the ray meets a box (a hair wider) round the pyramid and skirt of the head
    cell `voxel`, pointing along axis `ax` (`neg`: the minus way), with base half-width
    `flare`."""
    wide = max(flare, flare * SKIRT_WIDTH) + 1e-6
    t0, t1 = -math.inf, math.inf  # (ray_box's slab test, spelt out: a pick makes dozens)
    for a in range(3):
        c, o, d = voxel[a], origin[a], direction[a]
        if a == ax:
            lo, hi = c - (HEAD_REACH if neg else 0.0) - 1e-6, c + 1.0 + (0.0 if neg else HEAD_REACH) + 1e-6
        else:
            lo, hi = c + 0.5 - wide, c + 0.5 + wide
        if d == 0.0:
            if o < lo or o > hi:
                return False
            continue
        ta, tb = (lo - o) / d, (hi - o) / d
        if ta > tb:
            ta, tb = tb, ta
        t0, t1 = max(t0, ta), min(t1, tb)
        if t0 > t1:
            return False
    return t1 >= 0
