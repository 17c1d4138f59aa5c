"""A blocked tap's marks over the 3D and Flat-3D views (render2d/fx.py: the ray from the
tapped head to the blocker and the ring on it) are drawn at window pixels, worked out
when the tap came. A stranger tapped a blocked arrow, then H: the view turned to the hint
and the ring hung in the air beside the shape for most of a second, over nothing. Once
the view has moved from where it stood when they were placed (a turn, a drag, a zoom),
they go (`Marks.update`); a lost heart, bursts and the win's confetti stay."""

from __future__ import annotations

import math
from typing import NamedTuple

from .lesson_pace import angle_between

__all__ = ["MOVED_DEG", "MOVED_ZOOM", "Marks", "moved"]

MOVED_DEG = 2.0  # a turn this many degrees moves a mark at a shape's edge several pixels
MOVED_ZOOM = 0.02  # ... as does a zoom by this share
MARKED = ("ray", "mark", "depth")  # the blocked tap's effects (render2d/fx.py Effects.blocked, .depth)


class Rotation(NamedTuple):
    """A copy of the camera's rotation quaternion (its own changes in place)."""

    w: float
    x: float
    y: float
    z: float


# a camera's pose: its rotation, its zoom, its orbit point (x, y, z), the window size
Pose = tuple


def pose_of(camera, size: tuple[int, int]) -> Pose:
    r, t = camera.rot, camera.pivot
    return Rotation(r.w, r.x, r.y, r.z), camera.zoom, (t.x, t.y, t.z), tuple(size)


def moved(a: Pose, b: Pose, radius: float) -> bool:
    """The view moved from `a` to `b` enough to carry a mark off what it marked: a turn
    of MOVED_DEG, a zoom by MOVED_ZOOM, its orbit point a fiftieth of the shape's
    `radius`, or another window size."""
    (qa, za, pa, sa), (qb, zb, pb, sb) = a, b
    return (
        angle_between(qa, qb) > MOVED_DEG
        or abs(zb / za - 1.0) > MOVED_ZOOM
        or math.dist(pa, pb) > radius / 50.0
        or sa != sb
    )


class Marks:
    """Keeps the pose the view stood in when the marks up were placed."""

    def __init__(self) -> None:
        self.last: Pose | None = None  # the pose at the end of the last update (taps come between)
        self.placed: Pose | None = None  # the pose the marks up were placed in

    def update(self, fx, pose: Pose, radius: float) -> None:
        """Once a frame, the view's `pose` now: the marks go where it moved from theirs."""
        if not set(MARKED) & fx.kinds():
            self.placed = None
        elif self.placed is None:
            self.placed = self.last if self.last is not None else pose
        if self.placed is not None and moved(self.placed, pose, radius):
            for kind in MARKED:
                fx.drop(kind)
            self.placed = None
        self.last = pose
