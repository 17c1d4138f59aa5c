"""The MagicaVoxel .vox reader (issue 16) against files the tests write themselves,
valid and hostile, and `--shape model.vox` through the command line."""

from __future__ import annotations

import contextlib
import json
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiver import cli
from quiver.shapes import ShapeError, make_shape
from quiver.shapes.solids3d import MAX_3D
from quiver.shapes.vox import DEFAULT_TOP, NATURAL_CAP, VoxError, decode_vox


def chunk(cid: bytes, content: bytes = b"", children: bytes = b"") -> bytes:
    return cid + struct.pack("<ii", len(content), len(children)) + content + children


def model(size, voxels) -> bytes:
    xyzi = struct.pack("<i", len(voxels)) + b"".join(bytes((x, y, z, 1)) for x, y, z in voxels)
    return chunk(b"SIZE", struct.pack("<iii", *size)) + chunk(b"XYZI", xyzi)


def vox_bytes(*models, extra: bytes = b"", version: int = 150) -> bytes:
    kids = chunk(b"PACK", struct.pack("<i", len(models))) if len(models) > 1 else b""
    kids += b"".join(model(*m) for m in models) + extra
    return b"VOX " + struct.pack("<i", version) + chunk(b"MAIN", b"", kids)


def box(w, d, h):
    """File coordinates: x across, y depth, z up."""
    return [(x, y, z) for x in range(w) for y in range(d) for z in range(h)]


# an L seen from the front: a 2-deep foot along x and a 5-high post, in file coordinates
L_SHAPE = box(6, 2, 2) + [(x, y, z) for x in range(2) for y in range(2) for z in range(2, 5)]


def write(tmp_path, data: bytes, name: str = "model.vox"):
    p = tmp_path / name
    p.write_bytes(data)
    return p


def test_a_model_becomes_a_y_up_3d_shape(tmp_path):
    p = write(tmp_path, vox_bytes(((6, 2, 5), L_SHAPE), extra=chunk(b"RGBA", bytes(1024))))
    s = make_shape("3d", str(p))
    assert s.mode == "3d" and s.name == "model"
    assert s.size == (6, 5, 2)  # file z (up) is the game's y
    assert len(s.points) == len(L_SHAPE)
    assert (0, 4, 0) in s.points and (5, 4, 0) not in s.points  # the post stands up
    # file y = 0 (MagicaVoxel's front) faces the player: the game's largest z
    one = write(tmp_path, vox_bytes(((1, 3, 1), [(0, 0, 0), (0, 1, 0), (0, 2, 0)])), "line.vox")
    assert make_shape("3d", str(one)).size == (1, 1, 3)


def test_only_the_first_of_several_models_is_read(tmp_path):
    p = write(tmp_path, vox_bytes(((2, 2, 2), box(2, 2, 2)), ((9, 9, 9), box(9, 9, 9))))
    assert len(make_shape("3d", str(p)).points) == 8


def test_sizes_scale_the_longest_side(tmp_path):
    p = write(tmp_path, vox_bytes(((6, 2, 5), L_SHAPE)))
    assert max(make_shape("3d", str(p), 12).size) == 12
    big = write(tmp_path, vox_bytes(((100, 4, 4), box(100, 4, 4))), "long.vox")
    cap = min(NATURAL_CAP, MAX_3D, DEFAULT_TOP)  # capped like a PNG
    assert cap == 40  # as before issue 26 raised the 3D maximum: the same shape, the same board
    thick = round(4 * cap / 100)
    assert make_shape("3d", str(big)).size == (cap, thick, thick)
    with pytest.raises(ShapeError, match=f"needs a size from 2 to {MAX_3D}"):
        make_shape("3d", str(p), MAX_3D + 1)
    with pytest.raises(ShapeError, match="takes one size N"):
        make_shape("3d", str(p), (4, 5, 6))


