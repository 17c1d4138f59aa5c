"""s251: F8 (mute) and a minimised window paused the music mid-wave and resumed it so
(SDL_mixer's pause is a cut), a step of up to a quarter of full scale that clicked
(tools/audio_check.py: 7848 to 0 between two samples). Now the music glides to silence
over audio_level.GATE and pauses there; resumed, it starts from silence and glides up.
Pure logic on a fake mixer and a fake clock: no audio device."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


class LoggedMusic:
    """pygame.mixer.music as Audio uses it: each call, with the volume it was made at."""

    def __init__(self):
        self.volume, self.log = 1.0, []

    def __getattr__(self, name):
        return lambda *a, **k: self.log.append((name, self.volume))

    def set_volume(self, v):
        self.volume = v

    def get_volume(self):
        return self.volume


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    a = clocked_audio(monkeypatch, LoggedMusic(), 0.8)
    a.music("menu")
    yield a
    a.close()


def frames(audio, seconds):
    """The frame loop's ticks at 60 a second; the volumes the music was given."""
    heard = []
    for _ in range(round(seconds * 60)):
        audio.now[0] += 1 / 60
        audio.tick()
        heard.append(audio._mixer.music.volume)
    return heard


@pytest.mark.parametrize("how", ["mute", "hold"])
def test_the_music_goes_silent_before_it_pauses_and_resumes_from_silence(audio, how):
    from quiver.audio_level import GATE

    music = audio._mixer.music
    getattr(audio, how)(True)
    assert [c for c in music.log if c[0] == "pause"] == []  # not cut mid-wave
    down = frames(audio, GATE + 0.05)
    assert [c for c in music.log if c[0] == "pause"] == [("pause", pytest.approx(0.0))]  # paused silent
    steps = [a - b for a, b in zip([0.8, *down], down, strict=False)]
    assert min(steps) >= 0 and max(steps) < 0.8 / 3  # down in small steps, never up
    assert audio.wake_in() is None  # (nothing more to do while paused)
    getattr(audio, how)(False)
    assert music.log[-1] == ("unpause", 0.0)  # from silence
    up = frames(audio, GATE + 0.05)
    assert up[-1] == pytest.approx(0.8) and max(b - a for a, b in zip([0.0, *up], up, strict=False)) < 0.8 / 3


def test_back_before_the_pause_glides_up_from_where_it_was(audio):
    music = audio._mixer.music
    audio.mute(True)
    frames(audio, 0.03)
    audio.mute(False)
    assert frames(audio, 0.2)[-1] == pytest.approx(0.8)
    assert not [c for c in music.log if c[0] in ("pause", "unpause")]


def test_minimised_the_idle_loop_wakes_for_the_pause(monkeypatch):
    """Minimised, the loop slept a second between frames: the glide stalled a second on."""
    import types

    from quiver import idle

    waited = []
    app = types.SimpleNamespace(
        realtime=True,
        minimised=True,
        clock=lambda: 10.0,
        feedback=types.SimpleNamespace(wake_at=lambda now: now + 1 / 60),
        _pending=[],
    )
    monkeypatch.setattr(idle, "wait_event", waited.append)
    idle.wait(app, 60)
    assert waited and waited[0] <= 20


def test_the_music_slider_at_0_fades_the_piece_out_over_the_gate(audio):
    """The slider at 0 stopped the piece mid-wave (a click, 20-70 times the wave's own step)."""
    from quiver.audio_level import GATE

    music = audio._mixer.music
    music.log.clear()
    audio.set_music_volume(0.0)
    assert music.log == [("fadeout", 0.8)] and audio.wake_in() is None  # (SDL_mixer fades it)
    audio.mute(True)
    audio.set_music_volume(0.5)  # (muted: loaded, paused, silent)
    audio.set_music_volume(0.0)  # nothing heard: stopped at once
    assert music.log[-1][0] == "stop"
    assert round(GATE * 1000) >= 50
