"""After any zoom the 3D lesson's step keeps the arrow it points at in view, with its
pointer (lesson_view.keep_in_view; s226, s231: at 480x360 three wheel notches up in the
blocked step pushed the arrow under the bottom bar and the bubble, squeezed out of its
column, read "This one is bl...")."""

import pygame
import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.game.lessons import Anchor
from quiver.scenes.bubble import body_pixels
from quiver.scenes.bubble_fit import bubble_left

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def wheel(app, notches: int) -> None:
    for _ in range(notches):
        app.dispatch(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
        )
        run(app, 2)
    run(app, 20)


def lesson_at(make, size, mode, step):
    app, play = open_lesson(make, mode, size, step)
    return app, play, play.coach


def shown_whole(play, i: int) -> bool:
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    room = pygame.Rect(0, top, bubble_left(play) or play.size[0], bottom - top)
    return all(room.collidepoint(p) for p in [play.arrow_pixel(i), *body_pixels(play, i)])


@pytest.mark.parametrize("size", [(480, 360), (800, 600)])
def test_wheel_notches_in_the_blocked_step_keep_its_arrow_and_pointer(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play, coach = lesson_at(make, size, "3d", 3)
        assert coach.current.anchor == Anchor.BLOCKED
        for _ in range(2):  # (three notches, and three more)
            wheel(app, 3)
            assert coach.step == 3 and coach.aimed is not None and coach.tip
            assert shown_whole(play, coach.aimed), (play.arrow_pixel(coach.aimed), coach.bubble)
            assert coach.bubble.x >= bubble_left(play) and coach.bubble.y >= play.hud.top_rect.bottom


def test_a_step_begun_zoomed_in_backs_out_until_its_arrow_shows(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play, coach = lesson_at(make, (480, 360), "3d", 1)  # the zoom step
        wheel(app, 4)
        run(app, 40)
        assert coach.step == 2 and coach.aimed is not None and coach.tip  # zoomed: on to "Tap a free one"
        assert shown_whole(play, coach.aimed)
