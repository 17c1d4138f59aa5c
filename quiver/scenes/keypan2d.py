"""A held arrow key pans the 2D board smoothly, a little each frame (s368).

A press pans the board three cells at once (pointer2d.BoardPointer2D.view_key). Held,
the key's repeats (input_repeat.KeyRepeat, 25 a second, at most three a frame) each moved
it three cells more: at 60 frames a second a jump of three cells every other frame, and
on a slow frame up to nine cells at once (a stranger on a 40x50 Custom board at 1920x1080
in software GL: 8.6 frames a second, 115 px a frame). Now the repeats only say the key is
still held: the board glides SPEED a second (of the board area's shorter side, at least
MIN_CELLS cells), moved each frame by the time since the last one, so the same distance a
second at any frame rate, in steps that shrink as frames come faster. A frame late by
more than STALL moves as one STALL long (no leap after a stall). Held on, it speeds up
evenly to TOP times SPEED over RAMP seconds (at SPEED alone a 50-row board took some 3 s to
cross; a short hold still moves gently), each frame's move the exact distance its time
covers on that ramp, so frame rate still changes nothing. The glide ends when the
key comes up (`let_go`), another key pans, or no repeat came for GRACE seconds (the key
went up unseen: the window lost its focus, another screen took it).
"""

from __future__ import annotations

from typing import Any

SPEED = 0.6  # the board area's shorter side, a second
MIN_CELLS = 6.0  # cells a second at the least (a small window's short side is few cells)
STALL = 0.2  # the most seconds one frame's move counts
GRACE = 0.1  # seconds a glide goes on after the last repeat seen (KeyRepeat: 0.04 apart)
TOP = 2.0  # the speed a long hold reaches, in SPEEDs
RAMP = 1.0  # seconds held until it does


def distance(held: float) -> float:
    """How far a glide has gone `held` seconds in, in seconds' worth of its first speed:
    the integral of a speed rising evenly from 1 to TOP over RAMP seconds, then level."""
    t = max(0.0, held)
    ramp = min(t, RAMP)
    return t + (TOP - 1) * (ramp * ramp / (2 * RAMP) + (t - ramp))


def speed(view: Any) -> float:
    """Pixels a second a held key pans `view` (render2d.view.BoardView) as it starts to
    glide (TOP times it once held RAMP seconds)."""
    _, _, w, h = view.area
    return max(MIN_CELLS * view.cell, SPEED * min(w, h))


class KeyGlide:
    """The held arrow key's glide: `press` (a fresh press), `held` (each repeat),
    `let_go` (its key up), `step` (each frame: the move due, in px)."""

    def __init__(self) -> None:
        self.key: int | None = None
        self.way = (0, 0)  # the view's move, -1 / 0 / 1 on each axis
        self.gliding = False
        self.seen = 0.0  # when the last repeat came
        self.last = 0.0  # when the glide last moved
        self.start = 0.0  # when the glide began (its speed ramps from there)

    def press(self, key: int, way: tuple[int, int]) -> None:
        """A fresh press of `key` (its step taken at once by the caller): no glide until
        its first repeat."""
        self.key, self.way, self.gliding = key, way, False

    def held(self, key: int, way: tuple[int, int], now: float) -> None:
        """A repeat of `key` at `now`: the glide starts (from now) or goes on."""
        if not self.gliding or key != self.key:
            self.key, self.way, self.gliding, self.last, self.start = key, way, True, now, now
        self.seen = now

    def let_go(self, key: int | None = None) -> None:
        """`key` came up (None: any): its glide ends."""
        if key is None or key == self.key:
            self.key, self.gliding = None, False

    def step(self, now: float, px_per_s: float) -> tuple[float, float]:
        """The move (dx, dy) px due at `now`, at `px_per_s`; (0, 0) when not gliding."""
        if not self.gliding:
            return 0.0, 0.0
        if now - self.seen > GRACE:
            self.let_go()
            return 0.0, 0.0
        since = min(STALL, max(0.0, now - self.last))  # (a stall counts as STALL long)
        self.start += max(0.0, now - self.last) - since  # (... and the ramp waits through it)
        d = (distance(now - self.start) - distance(now - self.start - since)) * px_per_s
        self.last = now
        return self.way[0] * d, self.way[1] * d
