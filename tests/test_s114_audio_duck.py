"""s114: the music under the win sting stays ducked for the sting's length (it came back
at full 0.35 s into the 2 s sting), a click under a long duck does not cut it short, and
a piece fades in at its start (a loop's first sample now joins its last, not silence)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from audio_helpers import frames  # noqa: E402


@pytest.fixture
def audio(monkeypatch):
    import quiver.audio as audio_mod

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    now = [100.0]
    monkeypatch.setattr(audio_mod.time, "monotonic", lambda: now[0])
    a = audio_mod.Audio(0.6, music_volume=0.5)
    a.now = now
    yield a
    a.close()
    pygame.mixer.quit()


class Fake:
    def __init__(self, seconds):
        self.seconds = seconds

    def play(self):
        pass

    def get_length(self):
        return self.seconds


def test_the_music_stays_down_for_the_whole_win_sting(audio):
    import quiver.audio as audio_mod
    import quiver.audio_level as audio_level

    assert audio.warning is None, audio.warning
    audio.music("play")
    audio._sounds["sting"], audio._sounds["click"] = Fake(2.2), Fake(0.05)
    audio.play("sting")
    frames(audio.now, audio.tick, 0.2)  # (its ramp down, s122; a step a frame, s282)
    assert audio.wake_in() == pytest.approx(2.2 - 0.2)
    audio.now[0] += 1.0 - 0.2
    audio.tick()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5 * audio_mod.DUCK, abs=0.01)
    audio.play("click")  # the card's button under the sting: still down till the sting ends
    assert audio.wake_in() == pytest.approx(1.2)
    audio.now[0] += 1.2
    frames(audio.now, audio.tick, audio_level.DUCK_RELEASE + 0.05)  # (its ramp up, s122)
    assert audio.wake_in() is None
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)


def test_a_short_effect_ducks_for_duck_time_and_a_long_one_at_most_long_duck(audio):
    import quiver.audio as audio_mod

    audio.music("menu")
    audio._sounds["pop"], audio._sounds["hint"] = Fake(0.1), Fake(60.0)
    audio.play("pop")
    frames(audio.now, audio.tick, 0.2)  # (its ramp down, s122; a step a frame, s282)
    assert audio.wake_in() == pytest.approx(audio_mod.DUCK_TIME - 0.2)
    frames(audio.now, audio.tick, 1.0)
    audio.play("hint")
    frames(audio.now, audio.tick, 0.2)
    assert audio.wake_in() == pytest.approx(audio_mod.LONG_DUCK - 0.2)


def test_a_piece_fades_in_at_its_start(audio, monkeypatch):
    import quiver.audio as audio_mod

    calls = []
    play = pygame.mixer.music.play
    monkeypatch.setattr(pygame.mixer.music, "play", lambda *a, **k: (calls.append(k), play(*a, **k))[1])
    audio.music("menu")
    assert calls == [{"loops": -1, "fade_ms": audio_mod.FADE_IN_MS}] and audio_mod.FADE_IN_MS > 0


class Counted:
    def __init__(self):
        self.plays = 0

    def play(self):
        self.plays += 1


def test_a_held_keys_repeats_do_not_rattle_one_click_each(audio):
    """The shape grid's Left held for a second asked for 17 clicks (its repeats, 25 a
    second); the same effect sooner than REPEAT_GAP after the last is dropped."""
    import quiver.audio as audio_mod

    click, pop = Counted(), Counted()
    audio._sounds["click"], audio._sounds["pop"] = click, pop
    audio._variants.pop("click", None)
    audio._variants.pop("pop", None)
    for _ in range(25):  # a second of repeats
        audio.play("click")
        audio.now[0] += 0.04
    assert 5 <= click.plays <= 1.0 / audio_mod.REPEAT_GAP + 1
    audio.play("pop")  # another effect at the same moment still plays
    assert pop.plays == 1
    audio.now[0] += audio_mod.REPEAT_GAP
    audio.play("click")
    assert click.plays >= 6
