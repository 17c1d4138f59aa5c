"""The Tab cull (headcull.may_show) drops no head a click takes by more than a sliver
(s267): a flared pyramid's skirt, seen from behind 0.1 below a cube whose faces were edge-on
or shut, was dropped (the cull tried the cube's faces and the tip only: 73 and 79 px a
click took); and a head cell's top whose points lay under the bottom bar, its rim above it
(its faces' corners were tried 0.45 in, inside the cell), and the footprint look's grid,
4 px apart zoomed in, missed the 2 rows it showed in there (9 px). No window: the
controllers, picked as a click picks."""

from __future__ import annotations

import pytest
from test_s235_tab_rays import _view
from test_s260_tab_footprint import _board, _lit

import quiver.scenes.keypick3d as kp
from quiver.render3d.headcull import may_show
from quiver.scenes.keyspread3d import _batch

# (shape, size, level, seed, yaw, pitch, zoom, (arrow, head cell) a click takes)
VIEWS = [
    ("sphere", 8, "easy", 1, 300, -10, 1.2, (26, 140)),  # (its skirt below the cube beside)
    ("sphere", 8, "easy", 2, 300, -10, 1.2, (24, 140)),
    ("pyramid", 6, "medium", 2, 80, 60, 0.5, (8, 54)),  # (its top's rim over the bottom bar)
]


def clicked(ctl, head: tuple[int, int]) -> int:
    """Pixels between the bars, 80 each way across from `head`'s cell on screen (its centre
    may lie under a bar), a click takes it at."""
    view = kp.CameraLooks(ctl)
    x0 = int(view.pixel(tuple(v + 0.5 for v in ctl.board.space.coord(head[1])))[0])
    xs = range(max(0, x0 - 80), min(view.w, x0 + 80))
    pixels = [(float(x), float(y)) for y in range(int(view.top), int(view.bottom)) for x in xs]
    return sum(p == head for p in _batch(view, pixels))


@pytest.mark.parametrize(("shape", "size", "level", "seed", "yaw", "pitch", "zoom", "head"), VIEWS)
def test_a_head_a_click_takes_is_kept_and_lit(shape, size, level, seed, yaw, pitch, zoom, head):
    ctl = _view((640, 480), yaw, pitch, zoom, _board(shape, size, level, seed))
    assert clicked(ctl, head) >= 5
    ends = {
        (i, dict(kp._ends(ctl.board, i))[e]) for i, e, _f in may_show(ctl, kp.CameraLooks(ctl), kp.FACING)
    }
    assert head in ends
    lit = _lit(ctl)
    assert head in lit
    x, y = lit[head].pos
    pick = ctl.pick((int(x), int(y)))
    assert (pick.arrow, pick.cell) == head
