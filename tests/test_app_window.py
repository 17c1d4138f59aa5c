"""The window's loop without a player: idle and minimised windows do not redraw, F11,
resizing, the CLI's `render` picture, and what `quiver --seed/--daily/--code` opens."""

import datetime

import pytest
from puzzle_codes import code

pygame = pytest.importorskip("pygame")


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    pygame.display.quit()
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    from quiver.app import App

    clock = [0.0]

    def tick():
        return clock[0]

    a = App(clock=tick, sound=False, realtime=False, today=lambda: datetime.date(2026, 5, 9))
    a.clock_box = clock
    a.open_window()
    a.to_menu()
    yield a
    a.close()
    pygame.display.quit()


def steps(app, n):
    for _ in range(n):
        app.clock_box[0] += 1 / 60
        app.step()


def test_idle_and_minimised_windows_do_not_redraw(app):
    steps(app, 40)  # the menu's count is known (its board built) by now
    assert not app.top.prebuild.pending
    drawn = app.painter.presents
    assert drawn >= 1
    steps(app, 20)
    assert app.painter.presents == drawn  # nothing changed: nothing drawn
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    steps(app, 1)
    assert app.minimised
    app.flow.open_code(
        __import__("quiver.game.code", fromlist=["complete"]).complete("2d", "diamond", None, None, "easy", 1)
    )
    steps(app, 30)
    assert app.painter.presents == drawn  # minimised: never drawn
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    steps(app, 2)
    assert not app.minimised and app.painter.presents > drawn


def test_mouse_moves_redraw_the_menu_only_when_a_hover_changes(app):
    steps(app, 3)
    menu = app.top
    empty = (menu.grid.rect.x - 20, app.size[1] - 8)  # over nothing at all
    over = menu.widget_center("random")

    def move(pos):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        redraw = menu.full_redraw
        steps(app, 1)
        return redraw

    move(empty)
    assert move((empty[0] + 1, empty[1])) is False  # still over nothing: no redraw
    assert move(over) is True  # the button lights up
    assert move((over[0] + 1, over[1])) is False  # still over it
    assert move(empty) is True  # and goes dark again


def test_f11_and_resize_keep_playing(app):
    from quiver.game.code import complete

    app.flow.open_code(complete("2d", "heart", None, None, "easy", 2))
    steps(app, 3)
    play = app.top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    steps(app, 2)
    app._resize((900, 640))
    steps(app, 2)
    assert play.size == (900, 640) and play.view.area[2] <= 900
    i = play.board.free_arrows()[0]
    assert play.arrow_at(play.arrow_pixel(i)) == i


def test_a_window_made_smaller_than_the_minimum_grows_back(app):
    # without a window manager the minimum is only a hint: `xdotool windowsize 300 200`
    # made the window 300x200 and the menu was cut to its top rows
    import warnings

    from quiver import window as win

    steps(app, 2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == win.MIN_SIZE
    window.minimum_size = (1, 1)  # what a bare X server allows: the hint ignored
    window.size = (300, 200)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=300, h=200, size=(300, 200)))
    steps(app, 2)
    assert pygame.display.get_window_size() == win.MIN_SIZE
    assert app.size == win.MIN_SIZE and app.top.size == win.MIN_SIZE
    window.size = (900, 300)  # too short only: the width is kept
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=300, size=(900, 300)))
    steps(app, 2)
    assert app.size == (900, 480)


def test_initial_code_from_options():
    from quiver.cli import build_parser, game_options
    from quiver.game.code import PuzzleSpec, from_seed
    from quiver.game.daily import daily_code
    from quiver.game.launch import initial_code

    def opts(*argv):
        return game_options(build_parser().parse_args(list(argv)))

    assert initial_code(opts()) is None
    c = initial_code(opts("--seed", "5", "--shape", "star", "--difficulty", "easy"))
    assert (c.shape, c.seed, c.difficulty) == ("star", 5, "easy")
    heart = code("2d-heart-16x14-34-hard-7")
    assert initial_code(opts("--code", heart)) == PuzzleSpec.parse(heart)
    assert initial_code(opts("--daily")) == daily_code()

    class Seed:  # a plain options object: --seed alone derives the rest from N
        seed, code, daily = 9, None, False

    assert initial_code(Seed()) == from_seed(9)


def test_render_command_writes_the_play_screen(tmp_path, capsys):
    from quiver.cli import main

    out = tmp_path / "heart.png"
    assert (
        main(
            [
                "render",
                "--mode",
                "2d",
                "--shape",
                "heart",
                "--seed",
                "7",
                "--out",
                str(out),
                "--window",
                "800x600",
            ]
        )
        == 0
    )
    assert "2d-heart-" in capsys.readouterr().out
    img = pygame.image.load(str(out))
    assert img.get_size() == (800, 600)
    # the board is drawn: plenty of arrow colours in the middle of the picture
    from quiver.render2d import theme

    colours = {img.get_at((x, y))[:3] for x in range(200, 600, 7) for y in range(150, 450, 7)}
    assert any(all(abs(c[i] - theme.DIR_COLOURS[0][i]) < 30 for i in range(3)) for c in colours)
    assert main(["render", "--shape", "nope", "--out", str(out)]) == 2
