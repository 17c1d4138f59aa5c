"""A small pure-Python PNG decoder (zlib + struct): every colour type and bit depth the
spec allows, Adam7 interlacing, all five filters, CRCs checked. Errors are PngError
(a ShapeError) with one line naming the file and the problem."""
from __future__ import annotations

import os
import struct
import sys
import zlib
from dataclasses import dataclass

from .base import ShapeError

SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_PIXELS_SIDE = 4096
# Decoding is pure Python (about 0.25 microseconds a byte for the costliest filter,
# Paeth), so the work is bounded up front from the header alone, before anything is
# decompressed: at most about 2 s. 1400x1400 RGBA at 8 bits fits; 2048x2048 grey fits.
MAX_PIXELS = 2048 * 2048
MAX_DECODED_BYTES = 8 * 1024 * 1024         # the filtered scanlines, decompressed
ALLOWED_DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2))


class PngError(ShapeError):
    """A PNG file that cannot be read."""


@dataclass(frozen=True)
class PngImage:
    """Decoded pixels: `rows[y]` holds width * 4 bytes of 8-bit RGBA."""

    width: int
    height: int
    rows: tuple

    def pixel(self, x: int, y: int) -> tuple[int, int, int, int]:
        r = self.rows[y]
        return r[4 * x], r[4 * x + 1], r[4 * x + 2], r[4 * x + 3]

    def rgba(self) -> list[list[tuple[int, int, int, int]]]:
        return [list(zip(r[0::4], r[1::4], r[2::4], r[3::4])) for r in self.rows]


def read_png(path) -> PngImage:
    """Read and decode a PNG file, refusing big files before reading them."""
    name = os.path.basename(str(path))
    try:
        st = os.stat(path)
    except OSError:
        raise PngError(f"no such file: {path}") from None
    if not os.path.isfile(path):
        raise PngError(f"'{name}' is not a file")
    if st.st_size > MAX_FILE_BYTES:
        raise PngError(f"'{name}' is {st.st_size // (1024 * 1024)} MB; the limit is "
                       f"{MAX_FILE_BYTES // (1024 * 1024)} MB")
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise PngError(f"cannot read '{name}': {e.strerror or e}") from None
    return decode_png(data, name)


