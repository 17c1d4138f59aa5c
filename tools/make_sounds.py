#!/usr/bin/env python3
"""Synthesize Quiver's sound effects into assets/sounds/*.wav.

Standard library only (wave, math, struct). Deterministic: no ``random``; the noise
comes from a tiny fixed-seed LCG, so running it twice gives byte-identical files on the
same platform. Every effect is 16-bit mono at 22050 Hz, shaped by attack/decay
envelopes, faded at both ends (no clicks) and normalised to a peak of about -3 dBFS.

    python tools/make_sounds.py            # writes into the checkout's assets/sounds/
    python tools/make_sounds.py OUTDIR     # writes somewhere else
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK_DBFS = -3.0
TAU = 2.0 * math.pi

Samples = list[float]


# --------------------------------------------------------------------------- building blocks


class Lcg:
    """Numerical Recipes' 32-bit LCG: white noise in [-1, 1), the same every run."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> float:
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 2147483648.0 - 1.0


def n_samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> Samples:
    return [0.0] * n_samples(seconds)


def mix_into(dst: Samples, src: Samples, at_s: float = 0.0, gain: float = 1.0) -> None:
    start = n_samples(at_s)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        dst[j] += gain * v


def envelope(n: int, attack_s: float, decay_s: float, curve: float = 1.0) -> Samples:
    """Linear attack, then exponential decay with time constant ``decay_s``."""
    a = max(1, n_samples(attack_s))
    out = []
    for i in range(n):
        if i < a:
            out.append((i / a) ** curve)
        else:
            out.append(math.exp(-(i - a) / (decay_s * RATE)))
    return out


def hann(n: int) -> Samples:
    return [0.5 - 0.5 * math.cos(TAU * i / (n - 1)) for i in range(n)]


def tone(freq: float, seconds: float, partials=((1, 1.0),), detune: float = 0.0) -> Samples:
    """A sum of sine partials ``(multiple, amplitude)`` at ``freq``."""
    n = n_samples(seconds)
    out = []
    for i in range(n):
        t = i / RATE
        out.append(sum(a * math.sin(TAU * freq * k * (1.0 + detune * k) * t) for k, a in partials))
    return out


def chirp(f0: float, f1: float, seconds: float, exponential: bool = True) -> Samples:
    """A sine gliding from f0 to f1 (phase-continuous)."""
    n = n_samples(seconds)
    out, phase = [], 0.0
    for i in range(n):
        x = i / max(1, n - 1)
        f = f0 * (f1 / f0) ** x if exponential else f0 + (f1 - f0) * x
        phase += TAU * f / RATE
        out.append(math.sin(phase))
    return out


def swept_bandpass(noise: Samples, f_of_x: Callable[[float], float], q: float) -> Samples:
    """Chamberlin state-variable filter, band-pass output, centre following f_of_x(0..1)."""
    low = band = 0.0
    damp = 1.0 / q
    n = len(noise)
    out = []
    for i, x in enumerate(noise):
        fc = f_of_x(i / max(1, n - 1))
        f = 2.0 * math.sin(math.pi * min(fc, RATE / 6.0) / RATE)
        high = x - low - damp * band
        band += f * high
        low += f * band
        out.append(band)
    return out


def lowpass(samples: Samples, cutoff: float) -> Samples:
    """One-pole low-pass."""
    k = 1.0 - math.exp(-TAU * cutoff / RATE)
    y, out = 0.0, []
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def mul(a: Samples, b: Samples) -> Samples:
    return [x * y for x, y in zip(a, b, strict=True)]


def noise(seconds: float, seed: int) -> Samples:
    rng = Lcg(seed)
    return [rng() for _ in range(n_samples(seconds))]


def finish(samples: Samples, fade_in_s: float = 0.002, fade_out_s: float = 0.008) -> Samples:
    """Remove DC, fade both ends to zero, normalise the peak to PEAK_DBFS."""
    n = len(samples)
    mean = sum(samples) / n
    out = [v - mean for v in samples]
    fi, fo = max(1, n_samples(fade_in_s)), max(1, n_samples(fade_out_s))
    for i in range(min(fi, n)):
        out[i] *= i / fi
    for i in range(min(fo, n)):
        out[n - 1 - i] *= i / fo
    peak = max(abs(v) for v in out) or 1.0
    target = 10.0 ** (PEAK_DBFS / 20.0)
    return [v * target / peak for v in out]


def to_wav_bytes(samples: Samples) -> bytes:
    frames = bytearray()
    for v in samples:
        s = int(round(v * 32767.0))
        frames += struct.pack("<h", max(-32768, min(32767, s)))
    return bytes(frames)


def write_wav(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_wav_bytes(samples))


# --------------------------------------------------------------------------- the effects


def fire() -> Samples:
    """A quick rising whoosh (~0.15 s): band-passed noise sweeping up, plus a faint chirp."""
    dur = 0.15
    n = n_samples(dur)
    air = swept_bandpass(noise(dur, 11), lambda x: 500.0 * (4200.0 / 500.0) ** x, q=2.2)
    body = chirp(260.0, 820.0, dur)
    env = envelope(n, 0.025, 0.045)
    return finish(mul([a + 0.18 * b for a, b in zip(air, body, strict=True)], env))


