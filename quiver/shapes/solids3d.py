"""3D solids: voxel sets (x, y, z), y up, sampled at voxel centres so they are symmetric.

Size N is the edge of the cube the solid fits (a sphere of size 21 has radius 10); the
box may be flatter than the cube (a torus of size 11 is 11x4x11)."""

from __future__ import annotations

import math
from functools import cache

from .base import bisect_edge
from .models3d import MODELS, model_voxels

Voxels = set  # of (x, y, z)

SOLIDS_3D = ("cube", "sphere", "torus", "pyramid", "octahedron", "heart")
SHAPES_3D = SOLIDS_3D + tuple(MODELS)  # the mathematical solids, then the models
DEFAULT_3D = {"cube": 7, "sphere": 9, "torus": 11, "pyramid": 9, "octahedron": 9, "heart": 10}
DEFAULT_3D.update({n: m[1] for n, m in MODELS.items()})
# the smallest sizes at which each solid still reads as itself (a sphere of 5 is a cube);
# each is also above the smallest edge it can be generated at (a sphere of 3 is a plus of 7
# voxels no arrow set covers; issue 17)
MIN_3D = {"cube": 2, "sphere": 8, "torus": 7, "pyramid": 3, "octahedron": 7, "heart": 9}
MIN_3D.update({n: m[2] for n, m in MODELS.items()})
MAX_MODEL = 24  # models are sampled from curved primitives: bigger ones only cost time
THEMES_3D = {n: ("solids" if n in SOLIDS_3D else "models") for n in SHAPES_3D}
VIEWS_3D = {n: m[3] for n, m in MODELS.items()}  # a model's most recognisable side
# the home view's (yaw, pitch) per shape, as the game's camera has it (render3d.camera's
# SHAPE_VIEWS and DEFAULT_YAW / DEFAULT_PITCH; a test holds them equal): the generator
# judges which free arrows show from it
HOME_VIEWS = {"heart": (-25.0, 15.0), **VIEWS_3D}


def home_view(name: str | None) -> tuple[float, float]:
    return HOME_VIEWS.get((name or "").lower(), (35.0, 25.0))


MAX_3D = 64  # the largest edge that generates in 10 s on one core (bench/huge3d.py, ADR 0006)
BOXES_3D = ("cube",)  # shapes that also take a w x h x d size


def cube(w: int, h: int, d: int) -> Voxels:
    return {(x, y, z) for x in range(w) for y in range(h) for z in range(d)}


def sphere(n: int) -> Voxels:
    """Voxels whose centres lie in the ball inscribed in the n-cube (radius n/2).

    In doubled coordinates X = 2x - n + 1 this is X^2 + Y^2 + Z^2 <= n^2 - 1, so the
    extreme voxel centres sit (n - 1) / 2 from the centre."""
    lim = n * n - 1
    r = range(-(n - 1), n, 2)
    return {
        ((X + n - 1) // 2, (Y + n - 1) // 2, (Z + n - 1) // 2)
        for X in r
        for Y in r
        for Z in r
        if lim >= X * X + Y * Y + Z * Z
    }


def torus_tube(n: int) -> int:
    """Thickness of the torus of size n (its box is n x tube x n)."""
    return max(2, round(0.4 * n))


def torus(n: int) -> Voxels:
    """A ring around the y axis, outer diameter n, tube diameter torus_tube(n)."""
    t = torus_tube(n)
    big, small = (n - t) / 2, t / 2
    out = set()
    for x in range(n):
        for z in range(n):
            rho = math.hypot(x + 0.5 - n / 2, z + 0.5 - n / 2)
            for y in range(t):
                if (rho - big) ** 2 + (y + 0.5 - small) ** 2 <= small * small:
                    out.add((x, y, z))
    return out


def pyramid(n: int) -> Voxels:
    """A stepped square pyramid: an n x n base, each layer one smaller on every side."""
    return {(x, y, z) for y in range((n + 1) // 2) for x in range(y, n - y) for z in range(y, n - y)}


def octahedron(n: int) -> Voxels:
    """A stepped octahedron whose steps are two voxels deep.

    A one-voxel staircase (|x| + |y| + |z| <= r) leaves every surface voxel touching
    only the interior, which no arrow can pass through; two-deep steps keep the faces
    walkable. Offsets are measured in doubled coordinates D from the box centre and
    grouped in pairs: q(D) = |D| // 4 for odd n (the centre slab is 3 thick), and
    (|D| - 1) // 4 for even n.
    """

    def q(v: int) -> int:
        d = abs(2 * v - (n - 1))
        return d // 4 if n % 2 else (d - 1) // 4

    r = q(0)
    qs = [q(v) for v in range(n)]
    return {(x, y, z) for x in range(n) for y in range(n) for z in range(n) if qs[x] + qs[y] + qs[z] <= r}


def _heart_f(x: float, up: float, depth: float) -> bool:
    """Taubin's heart (x^2 + 9/4 d^2 + u^2 - 1)^3 - x^2 u^3 - 9/80 d^2 u^3 <= 0."""
    a = x * x + 2.25 * depth * depth + up * up - 1.0
    u3 = up * up * up
    return a * a * a - x * x * u3 - 0.1125 * depth * depth * u3 <= 0.0


@cache
def _heart_extent() -> tuple[float, float, float]:
    """(half width, top, bottom) of the heart, from its widest slice (depth 0)."""
    ups = [i / 500 for i in range(-500, 700)]
    xs = [i / 250 for i in range(-300, 301)]
    half = bisect_edge(lambda s: any(_heart_f(s, u, 0.0) for u in ups), 0.5, 2.0, 50)
    top = bisect_edge(lambda s: any(_heart_f(x, s, 0.0) for x in xs), 0.5, 2.0, 50)
    return half, top, -1.0


def heart(n: int) -> Voxels:
    """An upright 3D heart, lobes on top, n voxels wide; the depth is about 0.6 n."""
    half, top, bottom = _heart_extent()
    s = n / (2 * half)  # voxels per unit
    hn = math.ceil((top - bottom) * s)
    pad = (hn - (top - bottom) * s) / 2
    out = set()
    for y in range(hn):
        up = bottom + (y + 0.5 - pad) / s
        for z in range(n):
            depth = (z + 0.5 - n / 2) / s
            for x in range(n):
                if _heart_f((x + 0.5) / s - half, up, depth):
                    out.add((x, y, z))
    lo = [min(p[i] for p in out) for i in range(3)]
    return {(x - lo[0], y - lo[1], z - lo[2]) for x, y, z in out}


def build_3d(name: str, size) -> Voxels:
    """Voxels of a named solid; size is N, or (w, h, d) for a cube."""
    if name == "cube":
        return cube(*size) if isinstance(size, tuple) else cube(size, size, size)
    if name in MODELS:
        return model_voxels(name, size)
    return {"sphere": sphere, "torus": torus, "pyramid": pyramid, "octahedron": octahedron, "heart": heart}[
        name
    ](size)
