"""s74, follow-ups of the morning's helpers: (1) a 2D toast hopped off arrows a drag pan
brought under it, about 1.4 times a drag (s68 moved it off them each frame); (2) a 3D
toast hopped as a wheel zoom grew the shape over its corner; both now stand still while
the player moves the view and move at most once, after. (3) Long times outside the play
bar (Levels, the result card, the Daily board) read compactly and fit their room."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
from app_helpers import app_maker, post, run  # noqa: E402
from closer import look_closer  # noqa: E402
from test_toast_places_s68 import _puzzle, cards  # noqa: E402 - the same puzzle and reading


def _toasts(app) -> None:
    app.feedback.toast("Combo x3!", seconds=60)
    app.feedback.toast("Copied the puzzle code", seconds=60)
    run(app, 3)


def test_2d_toasts_stand_still_through_a_drag_pan_and_move_once_after(monkeypatch, tmp_path):
    """A 48x48 board at 1024x600, zoomed out three wheel steps, two toasts up; a right
    drag pans it up 180 px in 30 steps: the toasts hopped off the arrows the pan brought
    under them 6 times. They stand still while the drag goes on, and move once at most
    after it ends, where more arrows came under them than when they were placed."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1024, 600))
        play = _puzzle(app, size=(48, 48))
        look_closer(play)  # (its first look is whole: a tap looks closer, s342)
        run(app, 5)
        for _ in range(3):
            post(pygame.MOUSEMOTION, pos=(512, 300), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
            run(app, 4)
        _toasts(app)
        first = cards(app)
        assert len(first) == 2
        x, y = 512, 300
        post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=3)
        run(app, 1)
        moved = play.view.oy
        for _ in range(30):
            y -= 6
            post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, -6), buttons=(0, 0, 1))
            run(app, 1)
            assert cards(app) == first
        assert play.view.oy != moved  # (the board panned under them)
        post(pygame.MOUSEBUTTONUP, pos=(x, y), button=3)
        seen = [first]
        for _ in range(10):
            run(app, 1)
            if cards(app) != seen[-1]:
                seen.append(cards(app))
        assert len(seen) <= 2  # (once at most)


@pytest.mark.slow  # (an OpenGL window; skipped without OpenGL)
def test_a_3d_toast_stands_still_through_a_wheel_zoom_and_moves_once_after(monkeypatch, tmp_path):
    """800x600, two toasts in a corner; six wheel steps in about the upper right corner
    grew the shape over their place: they hopped mid-zoom. They stand still till the zoom
    settles (Play3DScene.ZOOM_SETTLE), then move once at most; the idle loop wakes then."""
    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(800, 600))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        play = _puzzle(app, "3d")
        run(app, 20)
        _toasts(app)
        first = cards(app)
        assert len(first) == 2
        for _ in range(6):
            post(pygame.MOUSEMOTION, pos=(740, 80), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            for _ in range(4):
                run(app, 1)
                assert cards(app) == first
        settled = play.toasts_held_until()
        assert app.toasts.wake_at() == pytest.approx(settled)
        seen = [first]
        for _ in range(40):
            run(app, 1)
            if cards(app) != seen[-1]:
                seen.append(cards(app))
        assert len(seen) <= 2


LONGEST = 10_000_000 - 1  # progress.MAX_TIME_S less a second: a run's time it keeps ("2777:46:39")


def test_long_times_read_as_the_play_clock_reads_them():
    """fmt_time to 100 hours; then "4d04" to 100 days, then "99d+" (hudchip's forms)."""
    from quiver.render2d.draw import fmt_time, short_time

    assert [short_time(t) for t in (20, 3723, 359_999)] == [fmt_time(t) for t in (20, 3723, 359_999)]
    assert short_time(360_000) == "4d04"
    assert short_time(LONGEST) == "99d+" and fmt_time(LONGEST) == "2777:46:39"


def test_a_640x480_tile_shows_an_hour_long_best_time_in_short(monkeypatch, tmp_path):
    """A 640x480 tile has no room for "1:02:03" beside its stars: it showed no time; it
    shows "1h02", and the longest saved time as "99d+"."""
    from quiver.scenes import levels, levels_card

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        scene = levels.LevelsScene(app.ports, "2d")
        scene.resize((640, 480))
        tile = scene.tiles[0]
        assert levels_card.time_size(tile, "1:02:03") == 0
        assert levels_card.tile_time(tile, 3723)[0] == "1h02"
        assert levels_card.tile_time(tile, LONGEST)[0] == "99d+"


def _texts(app) -> list[tuple[str, pygame.Rect]]:
    from quiver.render2d.drawn import TEXT

    _, drawn = layout.draw_recorded(app, picture=False)
    return [(i.label, i.rect) for i in drawn.of(TEXT)]


def _won_in_the_longest_time(app, start) -> None:
    """Start a puzzle (`start`), play it for the longest time a save keeps, win it."""
    start()
    play = layout._until_play(app)
    assert play is not None
    s = play.session
    s.fire(next(iter(play.board.free_arrows())))  # (the clock starts)
    app.clock.t += LONGEST - s.elapsed
    layout._finish(app, play)
    run(app, 3)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_longest_saved_time_reads_short_and_fits_its_room(monkeypatch, tmp_path, size):
    """The win card, Levels (its tiles and the line under them) and the Daily screen (the
    day's line, the best dailies) read the longest time a save keeps as the play bar does,
    "99d+", never "2777:46:39", each inside the window."""
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        window = pygame.Rect((0, 0), size)
        _won_in_the_longest_time(app, lambda: app.flow.level("2d", 1))
        card = _texts(app)
        assert any("99d+" in t for t, _ in card)
        app.to_menu()
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        scene.focus = 0
        run(app, 2)
        tiles = _texts(app)
        assert "99d+" in scene.info_line()
        app.to_menu()
        _won_in_the_longest_time(app, lambda: app.flow.daily("2d"))
        app.to_menu()
        app.push(DailyScene(app.ports))
        run(app, 2)
        daily = _texts(app)
        for texts in (card, tiles, daily):
            assert not [t for t, _ in texts if "2777" in t]
            assert [(t, r) for t, r in texts if not window.contains(r)] == []
        assert sum("99d+" in t for t, _ in daily) >= 2  # ("Cleared in 99d+", the best dailies)
        if size == (1280, 800):
            assert sum(t == "99d+" for t, _ in tiles) == 1  # (level 1's tile)
