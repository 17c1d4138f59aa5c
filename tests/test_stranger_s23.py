"""Toasts in tight layouts and the lesson leader (s23): the dashed leader follows the
arrows it crosses, cell by cell, where the cells are small."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import test_toast_places as places  # noqa: E402 - its `make` fixture, `cards` and `words`

from quiver.render2d import theme  # noqa: E402
from quiver.scenes.leader import draw_leader, leader, over_arrows  # noqa: E402

app_at = places.make  # the fixture: an app on a fresh data folder, at a size
CELL = 10  # px: a big board's cells at 640x480
GRID = (2, 0, CELL)  # the cells' left edge, top edge and size on screen


def _arrows(cells: set[tuple[int, int]]):
    """arrow_at over a board whose arrows fill `cells` (column, row) of GRID."""

    def at(p):
        cell = ((p[0] - GRID[0]) // CELL, (p[1] - GRID[1]) // CELL)
        return 0 if cell in cells else None

    return at


def _ink(c) -> bool:
    return sum((a - b) ** 2 for a, b in zip(c[:3], theme.INK, strict=True)) < 30**2


# -- the dashed leader over small cells ------------------------------------------------------------
def test_the_leaders_dashes_are_pale_over_every_arrow_cell_they_cross_and_ink_off_them():
    """A dash was pale or ink by the look at its middle: with 10 px cells, a dash whose
    middle fell just short of an arrow ran dark onto it, and one whose middle fell on an
    arrow was pale for its whole length, off the arrow too. Each piece of a dash follows
    the cell under it."""
    columns = {5, 9, 14, 20, 27}  # (each at another place in the dashes' rhythm)
    at = _arrows({(c, 2) for c in columns})
    surface = pygame.Surface((400, 60))
    surface.fill((255, 255, 255))
    y = GRID[1] + 2 * CELL + CELL // 2
    draw_leader(surface, theme.INK, ((0, y), (380, y)), 1.0, at, GRID)
    line = [(x, y) for x in range(380)]
    over = [p for p in line if at(p) is not None]
    assert over
    assert not [p for p in over if _ink(surface.get_at(p))], "the leader is dark over an arrow"
    near = [p for p in line if at(p) is None and at((p[0] - 3, y)) is not None and at((p[0] + 3, y)) is None]
    inked = [p for p in near if _ink(surface.get_at(p))]  # just past an arrow, where a dash runs on
    assert inked, "a dash that ran off an arrow stayed pale"


def test_the_leader_starts_where_its_line_crosses_no_small_arrow():
    """A look every 32 px down the line from the bubble stepped over a row of 10 px cells:
    the nearest start, over an arrow, counted none and won. The line's cells are looked
    at, each one, and a start that crosses none is taken."""
    at = _arrows({(24, 21), (25, 21)})  # under the nearest start's line, between two looks
    bubble = pygame.Rect(100, 300, 300, 60)
    tip = [(244, 96), (256, 96), (250, 80)]
    seg = leader(bubble, tip, at, 14, GRID)
    assert seg is not None
    assert over_arrows(seg, at, GRID) == [], seg
    assert over_arrows(((250, 300), (250, 96)), at, GRID), "the nearest start crosses none: case gone"


# -- long toasts in tight layouts ------------------------------------------------------------------
def _two_long_toasts(app) -> list[pygame.Rect]:
    """layout.TOASTS (a path of three lines or more, a code of two or more) raised at
    once: their cards as drawn."""
    for text in places.layout.TOASTS:
        app.feedback.toast(text)
    return places.cards(app.toasts)


@pytest.mark.parametrize("size", [(640, 480), (600, 900), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_long_toasts_on_levels_show_whole_at_once_off_its_title_tabs_and_buttons(app_at, size):
    """640x480: of a path and a code raised at once, one waited and the other was cut to
    one line beside the title ("Copied the puzzle code to the cli..."). Both show whole,
    at once, over the grid it lends: off the title, Back, the tabs, the chapters, the
    tile in focus and the bottom row's buttons. (s47: over the grid they lay over its
    tiles; where no place off them holds both, at 640x480 and 800x600, they queue in the
    compact form, the other waiting its turn.)"""
    from quiver.scenes.levels import LevelsScene

    app = app_at(size)
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    shown = _two_long_toasts(app)
    assert len(shown) == (1 if app.toasts._compact else 2), "a toast waits"
    assert places.layout.unseen(app.toasts) == []
    title = next(i.rect for i in places.words(scene) if i.label == "Levels")
    kept = [title, scene.back.rect, scene.tabs.rect, scene.chapter_row, *scene.tiles]
    kept += [scene.prev_btn.rect, scene.next_btn.rect, scene.play_btn.rect]
    for r in shown:
        assert pygame.Rect(0, 0, *size).contains(r)
        assert r.collidelist(kept) < 0, (r, kept[r.collidelist(kept)])
    assert len(shown) == 1 or not shown[0].colliderect(shown[1])


@pytest.mark.parametrize("size", [(640, 480), (600, 900), (700, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_long_toasts_on_daily_show_whole_at_once_off_todays_card(app_at, size):
    """640x480: a code cut to one line beside the title, a path waiting. Both show
    whole, at once, over the calendar's days and the best dailies it lends: off the
    title, Back, today's card with its Play, and the month's arrows."""
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.toast import _card_h

    app = app_at(size)
    scene = DailyScene(app.ports)
    app.push(scene)
    shown = _two_long_toasts(app)
    # (or one at a time, queued, as on Levels: s98 keeps the calendar's days clear of them)
    assert len(shown) == (1 if app.toasts._compact else 2), "a toast waits"
    assert places.layout.unseen(app.toasts) == []
    assert app.toasts._compact or min(r.h for r in shown) >= _card_h(2) - 1, shown
    title = next(i.rect for i in places.words(scene) if i.label == "Daily puzzle")
    kept = [title, scene.back.rect, scene.left_card, scene.prev_btn.rect, scene.next_btn.rect]
    for r in shown:
        assert pygame.Rect(0, 0, *size).contains(r)
        assert r.collidelist(kept) < 0, (r, kept[r.collidelist(kept)])
    assert len(shown) == 1 or not shown[0].colliderect(shown[1])


def test_a_refused_day_on_daily_at_640_is_said_whole(app_at):
    """640x480: "The first daily was on ...: there are none before it." was cut to one
    line beside the title. It shows whole, off today's card."""
    from quiver.scenes.daily import FIRST_HINT, DailyScene
    from quiver.scenes.toast import _card_h

    app = app_at((640, 480))
    scene = DailyScene(app.ports)
    app.push(scene)
    app.feedback.toast(FIRST_HINT.format("Thursday, 01 January 2026"))
    (shown,) = places.cards(app.toasts)
    assert shown.h >= _card_h(2), "cut to one line"
    assert not shown.colliderect(scene.left_card)


