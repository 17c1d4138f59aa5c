"""The 3D and Flat 3D lesson's layer (s311, after s306 and s308). Each change of what the
coach shows (a step, Skip lesson's hover, a turn settled: Coach.key) drew the whole layer
again and sent it: 8.3 MB at 1920x1080, for the bubble's rects (PlayScene.update's
full_redraw; the step's too, Coach.advance). The 3D views draw it in part now, the bubble
again where what it shows changed (Play3DScene.coach_moved; lesson_bend.shows holds Skip's
hover and press). And a layer drawn whole did not record what its bubble showed, so the
next frame whose key changed drew it, and sent it, once more (Play3DScene._draw_coach_whole).
Frames checked pixel for pixel against the old code's through a scripted lesson (turns,
a zoom, Skip hovered and pressed, taps) at 800x600 and 1920x1080 (s311)."""

from __future__ import annotations

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402
from lesson_helpers import open_lesson  # noqa: E402


def _layer(surface) -> np.ndarray:
    return pygame.surfarray.array2d(surface)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_step_and_skips_hover_send_the_bubble_not_the_layer(monkeypatch, tmp_path, mode):
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        app, play = open_lesson(make, mode, (800, 600), 0)
        coach, sent = play.coach, []
        upload = app.compositor.upload

        def counted(layer, rects):
            sent.append(rects is True)
            return upload(layer, rects)

        app.compositor.upload = counted
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        run(app, 20)  # (the turn step done: the next step's words)
        post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        run(app, 30)
        assert coach.step == 1
        skip, looks = coach.skip_btn.rect.center, []
        for pos in (skip, (5, 300)):  # (Skip lesson hovered, then left)
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            run(app, 3)
            assert coach.skip_btn.hover == (pos == skip)
            shown = _layer(app.layers[id(play)].surface)
            play.full_redraw = True  # (drawn whole: what drawn in part left must be the same)
            run(app)
            whole = _layer(app.layers[id(play)].surface)
            assert np.array_equal(shown, whole), f"{pos}: drawn in part differs"
            sent.pop()
            looks.append(shown)
        assert not np.array_equal(*looks), "Skip lesson looks the same hovered"
        assert sent and not any(sent), "the whole layer sent"


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize(("mode", "step"), [("3d", 1), ("flat", 3)])  # (about the board: no pointer)
def test_after_the_layer_drawn_whole_the_same_bubble_is_not_drawn_again(monkeypatch, tmp_path, mode, step):
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        app, play = open_lesson(make, mode, (800, 600), step)
        coach, drawn = play.coach, []
        coach.event = lambda happened: None  # (the step stays)
        real = coach.draw
        monkeypatch.setattr(coach, "draw", lambda *a: drawn.append(1) or real(*a))
        play.full_redraw = True
        run(app)
        assert drawn, "the layer drawn whole drew no bubble"
        drawn.clear()
        yaw, pitch = play.ctl.camera.angles()
        for k in range(1, 4):  # (the view turns a little: a new frame key, the same bubble)
            play.ctl.camera.set_angles(yaw + 2 * k, pitch, home=False)
            run(app)
        assert not drawn, f"the same bubble drawn again {len(drawn)} times"
