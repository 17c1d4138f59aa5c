#!/usr/bin/env python3
"""Compose and render Quiver's music and the issue-23 effect variants (deterministic).

    python tools/make_music.py             # writes into quiver.assets' music/ and sounds/
    python tools/make_music.py OUTDIR      # music/ and sounds/ under OUTDIR instead

Music (OGG Vorbis, mono 22050 Hz, through `soundfile`: pip install -e '.[test]' has it):

* ``menu.ogg``: a calm 32-bar loop (I-vi-IV-V in C, soft pad, slow arpeggio).
* ``play.ogg``: a play loop of 136 s before it repeats: the chords cycle every 16 bars,
  but the melody and the rhythm of the arpeggio are drawn bar by bar from the project's
  PRNG (quiver.engine.rng), so no bar's music repeats inside the loop.
* ``win.ogg``: a two-second sting.

Effects (WAV, like tools/make_sounds.py): 3 variants of every effect in pitch and
timbre (``fire.2.wav``, ``fire.3.wav`` beside ``fire.wav``), a soft ``pop`` (4
variants), and ``combo2`` .. ``combo6``, one step higher each.

Nothing random: the PRNG is seeded, numpy's arithmetic is the same on every run, and the
Ogg stream's serial number (random in libsndfile) is rewritten to a fixed one with each
page's checksum recomputed, so two runs give byte-identical files.
"""

from __future__ import annotations

import argparse
import struct
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quiver.engine.rng import Rng

RATE = 22050
SERIAL = 0x51495652  # "QIVR": the fixed Ogg stream serial number
EFFECTS = ("fire", "leave", "smack", "win", "lose", "click", "hint")
VARIANTS = ((1.0, 1.0), (1.07, 0.75), (0.93, 1.3), (1.13, 0.9))  # (pitch, brightness)

# ----------------------------------------------------------------------------- synthesis


def midi(n: float) -> float:
    return 440.0 * 2.0 ** ((n - 69) / 12.0)


def env(n: int, attack: float, decay: float) -> np.ndarray:
    t = np.arange(n) / RATE
    a = np.clip(t / max(attack, 1e-4), 0.0, 1.0)
    return a * np.exp(-np.maximum(0.0, t - attack) / decay)


def voice(freq: float, seconds: float, attack: float, decay: float, partials=((1, 1.0), (2, 0.3), (3, 0.12))):
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    out = np.zeros(n)
    for k, amp in partials:
        out += amp * np.sin(2 * np.pi * freq * k * t)
    return out * env(n, attack, decay)


def pad(freqs, seconds: float) -> np.ndarray:
    """A soft chord: slightly detuned sines with a slow swell and release."""
    n = int(seconds * RATE)
    t = np.arange(n) / RATE
    out = np.zeros(n)
    for f in freqs:
        for det in (-0.6, 0.6):
            out += np.sin(2 * np.pi * (f + det) * t) + 0.2 * np.sin(4 * np.pi * (f + det) * t)
    shape = np.minimum(1.0, t / 0.6) * np.minimum(1.0, (seconds - t) / 0.5)
    return out * np.clip(shape, 0.0, 1.0) / (2 * len(freqs))


def mix(dst: np.ndarray, src: np.ndarray, at: float, gain: float, wrap: bool = False) -> None:
    """Add `src` into `dst` from `at` seconds; `wrap` (a loop): what runs past the end
    goes on from the start, as it will sound when the piece repeats (cut off, the last
    bar's pad and notes stopped dead at the loop point and the first bar's swelled in
    from silence: a dip at each repeat that no other bar line has)."""
    i = int(at * RATE)
    if i >= len(dst):
        return
    j = min(len(dst), i + len(src))
    dst[i:j] += gain * src[: j - i]
    if wrap and i + len(src) > len(dst):
        mix(dst, src[j - i :], 0.0, gain, wrap)


