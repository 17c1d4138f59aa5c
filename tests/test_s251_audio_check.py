"""s251: tools/audio_check.py's measures on made-up waves (its session, in real time
through SDL's disk driver, is run by hand: python tools/audio_check.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import audio_check


def stereo(x):
    return np.stack([x, x], axis=1).astype("<i2")


def test_a_cut_mid_wave_is_a_click_and_a_wave_or_a_fade_is_not():
    t = np.arange(audio_check.RATE) / audio_check.RATE
    wave = 8000 * np.sin(2 * np.pi * 220 * t)
    cut = wave.copy()
    cut[22050 + 37 :] = 0  # stopped mid-swing
    faded = wave * np.clip((22050 + 4410 - np.arange(len(t))) / 4410, 0, 1)  # 0.1 s to silence
    assert audio_check.clicks(stereo(cut), 22050) > 20
    assert audio_check.clicks(stereo(wave), 22050) < 10
    assert audio_check.clicks(stereo(faded), 22050) < 10


def test_the_measures_of_a_stretch():
    x = stereo(np.r_[np.zeros(100), np.full(100, 32767), np.full(100, -16384)])
    m = audio_check.measure(x)
    assert m["full"] == 200 and m["peak"] > 0.99 and m["jump"] == 32767 + 16384
    assert audio_check.measure(x[:0])["peak"] == 0.0
