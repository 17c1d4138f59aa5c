"""s294: the music's duck under an effect depended on the frame rate. Moved once a frame,
a STEP at most (s282: no click), at 10 frames a second it reached 0.69 of the volume
before its effect ended, not DUCK's 0.45. A thread (audio_ramp.Ramp) now moves the level
between frames, every TICK (about one mixer buffer), whatever the frame rate: the same
duck at 10 frames a second as at 144, in as small steps. tools/audio_check.py --fades
measures it (the depth reached and the click) at 10, 30, 60 and 144."""

from __future__ import annotations

import itertools
import sys
import threading
import time
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from test_s122_duck_ramp import Short  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
VOLUME = 0.8


class Music:
    """pygame.mixer.music as Audio uses it, keeping each volume it is given (any thread)."""

    def __init__(self):
        self.volumes = [VOLUME]

    def __getattr__(self, name):
        return lambda *a, **k: None

    def set_volume(self, v):
        self.volumes.append(v)


def until(done, seconds=10.0):
    """Wait for `done()` (a bound on a thread's work, not a timing to check)."""
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        time.sleep(0.005)
    return done()


def test_the_duck_goes_down_and_back_up_between_frames_with_no_frame_at_all(monkeypatch):
    """A real device: the level is moved by the ramp's thread on the real clock. Not one
    frame's tick here (the slowest frame rate of all), and still the whole duck, in small
    steps (before: it never moved till the next frame's tick)."""
    import quiver.audio as audio_mod
    import quiver.audio_level as level

    for name, seconds in (("DUCK_ATTACK", 0.05), ("DUCK_TIME", 0.5), ("DUCK_RELEASE", 0.05)):
        monkeypatch.setattr(level, name, seconds)  # (a short duck, held long enough for a busy machine)
    monkeypatch.setattr(audio_mod, "heard_live", lambda mixer: True)  # (a device heard)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: True)
    monkeypatch.setattr(pygame.mixer, "Sound", lambda path: Short())
    audio = audio_mod.Audio(0.6, music_volume=VOLUME)
    music = audio._mixer = type("Mixer", (), {"music": Music()})()
    try:
        audio.music("play")
        audio.play("pop")
        v = music.music.volumes  # (done: down and back up; wake_in says nothing of the thread's
        assert until(lambda: len(v) > 3 and v[-1] == pytest.approx(VOLUME))  # ramps since s301)
    finally:
        audio.close()
    heard = music.music.volumes
    assert min(heard) == pytest.approx(VOLUME * level.DUCK)  # all the way down ...
    assert heard[-1] == pytest.approx(VOLUME)  # ... and back
    assert max(abs(b - a) for a, b in itertools.pairwise(heard)) <= VOLUME * level.STEP + 1e-9


def test_the_ramps_thread_moves_till_all_is_still_and_wakes_again():
    from quiver.audio_ramp import TICK, Ramp, pace

    left, still = [3], threading.Event()

    def move():
        left[0] -= 1
        if left[0] > 0:
            return 1 / 60  # (moving: the next step a TICK later)
        still.set()
        return None

    ramp = Ramp(move)
    try:
        ramp.wake()
        assert still.wait(10) and left[0] == 0
        still.clear()
        left[0] = 2
        ramp.wake()  # (a new duck: the thread, waiting, moves again)
        assert still.wait(10) and left[0] == 0
    finally:
        ramp.close()
    assert pace(None) is None and pace(1 / 60) == TICK and pace(0.3) == 0.3  # (held: till it moves)


@pytest.mark.parametrize("fps", [10, 144])
def test_audio_checks_duck_measure_reaches_the_duck_at_any_frame_rate(fps):
    """tools/audio_check.py --fades: the duck's depth and click (a small case: a sine)."""
    import audio_check
    import numpy as np

    from quiver.audio_level import DUCK, STEP

    t = np.arange(audio_check.RATE) / audio_check.RATE
    wave = (8000 * np.sin(2 * np.pi * 220 * t)).astype("<i2")
    music = np.stack([wave, wave], axis=1)
    row = audio_check.fade_row(music, audio_check.duck_levels(fps))
    assert row["low"] == pytest.approx(DUCK)  # (10 fps, moved by the frames alone: 0.69)
    assert row["step"] <= STEP + 1e-9 and row["click"] < 10
    frames_alone = audio_check.fade_row(music, audio_check.duck_levels(fps, ramp=False))
    assert (frames_alone["low"] > DUCK + 0.1) == (fps == 10)  # (what the tool shows without the thread)
