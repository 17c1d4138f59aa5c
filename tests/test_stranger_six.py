"""Bugs a playtester met and left (round six): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, post, run, toast_ink
from puzzle_codes import spec

pygame = pytest.importorskip("pygame")


@pytest.fixture
def small_app(monkeypatch, tmp_path):
    """The game at 640x480 on a fresh data folder, no window (fast tier), at the menu;
    its random seeds 100, 101, ..."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App

    app = App((640, 480), window=False, sound=False, realtime=False, clock=FakeClock())
    seeds = iter(range(100, 10_000))
    app.midend.random_seed = lambda: next(seeds)
    try:
        app.to_menu()
        run(app, 2)
        yield app
    finally:
        app.close()


def press(k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def _down(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def key(app, k, frames: int = 1):
    press(k)
    run(app, frames)


def lesson_board_cleared(app, mode: str):
    """The first board of `mode`'s lesson cleared, its "Well done" card up: the play scene."""
    from app_helpers import lesson_tap, run_until

    app.flow.lesson(mode)
    run(app, 3)
    play = app.top
    while play.coach.holds_fire():  # "Drag to turn", "Scroll to zoom": no arrow fires yet
        play.coach.advance()
    while play.board.alive:
        i = lesson_tap(play)  # (the bounce step keeps its last blocker till a bounce)
        play.fire(i, play.board.free_end(i))
    run_until(app, lambda: play.coach.beat is not None, 240, what="the Well done card")
    return play


def test_play_this_puzzle_after_a_cancelled_build_builds_the_code_shown(small_app):
    """Custom panel, Play this puzzle, Esc on the loading screen: back on the menu, Play
    this puzzle built another random seed than the code the loading screen had shown.
    The seed is the next puzzle's only once a puzzle was opened with it."""
    from quiver.scenes.loading import LoadingScene

    app = small_app
    key(app, pygame.K_c, 2)
    menu = app.top
    seed = menu.seed
    pushed: list = []
    app.push = lambda scene, push=app.push: (pushed.append(scene), push(scene))[1]
    app.dispatch(_down(pygame.K_RETURN))
    app.clock.t += 0.5  # (an Esc sooner was meant for the menu: input_keys.StrayKey)
    app.dispatch(_down(pygame.K_ESCAPE))  # before the build's first update: cancelled
    run(app)
    assert app.top is menu
    (shown,) = [s.code for s in pushed if isinstance(s, LoadingScene)]
    assert shown.seed == seed
    key(app, pygame.K_RETURN, 3)
    assert app.top.code.seed == seed
    assert menu.seed != seed  # played: the next Play this puzzle is another one


def test_export_hint_and_restart_do_nothing_under_a_lessons_well_done_card(small_app):
    """A lesson board cleared: while its "Well done" card was up, Export, Hint and Restart
    still lit up under the pointer and their keys and clicks acted (moving the lesson on).
    Under the card they are drawn off and do nothing; the card then moves on by itself."""
    from app_helpers import click, run_until

    app = small_app
    play = lesson_board_cleared(app, "2d")
    coach = play.coach
    for name in ("export", "hint", "restart"):
        click(app, play.hud.buttons[name].center)
    for k in (pygame.K_e, pygame.K_h, pygame.K_r):
        key(app, k)
    assert app.top is play and coach.beat is not None and play.session.hints_used == 0
    play.hud_changed()
    assert play.hud.off >= {"export", "hint", "restart"} and play.hud.pressed is None
    assert not [t for t in app.toasts.texts() if "exported" in t]
    run_until(app, lambda: app.top is not play, 120, what="the next lesson board")
    assert not app.top.hud.off


def test_combo_counts_and_bursts_stay_off_the_top_bar(monkeypatch, tmp_path):
    """2D: an arrow leaving at the board's top edge burst over the top bar, and a combo
    count ("x24") over an arrow of the top rows rose onto it, over the score. The
    board's effects stay between the bars (the lost heart still drops out of its slot)."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.game.code import generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
    code = spec("2d-rect-8x8-12-easy-1")
    play = Play2DScene(app.ports, generate_board(code), code)
    try:
        top, bottom = play.hud.top_rect, play.hud.bottom_rect
        x, y = 320, top.bottom + 6  # where an arrow leaves the top row
        play.fx.burst((x, y), (200, 80, 80), (0.0, -1.0))
        play.fx.combo((x, y + 20), 24)
        play.fx.burst((x, bottom.top - 6), (200, 80, 80), (0.0, 1.0))
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        for _ in range(6):
            layer.fill((0, 0, 0, 0))
            drawn = play.fx.draw(layer)
            assert layer.subsurface(top).get_bounding_rect().h == 0
            assert layer.subsurface(bottom).get_bounding_rect().h == 0
            assert all(not r.colliderect(top) for r in drawn)
            play.fx.update(0.08)
        play.fx.heart(play.hud.heart_centre(0, play.hud_info()))
        layer.fill((0, 0, 0, 0))
        play.fx.draw(layer)
        assert layer.subsurface(top).get_bounding_rect().h > 0  # the heart leaves the bar
    finally:
        play.session.close()
        app.close()


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_a_refused_settings_value_leaves_the_custom_panels_buttons_in_view(monkeypatch, tmp_path, size):
    """A bad server address typed in Settings, opened from the Custom panel: its warning
    came after the card closed, over Play this puzzle (at 640x480 over Enter seed and
    Back too) for four seconds. The Custom panel's toasts go over its title band (left of
    How to play and Settings where they fit there, above its row labels, else over the
    picker's cards)."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.game.journey import ToastKind

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    try:
        app.to_menu()
        menu = app.top
        menu.open_custom()
        refused = "Server address 'htp:/x' was not kept: it must start with http:// or https://"
        for text, kind in (("Copied the code", ToastKind.INFO), (refused, ToastKind.WARN)):
            app.feedback.toast(text, kind)
            ink = toast_ink(app)
            assert ink.h > 24  # the toast is drawn (at 640x480 in the compact form, s47)
            for b in (menu.random_btn, menu.seed_btn, menu.back_btn, menu.picture_btn, menu.mode_seg):
                assert not ink.colliderect(b.rect), b
            assert not ink.colliderect(menu.help_btn.rect) and not ink.colliderect(menu.settings_btn.rect)
            assert not ink.colliderect(menu.grid.search_rect)
            assert not ink.colliderect(menu.grid.rect)  # (s47: at 640 wide it lay over the shapes)
            app.toasts.withdraw(text)
    finally:
        app.close()


def test_a_long_path_breaks_after_a_slash_not_mid_word():
    """ "Board exported to /home/.../2d-...-g8.json": the toast broke the path where the
    line was full, ".jso" on one line and "n" on the next. A word too long for a line
    breaks after a `/` (else a `-`, else a `.`), and the toast's last line is never a
    sliver of the file name."""
    from quiver.render2d import theme
    from quiver.render2d.wordbreak import break_long_words
    from quiver.scenes.toast import TEXT, _wrap

    path = "/home/someone/.local/share/quiver/exports/2d-rect-16x20-58-medium-101-g8.json"
    text = f"Board exported to {path}"
    out = break_long_words(text, 360, lambda s: 10 * len(s))
    assert out.replace("\n", "") == text and out.startswith("Board exported to /")
    pieces = out.split(" ")[-1].split("\n")
    assert pieces == ["/home/someone/.local/share/quiver/", "exports/", "2d-rect-16x20-58-medium-101-g8.json"]
    assert break_long_words("x" * 40, 100, lambda s: 10 * len(s)).split("\n") == ["x" * 10] * 4

    sliver = theme.text_size("json", TEXT, True)[0]
    for k in range(0, 40):  # a folder name one letter longer each time: the cut moves along
        msg = _wrap(f"Board exported to /home/{'a' * k}/quiver/exports/2d-rect-16x20-58-g8.json", 560)
        lh = TEXT + 2
        last = msg.image.subsurface((0, (msg.lines - 1) * lh, msg.image.get_width(), lh))
        assert last.get_bounding_rect().w > sliver, k


def test_a_code_broken_over_lines_leaves_no_blank_line():
    """A long puzzle code broken after a `-` into a piece nearly as wide as the line: SDL_ttf
    wrapped that piece again and left a blank line under it ("...-9205798039334682822-", a
    blank, "g6-mltr" in an 800x600 toast). Every line of the wrapped text has ink."""
    from quiver.render2d import theme

    code = "Copied 2d-heart-16x14-34-hard-9205798039334682822-g8-mltr to the clipboard"
    for size in (18, 24):
        lh = size + 4
        for width in range(120, 480, 3):
            out = theme.wrap(code, size, (255, 255, 255), width, lh)
            for k in range(out.lines):
                band = out.image.subsurface(
                    (0, k * lh, out.image.get_width(), min(lh, out.image.get_height() - k * lh))
                )
                assert band.get_bounding_rect().w > 0, (size, width, k)


@pytest.mark.slow  # a window and OpenGL
def test_a_burst_goes_under_the_3d_lessons_well_done_card(monkeypatch, tmp_path):
    """3D lesson cleared: the last arrow's burst and combo count were drawn over the
    "Well done" card (2D draws them under it). The card is on top."""
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, seed=7) as make:
        app = make(size=(640, 480))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        play = lesson_board_cleared(app, "3d")

        def card_pixels():
            layer = pygame.Surface(app.size, pygame.SRCALPHA)
            play.full_redraw = True
            play.draw(layer)
            card = max(play._coach_rects, key=lambda r: r.w * r.h)  # (beside it: Skip lesson, s72)
            return card, pygame.image.tobytes(layer.subsurface(card.inflate(-40, -40)), "RGBA")

        play.fx.clear()
        card, plain = card_pixels()
        play.fx.burst(card.center, (200, 80, 80), (0.0, -1.0))
        play.fx.combo(card.center, 5)
        assert card_pixels()[1] == plain


def test_a_three_line_toast_on_the_home_view_stays_over_its_title(monkeypatch, tmp_path):
    """A toast of three lines (a long path: "... is not a picture: /home/...") left the
    home view's title band for the default place, over the Daily / Levels / Custom and
    How to play rows at 640x480. A slot tall enough for it keeps it."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App
    from quiver.game.journey import ToastKind

    app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
    try:
        app.to_menu()
        menu = app.top
        path = "/home/someone/Pictures/holidays/2026/summer/the-beach-at-sunset-panorama.png"
        app.feedback.toast(f"Board exported to {path}, a copy of it in the exports folder", ToastKind.WARN)
        ink = toast_ink(app)
        assert ink.h > 90  # three lines
        for b in (menu.mode_seg, menu.play_btn, menu.daily_btn, menu.levels_btn, menu.help_btn):
            assert not ink.colliderect(b.rect), b
    finally:
        app.close()
