"""Sound effects: the WAV assets, their generator, and the fail-soft Audio wrapper."""

from __future__ import annotations

import importlib.util
import math
import struct
import wave
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SOUNDS = REPO / "assets" / "sounds"  # (this checkout's: an editable install's may be another's)
NAMES = ("fire", "leave", "smack", "win", "lose", "click", "hint")
DURATIONS = {"fire": 0.15, "leave": 0.3, "smack": 0.2, "win": 0.9, "lose": 0.8, "click": 0.03, "hint": 0.6}


def read_wav(path: Path):
    with wave.open(str(path), "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        n = w.getnframes()
        samples = struct.unpack(f"<{n}h", w.readframes(n))
    return params, samples


def load_make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "tools" / "make_sounds.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# --------------------------------------------------------------------------- the assets


@pytest.mark.parametrize("name", NAMES)
def test_wav_asset(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"run tools/make_sounds.py to create {path}"
    assert path.stat().st_size < 60_000
    (channels, width, rate), s = read_wav(path)
    assert (channels, width, rate) == (1, 2, 22050)
    assert abs(len(s) / rate - DURATIONS[name]) < 0.03
    peak = max(abs(v) for v in s)
    peak_db = 20 * math.log10(peak / 32767)
    assert -4.0 < peak_db < -2.0  # about -3 dBFS, never clipping
    assert abs(s[0]) < 200 and abs(s[-1]) < 200  # faded at both ends: no clicks
    rms = math.sqrt(sum(v * v for v in s) / len(s))
    assert rms > 0.02 * 32767  # not silent


def test_make_sounds_regenerates_the_committed_files(tmp_path):
    mod = load_make_sounds()
    assert mod.main([str(tmp_path)]) == 0
    for name in NAMES:
        new_params, new = read_wav(tmp_path / f"{name}.wav")
        old_params, old = read_wav(SOUNDS / f"{name}.wav")
        assert new_params == old_params and len(new) == len(old)
        # identical on this platform; allow a rounding step where libm differs
        assert max(abs(a - b) for a, b in zip(new, old, strict=True)) <= 2, f"{name}.wav is stale"


def test_make_sounds_is_deterministic():
    mod = load_make_sounds()
    for make in mod.EFFECTS.values():
        assert mod.to_wav_bytes(make()) == mod.to_wav_bytes(make())


# --------------------------------------------------------------------------- Audio

pygame = pytest.importorskip("pygame")


@pytest.fixture
def no_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.fixture
def dummy_driver(monkeypatch, no_mixer):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


def test_audio_with_dummy_driver(dummy_driver):
    from quiver.audio import Audio

    audio = Audio(0.5)
    try:
        assert audio.warning is None, audio.warning
        assert audio.enabled
        for name in NAMES:
            audio.play(name)
        audio.play("no-such-sound")  # ignored
        audio.set_volume(2.0)
        assert audio.volume == 1.0
        audio.set_volume(-1)
        assert audio.volume == 0.0
        audio.play("fire")  # muted: nothing happens, nothing breaks
        audio.set_volume("loud")
        assert audio.volume == 0.0
        audio.set_volume(0.3)
        assert audio.volume == 0.3
    finally:
        audio.close()
    audio.play("fire")  # after close: silent, no error


def test_audio_when_the_mixer_cannot_start(monkeypatch, no_mixer):
    from quiver.audio import Audio

    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(0.7)
    assert not audio.enabled
    assert audio.warning is not None and "\n" not in audio.warning
    assert "No available audio device" in audio.warning
    audio.play("win")
    audio.set_volume(0.1)
    audio.close()


def test_audio_with_missing_files(dummy_driver, tmp_path):
    from quiver.audio import Audio

    (tmp_path / "click.wav").write_bytes((SOUNDS / "click.wav").read_bytes())
    (tmp_path / "fire.wav").write_bytes(b"this is not a wav file")
    audio = Audio(0.7, sounds_dir=tmp_path)
    try:
        assert audio.warning is not None and "\n" not in audio.warning
        assert "could not be loaded" in audio.warning
        assert audio.enabled  # click still works
        for name in NAMES:
            audio.play(name)  # the missing ones are silent
    finally:
        audio.close()


def test_audio_without_any_files(dummy_driver, tmp_path):
    from quiver.audio import Audio

    audio = Audio(0.7, sounds_dir=tmp_path / "nowhere")
    try:
        assert not audio.enabled and audio.warning
        audio.play("fire")
    finally:
        audio.close()


def test_audio_bad_volume_argument(monkeypatch, no_mixer):
    from quiver.audio import Audio

    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: (_ for _ in ()).throw(pygame.error("x")))
    assert Audio(float("nan")).volume == 0.7
    assert Audio(None).volume == 0.7
    assert Audio(3).volume == 1.0
