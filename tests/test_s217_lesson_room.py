"""A small window's first 3D lesson uses the room it has (s217): at 480x360 the tower was
78x114 px, squeezed between the top bar and the bubble under it; now it is fitted beside
the bubble, bigger, and no bubble of its steps covers it. Bigger windows: as big as
fitted above the bubble, or bigger."""

import pygame
import pytest
from app_helpers import app_maker, run

from quiver.scenes.bubble import board_bottom

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def _lesson(make, size):
    app = make(size=size)
    app.flow.lesson("3d")
    run(app, 3)
    play = app.top
    if getattr(play, "ctl", None) is None:
        pytest.skip("no 3D view here")
    return app, play


def _box(play) -> pygame.Rect:
    x0, y0, x1, y1 = play.ctl.camera.outline_box(*play.size)
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


def _above(play) -> pygame.Rect:
    """The shape's box fitted above the bubble, as before s217."""
    ctl = play.ctl
    band, side = ctl.camera.band, getattr(ctl.camera, "side", None)
    ctl.fit_between(play.hud.top_rect.bottom, board_bottom(play))
    box = _box(play)
    ctl.camera.set_band(*band)
    if side is not None:
        ctl.camera.set_side(*side)
    return box


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        yield make


def test_the_tower_is_bigger_beside_the_bubble_at_480x360(make):
    app, play = _lesson(make, (480, 360))
    box, above = _box(play), _above(play)
    assert above.h < 120  # (the squeeze: 78x114 px)
    assert box.h >= 1.3 * above.h and box.w >= 1.3 * above.w, (box, above)
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    assert top <= box.y and box.bottom <= bottom  # between the bars
    coach = play.coach
    for step in range(len(coach.stages[coach.stage].steps)):  # no bubble of the stage over it
        coach.step = step
        run(app, 2)
        assert not coach.bubble.colliderect(box), (step, coach.bubble, box)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_bigger_windows_keep_the_shape_as_big(make, size):
    _app, play = _lesson(make, size)
    box, above = _box(play), _above(play)
    assert box.h >= above.h - 1 and box.w >= above.w - 1, (box, above)
