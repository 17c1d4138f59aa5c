"""The pause card and the questions (issue 22): Esc during a puzzle, or the window losing
focus, pauses (the clock stops); Esc resumes; Restart, Menu and the keys; on a question
Esc stays and Enter goes ahead with the highlighted choice; the menu's Play opens the
mode's lesson the first time, the campaign after it, and C the Custom panel."""

from __future__ import annotations

import datetime

import pytest
from app_helpers import app_maker, ringed, run

from quiver.game.lessons import lesson

pygame = pytest.importorskip("pygame")


def level_of(scene):
    """The campaign level a play scene shows (None: not a campaign level)."""
    origin = getattr(getattr(scene, "request", None), "origin", None)
    return getattr(origin, "level", None) if type(origin).__name__ == "CampaignLevel" else None


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    # gl=False as App's argument: the scenes' software path
    with app_maker(monkeypatch, tmp_path, today=lambda: datetime.date(2026, 12, 1)) as make:
        yield lambda lessons=False: make(lessons=lessons, gl=False)


def key(app, k, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    run(app, frames)


def open_board(app):
    app.flow.open_board(lesson("2d")[1].make_board())
    run(app, 2)
    play = app.top
    play.fire(sorted(play.board.free_arrows())[0])  # the clock runs from the first tap
    run(app, 30)
    return play


def test_esc_pauses_the_clock_stops_and_esc_resumes(make_app):
    app = make_app()
    play = open_board(app)
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    stopped = play.session.elapsed
    run(app, 120)  # two seconds under the card
    assert play.session.elapsed == pytest.approx(stopped)
    key(app, pygame.K_ESCAPE)
    assert app.top is play
    run(app, 60)
    assert play.session.elapsed > stopped  # running again


def test_losing_focus_pauses(make_app):
    app = make_app()
    play = open_board(app)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    run(app, 2)
    assert app.top.name == "pause" and app.stack[-2] is play


def test_the_pause_cards_buttons_and_keys(make_app):
    from quiver.scenes.menu import MenuScene

    app = make_app()
    play = open_board(app)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert [b.label for b in pause.buttons] == ["Resume", "Restart", "Settings", "How to play", "Menu"]
    key(app, pygame.K_r)  # Restart (a move was made: it asks) ...
    key(app, pygame.K_RETURN)  # ... the board again, nothing tapped
    assert app.top is play and play.session.moves == 0
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_o)  # Settings over the card; closing it comes back to the card
    assert app.top.name == "settings"
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    key(app, pygame.K_F1)  # How to play
    assert app.top.name == "legend"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_m)  # Menu
    assert isinstance(app.top, MenuScene)


def test_a_question_esc_stays_enter_goes_ahead_on_the_highlighted_choice(make_app):
    app = make_app()
    key(app, pygame.K_ESCAPE)  # Quit? on the menu
    assert app.top.name == "confirm"
    key(app, pygame.K_ESCAPE)  # Esc is never "yes"
    assert app.running and app.top.name == "menu"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_LEFT)  # the highlight moves to Stay ...
    key(app, pygame.K_RETURN)  # ... and Enter presses it
    assert app.running and app.top.name == "menu"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RIGHT)  # (Stay ringed first, s166) the highlight to Quit ...
    key(app, pygame.K_RETURN)  # the highlighted Quit
    assert not app.running


def test_play_opens_the_lesson_then_the_campaign_and_c_the_custom_panel(make_app):
    from quiver.scenes.loading import LoadingScene

    app = make_app(lessons=True)
    menu = app.top
    assert "lesson" in menu.play_btn.sub  # the very first time
    key(app, pygame.K_c)
    assert menu.custom and menu.focus_order[menu.focus] is menu.random_btn
    key(app, pygame.K_ESCAPE)  # back to the home view, not a quit question
    assert not menu.custom and app.top is menu
    key(app, pygame.K_RETURN)  # Play
    coach = app.top.coach
    assert coach is not None and coach.mode == "2d"
    key(app, pygame.K_ESCAPE)  # asks first (Stay ringed, s176),
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # skip: campaign level 1 is built next
    for _ in range(60):
        if level_of(app.top) == 1:
            break
        run(app)
    level = app.top
    assert level_of(level) == 1 and level.coach is None and not isinstance(level, LoadingScene)
    assert level.code.arrows <= 10  # the `code:` line of a gentle first level


def test_menu_and_the_lesson_ask_first_once_a_move_was_made(make_app):
    """Pause -> Menu, and Pause -> How to play -> Play the lesson, threw a puzzle in
    progress away without asking: once a move was made they ask (Esc stays on the
    pause card, Enter leaves); an untouched board leaves at once."""
    from quiver.scenes.menu import MenuScene

    app = make_app()
    play = open_board(app)  # one move made
    key(app, pygame.K_ESCAPE)
    pause = app.top
    key(app, pygame.K_m)
    assert app.top.name == "confirm" and app.top.question == "Leave this puzzle?"
    key(app, pygame.K_ESCAPE)  # stays: the pause card, the puzzle below
    assert app.top is pause and app.stack[-2] is play
    key(app, pygame.K_F1)
    key(app, pygame.K_l)  # Play the lesson
    assert app.top.name == "confirm"
    key(app, pygame.K_ESCAPE)
    assert app.top is pause and app.stack[-2] is play
    key(app, pygame.K_F1)
    key(app, pygame.K_l)
    key(app, pygame.K_RETURN, frames=10)  # leaves for the lesson
    assert play not in app.stack and app.top.name.startswith("play") and app.top.coach is not None
    app.to_menu()
    app.flow.open_board(lesson("2d")[1].make_board())  # untouched: no question
    run(app, 24)  # (seen: an Esc sooner was meant for the screen left, input_keys.StrayKey)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_m)
    assert isinstance(app.top, MenuScene)
    play = open_board(app)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_m)
    key(app, pygame.K_RETURN)  # Enter leaves
    assert isinstance(app.top, MenuScene)


