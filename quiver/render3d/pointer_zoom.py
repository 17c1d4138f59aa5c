"""Zoom about the pointer in the 3D modes (the wheel, a pinch): pure math on an OrbitCamera.

The eye moves along the pointer's ray, so every point on that ray (the cell under the
pointer among them) stays under the pointer: the orbit point (`OrbitCamera.pivot`, in the
middle of the view) moves across the view plane by the pointer's slope times the change
of distance, `pan` from the shape's middle (`target`). Why the orbit point rather than a
screen-space shift of the projection: a turn after the zoom then turns about the middle
of what the player is looking at, which stays in the middle of the view, not about the
shape's middle (off to one side, perhaps off the window), which swung the place looked at
away; and `target` itself, which the framing (Flat's outline fit, the zoom limits, the
hint views) measures from, never moves.

Clamps (`clamp_pan`), the same whatever way the view is turned, so a turn never moves the
orbit point: it is no farther from `target` than a zoom in from the fitted view with the
pointer in a corner of the play area takes it (`pan_room`: none at the fitted zoom and
out, so zooming back out comes back to the middle), and it stays in the box round the
shape's cubes (the middle of the view on the shape's box: the shape never leaves it).
"""

from __future__ import annotations

import math

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name
import numpy as np

from .camera import OrbitCamera

__all__ = ["Bounds", "bounds_of", "clamp_pan", "pan_room", "pointer_slopes", "zoom_about"]

Bounds = tuple[glm.vec3, glm.vec3]  # the (lowest, highest) corner of the box round a shape
Pos = tuple[float, float]  # a window pixel (y down)


def bounds_of(corners: np.ndarray | None) -> Bounds | None:
    """The box round a shape's corners (framing.voxel_corners, or a Flat camera's outline)."""
    if corners is None or not len(corners):
        return None
    return glm.vec3(*corners.min(0)), glm.vec3(*corners.max(0))


def pointer_slopes(
    camera: OrbitCamera, pos: tuple[float, float], size: tuple[int, int]
) -> tuple[float, float]:
    """(right, up) of the pointer's ray per unit it runs ahead, in the camera's frame (the
    HUD band's shift of the projection included)."""
    w, h = size
    _, d = camera.ray(pos[0], pos[1], w, h)
    ahead = -glm.dot(d, camera.back)
    if ahead < 1e-6:
        return 0.0, 0.0
    return glm.dot(d, camera.right) / ahead, glm.dot(d, camera.up) / ahead


def pan_room(camera: OrbitCamera, aspect: float) -> float:
    """How far the orbit point may be from `target` at the camera's zoom: as far as a zoom
    in from the fitted view with the pointer in a corner of the play area moves it (none
    at zoom 1 and out)."""
    if camera.zoom >= 1.0:  # (no fit_distance: a resize measured a big board's twice, s108)
        return 0.0
    fit = camera.fit_distance(aspect)
    band = 1.0 - camera.band[0] - camera.band[1]
    corner = math.tan(camera.fov / 2) * math.hypot(max(aspect, 1e-3), band)
    return max(0.0, fit * (1.0 - camera.zoom)) * corner


def clamp_pan(camera: OrbitCamera, aspect: float, bounds: Bounds | None = None) -> None:
    """Keep the orbit point within `pan_room` of `target` and inside `bounds` (stretched
    to take in `target`)."""
    pan = glm.vec3(camera.pan)
    room, far = pan_room(camera, aspect), glm.length(pan)
    if far > room:
        pan = pan * (room / far) if far > 1e-9 else glm.vec3(0.0)
    if bounds is not None:
        t = camera.target
        lo, hi = glm.min(bounds[0], t), glm.max(bounds[1], t)
        pan = glm.clamp(t + pan, lo, hi) - t
    camera.pan = pan


def zoom_about(
    camera: OrbitCamera,
    size: tuple[int, int],
    zoom: float,
    pos: Pos | None = None,
    bounds: Bounds | None = None,
) -> None:
    """Set the camera's `zoom`, keeping what is under window pixel `pos` there (None:
    about the middle of the view, as the keys and buttons zoom), then clamp the pan."""
    w, h = size
    aspect = w / max(1, h)
    if pos is None:
        camera.zoom = zoom
    else:
        sx, sy = pointer_slopes(camera, pos, size)
        before = camera.distance(aspect)
        camera.zoom = zoom
        step = before - camera.distance(aspect)
        # the eye moves `step` along the pointer's ray: ahead by step, across by the slopes
        camera.pan = camera.pan + (camera.right * sx + camera.up * sy) * step
    clamp_pan(camera, aspect, bounds)
