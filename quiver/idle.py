"""The game loop's sleep between frames (App.wait): paced at FPS while anything moves,
else asleep until an event or the next change something shows without input.

What wakes an idle loop, each at its own time and never polled for:

* a scene's `wake_at` (a caret's blink, the play HUD's clock, a lesson step whose arrow
  is gone moving on once its line was read);
* the toasts' `wake_at` (a toast's fade begins; the fade itself is animation);
* the music's `wake_at` (an effect's duck ends: the music comes back up; a piece has
  faded out: the next one starts);
* `WAKE`, an event a background thread posts when it has news (the leaderboard's
  client: a board fetched, a run sent).

Anything else that changes by itself (a build, the loading spinner, a fade, a pending
dead-end verdict) says so with `animating()` and gets paced frames. With nothing due
the loop still wakes every IDLE_CAP_MS: a signal (SIGTERM) is seen within a second.

The sleep itself: pygame-ce's `event.wait` polls SDL's queue every millisecond (about 2%
of a core in an X11 window, whatever its timeout); SDL's own SDL_WaitEventTimeout, asked
for no event, blocks on the display's connection (X11, Wayland, Windows, macOS) and
leaves the event queued for pygame. It is used where the window has a real display
(window._sdl finds the library pygame loaded); offscreen and dummy windows, which SDL
polls either way (and the tests, which stand in for `pygame.event.wait`), keep pygame's.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import math
from collections.abc import Iterable
from typing import Any

import pygame

from quiver import window as win

__all__ = ["IDLE_CAP_MS", "WAKE", "idle_wait_ms", "post_wake", "wait", "wake_times"]

IDLE_CAP_MS = 1000  # the longest idle sleep (was 250 ms, polling what the wakes now say)
WAKE = pygame.event.custom_type()  # a background thread's news: one more frame, nothing else


def idle_wait_ms(due: Iterable[float | None], now: float, longest: int = IDLE_CAP_MS) -> int:
    """How long the idle loop waits for an event: `longest` ms, or until the first time
    in `due` (a millisecond past it, so that frame sees the change; never 0, which
    pygame reads as no timeout)."""
    times = [t for t in due if t is not None]
    if not times:
        return longest
    return max(1, min(longest, math.ceil((min(times) - now) * 1000) + 1))


def wake_times(app: Any) -> list[float | None]:
    """Everything on screen's next change without input, on the app's clock."""
    now = app.clock()
    return [*(s.wake_at() for s in app.visible()), app.toasts.wake_at(), app.feedback.wake_at(now)]


def post_wake() -> None:
    """From any thread: wake the idle loop for one frame (no display: nothing to wake)."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE))


def wait(app: Any, fps: int) -> None:
    """Sleep until the next frame is due: paced at `fps` while animating, else until an
    event or the earliest wake (a minimised window: events and the sound's wake only, a
    second at most)."""
    if not app.realtime:
        return
    if app.minimised:  # asleep, but awake now and then for a signal (SIGTERM), and for the
        # music going silent before it pauses (audio.GATE: a second late, it clicked on)
        timeout = idle_wait_ms([app.feedback.wake_at(app.clock())], app.clock())
    elif app.animating() or app._pending or app.force_present or app.keys.active:
        if app._pace is None:
            app._pace = pygame.time.Clock()
        app._pace.tick(fps)
        return
    else:
        timeout = idle_wait_ms(wake_times(app), app.clock())
    ev = wait_event(timeout)
    if ev is not None and ev.type != WAKE:  # (a wake has done its work: the frame runs)
        app._pending.append(ev)


def wait_event(timeout: int) -> pygame.event.Event | None:
    """Block until an event comes or `timeout` ms pass. The event taken (pygame's wait),
    or None: none came, or SDL's wait left it queued for the frame's `event.get`."""
    sdl = _blocking_wait(pygame.display.get_driver() if pygame.display.get_init() else "")
    if sdl is not None:
        sdl.SDL_WaitEventTimeout(None, int(timeout))
        return None
    ev = pygame.event.wait(timeout)
    return None if ev.type == pygame.NOEVENT else ev


@functools.lru_cache(maxsize=4)
def _blocking_wait(driver: str) -> Any:
    """The SDL library whose SDL_WaitEventTimeout blocks for `driver`'s windows (None:
    pygame's wait; no library, or a driver SDL polls: offscreen, dummy)."""
    if driver in ("", "offscreen", "dummy"):
        return None
    sdl = win._sdl()
    if sdl is None or not hasattr(sdl, "SDL_WaitEventTimeout"):
        return None
    sdl.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
    sdl.SDL_WaitEventTimeout.restype = ctypes.c_int
    return sdl
