"""A lesson's bounce step and the hint (quiver/scenes/lesson_hold.py): H or the Hint
button lit a free arrow while the bubble asked for a tap on a blocked one."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, post, run

from quiver.game.lessons import Anchor, Until, anchor_arrows

pygame = pytest.importorskip("pygame")
pytestmark = pytest.mark.slow  # a window


@pytest.fixture
def lesson2d(monkeypatch, tmp_path):
    """make(): the game at 640x480 with the 2D lesson open: the app, its coach, the play scene."""
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7, size=(640, 480)) as make_app:

        def make():
            app = make_app()
            app.flow.lesson("2d")
            run(app, 3)
            return app, app.top.coach, app.top

        yield make


def _h(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    run(app)
    post(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    run(app, 2)


def test_the_bounce_step_answers_a_hint_with_what_it_asks(lesson2d):
    app, coach, play = lesson2d()
    assert coach.current.until == Until.LEFT
    free = anchor_arrows(play.board, Anchor.FREE)[0]
    play.fire(free, play.board.free_end(free))  # "Tap this arrow": it flies
    run(app, 90)
    assert coach.current.until == Until.BLOCKED
    _h(app)
    click(app, play.hud.buttons["hint"].center)
    run(app, 2)
    assert play.session.hints_used == 0, "a hint lit a free arrow in the bounce step"
    assert play.hud.pressed is None
    assert sum("blocked arrow" in t.long for t in app.toasts.toasts) >= 1, app.toasts.texts()  # (or short)
    blocked = anchor_arrows(play.board, Anchor.BLOCKED)[0]
    play.fire(blocked)  # the bounce the step teaches; then hints are hints again
    run(app, 90)
    assert coach.current.until != Until.BLOCKED
    _h(app)
    assert play.session.hints_used == 1


def test_outside_a_bounce_step_h_still_hints(lesson2d):
    app, coach, play = lesson2d()
    assert coach.current.until == Until.LEFT
    _h(app)
    assert play.session.hints_used == 1
