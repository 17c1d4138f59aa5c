"""A 3D lesson's zoom in (s396): from the home view the nearest zoom, the whole shape between
the top bar and the bubble (camera_input.LESSON_FILL), was about 8% nearer, and a press of +
there did nothing a player could see.

* The zoom step ("Scroll, pinch or press + to zoom") makes room first: the view backs out a
  little (to STAGE), so a press brings the shape a step closer that shows, where a cube still
  stands STAGE_LEAST px there (at 480x360 the tower is small already: it is left alone).
* A zoom in at the nearest bumps the view (render3d/zoom_bump.py), and the lesson says once
  why it goes no nearer (`say_limit`), out of the bubble's way (a toast keeps off it). The 2D
  lesson's limit (lesson_keep2d, s399) bumps and says so with the same bump and words.
"""

from __future__ import annotations

import math
import weakref
from typing import Any

from quiver.engine.modes import Mode
from quiver.game.lessons import Until

__all__ = ["LIMIT", "LIMIT_SHORT", "STAGE", "say_limit", "stage_zoom"]

STAGE = 1.15  # the zoom step's view backs out to this zoom: + then brings it 18% nearer, then 6% more,
OUT_ROOM = 0.1  # ... leaving - this much zoom out to the farthest (a zoom past 0.05 moves the step on)
STAGE_RATE = 1.015  # ... this much a frame (about 0.2 s), as keep_in_view backs out
STAGE_LEAST = 28  # px (at the HUD's scale) a cube of the shape keeps, backed out
LIMIT = "As close as it goes: the whole {} stays in view"
LIMIT_SHORT = "As close as it goes"
_STAGED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> (step, the zoom set; None: done)
_SAID: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> said (once a lesson)


def stage_zoom(coach: Any, play: Any) -> bool:
    """In the zoom step, back the view out towards STAGE a little each frame from where the
    step found it (at once with reduced motion). True while it does: the lesson's zoom, not
    the player's (lesson_view: no "zoomed" for it). A zoom or turn by the player meanwhile
    stops it where it is."""
    step, camera = (coach.stage, coach.step), play.ctl.camera
    got = _STAGED.get(coach)
    if got is None or got[0] != step:
        ok = coach.current.until == Until.ZOOMED and not camera.turning
        far = min(STAGE, _far(play)) if ok else 0.0
        got = _STAGED[coach] = (step, camera.zoom if camera.zoom < far and _room(play, far) else None)
    if got[1] is None or camera.zoom != got[1]:
        _STAGED[coach] = (step, None)
        return False
    far = min(STAGE, _far(play))
    zoom = min(far, camera.zoom * STAGE_RATE) if play.fx.motion else far
    camera.zoom = zoom
    _STAGED[coach] = (step, zoom if zoom < far else None)
    return True


def _far(play: Any) -> float:
    """The farthest the zoom step backs out to: OUT_ROOM short of the farthest zoom out."""
    from quiver.render3d.camera_input import far_zoom  # (numpy: a 3D lesson's)

    return far_zoom(play.ctl.camera, play.size[0] / max(1, play.size[1])) - OUT_ROOM


def _room(play: Any, zoom: float) -> bool:
    """A unit of the shape at its pivot is STAGE_LEAST px or more at `zoom` (as far as
    the zoom now shows it, scaled)."""
    camera, (w, h) = play.ctl.camera, play.size
    a, b = camera.project(camera.pivot, w, h), camera.project(camera.pivot + camera.up, w, h)
    return math.hypot(b[0] - a[0], b[1] - a[1]) * camera.zoom / zoom >= STAGE_LEAST * play.hud.u


def say_limit(coach: Any, play: Any, bump: Any = None) -> None:
    """A zoom in at the nearest (the 3D controller's bump count, or `bump`'s: the 2D lesson's,
    lesson_keep2d) says so, once a lesson."""
    if bump is None:
        bump = getattr(getattr(play.ctl, "input", None), "bump", None)  # (a stand-in's controller: none)
    if coach in _SAID or bump is None or not bump.count:
        return
    _SAID[coach] = True
    shape = "arrow" if play.flat_view else "block" if play.board.mode == Mode.FLAT else "shape"
    coach.ports.feedback.toast(LIMIT.format(shape), short=LIMIT_SHORT)