def test_restart_asks_first_once_a_move_was_made(make_app):
    """Pause -> Restart threw a puzzle in progress away without asking (Menu asked). Now
    the card's Restart, the R key and the HUD's Restart button all ask once a move was
    made: Esc stays (on the pause card, or on the board), Enter or R again restarts; an
    untouched board restarts at once."""
    app = make_app()
    play = open_board(app)  # one move made
    key(app, pygame.K_ESCAPE)
    pause = app.top
    key(app, pygame.K_r)
    assert app.top.name == "confirm" and app.top.question == "Restart this puzzle?"
    key(app, pygame.K_ESCAPE)  # stays: the pause card, the move kept
    assert app.top is pause and play.session.moves == 1
    key(app, pygame.K_r)
    key(app, pygame.K_RETURN)  # restarts, back on the board
    assert app.top is play and play.session.moves == 0
    key(app, pygame.K_r)  # untouched: at once, no question
    assert app.top is play
    play.fire(sorted(play.board.free_arrows())[0])
    run(app, 30)
    key(app, pygame.K_r)  # R during play asks too ...
    assert app.top.name == "confirm"
    key(app, pygame.K_ESCAPE)
    assert app.top is play and play.session.moves == 1
    key(app, pygame.K_r)
    key(app, pygame.K_r)  # ... and R again is the quick restart
    assert app.top is play and play.session.moves == 0


def test_settings_replay_lesson_asks_first_once_a_move_was_made(make_app):
    """Settings (O, the gear, or the pause card's Settings) -> Lesson: Replay threw the
    puzzle under the card away without asking. Once a move was made it asks, as Pause ->
    Menu does: Esc stays on Settings with the puzzle kept, Enter leaves for the lesson."""
    from app_helpers import click

    app = make_app()
    play = open_board(app)  # one move made
    key(app, pygame.K_o)
    settings = app.top
    assert settings.name == "settings"
    app.render(force=True)
    click(app, settings.widget_center("lesson"))
    run(app, 2)
    assert app.top.name == "confirm" and app.top.question == "Leave this puzzle?"
    key(app, pygame.K_ESCAPE)
    assert app.top is settings and play in app.stack and play.session.moves == 1
    click(app, settings.widget_center("lesson"))
    run(app, 2)
    key(app, pygame.K_RETURN, frames=10)
    assert play not in app.stack and app.top.coach is not None


def test_how_to_play_opened_from_the_board_asks_before_its_lesson(make_app):
    """F1 during a puzzle (not through the pause card) -> Play the lesson threw the puzzle
    away without asking. It asks once a move was made: Esc goes back to the board."""
    app = make_app()
    play = open_board(app)  # one move made
    key(app, pygame.K_F1)
    assert app.top.name == "legend"
    key(app, pygame.K_l)
    assert app.top.name == "confirm" and app.top.question == "Leave this puzzle?"
    key(app, pygame.K_ESCAPE)
    assert app.top is play and play.session.moves == 1
    key(app, pygame.K_F1)
    key(app, pygame.K_l)
    key(app, pygame.K_RETURN, frames=10)
    assert play not in app.stack and app.top.coach is not None


def test_the_pause_card_holds_its_buttons_in_a_480x360_window(monkeypatch, tmp_path):
    """At 480x360 the card kept room under it for a toast and drew Menu half below its
    edge (the card ended at y 268, Menu at 266-306). Every button inside the card, the card
    inside the window; Tab's ring round Menu, and M there goes to the menu."""
    from quiver.render2d.widgets import focus_ring_rect
    from quiver.scenes.menu import MenuScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        open_board(app)
        key(app, pygame.K_ESCAPE)
        pause = app.top
        assert pause.name == "pause"
        window = pygame.Rect(0, 0, *app.size)
        assert window.contains(pause.card)
        for b in pause.buttons:
            assert pause.card.contains(b.rect), (b.label, b.rect, pause.card)
        for _ in range(4):
            key(app, pygame.K_TAB)
        menu = pause.buttons[pause.focus]
        assert menu.label == "Menu" and ringed(pause, menu)
        assert window.contains(focus_ring_rect(menu.rect))
        key(app, pygame.K_m)
        key(app, pygame.K_RETURN, frames=10)  # leave the puzzle (a move was made)
        assert isinstance(app.top, MenuScene)


def test_space_presses_the_ringed_button_on_the_pause_card(make_app):
    """Tab to Menu, then Space: the game resumed (Space always resumed), though every other
    card's Space presses the ringed button. Space is Resume while the ring is on it."""
    app = make_app()
    play = open_board(app)  # one move made
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_SPACE)
    assert app.top is play  # the ring on Resume at first: Space resumes
    key(app, pygame.K_ESCAPE)
    pause = app.top
    for _ in range(4):
        key(app, pygame.K_TAB)
    assert pause.buttons[pause.focus].label == "Menu" and ringed(pause, pause.buttons[pause.focus])
    key(app, pygame.K_SPACE)
    assert app.top.name == "confirm" and app.top.question == "Leave this puzzle?"
    key(app, pygame.K_ESCAPE)
    assert app.top is pause and play.session.moves == 1
