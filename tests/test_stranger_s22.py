"""Command line, HUD and How-to-play leftovers found by stranger playthroughs (s22's
round): each test failed before its fix."""

from __future__ import annotations

import pytest

from quiver.cli import main


# -- 1: `quiver --board FILE` and `quiver FILE.json` ----------------------------------------------
@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--board", "b.json"], "unrecognized option --board; `quiver play b.json` plays a board file"),
        (["b.json"], "'b.json' is not a command: `quiver play b.json` plays a board file"),
        (["--fast", "3"], "unrecognized option --fast"),
    ],
)
def test_a_board_file_on_the_command_line_says_how_to_play_it(capsys, argv, says):
    """`quiver --board broken.json` (the option `quiver render` has) said only "argument
    COMMAND: invalid choice: 'broken.json' (choose from ...)": neither that --board is
    unknown nor how a board file is played."""
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.splitlines() == [f"quiver: error: {says}"]


def test_a_mistyped_command_still_lists_the_commands(capsys):
    assert main(["sahpes"]) == 2
    assert "choose from 'shapes'" in capsys.readouterr().err


# -- 2: a short title sat high in its pill -------------------------------------------------------
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("title", ["Cube", "Level 1  \u2022  Heart", "Rect  \u2022  Hard"])
def test_the_title_sits_in_the_middle_of_its_pill(size, title):
    """Centred on the font's line (room for descenders), a title with none ("Cube", "Level
    1") sat 2 px high in its pill, which showed at 640x480 (last round's leftover). Its
    capitals are centred now."""
    pygame = pytest.importorskip("pygame")
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    hud = Hud()
    hud.layout(size)
    info = HudInfo(3, 3, 7, 7, 5, 2, "c", title, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    bar = [i for i in seen.of(drawn.TEXT) if i.rect.bottom < hud.top_h]
    words = next(i.rect for i in bar if title.startswith(i.label))
    pill = next(i.rect for i in seen.of(drawn.CARD) if i.rect.contains(words))
    assert abs(words.centery - pill.centery) <= 1, (words, pill)


# -- 3: How to play's direction words in one column ----------------------------------------------
@pytest.mark.parametrize("size", [(640, 480), (1024, 720), (2560, 1440)])
def test_how_to_plays_direction_words_stand_in_columns(monkeypatch, tmp_path, size):
    """The 2D card put each direction's words 14 px right of its arrow, and an upright
    arrow is narrower: "flies down" started 11 px left of "flies right" above it (1024x720)."""
    from app_helpers import app_maker
    from test_stranger_eleven import _drawn_top

    from quiver.render2d.drawn import TEXT
    from quiver.scenes.legend import LegendScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        app.push(LegendScene(app.ports, "2d"))
        words = {t.label: t.rect for t in _drawn_top(app).of(TEXT) if t.label.startswith("flies ")}
    for above, below in (("flies right", "flies down"), ("flies left", "flies up")):
        assert abs(words[above].x - words[below].x) <= 1, words
        assert words[above].bottom < words[below].top


# -- 4: the Daily card's picture of today's shape at 640x480 -------------------------------------
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_daily_card_shows_todays_shape_in_the_smallest_window(monkeypatch, tmp_path, size):
    """At 640x480 the left card had 50 px between "Not played yet today" and its Play button
    and drew the shape only from 60 px: an empty hole where every bigger window shows
    today's picture."""
    from app_helpers import app_maker
    from test_stranger_eleven import _drawn_top

    from quiver.render2d.drawn import TEXT
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        app.push(DailyScene(app.ports))
        texts = _drawn_top(app).of(TEXT)
        play = app.top.play_btn.rect
    shape = next((t.rect for t in texts if t.label == "(today's shape)"), None)
    words = next(t.rect for t in texts if t.label == "Not played yet today")
    assert shape is not None and shape.h >= 40
    assert words.bottom <= shape.top and shape.bottom <= play.top


# -- 5: which board file was broken ---------------------------------------------------------------
@pytest.mark.parametrize("command", [["play"], ["check"], ["render", "--out", "x.png", "--board"]])
def test_a_broken_board_file_is_named_in_its_error(capsys, tmp_path, monkeypatch, command):
    """`quiver play broken.json` said "quiver: error: invalid JSON: Expecting value: line 2
    column 1 (char 41)" and never which file (the Your picture card names it)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.chdir(tmp_path)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "quiver-board/1", "arrows": [\n')
    assert main([*command, str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"quiver: error: {bad}: invalid JSON"), err


# -- 6: Esc on a shape search puts the shape back ------------------------------------------------
@pytest.mark.parametrize(("last", "keeps"), [("escape", "star"), ("return", "duck")])
def test_esc_on_a_shape_search_gives_back_the_shape_picked_before_it(monkeypatch, tmp_path, last, keeps):
    """Star picked, "/" and "duc" typed: the search picks Duck (its only match); Esc
    ("clears the search") cleared the words but left Duck picked, and Play this puzzle
    played a duck. Esc now cancels the whole search; Enter keeps the filter and Duck."""
    import pygame
    from app_helpers import app_maker, run

    def key(app, k, text=""):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
        run(app, 1)

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1024, 720))
        menu = app.top
        key(app, pygame.K_c, "c")  # the Custom panel
        menu.choice.select_shape(menu.grid.names.index("star"))
        key(app, pygame.K_SLASH, "/")
        for ch in "duc":
            key(app, getattr(pygame, f"K_{ch}"), ch)
        assert menu.grid.value == "duck"
        key(app, getattr(pygame, f"K_{last.upper()}"))
        assert not menu.grid.typing and menu.grid.value == keeps
        assert menu.choice.current_code(1).shape == keeps  # what Play this puzzle plays


# -- 7: the pause card's room under its last button ---------------------------------------------
@pytest.mark.parametrize("size", [(640, 480), (1024, 720), (1280, 800), (1920, 1080)])
def test_the_pause_card_has_as_much_room_under_menu_as_beside_it(monkeypatch, tmp_path, size):
    """The card was 520 units tall for 462 of title and buttons: 58 px empty under Menu
    at 1280x800 against 48 beside the buttons (1024x720: 52 against 38), bottom-heavy."""
    from app_helpers import app_maker, run

    from quiver.scenes.pause import PauseScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        app.flow.level("2d", 1)
        run(app, 30)
        app.push(PauseScene(app.ports, app.top))
        card = app.top
        c, last = card.card, card.buttons[-1].rect
        beside, under = last.x - c.x, c.bottom - last.bottom
    assert beside * 0.6 <= under <= beside * 1.25, (beside, under)