def decode_png(data: bytes, name: str = "image") -> PngImage:
    """Decode PNG bytes to 8-bit RGBA rows (16-bit samples keep their high byte)."""
    def fail(msg: str):
        raise PngError(f"'{name}' {msg}")

    if len(data) > MAX_FILE_BYTES:
        fail(f"is over {MAX_FILE_BYTES // (1024 * 1024)} MB")
    if not data.startswith(SIGNATURE):
        fail("is not a PNG file" if len(data) >= 8 or not SIGNATURE.startswith(data)
             else "is truncated")
    pos, hdr, palette, trns, idat, ended = 8, None, None, None, [], False
    while pos < len(data):
        if pos + 12 > len(data):
            fail("is truncated")
        length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
        if not ctype.isalpha() or length > 0x7FFFFFFF:
            fail("is corrupt (bad chunk header)")
        body = data[pos + 8:pos + 8 + length]
        if pos + 12 + length > len(data):
            fail("is truncated")
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        label = ctype.decode("ascii")
        if zlib.crc32(ctype + body) & 0xFFFFFFFF != crc:
            fail(f"is corrupt (bad CRC in the {label} chunk)")
        pos += 12 + length
        if hdr is None and ctype != b"IHDR":
            fail("is corrupt (IHDR is not the first chunk)")
        if ctype == b"IHDR":
            if hdr is not None or length != 13:
                fail("is corrupt (bad IHDR chunk)")
            hdr = struct.unpack(">IIBBBBB", body)
            w, h, depth, ctype_, comp, filt, inter = hdr
            if w == 0 or h == 0:
                fail("is corrupt (zero width or height)")
            if w > MAX_PIXELS_SIDE or h > MAX_PIXELS_SIDE:
                fail(f"is {w}x{h} pixels; the limit is {MAX_PIXELS_SIDE}x{MAX_PIXELS_SIDE}")
            if w * h > MAX_PIXELS:
                fail(f"is {w}x{h} pixels; at most {MAX_PIXELS // 1_000_000} million pixels "
                     f"(e.g. 2048x2048) are read: scale it down")
            if ctype_ not in ALLOWED_DEPTHS or depth not in ALLOWED_DEPTHS[ctype_]:
                fail(f"uses an unsupported format (colour type {ctype_}, bit depth {depth})")
            if comp != 0 or filt != 0 or inter not in (0, 1):
                fail("uses an unsupported compression, filter or interlace method")
        elif ctype == b"PLTE":
            if length % 3 or not 3 <= length <= 768:
                fail("is corrupt (bad PLTE chunk)")
            palette = body
        elif ctype == b"tRNS":
            trns = body
        elif ctype == b"IDAT":
            idat.append(body)
        elif ctype == b"IEND":
            ended = True
            break
        elif ctype[0:1].isupper():
            fail(f"uses an unsupported critical chunk {label}")
    if hdr is None:
        fail("is truncated")
    if not ended:
        fail("is truncated (no IEND chunk)")
    if not idat:
        fail("is corrupt (no image data)")
    w, h, depth, ctype_, _, _, inter = hdr
    if ctype_ == 3 and palette is None:
        fail("is corrupt (a palette image without a PLTE chunk)")

    bits = depth * CHANNELS[ctype_]
    bpp = max(1, bits // 8)
    passes = []
    for (x0, y0, dx, dy) in (ADAM7 if inter else ((0, 0, 1, 1),)):
        pw = (w - x0 + dx - 1) // dx if w > x0 else 0
        ph = (h - y0 + dy - 1) // dy if h > y0 else 0
        if pw and ph:
            passes.append((x0, y0, dx, dy, pw, ph, (pw * bits + 7) // 8))
    expected = sum(ph * (1 + stride) for *_, ph, stride in passes)
    if expected > MAX_DECODED_BYTES:
        fail(f"holds {expected // (1024 * 1024)} MB of pixel data at {depth} bits per sample; "
             f"the limit is {MAX_DECODED_BYTES // (1024 * 1024)} MB: scale it down or save it "
             f"with 8-bit colour")
    dec = zlib.decompressobj()
    try:
        raw = dec.decompress(b"".join(idat), expected)
    except zlib.error:
        fail("is corrupt (bad compressed image data)")
    if len(raw) < expected:
        fail("is truncated (image data too short)" if not dec.eof
             else "is corrupt (image data too short)")

    conv = _Converter(name, ctype_, depth, palette, trns)
    out = [bytearray(4 * w) for _ in range(h)] if inter else []
    pos = 0
    for (x0, y0, dx, dy, pw, ph, stride) in passes:
        prev = bytes(stride)
        for j in range(ph):
            ftype = raw[pos]
            line = _unfilter(ftype, bytearray(raw[pos + 1:pos + 1 + stride]), prev, bpp, fail)
            pos += 1 + stride
            prev = line
            rgba = conv.row(line, pw)
            if not inter:
                out.append(bytes(rgba))
            else:
                target = out[y0 + j * dy]
                for c in range(4):
                    target[4 * x0 + c:4 * w:4 * dx] = rgba[c::4]
    return PngImage(w, h, tuple(bytes(r) for r in out))


def _unfilter(ftype: int, line: bytearray, prev: bytes, bpp: int, fail) -> bytes:
    """Undo one scanline's filter (PNG spec section 9)."""
    n = len(line)
    if ftype == 0:
        return bytes(line)
    if ftype == 1:
        for i in range(bpp, n):
            line[i] = (line[i] + line[i - bpp]) & 0xFF
    elif ftype == 2:  # bytewise add without carries, all at once
        a, b = int.from_bytes(line, "little"), int.from_bytes(prev, "little")
        lo = int.from_bytes(b"\x7f" * n, "little")
        s = ((a & lo) + (b & lo)) ^ ((a ^ b) & ~lo & ((1 << (8 * n)) - 1))
        return s.to_bytes(n, "little")
    elif ftype == 3:
        for i in range(min(bpp, n)):
            line[i] = (line[i] + (prev[i] >> 1)) & 0xFF
        for i in range(bpp, n):
            line[i] = (line[i] + ((line[i - bpp] + prev[i]) >> 1)) & 0xFF
    elif ftype == 4:
        for i in range(min(bpp, n)):
            line[i] = (line[i] + prev[i]) & 0xFF
        for i in range(bpp, n):
            a, b, c = line[i - bpp], prev[i], prev[i - bpp]
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            line[i] = (line[i] + pred) & 0xFF
    else:
        fail(f"is corrupt (unknown filter type {ftype})")
    return bytes(line)


class _Converter:
    """Turns unfiltered scanlines of one format into 8-bit RGBA."""

    def __init__(self, name, ctype, depth, palette, trns):
        self.ctype, self.depth, self.name = ctype, depth, name
        self.trns = trns
        self.key = None
        if ctype == 0 and trns is not None and len(trns) >= 2:
            self.key = struct.unpack(">H", trns[:2])[0]
        elif ctype == 2 and trns is not None and len(trns) >= 6:
            k = struct.unpack(">HHH", trns[:6])
            if depth == 16:
                self.key = trns[:6]
            elif max(k) < 256:
                self.key = bytes(k)
        if ctype == 3:
            n = len(palette) // 3
            self.n_colours = n
            pad = bytes(3 * (256 - n))
            pal = palette + pad
            self.tables = [bytes(pal[c::3]) for c in range(3)]
            alpha = bytes(trns[:n]) if trns else b""
            self.tables.append(alpha + b"\xff" * (256 - len(alpha)))
        if depth < 8:
            per = 8 // depth
            top = (1 << depth) - 1
            self.unpack = [bytes((b >> (8 - depth * (k + 1))) & top for b in range(256))
                           for k in range(per)]
            self.scale = bytes((v * 255 // top) if v <= top else 0 for v in range(256))

    def _samples(self, line: bytes, count: int) -> bytearray:
        """Samples of a scanline at the image's own depth (bit depths below 8 unpacked)."""
        per = 8 // self.depth
        out = bytearray(len(line) * per)
        for k in range(per):
            out[k::per] = line.translate(self.unpack[k])
        return out[:count]

    def row(self, line: bytes, w: int) -> bytearray:
        ct, depth = self.ctype, self.depth
        rgba = bytearray(4 * w)
        if depth == 16:
            s = line[0::2]
        elif depth < 8:
            s = self._samples(line, w)
        else:
            s = line
        if ct == 3:
            if max(s, default=0) >= self.n_colours:
                raise PngError(f"'{self.name}' is corrupt (palette index out of range)")
            for c in range(4):
                rgba[c::4] = s.translate(self.tables[c])
            return rgba
        if ct == 0:
            g = s.translate(self.scale) if depth < 8 else s
            rgba[0::4] = g
            rgba[1::4] = g
            rgba[2::4] = g
            if self.key is None:
                rgba[3::4] = b"\xff" * w
            elif depth == 16:
                vals = struct.unpack(f">{w}H", line)
                rgba[3::4] = bytes(0 if v == self.key else 255 for v in vals)
            else:
                rgba[3::4] = bytes(0 if v == self.key else 255 for v in s)
            return rgba
        if ct == 4:
            rgba[0::4] = s[0::2]
            rgba[1::4] = s[0::2]
            rgba[2::4] = s[0::2]
            rgba[3::4] = s[1::2]
            return rgba
        if ct == 6:
            rgba[:] = s
            return rgba
        # ct == 2
        rgba[0::4] = s[0::3]
        rgba[1::4] = s[1::3]
        rgba[2::4] = s[2::3]
        if self.key is None:
            rgba[3::4] = b"\xff" * w
        else:
            step = 6 if depth == 16 else 3
            key = self.key
            rgba[3::4] = bytes(0 if line[i:i + step] == key else 255
                               for i in range(0, step * w, step))
        return rgba


def dark_mask(img: PngImage) -> list[bytes]:
    """Per row, 1 for a pixel that is opaque (alpha >= 128) and dark (luminance < 128)."""
    lut: dict[int, int] = {}
    out = []
    for r in img.rows:
        px = memoryview(r).cast("I").tolist()  # one int per pixel, in native byte order
        # new colours only; not `set(px) - lut.keys()`, which copies the whole table for
        # every row (a noisy picture has hundreds of thousands of colours)
        for v in [v for v in set(px) if v not in lut]:
            cr, cg, cb, ca = v.to_bytes(4, sys.byteorder)
            lut[v] = int(ca >= 128 and 299 * cr + 587 * cg + 114 * cb < 128000)
        out.append(bytes(map(lut.__getitem__, px)))
    return out


def dark_cells(img: PngImage) -> set:
    """Cells (x, y) of the dark opaque pixels (see dark_mask)."""
    return {(x, y) for y, row in enumerate(dark_mask(img)) for x, v in enumerate(row) if v}
