"""A lesson's bubble place kept through a zoom in (lesson_settle.Settle: `ahead`, kept once the
zoom settles until the view turns) is kept for the arrow it was found for (s350). It was keyed
on the step, the window and the words alone, so the rest search (lesson_aim), laying out the
step's other arrows, was handed the first arrow's place for each of them (s348 found it)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_stranger_s57 import lesson_app  # noqa: E402, F401  (the fixture: a lesson app, seed 7)

from quiver.scenes.lesson_settle import Settle  # noqa: E402


def test_a_place_held_for_one_arrow_is_not_held_for_another():
    settle, step = Settle(), (0, 1, (1920, 1080), "This arrow folds over the edge")
    placed = ("msg", pygame.Rect(100, 100, 200, 60), "right")
    settle.keep((*step, 4), placed)
    settle._at, settle._in = 0.0, True  # (a zoom in, just now)
    assert settle.held((*step, 4), 0.1, (400, 400), [], []) == placed
    assert settle.held((*step, 9), 0.1, (400, 400), [], []) is None  # (another arrow: placed afresh)
    settle.keep((*step, 9), ("other", pygame.Rect(600, 100, 200, 60), "left"))
    assert settle.held((*step, 4), 0.1, (400, 400), [], []) == placed  # (the first's, still its own)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", [(1920, 1080)])  # (1280x800: no place found ahead)
def test_after_a_zoom_in_another_arrow_is_laid_out_as_from_nothing(lesson_app, size, monkeypatch):  # noqa: F811
    """Flat 3D's "This arrow folds over the edge" zoomed in smoothly as far as a player may, then
    settled: each other arrow of the step laid out (lesson_aim.fresh) as with nothing held."""
    from app_helpers import run
    from lesson_helpers import fold_policy_off, open_lesson
    from test_s348_fresh_layout import _laid

    from quiver.game.lessons import anchor_arrows
    from quiver.scenes.lesson_hold import spared
    from quiver.scenes.pick_memo import memo_of

    fold_policy_off(monkeypatch)  # (zoomed in, no fold in sight: the view would ease out)
    app, play = open_lesson(lesson_app, "flat", size, 1)
    coach = play.coach
    coach.event = lambda happened: None  # (the step stays)
    camera, near = play.ctl.camera, play.ctl.input.near_zoom()
    for f in range(50):
        camera.zoom = max(near, 1.0 - (1.0 - near) * (f + 1) / 50)
        run(app)
    run(app, 20)  # (settled)
    first, kept = coach.aimed, coach.settle
    assert first is not None and kept._ahead, "no place kept ahead of the zoom"
    unlike = []
    with memo_of(play).steady(play.ctl):
        for b in spared(coach, anchor_arrows(play.board, coach.current.anchor)):
            if b == first:
                continue
            coach.settle = kept
            held = _laid(coach, play, b)
            coach.settle = Settle()  # (nothing held)
            coach.settle.see(play, coach.ports.clock())
            if held != _laid(coach, play, b):
                unlike.append(b)
    coach.settle = kept
    assert not unlike, f"laid out with arrow {first}'s held place: arrows {unlike}"
