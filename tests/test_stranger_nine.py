"""Bugs a playtester met (round nine: a fresh data folder, small windows, held keys, Esc at
every screen, the CLI): each test failed before its fix."""

from __future__ import annotations

import pytest
from puzzle_codes import spec


@pytest.fixture
def make(monkeypatch, tmp_path):
    """`make()`: the game at 640x480 on a fresh data folder, no window (so no OpenGL:
    2D only), at the menu."""
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        yield make


def _drop(app, path, then=()) -> list[str]:
    """Drop `path` on the window (then press the keys `then`); the toasts it raised."""
    import pygame
    from app_helpers import post, run

    app.toasts.toasts = []
    post(pygame.DROPFILE, file=str(path))
    run(app, 3)
    for key in then:
        post(pygame.KEYDOWN, key=key, mod=0, unicode="")
        run(app, 2)
    return [t.text for t in app.toasts.toasts]


def _board_file(tmp_path, name, mode, shape, size):
    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate

    path = tmp_path / name
    path.write_text(dump_board(generate(PuzzleSpec(mode, shape, size, None, "easy", 1))))
    return path


@pytest.mark.parametrize("in_progress", [False, True])
def test_a_3d_board_file_dropped_on_a_window_without_opengl_says_why(make, tmp_path, in_progress):
    """A 3D board file dropped on a window without OpenGL (2D only) raised ValueError out
    of the event loop: the game closed with a traceback (from the menu at once; over a
    puzzle in progress after its "Play cube.json?" question was answered Enter)."""
    pygame = pytest.importorskip("pygame")
    app = make()
    if in_progress:
        _drop(app, _board_file(tmp_path, "heart.json", "2d", "heart", (12,)))
        play = app.top
        assert play.name == "play2d" and play.fire(play.board.free_arrows()[0]).left
    cube = _board_file(tmp_path, "cube.json", "3d", "cube", (3,))
    said = _drop(app, cube, then=[pygame.K_RETURN] if in_progress else [])
    assert len(said) == 1 and said[0].startswith("'cube.json': 3D needs OpenGL")
    assert app.running
    assert [s.name for s in app.stack] == (["menu", "play2d"] if in_progress else ["menu"])


def _no_arrows_file(tmp_path):
    import json

    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate

    data = json.loads(dump_board(generate(PuzzleSpec("2d", "heart", (12,), None, "easy", 1))))
    data["arrows"] = []
    for key in ("solution", "metrics"):
        data.pop(key, None)
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(data))
    return path


def test_a_board_file_with_no_arrows_is_not_played_in_the_window(make, tmp_path):
    """A board file with no arrows (it loads: `quiver check` inspects it) dropped on the
    window opened an empty board that could never be won or lost: no arrow to tap, the
    clock running, Hint doing nothing."""
    app = make()
    assert _drop(app, _no_arrows_file(tmp_path)) == ["'bare.json': the board has no arrows: nothing to play"]
    assert [s.name for s in app.stack] == ["menu"]


def test_quiver_play_a_board_file_with_no_arrows_says_so_before_a_window(tmp_path, capsys, monkeypatch):
    """`quiver play bare.json` opened the window on the empty board (no way to win it)."""
    from quiver import cli

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    started = []
    monkeypatch.setattr(cli.cli_system, "game_start", lambda: started.append(1))
    assert cli.main(["play", str(_no_arrows_file(tmp_path))]) == 2
    assert "the board has no arrows: nothing to play" in capsys.readouterr().err
    assert started == []


@pytest.mark.parametrize("command", ["play", "check"])
def test_quiver_play_a_picture_says_how_to_play_a_picture(tmp_path, capsys, command):
    """`quiver play cat.png` (a player's picture, as the window plays a dropped one) said
    "the board is not UTF-8 text (byte 0)": not a word that it wants a board file, nor
    that `quiver --shape cat.png` plays the picture."""
    pygame = pytest.importorskip("pygame")
    from quiver import cli

    picture = pygame.Surface((12, 10))
    picture.fill((200, 40, 40))
    path = tmp_path / "my cat.png"
    pygame.image.save(picture, str(path))
    assert cli.main([command, str(path)]) == 2
    err = capsys.readouterr().err
    assert "is a picture, not a board file" in err and f"quiver --shape '{path}'" in err
    assert "UTF-8" not in err


@pytest.mark.slow  # the game's own window (SDL's dummy driver)
@pytest.mark.parametrize(
    ("usable", "opened"),
    [
        ((1366, 728), (1280, 680)),
        ((1024, 768), (1008, 720)),  # (s315: its frame's borders left out too)
        ((3840, 2100), (1280, 800)),
        ((800, 500), (784, 452)),  # (s315: below MIN_SIZE, 800x480's frame ran off the bottom)
    ],
)
def test_the_games_first_window_fits_a_small_screen(monkeypatch, tmp_path, usable, opened):
    """On a 1366x768 laptop (or a 1024x768 screen) the window opened at 1280x800 whatever
    the screen: its bottom bar (Hint, Restart, Pause) lay under the taskbar or off the
    screen (Xvfb at 1024x768: the hearts, Skip lesson and Pause cut off)."""
    size, window_size, _top, toasts = first_window(monkeypatch, tmp_path, usable)
    assert (size, window_size, toasts) == (opened, opened, opened)


