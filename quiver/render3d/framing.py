"""Fitting a view to the outline of a shape rather than to its bounding sphere (numpy).

A sphere fits the view from every side, but a flat or stepped block seen from its home
view covers much less than its sphere, and off-centre: the near bottom corner touches
the frame while the top has room to spare. Here a shape is its voxels' corners; for a
camera turned `rot` (glm quaternion, camera to world) with vertical field of view `fov`:

* `outline_centre`: the point to look at so the outline sits in the middle of the view;
* `outline_distance`: how far from that point every corner is inside the view.

Both are exact for a perspective view (closed forms, no search).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterable, Sequence

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name
import numpy as np

from .orient import orientation

__all__ = [
    "BAND_MARGIN",
    "MARGIN",
    "band_tan",
    "extreme_points",
    "near_distance",
    "outline_centre",
    "outline_distance",
    "pointer_ray",
    "pointer_rays",
    "turned_distance",
    "voxel_array",
    "voxel_corners",
]

MARGIN = 1.25  # the outline fills 1 / MARGIN of the view height: clear of the HUD bars (~10% each)
# ... and at most 1 / BAND_MARGIN of the band the HUD's bars leave between them (a small
# window's bars take more than 10% each: 72 + 64 of 480 pixels)
BAND_MARGIN = 1.08

_CORNERS = np.array([(i, j, k) for i in (0, 1) for j in (0, 1) for k in (0, 1)], dtype=np.float64)


def voxel_array(voxels: Iterable[Iterable[int]]) -> np.ndarray:
    """(N, 3) int64: the x, y, z of voxels (x, y, z, ...), all of one length. Read flat
    through np.fromiter: a tuple a voxel through np.array took a sphere 64's 137,376 cells
    50 ms as its board opened, this 16 (s55).

    >>> voxel_array([(1, 2, 3, 9), (4, 5, 6, 9)]).tolist()
    [[1, 2, 3], [4, 5, 6]]
    """
    if isinstance(voxels, np.ndarray):
        return voxels.astype(np.int64).reshape(len(voxels), -1)[:, :3]
    seq = voxels if isinstance(voxels, Sequence) else [tuple(p) for p in voxels]
    if not len(seq):
        return np.zeros((0, 3), dtype=np.int64)
    k = len(seq[0])
    flat = np.fromiter(itertools.chain.from_iterable(seq), np.int64, len(seq) * k)
    return flat.reshape(-1, k)[:, :3]


def voxel_corners(voxels: Iterable[Iterable[int]]) -> np.ndarray:
    """(N, 3) the corners of a set of unit voxels that a view's fit can touch: of every
    column of corners along z, the lowest and the highest. Every extreme point of the
    shape is one of them, so any maximum or minimum of a convex function of the corners
    (where they project, how far a view must be, the bounding sphere) is the same as over
    all the corners, at a fraction of the cost: a Flat 3D 48 block's 110,592 voxels have
    117,649 corners and 4,802 of these (stranger playtest: sorting them all took seconds
    when the board opened, and each frame of a turn measured them all again).

    >>> sorted(map(tuple, voxel_corners([(0, 0, 0), (0, 0, 1), (0, 0, 2)]).astype(int).tolist()))[:4]
    [(0, 0, 0), (0, 0, 3), (0, 1, 0), (0, 1, 3)]
    """
    v = voxel_array(voxels)  # (no tuple a voxel: a sphere 64's took 0.2 s)
    if not len(v):
        return np.zeros((0, 3), dtype=np.float64)
    lo = v.min(0)
    v = v - lo
    ny = int(v[:, 1].max()) + 2  # corner columns run one past the last voxel
    x, y, z = v[:, 0], v[:, 1], v[:, 2]
    xs, ys = np.concatenate([x, x, x + 1, x + 1]), np.concatenate([y, y + 1, y, y + 1])
    key = xs * ny + ys  # each voxel's four corner columns
    size = int(key.max()) + 1
    top, bottom = np.full(size, -1, dtype=np.int64), np.full(size, np.iinfo(np.int64).max, dtype=np.int64)
    np.maximum.at(top, key, np.tile(z + 1, 4))
    np.minimum.at(bottom, key, np.tile(z, 4))
    cols = np.nonzero(top >= 0)[0]
    cx, cy = cols // ny, cols % ny
    low = np.stack([cx, cy, bottom[cols]], axis=1)
    high = np.stack([cx, cy, top[cols]], axis=1)
    return (np.concatenate([low, high]) + lo).astype(np.float64)


def _camera_coords(points: np.ndarray, origin, rot) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """x (right), y (up), z (toward the eye) of the points, relative to `origin`."""
    rel = points - np.asarray(tuple(origin), dtype=np.float64)
    return tuple(rel @ np.array(tuple(rot * glm.vec3(*axis))) for axis in ((1, 0, 0), (0, 1, 0), (0, 0, 1)))


def outline_centre(points: np.ndarray, rot, fov: float, margin: float = MARGIN) -> np.ndarray:
    """The world point to look at, from `rot`, for the points' outline to sit in the middle
    of a square view (left and right, top and bottom equally near the frame)."""
    origin = (points.min(0) + points.max(0)) / 2
    x, y, z = _camera_coords(points, origin, rot)
    t = math.tan(fov / 2) / margin
    # the view's edges, as seen from the distance d, are x = +-t (d - z): the middle of
    # the tightest pair of them is (max(x + t z) + min(x - t z)) / 2, whatever d is
    sx = (np.max(x + t * z) + np.min(x - t * z)) / 2
    sy = (np.max(y + t * z) + np.min(y - t * z)) / 2
    right, up = (np.array(tuple(rot * glm.vec3(*a))) for a in ((1, 0, 0), (0, 1, 0)))
    return origin + sx * right + sy * up


def band_tan(fov: float, band: float = 1.0, margin: float = MARGIN) -> float:
    """The tangent of the half-angle a shape may fill vertically: 1 / `margin` of a view
    `fov` high, and at most 1 / BAND_MARGIN of its `band` (the share of its height between
    the HUD's bars, the view's projection centred on it)."""
    return math.tan(fov / 2) * min(1 / margin, band / BAND_MARGIN)


def outline_distance(
    points: np.ndarray, target, rot, fov: float, aspect: float, margin: float = MARGIN, band: float = 1.0
) -> float:
    """The distance from `target`, looking at it from `rot` with a view `aspect` wide,
    at which every point is inside the view (with `margin`), and inside the `band` of its
    height between the HUD's bars (`band_tan`)."""
    x, y, z = _camera_coords(points, target, rot)
    tan_v = band_tan(fov, band, margin)
    tan_h = math.tan(fov / 2) / margin * max(aspect, 1e-3)
    # a point at depth d - z from the eye is in view when |x| <= tan_h (d - z), |y| <= tan_v (d - z)
    return float(np.max(np.maximum(z + np.abs(x) / tan_h, z + np.abs(y) / tan_v)))


