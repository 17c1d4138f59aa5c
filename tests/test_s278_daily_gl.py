"""s278: a Daily tab kept from a run with OpenGL, in a run without it. The 3D tab kept
in settings.json (s266) made the menu's Daily open greyed, its Play only saying "3D needs
OpenGL", and the menu's tick was that tab's. Now a kept tab this window cannot play gives
way to the menu's mode (the tick agreeing), while a tab the player shows in this run is
still the one reopened, greyed or not (menu_maker's windows have no OpenGL)."""

from __future__ import annotations

import datetime as _dt

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.progress_daily import record_daily  # noqa: E402
from quiver.game.progress_records import DailyResult  # noqa: E402

TODAY = _dt.date(2026, 12, 9)


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def key(scene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def cleared(app, mode: str) -> None:
    result = DailyResult(mode=mode, won=True, mistakes=0, time_s=9.0, stars=3)
    record_daily(app.midend.progress, TODAY, result)
    app.midend.save_progress()


def kept_3d(make) -> None:
    """A run before left the 3D tab shown (kept in settings.json), 2D's daily cleared."""
    app = make((800, 600))
    cleared(app, "2d")
    app.top.open_daily()
    key(app.top, pygame.K_2)
    key(app.top, pygame.K_ESCAPE)
    assert app.midend.settings.daily_tab == "3d"


def test_a_kept_tab_the_window_cannot_play_gives_way_to_the_menus_mode(make):
    kept_3d(make)
    again = make((800, 600))  # a restart, no OpenGL
    menu = again.top
    assert menu.mode == "2d" and menu.daily_done  # the tick: 2D's clear, the tab opened
    menu.open_daily()
    assert again.top.mode == "2d" and again.top.tabs.index == 0
    key(again.top, pygame.K_ESCAPE)
    menu.open_daily()  # (a second look in the same run: still the stand-in, still not saved)
    assert again.top.mode == "2d"
    key(again.top, pygame.K_ESCAPE)
    assert again.midend.settings.daily_tab == "3d"  # (kept for a window that plays it: s289)


def test_the_kept_tab_outlives_a_run_without_opengl(monkeypatch, make):
    """s289: the 2D tab that stood in for the kept 3D one was saved over it, so a player
    whose driver came back found Daily on 2D, not where they left it."""
    from app_helpers import gl_modes_play

    kept_3d(make)
    again = make((800, 600))
    again.top.open_daily()
    key(again.top, pygame.K_ESCAPE)
    gl_modes_play(monkeypatch)
    third = make((800, 600))  # OpenGL again
    third.top.open_daily()
    assert third.top.mode == "3d"


def test_picking_the_stand_in_tab_is_a_choice_and_is_kept(make):
    kept_3d(make)
    again = make((800, 600))
    again.top.open_daily()
    key(again.top, pygame.K_3)
    key(again.top, pygame.K_1)  # the player picks 2D here: their choice, saved
    key(again.top, pygame.K_ESCAPE)
    assert again.midend.settings.daily_tab == "2d"


def test_the_daily_asked_with_no_mode_opens_a_playable_tab_too(make):
    from quiver.scenes.daily import DailyScene

    kept_3d(make)
    again = make((800, 600))
    assert DailyScene(again.ports).mode == "2d"


def test_a_tab_shown_in_this_run_is_still_the_one_reopened(make):
    kept_3d(make)
    again = make((800, 600))
    menu = again.top
    menu.open_daily()
    key(again.top, pygame.K_2)  # the player looks at 3D's record here: greyed, their choice
    key(again.top, pygame.K_ESCAPE)
    menu.refresh()
    assert not menu.daily_done  # (3D's tick: not played)
    menu.open_daily()
    assert again.top.mode == "3d"


def test_a_kept_tab_the_window_plays_is_still_kept(monkeypatch, make):
    from app_helpers import gl_modes_play

    kept_3d(make)
    gl_modes_play(monkeypatch)
    again = make((800, 600))
    assert not again.top.daily_done  # (3D's tick)
    again.top.open_daily()
    assert again.top.mode == "3d"
