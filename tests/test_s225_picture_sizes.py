"""s225: a picture played at another size than its own (the Custom panel's S, L, XL) was
decoded twice: at its own size, then at the size asked. Its dark grid is kept by the
file's bytes, so it is decoded once; a changed file is decoded afresh."""

from __future__ import annotations

import pytest

from quiver.game import picture
from quiver.shapes import images, png
from tests.test_png import encode_png


def _picture(path, dark: int) -> str:
    """A 40x30 picture: a dark block on white (`dark`: its grey)."""
    rows = [
        [(dark, dark, dark) if 5 <= x < 35 and 4 <= y < 26 else (255, 255, 255) for x in range(40)]
        for y in range(30)
    ]
    path.write_bytes(encode_png(rows, 2, 8))
    return str(path)


@pytest.fixture
def decodes(monkeypatch):
    calls = []
    real = png.decode_png
    monkeypatch.setattr(png, "decode_png", lambda *a: calls.append(a[1]) or real(*a))
    images._kept.clear()
    getattr(images, "_grids", {}).clear()  # (s225 added it)
    return calls


@pytest.mark.parametrize("factor", [0.5, 1.5])
def test_a_picture_at_another_size_is_decoded_once(tmp_path, decodes, factor):
    path = _picture(tmp_path / "block.png", 0)
    spec, board = picture.build_task(str(picture.picture_task(path, "easy", factor, 1)), lambda s: None)[:2]
    assert spec.size != (30, 22) and board.arrows  # (its own size: 30x22)
    assert decodes == ["block.png"]


def test_a_changed_picture_is_decoded_afresh(tmp_path, decodes):
    path = tmp_path / "block.png"
    first = images.image_cells(_picture(path, 0), None)
    second = images.image_cells(_picture(path, 40), 20)  # (grey 40: dark too, other bytes)
    assert decodes == ["block.png", "block.png"]
    assert first[1] == (30, 22) and second[1] == (20, 15)
