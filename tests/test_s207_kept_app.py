"""s207: the real game closed mid-level keeps the puzzle; opened again, Play goes on from it."""

from __future__ import annotations

import pygame
import pytest

from tests.app_helpers import app_maker, click, post, run, run_until


def play_level(app):
    """The big Play on the menu, to the play scene of the current level."""
    from quiver.scenes.play import PlayScene

    click(app, app.top.widget_center("play"))
    run_until(app, lambda: isinstance(app.top, PlayScene), what="the level opened")
    run_until(app, lambda: not app.top.busy(), what="the board settled")
    return app.top


def tap(app, play, i: int) -> None:
    click(app, play.arrow_pixel(i))
    run_until(app, lambda: not play.busy(), dt=1 / 20, what="the tap's animation ended")


def some_taps(app, play) -> None:
    """A blocked tap (a heart) and two arrows that leave."""
    s = play.session
    tap(app, play, next(i for i in sorted(s.board.alive) if not s.can_escape(i)))
    for _ in range(2):
        run(app, 30)
        tap(app, play, min(s.board.free_arrows()))


def where(play) -> tuple:
    s = play.session
    return sorted(s.board.alive), s.hearts, s.score.total, s.mistakes, list(s.log)


def toasts(app) -> list[str]:
    return list(app.toasts.texts())


def closed_mid_level(make) -> tuple:
    app = make()
    play = play_level(app)
    some_taps(app, play)
    left = where(play), play.session.elapsed
    post(pygame.QUIT)  # the window's close: no question, nothing lost
    run(app)
    assert not app.running
    app.close()
    return left


def test_closed_mid_level_opens_where_it_was_left(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        (left, elapsed) = closed_mid_level(make)
        assert left[1] == 2 and len(left[4]) == 3  # (a heart lost, three taps)
        app = make()
        play = play_level(app)
        assert where(play) == left
        assert elapsed <= play.session.elapsed < elapsed + 0.5  # the clock goes on (the frames since)
        cleared = play.session.arrows_total - len(left[0])
        assert f"Back where you left it: {cleared} of {play.session.arrows_total} arrows cleared" in toasts(
            app
        )


@pytest.mark.slow
def test_menu_keeps_it_and_restart_drops_it(monkeypatch, tmp_path):
    """In a real (offscreen GL) window: Menu leaves at once, keeping the puzzle (said);
    R's restart empties the slot, so the next Play starts fresh."""
    from quiver.game.kept_puzzle import kept_path
    from quiver.scenes.confirm import ConfirmScene
    from quiver.scenes.menu import MenuScene

    with app_maker(monkeypatch, tmp_path, size=(1024, 700)) as make:
        left, _ = closed_mid_level(make)
        app = make()
        play = play_level(app)
        assert where(play) == left
        pygame.image.save(app._grab(toasts=True), str(tmp_path / "resumed.png"))
        tap(app, play, min(play.session.board.free_arrows()))
        moved = where(play)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app)
        post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="", scancode=0)  # the pause card's Menu
        run(app, 3)
        assert isinstance(app.top, MenuScene) and not any(isinstance(s, ConfirmScene) for s in app.stack)
        assert "2D level 1 kept: open it again to go on" in toasts(app)  # (as Continue names it: s376)
        play = play_level(app)
        assert where(play) == moved
        play.restart()
        assert not kept_path().exists()
        post(pygame.QUIT)  # untouched since the restart: nothing to keep
        run(app)
        app.close()
        assert not kept_path().exists()
