"""s392: `+` held in the Flat 3D lesson (or the wheel turned on and on) zoomed the little
stairs to 1.5 times the play area (near_zoom's ZOOM_IN_FILL), at 800x600 zoom 0.614 with the
block at y -13..554: its top under the title bar, its foot under the bubble. As in the 3D
lesson (s388), the nearest zoom keeps the block's whole outline between the top bar and the
bubble's band (LESSON_FILL); its home view fills about nine tenths of that room, so a press
of + still brings it a step closer."""

import numpy as np
import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson
from test_s388_lesson_zoom_held import _held_plus, _wheel  # the key held, the wheel turned on

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 720)]


def _block_span(play) -> tuple[float, float, float, float]:
    camera = play.ctl.camera  # (Flat's camera is fitted to the block's outline)
    pts = np.array([camera.project(p, *play.size) for p in camera.outline])
    return pts[:, 0].min(), pts[:, 1].min(), pts[:, 0].max(), pts[:, 1].max()


@pytest.mark.parametrize("how", ["key", "wheel"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_zooming_in_on_and_on_keeps_the_flat_lesson_block_in_sight(monkeypatch, tmp_path, size, how):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "flat", size)  # "Drag, or hold an arrow key, to turn the block"
        camera = play.ctl.camera
        zoom0 = camera.zoom
        (_held_plus if how == "key" else _wheel)(app, 40)
        run(app, 30)
        assert camera.zoom < zoom0 - 0.05, "+ no longer brings the block closer"
        x0, y0, x1, y1 = _block_span(play)
        top, bottom = camera.band_rows(size[1])  # the top bar's foot, the bubble's band's top
        slack = 0.01 * size[1]  # (the wheel zooms about the pointer, the middle here: a pan)
        assert y0 >= top - slack and y1 <= bottom + slack, (
            f"{how} at {size}: the block spans y {y0:.0f}..{y1:.0f}, the bars leave {top}..{bottom}"
        )
        assert y0 >= play.hud.top_rect.bottom - slack, "the block's top went under the title"
        assert x0 >= 0 and x1 <= size[0]
