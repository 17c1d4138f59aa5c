"""The music's level moved between frames, for quiver/audio.py: a thread of its own.

    ramp = Ramp(move)   # move(): a step along the music's ramps; seconds till the next, or None
    ramp.wake()         # a ramp starts (an effect's duck, the gate, the hush): it moves till done
    ramp.close()        # the thread ended, its step under way done: the mixer may go

SDL_mixer takes the music's volume once a buffer (512 samples, 12 ms) and applies it as a
step. Moved only once a frame, a ramp either steps far at a slow frame (a click: s272) or,
its steps capped at audio_level.STEP (s282), lags so far that at 10 frames a second the
duck under an effect reached 0.69 of the volume, not DUCK's 0.45 (s294). The thread moves
it every TICK whatever the frame rate: the same ramp, in small steps, at 10 frames a
second as at 144. Without the thread (a driver nobody hears) the frame loop's tick moves
it; with it, the thread alone does (s301): the frame loop is not woken for a ramp
(Audio.wake_in), and a frame's step between the thread's made two in a buffer.

TICK was 10 ms against the mixer's 11.6 ms buffer: a buffer now and then took two steps,
the step from one buffer to the next up to 1.7 times the even one (the mute gate's 0.080
of full level, even 0.046: tools/audio_check.py --fades, "a buffer"). A buffer takes what
the last step before it set, so that step is the level's move over a buffer, give or take
a TICK: at 4 ms (on a schedule, not drifting late) 0.048, the duck's 0.044 (even 0.043),
at any frame rate (5 ms: 0.060; 2 ms: no better), for 250 steps a second while a ramp
moves: the thread's CPU about 0.3% of a core then (10 ms: 0.2%).
"""

from __future__ import annotations

import atexit
import functools
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any, TypeVar, cast

from quiver.audio_level import FRAME  # move()'s "a frame from now": a ramp moving

__all__ = ["TICK", "Ramp", "close_all", "locked", "pace"]

_M = TypeVar("_M", bound=Callable[..., Any])

TICK = 0.004  # seconds between steps while a ramp moves: a third of a mixer buffer (11.6 ms)
_running: weakref.WeakSet[Ramp] = weakref.WeakSet()  # the ramps whose thread runs: closed at exit


def pace(wait: float | None) -> float | None:
    """Seconds till the next step, given move()'s answer: a ramp moving (a frame or less)
    every TICK; held (the duck down while its effect plays) till it moves again; None: still."""
    if wait is None:
        return None
    return TICK if wait <= FRAME else wait


class Ramp:
    """Calls `move` every TICK from a daemon thread of its own while it says a ramp moves;
    the thread starts at the first wake() and waits for the next once all is still."""

    def __init__(self, move: Callable[[], float | None]) -> None:
        self._move = move
        self._woken = threading.Event()
        self._thread: threading.Thread | None = None
        self._closed = False

    def wake(self) -> None:
        """A ramp has started (call after changing what move() moves)."""
        if self._closed:
            return
        self._woken.set()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="quiver-music-ramp", daemon=True)
            _running.add(self)
            atexit.unregister(close_all)  # (once, after pygame's own: atexit runs it first, the
            atexit.register(close_all)  # mixer still up)
            self._thread.start()

    def _run(self) -> None:
        due: float | None = None  # the next step's time (None: still, till woken)
        while True:
            woken = self._woken.wait(None if due is None else max(0.0, due - time.monotonic()))
            self._woken.clear()  # (woken sooner: a new ramp, taken at once)
            if self._closed:
                return
            now = time.monotonic()  # (the next step a TICK from this one's due, not from its
            base = due if due is not None and not woken and now - due < TICK else now  # end: no drift)
            wait = pace(self._move())
            due = None if wait is None else base + wait

    def close(self, within: float = 1.0) -> None:
        """Stop the thread and wait for it (`within` seconds at most): a step under way is
        done before the caller shuts the mixer down (it set the music's volume after)."""
        self._closed = True
        self._woken.set()
        _running.discard(self)
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(within)


def close_all() -> None:
    """Close every ramp still running (at exit: pygame's quit, registered at its import,
    shut the mixer down while a thread left running could be setting the music's volume;
    the game's quit right after a tap, its duck still moving, left one so: s297)."""
    for ramp in list(_running):
        ramp.close()


def locked(method: _M) -> _M:
    """`method` run holding its object's `_lock` (the ramp's thread moves the same levels)."""

    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return cast(_M, run)
