"""A picture of a dot or two is told it is too small (s208, from s201's pass): a 1x1
PNG was told it "has pieces under 3 cells (stray dots or thin diagonal lines); clean it
up or draw thicker lines", advice for a drawing with specks, not for one dot."""

from __future__ import annotations

import pytest
from test_png import picture

from quiver.shapes import make_shape
from quiver.shapes.base import ShapeError


@pytest.mark.parametrize(
    "w, h, dark, said",
    [
        (1, 1, {(0, 0)}, "makes only 1 cell at 1x1: an arrow needs 3 in a row; draw it bigger"),
        (2, 1, {(0, 0), (1, 0)}, "makes only 2 cells at 2x1"),
        (20, 20, {(7, 9)}, "makes only 1 cell at 1x1"),  # (one dot on a big canvas: trimmed)
    ],
)
def test_a_dot_or_two_is_told_it_is_too_small(tmp_path, w, h, dark, said):
    path = tmp_path / "dot.png"
    path.write_bytes(picture(w, h, dark))
    with pytest.raises(ShapeError, match=said) as e:
        make_shape("2d", str(path))
    assert "stray dots" not in str(e.value)


def test_three_in_a_row_still_plays_and_a_size_asked_scales_a_dot_up(tmp_path):
    path = tmp_path / "line.png"
    path.write_bytes(picture(3, 1, {(0, 0), (1, 0), (2, 0)}))
    assert make_shape("2d", str(path)).size == (3, 1)
    dot = tmp_path / "dot.png"
    dot.write_bytes(picture(1, 1, {(0, 0)}))
    assert make_shape("2d", str(dot), 8).size == (8, 8)
