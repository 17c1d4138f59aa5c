"""s104: Esc in a lesson skipped the whole lesson at once, unasked (the Skip button says
"Esc"), and Esc, Esc on a lesson's pause card resumed, then skipped it. A stranger who
presses Esc expects a pause or a question, never the lesson gone: Esc asks "Skip the
lesson?" as R asks before a restart (confirm.py: Skip or Enter skips, Esc stays). The
Skip button, pressed on purpose, still skips at once."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, lesson_tap, post, run, run_until

pygame = pytest.importorskip("pygame")


def _key(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        assert app.top.coach is not None
        yield app


def test_esc_esc_on_a_lessons_pause_card_resumes_then_asks(lesson_app):
    from quiver.scenes.pause import open_pause

    app, lesson = lesson_app, lesson_app.top
    open_pause(lesson)  # the HUD's Pause
    run(app)
    assert app.top.name == "pause"
    _key(pygame.K_ESCAPE)  # resumes
    _key(pygame.K_ESCAPE)  # asks, in the same frame as fast as a player presses twice
    run(app, 2)
    card = app.top
    assert card.name == "confirm" and card.question == "Skip the lesson?"
    assert card.yes.label == "Skip" and "How to play" in card.note  # (where it plays again)
    assert lesson.coach is not None and not app.midend.seen_lessons()
    _key(pygame.K_ESCAPE)  # stays
    run(app, 2)
    assert app.top is lesson and lesson.coach is not None and not app.midend.seen_lessons()


def test_the_question_skips_and_the_button_skips_at_once(lesson_app):
    app = lesson_app
    _key(pygame.K_ESCAPE)
    run(app, 2)
    click(app, app.top.yes.rect.center)  # Skip on the card
    run_until(app, lambda: getattr(app.top, "code", None) is not None, what="level 1")
    assert app.midend.seen_lessons() == ("2d",)
    app.flow.lesson("2d")  # played again: its own Skip button asks nothing
    run(app, 3)
    click(app, app.top.coach.skip_btn.rect.center)
    run_until(app, lambda: getattr(app.top, "code", None) is not None, what="level 1")


def test_a_boards_well_done_waits_under_the_question_and_the_last_one_does_not_ask(lesson_app):
    app, play = lesson_app, lesson_app.top
    coach = play.coach

    def clear(play) -> None:
        for _ in range(2 * len(play.board.arrows)):
            if not play.board.alive:
                break
            click(app, play.arrow_pixel(lesson_tap(play)))
            run_until(app, lambda: not play.busy(), dt=1 / 20, what="the flight")
        run_until(app, lambda: coach.beat is not None, what="the Well done card")

    clear(play)
    _key(pygame.K_ESCAPE)  # on board 1's Well done card: asks
    run(app, 1)
    assert app.top.name == "confirm"
    run(app, 120)  # the beat's time runs out under the question: board 2 waits
    assert app.top.name == "confirm" and coach.stage == 0 and coach.beat is not None
    _key(pygame.K_ESCAPE)  # stays: on to board 2
    run(app, 3)
    assert app.top.coach is coach and coach.stage == 1
    clear(app.top)
    _key(pygame.K_ESCAPE)  # on the last board's card the lesson is done: no question
    run(app, 3)
    assert app.top.name != "confirm" and app.midend.seen_lessons() == ("2d",)
