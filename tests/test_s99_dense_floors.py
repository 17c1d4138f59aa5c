"""The 2D board's size floors grow with a high-density screen (s99): a picture with no
lock opened whole down to 12 px a cell, 16 with locks, and a board too big opened at
24 px, in pixels, whatever the screen; on a 2x screen 12 px is 6 points, heads specks.
Text and buttons grow with the pixel density (theme.ui_scale); the floors now do too."""

from __future__ import annotations

import os

import pytest
from test_stranger_s83 import _open  # a heart of these dims opened in a Play2DScene, no window

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def dense():
    """A 2x screen for the test's length (theme.set_density, as window.py sets it)."""
    from quiver.render2d import theme

    old = theme.density()
    theme.set_density(2.0)
    yield 2.0
    theme.set_density(old)


def test_floors_follow_the_density_and_locks():
    from quiver.engine.spec import SPECIAL_KINDS
    from quiver.game.code import complete, generate_board
    from quiver.render2d import theme
    from quiver.scenes.area2d import floors

    plain = generate_board(complete("2d", "heart", (16, 16), None, "easy", 3))
    locked = generate_board(
        complete("2d", "heart", (16, 16), None, "easy", 3).with_specials("many", SPECIAL_KINDS)
    )
    assert any(k is not None for k in locked.locks) and all(k is None for k in plain.locks)
    assert floors(plain, 1.0) == (theme.MIN_CELL, theme.PLAIN_WHOLE_CELL)
    assert floors(locked, 1.0) == (theme.MIN_CELL, theme.WHOLE_CELL)
    assert floors(plain, 2.0) == (2 * theme.MIN_CELL, 2 * theme.PLAIN_WHOLE_CELL)
    assert floors(locked, 1.5) == (round(1.5 * theme.MIN_CELL), round(1.5 * theme.WHOLE_CELL))
    assert floors(plain, 0.5) == floors(plain, 1.0)  # (never below the 1x floors)


def test_on_a_2x_screen_a_tap_on_a_picture_of_specks_zooms_in_to_its_points(dense):
    play = _open((1600, 1200), (64, 64))  # 800x600 points; whole it is 7 points a cell (s342)
    assert play.view.fits() and play.view.tap_zooms()  # (15 px: under 2 x 12)
    play.controls.look_closer(play.view.area_center())
    assert play.view.cell == 2 * 24 and play.view.pannable and play.minimap_rect() is not None


def test_on_a_2x_screen_a_picture_opens_whole_where_it_does_at_1x(dense):
    play = _open((3840, 2160), (64, 64))  # 1920x1080 points: whole at about 13 points (s83)
    assert play.view.fits() and play.view.cell >= 24 and play.minimap_rect() is None


def test_a_window_moved_to_a_denser_screen_takes_its_floors(dense):
    from quiver.render2d import theme

    theme.set_density(1.0)
    play = _open((1600, 1200), (64, 64))
    assert play.view.fits()  # at 1x, 1600x1200 shows it whole
    assert not play.view.tap_zooms()  # (18 px)
    theme.set_density(2.0)
    play.fit_view()
    assert play.view.whole_cell == 2 * theme.PLAIN_WHOLE_CELL and play.view.tap_zooms()
