"""Bugs a stranger met in round five (a fresh data folder, the big Play button, 640x480,
keys and clicks during animations): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, post, run, toast_ink
from puzzle_codes import spec

pygame = pytest.importorskip("pygame")


@pytest.fixture
def small_app(monkeypatch, tmp_path):
    """`make(lessons=...)`: the game without OpenGL at 640x480 on a fresh data folder."""
    with app_maker(monkeypatch, tmp_path, gl=False, seed=7) as make:
        yield make


def key(app, k, frames: int = 1):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, frames)


@pytest.mark.slow
def test_restart_during_the_win_reveal_keeps_the_clear(small_app):
    """Level 1 cleared, then R (the result card's Replay key) or a click on the HUD's
    Restart while the finished picture was still being revealed: the board restarted at
    once, no result card came and the clear was never recorded (Play still said level 1).
    And O (or the gear) then: the result card came up over the Settings card; it waits
    until the Settings card is closed."""
    from quiver.scenes.result import ResultScene
    from quiver.scenes.settings import SettingsScene

    app = small_app(size=(640, 480))
    key(app, pygame.K_RETURN, 5)  # the big Play: level 1 (no lesson here)
    play = app.top
    while play.board.alive:
        click(app, play.arrow_pixel(min(play.board.free_arrows())))
    assert play.session.won
    key(app, pygame.K_r)
    click(app, play.hud.buttons["restart"].center)
    key(app, pygame.K_o)
    run(app, 240)  # the reveal and more
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    for _ in range(300):
        if isinstance(app.top, ResultScene):
            break
        run(app)
    assert isinstance(app.top, ResultScene) and app.top.outcome.won
    assert app.midend.progress.current_level("2d") == 2


def test_a_board_a_row_too_tall_at_24_pixels_opens_whole_at_640x480():
    """640x480: the first daily (an 11x16 letter S) opened with its top and bottom rows
    cut off and a minimap, and a 16x14 heart, 8 pixels too tall at 24-pixel cells, panned
    by those 8 pixels beside a minimap. A board that shows whole at WHOLE_CELL pixels a
    cell or more opens whole, with no minimap (s53: 16, not 20: campaign level 12, 12x18,
    and Custom's 16x20 opened panned); a bigger one opens whole too, and a tap zooms in (s342)."""
    from quiver.render2d import theme
    from quiver.render2d.view import BoardView
    from quiver.scenes.area2d import board_area, minimap_dock

    size = (640, 480)
    for cols, rows in ((11, 16), (16, 14), (12, 16), (12, 18), (16, 20)):
        assert minimap_dock(cols, rows, size) == 0
        view = BoardView(cols, rows, board_area(size))
        assert view.fits() and view.cell >= theme.WHOLE_CELL
    assert minimap_dock(21, 21, size) > 0  # 15 pixels a cell would show it: whole, a tap zooms in (s342)
    view = BoardView(21, 21, board_area(size))
    assert view.cell == 15 and view.fits() and view.tap_zooms()


def _drag_then(app, k, release_at=(320, 300)):
    """Press at (100, 300), drag right, press key `k` (a card comes over the puzzle),
    let the button go over that card, Esc back to the puzzle."""
    post(pygame.MOUSEMOTION, pos=(100, 300), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(100, 300), button=1)
    run(app)
    for x in range(110, 160, 10):
        post(pygame.MOUSEMOTION, pos=(x, 300), rel=(10, 0), buttons=(1, 0, 0))
        run(app)
    key(app, k, 3)
    post(pygame.MOUSEBUTTONUP, pos=release_at, button=1)
    run(app)
    key(app, pygame.K_ESCAPE, 3)


@pytest.mark.slow  # a window and OpenGL
def test_a_card_over_the_puzzle_lets_go_of_a_drag_and_a_held_key(monkeypatch, tmp_path):
    """3D: Esc in the middle of a drag (or O, F1...) opened the card; the button came up
    over it, so the view never saw the release, and back in the puzzle the shape turned
    with the pointer, no button down. A turning key (Right) held when the card came kept
    the shape spinning after it. 2D: an arrow held for its ray (the lesson says "Hold one
    to see its path") kept its ray on after the card. A card over the puzzle lets go."""
    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        app = make(size=(640, 480))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        menu = app.top
        click(app, menu.mode_seg.part(1).center)  # 3D
        key(app, pygame.K_RETURN, 10)
        play = app.top
        rot = lambda: tuple(round(x, 4) for x in play.ctl.camera.rot)
        _drag_then(app, pygame.K_ESCAPE)
        assert app.top is play
        before = rot()
        for x in range(170, 270, 20):
            post(pygame.MOUSEMOTION, pos=(x, 300), rel=(20, 0), buttons=(0, 0, 0))
            run(app)
        assert rot() == before, "the shape turned with no button down"
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        run(app, 3)
        key(app, pygame.K_o, 3)  # Settings, Right still down
        post(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        key(app, pygame.K_ESCAPE, 3)
        assert app.top is play
        before = rot()
        run(app, 20)
        assert rot() == before, "the shape kept turning after Right came up"
        key(app, pygame.K_ESCAPE, 3)
        key(app, pygame.K_m, 3)  # the pause card's Menu: a level untouched leaves at once
        click(app, app.top.mode_seg.part(0).center)  # 2D
        key(app, pygame.K_RETURN, 10)
        play = app.top
        arrow = next(iter(play.board.alive))
        post(pygame.MOUSEMOTION, pos=play.arrow_pixel(arrow), rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=play.arrow_pixel(arrow), button=1)
        run(app)
        assert play.ptr.pressed == arrow
        key(app, pygame.K_ESCAPE, 3)
        post(pygame.MOUSEBUTTONUP, pos=(320, 300), button=1)
        run(app)
        key(app, pygame.K_ESCAPE, 3)
        assert app.top is play and play.ptr.pressed is None and play.ptr.drag is None


@pytest.mark.slow  # a window and OpenGL
def test_a_special_arrows_lesson_bubble_hides_none_of_the_shape_at_640x480(monkeypatch, tmp_path):
    """640x480, level 12's padlock lesson in 3D: its three-line bubble lay over the top of
    the shape, the arrows it talks about ("clear the key first") under it; the turning
    and two-headed lessons, and the Flat ones, hid half the block. The shape is fitted
    above the bubble of every step, as for the steps about no arrow."""
    from quiver.engine.modes import SpecialKind
    from quiver.scenes.bubble import body_pixels

    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        app = make(size=(640, 480))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        for mode in ("3d", "flat"):
            for kind in SpecialKind:
                app.to_menu()
                app.flow.lesson(mode, kind=kind)
                run(app, 3)
                play = app.top
                app.render(force=True)
                inside = play.coach.bubble.inflate(-4, -4)
                for i in play.board.alive:
                    hid = [p for p in body_pixels(play, i) if inside.collidepoint(p)]
                    assert not hid, f"{mode} {kind}: the bubble hides arrow {i} at {hid}"


@pytest.mark.slow
def test_a_hinted_two_headed_arrow_is_ringed_and_fired_by_the_end_that_can_leave(small_app):
    """2D, two-headed arrows: H hinted an arrow whose first head was blocked and whose
    second could leave. The ring sat round the blocked head, so a tap there bounced, and
    Enter fired that head too: a heart lost on the hint's word. The ring goes round the
    head that can leave, and Enter fires it; so does the "Show free arrows" assist's."""
    from quiver.scenes.feel import free_marks

    app = small_app(size=(640, 480))
    app.flow.open_code(spec("2d-heart-16x14-34-hard-2", "mt"))
    run(app, 3)
    play = app.top
    board = play.board
    for _ in range(19):  # hinted moves, each by the end that leaves, up to the case
        i = play.session.hint()
        play.fire(i, board.free_end(i))
        run(app, 20)
    key(app, pygame.K_h, 3)
    i = play.hint_arrow
    arrow = board.arrows[i]
    assert arrow.dir2 is not None and board.free_end(i) == 1  # the second head only
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    (drawn,) = play.moving.ring(surface)
    assert drawn.collidepoint(play.cell_pixel(arrow.cells[0]))
    assert not drawn.collidepoint(play.cell_pixel(arrow.head))
    marks = [(round(x), round(y)) for x, y in free_marks(play)]
    assert play.cell_pixel(arrow.cells[0]) in marks and play.cell_pixel(arrow.head) not in marks
    key(app, pygame.K_RETURN, 40)
    assert i not in board.alive and play.session.mistakes == 0


def test_a_hint_at_a_dead_end_says_why_there_is_none(monkeypatch, tmp_path):
    """Rotating arrows turned into a dead end, the player chose Stay to look at the board,
    then pressed H: nothing at all happened. The hint says it is a dead end (R restarts)."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.game.code import generate_board
    from quiver.scenes.play2d import Play2DScene
    from quiver.scenes.play_words import DEAD_END_TOAST

    app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
    code = spec("2d-heart-16x14-34-hard-7", "mr")
    play = Play2DScene(app.ports, generate_board(code), code)
    try:
        for i in (32, 3, 22, 8, 5, 11, 2, 0, 16, 1, 7, 10, 13, 19, 15, 12, 4, 20, 9, 6, 24, 17, 14, 25, 18):
            play.session.fire(i, play.board.free_end(i))
        play.session.watch.verdict(wait=True)
        assert play.session.dead_end
        assert play.hint() is None
        assert DEAD_END_TOAST in app.toasts.texts()
    finally:
        play.session.close()
        app.close()


def test_a_long_picture_name_stays_inside_the_your_picture_button(monkeypatch, tmp_path):
    """A picture with a long file name played once: the Custom panel's "Your picture:
    my very long holiday picture..." ran out of both sides of its button (and off the
    window at 640x480). A name that does not fit leaves the button saying "Your picture"
    (its card shows the whole path); a short one is still named."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.render2d.drawn import problems, recording
    from quiver.scenes.menu import MenuScene

    app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
    try:
        for name, shown in (
            ("/tmp/" + "my very long holiday picture name " * 3 + ".png", False),
            ("/tmp/cat.png", True),
        ):
            app.midend.settings.last_picture = name
            menu = MenuScene(app.ports)
            menu.open_custom()
            layer = pygame.Surface((640, 480), pygame.SRCALPHA)
            with recording() as drawn:
                menu.draw(layer)
            assert problems(drawn, pygame.Rect(0, 0, 640, 480)) == []
            assert ("cat.png" in menu.picture_btn.label) is shown
    finally:
        app.close()


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_menus_toasts_leave_its_buttons_in_view(monkeypatch, tmp_path, size):
    """A corrupt settings.json and progress.json: the two warnings (ten seconds each) sat
    over the menu's middle, at 640x480 over Play and the Daily / Levels / Custom row (the
    bottom row at 1280x800). The home view's toasts go over its title instead."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text("{not json")
    (home / "progress.json").write_text("[1]")
    monkeypatch.setenv("QUIVER_HOME", str(home))
    from quiver.app import App

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    try:
        app.to_menu()
        menu = app.top
        assert len(app.toasts.texts()) == 2
        ink = toast_ink(app)
        assert ink.h > 40  # the toasts are drawn
        for b in (menu.mode_seg, menu.play_btn, menu.daily_btn, menu.levels_btn, menu.quit_btn):
            assert not ink.colliderect(b.rect), b
    finally:
        app.close()
