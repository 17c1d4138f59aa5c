"""Leftovers a playtester met (round eleven, in a real X window: the first ten minutes,
odd window sizes, held keys, Esc at every screen): each test failed before its fix."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


def _daily_card(make, size, won):
    """The daily's result card at `size`, drawn with its layout recorded: its drawn items."""
    import layout  # tools/layout.py: play to the end, draw recorded

    app = make(size=size)
    app.flow.daily("2d")
    play = layout._until_play(app)
    assert play is not None
    layout._finish(app, play, won)
    assert app.top.name == "result"
    return layout.draw_recorded(app, picture=False)[1]


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_the_streak_flame_sits_just_left_of_its_words_at_every_size(monkeypatch, tmp_path, size, won):
    """The daily card's streak line put its words a fixed 46 px right of the flame's left
    edge: at 2560x1440 the flame is 72 px wide and "Streak: win a daily to start one" was
    written over it; at 640x480 a 20 px flame stood 26 px off its words."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        drawn = _daily_card(make, size, won)
    texts = drawn.of(TEXT)
    flame = next(t.rect for t in texts if t.label == "(streak flame)")
    words = next(t.rect for t in texts if "in a row" in t.label or "Streak" in t.label)
    assert abs(flame.centery - words.centery) < flame.h // 2  # one line
    gap = words.x - flame.right
    assert 0 <= gap <= max(4, flame.w // 4), (flame, words)


def _drawn_top(app):
    import layout

    return layout.draw_recorded(app, picture=False)[1]


@pytest.mark.parametrize("mode", ["2d", "3d"])
def test_how_to_plays_colour_icons_grow_with_their_words(monkeypatch, tmp_path, mode):
    """How to play drew its direction colours at a fixed size (2D arrows of 30 px cells,
    3D squares of 38 px) while their words followed the window: at 2560x1440 the arrows
    were as tall as the letters beside them, at 640x480 twice as tall. Since s77 the
    words stop at a least size in small windows and the icons keep to the window there."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT
    from quiver.scenes.legend import LegendScene

    ratios = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for size in ((640, 480), (1280, 800), (2560, 1440)):
            app = make(size=size)
            app.push(LegendScene(app.ports, mode))
            texts = _drawn_top(app).of(TEXT)
            name = (
                "flies right"
                if mode == "2d"
                else next(t.label for t in texts if t.label.endswith(" colour)"))[1:-8]
            )
            icon = next(t.rect for t in texts if t.label == f"({name} colour)")
            words = next(t.rect for t in texts if t.label == name)
            assert icon.right < words.x and icon.collidepoint(icon.x, words.centery)  # beside them
            ratios[size] = icon.h / words.h
    at_1280 = ratios[(1280, 800)]
    # never outgrowing their words; where the words stop at How to play's least letter
    # size (s77: 14 px, at 640x480) the icons may be relatively smaller, never below them
    assert all(r <= 1.35 * at_1280 for r in ratios.values()), ratios
    assert all(r >= 0.75 * at_1280 for s, r in ratios.items() if s != (640, 480)), ratios
    assert ratios[(640, 480)] >= 1.0, ratios


