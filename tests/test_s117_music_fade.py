"""s117: a change of piece (menu to play, play to menu) was a hard cut: pygame's
music.load stops the old piece at once. A piece heard now fades out over FADE_OUT_MS
(SDL_mixer's own fade: nothing blocks) and the frame loop's tick starts the next one,
fading in, once it is over (wake_in wakes an idle loop for it). A second change mid-fade
goes to the newest piece; mute and the slider at 0 are still silent at once.
Pure logic on a fake mixer and a fake clock: no audio device."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver import audio_level  # noqa: E402


class FakeMusic:
    """pygame.mixer.music as far as Audio uses it, keeping a log of its calls."""

    def __init__(self):
        self.calls: list[tuple] = []
        self.loaded = None
        self.on = self.paused = self.fading = False
        self.volume = 1.0

    @property
    def audible(self):
        return self.on and not self.paused and self.volume > 0.0

    def load(self, path):
        assert not self.fading, "loaded mid-fade: SDL_mixer blocks till the fade ends"
        self.calls.append(("load", str(path).rsplit("/", 1)[-1]))
        self.loaded, self.on, self.paused = str(path), False, False

    def play(self, loops=0, fade_ms=0):
        self.calls.append(("play", fade_ms))
        self.on, self.paused = True, False

    def fadeout(self, ms):
        self.calls.append(("fadeout", ms))
        self.fading = True  # (still heard, lower and lower, till it is over)

    def stop(self):
        self.on = self.fading = False

    def pause(self):
        self.paused = True

    def unpause(self):
        self.paused = False

    def set_volume(self, v):
        self.volume = v

    def get_volume(self):
        return self.volume


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    a = clocked_audio(monkeypatch, FakeMusic(), 0.5)
    a.log = a._mixer.music.calls
    yield a
    a.close()


def test_a_change_of_piece_fades_the_old_one_out_then_the_new_one_in(audio):
    import quiver.audio as audio_mod

    assert 0.3 <= audio_mod.FADE_OUT_MS / 1000 <= 0.5
    music = audio._mixer.music
    audio.music("menu")  # nothing heard before: at once
    assert audio.log == [("load", "menu.ogg"), ("play", audio_mod.FADE_IN_MS)]
    assert audio.wake_in() is None
    audio.log.clear()
    audio.music("play")  # the menu to a puzzle
    assert audio.log == [("fadeout", audio_mod.FADE_OUT_MS)]  # not cut, nor loaded yet
    assert audio.track == "play" and audio.wake_in() == pytest.approx(audio_mod.FADE_OUT_MS / 1000)
    audio.now[0] += 0.25
    audio.tick()  # a frame before the fade is over: nothing yet
    left = audio_mod.FADE_OUT_MS / 1000 - 0.25
    assert audio.log == [("fadeout", audio_mod.FADE_OUT_MS)] and audio.wake_in() == pytest.approx(left)
    audio.now[0] += left + 0.001  # (the idle loop wakes a millisecond past the time asked)
    audio.tick()  # the frame the wake brings: the new piece, fading in
    assert audio.log[1:] == [("load", "play.ogg"), ("play", audio_mod.FADE_IN_MS)]
    assert music.audible and audio.wake_in() is None


def test_a_second_change_mid_fade_goes_to_the_newest_piece(audio):
    import quiver.audio as audio_mod

    audio.music("menu")
    audio.log.clear()
    audio.music("play")
    audio.now[0] += 0.1
    audio.music("win")  # changed again mid-fade: one fade, then only the newest
    audio.now[0] += 0.1
    audio.music("menu")
    audio.music("play")
    assert audio.log == [("fadeout", audio_mod.FADE_OUT_MS)]
    assert audio.wake_in() == pytest.approx(audio_mod.FADE_OUT_MS / 1000 - 0.2)  # not pushed back
    audio.now[0] += 1.0
    audio.tick()
    assert audio.log[1:] == [("load", "play.ogg"), ("play", audio_mod.FADE_IN_MS)]
    audio.log.clear()
    audio.music(None)  # to no music: faded out, and nothing starts after it
    audio.now[0] += 1.0
    audio.tick()
    assert audio.log == [("fadeout", audio_mod.FADE_OUT_MS)] and not audio._mixer.music.on


def gate(audio):
    """The gate's frames (audio_level.Gate: at most STEP a frame, s272)."""
    for _ in range(round(1 / audio_level.STEP) + 1):
        audio.now[0] += audio_level.GATE * audio_level.STEP
        audio.tick()


def test_mute_and_the_slider_at_0_are_silent_at_once_mid_fade(audio):
    music = audio._mixer.music
    audio.music("menu")
    audio.music("play")
    audio.mute(True)  # F8 mid-fade: the fading piece paused at once (after GATE's glide: s251)
    gate(audio)
    assert not music.audible
    audio.now[0] += 1.0
    audio.tick()  # the new piece loaded, waiting where it starts
    assert music.loaded.endswith("play.ogg") and not music.audible
    audio.mute(False)
    gate(audio)  # (up from silence)
    assert music.audible
    audio.music("menu")
    audio.set_music_volume(0.0)  # the slider at 0 mid-fade: stopped at once
    assert not music.on and audio.wake_in() is None
    audio.now[0] += 1.0
    audio.tick()
    assert not music.on and music.loaded.endswith("play.ogg")  # nothing started after it


def test_a_piece_asked_for_while_nothing_is_heard_starts_at_once(audio):
    music = audio._mixer.music
    audio.music("menu")
    audio.hold(True)  # minimised: paused, nothing heard to fade
    audio.music("play")
    assert music.loaded.endswith("play.ogg") and not music.audible and audio.wake_in() is None
