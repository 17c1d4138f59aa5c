"""Play a whole generated 2D puzzle through the real scenes, by injecting real mouse
events (pygame.event.post) into the app under SDL's offscreen driver: menu -> pick a
shape and settings -> Random puzzle -> every arrow clicked -> win screen -> menu -> Esc."""

import datetime

import pytest
from app_helpers import FakeClock

pygame = pytest.importorskip("pygame")

from quiver.input import DOUBLE_CLICK  # noqa: E402  (after pygame: it imports it)


@pytest.fixture
def app_factory(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    made = []

    def make(gl=True):
        pygame.display.quit()
        monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
        if gl:
            monkeypatch.delenv("QUIVER_NO_GL", raising=False)
        else:
            monkeypatch.setenv("QUIVER_NO_GL", "1")
        from quiver.app import App

        clock = FakeClock()
        app = App(clock=clock, sound=False, realtime=False, today=lambda: datetime.date(2026, 5, 9))
        app.midend.random_seed = lambda: 7  # "Random puzzle" plays a known board
        app.open_window()
        app.to_menu()
        made.append(app)
        return app, clock

    yield make
    for app in made:
        app.close()
    pygame.display.quit()


def run(app, clock, frames=1, dt=1 / 60):
    for _ in range(frames):
        clock.t += dt
        app.step()


def move(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app, clock, pos, hold=1):
    move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run(app, clock, hold)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, clock)


def key(k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def run_until(app, clock, cond, limit=600, dt=1 / 60):
    for _ in range(limit):
        if cond():
            return
        run(app, clock, dt=dt)
    raise AssertionError("timed out waiting for the app")


def pick_puzzle(app, clock):
    from quiver.scenes.menu import MenuScene

    menu = app.top
    assert isinstance(menu, MenuScene)
    run(app, clock, 2)
    click(app, clock, menu.widget_center("shape:diamond"))
    click(app, clock, menu.widget_center("difficulty:easy"))
    click(app, clock, menu.widget_center("size:s"))
    lo = menu.slider.lo
    click(app, clock, menu.widget_center(f"arrows:{lo}"))
    assert menu.grid.value == "diamond" and menu.difficulty == "easy" and menu.slider.value == lo
    click(app, clock, menu.widget_center("random"))
    from quiver.scenes.play2d import Play2DScene

    run_until(app, clock, lambda: isinstance(app.top, Play2DScene))
    return app.top


@pytest.mark.parametrize("gl", [True, False], ids=["gl", "no-gl"])
def test_menu_to_win_with_injected_mouse_events(app_factory, capsys, gl):
    app, clock = app_factory(gl)
    assert (app.gl is not None) == gl
    play = pick_puzzle(app, clock)
    out = capsys.readouterr().out
    assert f"code: {play.code}\n" in out
    board = play.board
    assert board.shape == "diamond" and board.params["difficulty"] == "easy"
    n = len(board.arrows)

    # one blocked tap first: a heart is lost, the board is unchanged
    blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
    click(app, clock, play.arrow_pixel(blocked))
    assert play.session.hearts == 2 and len(board.alive) == n
    assert any(a.kind == "bounce" for a in play.anims)
    # tapped again while it still bounces (elsewhere on it: the same spot at once is the
    # tap's double click, dropped, tests/test_stranger_s40.py): it fires again at once
    click(app, clock, play.cell_pixel(board.arrows[blocked].cells[0]))
    assert play.session.hearts == 1 and len(board.alive) == n
    assert sum(a.arrow == blocked for a in play.anims) == 1

    # pressing and releasing elsewhere cancels (mis-tap protection)
    free = board.free_arrows()[0]
    move(play.arrow_pixel(free))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=play.arrow_pixel(free), button=1))
    run(app, clock)
    assert play.ptr.pressed == free
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(3, 300), button=1))
    run(app, clock)
    assert free in board.alive and play.ptr.pressed is None

    # then the solution, tapped quickly: input stays live while arrows fly
    for i in board.solution:
        if i in board.alive:
            click(app, clock, play.arrow_pixel(i))
            assert i not in board.alive
    assert board.cleared and play.session.won

    from quiver.scenes.result import ResultScene

    # the flights and the win's reveal at 20 frames a second (the same clock, a third of the frames)
    run_until(app, clock, lambda: isinstance(app.top, ResultScene), dt=1 / 20)
    result = app.top
    assert result.won and play.session.stars == 1
    # issue 24: the win card says in words how the board was hard
    from quiver.game.hardness import how_hard, player_metrics

    assert result._how_hard() == how_hard(player_metrics(board)) is not None  # played from the start
    run(app, clock, 20, dt=1 / 20)  # (the card's first second: its buttons take a press)
    click(app, clock, result.button_center("Menu"))
    from quiver.scenes.menu import MenuScene

    assert isinstance(app.top, MenuScene) and app.top.custom  # back where the puzzle came from
    key(pygame.K_ESCAPE)  # Esc leaves the Custom panel ...
    run(app, clock)
    assert not app.top.custom
    key(pygame.K_ESCAPE)  # ... then asks before quitting ...
    run(app, clock)
    assert app.running and app.top.name == "confirm"
    key(pygame.K_ESCAPE)  # ... where Esc stays ...
    run(app, clock)
    assert app.running and isinstance(app.top, MenuScene)
    key(pygame.K_ESCAPE)
    run(app, clock)
    key(pygame.K_RIGHT)  # ... Stay ringed (s166): Right to Quit ...
    run(app, clock)
    key(pygame.K_RETURN)  # ... and Enter quits
    run(app, clock)
    assert not app.running and app.exit_code == 0


def test_lose_then_retry_and_keys(app_factory):
    app, clock = app_factory(True)
    play = pick_puzzle(app, clock)
    board = play.board
    blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
    for _ in range(3):
        click(app, clock, play.arrow_pixel(blocked))
        run_until(app, clock, lambda: not play.anims)
        clock.t += DOUBLE_CLICK  # three taps of their own, not a double click
    from quiver.scenes.result import ResultScene

    run_until(app, clock, lambda: isinstance(app.top, ResultScene))
    assert not app.top.won and play.session.lost
    key(pygame.K_RETURN)  # Retry
    run(app, clock, 2)
    assert app.top is play and play.session.hearts == 3 and not play.session.over
    key(pygame.K_h)  # hint
    run(app, clock, 2)
    assert play.session.hints_used == 1 and board.can_escape(play.hint_arrow)
    key(pygame.K_ESCAPE)  # the pause card ...
    run(app, clock, 2)
    assert app.top.name == "pause"
    key(pygame.K_m)  # ... and its Menu
    run(app, clock, 2)
    from quiver.scenes.menu import MenuScene

    assert isinstance(app.top, MenuScene)


def test_three_d_modes_say_why_without_gl(app_factory):
    app, clock = app_factory(False)
    menu = app.top
    click(app, clock, menu.widget_center("mode:3d"))
    assert menu.status["3d"] is not None
    assert not menu.random_btn.enabled
    click(app, clock, menu.widget_center("random"))
    assert app.top is menu
