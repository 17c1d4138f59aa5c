"""Stranger round s24 (3D and Flat 3D, their lessons, the hinted hidden arrow): each test
failed before its fix."""

from __future__ import annotations

import math

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    """make(mode): the game at 640x480 with that mode's lesson open (skips without OpenGL)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7, size=(640, 480)) as make_app:

        def make(mode):
            app = make_app()
            if app.gl is None:
                pytest.skip(f"no OpenGL here: {app.gl_error}")
            app.flow.lesson(mode)
            run(app, 3)
            return app, app.top.coach, app.top

        yield make


def _key(app, k, frames: int = 2) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    run(app)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, frames)


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_view_step_of_the_lesson_fires_no_arrow_and_says_what_it_waits_for(lesson_app, mode):
    """3D lesson, "Drag to turn the shape": Tab (or H) then Enter fired the lit arrow, a
    blocked one costing a heart, and the lesson still asked for a turn. A step about
    the view fires nothing (nor does a click meant as a drag) and says how to turn or
    zoom; once the view has turned (and zoomed), Enter fires as taught."""
    from quiver.game.lessons import Until

    app, coach, play = lesson_app(mode)
    assert coach.current.until == Until.TURNED
    for first in (pygame.K_TAB, pygame.K_h):
        _key(app, first)
        _key(app, pygame.K_RETURN, 30)
        assert len(play.board.alive) == len(play.board.arrows), "an arrow fired in a view step"
        assert play.session.hearts == 3 and play.session.mistakes == 0
    assert any("arrow keys" in t for t in app.toasts.texts()), app.toasts.texts()
    assert coach.current.until == Until.TURNED  # the hint's own turn is not the player's
    play.ctl.camera.rotate_local(math.radians(40), 0)
    run(app, 3)
    assert coach.current.until != Until.TURNED
    if coach.current.until == Until.ZOOMED:
        _key(app, pygame.K_TAB)
        _key(app, pygame.K_RETURN, 30)
        assert len(play.board.alive) == len(play.board.arrows)
        play.ctl.camera.zoom *= 1.2
        run(app, 3)
    assert coach.current.until == Until.LEFT
    _key(app, pygame.K_TAB)  # a free arrow, lit: it flies
    _key(app, pygame.K_RETURN, 60)
    assert len(play.board.alive) == len(play.board.arrows) - 1
