"""Zoomed in as far as a player can, the 3D lesson's "Tap a free one" (step 3 of 5) aimed at
the free arrow nearest the eye, a sliver of orange at the shape's right, and its dashed
leader ran from the bubble across three other arrows at 640x480 and 800x600, while each of
the step's four other free arrows took a leader across none (s311). At rest, where the leader
crosses an arrow, the step's other arrows are tried (lesson_aim): the first whose leader
crosses fewest, its bubble hiding no more of the arrows, is aimed at."""

from __future__ import annotations

from contextlib import nullcontext
from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes import lesson_aim  # noqa: E402


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_zoomed_in_the_free_step_points_where_its_leader_crosses_nothing(lesson_app, size):  # noqa: F811
    from app_helpers import run
    from lesson_helpers import open_lesson

    from quiver.scenes.bubble_cross import crossed

    app, play = open_lesson(lesson_app, "3d", size, 2)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    play.ctl.camera.zoom = play.ctl.input.near_zoom()
    run(app, 40)  # (past the zoom's settle: at rest)
    assert coach.tip, "no pointer"
    assert not crossed(play, coach.route, coach.aimed)[0], "the leader crosses other arrows (before: 3)"
    assert coach.aimed in play.board.free_arrows()  # (a free arrow: the step's words hold)


def test_the_aim_kept_where_no_other_arrow_crosses_fewer(monkeypatch):
    """No window: the one aimed at crosses an arrow; the others cross as many (a tie keeps
    it) or hide more of the arrows under their bubble: it stays."""
    weights = {4: (1001, 90.0), 5: (1001, 90.0), 6: (0, 40.0)}  # (what it crosses, then its length)
    hides = {4: 10, 5: 10, 6: 30}
    laid = []

    class Coach:
        stage, step, tip, _picked, _prefer, aimed = 0, 2, [(0, 0)], None, None, 4
        route, aim_key, _way = ((0, 0), (40, 0)), None, []
        ports = SimpleNamespace(clock=lambda: 5.0)
        settle = SimpleNamespace(moving=lambda now: False)
        current = SimpleNamespace(anchor=None)
        bubble = pygame.Rect(0, 0, 9, 9)

        def _layout(self, play):
            self.aimed = self._prefer[1] if self._prefer else 4
            laid.append(self.aimed)
            return self.aimed

    cam = SimpleNamespace(rot=(1, 0, 0, 0), zoom=1.0, pivot=(0, 0, 0), turning=False)
    ctl = SimpleNamespace(camera=cam, input=SimpleNamespace(busy=False))
    play = SimpleNamespace(ctl=ctl, flat_view=False, size=(640, 480), board=SimpleNamespace(alive={4, 5, 6}))
    coach = Coach()
    monkeypatch.setattr(lesson_aim, "anchor_arrows", lambda board, anchor: [4, 5, 6])
    monkeypatch.setattr(lesson_aim, "memo_of", lambda play: SimpleNamespace(steady=lambda ctl: nullcontext()))
    monkeypatch.setattr(lesson_aim, "spared", lambda coach, arrows: arrows)
    monkeypatch.setattr(lesson_aim, "_weight", lambda play, coach: weights[coach.aimed])
    monkeypatch.setattr(lesson_aim, "_hides", lambda play, bubble: hides[coach.aimed])
    assert lesson_aim.aimed_at_rest(coach, play) == 4 and laid == [4, 4, 5, 6, 4]  # (first fresh: s348)
    laid.clear()
    assert lesson_aim.aimed_at_rest(coach, play) == 4 and laid == [4]  # (weighed once a view)
    hides[6] = 10  # (now clear, hiding no more)
    cam.zoom = 0.9
    assert lesson_aim.aimed_at_rest(coach, play) == 6