def test_a_level_tiles_number_and_stars_grow_with_the_tile(monkeypatch, tmp_path):
    """The Levels tiles grew with the window, their number, stars and words did not (44,
    26 and 20 px at most): at 2560x1440 they sat as specks in the corners of 450 px tiles.
    At every size the number and the stars take the same part of the tile's height."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT
    from quiver.scenes.levels import LevelsScene

    parts = {}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for size in ((1280, 800), (1920, 1080), (2560, 1440)):
            app = make(size=size)
            scene = LevelsScene(app.ports, "2d")
            app.push(scene)
            tile = scene.tiles[0]
            number = next(t.rect for t in _drawn_top(app).of(TEXT) if t.label == "1")
            a, b = scene.star_centers(1)[:2]
            parts[size] = (number.h / tile.h, (b[0] - a[0]) / tile.h)
    base = parts[(1280, 800)]
    for part in parts.values():
        assert all(0.8 * p0 <= p <= 1.25 * p0 for p, p0 in zip(part, base, strict=True)), parts


def test_a_menu_buttons_label_keeps_clear_of_its_round_ends_in_a_big_window(monkeypatch, tmp_path):
    """A button's label was fitted to its width less a fixed 20 px: in a 2560x1440 window
    "Custom puzzle" ran 12 px from the ends of a 126 px tall pill, into their curve."""
    from app_helpers import app_maker

    from quiver.render2d.drawn import TEXT, WIDGET

    names = {"Daily", "Levels", "Custom puzzle", "How to play", "Settings", "Quit"}
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for size in ((640, 480), (1280, 800), (2560, 1440)):
            drawn = _drawn_top(make(size=size))
            pills = drawn.of(WIDGET)
            for label in (t for t in drawn.of(TEXT) if t.label in names):
                pill = next(p.rect for p in pills if p.rect.contains(label.rect))
                side = min(label.rect.x - pill.x, pill.right - label.rect.right)
                assert side >= pill.h // 6, (size, label, pill)


def test_crossing_locked_tiles_on_the_way_to_play_leaves_play_on_an_open_level(monkeypatch, tmp_path):
    """The pointer selects the tile it is over; on its way from the grid to the Play button
    it crosses locked tiles, so Play said "Play 19", greyed, by the time the player reached
    it. Leaving the tiles from a locked one selects again the open level last pointed at
    (else the next to play); over a locked tile, both still name it."""
    import pygame
    from app_helpers import app_maker, run

    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    def point(pos):
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run(app)
        return scene.play_btn.label, scene.play_btn.enabled, scene.info_line().split(":")[0]

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        for n in (1, 2, 3):
            record_level(app.midend.progress, "2d", n, 3, 20.0)
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        run(app)
        play = scene.play_btn.rect.center
        assert point(scene.tile_center(19)) == ("Play 19", False, "Level 19")
        assert point(play) == ("Play 4", True, "Level 4")  # the next level to play
        assert point(scene.tile_center(2)) == ("Play 2", True, "Level 2")
        assert point(scene.tile_center(14)) == ("Play 14", False, "Level 14")
        assert point(play) == ("Play 2", True, "Level 2")  # the open one last pointed at
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        run(app, 3)
        assert app.top.name != "levels"  # Enter plays it


def test_a_session_takes_new_hearts_only_before_its_first_move_or_hint():
    """Pure: the hearts a changed setting asks for are the run's own while it is untouched;
    after a tap or a hint it keeps its own (offer_hearts says so, and changes nothing)."""
    from test_session import row_board

    from quiver.game.session import Session

    s = Session(row_board(), hearts=3)
    assert s.offer_hearts(None) and s.zen and s.hearts is None  # untouched: Zen at once
    assert s.offer_hearts(5) and (s.max_hearts, s.hearts) == (5, 5)
    s.fire(0)  # blocked: a heart
    assert not s.offer_hearts(None) and (s.max_hearts, s.hearts) == (5, 4)
    assert s.offer_hearts(5)  # what it has already
    s.restart()
    s.hint()
    assert not s.offer_hearts(3) and s.max_hearts == 5


def test_switching_hearts_mid_puzzle_says_it_counts_from_the_next_try(monkeypatch, tmp_path):
    """A stranger tapped an arrow, opened Settings, chose Zen ("no hearts, no losing"),
    went back, and lost the puzzle to three blocked taps: the change waits for the next
    try, and nothing said so. A toast says it once per change; R's restart takes it."""
    import layout
    from app_helpers import app_maker, run

    from quiver.game.code import complete
    from quiver.scenes.play_words import HEARTS_LATER

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        play = layout._play(app, "2d", complete("2d", "heart", (12,), None, "easy", 7))
        assert play.fire(play.board.free_arrows()[0]).left
        app.toasts.toasts = []
        app.midend.change_setting("hearts", "zen")
        run(app)
        app.midend.change_setting("show_timer", False)  # another setting: not said again
        run(app)
        assert [t.long for t in app.toasts.toasts] == [
            HEARTS_LATER
        ]  # (said short where the whole finds no room)
        assert play.session.max_hearts == 3 and not play.session.zen
        play.restart()
        assert play.session.zen


@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_the_daily_screens_mark_for_today_sits_left_of_its_words_at_every_size(monkeypatch, tmp_path, won):
    """Today's line on the Daily screen ("Out of hearts: try again", "Cleared in ...") began
    at a fixed 58 px: at 2560x1440 it was written over the 50 px cross or check before it,
    and sat above its middle."""
    from app_helpers import app_maker

    from quiver.game.progress_records import DailyResult
    from quiver.render2d.drawn import TEXT
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        for size in ((640, 480), (1280, 800), (2560, 1440)):
            app = make(size=size)
            day = app.midend.today().isoformat()
            app.midend.progress.dailies("2d")[day] = DailyResult(
                mode="2d", won=won, stars=2, time_s=61.0, mistakes=1
            )
            app.push(DailyScene(app.ports))
            texts = _drawn_top(app).of(TEXT)
            mark = next(t.rect for t in texts if t.label == "(today's mark)")
            words = next(t.rect for t in texts if t.label.startswith(("Cleared in", "Out of hearts")))
            assert 0 <= words.x - mark.right <= max(8, mark.w // 3), (size, mark, words)
            assert abs(words.centery - mark.centery) <= 3, (size, mark, words)
