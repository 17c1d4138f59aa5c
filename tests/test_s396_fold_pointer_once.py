"""s396: in the Flat lesson's fold step ("This arrow folds over the edge"), after a drag
held with every fold turned out of sight, the bubble's pointer showed one arrow as the view
rested, then hopped to another as the view eased round to a fold 0.6 s later
(lesson_fold.REST). It points at the arrow the ease will turn to from the moment it is let
go, and the press let go outside the window eases the same way (its release never came)."""

import pygame
import pytest
from app_helpers import app_maker, post, run
from lesson_helpers import open_lesson

from quiver.game.lessons import Anchor

pytestmark = pytest.mark.slow  # an OpenGL window


def _face_on(play) -> None:
    play.ctl.camera.set_angles(0.0, 5.0, home=False)  # (the front face only: no fold shows)


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("outside", [False, True], ids=["let go", "let go outside"])
def test_the_pointer_shows_the_arrow_the_view_eases_to_from_the_start(monkeypatch, tmp_path, size, outside):
    from quiver.scenes.lesson_fold import REST, easing, fold_shows

    with app_maker(monkeypatch, tmp_path) as make:
        app, _play = open_lesson(make, "flat", size, 1)
        play, coach = app.top, app.top.coach
        spot = (size[0] // 2, play.hud.bottom_rect.y - 4)  # (under the block, over no arrow and no button)
        post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
        post(pygame.MOUSEMOTION, pos=(spot[0] + 30, spot[1]), rel=(30, 0), buttons=(1, 0, 0))
        run(app)
        assert play.ctl.input.dragging
        _face_on(play)  # (what the drag turned to: every fold out of sight)
        run(app, 20)
        if outside:
            post(pygame.WINDOWLEAVE)
        else:
            post(pygame.MOUSEBUTTONUP, pos=(spot[0] + 30, spot[1]), button=1)
        shown, eased = set(), None
        for _ in range(int(REST * 60) + 90):
            run(app)
            if coach.tip and coach.aimed is not None:
                shown.add(coach.aimed)
            eased = easing(coach, play) if eased is None else eased
        assert coach.current.anchor == Anchor.EDGE and eased is not None, "the view never eased to a fold"
        assert not play.ctl.camera.turning and fold_shows(play, coach.aimed)
        assert shown == {eased}, f"the pointer showed {sorted(shown)}, the view eased to {eased}"