def first_window(monkeypatch, tmp_path, usable):
    """The game's own start on a screen whose usable part is `usable` (SDL's dummy
    driver): the app's size, the window's, the top screen's and the toasts' as its loop
    begins (the loop then closes)."""
    pygame = pytest.importorskip("pygame")
    from quiver import app as app_module
    from quiver import window

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    monkeypatch.setattr(window, "_usable_bounds", lambda: usable)
    seen = []

    def run_loop(self):
        seen.append((self.size, pygame.display.get_window_size(), self.top.size, self.toasts.size))
        self.close()
        return 0

    monkeypatch.setattr(app_module.App, "run_loop", run_loop)
    assert app_module.run() == 0
    assert len(seen) == 1
    return seen[0]


SPECIAL_WORDS = ("Padlock:", "Two heads:", "Turning sign:")


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_how_to_play_over_a_board_with_special_arrows_says_what_they_are(monkeypatch, tmp_path, size):
    """A Custom puzzle with Many special arrows (no lesson: those come with campaign levels
    12, 20 and 30), F1 at 640x480 or 800x600: How to play said nothing of padlocks, two
    heads or turning signs, its only words on them being the lines that give way first on
    a small window; the "Random tries" line stayed instead."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import FakeClock, post, run

    from quiver.app import App
    from quiver.generator import generate
    from quiver.render2d import drawn
    from quiver.scenes.legend_words import SCROLL_HINTS, SHORT_HINTS

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False)
    try:
        app.to_menu()
        app.flow.open_board(generate(spec("2d-rect-12x15-33-medium-2408497224", "mltr")), "x")
        run(app, 2)
        post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
        run(app, 2)
        legend = app.top
        assert legend.name == "legend"
        with drawn.recording() as seen:
            legend.full_redraw = True
            legend.draw(pygame.Surface(size, pygame.SRCALPHA))
        said = [t.label for t in seen.of(drawn.TEXT)]
        for words in SPECIAL_WORDS:
            assert any(line.startswith(words) for line in said), (words, said)
        for t in seen.of(drawn.TEXT):  # and nothing slid under the buttons
            assert t.rect.bottom <= legend.lesson_btn.rect.top or t.label in (
                legend.lesson_btn.label,
                "Close",
                "L",
                "Esc",
                *SCROLL_HINTS,
                *SHORT_HINTS,  # (s77: the body scrolls, and says so beside the buttons)
            )
    finally:
        app.close()


def test_a_lesson_played_again_goes_on_to_the_players_own_level(make):
    """On level 6, Pause -> How to play -> Play the lesson, then Skip lesson: level 1 opened
    (cleared long ago), not level 6 where the player had been."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import post, run

    from quiver.game.progress import record_level

    app = make()
    for n in range(1, 6):
        record_level(app.midend.progress, "2d", n, 3, 20.0)
    app.flow.level("2d")
    run(app, 3)
    assert app.top.title.startswith("Level 6")
    skip = (pygame.K_ESCAPE, pygame.K_RIGHT, pygame.K_RETURN)  # (asked, Stay ringed: s176)
    for key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_l, *skip):
        post(pygame.KEYDOWN, key=key, mod=0, unicode="")
        run(app, 24)  # (each key once the screen it opened is seen: input_keys.StrayKey)
    run(app, 5)
    assert app.top.name == "play2d" and app.top.coach is None
    assert app.top.title.startswith("Level 6"), app.top.title


def test_quiver_shape_a_board_file_says_quiver_play_plays_it(tmp_path, capsys):
    """`quiver --shape board.json` (the board E exported) said "'board.json' is not a PNG
    file": not that it is a board file, nor that `quiver play` plays it."""
    from quiver import cli

    path = _board_file(tmp_path, "board.json", "2d", "heart", (12,))
    assert cli.main(["--shape", str(path)]) == 2
    err = capsys.readouterr().err
    assert "is a board file, not a picture" in err and f"quiver play {path}" in err


