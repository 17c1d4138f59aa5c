"""Bugs a stranger met in round seven (a fresh data folder, the big Play button, the first
levels and lessons, the pause and result cards, keys and clicks during animations, small
and odd windows): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, click, post, run

pygame = pytest.importorskip("pygame")


@pytest.fixture
def small_app(monkeypatch, tmp_path):
    """The game at 640x480 on a fresh data folder, no window (fast tier), at the menu."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App

    app = App((640, 480), window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False)
    app.midend.random_seed = lambda: 7
    try:
        app.to_menu()
        run(app, 2)
        yield app
    finally:
        app.close()


def key(app, k, frames: int = 1) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, frames)


def level_one_cleared(app):
    """The big Play (campaign level 1, no lesson), cleared by clicks: its win reveal runs."""
    key(app, pygame.K_RETURN, 3)
    play = app.top
    while play.board.alive:
        click(app, play.arrow_pixel(min(play.board.free_arrows())))
    assert play.session.won and not play.result_shown
    return play


@pytest.mark.parametrize("way", ["legend", "settings"])
def test_the_lesson_opened_during_the_win_reveal_keeps_the_clear(small_app, way):
    """Level 1 cleared, then F1 (or O) while the finished picture was being revealed, and
    Play the lesson (Settings: the lesson's Replay): the lesson began at once (a finished
    puzzle is left without asking) and the clear was never recorded, Play still said
    level 1. A won puzzle left before its card records its clear."""
    app = small_app
    level_one_cleared(app)
    if way == "legend":
        key(app, pygame.K_F1, 2)
        key(app, pygame.K_l, 3)
    else:
        key(app, pygame.K_o, 2)
        app.top.widgets["lesson"].action()
        run(app, 3)
    assert app.top.coach is not None  # the lesson runs
    assert app.midend.progress.current_level("2d") == 2


@pytest.mark.parametrize("won", [True, False])
def test_the_result_cards_keys_are_legible_at_640x480(small_app, monkeypatch, won):
    """640x480 (menus at 60%): the keys under the result card's buttons ("Enter", "R",
    "L", "Esc") were drawn at 11 pixels, 7-pixel letters, under 17-pixel labels (the
    pause card's keys had the same fault, fixed in round five). A button's key is drawn
    at 14 pixels or more."""
    from quiver.render2d import theme
    from quiver.scenes.result import ResultScene

    app = small_app
    if won:
        level_one_cleared(app)
    else:
        key(app, pygame.K_RETURN, 3)
        play = app.top
        blocked = next(i for i in play.board.alive if i not in play.board.free_arrows())
        for _ in range(3):
            play.fire(blocked)
    for _ in range(400):
        if isinstance(app.top, ResultScene):
            break
        run(app)
    card = app.top
    assert isinstance(card, ResultScene)
    sizes: dict[str, int] = {}
    real = theme.text

    def spy(surface, s, size, *a, **kw):
        sizes[s] = size
        return real(surface, s, size, *a, **kw)

    monkeypatch.setattr(theme, "text", spy)
    card.full_redraw = True
    card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    subs = [b.sub for b in card.buttons]
    assert len(subs) >= 3 and all(s in sizes for s in subs)
    assert min(sizes[s] for s in subs) >= 14, sizes
