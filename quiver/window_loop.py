"""The game loop's ties to the system (window.py's other half): frame after frame until the
game quits, SIGTERM quitting within a second, CI's smoke timer, and which keys are held."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator
from typing import Any, Protocol

import pygame


class Terminated(BaseException):
    """SIGTERM arrived in the middle of a frame (not an Exception: nothing catches it)."""


class _Loop(Protocol):
    _in_frame: bool
    running: bool

    def quit(self, code: int = 0) -> None: ...
    def step(self) -> None: ...
    def wait(self) -> None: ...


def run_frames(loop: _Loop) -> None:
    """Frame after frame until the game quits (SIGTERM included)."""
    with quit_on_sigterm(loop):
        try:
            while loop.running:
                loop._in_frame = True
                loop.step()
                loop._in_frame = False
                if loop.running:
                    loop.wait()
        except Terminated:  # SIGTERM during a slow frame: that frame is left unfinished
            pass


def quit_after_smoke_seconds(started: float) -> None:
    """CI's start-up check (QUIVER_SMOKE_SECONDS): a real window that closes itself, exit
    0; counted from `started` (start-up), so loading a big board is not extra time."""
    smoke = os.environ.get("QUIVER_SMOKE_SECONDS")
    if smoke:
        try:
            left = float(smoke) - (time.monotonic() - started)
            pygame.time.set_timer(pygame.QUIT, max(1, int(left * 1000)), loops=1)
        except (ValueError, OverflowError):
            pass


@contextlib.contextmanager
def quit_on_sigterm(app: _Loop) -> Iterator[None]:
    """While the loop runs, SIGTERM quits the game within a second: between frames it ends
    the loop (waits are at most a second), during a slow frame it leaves that frame."""
    if not hasattr(signal, "SIGTERM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: Any) -> None:
        app.quit(0)
        if app._in_frame:
            raise Terminated

    old = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        app._in_frame = False
        signal.signal(signal.SIGTERM, old)


def key_held(key: int) -> bool:
    """Whether `key` is down on the keyboard now (False where pygame cannot say)."""
    try:
        return bool(pygame.key.get_pressed()[key])
    except (pygame.error, IndexError):
        return False
