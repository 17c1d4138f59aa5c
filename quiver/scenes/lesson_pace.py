"""How fast the lesson coach (quiver/scenes/coach.py) moves on: one press, one step at most.

Stranger playtest: held keys and Enter took a 3D lesson from step 1/4 to 4/4 with the
lines between unread. One Enter fired the arrow "This arrow folds over the edge" asked
for, and with it the blocker of the last blocked arrow: the next step ("Tap it and
see") had no arrow left and was skipped in the same moment. And a zoom key held from one
step into the next did the next step's work with its repeats, before its line was read.
"""

from __future__ import annotations

import math

import pygame

__all__ = ["SHOW_BEFORE_SKIP", "Pace", "angle_between", "game_turning"]

SHOW_BEFORE_SKIP = 2.0  # seconds a step whose arrow is gone still shows before it is skipped


class Pace:
    """When the current step began, and the keys pressed since (a repeat of any other key
    was held over from an earlier step: what it does is not this step's work)."""

    def __init__(self) -> None:
        self.since = 0.0
        self._fresh: set[int] = set()
        self._held_over = False

    def begin(self, now: float) -> None:
        """A step begins at `now`."""
        self.since, self._fresh, self._held_over = now, set(), False

    def see(self, event: pygame.event.Event) -> None:
        """Every event the play scene gets, before it acts on it."""
        if event.type != pygame.KEYDOWN:
            return
        if not getattr(event, "repeat", False):
            self._fresh.add(event.key)
        elif event.key not in self._fresh:  # held since an earlier step
            self._held_over = True

    def held_over(self) -> bool:
        """A held-over key acted since the last ask: the view it moved is where this step starts."""
        was, self._held_over = self._held_over, False
        return was

    def skip_at(self, now: float) -> float | None:
        """When may_skip turns True, while that is still to come (the idle loop wakes then:
        a step whose arrow is gone moves on on time, not up to a second late)."""
        due = self.since + SHOW_BEFORE_SKIP
        return due if due > now else None

    def may_skip(self, now: float) -> bool:
        """The step has shown long enough to be read (a step with no arrow left is skipped then)."""
        return now - self.since >= SHOW_BEFORE_SKIP


def game_turning(play) -> bool:
    """The 3D camera is easing round by itself (to a hint, home): the player is not turning it."""
    camera = getattr(getattr(play, "ctl", None), "camera", None)
    return bool(getattr(camera, "turning", False))


def angle_between(q0, q1) -> float:
    """Degrees between two camera rotations (PyGLM quaternions)."""
    dot = abs(q0.w * q1.w + q0.x * q1.x + q0.y * q1.y + q0.z * q1.z)
    return math.degrees(2 * math.acos(min(1.0, dot)))
