"""Issue 11 through the real app (offscreen window, injected events and clock): stars and
the result screen's reason, the blocker-marking assist, past dailies played late from the
calendar, Esc on the menu asking first, and the polish items (the Enter-seed message, the
"-1 heart" badge on the top row, toasts off the board, the missing audio device)."""

from __future__ import annotations

import datetime

import pytest
from app_helpers import FakeClock, run, toast_ink

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import NY, PX
from quiver.game.journey import DailyPuzzle

pygame = pytest.importorskip("pygame")

TODAY = datetime.date(2026, 5, 14)


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    pygame.display.quit()
    from quiver.app import App

    a = App(clock=FakeClock(), sound=False, realtime=False, today=lambda: TODAY)
    a.midend.random_seed = lambda: 7
    a.open_window()
    a.to_menu()
    run(a, 2)
    yield a
    a.close()
    pygame.display.quit()


def key(app, k, mod=0, uni=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0))
    run(app)


def click(app, pos, up=True):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run(app)
    if up:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        run(app)


def until(app, cond, limit=400):
    for _ in range(limit):
        if cond():
            return
        run(app)
    raise AssertionError("timed out")


def row_board():
    """Top row: two arrows flying right (the left one waits); an upward one below."""
    space = make_space("2d", (6, 3), [(x, 0) for x in range(6)] + [(0, 2), (0, 1)] + [(1, 2)])
    ids = space.id_of
    return Board(
        space,
        [
            Arrow((ids((0, 0)), ids((1, 0)), ids((2, 0))), PX),
            Arrow((ids((3, 0)), ids((4, 0)), ids((5, 0))), PX),
            Arrow((ids((1, 2)), ids((0, 2)), ids((0, 1))), NY),
        ],
        shape="rows",
        seed=0,
    )


def play_board(app, board):
    app.flow.open_board(board, "test")
    run(app, 2)
    return app.top


def clear(app, play):
    for _ in range(10):
        if not play.board.alive:
            break
        click(app, play.arrow_pixel(sorted(play.board.free_arrows())[0]))
        until(app, lambda: not play.busy())


def test_hints_cost_stars_and_the_result_says_why(app):
    from quiver.scenes.result import ResultScene

    play = play_board(app, row_board())
    key(app, pygame.K_h)
    clear(app, play)
    until(app, lambda: isinstance(app.top, ResultScene))
    assert play.session.stars == 2 and play.session.stars_reason == "1 hint: -1 star"
    assert not play.session.assisted


def test_holding_shows_the_path_only_unless_the_assist_is_on(app):
    play = play_board(app, row_board())
    blocked, blocker = 0, 1
    probe = play.cell_pixel(play.board.arrows[blocker].cells[1])  # a body cell of the blocker
    before = app._grab().get_at(probe)[:3]
    click(app, play.arrow_pixel(blocked), up=False)  # press and hold
    run(app, 3)
    held = app._grab().get_at(probe)[:3]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 400), button=1))  # let go elsewhere
    run(app, 3)
    assert play.session.assisted is False and blocked in play.board.alive
    app.midend.change_setting("mark_blockers", True)
    click(app, play.arrow_pixel(blocked), up=False)
    run(app, 3)
    marked = app._grab().get_at(probe)[:3]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 400), button=1))
    run(app, 3)
    assert play.session.assisted is True
    # the ray's dots may cross the blocker, but only the assist lights it up as a whole
    assert marked != before and marked != held


def test_a_past_daily_from_the_calendar_is_played_late_and_keeps_the_streak_as_it_was(app):
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.play2d import Play2DScene
    from quiver.scenes.result import ResultScene

    click(app, app.top.widget_center("daily"))
    daily = app.top
    assert isinstance(daily, DailyScene)
    past = TODAY - datetime.timedelta(days=3)
    click(app, daily.day_center(past))
    until(app, lambda: isinstance(app.top, Play2DScene))
    play = app.top
    assert play.request.origin == DailyPuzzle(past, late=True) and "late" in play.title
    for i in play.board.solution:
        if i in play.board.alive:
            click(app, play.arrow_pixel(i))
    until(app, lambda: isinstance(app.top, ResultScene))
    rec = app.midend.progress.dailies("2d")[past.isoformat()]
    assert rec.won and rec.late and app.midend.streak() == 0 and app.top.outcome.daily.late
    # a day to come cannot be played
    app.to_menu()
    run(app, 2)
    app.flow.daily(day=TODAY + datetime.timedelta(days=1))
    run(app, 2)
    assert not isinstance(app.top, Play2DScene)


def test_esc_on_the_menu_asks_and_enter_confirms(app):
    key(app, pygame.K_ESCAPE)
    assert app.running and app.top.name == "confirm"
    click(app, app.top.no.rect.center)  # Stay
    assert app.running and app.top.name != "confirm"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RIGHT)  # (Stay ringed, s166: Right to Quit)
    key(app, pygame.K_RETURN)
    assert not app.running and app.exit_code == 0


def test_a_bad_seed_gets_one_plain_complete_line(app):
    click(app, app.top.widget_center("seed"))
    seed = app.top
    seed.box.text = "hello"
    key(app, pygame.K_RETURN)
    assert seed.error.startswith("'hello' is not a seed or a puzzle code.")
    from quiver.game.code import current_generator

    assert "parts" not in seed.error
    assert seed.error.endswith(f"2d-heart-16x14-40-hard-7-g{current_generator()}.")
    from quiver.render2d import theme

    # all of it is shown: unlimited wrapping needs no more than the three lines drawn
    assert theme.wrap(seed.error, 20, theme.DANGER, seed.panel.w - 80, 24).lines <= 3


def test_a_blocked_tap_on_the_top_row_marks_the_blocker_and_the_heart_leaves_the_hud(app):
    """Issue 23: no "-1" badge over the board (it covered the tapped arrow); the blocker
    is marked at the impact, inside the window, and the lost heart drops out of the HUD."""
    play = play_board(app, row_board())
    click(app, play.arrow_pixel(0))  # blocked, on the top row
    until(app, lambda: "heart" in play.fx.kinds())
    assert not hasattr(play, "floaters") and "mark" in play.fx.kinds()  # (s129: no badge layer)
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    rects = play.fx.draw(surface)
    assert rects and all(pygame.Rect((0, 0), app.size).contains(r) for r in rects)


def test_toasts_sit_in_the_bottom_bar_not_on_the_board(app):
    play = play_board(app, row_board())
    slots = play.toast_slots()
    slot = slots[0]  # the bar's free middle first (then bands of the board with no arrow)
    assert slot.top >= play.hud.bottom_rect.top
    for b in play.hud.buttons.values():
        assert not slot.colliderect(b)
    app.feedback.toast("Copied the puzzle code")
    run(app, 2)
    board_rows = pygame.Rect(play.view.area)
    painted = toast_ink(app)
    assert painted.h > 0 and not painted.colliderect(board_rows.inflate(0, -8))


def test_settings_say_when_there_is_no_audio_device(app):
    class Dead:
        enabled = False
        warning = "sound is off: no audio device (dsp: no such device)"

        def set_volume(self, v):
            pass

        def play(self, name):
            pass

    assert app.feedback.audio_note() == ""
    app.feedback.audio = Dead()
    assert app.feedback.audio_note() == "No audio device: sound is off"
