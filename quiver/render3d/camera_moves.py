"""Moving an orbit camera: the turning half of `OrbitCamera` (camera.py frames it and
makes its matrices). Turning is a turntable by default (`free = False`): drags and keys
change the yaw about the world's up axis and the pitch, clamped short of the poles
(`MAX_PITCH`), so the horizon never tilts; eased turns (Home, a hint) interpolate yaw and
pitch, so up stays up all the way. With `free = True` (the player's "free camera" setting)
drags and keys rotate about the camera's own axes (a quaternion trackball) and the view
goes over the poles. An eased turn also eases the zoom, and the pan back to the middle.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterable, Iterator

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.style.easing import ease_in_out

from .orient import X_AXIS, Y_AXIS, angles_of, angles_of_back, look_rotation, orientation

__all__ = ["CameraMoves"]

# An eased turn in progress: (from, to, zoom from, zoom to, elapsed, duration). A free
# camera slerps between rotations; a turntable eases (yaw, pitch) and ends on `rot` exactly.
_FreeTurn = tuple[glm.quat, glm.quat, float, float, float, float]
_TableTurn = tuple[tuple[float, float], tuple[float, float, glm.quat], float, float, float, float]


class CameraMoves:
    """Drags, keys, zooms and eased turns of an `OrbitCamera` (its base): they change its
    `rot`, `zoom` and `pan`, never its framing."""

    MIN_ZOOM = 0.3
    MAX_ZOOM = 3.0
    MAX_PITCH = 80.0  # degrees: a turntable stops short of the poles
    HINT_PITCH = 55.0  # degrees: a turn to a hint looks no steeper than this
    SHAFT_PITCH = 88.0  # degrees: a hint on a head down a shaft may look as steep (look_from)
    free = False  # True: a free trackball (rolls, goes over the poles)
    DRAG_SPEED = 1.0  # radians per viewport height of pointer travel, times pi
    KEY_SPEED = math.radians(100.0)  # radians per second while a rotate key is held
    turn_scale = 1.0  # eased turns (turn_to, look_from, reset) take this times their
    # duration: small with reduced motion, so they are near-instant

    # the camera's, read and written here (camera.py)
    rot: glm.quat
    home: glm.quat
    zoom: float
    pan: glm.vec3
    _pan_from: glm.vec3
    _turn: _FreeTurn | _TableTurn | None

    def angles(self) -> tuple[float, float]:  # pragma: no cover - OrbitCamera's
        raise NotImplementedError

    def zoom_to_show(self, rot: glm.quat, aspect: float) -> float:  # pragma: no cover - OrbitCamera's
        raise NotImplementedError

    def rotate_local(self, yaw_rad: float, pitch_rad: float) -> None:
        """Turn the view: positive pitch raises the eye, positive yaw moves it right round the
        target; a turntable about the world's up axis, pitch clamped; a free one about its own."""
        self._turn = None
        if self.free:
            q = self.rot * glm.angleAxis(yaw_rad, Y_AXIS) * glm.angleAxis(-pitch_rad, X_AXIS)
            self.rot = glm.normalize(q)
            return
        yaw, pitch = self.angles()
        self.rot = orientation(
            yaw + math.degrees(yaw_rad),  # no steeper than MAX_PITCH, or than a hint left it
            self._clamp_pitch(pitch + math.degrees(pitch_rad), max(self.MAX_PITCH, abs(pitch))),
        )

    def level(self) -> None:
        """Upright at once, the eye where it was (its pitch within MAX_PITCH): a free
        trackball's roll, or a view upside down over a pole, as the turntable has it."""
        yaw, pitch = self.angles()
        self._turn = None
        self.rot = orientation(yaw, self._clamp_pitch(pitch))

    def _clamp_pitch(self, pitch: float, limit: float | None = None) -> float:
        limit = self.MAX_PITCH if limit is None else limit
        return max(-limit, min(limit, pitch))

    def drag(self, dx: float, dy: float, viewport_height: float) -> None:
        """Pointer moved by (dx, dy) pixels (y down) with a button held: the shape turns
        with the pointer, as if grabbed (drag right: it turns right; drag down: its
        top comes toward you)."""
        k = math.pi * self.DRAG_SPEED / max(viewport_height, 1.0)
        self.rotate_local(-dx * k, dy * k)

    def zoom_by(self, factor: float) -> None:
        """factor < 1 moves closer."""
        self.zoom = min(self.MAX_ZOOM, max(self.MIN_ZOOM, self.zoom * factor))

    def reset(self, duration: float = 0.35) -> None:
        """Ease back to the home view and zoom."""
        self.turn_to(self.home, duration, zoom=1.0)

    def turn_to(self, rot: glm.quat, duration: float = 0.45, zoom: float | None = None) -> None:
        """Ease to a rotation (and optionally a zoom) over `duration` seconds (times
        `turn_scale`)."""
        duration *= self.turn_scale
        rot = glm.normalize(glm.quat(rot))
        if glm.dot(rot, self.rot) < 0:  # take the short way round
            rot = -rot  # type: ignore[operator]  # PyGLM stub lacks quat.__neg__
        z1 = self.zoom if zoom is None else zoom
        self._pan_from = glm.vec3(self.pan)  # (eased back to the middle)
        if duration <= 0:
            self.rot, self.zoom, self._turn, self.pan = rot, z1, None, glm.vec3(0.0)
            return
        if self.free:
            self._turn = (glm.quat(self.rot), rot, self.zoom, z1, 0.0, duration)
            return
        # a turntable eases yaw and pitch (the short way round), so it never rolls
        y0, p0 = self.angles()
        y1, p1 = angles_of(rot)
        y1 = y0 + ((y1 - y0 + 180.0) % 360.0 - 180.0)
        self._turn = ((y0, p0), (y1, p1, rot), self.zoom, z1, 0.0, duration)

    def look_from(
        self,
        direction: Iterable[float],
        duration: float = 0.45,
        aspect: float | None = None,
        pitch_limit: float | None = None,
    ) -> None:
        """Ease round so the eye lies in `direction` from the target, upright if possible
        and no steeper than `pitch_limit` degrees (None: HINT_PITCH). With the view's
        `aspect`, also zoom out as far as the shape needs to stay in view from
        there (`zoom_to_show`)."""
        d = glm.vec3(*direction)
        if glm.length(d) < 1e-6:
            return
        if self.free:
            rot = look_rotation(d, Y_AXIS)
        else:  # upright, and never straight down
            yaw, pitch = angles_of_back(glm.normalize(d))
            limit = self.HINT_PITCH if pitch_limit is None else min(pitch_limit, self.SHAFT_PITCH)
            rot = orientation(yaw, self._clamp_pitch(pitch, limit))
        self.turn_to(rot, duration, None if aspect is None else self.zoom_to_show(rot, aspect))

    @property
    def turning(self) -> bool:
        return self._turn is not None

    @property
    def turn_end(self) -> glm.quat | None:
        """The rotation the eased turn in progress ends at, the same object each frame of
        it (None: none is): which turn a caller began (lesson_fold.easing)."""
        if self._turn is None:
            return None
        end = self._turn[1]
        return end[2] if isinstance(end, tuple) else end

    @contextlib.contextmanager
    def at_turn_end(self) -> Iterator[None]:
        """Inside it the camera stands where its eased turn in progress ends (turned, zoomed,
        its pan back in the middle), no turn running; put back after: what the view from
        there shows, looked at before the turn gets there (lesson_fold.show_fold)."""
        turn = self._turn
        if turn is None:
            yield
            return
        kept, end = (self.rot, self.zoom, self.pan), turn[1]
        self.rot = end[2] if isinstance(end, tuple) else end
        self.zoom, self.pan, self._turn = turn[3], glm.vec3(0.0), None
        try:
            yield
        finally:
            (self.rot, self.zoom, self.pan), self._turn = kept, turn

    @contextlib.contextmanager
    def looking_from(self, direction: Iterable[float], aspect: float) -> Iterator[None]:
        """Inside it the camera stands where `look_from(direction, aspect=aspect)` would
        end, no turn running; put back after, as it was (its turn, if one ran, too): the
        view a turn would bring, looked at before it is begun (lesson_fold's pointer)."""
        kept = self.rot, self.zoom, self.pan, self._pan_from, self._turn
        try:
            self.look_from(direction, aspect=aspect)
            with self.at_turn_end():
                yield
        finally:
            self.rot, self.zoom, self.pan, self._pan_from, self._turn = kept

    def update(self, dt: float) -> None:
        if self._turn is None:
            return
        q0, q1, z0, z1, t, dur = self._turn
        t += dt
        s = ease_in_out(t / dur)
        self.zoom = z0 + (z1 - z0) * s
        self.pan = self._pan_from * (1.0 - min(1.0, s))
        if isinstance(q0, tuple) and isinstance(q1, tuple):  # turntable: yaw and pitch
            (y0, p0), (y1, p1, end) = q0, q1
            self.rot = end if t >= dur else orientation(y0 + (y1 - y0) * s, p0 + (p1 - p0) * s)
            self._turn = None if t >= dur else (q0, q1, z0, z1, t, dur)
        elif isinstance(q0, glm.quat) and isinstance(q1, glm.quat):  # free: slerp
            self.rot = glm.normalize(glm.slerp(q0, q1, s))
            self._turn = None if t >= dur else (q0, q1, z0, z1, t, dur)
