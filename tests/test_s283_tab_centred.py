"""Tab's brackets sit round the middle of the part of the lit 3D head a click takes (s283):
they went round the pixel the look found it at, which on a flared pyramid's skirt seen past
a cube (s267's views) lay at the strip's lower edge, and the brackets hung half below the
arrow. Over 45 views (s260's sweep, spheres 8 and pyramids 6) the lit heads' brackets more
than half a bracket from that middle went from 191 of 718 to 12 (docs/measurements.md).
No window: the controllers, picked as a click picks."""

from __future__ import annotations

import math

import pytest
from test_s235_tab_rays import _view
from test_s260_tab_footprint import _board, _lit

import quiver.scenes.keypick3d as kp
from quiver.scenes.keypick3d_centre import box
from quiver.scenes.keyspread3d import _batch

# (shape, size, level, seed, yaw, pitch, zoom, (arrow, head cell))
VIEWS = [
    ("sphere", 8, "easy", 1, 300, -10, 1.2, (26, 140)),  # (s267: its skirt below the cube beside)
    ("torus", 12, "easy", 2, 130, -35, 0.7, (66, 416)),
    ("pyramid", 6, "easy", 3, 80, 60, 0.5, (7, 49)),
]


def _shows(view, head) -> list[tuple[float, float]]:
    """Every pixel of the head cell's box on screen (0.3 past it: the skirt) a click takes it at."""
    x0, x1, y0, y1 = box(view, view.ctl.board.space.coord(head[1]))
    xs, ys = range(int(x0), int(x1) + 1), range(int(y0), int(y1) + 1)
    pixels = [(float(x), float(y)) for y in ys for x in xs]
    return [t for t, hit in zip(pixels, _batch(view, pixels), strict=True) if hit == head]


@pytest.mark.parametrize(("shape", "size", "level", "seed", "yaw", "pitch", "zoom", "head"), VIEWS)
def test_the_brackets_sit_round_the_middle_of_what_shows_of_the_head(
    shape, size, level, seed, yaw, pitch, zoom, head
):
    ctl = _view((640, 480), yaw, pitch, zoom, _board(shape, size, level, seed))
    keys = kp.KeyPick3D(ctl)
    keys._light(_lit(ctl)[head])
    key = keys.mark_key()
    assert key is not None and key[0] == head[0]
    view = kp.CameraLooks(ctl)
    shows = _shows(view, head)
    mx, my = sum(t[0] for t in shows) / len(shows), sum(t[1] for t in shows) / len(shows)
    half = max(14, min(48, round(0.55 * view.cube())))  # (keypick3d_mark's brackets)
    off = math.dist((key[1], key[2]), (mx, my))
    assert off <= half / 2, f"{off:.0f} px from the middle of its {len(shows)} px; brackets {2 * half} px"
    pick = ctl.pick((key[1], key[2]))
    assert (pick.arrow, pick.cell) == head  # (round a pixel of it)