# the lines a point strictly between two others of a set lies on, whose ends alone are
# kept (extreme_points): the axes, the faces' diagonals and the cube's body diagonals
_CHUNK = 1 << 17  # turned_distance's arrays, in numbers: 1 MiB each (twice as fast as all at once)
_LINES = np.array([d for d in itertools.product((-1, 0, 1), repeat=3) if d > (0, 0, 0)], dtype=np.float64)


def extreme_points(points: np.ndarray) -> np.ndarray:
    """The points of an (N, 3) set of whole-number points (a shape's corners) that can be
    its extreme ones: along each of 13 lines through the grid (the axes, the diagonals),
    the two ends of every run of points on it. A point between two others of the set is
    where they meet, never further along any direction than both, so the maximum of a
    convex function of the points (turned_distance's) is the same over these (but for
    rounding, where a whole run is as far: its sums may round one a bit further): a
    sphere 64's 6,714 corners are 1,320 of these. Other points come back as they are.

    >>> sorted(extreme_points(np.array([[0, 0, 0], [1, 0, 0], [2, 0, 0]], dtype=float)).tolist())
    [[0.0, 0.0, 0.0], [2.0, 0.0, 0.0]]
    """
    if len(points) < 3 or not np.array_equal(points, np.round(points)):
        return points  # (a key below is exact for whole numbers only)
    for d in _LINES:
        a = int(np.flatnonzero(d)[0])  # the first non-zero of d is +1: the step along the line
        key = points - points[:, a : a + 1] * d  # where the line through a point meets x_a = 0
        order = np.lexsort((points[:, a], key[:, 2], key[:, 1], key[:, 0]))
        k = key[order]
        first = np.ones(len(k), dtype=bool)
        first[1:] = np.any(k[1:] != k[:-1], axis=1)
        last = np.append(first[1:], True)
        points = points[order[first | last]]
    return points


