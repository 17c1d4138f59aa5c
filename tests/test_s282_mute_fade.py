"""s282: F8 (mute) while effects sounded cut them: the effects' volume went to 0 at once,
mid-wave. Recorded through SDL's disk driver (as tools/audio_check.py), muting under the
win sting gave a click of 41 (a wave's own: 1-10). Now, as away (s272), the effects
sounding fade out over GATE and none starts while muted; unmuted, the next effect plays at
the effects' volume. Unmuting's own click (feedback.sound_key) stays: one click, at a menu
click's level (-5 dBFS at full volume, as a click anywhere), nothing queued behind it."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_s251_music_gate import LoggedMusic  # noqa: E402


class Effect:
    """A loaded effect: the volumes it was given, and its plays."""

    def __init__(self, log):
        self.log = log

    def set_volume(self, v):
        self.log.append(("volume", round(v, 3)))

    def play(self):
        self.log.append("play")

    def get_length(self):
        return 0.1


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    log: list = []
    a = clocked_audio(monkeypatch, LoggedMusic(), 0.8, sound=lambda path: Effect(log))
    a._mixer.fadeout = lambda ms: log.append(("fadeout", ms))
    a.music("play")
    a.log = log
    yield a
    a.close()


def test_muting_fades_the_effects_out_and_unmuting_plays_the_next_at_its_volume(audio):
    from quiver.audio_level import GATE, gain_of

    audio.log.clear()
    audio.mute(True)  # (feedback.set_volume: muted first, then the effects' volume 0)
    audio.set_volume(0.0)
    assert audio.log == [("fadeout", round(GATE * 1000))]  # faded, never cut to 0
    audio.now[0] += 1.0
    audio.play("pop")
    assert "play" not in audio.log  # nothing plays (nor waits to) while muted
    audio.mute(False)
    audio.set_volume(0.6)
    assert ("volume", round(0.6 * gain_of("pop"), 3)) in audio.log
    audio.log.clear()
    audio.play("click")  # (the unmute's click: one)
    assert audio.log == ["play"]


def test_muted_twice_fades_once(audio):
    audio.mute(True)
    audio.mute(True)
    assert [c for c in audio.log if c[0] == "fadeout"] == [("fadeout", 250)]
