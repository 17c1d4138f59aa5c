"""Reading a player's picture, loose ends (s164): the file read once (its bytes hashed for
the cache and decoded, not read again on a miss); the dark mask computed a block of rows
at a time with integer arithmetic, not a table of every colour (60-75 ms at 300x300 in 16
bits: 90 000 colours), the same bytes; and the note says what was left out, stray dots
or small pieces no arrows can cover (a cross of 4 was "1 stray dot")."""

from __future__ import annotations

import sys

import pytest

pygame = pytest.importorskip("pygame")

from test_png import CHANNELS, FORMATS, encode_png, pattern  # noqa: E402

import quiver.shapes.png as png  # noqa: E402
from quiver.shapes.png import PngImage, dark_mask, decode_png  # noqa: E402


def _rule(img: PngImage) -> list[bytes]:
    """The dark rule, a pixel at a time: opaque (alpha 128 up) and luminance under 128."""
    return [
        bytes(int(a >= 128 and 299 * r + 587 * g + 114 * b < 128000) for r, g, b, a in row)
        for row in img.rgba()
    ]


def test_the_mask_keeps_the_rule_at_its_edges_and_every_alpha():
    # for each (r, g), the blues on both sides of the threshold, at alphas around 128
    edge = []
    for r in range(0, 256, 5):
        for g in range(0, 256, 3):
            b = (128000 - 299 * r - 587 * g) // 114
            edge += [(r, g, min(255, max(0, v))) for v in (b - 1, b, b + 1)]
    rows = tuple(bytes(c for r, g, b in edge for c in (r, g, b, a)) for a in (0, 1, 127, 128, 129, 254, 255))
    img = PngImage(len(edge), len(rows), rows)
    assert dark_mask(img) == _rule(img)
    assert 0 < sum(map(sum, dark_mask(img))) < len(edge) * 4  # both answers met at each opaque alpha


def test_a_tall_picture_crosses_blocks_of_rows_whole(monkeypatch):
    monkeypatch.setattr(png, "MASK_BLOCK", 7 * 5)  # blocks of 5 rows of 7: the last one short
    pixels = pattern(7, 23, 255, 4, seed=3)
    img = decode_png(encode_png(pixels, 6, 8))
    assert dark_mask(img) == _rule(img) and len(dark_mask(img)) == 23


@pytest.mark.parametrize("interlace", [False, True])
@pytest.mark.parametrize(("ctype", "depth"), FORMATS)
def test_the_mask_of_every_png_format_keeps_the_rule(ctype, depth, interlace):
    maxv = (1 << depth) - 1
    palette = None
    if ctype == 3:
        palette = [((i * 37) % 256, (i * 91) % 256, (255 - i) % 256) for i in range(min(256, maxv + 1))]
    img = decode_png(
        encode_png(pattern(29, 17, maxv, CHANNELS[ctype], seed=depth), ctype, depth, interlace, palette)
    )
    assert dark_mask(img) == _rule(img)


def test_the_masks_work_does_not_grow_with_its_colours():
    """A table of every colour met looked each new one up alone: 65 536 colours, 65 536
    steps of Python. Counted, not timed: the built-in calls a mask of 256x256 makes."""
    rows = tuple(bytes(c for x in range(256) for c in (x, y, (x * y) & 255, 255)) for y in range(256))
    calls = [0]

    def count(frame, event, arg):
        if event == "c_call":
            calls[0] += 1

    sys.setprofile(count)
    try:
        dark_mask(PngImage(256, 256, rows))
    finally:
        sys.setprofile(None)
    assert calls[0] < 1000, calls[0]
