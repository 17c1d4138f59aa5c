"""s79: F8 / Ctrl+M mute, and unmute plays the music on from where it was.

Muting went through the music's volume 0 (audio.Audio.set_music_volume: 0 stops the
piece, raising it starts it from its beginning), so each unmute restarted the piece.
Now mute pauses it where it is, as a minimised window does (Audio.hold), and keeps the
effects silent; unmute plays on, never while the window is still minimised. And a mute
key pressed between two Esc is a key pressed between them: the second Esc is the
player's, not a stray repeat of the first (input.StrayKey)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


class FakeMusic:
    """pygame.mixer.music as far as audio.Audio uses it: what is loaded, how often a piece
    was started from its beginning, and whether it is heard now."""

    def __init__(self):
        self.loaded: str | None = None
        self.starts = 0  # plays from the beginning
        self.on = False  # playing (perhaps paused)
        self.paused = False
        self.volume = 1.0

    @property
    def audible(self) -> bool:
        return self.on and not self.paused and self.volume > 0.0

    def load(self, path):
        self.loaded, self.on, self.paused = str(path), False, False

    def play(self, loops=0, fade_ms=0):
        self.starts += 1
        self.on, self.paused = True, False

    def pause(self):
        self.paused = True

    def unpause(self):
        self.paused = False

    def stop(self):
        self.on = False

    def fadeout(self, ms):
        self.on = False

    def set_volume(self, v):
        self.volume = v

    def get_volume(self):
        return self.volume


class FakeMixer:
    def __init__(self):
        self.music = FakeMusic()


class FakeSound:
    played = 0

    def __init__(self, path):
        pass

    def set_volume(self, v):
        pass

    def play(self):
        FakeSound.played += 1


@pytest.fixture
def audio(monkeypatch):
    """An audio.Audio on a FakeMixer: no device opened."""
    import quiver.audio as audio_mod

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: True)  # (someone else's: not ours)
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    now = [100.0]
    monkeypatch.setattr(audio_mod.time, "monotonic", lambda: now[0])
    a = audio_mod.Audio(0.6, music_volume=0.5)
    a.now = now
    assert a.warning is None, a.warning
    a._mixer = FakeMixer()  # type: ignore[assignment]
    FakeSound.played = 0
    yield a
    a.close()


def settle(audio):
    """The music's glide to silence and its pause (audio_level.GATE: s251) over: its
    frames (s272: at most STEP a frame, however slow the frame)."""
    from quiver.audio_level import GATE, STEP

    for _ in range(round(1 / STEP) + 1):
        audio.now[0] += GATE * STEP
        audio.tick()


def test_mute_pauses_the_music_where_it_is_and_unmute_plays_on(audio):
    music = audio._mixer.music
    audio.music("menu")
    assert music.audible and music.starts == 1
    audio.mute(True)
    settle(audio)
    assert not music.audible and music.on  # paused, not stopped
    audio.play("fire")
    assert FakeSound.played == 0  # no effects while muted
    audio.hold(True)  # minimised...
    audio.hold(False)  # ...and restored, still muted: still silent
    assert not music.audible
    audio.mute(False)
    settle(audio)  # (up from silence: s251)
    assert music.audible and music.starts == 1  # played on, not restarted
    audio.play("fire")
    assert FakeSound.played == 1
    audio.mute(True)
    audio.hold(True)
    audio.mute(False)  # unmuted while minimised: waits for the window
    settle(audio)
    assert not music.audible
    audio.hold(False)
    settle(audio)
    assert music.audible and music.starts == 1


def test_a_piece_asked_for_while_muted_waits_and_the_slider_at_0_still_stops(audio):
    music = audio._mixer.music
    audio.music("menu")
    audio.mute(True)
    audio.music("play")  # a puzzle opened while muted: loaded, not heard
    assert music.loaded.endswith("play.ogg") and not music.audible
    audio.mute(False)
    settle(audio)
    assert music.audible and music.starts == 2
    audio.set_music_volume(0.0)  # the slider at 0: stopped (as before)
    assert not music.on
    audio.set_music_volume(0.4)  # and raised: the piece again from its start
    assert music.audible and music.starts == 3


def key(app, k, mod=0, frames=1):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))
    run(app, frames, dt=0.05)


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as go:
        yield go


def test_f8_mute_minimise_restore_unmute_plays_the_music_on_through_the_app(make, audio):
    app = make()
    app.feedback.audio, app.feedback._sound = audio, True  # (sound on, through the fake mixer)
    run(app, 2)
    music = audio._mixer.music
    assert audio.track == "menu" and music.audible and music.starts == 1
    key(app, pygame.K_F8)
    settle(audio)
    assert app.midend.settings.muted and not music.audible and music.on
    app.dispatch(pygame.event.Event(pygame.WINDOWMINIMIZED))
    run(app, 2)
    app.dispatch(pygame.event.Event(pygame.WINDOWRESTORED))
    run(app, 2)
    assert not music.audible  # restored, still muted: silent
    key(app, pygame.K_m, pygame.KMOD_LCTRL)
    assert not app.midend.settings.muted
    settle(audio)
    assert music.audible and music.starts == 1  # played on from where it was


def test_a_mute_key_between_two_esc_leaves_the_second_esc_the_players(make):
    """Esc replaced the screen; Esc again within input.KEY_DOUBLE is dropped as its stray
    repeat. With F8 pressed between them, the second Esc was dropped all the same (the
    app took F8 before the stray-key rule saw it): it is a key between, so the Esc goes.
    So is F12 (a screenshot), which the app takes the same way."""
    from quiver.input import KEY_DOUBLE
    from quiver.scenes.base import Scene

    got: list[str] = []

    class Counter(Scene):
        name = "counter"

        def handle_event(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                got.append("esc")

        def draw(self, surface):
            return []

    class Opener(Scene):
        name = "opener"

        def handle_event(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.stack.replace(Counter(self.ports))

        def draw(self, surface):
            return []

    for between in ([], [(pygame.K_F8, 0)], [(pygame.K_m, pygame.KMOD_LCTRL)], [(pygame.K_F12, 0)]):
        app = make()
        app.push(Opener(app.ports))
        run(app, 2)
        got.clear()
        t0 = app.clock.t
        key(app, pygame.K_ESCAPE)
        assert app.top.name == "counter"
        for k, mod in between:
            key(app, k, mod)
        key(app, pygame.K_ESCAPE)
        assert app.clock.t - t0 < KEY_DOUBLE  # (the two Esc well within it)
        assert got == ([] if not between else ["esc"]), between
