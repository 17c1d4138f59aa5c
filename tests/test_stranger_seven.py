"""Bugs a stranger met in round seven (a fresh data folder, the big Play button, the first
levels and lessons, the pause and result cards, keys and clicks during animations, small
and odd windows): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, click, post, run
from test_stranger_six import key, small_app  # noqa: F401  (a fixture)

pygame = pytest.importorskip("pygame")


def app_at(monkeypatch, tmp_path, size, **kw):
    """The game at `size` on a fresh data folder, no window (fast tier), at the menu."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App

    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False, **kw)
    app.to_menu()
    run(app, 2)
    return app


def result_card(app, won: bool):
    """The big Play (level 1), won or lost (three taps on a blocked arrow), up to its
    result card: (the play scene, the card)."""
    from quiver.scenes.result import ResultScene

    key(app, pygame.K_RETURN, 3)
    play = app.top
    if won:
        while play.board.alive:
            play.fire(min(play.board.free_arrows()))
    else:
        blocked = next(i for i in play.board.alive if i not in play.board.free_arrows())
        for _ in range(3):
            play.fire(blocked)
    for _ in range(400):
        if isinstance(app.top, ResultScene):
            break
        run(app)
    assert isinstance(app.top, ResultScene)
    return play, app.top


def level_one_cleared(app):
    """The big Play (campaign level 1, no lesson), cleared by clicks: its win reveal runs."""
    key(app, pygame.K_RETURN, 3)
    play = app.top
    while play.board.alive:
        click(app, play.arrow_pixel(min(play.board.free_arrows())))
    assert play.session.won and not play.result_shown
    return play


@pytest.mark.parametrize("way", ["legend", "settings"])
def test_the_lesson_opened_during_the_win_reveal_keeps_the_clear(small_app, way):  # noqa: F811
    """Level 1 cleared, then F1 (or O) while the finished picture was being revealed, and
    Play the lesson (Settings: the lesson's Replay): the lesson began at once (a finished
    puzzle is left without asking) and the clear was never recorded, Play still said
    level 1. A clear is recorded when the board is cleared."""
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
def test_the_result_cards_keys_are_legible_at_640x480(small_app, monkeypatch, won):  # noqa: F811
    """640x480 (menus at 60%): the keys under the result card's buttons ("Enter", "R",
    "L", "Esc") were drawn at 11 pixels, 7-pixel letters, under 17-pixel labels (the
    pause card's keys had the same fault, fixed in round five). A button's key is drawn
    at 14 pixels or more."""
    from quiver.render2d import theme

    app = small_app
    _, card = result_card(app, won)
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


def test_closing_the_window_during_the_win_reveal_keeps_the_clear(monkeypatch, tmp_path):
    """The last arrow of a daily (or a level) tapped, then the window closed while the
    finished picture was being revealed: the clear was recorded only when the result
    card came, so it was lost, and with it the day's streak. A clear is recorded when the
    board is cleared."""
    import datetime as dt

    day = dt.date(2026, 12, 2)

    def make():
        return app_at(monkeypatch, tmp_path, (640, 480), today=lambda: day)

    app = make()
    try:
        level_one_cleared(app)
        post(pygame.QUIT)
        app.step()
        assert not app.running
    finally:
        app.close()
    app = make()
    try:
        assert app.midend.progress.current_level("2d") == 2
        key(app, pygame.K_d, 2)
        key(app, pygame.K_RETURN, 3)
        for _ in range(600):
            if getattr(app.top, "board", None) is not None:
                break
            run(app)
        play = app.top
        while play.board.alive:
            play.fire(min(play.board.free_arrows()))
        run(app, 3)
        assert play.session.won and not play.result_shown
    finally:
        app.close()
    app = make()
    try:
        assert app.midend.streak() == 1
    finally:
        app.close()


