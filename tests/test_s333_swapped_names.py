"""s333 stranger pass: a PNG named .vox was "not a MagicaVoxel model: it does not begin as
a .vox file does", and a .vox model named .png "not a PNG file", though each is the other
kind, whole: each now says what it is and how to play it (as a JPEG named .png is told)."""

from __future__ import annotations

import pytest

from quiver.shapes import ShapeError, make_shape
from quiver.shapes.png import SIGNATURE


def test_a_png_named_vox_says_it_is_a_png(tmp_path):
    path = tmp_path / "cat.vox"
    path.write_bytes(SIGNATURE + b"\x00\x00\x00\x0dIHDR" + bytes(17))
    with pytest.raises(ShapeError) as e:
        make_shape("3d", str(path))
    assert (
        str(e.value) == "'cat.vox' is a PNG picture, not a MagicaVoxel model: name it .png to play it in 2D"
    )


def test_a_vox_named_png_says_it_is_a_model(tmp_path):
    path = tmp_path / "ship.png"
    path.write_bytes(b"VOX \x96\x00\x00\x00MAIN" + bytes(8))
    with pytest.raises(ShapeError) as e:
        make_shape("2d", str(path))
    assert str(e.value) == "'ship.png' is a MagicaVoxel model, not a PNG: name it .vox to play it in 3D"
