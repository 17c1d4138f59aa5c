"""s272: the music's fades step once a frame (SDL_mixer takes its volume once a buffer:
each frame's change is a step in the wave). The gate before a pause (F8, minimised, away)
went to silence over 0.1 s: 6 steps of a sixth at 60 frames a second, one step of the whole
at 10 (a slow frame), and the pause card's hush a quarter of the way at once there;
tools/audio_check.py --fades measured clicks of 18, 24 and 89 on the gate at 60, 30 and
10 frames a second, 13 on the hush at 10 (the music's own: 2). Now each frame moves the
level at most audio_level.STEP (a sixteenth) of the volume, a slow frame's fade taking
more frames: 6, 5 and 3. Pure logic on a fake mixer and a fake clock."""

from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

from test_s251_music_gate import LoggedMusic  # noqa: E402

VOLUME = 0.8


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    a = clocked_audio(monkeypatch, LoggedMusic(), VOLUME)
    a.music("menu")
    yield a
    a.close()


def heard(audio, fps, seconds=2.0):
    """The volumes the music was given, a tick a frame at `fps`, from its level now."""
    out = [audio._mixer.music.volume]
    for _ in range(round(seconds * fps)):
        audio.now[0] += 1 / fps
        audio.tick()
        out.append(audio._mixer.music.volume)
    return out


def steps(levels):
    return [abs(b - a) for a, b in itertools.pairwise(levels)]


@pytest.mark.parametrize("fps", [60, 30, 10])
@pytest.mark.parametrize("how", ["mute", "hold", "away", "hush"])
def test_each_frame_moves_the_music_a_small_step_however_slow_the_frame(audio, fps, how):
    from quiver.audio import HUSH

    music = audio._mixer.music
    getattr(audio, how)(True)
    down = heard(audio, fps)
    assert down[-1] == pytest.approx(VOLUME * HUSH if how == "hush" else 0.0)  # there in the end
    if how != "hush":
        assert [c for c in music.log if c[0] == "pause"] == [("pause", pytest.approx(0.0))]  # silent
    getattr(audio, how)(False)
    up = heard(audio, fps)
    assert up[-1] == pytest.approx(VOLUME)
    # a sixteenth of the volume at most (audio_level.STEP): the gate's sixth at 60 fps clicked
    assert max(steps(down) + steps(up)) <= VOLUME / 16 + 1e-9  # (and the whole at 10 fps)


def test_audio_checks_fade_measure_hears_a_whole_step_and_not_small_ones():
    """tools/audio_check.py --fades: the volumes as the mixer takes them, once a buffer."""
    import sys
    from pathlib import Path

    import numpy as np

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    import audio_check

    t = np.arange(audio_check.RATE) / audio_check.RATE
    wave = (8000 * np.sin(2 * np.pi * 220 * t)).astype("<i2")
    music = np.stack([wave, wave], axis=1)
    cut = [(0.0, 1.0), (0.5, 0.0)]  # the whole at once
    ramp = [(0.0, 1.0)] + [(0.5 + k / 60, 1 - (k + 1) / 16) for k in range(16)]  # a sixteenth a frame
    assert audio_check.fade_clicks(music, cut)[0] > 20
    assert audio_check.fade_clicks(music, ramp)[0] < 10
    assert audio_check.fade_clicks(music, ramp)[1] < 10  # (the wave's own)
