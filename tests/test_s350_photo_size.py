"""A picture too big to read is told the largest size in its proportions that is read however it
is saved with 8-bit colour of its own kind (s350; s142: RGBA, 32 bits a pixel, the most of those;
s375: an RGB or grey one, with no alpha, in RGB, 24 bits). The old guess,
scaled from the area then down by 1% steps, fell short by a few pixels for about one size in ten,
mostly tall ones (a 1500x2579 photo was told 1104x1898; 1104x1899 is read): the caps weigh a row's
bytes, not the area. A 4000x3000 photo told 1672x1254 was already at the edge for RGBA: 1680x1260
plays saved in RGB (24 bits), and is refused saved in RGBA: s375 tells an RGB photo 1930x1448."""

from __future__ import annotations

import re

import pytest
from test_s142_png_advice import saves_of
from test_stranger_s78 import _header_png, _passes_caps

from quiver.shapes.png import PngError, decode_png


def _told(w: int, h: int, depth: int, ctype: int) -> tuple[int, int]:
    with pytest.raises(PngError) as e:
        decode_png(_header_png(w, h, depth, ctype), "big.png")
    said = str(e.value)
    m = re.search(r"scale it down to (\d+)x(\d+) or less", said)
    assert m and "\n" not in said, said
    return int(m.group(1)), int(m.group(2))


def _one_more(w: int, h: int, fw: int, fh: int) -> tuple[int, int]:
    """One pixel more on the long side of fw x fh, the short side in w x h's proportions (rounded)."""
    long, short = max(w, h), min(w, h)
    n = max(fw, fh) + 1
    s = max(1, (2 * n * short + long) // (2 * long))
    return (n, s) if w >= h else (s, n)


@pytest.mark.parametrize(
    "w, h, depth, ctype",
    [
        (4000, 3000, 8, 2),
        (1500, 2579, 8, 2),
        (1500, 3215, 8, 6),
        (3840, 2160, 8, 2),
        (3054, 8144, 16, 0),
        (5940, 1413, 8, 2),
        (5000, 10, 8, 2),
        (10, 5000, 8, 6),
    ],
)
def test_the_size_told_is_the_largest_read_in_its_proportions(monkeypatch, w, h, depth, ctype):
    fw, fh = _told(w, h, depth, ctype)
    for saved in saves_of(ctype):
        assert _passes_caps(monkeypatch, fw, fh, 8, saved), (fw, fh, saved)  # read however saved
    widest = 6 if ctype not in (0, 2) else 2  # (RGBA, or RGB for a picture with no alpha)
    assert not _passes_caps(monkeypatch, *_one_more(w, h, fw, fh), 8, widest), (fw, fh)  # one more: refused


def test_a_4000x3000_photo_is_told_the_rgb_edge_and_an_rgba_one_the_rgba_edge(monkeypatch):
    """s375: the RGB photo was told the RGBA bound, 1672x1254, a fifth short of what it may use."""
    assert _told(4000, 3000, 8, 2) == (1930, 1448)
    assert _passes_caps(monkeypatch, 1930, 1448, 8, 2) and not _passes_caps(monkeypatch, 1930, 1448, 8, 6)
    assert _told(4000, 3000, 8, 6) == (1672, 1254)
