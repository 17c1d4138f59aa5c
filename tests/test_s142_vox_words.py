"""A .vox file the game cannot read is told in a player's words, on one line (s142): a
file that was not a MagicaVoxel model said "'bad.vox' has no MAIN chunk", the format's
word, which means nothing to a player; the others named chunks, XYZI, headers."""

from __future__ import annotations

import struct

import pytest
from test_vox import HOSTILE, chunk, vox_bytes

from quiver.shapes.vox import VoxError, decode_vox

JARGON = ("MAIN", "XYZI", "SIZE", "chunk", "header", "RIFF")
HEAD = b"VOX " + struct.pack("<i", 150)


def _main(kids: bytes) -> bytes:
    return HEAD + chunk(b"MAIN", b"", kids)


BROKEN = {
    **{name: data for name, (data, _) in HOSTILE.items()},
    "short size": _main(chunk(b"SIZE", bytes(4))),
    "short count": _main(chunk(b"SIZE", struct.pack("<iii", 2, 2, 2)) + chunk(b"XYZI", b"")),
    "negative count": _main(
        chunk(b"SIZE", struct.pack("<iii", 2, 2, 2)) + chunk(b"XYZI", struct.pack("<i", -5))
    ),
    "header cut": HEAD + b"MAI",
    "six bytes": b"VOX \x96\x00",
    "cut anywhere": vox_bytes(((2, 1, 1), [(0, 0, 0), (1, 0, 0)]))[:-3],
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_every_vox_refusal_is_one_line_in_a_players_words(case):
    try:
        decode_vox(BROKEN[case], "bad.vox")
    except VoxError as e:
        said = str(e)
    else:  # (the shape's own checks: no voxels, pieces; worded already)
        return
    assert said.startswith("'bad.vox' ") and "\n" not in said, said
    assert not any(word in said for word in JARGON), said


def test_a_file_with_no_model_data_says_it_is_not_a_magicavoxel_model():
    with pytest.raises(VoxError) as e:
        decode_vox(HEAD + chunk(b"NOTE", b"hi"), "bad.vox")
    assert str(e.value).startswith("'bad.vox' is not a MagicaVoxel model, or it is damaged")
