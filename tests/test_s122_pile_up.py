"""s122: every clear plays three sounds together (fire, leave, pop or the combo's step).
A fast combo at full volume overlapped ten of them: mixed, they peaked over full scale
with the play music (+0.6 dBFS at 0.1 s a clear, clipping), and SDL_mixer's 8 channels
ran out, dropping the newest. Now effects past ROOM sounding come in softer (equal
power: audio_level.Crowd) on CHANNELS channels. Measured from the sound files as Audio
plays them (bench/sound_mix.py, a fake clock), and the channel count on the dummy driver."""

from __future__ import annotations

import functools
import importlib.util
import math
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")
np = pytest.importorskip("numpy")

ROOT = Path(__file__).resolve().parents[1]
HEADROOM_DB = -1.0  # the pile-up's peak stays this far under full scale


@functools.cache
def bench():
    """bench/sound_mix.py, loaded once for the module, its files read once: each test's
    mix read (and decoded, the music's OGG) the same files again, most of its 0.5 s of
    CPU (s160). The mixes take new arrays from them; kept ones are read-only so a mix
    that wrote into one would fail loudly."""
    spec = importlib.util.spec_from_file_location("sound_mix", ROOT / "bench" / "sound_mix.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    read = mod.read

    @functools.cache
    def kept(path):
        x = read(path)
        x.setflags(write=False)
        return x

    mod.read = kept
    return mod


@pytest.mark.parametrize("gap", [0.05, 0.1, 0.15])
def test_a_fast_combo_at_full_volume_over_the_music_does_not_clip(gap, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    r = bench().offline(ROOT / "assets", gap, clears=6, music_volume=1.0)
    assert r["played"] >= 12  # (the repeat gap drops the same effect sooner than 0.09 s)
    assert r["clipped"] == 0
    assert 20 * math.log10(r["total_peak"]) < HEADROOM_DB, r


def test_the_mixer_has_a_channel_for_every_sound_of_a_fast_combo(monkeypatch):
    import quiver.audio as audio_mod

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    r = bench().offline(ROOT / "assets", 0.1, clears=6)
    pygame.mixer.quit()
    audio = audio_mod.Audio(1.0)
    try:
        assert audio.warning is None, audio.warning
        assert pygame.mixer.get_num_channels() >= max(r["voices"], audio_mod.CHANNELS)
    finally:
        audio.close()
        pygame.mixer.quit()


def test_one_clear_keeps_its_own_level_and_a_crowd_keeps_one_clears_power():
    from quiver.audio_level import ROOM, Crowd

    crowd = Crowd()
    assert [crowd.gain(0.0, 0.3) for _ in range(ROOM)] == [1.0] * ROOM  # one clear: as made
    late = [crowd.gain(0.05 * k, 0.3) for k in range(1, 4)]
    assert all(g < 1.0 for g in late)
    assert late[-1] ** 2 * crowd.sounding(0.15) == pytest.approx(ROOM)  # equal power
    assert crowd.gain(1.0, 0.3) == 1.0  # all over: the next one as made


GAME = ("a clear", "a combo clear", "a blocked tap", "a hint", "the win sting", "a loss")


def test_no_moment_of_play_sounds_much_louder_than_another(monkeypatch):
    """Measured as heard (K-weighted, the loudest 0.1 s of each moment's sounds together):
    the hint and a loss were 4 dB over a clear, the win sting under the loss, and the menu
    click (Settings' preview of the effects volume) 14 dB under a clear."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    heard = bench().moments(ROOT / "assets")
    play = [heard[k][0] for k in GAME]
    assert max(play) - min(play) <= 3.0, heard
    assert heard["the win sting"][0] >= heard["a loss"][0]  # the win is no smaller than a loss
    assert 4.0 <= heard["a clear"][0] - heard["a menu click"][0] <= 8.0, heard  # under, but heard
    assert all(peak < -3.0 for _, peak in heard.values()), heard
