"""Esc (or a pad's B) in a lesson asks "Skip the lesson?" with Skip ringed, so Esc then
Enter (B then A) skipped a stranger's lesson, where "Quit Quiver?", which Esc asks on the
menu, rings Stay (s166). Both cards answer a key whose button says "Esc" on screen, and a
stray Esc then Enter should not lose what comes next: Stay is ringed on both now, and the
card's line says the way on ("Right, Enter: Skip"), which skips (s176). Through the app's
real loop (no window)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button

pygame = pytest.importorskip("pygame")

KEYS = {"Right": pygame.K_RIGHT, "Enter": pygame.K_RETURN, "Esc": pygame.K_ESCAPE}


def key(app, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 1, dt=0.5)


@pytest.fixture
def lesson(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(480, 360)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        assert app.top.coach is not None
        yield app


def test_esc_then_enter_in_a_lesson_stays_as_on_the_quit_question(lesson):
    app, play = lesson, lesson.top
    key(app, pygame.K_ESCAPE)
    ask = app.top
    assert ask.question == "Skip the lesson?" and ask.focus == 0  # Stay ringed
    key(app, pygame.K_RETURN)
    assert app.top is play and play.coach is not None and not app.midend.seen_lessons()


def test_the_line_says_how_to_skip_and_that_way_skips(lesson):
    app = lesson
    key(app, pygame.K_ESCAPE)
    ask = app.top
    assert "How to play" in ask.note  # (where it plays again, as before)
    ways = [part for part in ask.note.split("  \u00b7  ") if part.endswith(": Skip")]
    assert ways, f"nothing on the card says how to skip: {ask.note!r}"
    for word in ways[0].removesuffix(": Skip").split(", "):  # do what it says
        key(app, KEYS[word])
    assert app.midend.seen_lessons() == ("2d",)


def test_with_skip_ringed_the_line_drops_the_way_on(lesson):
    """Right rings Skip, whose button then says Enter: the line is the note alone."""
    app = lesson
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RIGHT)
    assert app.top.focus == 1 and app.top.note == "How to play can show it again."


def test_a_pads_b_then_a_stays_and_its_line_names_a(lesson):
    app, play = lesson, lesson.top
    button(app, pygame.CONTROLLER_BUTTON_B)
    assert app.top.name == "confirm" and app.top.note.endswith("Right, A: Skip")
    button(app, pygame.CONTROLLER_BUTTON_A)
    assert app.top is play and play.coach is not None and not app.midend.seen_lessons()
