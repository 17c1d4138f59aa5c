"""640x480, a sphere: "An inner arrow is uncovered: N still hidden" covered the top of
the sphere (the sides beside the shape are about 120 px there); it keeps off the shape
(s50). The helpers are s48's 800x600 test's."""

from __future__ import annotations

import pytest
from test_stranger_s48 import _board, _off_the_shape, _until_toast, open_board

__all__ = ["open_board"]  # (the fixture)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("shape", "size"), [("sphere", 8), ("cube", 7)])
def test_the_uncovered_arrow_toast_keeps_off_the_shape_at_640x480(open_board, shape, size):
    from app_helpers import run

    app, play = open_board(_board("3d", shape, size), shape, (640, 480))
    _until_toast(app, play, "Uncovered")  # (its short form there: "Uncovered: N hidden", s90)
    run(app, 60)  # (the last clear's burst and count gone)
    _off_the_shape(app, shape)
