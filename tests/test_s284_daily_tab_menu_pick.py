"""The Daily's tab after a mode picked on the menu and a restart (s284, played as a
stranger in X): the 3D tab shown, then Flat 3D picked on the Custom panel's tabs (the
menu's mode), the game closed with no Daily opened since; the restart's Daily opened on
2D, neither the tab last shown nor the mode last picked: the pick had forgotten the tab
kept and kept nothing in its place (the menu starts on 2D each run). The later choice
wins across a restart too. (s336: the menu itself now opens on the mode kept, not 2D.)"""

from __future__ import annotations

import pytest
from test_s266_daily_tab import daily_from_menu, key, make  # noqa: F401 (the fixture)

pygame = pytest.importorskip("pygame")


def test_a_mode_picked_on_the_menu_is_the_tab_a_restart_opens(make):  # noqa: F811
    app = make((800, 600))
    app.top.open_daily()
    key(app.top, pygame.K_2)  # the 3D tab shown
    key(app.top, pygame.K_ESCAPE)
    app.top.mode_seg.set(2)  # then Flat 3D picked on the menu, no Daily opened since
    again = make((800, 600))  # (a restart: the menu on the mode picked, s336)
    assert again.top.mode == "flat"
    assert daily_from_menu(again) == "flat", "the pick was lost: the restart's Daily opened on 2D"


def test_in_the_run_the_daily_still_follows_each_pick(make):  # noqa: F811
    app = make((800, 600))
    app.top.mode_seg.set(1)
    app.top.mode_seg.set(2)
    assert daily_from_menu(app) == "flat"
    app.top.mode_seg.set(0)
    assert daily_from_menu(app) == "2d"