def test_tab_in_the_first_lesson_lights_the_arrow_the_bubble_points_at(make):
    """Keyboard only, the first lesson's "Tap this arrow: nothing is in its way": Tab lit
    the top-left arrow (first in reading order, blocked by the one meant), and Enter cost
    a heart at once. Tab with nothing lit (or the lit one flown) starts at the bubble's."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import post, run

    app = make()
    app.flow.lesson("2d")
    run(app, 3)

    def press(key):
        post(pygame.KEYDOWN, key=key, mod=0, unicode="")
        run(app, 2)

    play = app.top
    coach = play.coach
    assert coach.step == 0 and coach.aimed is not None
    press(pygame.K_TAB)
    assert play.ptr.keyed == coach.aimed
    press(pygame.K_RETURN)
    run(app, 40)
    assert coach.step == 1 and play.session.hearts == 3  # it flew off: on to "This one is blocked"
    press(pygame.K_TAB)  # the lit one has flown: the bubble's again (the blocked one, this time)
    assert play.ptr.keyed == coach.aimed and play.board.first_blocker(coach.aimed) is not None
    press(pygame.K_TAB)  # and on from there in reading order
    assert play.ptr.keyed != coach.aimed


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_the_daily_buttons_flame_and_check_leave_its_words_clear(make, size):
    """After today's daily, at 640x480 (and 800x600) the menu's Daily button drew its
    streak flame over the "1" of "1 day in a row" and the check mark over "row": the
    icons sat at the button's ends, level with its second line."""
    pygame = pytest.importorskip("pygame")
    import datetime as dt

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult
    from quiver.render2d import drawn

    app = make()
    today = app.midend.today()
    for back in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11):  # "12 days in a row": the longest words
        record_daily(app.midend.progress, today - dt.timedelta(days=back), DailyResult(won=True, time_s=60.0))
    app._resize(size)
    menu = app.top
    menu.refresh()
    assert menu.streak == 12 and menu.daily_done
    with drawn.recording() as seen:
        menu.full_redraw = True
        menu.draw(pygame.Surface(size, pygame.SRCALPHA))
    icons = [t for t in seen.of(drawn.TEXT) if t.label in ("(streak flame)", "(daily cleared)")]
    words = [t for t in seen.of(drawn.TEXT) if t.label in ("Daily", "12 days in a row")]
    assert len(icons) == 2 and len(words) == 2
    for icon in icons:
        assert menu.daily_btn.rect.contains(icon.rect)
        for word in words:
            clash = icon.rect.clip(word.rect)
            assert clash.w <= 1 or clash.h <= 1, (icon, word)


def test_a_board_file_that_cannot_be_cleared_says_so_when_it_opens(make, tmp_path):
    """A hand-made board whose two arrows face each other (it loads: `quiver check` says
    "not solvable") opened without a word: no arrow could leave, Hint did nothing, and
    every tap cost a heart until the puzzle was lost."""
    import json

    path = tmp_path / "facing.json"
    cells = [[x, 0] for x in range(6)]
    arrows = [{"cells": cells[:3], "dir": "+x"}, {"cells": cells[:2:-1], "dir": "-x"}]
    path.write_text(
        json.dumps(
            {"format": "quiver-board/1", "mode": "2d", "size": [6, 1], "cells": cells, "arrows": arrows}
        )
    )
    app = make()
    said = _drop(app, path)
    assert app.top.name == "play2d"  # it still opens, to be looked at
    assert said == ["This board cannot be cleared: 2 arrows stay stuck, whatever the order"]


def test_a_name_typed_in_settings_is_kept_when_the_window_is_closed(make):
    """Settings, Leaderboard name: "Zed" typed, then the window's close button (no Enter,
    no Done): the name was lost, nothing saved."""
    import json

    pygame = pytest.importorskip("pygame")
    from app_helpers import click, post, run

    from quiver.game.settings import settings_path

    app = make()
    app.flow.open_settings()
    run(app, 2)
    settings = app.top
    settings.scroll_to("leaderboard_name")
    run(app, 2)
    click(app, settings.widget_center("leaderboard_name"))
    for ch in "Zed":
        post(pygame.TEXTINPUT, text=ch)
    run(app, 2)
    post(pygame.QUIT)
    run(app)
    assert not app.running
    app.close()
    assert json.loads(settings_path().read_text())["leaderboard_name"] == "Zed"


def test_plays_subtitle_names_the_level_the_lesson_leads_to(monkeypatch, tmp_path):
    """Levels cleared (a copied save) but the lesson not yet seen: Play's subtitle said
    "2D lesson, then level 1"; it names the player's own level (s116: and, past level 1,
    no lesson first)."""
    from app_helpers import app_maker

    from quiver.game.progress import record_level

    with app_maker(monkeypatch, tmp_path, window=False, lessons=True, size=(640, 480)) as make:
        app = make()
        menu = app.top
        assert menu.play_btn.sub == "2D lesson, then level 1"  # a new player
        for n in range(1, 4):
            record_level(app.midend.progress, "2d", n, 3, 20.0)
        menu.refresh()  # (s116: a campaign past level 1 counts as taught: no lesson again)
        assert menu.play_btn.sub == "2D  \u00b7  level 4"
