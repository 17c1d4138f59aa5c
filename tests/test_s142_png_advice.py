"""A PNG too big to read is told a size that is read however the player saves it with
8-bit colour (s142): a 4000x4000 16-bit grey picture was told "scale it down to
2027x2027 or less with 8-bit colour", the size for 8-bit grey; saved at 2000x2000 in
8-bit RGB, as most editors save, it was refused again ("1672x1672"). s375: the size told
is read saved again with 8-bit colour of the picture's own kind: with no alpha (grey, RGB)
in RGB or grey; with alpha, or a palette (its transparency unknown from the header), in
any 8-bit save, RGBA too."""

from __future__ import annotations

import re

import pytest
from test_stranger_s78 import _header_png, _passes_caps

from quiver.shapes.png import PngError, decode_png

EIGHT_BIT_SAVES = (0, 2, 4, 6)  # grey, RGB, grey+alpha, RGBA (a palette's: as grey's, 8 bits)
OPAQUE_SAVES = (0, 2)  # grey, RGB: how a picture with no alpha is saved again


def saves_of(ctype: int) -> tuple[int, ...]:
    """The 8-bit saves a picture of colour type `ctype` is told a size read in (s375)."""
    return OPAQUE_SAVES if ctype in OPAQUE_SAVES else EIGHT_BIT_SAVES


def _said(w: int, h: int, depth: int, ctype: int) -> str:
    with pytest.raises(PngError) as e:
        decode_png(_header_png(w, h, depth, ctype), "big.png")
    return str(e.value)


@pytest.mark.parametrize("w, h, depth, ctype", [(4000, 4000, 16, 0), (4000, 2500, 8, 0), (4096, 4096, 4, 3)])
def test_the_size_told_is_read_whatever_8_bit_colour_of_its_kind_it_is_saved_with(
    monkeypatch, w, h, depth, ctype
):
    said = _said(w, h, depth, ctype)
    m = re.search(r"scale it down to (\d+)x(\d+) or less", said)
    assert m and "\n" not in said, said
    fw, fh = int(m.group(1)), int(m.group(2))
    for saved in saves_of(ctype):
        assert _passes_caps(monkeypatch, fw, fh, 8, saved), (said, saved)


def test_a_16_bit_grey_picture_told_to_save_with_8_bit_colour_is_read_in_rgb(monkeypatch):
    """2048x2048 16-bit grey fits as 8-bit grey, not as 8-bit RGB: "save it with 8-bit
    colour" alone was not true for RGB, so it is told a size too."""
    said = _said(2048, 2048, 16, 0)
    m = re.search(r"(\d+)x(\d+) or less with 8-bit colour", said)
    assert m, said
    assert _passes_caps(monkeypatch, int(m.group(1)), int(m.group(2)), 8, 2)
