"""s396: in the 3D lessons the nearest zoom keeps the whole shape between the top bar and the
bubble, so from the home view + brought it only about 8% closer, and a press at the limit did
nothing a player could see. The zoom step now backs the view out a little first (where the
window leaves a cube STAGE_LEAST px), so its press is a step that shows; a press at the
nearest bumps the view (in and back, clear of the bubble; none with reduced motion) and the
lesson says once why it goes no nearer."""

import numpy as np
import pygame
import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.render3d.zoom_bump import BUMP_TIME
from quiver.scenes.lesson_zoom import LIMIT_SHORT

pytestmark = pytest.mark.slow  # an offscreen window (the 3D view needs one)


def _plus(app, frames: int = 3) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=0, unicode="=", repeat=False))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_EQUALS, mod=0, unicode="="))
    run(app, frames)


def _span(play) -> tuple[float, float]:
    box = _box(play)
    return box.top, box.bottom


def _box(play) -> pygame.Rect:
    camera = play.ctl.camera  # (the lessons' cameras are fitted to the outline)
    xy = np.array([camera.project(p, *play.size)[:2] for p in camera.outline])
    (x0, y0), (x1, y1) = xy.min(0), xy.max(0)
    return pygame.Rect(int(x0), int(y0), int(x1 - x0), int(y1 - y0))


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_zoom_steps_press_brings_the_tower_a_step_closer(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, "3d", size, step=1)  # "Scroll, pinch or press + to zoom"
        run(app, 30)
        coach = play.coach
        assert coach.step == 1, "the lesson's own backing out moved the zoom step on"
        top, bottom = _span(play)
        _plus(app, 40)
        assert coach.step == 2, "the press did not move the zoom step on"
        top2, bottom2 = _span(play)
        grown = (bottom2 - top2) / (bottom - top)  # (480x360: a cube small already, left at home)
        assert grown > 1.15, f"one press grew the tower {grown:.2f} times at {size}"


@pytest.mark.parametrize(("mode", "size"), [("3d", (640, 480)), ("flat", (480, 360)), ("flat", (800, 600))])
@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced"])
def test_a_press_at_the_nearest_bumps_the_view_and_says_so_once(monkeypatch, tmp_path, mode, size, reduced):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make, mode, size, step=0)
        if reduced:
            app.midend.settings.reduced_motion = True
            play.apply_settings(app.midend.settings)
        said = []
        feedback = play.coach.ports.feedback
        real = feedback.toast
        monkeypatch.setattr(feedback, "toast", lambda text, *a, **k: (said.append(text), real(text, *a, **k)))
        camera = play.ctl.camera
        for _ in range(6):
            _plus(app, 20)
        near = play.ctl.input.near_zoom()
        assert camera.zoom == pytest.approx(near)
        limit = [s for s in said if LIMIT_SHORT in s]
        assert len(limit) == 1, said  # (said once, not at every press)
        bubble = play.coach.bubble
        zooms, boxes = [], []
        for _ in range(3):
            _plus(app, 0)
            for _ in range(int(BUMP_TIME * 60) + 2):
                run(app)
                zooms.append(camera.zoom)
                boxes.append(_box(play))
        assert camera.zoom == pytest.approx(near)  # (back where it rests)
        if reduced:
            assert max(zooms) - min(zooms) < 1e-9  # (no bump with reduced motion)
        else:
            assert min(zooms) < near * 0.985, "a press at the nearest did nothing that shows"
            assert bubble.collidelist(boxes) < 0, "the bump ran the shape into the bubble"
        assert len([s for s in said if LIMIT_SHORT in s]) == 1, said
