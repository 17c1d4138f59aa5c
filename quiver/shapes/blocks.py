"""Flat-3D blocks: orthogonally convex, face-connected voxel sets with a clean surface
(RULES.md 3.3). Voxels (x, y, z), y up; the viewer looks from +z."""
from __future__ import annotations

import math

Voxels = set

SHAPES_FLAT = ("cube", "brick", "tower", "plus", "stairs", "ziggurat")
DEFAULT_FLAT = {"cube": 6, "brick": 8, "tower": 8, "plus": 7, "stairs": 8, "ziggurat": 8}
MIN_FLAT = {"cube": 2, "brick": 3, "tower": 4, "plus": 3, "stairs": 3, "ziggurat": 3}
MAX_FLAT = 32
BOXES_FLAT = ("cube", "brick", "tower")  # shapes that also take a w x h x d size


def box(w: int, h: int, d: int) -> Voxels:
    return {(x, y, z) for x in range(w) for y in range(h) for z in range(d)}


def brick_size(n: int) -> tuple[int, int, int]:
    return n, math.ceil(n / 2), math.ceil(2 * n / 3)


def tower_size(n: int) -> tuple[int, int, int]:
    f = max(2, round(0.4 * n))
    return f, n, f


def plus(n: int) -> Voxels:
    """A plus sign n x n standing in the xy plane, bars about n/3 thick, as deep as a bar."""
    t = min((v for v in range(1, n + 1) if v % 2 == n % 2), key=lambda v: (abs(v - n / 3), v))
    lo, d = (n - t) // 2, max(2, t)
    return {(x, y, z) for x in range(n) for y in range(n) for z in range(d)
            if lo <= x < lo + t or lo <= y < lo + t}


def stairs(n: int) -> Voxels:
    """3 steps (4 from n = 8), n wide, rising toward the back (-z) to height n."""
    s = 4 if n >= 8 else 3
    heights = [math.floor((s - k) * n / s + 0.5) for k in range(s)]
    return {(x, y, z) for z in range(n) for y in range(heights[z * s // n]) for x in range(n)}


def ziggurat(n: int) -> Voxels:
    """Up to 4 square tiers on an n x n base, each smaller on every side."""
    tiers = min(4, (n + 1) // 2)
    th = max(1, round(n / 8))
    out = set()
    for i in range(tiers):
        m = math.floor(i * n / (2 * tiers) + 0.5)
        for y in range(i * th, (i + 1) * th):
            out |= {(x, y, z) for x in range(m, n - m) for z in range(m, n - m)}
    return out


def build_flat(name: str, size) -> Voxels:
    """Voxels of a named block; size is N, or (w, h, d) for cube, brick and tower."""
    if isinstance(size, tuple):
        return box(*size)
    if name == "cube":
        return box(size, size, size)
    if name == "brick":
        return box(*brick_size(size))
    if name == "tower":
        return box(*tower_size(size))
    return {"plus": plus, "stairs": stairs, "ziggurat": ziggurat}[name](size)
