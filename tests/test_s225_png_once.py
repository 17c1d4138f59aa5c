"""s225: a PNG's image data is inflated once (by libpng), not first by the checks and then
again by libpng; a file libpng refuses is still said in one line (the checks inflate it
then, to say why), and libpng's own line ("libpng error: Not enough image data") never
reaches the player's stderr."""

from __future__ import annotations

import struct
import zlib

import pytest

from quiver.shapes import png
from quiver.shapes.png import PngError, decode_png
from tests.test_png import chunk, encode_png, pattern


def picture() -> bytes:
    return encode_png(pattern(24, 18, 255, 4), 6, 8)


def test_a_good_picture_is_inflated_once(monkeypatch):
    calls = []
    real_obj, real_dec = zlib.decompressobj, zlib.decompress
    monkeypatch.setattr(png.zlib, "decompressobj", lambda *a: calls.append(a) or real_obj(*a))
    monkeypatch.setattr(png.zlib, "decompress", lambda *a: calls.append(a) or real_dec(*a))
    image = decode_png(picture(), "cat.png")
    assert (image.width, image.height) == (24, 18)
    assert calls == []  # libpng inflated it, nothing else did


def _with_idat(data: bytes, body: bytes) -> bytes:
    at = data.index(b"IDAT") - 4
    size = struct.unpack(">I", data[at : at + 4])[0]
    return data[:at] + chunk(b"IDAT", body) + data[at + 12 + size :]


def _idat(data: bytes) -> bytes:
    at = data.index(b"IDAT") - 4
    return data[at + 8 : at + 8 + struct.unpack(">I", data[at : at + 4])[0]]


@pytest.mark.parametrize(
    "cut, words",
    [
        (lambda body: body[: len(body) // 2], "is truncated"),
        (lambda body: zlib.compress(zlib.decompress(body)[:-5]), "is corrupt (image data too short)"),
        (lambda body: b"not zlib at all" + body, "is corrupt (bad compressed image data)"),
    ],
)
def test_what_libpng_refuses_is_one_line(capfd, cut, words):
    good = picture()
    with pytest.raises(PngError) as err:
        decode_png(_with_idat(good, cut(_idat(good))), "cat.png")
    assert str(err.value).startswith(f"'cat.png' {words}")
    assert "\n" not in str(err.value)
    assert capfd.readouterr().err == ""  # (libpng's "Not enough image data" not said)
