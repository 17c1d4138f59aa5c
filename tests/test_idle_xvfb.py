"""The idle loop's wait on a real X11 display (quiver/idle.py, s39; the rest of the idle
loop: tests/test_idle_wakes.py). A module of its own: only modules named *xvfb* start
an X server (tools/xvfb_run.py; tests/conftest.py holds them to one at a time)."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")
from quiver import idle

X11_WAIT = r"""
import threading
import pygame
from quiver import idle
pygame.display.init()
pygame.display.set_mode((200, 150))
pygame.event.get()
assert idle._blocking_wait(pygame.display.get_driver()) is not None, pygame.display.get_driver()
assert idle.wait_event(30) is None  # nothing came: the timeout
threading.Timer(0.05, idle.post_wake).start()
assert idle.wait_event(idle.IDLE_CAP_MS) is None  # woken, the event left queued:
assert idle.WAKE in [e.type for e in pygame.event.get()]  # for the frame's event.get
print("ok", pygame.display.get_driver())
"""


@pytest.mark.slow
def test_a_real_display_s_idle_wait_blocks_in_sdl_and_leaves_the_event_queued(tmp_path):
    """In an X11 window pygame's wait polled the queue every millisecond (about 2% of a
    core idle); SDL's own wait blocks on the display and leaves the event for pygame."""
    import os
    import subprocess
    import sys

    from test_app_xvfb import NO_XVFB, XVFB_RUN

    if NO_XVFB:
        pytest.skip("no Xvfb")
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env["QUIVER_HOME"] = str(tmp_path)
    run_it = subprocess.run(
        [*XVFB_RUN, sys.executable, "-c", X11_WAIT],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert run_it.returncode == 0 and "ok x11" in run_it.stdout, run_it.stdout + run_it.stderr
    assert idle._blocking_wait("offscreen") is None and idle._blocking_wait("dummy") is None
