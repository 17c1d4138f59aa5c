"""s214 decided (it pins a decision, not a fix): the win sting, a music-like jingle, stays
an effect at the effects volume (quiver/audio.py's docstring says why). With the music at
0 a player still hears the board cleared; the music volume does not change it."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def audio(monkeypatch):
    from quiver.audio import Audio

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    made = Audio(0.5, music_volume=0.0)
    yield made
    made.close()
    pygame.mixer.quit()


def test_the_win_sting_follows_the_effects_volume_not_the_music(audio):
    from quiver.audio_level import gain_of

    sting = audio._sounds.get("sting")
    if sting is None:
        pytest.skip(f"no mixer here: {audio.warning}")
    assert sting.get_volume() == pytest.approx(0.5 * gain_of("sting"), abs=0.01)
    audio.set_music_volume(1.0)
    assert sting.get_volume() == pytest.approx(0.5 * gain_of("sting"), abs=0.01)
    audio.set_volume(0.2)
    assert sting.get_volume() == pytest.approx(0.2 * gain_of("sting"), abs=0.01)
