"""Menu, Custom panel, Daily and Settings leftovers found by stranger playthroughs
(s21's round): each test failed before its fix."""

from __future__ import annotations

import pytest
from puzzle_codes import spec

from tests.app_helpers import app_maker, run


def _menu(app):
    from quiver.scenes.menu import MenuScene

    return next(s for s in app.stack if isinstance(s, MenuScene))


# -- 1: the menu after a puzzle the command line opened ---------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("how", ["seed", "board", "typed"])
def test_the_menu_after_a_command_line_3d_puzzle_shows_3d(monkeypatch, tmp_path, how):
    """`quiver --seed N` with a 3D code (or `quiver play` of a 3D board) opened the
    puzzle over a menu left at its default, so Menu showed "2D · level 1" right after a
    3D puzzle. The menu follows the mode of a puzzle opened over it (the command line's,
    a code typed), not a daily's (2D for everyone: not the player's choice of mode)."""
    from quiver.engine.modes import Mode
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.generator import generate

    code = spec("3d-cube-3x3x3-12-easy-2")
    with app_maker(monkeypatch, tmp_path) as make:
        app = make()
        if _menu(app).status[Mode.THREE_D] is not None:
            pytest.skip("no OpenGL here")
        if how == "seed":
            app.flow.open_first(PuzzleRequest(FreePuzzle(), code), None, None)
        elif how == "typed":  # Enter seed on the menu, a 3D code typed
            app.flow.open(PuzzleRequest(FreePuzzle(), code))
        else:
            app.flow.open_first(None, generate(code), "cube.json")
        run(app, 30)
        assert app.stack[-1].name != "menu"
        app.to_menu()
        run(app, 2)
        menu = _menu(app)
        assert menu.mode == Mode.THREE_D
        assert menu.mode_seg.value == "3D"
        assert menu.play_btn.sub.startswith("3D"), menu.play_btn.sub
        app.flow.daily()  # the daily (2D, the same for everyone) leaves the player's mode
        run(app, 30)
        assert app.stack[-1].name != "menu"
        app.to_menu()
        run(app, 2)
        assert menu.mode == Mode.THREE_D


# -- 2: a refused Settings text goes with the card ---------------------------------------------------
def _post(app, *events):
    import pygame

    for e in events:
        pygame.event.post(e)
    run(app)


def _key(key):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _click(app, pos):
    import pygame

    _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
@pytest.mark.parametrize("leave", ["tab", "esc"])
def test_a_refused_settings_text_goes_with_the_card(monkeypatch, tmp_path, leave, size):
    """A server address Settings refused was said in a 10 s warning that stayed after
    the card closed: over the Custom panel's "Mode" label. The refusal belongs to the
    card: it goes when the card closes; a refusal not said yet (typed, then Esc at once)
    keeps the card open for one more Esc, so it is read where it can be corrected (at
    640x480, where the card has no room beside its title, over the rows above the field)."""
    import pygame

    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        menu = app.top
        menu.open_custom()
        menu.open_settings()
        run(app, 2)
        settings = app.top
        assert isinstance(settings, SettingsScene)
        settings.scroll_to("leaderboard_server")
        run(app)
        _click(app, settings.widgets["leaderboard_server"].rect.center)
        _post(app, pygame.event.Event(pygame.TEXTINPUT, text="not an address!"))
        if leave == "tab":
            _post(app, _key(pygame.K_TAB))
        else:
            _post(app, _key(pygame.K_ESCAPE))
            assert app.top is settings, "the refusal closed the card before it was read"
        assert any(t.startswith("Not a server address") for t in app.toasts.texts())
        assert app.toasts._shown(), "the refusal waits unseen while the card stays open"
        _post(app, _key(pygame.K_ESCAPE))
        run(app, 2)
        assert app.top is menu and menu.custom
        assert not any(t.startswith("Not a server address") for t in app.toasts.texts()), app.toasts.texts()
        assert app.midend.settings.leaderboard_server == ""


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_warning_on_the_custom_panel_leaves_its_labels_alone(monkeypatch, tmp_path, size):
    """The Custom panel offered toasts the band above its mode buttons, which holds the
    "Mode" and "Shape" labels: a refused setting's warning sat on "Mode". Its first slot
    ends above the row labels."""
    import pygame

    from quiver.game.journey import ToastKind

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        menu.open_custom()
        run(app, 2)
        app.feedback.toast("Not a server address: nope (use host:port or http://host:port)", ToastKind.WARN)
        run(app, 2)
        app.toasts.full_redraw = True
        app.toasts.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        cards = [r.inflate(-24, -24) for r in app.toasts._cards]
        assert cards
        labels = pygame.Rect(0, menu.rows_y["Mode"], app.size[0], menu.mode_seg.rect.y - menu.rows_y["Mode"])
        assert not any(c.colliderect(labels) for c in cards), (cards, labels)


