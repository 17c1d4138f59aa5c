"""A zoom in at the nearest zoom answers with a bump: the view springs a little closer
and back (s396: in a lesson + at the limit did nothing a player could see). Pure math on
the camera's zoom; camera_input.CameraController starts it and steps it each frame.

The bump dips the zoom BUMP below where it rests, fast in and slower back out, over
BUMP_TIME seconds; whatever else moves the zoom meanwhile (a zoom out, a turn kept in
reach) takes over and the bump is dropped, the zoom left where that put it."""

from __future__ import annotations

import math

__all__ = ["BUMP", "BUMP_TIME", "ZoomBump", "bump_shape"]

BUMP = 0.025  # the share of the zoom the view springs in by (2-3 px of a lesson's shape edge)
BUMP_TIME = 0.3  # seconds, in and back


def bump_shape(u: float) -> float:
    """0 to 1 and back as `u` goes 0 to 1: at its height a quarter of the way (quick in),
    easing back after."""
    if not 0.0 < u < 1.0:
        return 0.0
    return math.sin(math.pi * math.sqrt(u))


class ZoomBump:
    """One camera's bump: `start` at the limit, `step` each frame (True while it moves)."""

    def __init__(self) -> None:
        self.count = 0  # bumps asked for (a press at the limit): the lesson says so once (lesson_zoom)
        self._run: tuple[float, float, float] | None = None  # (the zoom it rests at, its age, the zoom set)

    @property
    def active(self) -> bool:
        return self._run is not None

    def start(self, camera, spring: bool) -> None:
        """A zoom in found the camera at its nearest: count it, and bump where `spring`
        (not with reduced motion) and none runs (a key's repeats do not start it again)."""
        self.count += 1
        if spring and self._run is None:
            self._run = (camera.zoom, 0.0, camera.zoom)

    def step(self, camera, dt: float) -> bool:
        """Move the bump on by `dt` seconds; True where it changed the zoom."""
        if self._run is None:
            return False
        rest, age, last = self._run
        if camera.zoom != last:  # (moved by something else: that stands)
            self._run = None
            return False
        age += dt
        zoom = rest * (1.0 - BUMP * bump_shape(age / BUMP_TIME))
        self._run = (rest, age, zoom) if age < BUMP_TIME else None
        camera.zoom = zoom if self._run is not None else rest
        return True
