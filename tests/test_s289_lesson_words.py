"""The 2D lesson's words after s284's stranger pass: the step after the bounce began
"Three hearts: ..." with two hearts showing (one just lost), and a line saying why a tap
did not fire ("That one is blocked: ...", "Turn it first: ...") stood on over the next
step's bubble after the player had done what the step asked."""

from __future__ import annotations

import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _lesson(monkeypatch, tmp_path):
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        yield app


def _tap(app, i):
    from app_helpers import click, run

    play = app.top
    x, y = play.board.space.coord(play.board.arrows[i].head)
    click(app, tuple(int(v) for v in play.view.cell_center(x, y)))
    run(app, 40)


@pytest.fixture
def lesson(monkeypatch, tmp_path):
    yield from _lesson(monkeypatch, tmp_path)


def test_a_held_taps_line_goes_when_the_step_moves_on(lesson):
    from quiver.game.lessons import Anchor, Until, anchor_arrows
    from quiver.scenes.lesson_hold import BLOCKED_EARLY

    app = lesson
    play, coach = app.top, app.top.coach
    _tap(app, anchor_arrows(play.board, Anchor.BLOCKED)[0])
    assert BLOCKED_EARLY in app.toasts.texts()  # (said: the step asks for a free arrow)
    _tap(app, anchor_arrows(play.board, Anchor.FREE)[0])
    assert coach.current.until == Until.BLOCKED  # the next step, which asks for a blocked one
    assert BLOCKED_EARLY not in app.toasts.texts()


def test_the_step_after_the_bounce_counts_the_hearts_shown(lesson):
    from quiver.game.lessons import Anchor, anchor_arrows

    app = lesson
    play, coach = app.top, app.top.coach
    _tap(app, anchor_arrows(play.board, Anchor.FREE)[0])
    _tap(app, anchor_arrows(play.board, Anchor.BLOCKED)[0])  # the bounce: a heart lost
    assert play.session.hearts == 2 and coach.current.anchor == Anchor.HEARTS
    text = coach.current.line.lower()
    assert not text.startswith("three hearts") and "heart gone" in text