COUNT_LIES = (
    b"VOX "
    + struct.pack("<i", 150)
    + chunk(
        b"MAIN",
        b"",
        chunk(b"SIZE", struct.pack("<iii", 2, 2, 2)) + chunk(b"XYZI", struct.pack("<i", 10**6) + bytes(4)),
    )
)
HOSTILE = {
    "not a vox": (b"\x89PNG\r\n\x1a\n" + bytes(40), "not a MagicaVoxel model"),
    "empty file": (b"", "is empty"),
    "no main": (
        b"VOX " + struct.pack("<i", 150) + chunk(b"NOTE", b"hi"),
        "not a MagicaVoxel model, or it is damaged",
    ),
    "huge size": (vox_bytes(((1000, 2, 2), [(0, 0, 0)])), "sides must be from 1 to 256"),
    "zero voxels": (vox_bytes(((4, 4, 4), [])), "has no voxels"),
    "two pieces": (vox_bytes(((5, 1, 1), [(0, 0, 0), (1, 0, 0), (3, 0, 0), (4, 0, 0)])), "2 separate pieces"),
    "edge only": (vox_bytes(((2, 2, 1), [(0, 0, 0), (1, 1, 0)])), "2 separate pieces"),
    "outside": (vox_bytes(((2, 2, 2), [(5, 0, 0)])), "outside its model's size"),
    "no model": (vox_bytes(extra=chunk(b"RGBA", bytes(1024))), "no model"),
    "xyzi first": (
        b"VOX " + struct.pack("<i", 150) + chunk(b"MAIN", b"", chunk(b"XYZI", struct.pack("<i", 0))),
        "before its model's size",
    ),
    "count lies": (COUNT_LIES, "claims more voxels"),
    "negative": (b"VOX " + struct.pack("<i", 150) + b"MAIN" + struct.pack("<ii", -5, 0), "claims more bytes"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_files_get_one_clear_line(tmp_path, case, capsys):
    data, words = HOSTILE[case]
    p = write(tmp_path, data, "bad.vox")
    with pytest.raises(VoxError) as err:
        make_shape("3d", str(p))
    msg = str(err.value)
    assert words in msg and "bad.vox" in msg and "\n" not in msg
    assert cli.main(["generate", "--shape", str(p), "--seed", "1"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and len(out.err.strip().splitlines()) == 1 and "Traceback" not in out.err


def test_truncated_anywhere_is_a_clear_error():
    whole = vox_bytes(((6, 2, 5), L_SHAPE))
    for cut in range(len(whole)):
        with pytest.raises(VoxError):
            decode_vox(whole[:cut], "cut.vox")


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200), st.integers(0, 120))
def test_random_bytes_never_crash(tail, at):
    data = vox_bytes(((3, 3, 3), box(3, 3, 3)))
    with contextlib.suppress(VoxError):
        decode_vox(data[:at] + tail, "fuzz.vox")


def test_missing_and_oversized_files(tmp_path):
    with pytest.raises(VoxError, match="no such file"):
        make_shape("3d", str(tmp_path / "nope.vox"))
    big = tmp_path / "big.vox"
    with open(big, "wb") as f:
        f.truncate(9 * 1024 * 1024)
    with pytest.raises(VoxError, match="the limit is 8 MB"):
        make_shape("3d", str(big))


def test_cli_generates_a_board_file_from_a_vox_that_checks(tmp_path, capsys):
    p = write(tmp_path, vox_bytes(((6, 2, 5), L_SHAPE)), "ell.vox")
    out = tmp_path / "ell.json"
    assert cli.main(["generate", "--shape", str(p), "--seed", "3", "--out", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert doc["format"] == "quiver-board/1" and doc["mode"] == "3d"
    assert cli.main(["check", str(out)]) == 0
    opts = cli.game_options(cli.build_parser().parse_args(["--shape", str(p), "--seed", "2"]))
    assert opts.mode == "3d" and cli.picture_board(opts) is not None
    capsys.readouterr()
