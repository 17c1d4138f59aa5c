"""Voxel models of everyday objects, built for this project from a few solid primitives
(balls, boxes, cylinders, cones) and sampled at voxel centres at any size N.

A model is a predicate over the unit box [-1, 1]^3 (x right, y up, z toward the viewer);
`h` is one voxel's width there, so thin parts (a stem, a mast) stay at least a voxel
thick. Each entry is declarative: name -> (builder, default size, smallest size, home
view (yaw, pitch) in degrees). The smallest size is where the model is still one
face-connected piece that reads as itself."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache, lru_cache

from .base import ShapeError, components

Voxels = set
Pred = Callable[[float, float, float], bool]


# -- primitives: each returns a predicate over (x, y, z) ---------------------------------
def ball(cx, cy, cz, r) -> Pred:
    return lambda x, y, z: (x - cx) ** 2 + (y - cy) ** 2 + (z - cz) ** 2 <= r * r


def blob(cx, cy, cz, rx, ry, rz) -> Pred:
    """An ellipsoid with radii rx, ry, rz."""
    return lambda x, y, z: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 + ((z - cz) / rz) ** 2 <= 1


def box(x0, x1, y0, y1, z0, z1) -> Pred:
    return lambda x, y, z: x0 <= x <= x1 and y0 <= y <= y1 and z0 <= z <= z1


def column(cx, cz, y0, y1, r0, r1=None) -> Pred:
    """An upright cylinder (or a cone from radius r0 at y0 to r1 at y1)."""
    r1 = r0 if r1 is None else r1

    def inside(x, y, z):
        if not y0 <= y <= y1:
            return False
        r = r0 + (r1 - r0) * (y - y0) / (y1 - y0)
        return (x - cx) ** 2 + (z - cz) ** 2 <= r * r

    return inside


def rod_z(cx, cy, z0, z1, r) -> Pred:
    """A cylinder along z (a wheel, an axle)."""
    return lambda x, y, z: z0 <= z <= z1 and (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def ring_z(cx, cy, big, small, half_depth) -> Pred:
    """A ring in the xy plane (a handle seen from the side), tube `small` thick."""
    return lambda x, y, z: abs(z) <= half_depth and abs(math.hypot(x - cx, y - cy) - big) <= small


def union(*preds: Pred) -> Pred:
    """In any of `preds` (a loop, not any() over a generator: a model's voxels are sampled
    a few hundred thousand times as it is sized, s372)."""

    def inside(x, y, z) -> bool:
        for p in preds:  # noqa: SIM110 - (see above)
            if p(x, y, z):
                return True
        return False

    return inside


def minus(a: Pred, *b: Pred) -> Pred:
    """In `a` and in none of `b`."""

    def inside(x, y, z) -> bool:
        if not a(x, y, z):
            return False
        for p in b:  # noqa: SIM110 - (as union's)
            if p(x, y, z):
                return False
        return True

    return inside


def thick(r: float, h: float) -> float:
    """A radius or half-width of at least about half a voxel, so a part never vanishes."""
    return max(r, 0.75 * h)


# -- the models ---------------------------------------------------------------------------
def duck(h):
    t = thick(0.12, h)
    return union(
        blob(-0.1, -0.4, 0, 0.78, 0.45, 0.5),
        ball(-0.72, -0.2, 0, 0.25),
        blob(0.38, 0.0, 0, 0.2, 0.35, 0.2),
        ball(0.45, 0.4, 0, 0.34),
        box(0.7, 1.0, 0.28 - t, 0.28 + t, -t, t),
    )


def mushroom(h):
    cap = minus(blob(0, 0.05, 0, 0.98, 0.85, 0.98), box(-1, 1, -1, 0.05, -1, 1))
    return union(cap, column(0, 0, -1.0, 0.1, 0.34, 0.3))


def rocket(h):
    t = thick(0.1, h)
    body = union(
        column(0, 0, -0.65, 0.45, 0.36),
        column(0, 0, 0.45, 1.0, 0.36, 0.02),
        column(0, 0, -0.85, -0.65, 0.24, 0.3),
    )

    def fins(x, y, z):
        if not -1.0 <= y <= -0.2:
            return False
        reach = 0.36 + 0.5 * (-0.2 - y) / 0.8
        return (abs(z) <= t and abs(x) <= reach) or (abs(x) <= t and abs(z) <= reach)

    return union(body, fins)


def apple(h):
    t = thick(0.07, h)
    body = minus(blob(0, -0.15, 0, 0.9, 0.82, 0.9), ball(0, 0.78, 0, 0.24))
    return union(body, box(-t, t, 0.4, 1.0, -t, t), blob(0.26, 0.82, 0, 0.24, 0.1, thick(0.1, h)))


def tree(h):
    return union(
        column(0, 0, -1.0, -0.55, 0.2),
        column(0, 0, -0.65, -0.05, 0.95, 0.35),
        column(0, 0, -0.25, 0.45, 0.75, 0.22),
        column(0, 0, 0.3, 1.0, 0.52, 0.02),
    )


def house(h):
    def roof(x, y, z):
        return 0.0 <= y <= 1.0 and abs(z) <= 0.75 and abs(x) <= 1.0 - y

    walls = minus(box(-0.75, 0.75, -1.0, 0.05, -0.6, 0.6), box(-0.18, 0.18, -1.0, -0.45, 0.45, 1))
    return union(walls, roof, box(0.38, 0.62, 0.2, 0.9, -0.35, -0.1))


def mug(h):
    wall = thick(0.14, h)
    cup = minus(column(0, 0, -0.85, 0.85, 0.62), column(0, 0, -0.5, 1.0, 0.62 - 2 * wall))
    handle = minus(ring_z(0.62, 0.0, 0.36, thick(0.11, h), thick(0.13, h)), box(-1, 0.5, -1, 1, -1, 1))
    return union(cup, handle)


def pawn(h):
    return union(
        column(0, 0, -1.0, -0.8, 0.75),
        column(0, 0, -0.8, -0.62, 0.6, 0.5),
        column(0, 0, -0.62, 0.3, 0.45, 0.2),
        column(0, 0, 0.18, 0.36, 0.4),
        ball(0, 0.62, 0, 0.36),
    )


def fish(h):
    t = thick(0.12, h)

    def tail(x, y, z):
        return -1.0 <= x <= -0.55 and abs(z) <= t and abs(y) <= 0.08 + (-0.55 - x) * 1.5

    def fin(x, y, z):
        return abs(z) <= t and 0.25 <= y <= 0.75 and -0.45 <= x <= 0.25 - (y - 0.25) * 1.2

    body = minus(blob(0.0, 0, 0, 0.8, 0.48, 0.32), ball(0.45, 0.12, 0.32, 0.08 + 0.5 * h))
    return union(body, tail, fin)


def cat(h):
    def ear(side):
        return column(side * 0.24, 0.08, 0.5, 1.0, 0.2, 0.02)

    def tail(x, y, z):
        return abs(z + 0.05) <= thick(0.12, h) and (
            (0.35 <= x <= 0.88 and -1.0 <= y <= -0.78) or (0.7 <= x <= 0.92 and -1.0 <= y <= -0.2)
        )

    return union(blob(0, -0.45, 0, 0.58, 0.55, 0.45), ball(0, 0.32, 0.08, 0.4), ear(-1), ear(1), tail)


def anchor(h):
    t = thick(0.11, h)
    d = thick(0.13, h)

    def arc(x, y, z):
        return abs(z) <= d and y <= -0.25 and abs(math.hypot(x, y + 0.15) - 0.72) <= t

    def flukes(x, y, z):
        return (
            abs(z) <= d and -0.4 <= y <= -0.05 and 0.55 <= abs(x) <= 0.92 and abs(x) - 0.55 <= (y + 0.4) * 1.1
        )

    ring = ring_z(0, 0.78, 0.16, t, d)
    return union(
        box(-t, t, -0.9, 0.62, -d, d), ring, box(-0.45, 0.45, 0.38 - t, 0.38 + t, -d, d), arc, flukes
    )


def robot(h):
    t = thick(0.07, h)
    return union(
        minus(
            box(-0.4, 0.4, 0.25, 0.8, -0.35, 0.35),  # head, two eyes
            box(-0.28, -0.1, 0.5, 0.65, 0.3, 1),
            box(0.1, 0.28, 0.5, 0.65, 0.3, 1),
        ),
        box(-t, t, 0.8, 1.0, -t, t),
        ball(0, 0.95, 0, thick(0.1, h)),  # antenna
        box(-0.55, 0.55, -0.45, 0.2, -0.35, 0.35),  # body and neck
        box(-0.18, 0.18, 0.1, 0.35, -0.18, 0.18),
        box(-0.85, -0.5, -0.35, 0.15, -0.15, 0.15),
        box(0.5, 0.85, -0.35, 0.15, -0.15, 0.15),
        box(-0.45, -0.1, -1.0, -0.4, -0.2, 0.2),
        box(0.1, 0.45, -1.0, -0.4, -0.2, 0.2),
    )


def trophy(h):
    wall = thick(0.12, h)
    bowl = minus(
        union(minus(ball(0, 0.35, 0, 0.6), box(-1, 1, 0.35, 1, -1, 1)), column(0, 0, 0.35, 0.85, 0.6)),
        column(0, 0, 0.3 - wall, 1.0, 0.6 - 2 * wall),
    )
    handles = minus(
        ring_z(0, 0.5, 0.68, thick(0.1, h), thick(0.12, h)),
        box(-0.58, 0.58, -1, 1, -1, 1),
        box(-1, 1, -1, 0.3, -1, 1),
    )
    return union(
        bowl,
        handles,
        column(0, 0, -0.6, -0.1, thick(0.14, h)),
        column(0, 0, -0.75, -0.55, 0.35),
        box(-0.55, 0.55, -1.0, -0.75, -0.45, 0.45),
    )


def snowman(h):
    t = thick(0.08, h)
    return union(
        ball(0, -0.55, 0, 0.45),
        ball(0, 0.05, 0, 0.33),
        ball(0, 0.48, 0, 0.25),
        column(0, 0, 0.66, 0.72, 0.34),
        column(0, 0, 0.66, 1.0, 0.22),
        box(-t, t, 0.45 - t, 0.45 + t, 0.2, 0.52),
    )


def car(h):
    def wheel(cx, cz):
        return rod_z(cx, -0.62, cz - 0.18, cz + 0.18, 0.3)

    return union(
        box(-0.95, 0.95, -0.62, -0.1, -0.5, 0.5),
        box(-0.5, 0.45, -0.1, 0.45, -0.45, 0.45),
        wheel(-0.55, 0.45),
        wheel(0.55, 0.45),
        wheel(-0.55, -0.45),
        wheel(0.55, -0.45),
    )


def boat(h):
    t = thick(0.07, h)

    def hull(x, y, z):
        if not -0.85 <= y <= -0.35:
            return False
        k = (y + 0.85) / 0.5
        return abs(x) <= 0.62 + 0.36 * k and abs(z) <= 0.22 + 0.2 * k

    def sail(x, y, z):
        return abs(z) <= t and -0.25 <= y <= 0.95 and 0.0 <= x <= 0.7 * (0.95 - y) / 1.2

    return union(hull, box(-t - 0.04, t - 0.04, -0.4, 1.0, -t, t), sail)


def bell(h):
    def body(x, y, z):
        if not -0.85 <= y <= 0.75:
            return False
        s = (0.75 - y) / 1.6
        r = 0.3 + 0.12 * s + 0.55 * s**3
        return x * x + z * z <= r * r

    return union(minus(body, column(0, 0, -1.0, -0.6, 0.6)), ball(0, 0.8, 0, 0.18))


def chair(h):
    t = thick(0.1, h)
    legs = [box(sx - t, sx + t, -1.0, -0.15, sz - t, sz + t) for sx in (-0.55, 0.55) for sz in (-0.5, 0.5)]
    return union(box(-0.65, 0.65, -0.2, 0.02, -0.6, 0.6), box(-0.65, 0.65, 0.0, 1.0, -0.6, -0.4), *legs)


def ice_cream(h):
    return union(column(0, 0, -1.0, 0.15, thick(0.04, h), 0.5), ball(0, 0.4, 0, 0.5), ball(0, 0.85, 0, 0.15))


def rook(h):
    def crenels(x, y, z):
        if not 0.55 <= y <= 0.9 or x * x + z * z > 0.55**2:
            return False
        if x * x + z * z < 0.3**2:
            return y <= 0.6
        a = math.atan2(z, x) % (math.pi / 2)
        return y <= 0.68 or a < math.pi / 4

    return union(
        column(0, 0, -1.0, -0.8, 0.72),
        column(0, 0, -0.8, -0.65, 0.58, 0.48),
        column(0, 0, -0.65, 0.35, 0.4),
        column(0, 0, 0.35, 0.55, 0.4, 0.55),
        crenels,
    )


def hammer(h):
    return union(
        box(-0.12, 0.12, -1.0, 0.45, -0.12, 0.12),
        box(-0.75, 0.55, 0.45, 0.85, -0.22, 0.22),
        box(0.55, 0.8, 0.5, 0.8, -0.18, 0.18),
    )


def teapot(h):
    def spout(x, y, z):
        if not 0.45 <= x <= 1.0:
            return False
        cy = -0.3 + (x - 0.45) * 1.2
        return (y - cy) ** 2 + z * z <= (thick(0.12, h) + 0.5 * h) ** 2  # a slope needs it

    handle = minus(ring_z(-0.55, -0.2, 0.3, thick(0.1, h), thick(0.13, h)), box(-0.5, 1, -1, 1, -1, 1))
    return union(
        blob(0, -0.25, 0, 0.68, 0.55, 0.62),
        column(0, 0, 0.15, 0.45, 0.38),
        ball(0, 0.5, 0, thick(0.15, h)),
        spout,
        handle,
    )


MODELS: dict[str, tuple[Callable[[float], Pred], int, int, tuple[float, float]]] = {
    "duck": (duck, 14, 10, (30.0, 15.0)),
    "mushroom": (mushroom, 12, 7, (25.0, 18.0)),
    "rocket": (rocket, 14, 9, (30.0, 12.0)),
    "apple": (apple, 12, 10, (25.0, 15.0)),
    "tree": (tree, 14, 8, (30.0, 15.0)),
    "house": (house, 14, 11, (18.0, 10.0)),
    "mug": (mug, 12, 9, (20.0, 28.0)),
    "pawn": (pawn, 14, 11, (30.0, 15.0)),
    "fish": (fish, 14, 10, (20.0, 12.0)),
    "cat": (cat, 14, 11, (20.0, 12.0)),
    "anchor": (anchor, 16, 12, (20.0, 10.0)),
    "robot": (robot, 14, 10, (25.0, 12.0)),
    "trophy": (trophy, 14, 10, (20.0, 22.0)),
    "snowman": (snowman, 14, 9, (30.0, 12.0)),
    "car": (car, 14, 11, (35.0, 20.0)),
    "boat": (boat, 14, 10, (30.0, 12.0)),
    "bell": (bell, 14, 11, (25.0, 12.0)),
    "chair": (chair, 12, 8, (35.0, 25.0)),
    "ice_cream": (ice_cream, 14, 10, (25.0, 12.0)),
    "rook": (rook, 14, 10, (30.0, 22.0)),
    "hammer": (hammer, 14, 8, (30.0, 15.0)),
    "teapot": (teapot, 14, 10, (25.0, 15.0)),
}


def _sample(name: str, m: int, phase: float) -> Voxels:
    """The model's voxels when the unit box is cut into m^3 voxels, each sampled at
    `phase` of the way across (0.5: at its centre)."""
    h = 2.0 / m
    pred = MODELS[name][0](h)
    coords = [-1.0 + (i + phase) * h for i in range(m)]
    return {
        (i, j, k)
        for i, x in enumerate(coords)
        for j, y in enumerate(coords)
        for k, z in enumerate(coords)
        if pred(x, y, z)
    }


@cache
def _fill(name: str) -> float:
    """The share of the unit box's edge that the model's longest side spans."""
    out = _sample(name, 20, 0.5)  # coarse: it only says where the search starts
    return max(max(p[i] for p in out) - min(p[i] for p in out) + 1 for i in range(3)) / 20


@lru_cache(maxsize=256)
def _model(name: str, n: int) -> frozenset | None:
    first = max(n, int(n / _fill(name)) - 2)
    for m in range(first, first + 7):
        for phase in (0.5, 0.25, 0.75):
            out = _sample(name, m, phase)
            if not out:
                continue
            lo = [min(p[i] for p in out) for i in range(3)]
            side = max(max(p[i] for p in out) - lo[i] + 1 for i in range(3))
            if side == n and len(components(out, 3)) == 1:
                return frozenset((x - lo[0], y - lo[1], z - lo[2]) for x, y, z in out)
    return None


def model_voxels(name: str, n: int) -> Voxels:
    """The voxels of a model whose longest side is n, moved to touch the origin; one
    face-connected piece, or a ShapeError saying the size is too small.

    A model rarely fills its unit box to the edge, and a pointed tip may fall between
    voxel centres, so the box is cut a little finer, and sampled off-centre, until the
    longest side comes out at exactly n voxels in one piece (deterministically)."""
    out = _model(name, n)
    if out is None:
        raise ShapeError(f"3d model '{name}' falls apart at size {n}; use a larger size")
    return set(out)