@pytest.mark.parametrize("size", [(640, 480), (700, 1000), (1280, 800)])
def test_a_click_on_the_code_chip_copies_the_code(monkeypatch, tmp_path, size):
    """640x480 and 700x1000: the code chip takes the bottom bar's room and the Copy button
    gives way, so a player who wanted to share the puzzle had nothing to click (C was
    told nowhere on screen). A click on the code chip copies the code, in every window."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock())
    copied: list[str] = []
    monkeypatch.setattr(app.feedback, "copy_to_clipboard", lambda text, what="": copied.append(text) or True)
    code = PuzzleSpec.parse("2d-heart-8x7-7-hard-3451074477919113744-g6")  # campaign level 1's
    try:
        app.push(Play2DScene(app.ports, generate_board(code), code))
        run(app, 2)
        play = app.top
        if size[0] < 800:
            assert "copy" not in play.hud.buttons  # gave way to the code
        click(app, play.hud.code_rect.center)
        assert copied == [str(code)]
        assert play.session.moves == 0
    finally:
        app.close()


def test_p_pauses_and_resumes_in_a_level_and_in_a_lesson(monkeypatch, small_app):  # noqa: F811
    """P, the pause key of many games, did nothing; in a lesson (where Esc skips the
    lesson) no key paused at all, and the Pause button showed none. P pauses a puzzle or
    a lesson and resumes it; the lesson's Pause button shows P."""
    from quiver.scenes.pause import PauseScene

    app = small_app
    key(app, pygame.K_RETURN, 3)  # level 1
    play = app.top
    play.fire(min(play.board.free_arrows()))
    run(app, 30)
    key(app, pygame.K_p, 2)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_p, 2)
    assert app.top is play
    app.to_menu()
    app.flow.lesson("2d")
    run(app, 3)
    lesson = app.top
    assert lesson.coach is not None and lesson.hud.keys["menu"] == "P"
    key(app, pygame.K_p, 2)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_p, 2)
    assert app.top is lesson and lesson.coach is not None  # the lesson goes on


@pytest.mark.parametrize("card", ["won", "lost", "paused"])
def test_a_double_click_on_retry_replay_or_resume_does_not_tap_the_board(monkeypatch, tmp_path, card):
    """1280x800, level 1 lost (won, or paused after a move): a double click on the card's
    Retry (Replay, Resume) took the card away and its second click tapped the arrow under
    the button, a move (a blocked one a heart) before the player had looked; at 640x480
    and 800x600 too on the pause card. Next level's double click was already kept off its
    new board (round one); a board a card uncovers keeps it off too."""
    from test_stranger import double_click

    app = app_at(monkeypatch, tmp_path, (1280, 800))
    try:
        if card == "paused":
            key(app, pygame.K_RETURN, 3)
            play = app.top
            play.fire(min(play.board.free_arrows()))
            run(app, 40)
            key(app, pygame.K_ESCAPE, 3)
            over = app.top
        else:
            play, over = result_card(app, card == "won")
        run(app, 30)
        app.render(force=True)
        button = over.buttons[1 if card == "won" else 0].rect.center  # Replay / Retry, Resume
        moves = play.session.moves if card == "paused" else 0
        double_click(app, button)
        run(app, 30)
        assert app.top is play and play.session.moves == moves and play.session.hearts == 3
        assert play.arrow_at(button) is not None  # an arrow lies under the button, untouched
    finally:
        app.close()


@pytest.mark.parametrize("size", [(640, 480), (1000, 500), (800, 600), (1280, 800)])
@pytest.mark.parametrize("won", [True, False])
def test_a_toast_over_the_result_card_leaves_its_buttons_in_view(monkeypatch, tmp_path, size, won):
    """F12 on the win card (or a warning then): "Screenshot saved to /home/..." came in
    the default place, over Next level, Replay, Levels and Menu, for four seconds. The
    result card's toasts go under it, as the pause card's do."""
    from app_helpers import toast_ink

    app = app_at(monkeypatch, tmp_path, size)
    try:
        _, card = result_card(app, won)
        run(app, 60)
        path = "/home/someone/.local/share/quiver/pictures/quiver-2026-12-02_22-41-56.png"
        app.feedback.toast(f"Screenshot saved to {path}")
        ink = toast_ink(app)
        assert ink.h > 40  # the toast is drawn
        for b in card.buttons:
            assert not ink.colliderect(b.rect), b.label
    finally:
        app.close()