def normalise(x: np.ndarray, peak_db: float = -3.0, loop: bool = False) -> np.ndarray:
    """To `peak_db`, its ends faded against a click; a `loop`'s ends join, so they are
    not faded (a 20 ms dip at each repeat): Audio fades it in at its first start."""
    x = x - x.mean()
    fade = 0 if loop else min(len(x) // 4, int(0.01 * RATE))
    if fade:
        x[:fade] *= np.linspace(0.0, 1.0, fade)
        x[-fade:] *= np.linspace(1.0, 0.0, fade)
    return x * (10 ** (peak_db / 20) / (np.abs(x).max() or 1.0))


# Chords as MIDI notes: C, Am, F, G (and for the play loop Em and Dm too)
CHORDS = {
    "C": (48, 52, 55),
    "Am": (45, 48, 52),
    "F": (41, 45, 48),
    "G": (43, 47, 50),
    "Em": (40, 43, 47),
    "Dm": (38, 41, 45),
}
PENTA = (0, 2, 4, 7, 9)  # the melody's scale steps (C major pentatonic)


def menu() -> np.ndarray:
    bpm, bars = 80, 32
    beat = 60.0 / bpm
    bar = 4 * beat
    out = np.zeros(int(bars * bar * RATE))
    prog = ["C", "Am", "F", "G"]
    for b in range(bars):
        name = prog[b % 4]
        notes = CHORDS[name]
        mix(out, pad([midi(n + 12) for n in notes], bar + 0.4), b * bar, 0.55, wrap=True)
        mix(out, voice(midi(notes[0] - 12), bar, 0.02, 1.2, ((1, 1.0), (2, 0.2))), b * bar, 0.35, wrap=True)
        for k in range(8):  # a slow arpeggio, eighths
            n = notes[k % 3] + 24 + (12 if k in (3, 7) else 0)
            mix(out, voice(midi(n), 0.9, 0.005, 0.35), b * bar + k * beat / 2, 0.16, wrap=True)
    return normalise(out, -6.0, loop=True)


def play_loop() -> np.ndarray:
    """136 s at 120 bpm: 68 bars, the chords cycle every 16 bars, the melody never."""
    bpm, bars = 120, 68
    beat = 60.0 / bpm
    bar = 4 * beat
    rng = Rng(2300023)
    prog = ["C", "G", "Am", "F", "C", "Em", "F", "G", "Am", "F", "C", "G", "Dm", "F", "G", "G"]
    out = np.zeros(int(bars * bar * RATE))
    last = 2
    for b in range(bars):
        notes = CHORDS[prog[b % len(prog)]]
        t0 = b * bar
        mix(out, pad([midi(n + 12) for n in notes], bar + 0.3), t0, 0.4, wrap=True)
        for k in range(4):  # bass on the beats, the root and the fifth
            n = notes[0] - 12 + (7 if k == 2 else 0)
            bass = voice(midi(n), beat, 0.01, 0.25, ((1, 1.0), (2, 0.5), (3, 0.2)))
            mix(out, bass, t0 + k * beat, 0.45, wrap=True)
        for k in range(8):  # the arpeggio's rhythm: each eighth on or off, drawn
            if rng.below(5) == 0 and k % 2:
                continue
            n = notes[rng.below(3)] + 24
            note = voice(midi(n), 0.4, 0.003, 0.12, ((1, 1.0), (3, 0.25)))
            mix(out, note, t0 + k * beat / 2, 0.12, wrap=True)
        # the melody: a walk on the pentatonic scale, rests drawn too
        for k in range(4 if b % 4 != 3 else 2):
            if rng.below(4) == 0:
                continue
            last = max(0, min(9, last + rng.below(5) - 2))
            octave, step = divmod(last, 5)
            n = 72 + 12 * octave + PENTA[step]
            length = beat * (2 if b % 4 == 3 else 1)
            note = voice(midi(n), length + 0.3, 0.02, 0.45, ((1, 1.0), (2, 0.15)))
            mix(out, note, t0 + k * length, 0.2, wrap=True)
        if b % 8 == 7:  # a soft hi tick every 8 bars to mark the phrase
            mix(out, voice(midi(96), 0.3, 0.002, 0.08), t0 + 3.5 * beat, 0.08, wrap=True)
    return normalise(out, -7.0, loop=True)


def win_sting() -> np.ndarray:
    out = np.zeros(int(2.2 * RATE))
    for k, n in enumerate((60, 64, 67, 72)):
        mix(out, voice(midi(n), 2.0 - 0.1 * k, 0.01, 0.5), 0.09 * k, 0.5)
    mix(out, pad([midi(n) for n in (60, 64, 67, 72, 76)], 1.8), 0.36, 0.6)
    mix(out, voice(midi(84), 1.4, 0.01, 0.4, ((1, 1.0),)), 0.36, 0.15)
    return normalise(out, -4.0)


# ----------------------------------------------------------------------------- effects


def read_wav(path: Path) -> np.ndarray:
    with wave.open(str(path), "rb") as w:
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    return data.astype(np.float64) / 32767.0


def write_wav(path: Path, x: np.ndarray) -> None:
    pcm = np.clip(np.round(x * 32767.0), -32768, 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())


def vary(x: np.ndarray, pitch: float, bright: float) -> np.ndarray:
    """Resample by `pitch` (higher and shorter above 1) and tilt the timbre: below 1 a
    one-pole low-pass softens it, above 1 a little of the high band is added."""
    n = max(2, int(len(x) / pitch))
    y = np.interp(np.arange(n) * pitch, np.arange(len(x)), x)
    k = 0.35
    low = np.empty_like(y)
    acc = 0.0
    for i, v in enumerate(y):  # a one-pole low-pass (short sounds: a plain loop is fine)
        acc += k * (v - acc)
        low[i] = acc
    return normalise(low + bright * (y - low) if bright >= 1 else bright * y + (1 - bright) * low)


def pop(k: int) -> np.ndarray:
    """A soft pop (~0.12 s): a sine dropping in pitch, a touch of breath."""
    n = int(0.12 * RATE)
    t = np.arange(n) / RATE
    f0 = (620.0, 700.0, 560.0, 760.0)[k]
    phase = 2 * np.pi * np.cumsum(f0 * np.exp(-t * 18.0) + 180.0) / RATE
    body = np.sin(phase) * env(n, 0.002, 0.03)
    rng = Rng(77 + k)
    breath = np.array([rng.random() * 2 - 1 for _ in range(n)]) * env(n, 0.001, 0.008) * 0.25
    return normalise(body + breath, -6.0)


def combo(step: int) -> np.ndarray:
    """combo2..combo6: a bright pluck one pentatonic step higher each."""
    n = 76 + (2, 4, 7, 9, 12)[step - 2]
    out = voice(midi(n), 0.35, 0.003, 0.09, ((1, 1.0), (2, 0.4), (4, 0.12)))
    out += 0.5 * voice(midi(n + 12), 0.35, 0.003, 0.06, ((1, 1.0),))
    return normalise(out, -5.0)


# ----------------------------------------------------------------------------- Ogg output


def _ogg_crc(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) & 0xFFFFFFFF if crc & 0x80000000 else (crc << 1) & 0xFFFFFFFF
    return crc


def fixed_serial(ogg: bytes, serial: int = SERIAL) -> bytes:
    """The same Ogg stream with every page's serial number set to `serial` and its
    checksum recomputed (libsndfile picks a random serial per file)."""
    out = bytearray()
    i = 0
    while i < len(ogg):
        if ogg[i : i + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {i}")
        nseg = ogg[i + 26]
        size = 27 + nseg + sum(ogg[i + 27 : i + 27 + nseg])
        page = bytearray(ogg[i : i + size])
        page[14:18] = struct.pack("<I", serial)
        page[22:26] = b"\0\0\0\0"
        page[22:26] = struct.pack("<I", _ogg_crc(bytes(page)))
        out += page
        i += size
    return bytes(out)


def ogg_bytes(x: np.ndarray, quality: float = 0.3) -> bytes:
    import soundfile

    # a real file: libsndfile's Ogg writer crashes on a Python file object
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "out.ogg"
        # libsndfile's compression level: 0 = best quality, 1 = smallest
        with soundfile.SoundFile(
            str(path), "w", RATE, 1, format="OGG", subtype="VORBIS", compression_level=1.0 - quality
        ) as f:
            pcm = x.astype(np.float32)
            for i in range(0, len(pcm), 4096):  # in blocks: one long write crashes libsndfile 1.2
                f.write(pcm[i : i + 4096])
        return fixed_serial(path.read_bytes())


MUSIC = {"menu": menu, "play": play_loop, "win": win_sting}


def default_assets() -> Path:
    return ROOT / "assets"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "outdir",
        nargs="?",
        type=Path,
        help="folder to write music/ and sounds/ under (default: quiver.assets')",
    )
    args = parser.parse_args(argv)
    assets = args.outdir or default_assets()
    sounds, music = assets / "sounds", assets / "music"
    sounds.mkdir(parents=True, exist_ok=True)
    music.mkdir(parents=True, exist_ok=True)
    base = default_assets() / "sounds"
    for name in EFFECTS:
        x = read_wav(base / f"{name}.wav")  # tools/make_sounds.py's effect is variant 1
        for k, (pitch, bright) in enumerate(VARIANTS[1:], 2):
            write_wav(sounds / f"{name}.{k}.wav", vary(x, pitch, bright))
    for k in range(4):
        write_wav(sounds / ("pop.wav" if k == 0 else f"pop.{k + 1}.wav"), pop(k))
    for step in range(2, 7):
        write_wav(sounds / f"combo{step}.wav", combo(step))
    for name, make in MUSIC.items():
        path = music / f"{name}.ogg"
        path.write_bytes(ogg_bytes(make()))
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
