"""s354, a first session at 1280x720 (Size of menus 125%): in the 3D lesson, the shape
dragged a quarter turn and zoomed three wheel notches, "This one is blocked. Tap it" pointed
at the seam between the orange column and the red bar, where the blocked arrow's head
showed 2 px wide; the player tapped what the pointer touched, and each tap fired a free
arrow. Now a pixel aimed at shows a patch of its arrow whole (lesson_hidden._whole), else
the pointer goes to the part of it that shows most (lesson_hidden._part)."""

import pygame
import pytest
from app_helpers import app_maker, click, post, run

from quiver.game.lessons import Anchor
from quiver.scenes.lesson_hidden import NEAR
from quiver.scenes.lesson_looks import picked

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def test_the_blocked_step_points_at_a_patch_of_its_arrow_not_a_seam(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True) as make:
        app = make(size=(1280, 720))
        app.midend.change_setting("ui_scale", "1.25")
        app.flow.lesson("3d")
        run(app, 5)
        play = app.top
        if getattr(play, "ctl", None) is None:
            pytest.skip("no 3D view here")
        coach = play.coach
        post(pygame.MOUSEMOTION, pos=(900, 400), rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=(900, 400), button=1)
        run(app)
        for x in range(880, 699, -30):  # the drag that turns the shape (the step's "turn")
            post(pygame.MOUSEMOTION, pos=(x, 410), rel=(-30, 0), buttons=(1, 0, 0))
            run(app, 3)
        post(pygame.MOUSEBUTTONUP, pos=(700, 410), button=1)
        run(app, 30)
        post(pygame.MOUSEMOTION, pos=(640, 350), rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(3):  # three notches in about the pointer (the step's "zoom")
            wheel = dict(x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
            app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, **wheel))
            run(app, 5)
        run(app, 40)
        assert coach.current.anchor == Anchor.FREE
        click(app, play.arrow_pixel(1))  # "Tap a free one": the green arrow at the foot
        run(app, 90)
        assert coach.current.anchor == Anchor.BLOCKED and coach.aimed is not None
        (x, y), _side, _body = coach.target(play)
        patch = [(x + dx, y + dy) for dx, dy in NEAR]
        seen = picked(play, patch)
        assert all(seen.get(p) == coach.aimed for p in patch), ((x, y), coach.aimed, set(seen.values()))
        click(app, (x, y))  # what the pointer touches: the blocked arrow, which bounces
        assert play.session.mistakes == 1
