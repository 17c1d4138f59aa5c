"""A blocked tap seen end-on in the 3D and Flat-3D views: the arrow flew straight at the
camera or straight away from it, so its ray, head to hit, is a dot (or, moved by
blocked_shown._end_on, a short stub to where the blocker shows). A stranger could not
tell the blocker lay in front of the tapped arrow or behind it, and the ring on one arrow
of a dense solid was easy to miss (s353).

End-on, three cues join the ray and the ring: a dotted arc bowed off the ray, from the
tapped arrow to the blocker (the line a view from the side would show, turned out of the
axis), a halo round the ring that closes in on the blocker (reduced motion: it stands
still), and a toast that names it ("Blocked by the arrow behind it"). Seen from the side,
none of them: the ray says it all there. A tapped arrow wholly hidden behind its blocker
(no cell of it in sight: its ray a dot) gets its arc too, from where it lies (s375)."""

from __future__ import annotations

import math
from typing import Any

from quiver.render2d.fx_depth import ARC_MIN

from .blocked_shown import END_ON

__all__ = ["BEHIND", "END_ON_DEG", "FRONT", "depth_of", "mark_depth"]

END_ON_DEG = 30.0  # a flight this near the line of sight shows its ray at half its length or less
BEHIND = ("Blocked by the arrow behind it", "Blocked from behind")
FRONT = ("Blocked by the arrow in front of it", "Blocked from in front")
SAY_SECONDS = 2.5  # the toast: a glance, gone before the next few taps


def depth_of(scene: Any, res: Any) -> str | None:
    """Where blocked shot `res` stands seen end-on: "behind" where it flew away from the eye
    within END_ON_DEG of its line of sight (the blocker behind the tapped arrow), "front"
    where it flew at the eye (the blocker in front of it); None otherwise, or no hit cell."""
    if res.cell is None or res.blocker is None:
        return None
    cam, (w, h) = scene.ctl.camera, scene.size
    head, hit = scene.head_point(res.arrow, res.end), scene.ctl.cell_point(res.cell)
    eye = cam.eye(w / max(h, 1))
    sight = [a - b for a, b in zip(head, (eye.x, eye.y, eye.z), strict=False)]
    flight = [a - b for a, b in zip(hit, head, strict=False)]
    ns, nf = math.hypot(*sight), math.hypot(*flight)
    if ns < 1e-9 or nf < 1e-9:
        return None
    cos = sum(a * b for a, b in zip(sight, flight, strict=False)) / (ns * nf)
    if abs(cos) < math.cos(math.radians(END_ON_DEG)):
        return None
    return "behind" if cos > 0 else "front"


def mark_depth(scene: Any, res: Any, head: tuple, impact: tuple) -> str | None:
    """The end-on cues of blocked shot `res` whose marks stand at `head` and `impact`
    (window pixels, where blocked_shown put them): the arc and the halo (fx "depth"),
    and the toast, the one before it withdrawn (no toast in a lesson: its bubble talks).
    Returns "behind", "front", or None (not end-on: nothing added)."""
    depth = depth_of(scene, res)
    if depth is None:
        return None
    scene.fx.depth(_arc_from(scene, head, impact), impact, depth)
    said, (text, short) = getattr(scene, "depth_said", None), BEHIND if depth == "behind" else FRONT
    feedback = scene.feedback
    if said and said != text:
        feedback.withdraw(said)
    if getattr(scene, "coach", None) is None and not scene.session.over:
        if said == text:
            feedback.withdraw(said)  # (said again: it stands its time again, not twice)
        feedback.toast(text, seconds=SAY_SECONDS, short=short)
        scene.depth_said = text
    return depth


def _arc_from(scene: Any, head: tuple, impact: tuple) -> tuple[float, float]:
    """Where the arc starts: at `head`, or, the ray still a dot under the ring (a tapped
    arrow wholly hidden behind its blocker and lying straight along the line of sight:
    nothing of it to start from, s375), END_ON off the ring the way its head lies from it
    (straight on: away from the window's middle), so the arc loops out of the ring and
    back into it, bowed toward the middle, and reads as a visible arrow's does."""
    k = scene.fx.scale
    dx, dy = head[0] - impact[0], head[1] - impact[1]
    n = math.hypot(dx, dy)
    if n >= ARC_MIN * k:
        return head
    if n < 1.0:
        w, h = scene.size
        dx, dy = impact[0] - w / 2, impact[1] - h / 2
        n = math.hypot(dx, dy)
        dx, dy, n = (dx, dy, n) if n >= 1.0 else (0.0, -1.0, 1.0)
    return impact[0] + dx / n * END_ON * k, impact[1] + dy / n * END_ON * k
