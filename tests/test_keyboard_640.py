"""Settings, Levels and How to play at 640x480 with the keyboard only (s51): Down walks
every Settings row with the focused control in view (the list scrolls), typing goes into
a focused leaderboard field and Esc keeps it; Esc leaves each screen for the menu."""

from __future__ import annotations

import pygame
from app_helpers import post, run
from test_known_leftovers import small_app  # noqa: F401  (the fixture: 640x480, no window)
from test_stranger_six import key


def test_settings_rows_by_keyboard_stay_in_view_and_esc_keeps_a_typed_name(small_app):  # noqa: F811
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.settings import SettingsScene

    app = small_app
    key(app, pygame.K_o, 30)
    s = app.top
    assert isinstance(s, SettingsScene)
    seen = set()
    for _ in range(len(s.order)):
        key(app, pygame.K_DOWN, 10)
        k = s.order[s.focus]
        seen.add(k)
        if k in s.widgets:
            assert s.plan.view.contains(s.widgets[k].rect), k
    assert {"leaderboard_server", "leaderboard_name", "done"} <= seen
    while s.order[s.focus] != "leaderboard_name":
        key(app, pygame.K_DOWN, 10)
    for ch in "Zed":
        post(pygame.TEXTINPUT, text=ch)
        run(app, 3)
    key(app, pygame.K_ESCAPE, 30)
    assert isinstance(app.top, MenuScene) and app.midend.settings.leaderboard_name == "Zed"


def test_levels_and_how_to_play_leave_for_the_menu_on_esc(small_app):  # noqa: F811
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.menu import MenuScene

    app = small_app
    for opener, kind in ((pygame.K_l, LevelsScene), (pygame.K_F1, LegendScene)):
        key(app, opener, 30)
        assert isinstance(app.top, kind)
        for k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            key(app, k, 10)
            assert isinstance(app.top, kind)
        key(app, pygame.K_ESCAPE, 30)
        assert isinstance(app.top, MenuScene), kind
