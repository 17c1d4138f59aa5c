"""Helpers shared by the tests that drive the real app loop with an injected clock."""

from __future__ import annotations


class FakeClock:
    """A clock the test moves by hand (`clock.t += dt`); the app reads it as time."""

    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def run(app, frames: int = 1) -> None:
    """Step the app `frames` times, 1/60 s of its FakeClock apart."""
    for _ in range(frames):
        app.clock.t += 1 / 60
        app.step()
