"""The timeline of a fired arrow, shared by the 3D mode (`anim`) and Flat 3D (`flat_anim`)
so both feel the same. Pure math, no GL.

* left: it accelerates out (LEAVE_V0, LEAVE_ACCEL) until it has travelled `end_s`,
  shrinking once it has passed `clear`.
* blocked: it travels `reach` (to the blocker, plus a small overshoot: the smack) in
  `t_hit`, the blocker shakes, and it eases back to where it was over BOUNCE_TIME.

`Flight` (a dataclass) is the clock and motion of one arrow; each mode's fire animation
holds one (`anim.flight`) and adds the geometry (`pieces()`). `FlightAnimator` holds every
arrow in flight; each mode's animator adds `fire` and `instances`.

The player's settings reach an animator through `FlightAnimator.configure`: its `speed`
(> 1 with reduced motion: every flight takes `duration / speed` seconds, `seconds`), the
direction colours of the arrows it flies (`palette`, linear RGB, row = direction; None:
`mesh.PALETTE`) and whether a hit blocker shakes (`shake_on`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

import numpy as np

from quiver.style.easing import ease_out_cubic

__all__ = [
    "BLOCK_SPEED",
    "BOUNCE_TIME",
    "LEAVE_ACCEL",
    "LEAVE_V0",
    "OVERSHOOT",
    "SHAKE_TIME",
    "SMACK_TINT",
    "Fired",
    "Flight",
    "FlightAnimator",
]

SMACK_TINT = np.array([1.0, 0.08, 0.05], dtype=np.float32)
OVERSHOOT = 0.18  # how far the tip goes into the blocker at the smack
LEAVE_V0 = 8.0  # cells per second at the start of a leave
LEAVE_ACCEL = 70.0  # cells per second^2
BLOCK_SPEED = 15.0  # cells per second toward the blocker
BOUNCE_TIME = 0.34
SHAKE_TIME = 0.35


@dataclass
class Flight:
    """One arrow's clock and motion along its path, the state both modes share: a fired
    arrow (`anim.FireAnim`, `flat_anim.FlatFireAnim`) holds one and adds the geometry.

    A leave travels `end_s` (cells of path), shrinking once past `clear`; a blocked shot
    travels `reach` to the smack and back. `dvec` is the unit direction (the blocker
    shakes along it)."""

    left: bool
    dvec: np.ndarray
    clear: float = 0.0  # leave: travel at which the tail is out of the shape
    end_s: float = 0.0  # leave: travel at which the flight ends
    reach: float = 0.0  # blocked: travel at the smack
    speed: float = 1.0  # > 1 plays faster (reduced motion)
    shrink: float = 5.5  # travel over which a leaving arrow shrinks away, once clear
    shake_amplitude: float = 0.16  # the blocker's shake (world units)
    t: float = 0.0  # flight time so far (at speed 1)
    smacked: bool = False
    duration: float = field(init=False)
    t_hit: float = field(init=False)  # blocked: when the smack happens

    def __post_init__(self) -> None:
        if self.left:
            # s = v0 t + a t^2 / 2  ->  time to reach end_s
            a, v0 = LEAVE_ACCEL, LEAVE_V0
            self.t_hit = math.inf
            self.duration = (-v0 + math.sqrt(v0 * v0 + 2 * a * self.end_s)) / a
        else:
            self.t_hit = max(0.07, self.reach / BLOCK_SPEED)
            self.duration = self.t_hit + BOUNCE_TIME

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def seconds(self) -> float:
        """How long the whole flight takes on the clock (`duration` at this `speed`)."""
        return self.duration / self.speed

    def update(self, dt: float) -> list[str]:
        """Advance; returns the events that happened ('smack', 'done')."""
        events = []
        self.t = min(self.duration, self.t + dt * self.speed)
        if not self.left and not self.smacked and self.t >= self.t_hit:
            self.smacked = True
            events.append("smack")
        if self.done:
            events.append("done")
        return events

    def travel(self) -> float:
        """How far (cells of path) the arrow has moved."""
        t = self.t
        if self.left:
            return min(self.end_s, LEAVE_V0 * t + 0.5 * LEAVE_ACCEL * t * t)
        if t <= self.t_hit:
            u = t / self.t_hit
            return self.reach * u * u
        return self.reach * (1.0 - ease_out_cubic((t - self.t_hit) / BOUNCE_TIME))

    def scale(self) -> float:
        """Cross-section scale: 1 until a leaving arrow is clear of the shape, then shrinking."""
        if not self.left:
            return 1.0
        return float(min(1.0, max(0.0, 1.0 - (self.travel() - self.clear) / self.shrink)))

    def tint(self) -> float:
        """0..1: how red the arrow glows (right after a smack)."""
        if self.left or self.t < self.t_hit:
            return 0.0
        return float(max(0.0, 1.0 - (self.t - self.t_hit) / 0.3)) * 0.55

    def shake(self) -> np.ndarray | None:
        """Offset of the blocker (world units) while it shakes after the smack."""
        if self.left or not self.smacked:
            return None
        u = self.t - self.t_hit
        if u > SHAKE_TIME:
            return None
        return self.dvec * (self.shake_amplitude * math.exp(-u * 9.0) * math.sin(u * 55.0))


class Fired(Protocol):
    """What an animator keeps of a fired arrow (both modes' fire animations have these)."""

    arrow: int
    dir: int  # the direction it flies (a two-headed arrow: the end fired)
    blocker: int | None
    color: np.ndarray  # its direction's colour (linear RGB)
    flight: Flight


A = TypeVar("A", bound=Fired)


class FlightAnimator(Generic[A]):
    """Every fired arrow in flight; the renderer draws `instances()` each frame (a subclass
    provides it, and `fire`, which builds a flight and passes it to `start`)."""

    def __init__(self, speed: float = 1.0, palette: np.ndarray | None = None, shake_on: bool = True) -> None:
        self.anims: list[A] = []
        self.speed = speed  # > 1 plays faster (reduced motion)
        self.palette = palette  # direction colours (linear); None: mesh.PALETTE
        self.shake_on = shake_on  # False: a hit blocker stays still (reduced motion)

    def configure(
        self, speed: float | None = None, palette: np.ndarray | None = None, shake_on: bool | None = None
    ) -> None:
        """Change the speed, colours or shake (None: keep); arrows already in flight
        follow at once."""
        if speed is not None:
            self.speed = speed
            for a in self.anims:
                a.flight.speed = speed
        if palette is not None:
            self.palette = palette
            for a in self.anims:
                a.color = self.tint(a, palette)
        if shake_on is not None:
            self.shake_on = shake_on

    def tint(self, anim: A, palette: np.ndarray) -> np.ndarray:
        """The colour `anim` flies in with `palette`: its direction's."""
        return palette[anim.dir]

    def start(self, anim: A) -> A:
        self.anims.append(anim)
        return anim

    @property
    def active(self) -> bool:
        return bool(self.anims)

    def busy(self) -> set[int]:
        """Arrows that are moving (not tappable until they are back)."""
        return {a.arrow for a in self.anims}

    def hidden(self) -> list[int]:
        """Arrows still on the board whose resting instances are replaced by moving ones."""
        return [a.arrow for a in self.anims if not a.flight.left]

    def update(self, dt: float) -> list[tuple[str, A]]:
        events: list[tuple[str, A]] = []
        for a in self.anims:
            events.extend((e, a) for e in a.flight.update(dt))
        self.anims = [a for a in self.anims if not a.flight.done]
        return events

    def shake(self) -> tuple[int, np.ndarray] | None:
        """(blocker arrow, offset) of the first blocker shaking now, or None (always
        None with the shake off)."""
        if not self.shake_on:
            return None
        for a in self.anims:
            off = a.flight.shake()
            if off is not None and a.blocker is not None:
                return a.blocker, off
        return None

    def finish(self) -> None:
        """Jump every animation to its end."""
        self.anims = []
