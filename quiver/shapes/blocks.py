"""Flat-3D blocks: orthogonally convex, face-connected voxel sets with a clean surface
(RULES.md 3.3). Voxels (x, y, z), y up; the viewer looks from +z."""

from __future__ import annotations

import math

Voxels = set

SHAPES_FLAT = (
    "cube",
    "brick",
    "tower",
    "plus",
    "stairs",
    "ziggurat",
    "l_block",
    "t_block",
    "corner_steps",
    "ridge",
    "twin_towers",
    "cross_pyramid",
)
DEFAULT_FLAT = {
    "cube": 6,
    "brick": 8,
    "tower": 8,
    "plus": 7,
    "stairs": 8,
    "ziggurat": 8,
    "l_block": 7,
    "t_block": 7,
    "corner_steps": 7,
    "ridge": 8,
    "twin_towers": 8,
    "cross_pyramid": 9,
}
MIN_FLAT = {
    "cube": 2,
    "brick": 3,
    "tower": 4,
    "plus": 3,
    "stairs": 3,
    "ziggurat": 3,
    "l_block": 3,
    "t_block": 3,
    "corner_steps": 3,
    "ridge": 5,
    "twin_towers": 4,
    "cross_pyramid": 5,
}
THEMES_FLAT = {n: "blocks" if n in SHAPES_FLAT[:6] else "more blocks" for n in SHAPES_FLAT}
MAX_FLAT = 48  # the largest edge that generates in 10 s on one core (bench/generate.py --largest, ADR 0006)
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
    return {
        (x, y, z)
        for x in range(n)
        for y in range(n)
        for z in range(d)
        if lo <= x < lo + t or lo <= y < lo + t
    }


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


def _bar(n: int) -> int:
    """The thickness of a letter-like block's bars: about a third of n, at least 1."""
    return max(1, round(n / 3))


def l_block(n: int) -> Voxels:
    """An L standing in the xy plane (an upright bar and a foot), as deep as a bar + 1."""
    t, d = _bar(n), _bar(n) + 1
    return {(x, y, z) for x in range(n) for y in range(n) for z in range(d) if x < t or y < t}


def t_block(n: int) -> Voxels:
    """A T standing in the xy plane: a top bar on a centred stem."""
    t = min((v for v in range(1, n + 1) if v % 2 == n % 2), key=lambda v: (abs(v - n / 3), v))
    lo, d = (n - t) // 2, _bar(n) + 1
    return {(x, y, z) for x in range(n) for y in range(n) for z in range(d) if y >= n - t or lo <= x < lo + t}


def corner_steps(n: int) -> Voxels:
    """Steps rising in two directions at once, toward the back-left corner (-x, -z)."""
    s = 3 if n < 8 else 4
    out = set()
    for x in range(n):
        for z in range(n):
            k = max(x * s // n, z * s // n)
            out |= {(x, y, z) for y in range(max(1, math.floor((s - k) * n / s + 0.5)))}
    return out


def ridge(n: int) -> Voxels:
    """Steps up from both ends to a middle ridge along x (a stepped roof), n long."""
    s = 2 if n < 8 else 3
    half = n / 2
    out = set()
    for z in range(n):
        k = min(s - 1, int(abs(z + 0.5 - half) / half * s))
        h = max(1, math.floor((s - k) * (n * 0.6) / s + 0.5))
        out |= {(x, y, z) for x in range(n) for y in range(h)}
    return out


def twin_towers(n: int) -> Voxels:
    """Two square towers side by side, the left one taller."""
    f = max(2, round(0.35 * n))
    low = max(2, round(0.6 * n))
    return {(x, y, z) for x in range(2 * f) for z in range(f) for y in range(n if x < f else low)}


def cross_pyramid(n: int) -> Voxels:
    """Stepped tiers with a plus-shaped footprint, each tier smaller on every side."""
    tiers = min(3, (n - 1) // 2)
    th = max(1, round(n / 6))
    out = set()
    for i in range(tiers):
        m = i * n // (2 * tiers + 1)
        size = n - 2 * m
        arm = max(1, round(size / 3))
        lo, hi = m + arm, n - m - arm
        for y in range(i * th, (i + 1) * th):
            out |= {
                (x, y, z) for x in range(m, n - m) for z in range(m, n - m) if lo <= x < hi or lo <= z < hi
            }
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
    return {
        "plus": plus,
        "stairs": stairs,
        "ziggurat": ziggurat,
        "l_block": l_block,
        "t_block": t_block,
        "corner_steps": corner_steps,
        "ridge": ridge,
        "twin_towers": twin_towers,
        "cross_pyramid": cross_pyramid,
    }[name](size)
