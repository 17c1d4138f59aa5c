"""s375: an RGB photo too big to read was told the size for any 8-bit save, RGBA included
(s142's rule): a 4000x3000 photo was told 1672x1254 where 1930x1448 is read in RGB. It is
told the bound for its own kind of colour now (no alpha: RGB; alpha or a palette: RGBA),
and a picture saved at the size told really loads, as a PNG and as a 2D picture's shape;
a pixel more on its long side is refused."""

from __future__ import annotations

import re
import struct
import zlib

import pytest
from test_s350_photo_size import _one_more
from test_stranger_s78 import _header_png, _passes_caps

from quiver.shapes.png import PngError, decode_png


def _png(w: int, h: int, ctype: int) -> bytes:
    """A real 8-bit PNG of w x h, colour type `ctype`, every row the same ramp."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    pixel = {0: lambda x: (x % 256,), 2: lambda x: (x % 256, 40, 90), 6: lambda x: (x % 256, 40, 90, 255)}[
        ctype
    ]
    row = b"\x00" + b"".join(bytes(pixel(x)) for x in range(w))  # (opaque: a picture's cells)
    head = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, ctype, 0, 0, 0))
    return b"\x89PNG\r\n\x1a\n" + head + chunk(b"IDAT", zlib.compress(row * h, 1)) + chunk(b"IEND", b"")


def _told(w: int, h: int, ctype: int) -> tuple[int, int]:
    with pytest.raises(PngError) as e:
        decode_png(_header_png(w, h, 8, ctype), "big.png")  # (its header: the size checks)
    m = re.search(r"scale it down to (\d+)x(\d+) or less", str(e.value))
    assert m, str(e.value)
    return int(m.group(1)), int(m.group(2))


def test_a_4000x3000_rgb_photo_is_told_the_rgb_bound():
    assert _told(4000, 3000, 2) == (1930, 1448)  # (before: 1672x1254, RGBA's)
    assert _told(4000, 3000, 6) == (1672, 1254)  # (an RGBA one: its own)


@pytest.mark.parametrize("w, h, ctype", [(4000, 3000, 2), (3000, 4000, 2), (4000, 3000, 6), (5000, 2000, 0)])
def test_the_size_told_loads_and_a_pixel_more_does_not(monkeypatch, tmp_path, w, h, ctype):
    from quiver.game.picture import make_shape

    fw, fh = _told(w, h, ctype)
    saved = 2 if ctype == 0 else ctype  # (a grey one saved again in RGB, as editors do: s142)
    image = decode_png(_png(fw, fh, saved), "told.png")
    assert (image.width, image.height) == (fw, fh)
    path = tmp_path / "told.png"
    path.write_bytes(_png(fw, fh, saved))
    assert make_shape("2d", str(path), None) is not None  # (played as a picture)
    assert not _passes_caps(monkeypatch, *_one_more(w, h, fw, fh), 8, saved)  # (the largest: s350)
