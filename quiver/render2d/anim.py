"""Arrow animations as plain timelines (no drawing): where a moving arrow is at time t.

A leaving arrow slides head-first along its own cells and then along its ray, off the
board: `LeaveAnim.offset()` is how many cells it has moved. A blocked arrow travels to
its blocker until its tip presses a little into the blocker's drawn edge (the smack),
recoils a little past home and settles.
"""

from __future__ import annotations

import enum
import math
from typing import ClassVar

from quiver.engine.modes import Turn
from quiver.style.easing import ease_in, ease_in_out, ease_out

from .tiles import BODY, HEAD_TIP

LEAVE_MIN, LEAVE_MAX = 0.30, 0.60


def leave_duration(distance: float, speed: float = 1.0) -> float:
    """0.3 s for a short hop up to 0.6 s for a long flight, divided by `speed`."""
    return min(LEAVE_MAX, max(LEAVE_MIN, 0.28 + 0.008 * distance)) / speed


class AnimKind(enum.StrEnum):
    """Which animation: an arrow leaving, bouncing off its blocker, or turning."""

    LEAVE = "leave"
    BOUNCE = "bounce"
    TURN = "turn"


class Timeline:
    """An animation `duration` seconds long: `update(dt)` moves its clock `t` on (and
    reports nothing happening), `done` once it has run its time."""

    kind: ClassVar[AnimKind]

    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def update(self, dt: float) -> list[str]:
        self.t += dt
        return []


class LeaveAnim(Timeline):
    kind: ClassVar[AnimKind] = AnimKind.LEAVE

    def __init__(self, arrow: int, path, distance: float, speed: float = 1.0, still: bool = False) -> None:
        """`still` (reduced motion): the arrow fades where it stands over the flight's own
        time, so the board clears at the pace it does with motion (s216: it flew 2.5x as
        fast, a quicker sweep rather than none, and the board cleared sooner to the eye)."""
        super().__init__(leave_duration(distance, 1.0 if still else speed))
        self.arrow = arrow
        self.path = path
        self.distance = distance
        self.still = still

    def offset(self) -> float:
        return 0.0 if self.still else self.distance * ease_in(self.t / self.duration)

    def opacity(self) -> float:
        """1 drawn whole .. 0 gone: a still leave fades out, a flight stays whole."""
        return 1.0 - ease_in(min(1.0, self.t / self.duration)) if self.still else 1.0  # (as a flight's ease)


# From the side of the blocker's cell facing the bounced arrow to the blocker's drawn
# edge: its body band (any cell but a head pointing back at the bounced arrow), or the
# tip of a head pointing back at it (head on).
BODY_EDGE = (1 - BODY) / 2
TIP_EDGE = 0.5 - HEAD_TIP
PRESS = 0.08  # how far the tip presses into the blocker's edge: a touch, not a pass through
RECOIL = 0.12  # how far the arrow springs back past home (its tail stays in its own cell)
SETTLE = 0.08  # seconds (normal speed) from the recoil back home


def bounce_reach(gap: int, head_on: bool = False) -> float:
    """Cells the head centre travels to press its tip PRESS into the blocker's edge, the
    blocker's cell `gap` cells past the head's (s103: it stopped 0.14 cell past home,
    short of a blocker's body band, so a blocked tap with no gap barely moved)."""
    return gap + 0.5 + (TIP_EDGE if head_on else BODY_EDGE) - HEAD_TIP + PRESS


class BounceAnim(Timeline):
    """Forward to the blocker, a short smack, back past home a little, home. `update`
    reports 'smack' once. `head_on`: the blocker's head points back at the arrow."""

    kind: ClassVar[AnimKind] = AnimKind.BOUNCE
    HOLD = 0.06

    def __init__(
        self,
        arrow: int,
        path,
        gap: int,
        blocker: int,
        cell: int,
        speed: float = 1.0,
        head_on: bool = False,
    ) -> None:
        self.arrow = arrow
        self.path = path
        self.blocker = blocker
        self.cell = cell
        self.reach = bounce_reach(gap, head_on)
        self.t_fwd = min(0.28, 0.09 + 0.022 * gap) / speed
        self.t_hold = self.HOLD / speed
        self.t_back = min(0.30, 0.15 + 0.02 * gap) / speed
        self.t_settle = SETTLE / speed
        super().__init__(self.t_fwd + self.t_hold + self.t_back + self.t_settle)
        self.smacked = False

    def update(self, dt: float) -> list[str]:
        super().update(dt)
        if not self.smacked and self.t >= self.t_fwd:
            self.smacked = True
            return ["smack"]
        return []

    def offset(self) -> float:
        t = self.t
        if t < self.t_fwd:
            return self.reach * ease_in(t / self.t_fwd)
        t -= self.t_fwd
        if t < self.t_hold:
            return self.reach - 0.05 * (t / self.t_hold)
        t -= self.t_hold
        if t < self.t_back:  # back past home to the recoil
            return (self.reach - 0.05) - (self.reach - 0.05 + RECOIL) * ease_out(t / self.t_back)
        t -= self.t_back
        return -RECOIL * (1 - ease_in_out(min(1.0, t / self.t_settle)))


TURN_TIME = 0.26  # seconds for a rotating arrow's quarter turn (normal speed)


class TurnAnim(Timeline):
    """A rotating arrow's head easing a quarter turn after a move (ADR 0007): `angle()`
    goes from `start` to `start + delta` radians."""

    kind: ClassVar[AnimKind] = AnimKind.TURN

    def __init__(self, arrow: int, start: float, delta: float, speed: float = 1.0) -> None:
        super().__init__(TURN_TIME / speed)
        self.arrow = arrow
        self.start, self.delta = start, delta

    @classmethod
    def quarter(cls, arrow: int, start: float, turn: str | None, speed: float = 1.0) -> TurnAnim:
        """A quarter turn the way `turn` says: on screen (y down) clockwise grows the angle."""
        return cls(arrow, start, math.pi / 2 if turn == Turn.CW else -math.pi / 2, speed)

    def angle(self) -> float:
        return self.start + self.delta * ease_in_out(self.t / self.duration)
