"""s201: a picture over the side limit (4096 pixels) was told "the limit is 4096x4096";
scaled down to that, it was refused again ("scale it down to 1448x1448 or less"). It is
told, at once, a size that is read."""

from __future__ import annotations

import re

import pytest
from test_stranger_s78 import _header_png, _passes_caps


@pytest.mark.parametrize("w, h", [(6000, 6000), (5000, 10), (10, 8000), (4097, 1000)])
def test_a_picture_over_the_side_limit_is_told_a_size_that_is_read(monkeypatch, w, h):
    from quiver.shapes.png import PngError, decode_png

    with pytest.raises(PngError) as e:
        decode_png(_header_png(w, h, 8, 6), "wide.png")
    said = str(e.value)
    m = re.search(r"scale it down to (\d+)x(\d+) or less", said)
    assert said.startswith(f"'wide.png' is {w}x{h} pixels") and m, said
    fw, fh = int(m.group(1)), int(m.group(2))
    assert fw <= w and fh <= h and abs(fw / fh - w / h) < 0.05 * w / h + 0.2, said  # its proportions
    assert _passes_caps(monkeypatch, fw, fh, 8, 6), said  # read at that size