def test_two_long_toasts_in_a_640x480_lesson_show_whole_at_once_off_its_words(app_at):
    """640x480, the first 2D lesson: of a path and a code raised at once, the path waited
    (its time standing still) while the code showed: no two places beside the bubble, its
    leader and the arrow it points at held both in print of 22 px. At every step of the
    board both show whole, at once, in the bubble's print where they must, off what the
    lesson keeps clear and the bars."""
    import test_toast_rooms as rooms

    from quiver.scenes.play_toasts import lesson_words
    from quiver.scenes.toast import TEXT, _lines, _wrap
    from quiver.scenes.toast_bar import turns

    app = app_at((640, 480))
    app.flow.lesson("2d")
    play = app.top
    for k in rooms._steps(play.coach):
        layout = places.layout
        layout.draw_recorded(app, picture=False)  # (the bubble is placed as it is drawn)
        app.toasts.toasts = []
        shown = _two_long_toasts(app)
        turn = turns(app.toasts, app.toasts._placement())  # (s198: one that would hide arrows waits its turn)
        assert len(shown) + turn == 2, (k, "a toast waits")
        keep = lesson_words(play) + rooms._hud_kept(play)
        for r in shown:
            assert pygame.Rect(0, 0, 640, 480).contains(r)
            assert r.collidelist(keep) < 0, (k, r, keep[r.collidelist(keep)])
        assert len(shown) < 2 or not shown[0].colliderect(shown[1])
        layer = app.toasts
        for slot, group in layer._placement():  # whole: not one line less than the text takes
            for t in group:
                width = slot.w - 84
                assert _wrap(t.text, width, layer._most, layer._text).lines == _lines(
                    t.text, width, layer._text
                )
        assert layer._text <= TEXT


@pytest.mark.slow  # a GL window
def test_two_toasts_over_the_3d_view_stay_put_while_the_view_turns(monkeypatch, tmp_path):
    """800x600, 3D: a path and a code at once, the older in a place of its own. Neither
    hops about as the view turns and the heads it hides fewest of move: each stays while
    its place holds it, off the shape's middle."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    app = places.layout.make_app((800, 600))
    try:
        play = places.layout._play(app, "3d")
        if play is None:
            pytest.skip("no OpenGL here")
        first = _two_long_toasts(app)
        assert len(first) == 2, "a toast waits"
        for _ in range(12):
            play.ctl.camera.rotate_local(0.25, 0.05)
            assert places.cards(app.toasts) == first
    finally:
        app.close()
        pygame.display.quit()
