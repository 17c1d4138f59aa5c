"""Toasts a player never got to read (s167). Over a 2D board at 480x360 a picture's long
note ("Played at ...: a larger size would break this picture up. 101 stray dots and 1 small
piece left out: ... Plays like Medium: ...") found no place: the board zoomed in, every spot
over it reached into the docked minimap, which the toasts keep clear; the note waited for
room, its time running (a queue's news ages), and went unseen. Now spots left of the
minimap hold it, and where nothing at all holds a toast over a play view, the newest shows
anyway, off the HUD's bars (scenes/toast_last.py); news that finds no room at all waits
with its time standing still."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture
from app_helpers import FakeClock  # noqa: E402

from quiver.game.journey import ToastKind  # noqa: E402

app_at = places.make


def _big_board(app):
    play = dict(layout.screens(app))["play2d_big"]()
    assert play.minimap_rect() is not None  # (the case: zoomed in, the minimap docked)
    return play


def test_a_pictures_long_note_and_a_path_show_over_a_zoomed_board_at_480x360(app_at):
    app = app_at((480, 360))
    _big_board(app)
    layout.raise_toasts(app)
    picture, drawn = layout.draw_recorded(app)
    assert layout.with_toasts(app, picture, drawn) == []  # (before: "toast waits: ..." for both)


def _ticking(app) -> FakeClock:
    """The toast layer on a clock the test moves (the app's stands still)."""
    clock = FakeClock()
    app.toasts.clock, app.toasts._now = clock, clock()
    return clock


def _for(app, clock: FakeClock, seconds: float) -> None:
    """The toasts updated each 0.1 s for `seconds` of the clock."""
    for _ in range(round(seconds * 10)):
        clock.t += 0.1
        app.toasts.update(0.1)


def test_a_toast_with_no_place_at_all_over_a_play_view_shows_off_the_bars(app_at, monkeypatch):
    """The last resort: a view that keeps all of the board clear (a stand-in for any view
    where no place holds a toast) still shows the newest toast, over the board, never
    over the HUD's bars, till its time is up."""
    from quiver.scenes.toast_last import hud_bars

    app = app_at((480, 360))
    play = _big_board(app)
    everything = pygame.Rect(0, 0, *app.size)
    monkeypatch.setattr(type(play), "toast_clear", lambda self: [*hud_bars(self), everything])
    clock = _ticking(app)
    t = app.toasts.show(layout.PICTURE_NOTE, ToastKind.INFO, seconds=4.0)
    assert app.toasts._shown() == [t]  # (before: it waited, its time running, and went)
    cards = [pygame.Rect(r) for r in layout._cards(app.toasts)]
    assert len(cards) == 1 and cards[0].collidelist(hud_bars(play)) < 0
    assert layout.unseen(app.toasts) == []  # (whole, in the window)
    _for(app, clock, 3.0)
    assert app.toasts._shown() == [t]
    _for(app, clock, 1.5)
    assert app.toasts.toasts == []  # (its time up, seen)


def test_news_with_no_room_at_all_waits_with_its_time_standing_still(app_at, monkeypatch):
    """A queue's older news ages behind the news it shows (no stale "Level 7 is locked");
    news when the compact form shows none at all keeps its time."""
    app = app_at((480, 360))
    _big_board(app)
    layer = app.toasts
    clock = _ticking(app)
    t = layer.show("Level 7 is locked", ToastKind.INFO, seconds=2.0)

    def none_shown():
        layer._compact = True  # (queued in the compact form, and none of them shown)
        return [(pygame.Rect(0, 80, 200, 100), [])]

    monkeypatch.setattr(layer, "_placement", none_shown)
    _for(app, clock, 5.0)
    assert layer.toasts == [t] and t.age < 0.5
