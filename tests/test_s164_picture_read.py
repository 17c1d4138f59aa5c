"""Reading a player's picture, loose ends (s164): the file read once (its bytes hashed for
the cache and decoded, not read again on a miss); the dark mask computed a block of rows
at a time with integer arithmetic, not a table of every colour (60-75 ms at 300x300 in 16
bits: 90 000 colours), the same bytes; and the note says what was left out, stray dots
or small pieces no arrows can cover (a cross of 4 was "1 stray dot")."""

from __future__ import annotations

import builtins
import os
import sys

import pytest

pygame = pytest.importorskip("pygame")

from test_png import CHANNELS, FORMATS, encode_png, pattern  # noqa: E402
from test_s138_stray_dots import _png  # noqa: E402

import quiver.shapes.images as images  # noqa: E402
import quiver.shapes.png as png  # noqa: E402
from quiver.cli import main  # noqa: E402
from quiver.game.picture import left_out_note, sized  # noqa: E402
from quiver.shapes import make_shape  # noqa: E402
from quiver.shapes.png import PngImage, dark_mask, decode_png  # noqa: E402

CROSS = [(31, 31), (30, 31), (32, 31), (31, 32)]  # three dots round one cell: no cover
DOTS = [(35, 2), (2, 35)]


def _rule(img: PngImage) -> list[bytes]:
    """The dark rule, a pixel at a time: opaque (alpha 128 up) and luminance under 128."""
    return [
        bytes(int(a >= 128 and 299 * r + 587 * g + 114 * b < 128000) for r, g, b, a in row)
        for row in img.rgba()
    ]


def test_the_mask_keeps_the_rule_at_its_edges_and_every_alpha():
    # for each (r, g), the blues on both sides of the threshold, at alphas around 128
    edge = []
    for r in range(0, 256, 5):
        for g in range(0, 256, 3):
            b = (128000 - 299 * r - 587 * g) // 114
            edge += [(r, g, min(255, max(0, v))) for v in (b - 1, b, b + 1)]
    rows = tuple(bytes(c for r, g, b in edge for c in (r, g, b, a)) for a in (0, 1, 127, 128, 129, 254, 255))
    img = PngImage(len(edge), len(rows), rows)
    assert dark_mask(img) == _rule(img)
    assert 0 < sum(map(sum, dark_mask(img))) < len(edge) * 4  # both answers met at each opaque alpha


def test_a_tall_picture_crosses_blocks_of_rows_whole(monkeypatch):
    monkeypatch.setattr(png, "MASK_BLOCK", 7 * 5)  # blocks of 5 rows of 7: the last one short
    pixels = pattern(7, 23, 255, 4, seed=3)
    img = decode_png(encode_png(pixels, 6, 8))
    assert dark_mask(img) == _rule(img) and len(dark_mask(img)) == 23


@pytest.mark.parametrize("interlace", [False, True])
@pytest.mark.parametrize(("ctype", "depth"), FORMATS)
def test_the_mask_of_every_png_format_keeps_the_rule(ctype, depth, interlace):
    maxv = (1 << depth) - 1
    palette = None
    if ctype == 3:
        palette = [((i * 37) % 256, (i * 91) % 256, (255 - i) % 256) for i in range(min(256, maxv + 1))]
    pixels = pattern(29, 17, maxv, CHANNELS[ctype], seed=depth)
    img = decode_png(encode_png(pixels, ctype, depth, interlace, palette))
    assert dark_mask(img) == _rule(img)


def test_the_masks_work_does_not_grow_with_its_colours():
    """A table of every colour met looked each new one up alone: 65 536 colours, 65 536
    steps of Python. Counted, not timed: the built-in calls a mask of 256x256 makes."""
    rows = tuple(bytes(c for x in range(256) for c in (x, y, (x * y) & 255, 255)) for y in range(256))
    calls = [0]

    def count(frame, event, arg):
        if event == "c_call":
            calls[0] += 1

    sys.setprofile(count)
    try:
        dark_mask(PngImage(256, 256, rows))
    finally:
        sys.setprofile(None)
    assert calls[0] < 1000, calls[0]


def test_a_picture_is_read_from_its_file_once(tmp_path, monkeypatch):
    """image_cells read the whole file to hash it, then read_png read it again on a miss
    (and a file saved between the two was kept under bytes it no longer held)."""
    path = _png(tmp_path / "dot.png", dots=[(35, 35)])
    want = images.image_cells_of(path, 48)
    opened = []
    real_open, real_regular = builtins.open, png.open_regular

    def spy_open(file, *a, **k):
        if isinstance(file, (str, os.PathLike)) and os.fspath(file) == path:
            opened.append("open")
        return real_open(file, *a, **k)

    def spy_regular(file):
        opened.append("open_regular")
        return real_regular(file)

    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(png, "open_regular", spy_regular)
    images._kept.clear()
    assert images.image_cells(path, 48) == want  # a miss: read, hashed and decoded
    assert len(opened) == 1, opened
    assert images.image_cells(path, 48) == want and len(opened) == 2  # a hit: read to hash only


def test_a_missing_file_says_the_same_one_line_through_the_cache(tmp_path):
    with pytest.raises(png.PngError, match=r"^no such file: .*gone\.png$"):
        images.image_cells(str(tmp_path / "gone.png"), None)
    with pytest.raises(png.PngError, match=r"^'folder' is not a file$"):
        os.mkdir(tmp_path / "folder")
        images.image_cells(str(tmp_path / "folder"), None)


def test_the_note_names_small_pieces_apart_from_stray_dots(tmp_path, capsys):
    path = _png(tmp_path / "both.png", dots=CROSS + DOTS)
    shape = make_shape("2d", path)
    assert (shape.left_out, shape.left_out.dots, shape.left_out.pieces) == (3, 2, 1)
    left = sized(path, "medium", 1.0, 0)[1].left_out
    assert left_out_note(left) == "2 stray dots and 1 small piece left out: no arrows fit"
    assert main(["generate", "--shape", path, "--seed", "0"]) == 0
    assert capsys.readouterr().err == (
        "quiver: note: both.png: 2 stray dots and 1 small piece left out: no arrows fit\n"
    )
    dots = _png(tmp_path / "dots.png", dots=DOTS)  # stray dots alone: the words they always had
    assert left_out_note(make_shape("2d", dots).left_out) == "2 stray dots left out: too small for arrows"


def test_two_crosses_are_two_small_pieces(tmp_path):
    second = [(x + 4, y) for x, y in CROSS]
    shape = make_shape("2d", _png(tmp_path / "two.png", dots=CROSS + second))
    assert left_out_note(shape.left_out) == "2 small pieces left out: no arrows can cover them"


@pytest.mark.parametrize(
    ("size", "said"), [(9_000_000, "8.6"), (8 * 1024 * 1024 + 1, "8.1"), (9 * 1024 * 1024, "9")]
)
def test_a_file_over_the_limit_never_reads_as_the_limit(tmp_path, size, said):
    """A 9 000 000-byte file was "'big.png' is 8 MB; the limit is 8 MB" (whole MB, rounded down)."""
    path = tmp_path / "big.png"
    with open(path, "wb") as f:
        f.truncate(size)  # (sparse: refused by its size alone)
    with pytest.raises(png.PngError, match=rf"^'big\.png' is {said} MB; the limit is 8 MB$"):
        make_shape("2d", str(path))