def leave() -> Samples:
    """A soft, airy swoosh (~0.3 s): wide band-passed noise that swells and fades."""
    dur = 0.3
    n = n_samples(dur)
    air = swept_bandpass(noise(dur, 23), lambda x: 1400.0 * (0.45**x) + 500.0 * x, q=1.2)
    air = lowpass(air, 3500.0)
    win = [h**1.3 for h in hann(n)]
    # fade the swell toward the end so it "leaves"
    shape = [w * (1.0 - 0.35 * i / n) for i, w in enumerate(win)]
    return finish(mul(air, shape), fade_out_s=0.02)


def smack() -> Samples:
    """A thud and a click (~0.2 s): a pitch-dropping low sine and a short bright tick."""
    dur = 0.2
    n = n_samples(dur)
    thud = mul(chirp(150.0, 55.0, dur), envelope(n, 0.003, 0.05))
    thud = [v + 0.25 * math.sin(2.0 * math.asin(max(-1.0, min(1.0, v)))) for v in thud]
    click_len = 0.02
    hiss = swept_bandpass(noise(click_len, 37), lambda x: 2600.0, q=3.0)
    tick = [a + 0.6 * b for a, b in zip(hiss, tone(1900.0, click_len), strict=True)]
    tick = mul(tick, envelope(len(tick), 0.0005, 0.004))
    out = [0.0] * n
    mix_into(out, thud, 0.0, 1.0)
    mix_into(out, tick, 0.0, 0.45)
    return finish(lowpass(out, 6000.0), fade_in_s=0.0007)


BELL = ((1, 1.0), (2, 0.28), (3, 0.1), (4.2, 0.04))
SOFT = ((1, 1.0), (2, 0.12), (3, 0.05))


def note(freq: float, seconds: float, attack: float, decay: float, partials=BELL) -> Samples:
    t = tone(freq, seconds, partials)
    return mul(t, envelope(len(t), attack, decay))


def win() -> Samples:
    """A bright rising arpeggio (~0.9 s): C5 E5 G5 C6, the last one ringing."""
    dur = 0.9
    out = silence(dur)
    notes = [(523.25, 0.0), (659.25, 0.11), (783.99, 0.22), (1046.50, 0.33)]
    for i, (f, at) in enumerate(notes):
        last = i == len(notes) - 1
        length = dur - at
        mix_into(out, note(f, length, 0.006, 0.22 if last else 0.12), at, 0.9 if last else 0.7)
    # a faint octave sparkle on the final chord
    mix_into(out, note(2093.0, dur - 0.33, 0.01, 0.15, SOFT), 0.33, 0.12)
    return finish(out, fade_out_s=0.05)


def lose() -> Samples:
    """A descending minor phrase (~0.8 s): E4 C4 A3, soft and rounded, last note longest."""
    dur = 0.8
    out = silence(dur)
    notes = [(329.63, 0.0, 0.14), (261.63, 0.18, 0.14), (220.00, 0.36, 0.22)]
    for f, at, decay in notes:
        length = dur - at
        n = note(f, length, 0.015, decay, ((1, 1.0), (2, 0.35), (3, 0.18), (5, 0.05)))
        mix_into(out, n, at, 0.8)
    return finish(lowpass(out, 2200.0), fade_out_s=0.06)


def click() -> Samples:
    """A 30 ms tick for buttons (s122: it was 20 ms, dying in 4 ms: 14 dB under a clear as
    heard, too faint to judge the effects volume by on Settings, where it is the preview)."""
    dur = 0.03
    n = n_samples(dur)
    t = tone(1500.0, dur, ((1, 1.0), (2.7, 0.3)))
    hiss = swept_bandpass(noise(dur, 5), lambda x: 3000.0, q=2.0)
    return finish(
        mul([a + 0.25 * b for a, b in zip(t, hiss, strict=True)], envelope(n, 0.0008, 0.008)),
        fade_in_s=0.0005,
        fade_out_s=0.003,
    )


def hint() -> Samples:
    """A soft two-note chime (~0.6 s): B5 then E6, gentle attack and long decay."""
    dur = 0.6
    out = silence(dur)
    mix_into(out, note(987.77, dur, 0.008, 0.16, SOFT), 0.0, 0.6)
    mix_into(out, note(1318.51, dur - 0.09, 0.008, 0.2, SOFT), 0.09, 0.7)
    return finish(out, fade_out_s=0.05)


EFFECTS: dict[str, Callable[[], Samples]] = {
    "fire": fire,
    "leave": leave,
    "smack": smack,
    "win": win,
    "lose": lose,
    "click": click,
    "hint": hint,
}


def default_outdir() -> Path:
    """The checkout's assets/sounds beside this script (as tools/make_music.py): the
    installed quiver.assets may be another checkout's (an editable install, a worktree)."""
    return Path(__file__).resolve().parent.parent / "assets" / "sounds"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "outdir",
        nargs="?",
        type=Path,
        help="folder to write the .wav files into (default: the checkout's assets/sounds/)",
    )
    args = parser.parse_args(argv)
    outdir = args.outdir or default_outdir()
    outdir.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        path = outdir / f"{name}.wav"
        write_wav(path, make())
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
