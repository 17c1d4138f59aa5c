"""3D shapes from MagicaVoxel .vox files: a small reader of the chunks the game needs.

The format (RIFF-like, little-endian): b"VOX " and a version, then a MAIN chunk whose
children hold, per model, a SIZE chunk (x, y, z) and an XYZI chunk (a count, then
x, y, z, colour index as bytes). Every chunk is id, content bytes, children bytes. Only
the first model is read; colours, materials and the scene graph are skipped.
MagicaVoxel is z-up; the game is y-up with z toward the viewer, so (x, y, z) in the file
becomes (x, z, depth - 1 - y): the model's front (-y) faces the player.

Errors are VoxError (a ShapeError) with one line naming the file and the problem in a
player's words, not the format's (s142: "'bad.vox' has no MAIN chunk"), and share the
caps of PNG pictures: the file's bytes, and the shape's longest side (a bigger model is
scaled down to it when no size is asked for)."""

from __future__ import annotations

import os
import struct

from .base import ShapeError, components, file_stem, size_text

MAGIC = b"VOX "
MAX_VOX_SIDE = 256  # MagicaVoxel's own limit per side
NATURAL_CAP = 64  # without a size, the longest side is at most this (and DEFAULT_TOP)
# ... and at most the 3D maximum before issue 26 raised it to 48: a model opened without
# a size keeps the shape (and the board) it had; a larger one is asked for by size
DEFAULT_TOP = 40


class VoxError(ShapeError):
    """A .vox file that cannot be used as a shape."""


def is_vox_name(name) -> bool:
    return isinstance(name, (str, os.PathLike)) and os.fspath(name).lower().endswith(".vox")


def _chunks(data: bytes, start: int, end: int, label: str):
    """(id, content start, content end, children start, children end) of each chunk."""
    pos = start
    while pos < end:
        if end - pos < 12:
            raise VoxError(f"'{label}' is cut short: it ends partway through its model's data")
        cid, n, m = struct.unpack_from("<4sii", data, pos)
        body = pos + 12
        if n < 0 or m < 0 or body + n + m > end:
            raise VoxError(
                f"'{label}' is cut short or damaged: a part of it claims more bytes than the file has"
            )
        yield cid, body, body + n, body + n, body + n + m
        pos = body + n + m


def decode_vox(data: bytes, label: str) -> tuple[tuple[int, int, int], set]:
    """((sx, sy, sz), voxels in file coordinates) of the first model in .vox bytes."""
    if not data:
        raise VoxError(f"'{label}' is empty (0 bytes)")
    if data[:4] != MAGIC:
        if data.startswith(b"\x89PNG\r\n\x1a\n"):  # (s333: a picture named .vox)
            raise VoxError(
                f"'{label}' is a PNG picture, not a MagicaVoxel model: name it .png to play it in 2D"
            )
        raise VoxError(f"'{label}' is not a MagicaVoxel model: it does not begin as a .vox file does")
    if len(data) < 8:  # (a download cut short said it had no 'VOX ' header)
        raise VoxError(f"'{label}' is cut short after its first {len(data)} bytes")
    main = None
    for cid, _c0, _c1, k0, k1 in _chunks(data, 8, len(data), label):
        if cid == b"MAIN":
            main = (k0, k1)
            break
    if main is None:
        raise VoxError(
            f"'{label}' is not a MagicaVoxel model, or it is damaged: save it again from MagicaVoxel"
        )
    size = None
    for cid, c0, c1, _, _ in _chunks(data, main[0], main[1], label):
        if cid == b"SIZE":
            if c1 - c0 < 12:
                raise VoxError(f"'{label}' is damaged: its model's size is cut short")
            size = struct.unpack_from("<iii", data, c0)
            if min(size) < 1 or max(size) > MAX_VOX_SIDE:
                raise VoxError(
                    f"'{label}' has a model of {size_text(size)}; sides must be from 1 to {MAX_VOX_SIDE}"
                )
        elif cid == b"XYZI":
            if size is None:
                raise VoxError(f"'{label}' is damaged: its voxels come before its model's size")
            if c1 - c0 < 4:
                raise VoxError(f"'{label}' is damaged: its list of voxels is cut short")
            (count,) = struct.unpack_from("<i", data, c0)
            if count < 0 or c0 + 4 + 4 * count > c1:
                raise VoxError(f"'{label}' is cut short or damaged: it claims more voxels than it holds")
            raw = data[c0 + 4 : c0 + 4 + 4 * count]
            vox = {(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, len(raw), 4)}
            if any(x >= size[0] or y >= size[1] or z >= size[2] for x, y, z in vox):
                raise VoxError(f"'{label}' has voxels outside its model's size {size_text(size)}")
            return size, vox
    raise VoxError(f"'{label}' is damaged or not a MagicaVoxel model: it holds no model")


def read_vox(path) -> tuple[tuple[int, int, int], set]:
    """Read a .vox file, refusing big files before reading them."""
    from .png import read_capped  # with the picture decoder: imported when a file is read

    data, label = read_capped(path, VoxError)
    return decode_vox(data, label)


def _scaled(vox: set, box: tuple[int, int, int], n: int) -> set:
    """Nearest-neighbour scale so the longest side of `box` becomes n (sampled at voxel
    centres, so the model keeps its proportions)."""
    top = max(box)
    dims = [max(1, round(s * n / top)) for s in box]
    idx = [[min(s - 1, (2 * i + 1) * s // (2 * d)) for i in range(d)] for s, d in zip(box, dims, strict=True)]
    return {
        (i, j, k)
        for i, x in enumerate(idx[0])
        for j, y in enumerate(idx[1])
        for k, z in enumerate(idx[2])
        if (x, y, z) in vox
    }


def vox_shape(path, size, top: int) -> tuple[str, tuple[int, int, int], set]:
    """(name, box, voxels) of a .vox file in game coordinates (y up), trimmed to its
    voxels; size None (the model's own size, scaled down to NATURAL_CAP) or N (the
    longest side); `top` is the mode's largest side."""
    label = os.path.basename(os.fspath(path))
    name = file_stem(path)
    (_sx, sy, _sz), raw = read_vox(path)
    if not raw:
        raise VoxError(f"'{label}' has no voxels")
    vox = {(x, z, sy - 1 - y) for x, y, z in raw}
    lo = [min(p[i] for p in vox) for i in range(3)]
    vox = {(x - lo[0], y - lo[1], z - lo[2]) for x, y, z in vox}
    box = tuple(max(p[i] for p in vox) + 1 for i in range(3))
    if size is not None and not isinstance(size, int):
        raise VoxError(f"model '{label}' takes one size N (its longest side), not {size_text(size)}")
    if size is not None and not 2 <= size <= top:
        raise VoxError(f"model '{label}' needs a size from 2 to {top}, got {size}")
    want = size if size is not None else min(max(box), NATURAL_CAP, top, DEFAULT_TOP)
    if want != max(box):
        vox = _scaled(vox, box, want)
        if not vox:
            raise VoxError(f"model '{label}' has no voxels left at size {want}")
        lo = [min(p[i] for p in vox) for i in range(3)]
        vox = {(x - lo[0], y - lo[1], z - lo[2]) for x, y, z in vox}
        box = tuple(max(p[i] for p in vox) + 1 for i in range(3))
    pieces = components(vox, 3)
    if len(pieces) > 1:
        raise VoxError(
            f"model '{label}' has {len(pieces)} separate pieces at {size_text(box)}; "
            f"the game needs one face-connected piece"
        )
    return name, box, vox
