"""Bugs a stranger met in round five (a fresh data folder, the big Play button, 640x480,
keys and clicks during animations): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, post, run

pygame = pytest.importorskip("pygame")

pytestmark = pytest.mark.slow


@pytest.fixture
def small_app(monkeypatch, tmp_path):
    """`make(lessons=...)`: the game without OpenGL at 640x480 on a fresh data folder."""
    with app_maker(monkeypatch, tmp_path, gl=False, seed=7) as make:
        yield make


def key(app, k, frames: int = 1):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, frames)


def test_restart_during_the_win_reveal_keeps_the_clear(small_app):
    """Level 1 cleared, then R (the result card's Replay key) or a click on the HUD's
    Restart while the finished picture was still being revealed: the board restarted at
    once, no result card came and the clear was never recorded (Play still said level 1)."""
    from quiver.scenes.result import ResultScene

    app = small_app(size=(640, 480))
    key(app, pygame.K_RETURN, 5)  # the big Play: level 1 (no lesson here)
    play = app.top
    while play.board.alive:
        click(app, play.arrow_pixel(min(play.board.free_arrows())))
    assert play.session.won
    key(app, pygame.K_r)
    click(app, play.hud.buttons["restart"].center)
    for _ in range(300):
        if isinstance(app.top, ResultScene):
            break
        run(app)
    assert isinstance(app.top, ResultScene) and app.top.outcome.won
    assert app.midend.progress.current_level("2d") == 2
