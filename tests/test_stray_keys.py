"""A key pressed for one screen does not act on the screen it opened (stranger s41): Esc,
Esc in a lesson skipped it and paused, or cancelled the build of, the level it opened.
(s104: Esc in a lesson asks first; Esc, Enter skips it, and an Esc after is the stray one.)"""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")


def _esc() -> None:
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)


def _enter() -> None:
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)


@pytest.mark.parametrize("second", ["same frame", "next frame"])
def test_esc_twice_in_a_lesson_asks_and_stays(monkeypatch, tmp_path, second):
    """s104: Esc asks before it skips the lesson; Esc again stays (as on every question)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        lesson = app.top
        assert lesson.coach is not None
        _esc()
        if second == "next frame":
            run(app, 1, dt=0.05)
            assert app.top.name == "confirm" and app.top.question == "Skip the lesson?"
        _esc()
        run(app, 3)
        assert app.top is lesson and lesson.coach is not None and not app.midend.seen_lessons()


@pytest.mark.parametrize("second", ["same frame", "level open"])
def test_enter_twice_on_skip_lesson_skips_it_and_leaves_the_level_playing(monkeypatch, tmp_path, second):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        assert app.top.coach is not None
        _esc()  # "Skip the lesson?"
        run(app, 1, dt=0.05)
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)  # (Stay ringed, s176)
        _enter()  # Skip
        if second == "level open":  # the second press 0.1 s on, the level already showing
            run(app, 1, dt=0.05)
            run_until(app, lambda: getattr(app.top, "code", None) is not None, what="the level")
            run(app, 1, dt=0.05)
        _enter()
        run(app, 3)
        run_until(app, lambda: getattr(app.top, "code", None) is not None, what="the level")
        play = app.top
        assert play.name == "play2d" and play.coach is None
        run(app, 3)
        assert app.top is play and not play.session.moves, "the second Enter acted on the level"
        run(app, 1, dt=0.5)  # a press later is the player's own: Esc pauses
        _esc()
        run(app, 2)
        assert app.top.name == "pause"