# -- 3: the Custom panel scales with the window -------------------------------------------------------
def _custom(make, size):
    app = make(size=size)
    menu = app.top
    menu.open_custom()
    run(app, 2)
    return menu


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)])
def test_the_custom_panels_special_arrows_labels_keep_off_their_edges(monkeypatch, tmp_path, size):
    """At 2560x1440 None / Some / Many filled their segments to 4 px of each edge (a
    margin fixed in pixels, however big the panel): the room kept beside a choice's
    label grows with it."""
    import pygame

    from quiver.render2d.drawn import TEXT, recording

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        seg = _custom(make, size).special_seg
        with recording() as d:
            seg.draw(pygame.Surface(size, pygame.SRCALPHA))
        for k, name in enumerate(seg.options):
            part = seg.part(k)
            text = next(i.rect for i in d.items if i.kind == TEXT and i.label == name)
            room = min(text.left - part.left, part.right - text.right)
            assert room >= 0.12 * part.h, (name, text, part)


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)])
def test_the_arrow_count_sliders_knob_grows_with_the_panel(monkeypatch, tmp_path, size):
    """The arrow-count slider stayed 36 px high, so at 3840x2160 its knob was a 26 px dot
    under 135 px choice rows."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        menu = _custom(make, size)
        assert 2 * menu.slider._knob() >= 0.4 * menu.mode_seg.rect.h, (menu.slider.rect, menu.mode_seg.rect)


def test_the_shape_picker_at_640x480_shows_small_cards(monkeypatch, tmp_path):
    """The picker never drew smaller than at scale 1: at 640x480 (scale 0.6) two 146 px
    cards a row, three rows in view of 93 shapes. It scales down with the panel too, to
    a floor where the names still read."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        grid = _custom(make, (640, 480)).grid
        assert grid.cols >= 4, (grid.cols, grid.card)
        assert grid.card <= 0.12 * 640 + 1


# -- 4: Your best dailies: the cleared ones -------------------------------------------------------------
def test_your_best_dailies_lists_only_cleared_dailies(monkeypatch, tmp_path):
    """ "Your best dailies" listed a lost daily ("1. 2026-12-01  lost"), while its line for
    no rows says "Clear a daily puzzle to see it here.": the list and the line disagreed.
    A lost daily is no best: the card lists the cleared ones, and with only a lost one it
    says to clear one."""
    import datetime

    import pygame

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult
    from quiver.render2d.drawn import TEXT, recording
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        today = app.midend.today()
        progress = app.midend.progress
        record_daily(
            progress, today - datetime.timedelta(days=2), DailyResult(won=False, mistakes=3, time_s=20.0)
        )

        def words():
            app.push(DailyScene(app.ports))
            run(app, 2)
            with recording() as d:
                app.top.full_redraw = True
                app.top.draw(pygame.Surface(app.size, pygame.SRCALPHA))
            app.pop()
            return [i.label for i in d.items if i.kind == TEXT]

        lost_only = words()
        assert "lost" not in lost_only and "Clear a daily puzzle to see it here." in lost_only, lost_only
        cleared = today - datetime.timedelta(days=1)
        record_daily(progress, cleared, DailyResult(won=True, mistakes=1, time_s=50.0, stars=2))
        both = words()
        assert "1 mistake" in both and "lost" not in both, both
        assert "Clear a daily puzzle to see it here." not in both


# -- 5: the arrow under a resting pointer after Pause ---------------------------------------------------
def _rest_pointer(monkeypatch, pos):
    import pygame

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)


def test_the_arrow_under_a_resting_pointer_lights_at_once_after_resume_2d(monkeypatch, tmp_path):
    """Pause with the pointer resting on an arrow, then resume (Esc): the arrow stayed
    unlit until the pointer moved (pausing lets go of the hover). The board hears where
    the pointer is now as it comes back on top."""
    import pygame

    from quiver.game.lessons import lesson

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(gl=False)
        app.flow.open_board(lesson("2d")[1].make_board())
        run(app, 2)
        play = app.top
        i = sorted(play.board.free_arrows())[0]
        x, y = play.board.space.coord(play.board.arrows[i].head)
        pos = tuple(int(v) for v in play.view.cell_center(x, y))
        assert play.arrow_at(pos) == i
        _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        assert play.ptr.hover == i
        _rest_pointer(monkeypatch, pos)
        _post(app, _key(pygame.K_ESCAPE))
        assert app.top.name == "pause"
        _post(app, _key(pygame.K_ESCAPE))
        assert app.top is play
        assert play.ptr.hover == i, "the arrow under the resting pointer is not lit"


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_after_resume_3d_lights_the_arrow_under_the_pointer_now(monkeypatch, tmp_path, mode):
    """3D kept the pointer's place from before Pause: moved off the arrow to click the
    card's button, back on the board the arrow it had left stayed lit until the next
    move. Back on top, the board hears where the pointer is now."""
    import pygame

    from quiver.game.lessons import lesson

    with app_maker(monkeypatch, tmp_path) as make:
        app = make()
        if app.top.status[mode] is not None:
            pytest.skip("no OpenGL here")
        app.flow.open_board(lesson(mode)[0].make_board())
        run(app, 10)
        play = app.top
        ctl = play.ctl
        for i in sorted(play.board.free_arrows()):
            x, y, _z = ctl.camera.project(ctl.cell_point(play.board.arrows[i].head), *app.size)
            pos = (int(x), int(y))
            p = ctl.pick(pos)
            if p is not None and p.arrow == i:
                break
        else:
            raise AssertionError("no free arrow picked at its head")
        _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run(app, 2)
        assert ctl.hover == i
        for rest, lit in (((2, app.size[1] // 2), None), (pos, i)):
            _post(app, _key(pygame.K_ESCAPE))
            assert app.top.name == "pause"
            _rest_pointer(monkeypatch, rest)
            _post(app, _key(pygame.K_ESCAPE))
            run(app, 2)
            assert app.top is play
            assert ctl.hover == lit, (rest, ctl.hover)
