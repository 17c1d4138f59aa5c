"""s388: `+` held in the 3D lesson (or the wheel turned on and on) zoomed the little tower
to 1.5 times the play area (near_zoom's ZOOM_IN_FILL, right for a shape to look into), its
top under the title and its foot under the bubble. In the 3D lesson the nearest zoom keeps
the tower's whole outline between the top bar and the bubble's band (LESSON_FILL); the zoom
step still moves on after one press."""

import numpy as np
import pygame
import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.render3d.framing import voxel_corners

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)

SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080)]


def _held_plus(app, presses: int) -> None:
    for n in range(presses):  # the press, then the game's repeats (input_repeat: repeat=True)
        app.dispatch(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=0, unicode="=", repeat=n > 0)
        )
        run(app, 2)


def _wheel(app, notches: int) -> None:
    for _ in range(notches):
        app.dispatch(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
        )
        run(app, 2)


def _shape_span(play) -> tuple[float, float, float, float]:
    pts = np.array([play.ctl.camera.project(p, *play.size) for p in voxel_corners(play.board.space.cells)])
    return pts[:, 0].min(), pts[:, 1].min(), pts[:, 0].max(), pts[:, 1].max()


@pytest.mark.parametrize("how", ["key", "wheel"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_zooming_in_on_and_on_keeps_the_lesson_tower_in_sight(monkeypatch, tmp_path, size, how):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", size, step=1)  # "Scroll, pinch or press + to zoom"
        coach = play.coach
        zoom0 = play.ctl.camera.zoom
        (_held_plus if how == "key" else _wheel)(app, 40)
        run(app, 30)
        assert coach.step == 2, "the zoom step did not move on"
        assert play.ctl.camera.zoom < zoom0 - 0.05  # it zoomed in, a step's worth
        x0, y0, x1, y1 = _shape_span(play)
        top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.top
        slack = 0.01 * size[1]  # (the wheel zooms about the pointer, the middle here: a pan)
        assert y0 >= top - slack and y1 <= bottom, (
            f"{how} at {size}: the tower spans y {y0:.0f}..{y1:.0f}, the bars leave {top}..{bottom}"
        )
        assert x0 >= 0 and x1 <= size[0]


def test_the_near_zoom_elsewhere_is_unchanged(monkeypatch, tmp_path):
    """A 3D puzzle out of the lesson still zooms in to 1.5 play areas (the README's)."""
    from quiver.render3d.camera_input import LESSON_FILL, ZOOM_IN_FILL

    assert LESSON_FILL < ZOOM_IN_FILL
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", (800, 600), step=1)
        assert play.ctl.input.fill == LESSON_FILL
        from quiver.game.lessons import lesson_board

        app.flow.open_board(lesson_board("3d", 0), "tower")
        run(app, 3)
        assert app.top.ctl.input.fill == ZOOM_IN_FILL
