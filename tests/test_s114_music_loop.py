"""s114: the menu and play loops join without a dip or click at their loop point: the
last bar's tails go on into the first (tools/make_music.py mixes a loop around), and
their ends are not faded; the music fades in at its first start instead (Audio.music)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parent.parent
MUSIC = REPO / "assets" / "music"  # the committed files (quiver.assets may be another checkout's)


def load_tool():
    spec = importlib.util.spec_from_file_location("make_music_s114", REPO / "tools" / "make_music.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def seam(x: np.ndarray, at: int, n: int) -> np.ndarray:
    """`n` samples either side of sample `at`, the piece taken as a loop."""
    return np.take(x, np.arange(at - n, at + n), mode="wrap")


def test_mix_wraps_a_loops_tail_to_its_start():
    tool = load_tool()
    out = np.zeros(10)
    tool.mix(out, np.ones(4), 8 / tool.RATE, 1.0, wrap=True)
    assert out.tolist() == [1, 1, 0, 0, 0, 0, 0, 0, 1, 1]
    cut = np.zeros(10)
    tool.mix(cut, np.ones(4), 8 / tool.RATE, 1.0)  # (not a loop: cut off)
    assert cut.sum() == 2


def test_the_menu_loop_point_sounds_as_any_bar_line_of_the_same_chords():
    """The menu's four chords repeat every four bars: rendered as a loop, its loop point
    is the same music as bar 16's line (it dipped to silence and swelled back in)."""
    tool = load_tool()
    x = tool.menu()
    bar = int(4 * 60 / 80 * tool.RATE)
    n = int(0.4 * tool.RATE)
    loop, inner = seam(x, 0, n), seam(x, 16 * bar, n)
    assert float(np.abs(loop - inner).max()) < 1e-6


def rms(a: np.ndarray) -> float:
    return float(np.sqrt(np.mean(a * a)))


@pytest.mark.parametrize(("name", "bar_s"), [("menu", 3.0), ("play", 2.0)])
def test_the_committed_loops_have_no_dip_or_jump_at_their_loop_point(name, bar_s):
    sf = pytest.importorskip("soundfile")
    x, rate = sf.read(str(MUSIC / f"{name}.ogg"), dtype="float64")
    step = float(np.abs(np.diff(x)).max())
    assert abs(x[-1] - x[0]) < step  # no click: the seam is no bigger a step than any other
    n = int(0.025 * rate)
    loop = seam(x, 0, 4 * n)
    inner = seam(x, int(16 * bar_s * rate), 4 * n)  # the same chord change inside the piece
    for k in range(8):  # 25 ms windows either side of the seam: no dip (the fades) nor missing swell
        a, b = rms(loop[k * n : (k + 1) * n]), rms(inner[k * n : (k + 1) * n])
        assert a > 0.85 * b, f"{name}: window {k} around the loop point at {a:.3f}, inside {b:.3f}"
