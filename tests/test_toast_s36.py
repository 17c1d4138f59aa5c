"""Toasts (s36): three toasts on the Daily screen
cover neither card's title nor a button at any size (at 1600x600 they hid the best
dailies' title), and every press reaches what is under it: a second tap in the frame
where the first showed or took a toast was dropped (the toasts were part of the screen
the frame rule compared)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture and `cards`
from app_helpers import app_maker, run  # noqa: E402

app_at = places.make  # the fixture: an app on a fresh data folder, at a size


def _name(size) -> str:
    return f"{size[0]}x{size[1]}"


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (1600, 600), (1920, 1080)], ids=_name)
def test_three_toasts_on_daily_show_whole_off_its_titles_and_buttons(app_at, size):
    from quiver.scenes.daily import DailyScene

    app = app_at(size)
    scene = DailyScene(app.ports)
    app.push(scene)
    layout.raise_toasts(app)  # a path, a code and a warning: three at once
    _, seen = layout.draw_recorded(app, picture=False)
    heads = [i.rect for i in seen.items if i.label in ("Daily puzzle", "December 2026", "Your best dailies")]
    assert len(heads) == 3
    kept = [*heads, *filter(None, scene.title_rects), scene.back.rect, scene.play_btn.rect]
    kept += [scene.prev_btn.rect, scene.next_btn.rect]
    shown = places.cards(app.toasts)
    # (at 640x480 one waited its turn, they lay over the calendar's days there, s98, until
    # the path and the code had short forms, s130)
    assert len(shown) == 3 and layout.unseen(app.toasts) == []
    for r in shown:
        assert r.collidelist(kept) < 0, (r, kept[r.collidelist(kept)])


# -- two taps in one frame -------------------------------------------------------------------
def _taps_in_one_frame(app, *spots) -> None:
    """A frame drawn, then a tap (press and release) at each of `spots` before the next."""
    run(app)
    for pos in spots:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    run(app)


@pytest.fixture
def board(monkeypatch, tmp_path):
    """A 2D puzzle on the real app loop (no window: the fast tier), and a free arrow's pixel."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        play = layout._play(app, "2d")
        run(app, 2)
        yield app, play


def _free_arrow(play) -> tuple[int, tuple[int, int]]:
    i = next(i for i in sorted(play.board.free_arrows()) if play.arrow_at(play.arrow_pixel(i)) == i)
    return i, play.arrow_pixel(i)


def _copy_spot(play) -> tuple[int, int]:
    hud = play.hud
    r = hud.buttons.get("copy") or hud.code_rect
    return r.center


def test_a_tap_in_the_frame_a_toast_appeared_still_fires_the_arrow(board):
    """Copy, then an arrow, quick as two taps: the toast Copy shows dropped the arrow's tap."""
    app, play = board
    i, pos = _free_arrow(play)
    _taps_in_one_frame(app, _copy_spot(play), pos)
    assert app.toasts.texts(), "Copy shows a toast"
    assert i not in play.board.alive, "the second tap was dropped"


def test_a_tap_in_the_frame_a_toast_was_taken_still_fires_the_arrow(board):
    """A tap on a toast takes it; a tap on an arrow in the same frame fires the arrow."""
    app, play = board
    app.feedback.toast("Copied the code")
    run(app, 2)
    card = places.cards(app.toasts)[0]
    i, pos = _free_arrow(play)
    assert not card.collidepoint(pos)
    _taps_in_one_frame(app, card.center, pos)
    assert app.toasts.texts() == [], "the toast tapped goes"
    assert i not in play.board.alive, "the second tap was dropped"


def test_a_second_tap_on_a_toast_taken_in_that_frame_is_still_the_toasts(monkeypatch, tmp_path):
    """Two taps on one toast lent Levels' grid, in one frame, apart: the first takes it;
    the second, aimed at the card drawn, reaches no tile under it."""
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        levels = LevelsScene(app.ports, "2d")
        app.push(levels)
        layout.raise_toasts(app)
        run(app)
        c = places.cards(app.toasts)[0]  # (s47: queued over the title band, off the tiles)
        seen: list[int] = []
        monkeypatch.setattr(levels, "handle_event", lambda e: seen.append(e.type))
        before = app.toasts.texts()
        _taps_in_one_frame(app, (c.x + 8, c.centery), (c.right - 8, c.centery))
        assert app.top is levels and pygame.MOUSEBUTTONDOWN not in seen, "the second tap reached the screen"
        assert len(app.toasts.texts()) == len(before) - 1, app.toasts.texts()


def test_three_toasts_on_daily_keep_off_the_shared_boards_rows_at_1600x600(app_at):
    """With a leaderboard server the card has no free room: two of three toasts lay over
    the shared board's rows while the calendar's days to come lay bare."""
    from test_stranger_deep import _Board

    from quiver.scenes.daily import DailyScene

    app = app_at((1600, 600))
    board = _Board()
    board.stop = lambda: None  # (closed with the app)
    app.midend.leaderboard = board
    scene = DailyScene(app.ports)
    app.push(scene)
    layout.raise_toasts(app)
    layout.draw_recorded(app, picture=False)
    rows = pygame.Rect(
        scene.board_card.x, scene.board_card.y + 60, scene.board_card.w, scene.board_card.h - 60
    )
    shown = places.cards(app.toasts)
    assert len(shown) == 3 and layout.unseen(app.toasts) == []
    assert not any(r.colliderect(rows) for r in shown), (shown, rows)
