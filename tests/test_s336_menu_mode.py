"""s336: the menu's mode and the Daily's tab agree after a restart. The menu opened on 2D
each run while its Daily opened on the tab kept (s266), so with today's 2D daily cleared
and the 3D tab kept, the 2D menu showed no tick, D opened 3D and L opened 2D. Now the
menu opens on the mode the player last picked (on its tabs or the Daily's) or played,
kept in settings.json as `daily_tab` (an older Quiver reads and keeps it:
test_s266_daily_tab.py), and the tick, D, L, Custom and Play all follow that one mode; a
fresh data folder, or a kept mode this window cannot play, opens on 2D, saying nothing."""

from __future__ import annotations

import json

import pytest
from test_s278_daily_gl import cleared, key, make  # noqa: F401 (the fixture)

pygame = pytest.importorskip("pygame")

from quiver.game.settings import settings_path  # noqa: E402


def opened(app, open_it) -> str:
    """The mode of the screen `open_it` opens from the menu (closed again)."""
    open_it()
    mode = app.top.mode
    key(app.top, pygame.K_ESCAPE)
    return mode


def agree(app, mode: str) -> None:
    menu = app.top
    assert menu.mode == mode and menu.mode_seg.index == ("2d", "3d", "flat").index(mode)
    assert opened(app, menu.open_daily) == mode  # D
    assert opened(app, menu.open_levels) == mode  # L
    assert menu.choice.shape(menu.mode, menu.grid.value, None) is not None  # Custom: the mode's shapes


def test_a_fresh_data_folder_opens_on_2d_with_its_lesson_first(make):  # noqa: F811
    app = make((800, 600))
    app.midend.lessons = True  # (menu_maker's game skips them)
    app.top.refresh()
    agree(app, "2d")
    assert app.top.play_btn.sub == "2D lesson, then level 1"


def test_a_daily_tab_picked_moves_the_menu_and_a_restart_opens_on_it(monkeypatch, make):  # noqa: F811
    from app_helpers import gl_modes_play

    gl_modes_play(monkeypatch)  # (a window where 3D plays)
    app = make((800, 600))
    cleared(app, "2d")
    app.top.open_daily()
    key(app.top, pygame.K_2)  # the 3D tab shown, then back at the menu
    key(app.top, pygame.K_ESCAPE)
    app.top.refresh()
    assert not app.top.daily_done  # the tick: 3D's (not played), as the menu's mode
    agree(app, "3d")
    again = make((800, 600))  # a restart
    again.midend.lessons = True
    again.top.refresh()
    assert not again.top.daily_done
    agree(again, "3d")
    assert again.top.play_btn.sub == "3D lesson, then level 1"  # (its lesson not seen yet)
    again.top.mode_seg.set(0)  # 2D picked later: the later choice wins, after a restart too
    third = make((800, 600))
    assert third.top.daily_done  # (2D's clear)
    agree(third, "2d")


def test_the_mode_played_is_the_one_a_restart_opens_on(monkeypatch, make):  # noqa: F811
    from app_helpers import gl_modes_play

    from quiver.engine.modes import Mode
    from quiver.game.journey import CampaignLevel, PuzzleRequest

    gl_modes_play(monkeypatch)
    app = make((800, 600))
    app.flow.menu_follows(PuzzleRequest(CampaignLevel(Mode.FLAT, 1)))  # (a Flat 3D level opened over it)
    assert app.top.mode == "flat"
    agree(make((800, 600)), "flat")


def test_a_kept_mode_this_window_cannot_play_opens_on_2d_saying_nothing(monkeypatch, make):  # noqa: F811
    from app_helpers import gl_modes_play

    with monkeypatch.context() as m:
        gl_modes_play(m)
        app = make((800, 600))
        app.top.mode_seg.set(1)  # 3D, in a run with OpenGL
    again = make((800, 600))  # no OpenGL now
    assert again.top.error is None and not again.toasts.texts()
    agree(again, "2d")
    assert json.loads(settings_path().read_text())["daily_tab"] == "3d"  # (kept for later)
