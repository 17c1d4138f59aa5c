"""The user's PNG pictures, decoded by pygame (libpng) after a check of the file's
structure that decides everything it can from the bytes alone: the size caps from the
IHDR header before any pixel is decompressed, and a clear one-line PngError (a
ShapeError) for a file that is not a PNG, truncated or corrupt. The image data is
inflated once, by libpng; where libpng refuses it, the data is inflated here to say why
(libpng's own lines on stderr are silenced).

pygame is imported only when a picture is read (ADR 0009): the engine, the generator and
the tools that never read pictures load no drawing library."""

from __future__ import annotations

import io
import os
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import NoReturn

from quiver.engine.regular import open_regular
from quiver.logs import quiet_stderr

from .base import ShapeError

SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_PIXELS_SIDE = 4096
# Bounds on the work and memory of one picture, all decided from the header:
# 1400x1400 RGBA at 8 bits fits; 2048x2048 grey fits.
MAX_PIXELS = 2048 * 2048
MAX_DECODED_BYTES = 8 * 1024 * 1024  # the filtered scanlines, decompressed
ALLOWED_DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))


class PngError(ShapeError):
    """A PNG file that cannot be read."""


Fail = Callable[[str], NoReturn]  # raises PngError naming the file


@dataclass(frozen=True)
class PngImage:
    """Decoded pixels: `rows[y]` holds width * 4 bytes of 8-bit RGBA."""

    width: int
    height: int
    rows: tuple[bytes, ...]

    def pixel(self, x: int, y: int) -> tuple[int, int, int, int]:
        r = self.rows[y]
        return r[4 * x], r[4 * x + 1], r[4 * x + 2], r[4 * x + 3]

    def rgba(self) -> list[list[tuple[int, int, int, int]]]:
        return [list(zip(r[0::4], r[1::4], r[2::4], r[3::4], strict=True)) for r in self.rows]


@dataclass(frozen=True)
class _Header:
    width: int
    height: int
    depth: int
    colour_type: int
    interlaced: bool
    palette_size: int  # colours in PLTE (0: none)
    data: bytes  # the IDAT chunks, joined
    trns_at: int  # where the tRNS chunk's body starts (0: none)


def read_capped(path: str | os.PathLike[str], error: type[ValueError]) -> tuple[bytes, str]:
    """(bytes, file name) of a picture or model file, refusing a missing path, a folder
    and a file over MAX_FILE_BYTES (by its size, before reading it) with one `error` line."""
    name = os.path.basename(os.fspath(path))
    try:
        st = os.stat(path)
    except OSError:
        raise error(f"no such file: {os.fspath(path)}") from None
    if not os.path.isfile(path):
        raise error(f"'{name}' is not a file")
    if st.st_size > MAX_FILE_BYTES:
        limit = MAX_FILE_BYTES // (1024 * 1024)
        raise error(f"'{name}' is {_megabytes(st.st_size)} MB; the limit is {limit} MB")
    try:
        with open_regular(path) as f:
            return f.read(MAX_FILE_BYTES + 1), name
    except OSError as e:
        raise error(f"cannot read '{name}': {e.strerror or e}") from None


def _megabytes(size: int) -> str:
    """A file's size in MB, to a tenth, rounded up: a file over the limit never reads as
    the limit (s164: a 9 000 000-byte file "is 8 MB; the limit is 8 MB")."""
    return f"{-(-size * 10 // (1024 * 1024)) / 10:g}"


def read_png(path: str | os.PathLike[str]) -> PngImage:
    """Read and decode a PNG file, refusing big files before reading them."""
    data, name = read_capped(path, PngError)
    return decode_png(data, name)


