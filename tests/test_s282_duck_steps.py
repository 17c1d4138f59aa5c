"""s282: the music's duck under an effect moved by the clock: at 10 frames a second its
attack was one step of 0.55 of the volume (tools/audio_check.py's measure: a click of 26,
the music's own 2), at 60 a step of 0.23, at 144 of 0.095. It now follows the gate's rule
(s272): each frame moves the level at most audio_level.STEP, a slow frame's ramp taking
more frames; the attack (DUCK_ATTACK) is a STEP a frame at 60, so 60 and 144 sound alike.
Pure logic on a fake mixer and a fake clock."""

from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

from test_s122_duck_ramp import Short  # noqa: E402
from test_s251_music_gate import LoggedMusic  # noqa: E402
from test_s272_fade_steps import heard  # noqa: E402

VOLUME = 0.8


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    a = clocked_audio(monkeypatch, LoggedMusic(), VOLUME, sound=lambda path: Short())
    a.music("play")
    yield a
    a.close()


@pytest.mark.parametrize("fps", [10, 30, 60, 144])
def test_the_duck_moves_the_music_a_small_step_a_frame_however_slow_the_frame(audio, fps):
    from quiver.audio_level import DUCK, STEP

    audio.play("pop")
    levels = heard(audio, fps, 1.5)
    steps = [abs(b - a) for a, b in itertools.pairwise(levels)]
    assert max(steps) <= VOLUME * STEP + 1e-9  # (at 10 fps: 0.55 of it, a click)
    assert min(levels) < VOLUME * 0.8  # it still ducks ...
    if fps >= 30:
        assert min(levels) == pytest.approx(VOLUME * DUCK)  # ... all the way where frames allow
    assert levels[-1] == pytest.approx(VOLUME) and audio.wake_in() is None  # and comes back


def test_the_attack_takes_the_same_time_at_60_and_144_frames_a_second(audio):
    from quiver.audio_level import DUCK

    def down_at(fps):
        audio.play("pop")
        levels = heard(audio, fps, 1.5)
        audio.now[0] += 1.0  # (the next effect far apart)
        return next(k for k, v in enumerate(levels) if v == pytest.approx(VOLUME * DUCK)) / fps

    # (0.15 s: with the STEP rule alone, the 0.04 s attack took 0.06 s at 144 and 0.15 s at 60)
    assert down_at(144) == pytest.approx(down_at(60), abs=1 / 60)
