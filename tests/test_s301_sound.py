"""s301: loose ends of the music's ramp thread (audio_ramp, s294).

- With the thread moving the music's level, Audio.wake_in still woke an idle frame loop
  every frame while a ramp moved (27 wakes a second on an idle menu under a duck; now 1,
  the idle cap): nothing on screen changes with the music's level.
- Its 10 ms TICK against the mixer's 11.6 ms buffer put two steps in a buffer now and then:
  a step from one buffer to the next up to 1.7 times the even one (the mute gate's 0.080 of
  full level, even 0.046); the frame's own steps between the thread's did too. Now 4 ms
  steps, the thread's alone: 0.048, at any frame rate.
- Audio.music loaded the OGG holding the lock the thread moves the level under: the duck
  stood still for the load, and a sound call of the frame's waited on it. Now it loads
  outside the lock, and the piece asked for last is the one that plays.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from test_s117_music_fade import FakeMusic  # noqa: E402
from test_s122_duck_ramp import Short  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))


class Thread:
    """audio_ramp.Ramp as Audio uses it (a device heard: the level moved between frames)."""

    def wake(self):
        pass

    def close(self):
        pass


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    a = clocked_audio(monkeypatch, FakeMusic(), 0.5, sound=lambda path: Short())
    yield a
    a.close()


def test_a_ramp_the_thread_moves_wakes_no_idle_frame(audio):
    import quiver.audio as audio_mod
    from quiver.audio_level import FRAME

    audio.music("menu")
    audio._ramp = Thread()
    audio.play("pop")
    assert audio._ramps_in(audio.now[0]) is not None  # (the duck moves ...)
    assert audio.wake_in() is None  # ... and the frames need not: before, a frame from now
    audio.hush(True)
    assert audio.wake_in() is None
    audio.music("play")  # (what the frame's tick does still wakes it: the next piece's start)
    assert audio.wake_in() == pytest.approx(audio_mod.FADE_OUT_MS / 1000)
    audio._ramp = None  # (no thread, a driver nobody hears: the frames move it, as before)
    assert audio.wake_in() == pytest.approx(FRAME)


@pytest.mark.parametrize("fps", [10, 60, 144])
def test_no_mixer_buffer_takes_two_of_the_ramps_steps(fps):
    """tools/audio_check.py --fades' "a buffer": the level's step from one 512-sample
    buffer to the next, the buffers at any offset against the thread's steps."""
    import audio_check

    from quiver.audio_level import DUCK, DUCK_ATTACK, GATE

    buffer = 512 / audio_check.RATE
    mute = audio_check.buffer_step(audio_check.fade_levels("mute", fps))
    duck = audio_check.buffer_step(audio_check.duck_levels(fps))
    assert mute < 1.2 * buffer / GATE  # (the gate's even step a buffer: 1.04 of it; before: 1.74)
    assert duck < 1.2 * buffer * (1 - DUCK) / DUCK_ATTACK  # (1.03; before: 1.72 at 10 fps)


class SlowLoad(FakeMusic):
    """A load that takes till `go` is set (a cold disk), saying when it began."""

    def __init__(self):
        super().__init__()
        self.loading, self.go, self.played = threading.Event(), threading.Event(), []

    def load(self, path):
        self.loading.set()
        assert self.go.wait(10)
        super().load(path)

    def play(self, loops=0, fade_ms=0):
        super().play(loops, fade_ms)
        self.played.append(self.loaded.rsplit("/", 1)[-1])


def test_the_ramp_moves_while_a_piece_loads_and_the_last_asked_plays(monkeypatch):
    from audio_helpers import clocked_audio

    music = SlowLoad()
    audio = clocked_audio(monkeypatch, music, 0.5, sound=lambda path: Short())
    try:
        first = threading.Thread(target=audio.music, args=("menu",))
        first.start()
        assert music.loading.wait(10)
        step = threading.Thread(target=audio._move)  # (the ramp's thread: a step)
        step.start()
        step.join(5)
        moved = not step.is_alive()  # (before: waiting on the lock the load held)
        second = threading.Thread(target=audio.music, args=("play",))
        second.start()
        music.go.set()
        for t in (first, step, second):
            t.join(10)
        assert moved and audio.track == "play" and music.played == ["play.ogg"]
        assert music.on and music.loaded.endswith("play.ogg")
    finally:
        music.go.set()
        audio.close()


def test_a_piece_that_will_not_load_is_one_line_and_the_lock_is_free(audio):
    def broken(path):
        raise pygame.error("no such file")

    audio._mixer.music.load = broken
    audio.music("menu")
    assert audio.warning is not None and "music 'menu' could not be played" in audio.warning
    assert audio._lock.acquire(blocking=False) and audio._loading.acquire(blocking=False)
    audio._lock.release()
    audio._loading.release()


def test_the_pause_waits_for_the_threads_step_and_takes_a_hair_above_silence(audio):
    """Muted (F8), the music glides to silence and the frame's tick pauses it: with the
    thread moving the gate, the loop is woken a TICK after the glide's end (its step then
    made it silent), and a level left a rounding above 0 (the thread still) counts as 0."""
    from quiver.audio_level import GATE
    from quiver.audio_ramp import TICK

    audio.music("menu")
    audio._ramp = Thread()
    audio.mute(True)
    assert audio.wake_in() == pytest.approx(GATE + TICK)
    audio.now[0] += GATE + TICK
    audio._move()  # (the thread's step)
    audio._gate._value = 1e-13
    audio.tick()
    assert audio._mixer.music.paused and audio.wake_in() is None