def decode_png(data: bytes, name: str = "image") -> PngImage:
    """Decode PNG bytes to 8-bit RGBA rows (16-bit samples keep their high byte)."""

    def fail(msg: str) -> NoReturn:
        raise PngError(f"'{name}' {msg}")

    header = _checked_structure(data, fail)
    passes = _decoded_size(header, fail)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout
    import pygame  # only here: a picture is the one thing shapes needs it for (ADR 0009)

    try:
        with quiet_stderr():  # libpng's own lines ("libpng error: Not enough image data")
            surface = pygame.image.load(io.BytesIO(_keyed_for_sdl(data, header)), "picture.png")
    except pygame.error as e:
        _check_pixel_data(header, passes, fail)  # what is wrong, where the data says
        fail(f"is corrupt ({' '.join(str(e).split())})")  # libpng found what the checks did not
    if (
        surface.get_bitsize() == 8
        and header.colour_type == 3
        and max(pygame.image.tobytes(surface, "P"), default=0) >= header.palette_size
    ):
        fail("is corrupt (palette index out of range)")
    w, h = surface.get_size()
    pixels = pygame.image.tobytes(surface, "RGBA")
    return PngImage(w, h, tuple(pixels[4 * w * y : 4 * w * (y + 1)] for y in range(h)))


def _checked_structure(data: bytes, fail: Fail) -> _Header:
    """Walk the chunks (lengths, CRCs, order) and check the IHDR header against the caps."""
    if len(data) > MAX_FILE_BYTES:
        fail(f"is over {MAX_FILE_BYTES // (1024 * 1024)} MB")
    if not data:
        fail("is empty (0 bytes)")
    if not data.startswith(SIGNATURE):
        if data.startswith(b"VOX "):  # (s333: a model named .png)
            fail("is a MagicaVoxel model, not a PNG: name it .vox to play it in 3D")
        if (kind := _other_picture(data)) is not None:  # a phone's photo, renamed or not
            fail(f"is {kind}, not a PNG: save it as a PNG")
        fail("is not a PNG file" if len(data) >= 8 or not SIGNATURE.startswith(data) else "is truncated")
    pos, hdr, palette_size, idat, trns_at = 8, None, 0, [], 0
    while True:
        if pos + 12 > len(data):
            fail("is truncated" if hdr is None else "is truncated (no IEND chunk)")
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        if not kind.isalpha() or length > 0x7FFFFFFF:
            fail("is corrupt (bad chunk header)")
        if pos + 12 + length > len(data):
            fail("is truncated")
        body = data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        label = kind.decode("ascii")
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            fail(f"is corrupt (bad CRC in the {label} chunk)")
        pos += 12 + length
        if hdr is None and kind != b"IHDR":
            fail("is corrupt (IHDR is not the first chunk)")
        if kind == b"IHDR":
            if hdr is not None or length != 13:
                fail("is corrupt (bad IHDR chunk)")
            hdr = struct.unpack(">IIBBBBB", body)
            _check_header(*hdr, fail=fail)
        elif kind == b"PLTE":
            if length % 3 or not 3 <= length <= 768:
                fail("is corrupt (bad PLTE chunk)")
            palette_size = length // 3
        elif kind == b"tRNS":
            trns_at = pos - 4 - length
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        elif kind[0:1].isupper():
            fail(f"uses an unsupported critical chunk {label}")
    if not idat or hdr is None:
        fail("is corrupt (no image data)")
    w, h, depth, colour_type, _, _, interlace = hdr
    if colour_type == 3 and not palette_size:
        fail("is corrupt (a palette image without a PLTE chunk)")
    return _Header(w, h, depth, colour_type, bool(interlace), palette_size, b"".join(idat), trns_at)


def _other_picture(data: bytes) -> str | None:
    """'a JPEG', 'a GIF'...: the kind of picture that is not a PNG, by its first bytes."""
    if data.startswith(b"\xff\xd8\xff"):
        return "a JPEG"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "a GIF"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "a WebP"
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"mif1", b"msf1", b"hevc"):
        return "a HEIC"
    if data[4:8] == b"ftyp" and data[8:12] in (b"avif", b"avis"):
        return "an AVIF"
    if data.startswith((b"II*\x00", b"MM\x00*")):
        return "a TIFF"
    if data.startswith(b"BM") and len(data) >= 26:
        return "a BMP"
    return None


def _keyed_for_sdl(data: bytes, header: _Header) -> bytes:
    """SDL_image keys a 16-bit RGB picture's tRNS colour by the key's low bytes after
    cutting the pixels to their high bytes; give it the key's high bytes in both, so the
    key means what it says (to 8 bits, which is what the pixels keep)."""
    if not (header.trns_at and header.colour_type == 2 and header.depth == 16):
        return data
    at = header.trns_at
    key = data[at : at + 6]
    if len(key) < 6 or data[at - 8 : at - 4] != b"\x00\x00\x00\x06":
        return data
    fixed = bytes(key[i & ~1] for i in range(6))  # each sample's high byte, twice
    crc = struct.pack(">I", zlib.crc32(b"tRNS" + fixed) & 0xFFFFFFFF)
    return data[:at] + fixed + crc + data[at + 10 :]


