"""Camera orientations as quaternions (glm): a turntable's (yaw, pitch) and back, and a
rotation that looks along a direction (render3d/camera.py's OrbitCamera turns with these)."""

from __future__ import annotations

import math

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

__all__ = ["X_AXIS", "Y_AXIS", "Z_AXIS", "angles_of", "angles_of_back", "look_rotation", "orientation"]

X_AXIS = glm.vec3(1, 0, 0)
Y_AXIS = glm.vec3(0, 1, 0)
Z_AXIS = glm.vec3(0, 0, 1)


def orientation(yaw_deg: float, pitch_deg: float) -> glm.quat:
    """The camera rotation that views the target from `yaw` degrees round the y axis
    (toward +x) and `pitch` degrees above the horizon, upright. (0, 0) looks down -z."""
    return glm.angleAxis(math.radians(yaw_deg), Y_AXIS) * glm.angleAxis(-math.radians(pitch_deg), X_AXIS)


def look_rotation(back: glm.vec3, up_hint: glm.vec3 = Y_AXIS) -> glm.quat:
    """A camera rotation whose +z (from the target toward the eye) is `back`, keeping the
    camera's up as close to `up_hint` as possible."""
    z = glm.normalize(glm.vec3(back))
    up = glm.vec3(up_hint)
    if glm.length(glm.cross(up, z)) < 1e-3:  # looking straight along the hint
        up = Z_AXIS if abs(z.y) > 0.5 else Y_AXIS
        if glm.length(glm.cross(up, z)) < 1e-3:
            up = X_AXIS
    x = glm.normalize(glm.cross(up, z))
    y = glm.cross(z, x)
    columns = glm.mat3(x, y, z)  # type: ignore[call-overload]  # PyGLM stub lacks mat3(col, col, col)
    return glm.normalize(glm.quat_cast(columns))


def angles_of_back(b: glm.vec3) -> tuple[float, float]:
    """(yaw, pitch) in degrees of an eye direction (unit vector from target to eye)."""
    pitch = math.degrees(math.asin(max(-1.0, min(1.0, b.y))))
    yaw = math.degrees(math.atan2(b.x, b.z)) if abs(b.y) < 1.0 - 1e-9 else 0.0
    return yaw, pitch


def angles_of(rot: glm.quat) -> tuple[float, float]:
    return angles_of_back(rot * Z_AXIS)  # type: ignore[arg-type]  # PyGLM stub: quat * vec3 is a vec3
