"""Where the camera looks from to show a hinted arrow (render3d/controller.py): a view in
which the head the arrow leaves by is in plain sight, found by picking from trial
cameras, or None when no view the turntable allows shows it (a head deep down a shaft
that only straight above sees: sphere 13, about one hint in 240 before the hint learnt
to pass over such arrows)."""

from __future__ import annotations

import copy
import math
from typing import Any

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.engine.geometry import VEC3

from .camera import OrbitCamera


def view_showing(ctl: Any, arrow: int, head_cell: int, a_dir: int) -> tuple[glm.vec3, float | None] | None:
    """(eye direction, pitch limit it needs: None for the camera's own) of a view of
    `ctl`'s board that shows `arrow`'s head (`head_cell`, flying `a_dir`): along its
    flight line (clear, since a hinted arrow is free), tilted toward the outside of the
    shape and upward for a three-quarter view when the whole head stays in sight from
    there; else the nearest view to its escape ray that shows it. None: no view shows it."""
    camera = ctl.camera
    head = glm.vec3(*ctl.board.space.coord(head_cell)) + 0.5
    d = glm.vec3(*VEC3[a_dir])
    tip = head + d * 0.15
    w, h = ctl.size
    aspect = w / max(h, 1)
    # the camera as it stands, framing and all (a sphere-framed stand-in put the eye
    # elsewhere than the turn does, on an outline-framed shape: a head it saw stayed hidden)
    probe = copy.copy(camera)

    def look(v: glm.vec3, limit: float | None = None) -> None:
        """The probe where point_at's turn ends: the zoom it takes to show the shape too."""
        probe.zoom = camera.zoom
        probe.look_from(v, duration=0, aspect=aspect, pitch_limit=limit)

    # the whole arrowhead must be in sight: points inside its pyramid (where it is
    # 0.25 wide each way), at its axis and toward its four edges, and the middle of the
    # cell's face it stands on (where a player taps the glow: another arrow's edge hid
    # it, the pyramid's points in sight)
    e1 = glm.vec3(*VEC3[((a_dir >> 1) * 2 + 2) % 6]) * 0.16
    e2 = glm.vec3(*VEC3[((a_dir >> 1) * 2 + 4) % 6]) * 0.16
    offsets = (glm.vec3(0), e1 + e2, e1 - e2, -e1 + e2, -e1 - e2)
    axis = (tip, head + d * 0.5)
    whole = (*axis, *(tip + off for off in offsets))
    for v in _three_quarter_views(head, d, camera.target):
        look(v)
        if all(_shows(ctl, probe, arrow, head_cell, pt) for pt in whole) and _on_screen(
            probe, head + d * 2.0, w, h
        ):
            return v, None
    # none of those: look down the escape ray itself (nothing stands on it), or the
    # nearest direction to it from which the head shows, its middle (where a player
    # taps the glow) too; then one that shows at least the head's axis
    # (a head deep down a shaft shows only from steeper above or below than a hint's
    # usual limit: a drag's limit then, then steeper still)
    views = list(_ray_views(camera, head + d * 0.5, d, probe, aspect))
    for points, limit in (
        (whole, None),
        (axis, None),
        (axis, probe.MAX_PITCH),
        (axis, probe.SHAFT_PITCH),  # sphere 13: every free head was down such a shaft
    ):
        for v in views:
            look(v, limit)
            if all(_shows(ctl, probe, arrow, head_cell, pt) for pt in points):
                return v, limit
    return None


def _three_quarter_views(head: glm.vec3, d: glm.vec3, target: glm.vec3):
    """Eye directions along a head's flight line `d`, tilted toward the outside of the shape
    and upward, most first: a three-quarter view of the head and the start of its path."""
    out = head - target
    out = glm.normalize(out) if glm.length(out) > 1e-6 else glm.vec3(0)
    up = glm.vec3(0, 1, 0)
    # a little from the side too, so the start of the escape path reads (looking
    # straight along it, it would shrink to a point)
    side = glm.vec3(out.x, 0.0, out.z) - d * glm.dot(glm.vec3(out.x, 0.0, out.z), d)
    side = glm.normalize(side) if glm.length(side) > 1e-3 else glm.vec3(0)
    for k_out, k_up, k_side in ((0.45, 0.3, 0.6), (0.45, 0.3, 0.0), (0.25, 0.15, 0.0), (0.0, 0.0, 0.0)):
        v = d + out * k_out + up * k_up + side * k_side
        if glm.length(v) >= 1e-3:
            yield glm.normalize(v)


def _ray_views(camera: OrbitCamera, face, d, probe: OrbitCamera, aspect: float):
    """Eye directions for a head whose face centre is `face`, flying `d`: first the one
    that puts the eye on the head's escape ray at the camera's distance (the head then
    shows, unless the turntable's pitch limit moves the eye off the ray), then the
    directions of a coarse sphere, nearest to that one first."""
    p = face - camera.target
    dist = probe.distance(aspect)
    pd = glm.dot(p, d)
    t = -pd + math.sqrt(max(0.0, pd * pd - glm.dot(p, p) + dist * dist))
    best = glm.normalize(p + d * t)
    yield best
    sphere = [
        glm.vec3(math.cos(pt) * math.sin(yw), math.sin(pt), math.cos(pt) * math.cos(yw))
        for pt in (math.radians(a) for a in (-80, -55, -30, 0, 30, 55, 80))
        for yw in (math.radians(15 * k) for k in range(24))
    ]
    yield from sorted(sphere, key=lambda v: -glm.dot(v, best))


def _on_screen(cam: OrbitCamera, point, w: float, h: float, margin: float = 0.1) -> bool:
    x, y, _ = cam.project(point, w, h)
    top, bottom = max(margin, cam.band[0]), max(margin, cam.band[1])  # clear of the HUD's bars
    return margin * w <= x <= (1 - margin) * w and top * h <= y <= (1 - bottom) * h


def _shows(ctl: Any, cam: OrbitCamera, arrow: int, head: int, point) -> bool:
    """A tap on `point` seen by `cam` picks `arrow`'s `head` cell on `ctl`'s board (another
    cell of the arrow, its tail seen from behind, is not its head)."""
    w, h = ctl.size
    x, y, _ = cam.project(point, w, h)
    if not (0 <= x < w and 0 <= y < h):
        return False
    o, r = cam.ray(x, y, w, h)
    p = ctl.pick_ray(o, r, ctl.animator.busy() - {arrow})
    return p is not None and p.arrow == arrow and p.cell == head