def _check_header(
    w: int,
    h: int,
    depth: int,
    colour_type: int,
    compression: int,
    filter_method: int,
    interlace: int,
    *,
    fail: Fail,
) -> None:
    if w == 0 or h == 0:
        fail("is corrupt (zero width or height)")
    if w > MAX_PIXELS_SIDE or h > MAX_PIXELS_SIDE:  # (the size it is told is read: s201)
        fail(_too_big(w, h, depth, colour_type))
    if colour_type not in ALLOWED_DEPTHS or depth not in ALLOWED_DEPTHS[colour_type]:
        fail(f"uses an unsupported format (colour type {colour_type}, bit depth {depth})")
    if not _read_whole(w, h, depth * CHANNELS[colour_type]):
        fail(_too_big(w, h, depth, colour_type))
    if compression != 0 or filter_method != 0 or interlace not in (0, 1):
        fail("uses an unsupported compression, filter or interlace method")


def _read_whole(w: int, h: int, bits: int) -> bool:
    """Whether a w x h picture of `bits` a pixel is within MAX_PIXELS_SIDE, MAX_PIXELS
    and, not interlaced, MAX_DECODED_BYTES."""
    sides = w <= MAX_PIXELS_SIDE and h <= MAX_PIXELS_SIDE
    return sides and w * h <= MAX_PIXELS and h * (1 + (w * bits + 7) // 8) <= MAX_DECODED_BYTES


SAVED_BITS = 32  # 8-bit RGBA, the most bits a pixel of any 8-bit save takes
OPAQUE_BITS = 24  # 8-bit RGB: what a picture with no alpha is saved as, scaled in an editor


def saved_bits(colour_type: int) -> int:
    """The bits a pixel of a picture of `colour_type` takes saved again with 8-bit colour,
    as an editor that scales it saves it: RGB (24) with no alpha (grey too: s142, saved in
    RGB), RGBA (32) with alpha, or a palette (its transparency is not known from its header)."""
    return OPAQUE_BITS if colour_type in (0, 2) else SAVED_BITS


def _too_big(w: int, h: int, depth: int, colour_type: int) -> str:
    """What a picture over the caps is told: the size, in its proportions, that is read
    (s78: 4000x4000 was told "e.g. 2048x2048", refused again at that size in RGB) saved
    again with 8-bit colour of its own kind (`saved_bits`; s142: a 16-bit grey one was told
    2027x2027, the size for 8-bit grey, and saved so in RGB was refused again: "1672x1672";
    s375: an RGB photo was told the RGBA bound, 1672x1254 for 4000x3000, where 1928x1446 is
    read in RGB)."""
    bits = saved_bits(colour_type)
    if depth > 8 and _read_whole(w, h, bits):
        return f"is {w}x{h} pixels at {depth} bits a colour, too much to read: save it with 8-bit colour"
    fw, fh = _largest(w, h, bits)
    colour = " with 8-bit colour" if depth > 8 else ""
    return f"is {w}x{h} pixels, too big to read: scale it down to {fw}x{fh} or less{colour}"


def _largest(w: int, h: int, bits: int) -> tuple[int, int]:
    """The largest size in w x h's proportions (its long side, the short one rounded to match)
    read at `bits` a pixel (s350: a tall 1500x2579 was told 1104x1898, where 1104x1899 is read;
    the caps weigh a row's bytes, so a guess scaled from the area fell short by a few pixels)."""
    long, short = max(w, h), min(w, h)

    def size(n: int) -> tuple[int, int]:
        s = max(1, (2 * n * short + long) // (2 * long))  # (rounded)
        return (n, s) if w >= h else (s, n)

    lo, hi = 1, long  # (1x1 is read)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if _read_whole(*size(mid), bits) else (lo, mid - 1)
    return size(lo)


def _decoded_size(header: _Header, fail: Fail) -> list[tuple[int, int]]:
    """(rows, bytes per row) of each pass of the filtered scanlines, refused (decided from
    the header, before any inflating) where they come to more than MAX_DECODED_BYTES."""
    bits = header.depth * CHANNELS[header.colour_type]
    passes = []  # (rows, bytes per row) of each pass
    for x0, y0, dx, dy in ADAM7 if header.interlaced else ((0, 0, 1, 1),):
        pw = (header.width - x0 + dx - 1) // dx if header.width > x0 else 0
        ph = (header.height - y0 + dy - 1) // dy if header.height > y0 else 0
        if pw and ph:
            passes.append((ph, (pw * bits + 7) // 8))
    if sum(ph * (1 + stride) for ph, stride in passes) > MAX_DECODED_BYTES:
        w, h = header.width, header.height  # (interlaced: a little more than _read_whole counts)
        if _read_whole(w, h, bits):  # its passes' rows alone take it over
            fail(f"is {w}x{h} pixels, interlaced, too much to read: save it not interlaced")
        fail(_too_big(w, h, header.depth, header.colour_type))
    return passes


def _check_pixel_data(header: _Header, passes: list[tuple[int, int]], fail: Fail) -> None:
    """The decompressed scanlines complete, each starting with a known filter type: why
    libpng refused a file (it says only 'error'). Only then: a good file is inflated once,
    by libpng (s225: this inflated every picture a second time, a fifth of its load)."""
    expected = sum(ph * (1 + stride) for ph, stride in passes)
    inflate = zlib.decompressobj()
    try:
        raw = inflate.decompress(header.data, expected)
    except zlib.error:
        fail("is corrupt (bad compressed image data)")
    if len(raw) < expected:
        fail(
            "is truncated (image data too short)" if not inflate.eof else "is corrupt (image data too short)"
        )
    pos = 0
    for rows, stride in passes:
        for _ in range(rows):
            if raw[pos] > 4:
                fail(f"is corrupt (unknown filter type {raw[pos]})")
            pos += 1 + stride


MASK_BLOCK = 1 << 16  # pixels a block of rows holds at most (its numbers: 4 x 64 KB each)


def dark_mask(img: PngImage) -> list[bytes]:
    """Per row, 1 for a pixel that is opaque (alpha >= 128) and dark (luminance < 128:
    299 r + 587 g + 114 b < 128000).

    s164: every pixel of a block of rows at once, as the 32-bit lanes of one big number
    (a pixel's RGBA, lowest byte first): each channel masked out and weighed in its lane
    (at most 255000 < 2**18: no lane carries into the next), 2**18 - 128000 added so bit
    18 says "light", and the alpha's top bit says "opaque". A table of the picture's
    colours took 60-75 ms at 300x300 in 16 bits (90 000 colours), this 2 ms; the same
    bytes (tests/test_s164_picture_read.py)."""
    w = img.width
    per = max(1, MASK_BLOCK // w)  # rows a block
    out: list[bytes] = []
    masks: dict[int, tuple[int, int]] = {}  # pixels -> (each lane's low byte, each lane's 1)
    for top in range(0, img.height, per):
        rows = img.rows[top : top + per]
        n = len(rows) * w
        if n not in masks:
            masks[n] = (_lanes(b"\xff", n), _lanes(b"\1", n))
        low, one = masks[n]
        px = int.from_bytes(b"".join(rows), "little")
        lum = (px & low) * 299 + (px >> 8 & low) * 587 + (px >> 16 & low) * 114 + one * (2**18 - 128000)
        dark = (px >> 31 & ~(lum >> 18) & one).to_bytes(4 * n, "little")[0::4]
        out.extend(dark[i * w : (i + 1) * w] for i in range(len(rows)))
    return out


def _lanes(low: bytes, n: int) -> int:
    """n 32-bit lanes, lowest byte first, each holding `low`."""
    return int.from_bytes((low + b"\0\0\0") * n, "little")


def dark_cells(img: PngImage) -> set[tuple[int, int]]:
    """Cells (x, y) of the dark opaque pixels (see dark_mask)."""
    return {(x, y) for y, row in enumerate(dark_mask(img)) for x, v in enumerate(row) if v}
