"""The UI font's kerning mended: its pairs that push letters apart left out (s322).

pygame's freesansbold.ttf (PfaEdit, 2002) kerns 1 291 pairs apart by 5.7 to 13.5% of its
em, lower case among them ("t" "t" +103, "l" "t" +67, "n" "a" +69 of 1 000): SDL_ttf
kerns with it (HarfBuzz, pygame.font has no switch to stop it), so "letter" read "let ter"
and "Rename" "Ren ame" (pygame/pygame#4094), a gap a pixel or two wide at small print.
A sans serif's kerning closes gaps ("T" "a", "A" "V", "P" "."): its 244 pairs that do
are kept. Pure: the font's bytes in, the font's bytes out.

    data = closing_pairs_only(open(path, "rb").read())
"""

from __future__ import annotations

import struct

__all__ = ["closing_pairs_only", "kern_pairs"]

_PAIR = struct.Struct(">HHh")


def _kern_table(data: bytes) -> tuple[int, int, int] | None:
    """The 'kern' table's directory entry offset, table offset and length (None: none)."""
    try:
        (count,) = struct.unpack_from(">H", data, 4)
        for i in range(count):
            entry = 12 + 16 * i
            tag, _sum, offset, length = struct.unpack_from(">4sIII", data, entry)
            if tag == b"kern" and offset + length <= len(data):
                return entry, offset, length
    except struct.error:
        pass
    return None


def _first_subtable(data: bytes, offset: int, length: int) -> tuple[int, int, int] | None:
    """The offset, pair count and coverage of the table's one format 0 horizontal
    subtable (the Microsoft 'kern' version 0 the font has), None for any other."""
    try:
        version, tables, _sub_version, _sub_length, coverage, pairs = struct.unpack_from(
            ">HHHHHH", data, offset
        )
    except struct.error:
        return None
    if version != 0 or tables != 1 or coverage >> 8 != 0 or not coverage & 1:
        return None
    if 18 + pairs * _PAIR.size > length:
        return None
    return offset + 18, pairs, coverage


def kern_pairs(data: bytes) -> dict[tuple[int, int], int]:
    """The font's kerning pairs by glyph index, in font units ({} if it has none read)."""
    table = _kern_table(data)
    sub = table and _first_subtable(data, table[1], table[2])
    if not sub:
        return {}
    start, count, _coverage = sub
    return {(a, b): v for a, b, v in _PAIR.iter_unpack(data[start : start + count * _PAIR.size])}


def _checksum(table: bytes) -> int:
    table += b"\0" * (-len(table) % 4)
    return sum(struct.unpack(f">{len(table) // 4}I", table)) & 0xFFFFFFFF


def closing_pairs_only(data: bytes) -> bytes:
    """`data`, a TrueType font, with its kerning pairs of a positive value left out (the
    pairs kept in their order, so still sorted for a binary search); unchanged where it
    has no such table to mend."""
    table = _kern_table(data)
    sub = table and _first_subtable(data, table[1], table[2])
    if not table or not sub:
        return data
    entry, offset, length = table
    start, count, coverage = sub
    pairs = data[start : start + count * _PAIR.size]
    kept = b"".join(p for p in (pairs[i : i + 6] for i in range(0, len(pairs), 6)) if _PAIR.unpack(p)[2] < 0)
    n = len(kept) // _PAIR.size
    power = 1 << (n.bit_length() - 1) if n else 0  # (the largest power of 2 at most n)
    search = (power * _PAIR.size, max(0, power.bit_length() - 1), (n - power) * _PAIR.size)
    new = struct.pack(">HHHHHHHHH", 0, 1, 0, 14 + len(kept), coverage, n, *search) + kept
    new_length = len(new)
    new += b"\0" * (length - new_length)  # (the tables after it stay where they are)
    out = bytearray(data)
    out[offset : offset + length] = new
    struct.pack_into(">4sIII", out, entry, b"kern", _checksum(new[:new_length]), offset, new_length)
    return bytes(out)
