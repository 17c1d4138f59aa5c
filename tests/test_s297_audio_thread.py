"""s297: the music's ramp thread (audio_ramp, s294) and the frame thread that shares its levels.

- Audio.wake_in (the frame loop's, every frame) read the duck's and the gates' state
  without the lock the thread moves them under: Duck.aim reads `until` twice, so the thread
  ending the hold between the two reads made it min(now, None), a TypeError in the frame.
- Ramp.close did not wait for the thread: a step under way still called the mixer after
  it; and nothing closed a ramp at exit (the game never closes its audio), so pygame's
  quit, at exit, shut the mixer down while the thread could be setting the music's volume.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from test_s122_duck_ramp import Short  # noqa: E402


class Watched:
    """A duck or gate whose every use checks that the audio's lock is held."""

    def __init__(self, inner, lock, uses):
        self._inner, self._lock, self._uses = inner, lock, uses

    def __getattr__(self, name):
        got = getattr(self._inner, name)
        if not callable(got):
            self._uses.append((name, self._lock._is_owned()))
            return got

        def call(*a, **k):
            self._uses.append((name, self._lock._is_owned()))
            return got(*a, **k)

        return call


class Music:
    def __getattr__(self, name):
        return lambda *a, **k: None


def test_every_use_of_the_ramps_from_the_frame_thread_holds_the_lock(monkeypatch):
    import quiver.audio as audio_mod

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: True)
    monkeypatch.setattr(pygame.mixer, "Sound", lambda path: Short())
    audio = audio_mod.Audio(0.6, music_volume=0.8)  # (the dummy driver: no thread of its own)
    audio._mixer = type("Mixer", (), {"music": Music(), "fadeout": lambda *a: None})()
    uses: list[tuple[str, bool]] = []
    for name in ("_duck", "_hush", "_gate"):
        setattr(audio, name, Watched(getattr(audio, name), audio._lock, uses))
    audio.music("play")
    audio.play("pop")
    audio.wake_in()
    audio.tick()
    audio.hush(True)
    audio.wake_in()
    audio.mute(True)
    audio.wake_in()
    audio.mute(False)
    audio.set_music_volume(0.5)
    audio.wake_in()
    audio.close()
    assert uses and [name for name, held in uses if not held] == []


def test_ramp_close_waits_for_the_step_under_way():
    from quiver.audio_ramp import Ramp

    inside, go_on, steps = threading.Event(), threading.Event(), []

    def move():
        steps.append(1)
        inside.set()
        go_on.wait(10)
        return None

    ramp = Ramp(move)
    ramp.wake()
    assert inside.wait(10)
    closer = threading.Thread(target=ramp.close)
    closer.start()
    closer.join(0.2)
    closing = closer.is_alive()  # (still waiting for the step: it called the mixer after)
    go_on.set()
    closer.join(10)
    assert closing and not closer.is_alive()
    assert ramp._thread is not None and not ramp._thread.is_alive() and steps == [1]


EXIT = """
import atexit, sys, threading
import pygame  # (its quit registered with atexit here, as in the game)
def at_pygames_quit():  # (registered after pygame's: run just before its quit)
    print("alive" if any(t.name == "quiver-music-ramp" for t in threading.enumerate()) else "ended")
atexit.register(at_pygames_quit)
from quiver.audio_ramp import Ramp
ramp = Ramp(lambda: 1 / 60)  # (a duck moving at the quit: a tap's, quit at once)
ramp.wake()
"""


def test_close_all_ends_every_ramp_still_moving():
    from quiver.audio_ramp import Ramp, close_all

    ramps = [Ramp(lambda: 1 / 60) for _ in range(2)]  # (ducks moving, never still)
    for ramp in ramps:
        ramp.wake()
    close_all()
    assert [r._thread is not None and r._thread.is_alive() for r in ramps] == [False, False]


@pytest.mark.slow
def test_a_ramp_still_moving_at_exit_ends_before_pygames_quit():
    """Quit right after a tap (seen with SDL's disk driver: threads ['MainThread',
    'quiver-music-ramp'] after main() returned): pygame's quit, at exit, shut the mixer
    down while the thread could be setting the music's volume. Now ended before it."""
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    run = subprocess.run([sys.executable, "-c", EXIT], env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.split() == ["ended"], run.stdout + run.stderr