@functools.lru_cache(maxsize=4)
def _turntable_axes(pitch_limit: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The camera's right, up and back axes (each (3, K), world) of every turntable side
    turned_distance samples: yaws every 5 degrees, pitches every 10 (at most) within
    `pitch_limit` either way."""
    pitches = np.linspace(-pitch_limit, pitch_limit, max(2, math.ceil(2 * pitch_limit / 10.0) + 1))
    turns = [orientation(float(yaw), float(pitch)) for pitch in pitches for yaw in range(0, 360, 5)]
    return tuple(  # type: ignore[return-value]  # three, one an axis
        np.array([tuple(q * glm.vec3(*a)) for q in turns]).T for a in ((1, 0, 0), (0, 1, 0), (0, 0, 1))
    )


def turned_distance(
    points: np.ndarray,
    target,
    fov: float,
    aspect: float,
    pitch_limit: float,
    height: float = 1.0,
    reduced: bool = False,
) -> float:
    """The distance from `target` at which the points stay inside the whole view (no
    margin: they may touch its edges) from every turntable side: yaws all round, pitches
    within `pitch_limit` degrees either way (sampled every 5 and 10 degrees: a side
    between samples comes out a pixel nearer, at most). `height`: the share of the view's
    half-height they may fill above and below `target` (less where the projection is
    shifted: OrbitCamera.set_band). Measured on the `extreme_points` only (asked again at
    each new window aspect: a sphere 64's corners took 0.05-0.5 s, these 0.02, s108);
    `reduced`: `points` are those already (a camera keeps its outline's: s250)."""
    kept = points if reduced else extreme_points(points)
    return _turned_fit(kept, target, fov, aspect, pitch_limit, height)


def _turned_fit(
    points: np.ndarray, target, fov: float, aspect: float, pitch_limit: float, height: float
) -> float:
    """turned_distance over all the points given."""
    tan_v = math.tan(fov / 2) * height
    tan_h = math.tan(fov / 2) * max(aspect, 1e-3)
    rel = points - np.asarray(tuple(target), dtype=np.float64)
    right, up, back = _turntable_axes(float(pitch_limit))
    far = 0.0
    step = max(8, _CHUNK // max(1, len(rel)))  # sides at a time: the arrays stay in the cache
    for s in range(0, right.shape[1], step):
        # (points, sides): a point at depth d - z from the eye is in view when
        # |x| <= tan_h (d - z) and |y| <= tan_v (d - z)
        z = _along(rel, back[:, s : s + step])
        x = np.abs(_along(rel, right[:, s : s + step]))
        x /= tan_h
        x += z
        y = np.abs(_along(rel, up[:, s : s + step]))
        y /= tan_v
        y += z
        far = max(far, float(np.max(x)), float(np.max(y)))
    return far


def _along(rel: np.ndarray, axes: np.ndarray) -> np.ndarray:
    """(N, K): each point's coordinate along each axis (`axes` (3, K)). Three products
    rather than a matrix product: OpenBLAS's threads, on a busy machine, took a sphere
    64's 6,714 corners 0.4 s where one core takes 0.05 (bench/turned_distance.py)."""
    out = rel[:, :1] * axes[0]
    out += rel[:, 1:2] * axes[1]
    out += rel[:, 2:] * axes[2]
    return out


def near_distance(
    points: np.ndarray, target, rot, fov: float, aspect: float, band: float, limits: tuple[float, float, int]
) -> float:
    """The nearest a view of the points from `rot`, looking at `target`, comes as the
    player zooms in (camera_input.near_zoom). `limits` is (fill, cube_px, height): the
    nearer of where their outline is `fill` times the play area each way (`band`: the
    share of the view's height between the HUD's bars; the whole width) and where a unit
    cube at the front of the shape is `cube_px` pixels of a view `height` pixels high."""
    fill, cube_px, height = limits
    x, y, z = _camera_coords(points, target, rot)
    tan_v = math.tan(fov / 2)
    # a point at depth d - z from the eye shows at x / (d - z): within fill times the
    # area's half-width (tan_v * aspect) and half-height (tan_v * band) from its middle
    wide, high = fill * tan_v * max(aspect, 1e-3), fill * tan_v * band
    fits = float(np.max(np.maximum(z + np.abs(x) / wide, z + np.abs(y) / high)))
    return min(fits, float(np.max(z)) + height / (2.0 * tan_v * cube_px))


def projector(view: glm.mat4, proj: glm.mat4, width: float, height: float):
    """Window pixel (x, y downward) and depth (0..1) of world points through these
    matrices: OrbitCamera.project, or the win reveal's every cell with the matrices
    computed once a frame (not twice a cell)."""
    viewport = glm.vec4(0, 0, width, height)

    def project(point: Iterable[float]) -> tuple[float, float, float]:
        w = glm.project(glm.vec3(*point), view, proj, viewport)
        return w.x, height - w.y, w.z

    return project


def pointer_ray(
    view: glm.mat4, proj: glm.mat4, x: float, y: float, width: float, height: float
) -> tuple[glm.vec3, glm.vec3]:
    """Unproject window pixel (x, y; y down) into a world ray (near-plane origin, unit dir)."""
    vp = glm.vec4(0, 0, width, height)
    wy = height - y
    near = glm.unProject(glm.vec3(x, wy, 0.0), view, proj, vp)
    far = glm.unProject(glm.vec3(x, wy, 1.0), view, proj, vp)
    return glm.vec3(near), glm.normalize(far - near)


def pointer_rays(
    view: glm.mat4,
    proj: glm.mat4,
    xs: Sequence[float] | np.ndarray,
    ys: Sequence[float] | np.ndarray,
    width: float,
    height: float,
) -> tuple[np.ndarray, np.ndarray]:
    """`pointer_ray` of many window pixels at once: (N, 3) origins and unit directions,
    float64, each the very float32 ray `pointer_ray` gives (its sums in glm's order, one
    inverse for all: keyboard picking's first Tab unprojected 4 000 pixels one by one,
    each inverting the matrices twice, s235)."""
    f32 = np.float32
    inv = np.array(glm.inverse(proj * view).to_list(), dtype=f32)[:, None, :, None]  # (inv[k]: column k)
    x = np.asarray(xs, dtype=f32) / f32(width) * f32(2) - f32(1)
    y = (f32(height) - np.asarray(ys, dtype=f32)) / f32(height) * f32(2) - f32(1)
    z = np.array([-1.0, 1.0], dtype=f32)[:, None, None]  # (depth 0 and 1, as glm maps them)
    c = (inv[0] * x + inv[1] * y) + (inv[2] * z + inv[3])  # (near and far, x y z w, pixel)
    p = c[:, :3] / c[:, 3:]
    d = p[1] - p[0]
    k = f32(1) / np.sqrt((d[0] * d[0] + d[1] * d[1]) + d[2] * d[2])
    return p[0].T.astype(np.float64, order="C"), (d * k).T.astype(np.float64, order="C")
