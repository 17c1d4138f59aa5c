"""Rotating arrows' heads easing a quarter turn after each move, in 3D and Flat 3D
(ADR 0007): pure math (numpy), no GL.

After a successful move the board's phase has advanced, so the meshes already draw each
rotating arrow with its new head and colour; while a turn plays, `HeadTurns.poses()`
says which heads to draw at an angle from their previous direction instead, and
`rotate` turns the head's vectors by that angle about the arrow's axis (right-hand
rule, as `quarter_turn` turns a direction).
"""

from __future__ import annotations

import math

import numpy as np

from quiver.engine.geometry import VEC3
from quiver.engine.turning import phase_dirs
from quiver.style.easing import ease_in_out

TURN_TIME = 0.26  # seconds, as the 2D view's quarter turn


def rotate(vectors: np.ndarray, axis: int, angle: float) -> np.ndarray:
    """`vectors` (..., 3) turned `angle` radians about the direction `axis` (Rodrigues)."""
    k = np.array(VEC3[axis], dtype=np.float32)
    v = np.asarray(vectors, dtype=np.float32)
    c, s = math.cos(angle), math.sin(angle)
    return (v * c + np.cross(k, v) * s + k * (v @ k)[..., None] * (1 - c)).astype(np.float32)


class HeadTurns:
    """The quarter turns playing now: arrow -> (direction before, axis, seconds in)."""

    def __init__(self, speed: float = 1.0, instant: bool = False) -> None:
        self.speed = speed
        self.instant = instant  # reduced motion: the heads jump to their new way
        self.turns: dict[int, tuple[int, int, float]] = {}

    def start(self, board) -> None:
        """A move has just been made on `board`: every rotating arrow left turns."""
        if self.instant:
            return
        for i, axis in board.turns.items():
            if i in board.alive:
                before = phase_dirs(board.arrows[i].dir, axis)[(board.phase - 1) % 4]
                self.turns[i] = (before, axis, 0.0)

    def update(self, dt: float) -> None:
        duration = TURN_TIME / self.speed
        self.turns = {i: (d, ax, t + dt) for i, (d, ax, t) in self.turns.items() if t + dt < duration}

    def finish(self) -> None:
        self.turns = {}

    @property
    def active(self) -> bool:
        return bool(self.turns)

    def poses(self) -> dict[int, tuple[int, int, float]]:
        """arrow -> (direction before, axis, angle turned so far in radians)."""
        duration = TURN_TIME / self.speed
        return {i: (d, ax, math.pi / 2 * ease_in_out(t / duration)) for i, (d, ax, t) in self.turns.items()}
