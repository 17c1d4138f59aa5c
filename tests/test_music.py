"""Issue 23's sound: the music made in the project (tools/make_music.py -> assets/music),
the effect variants and combo steps, and Audio playing them (variants in turn, music
that loops, ducks under effects and follows its own volume), failing soft."""

from __future__ import annotations

import importlib.util
import itertools
import wave
from pathlib import Path

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from audio_helpers import frames  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
MUSIC = REPO / "assets" / "music"
SOUNDS = REPO / "assets" / "sounds"  # (this checkout's: an editable install's may be another's)


def load_tool():
    spec = importlib.util.spec_from_file_location("make_music", REPO / "tools" / "make_music.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def decode(path: Path):
    sf = pytest.importorskip("soundfile")
    data, rate = sf.read(str(path), dtype="float32")
    return data, rate


def test_the_three_pieces_are_there_and_long_enough():
    lengths = {}
    for name in ("menu", "play", "win"):
        data, rate = decode(MUSIC / f"{name}.ogg")
        assert rate == 22050 and data.ndim == 1
        assert 0.2 < float(np.abs(data).max()) <= 1.0  # not silent, not clipping
        lengths[name] = len(data) / rate
    assert lengths["play"] >= 120.0  # the play loop: at least 2 minutes before it repeats
    assert lengths["menu"] >= 30.0 and 1.0 <= lengths["win"] <= 4.0


def test_the_play_loop_does_not_repeat_within_itself():
    """The chords cycle every 16 bars (32 s); the drawn melody makes each cycle new."""
    data, rate = decode(MUSIC / "play.ogg")
    period = 32 * rate
    cycles = [data[k * period : (k + 1) * period] for k in range(len(data) // period)]
    assert len(cycles) >= 4
    for a in range(len(cycles)):
        for b in range(a + 1, len(cycles)):
            r = float(np.corrcoef(cycles[a], cycles[b])[0, 1])
            assert r < 0.9, f"cycles {a} and {b} sound the same (r={r:.3f})"


def test_the_ogg_serial_is_fixed_and_each_page_checksum_is_right():
    tool = load_tool()
    raw = (MUSIC / "win.ogg").read_bytes()
    assert raw[:4] == b"OggS" and tool.fixed_serial(raw) == raw  # already normalised
    bad = bytearray(raw)
    bad[14:18] = b"\1\2\3\4"
    assert tool.fixed_serial(bytes(bad)) == raw
    with pytest.raises(ValueError):
        tool.fixed_serial(b"RIFF" + raw[4:])


def test_make_music_rebuilds_the_committed_files_byte_for_byte(tmp_path):
    pytest.importorskip("soundfile")
    tool = load_tool()
    tool.MUSIC = {"win": tool.win_sting}  # the long pieces take a while; same code path
    assert tool.main([str(tmp_path)]) == 0
    assert (tmp_path / "music" / "win.ogg").read_bytes() == (MUSIC / "win.ogg").read_bytes()
    for path in sorted((tmp_path / "sounds").glob("*.wav")):
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), path.name


def test_every_effect_has_variants_and_the_combo_steps_rise():
    tool = load_tool()
    for name in tool.EFFECTS + ("pop",):
        found = [SOUNDS / f"{name}.wav"] + sorted(SOUNDS.glob(f"{name}.[0-9].wav"))
        assert 3 <= len(found) <= 4, name
        bodies = {p.read_bytes() for p in found}
        assert len(bodies) == len(found), f"{name}: two variants are the same"
    pitches = []
    for step in range(2, 7):
        with wave.open(str(SOUNDS / f"combo{step}.wav"), "rb") as w:
            x = np.frombuffer(w.readframes(w.getnframes()), "<i2").astype(float)
            rate = w.getframerate()
        spectrum = np.abs(np.fft.rfft(x * np.hanning(len(x))))
        pitches.append(np.argmax(spectrum) * rate / len(x))
    assert pitches == sorted(pitches) and len(set(np.round(pitches))) == 5


# --------------------------------------------------------------------------- Audio


@pytest.fixture
def dummy_audio(monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    yield
    pygame.mixer.quit()


def test_audio_cycles_variants_loops_music_and_ducks(dummy_audio, monkeypatch):
    import quiver.audio as audio_mod
    import quiver.audio_level as audio_level

    audio = audio_mod.Audio(0.6, music_volume=0.5)
    try:
        assert audio.warning is None, audio.warning
        assert len(audio._variants["fire"]) == 3  # fire.2 .. fire.4 beside fire.wav
        played = []

        class Fake:
            def play(self):
                played.append(self)

        audio._sounds["fire"], audio._variants["fire"] = Fake(), [Fake(), Fake(), Fake()]
        now = [100.0]
        monkeypatch.setattr(audio_mod.time, "monotonic", lambda: now[0])
        for _ in range(8):
            now[0] += audio_mod.REPEAT_GAP  # (sooner, the same effect is dropped: s114)
            audio.play("fire")
        assert len(set(map(id, played))) == 4 and all(a is not b for a, b in itertools.pairwise(played))
        audio.music("menu")
        assert audio.track == "menu" and pygame.mixer.music.get_busy()
        audio.music("menu")  # the same piece: nothing restarts
        audio.play("pop")
        frames(now, audio.tick, audio_level.DUCK_ATTACK + 0.02)  # (a ramp down: s122; a step a frame: s282)
        assert pygame.mixer.music.get_volume() == pytest.approx(0.5 * audio_mod.DUCK, abs=0.01)
        audio.tick()  # too soon: still ducked
        assert pygame.mixer.music.get_volume() < 0.4
        frames(now, audio.tick, audio_mod.DUCK_TIME + audio_level.DUCK_RELEASE)
        assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)
        audio.set_music_volume(0.0)  # off: the music stops
        assert audio.track == "menu"
        audio.music(None)
        assert audio.track is None
    finally:
        audio.close()


def test_music_for_what_is_on_screen():
    from quiver.audio import music_for

    class S:
        def __init__(self, name, overlay=False):
            self.name, self.overlay = name, overlay

    assert music_for([]) is None
    assert music_for([S("menu")]) == "menu"
    assert music_for([S("menu"), S("play2d")]) == "play"
    assert music_for([S("menu"), S("play3d"), S("result", True)]) == "play"
    assert music_for([S("menu"), S("settings", True)]) == "menu"
    assert music_for([S("playflat"), S("levels")]) == "menu"


def test_no_audio_device_is_silence_and_a_note(monkeypatch):
    import quiver.audio as audio_mod

    pygame.mixer.quit()

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = audio_mod.Audio(0.6, music_volume=0.5)
    assert audio.warning and "no audio device" in audio.warning
    audio.music("play")  # silent, never raises
    audio.play("combo3")
    audio.tick()
    audio.set_music_volume(0.2)
    audio.close()
