"""A stranger lost all three hearts at the 2D lesson's hearts step: the board started again
with three hearts under a bubble still saying "One heart gone: lose all three..." (coach.
on_over opens the lost board again at the step reached, s316). The hearts step's words now
follow the hearts its board shows: "Three hearts again" on the fresh board, "One heart gone"
after one blocked tap, "Two hearts gone" after two; no step of any lesson says a heart is
gone on a board that starts again with all three."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from test_toast_places import make  # noqa: E402, F401  (the fixture: an app on a fresh data folder)

from quiver.game.lessons import HEARTS_LOST, LESSON_MODES, lesson, step_forms, step_words  # noqa: E402


@pytest.mark.parametrize("mode", LESSON_MODES)
def test_no_step_says_a_heart_is_gone_on_a_board_begun_again_with_three(mode):
    for stage in lesson(mode):
        for step in stage.steps:
            assert "gone" not in step_words(step, 0).lower(), (mode, step.line)
            assert step_words(step, 1) in step_forms(step)


def test_the_hearts_step_says_the_hearts_lost():
    (step,) = [s for s in lesson("2d")[0].steps if s.anchor == "hearts"]
    assert [step_words(step, k) for k in range(3)] == list(HEARTS_LOST)
    assert HEARTS_LOST[0].startswith("Three hearts again") and HEARTS_LOST[2].startswith("Two hearts gone")


def _placed(coach) -> list[str]:
    """The words the bubble is placed with, each time it is (lesson_settle.Settle.keep)."""
    shown: list[str] = []
    keep = coach.settle.keep
    coach.settle.keep = lambda key, placed: shown.append(key[3]) or keep(key, placed)  # (then the arrow)
    return shown


def _blocked(play) -> int:
    return next(i for i in sorted(play.board.alive) if not play.board.can_escape(i))


def test_a_2d_board_lost_at_the_hearts_step_starts_again_saying_three_hearts(make):  # noqa: F811
    from test_toast_leftovers import layout

    app = make((800, 600))
    app.flow.lesson("2d")
    coach = app.top.coach
    coach._open(0, 1)  # the bounce step
    play = app.top
    coach.on_fire(play.session.fire(_blocked(play)))
    assert coach.step == 2 and play.session.hearts == 2  # the hearts step, one heart gone
    shown = _placed(coach)
    layout.draw_recorded(app)
    assert shown[-1] == HEARTS_LOST[1]
    while not play.session.over:  # two more blocked taps: out of hearts
        coach.on_fire(play.session.fire(_blocked(play)))
    for _ in range(40):
        play.update(0.1)
    again = app.top
    assert again is not play and again.coach is coach and coach.step == 2
    assert again.session.hearts == 3
    layout.draw_recorded(app)
    assert shown[-1] == HEARTS_LOST[0], shown[-1]  # not "One heart gone" over three hearts
    assert "Out of hearts" in " ".join(app.toasts.texts())
    for lost in (1, 2):  # a blocked tap on the fresh board: its words follow
        coach.on_fire(again.session.fire(_blocked(again)))
        assert coach.step == 2 and again.session.hearts == 3 - lost
        layout.draw_recorded(app)
        assert shown[-1] == HEARTS_LOST[lost]
