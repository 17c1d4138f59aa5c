"""A click on "Skip lesson" skipped the lesson at once and said nothing, while Esc asks
"Skip the lesson?" with "How to play can show it again." (s133). A button labelled Skip
may skip at once (it was asked for); the player is then told, as Esc's question tells,
that How to play shows it again, and it does. Esc's question skips saying nothing more
(the card said it); a last board's "Well done" card, the lesson over anyway, says nothing."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, lesson_tap, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.scenes.lesson_skip import SKIP_NOTE, SKIPPED  # noqa: E402


def _key(k: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        assert app.top.coach is not None
        yield app


def _level(app):
    run_until(app, lambda: getattr(app.top, "session", None) is not None, what="level 1")
    return app.top


def test_a_click_on_skip_lesson_skips_and_says_how_to_play_shows_it_again(lesson_app):
    app = lesson_app
    assert SKIPPED.endswith(SKIP_NOTE) and "skipped" in SKIPPED
    click(app, app.top.coach.skip_btn.rect.center)  # no question: a button named Skip
    level = _level(app)
    assert app.midend.seen_lessons() == ("2d",)
    assert SKIPPED in app.toasts.texts()  # (still up over the level, built meanwhile)
    level.open_legend()  # How to play, as F1, the "?" or the pause card's button opens it
    run(app, 2)
    legend = app.top
    assert legend.name == "legend"
    legend.play_lesson()  # ... and it does show the lesson again
    run(app, 3)
    assert app.top.coach is not None and app.top.coach.mode == "2d" and app.top.coach.stage == 0


def test_esc_asks_and_skips_without_a_second_word(lesson_app):
    app = lesson_app
    _key(pygame.K_ESCAPE)
    run(app, 2)
    assert app.top.name == "confirm" and app.top.note.startswith(SKIP_NOTE)
    click(app, app.top.yes.rect.center)
    _level(app)
    assert SKIPPED not in app.toasts.texts()  # (the card said it)


def test_skip_on_the_last_boards_well_done_card_says_nothing(lesson_app):
    app, coach = lesson_app, lesson_app.top.coach
    while True:
        play = app.top
        for _ in range(2 * len(play.board.arrows)):
            if not play.board.alive:
                break
            click(app, play.arrow_pixel(lesson_tap(play)))
            run_until(app, lambda p=play: not p.busy(), dt=1 / 20, what="the flight")
        run_until(app, lambda: coach.beat is not None, what="the Well done card")
        if coach.stage + 1 >= len(coach.stages):
            break
        coach.end_beat()
        run(app, 3)
    click(app, coach.skip_btn.rect.center)
    _level(app)
    assert SKIPPED not in app.toasts.texts()  # the lesson was done, not skipped
