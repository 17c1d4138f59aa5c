"""The 2D minimap shows exactly while part of the board is out of view (stranger s63: a
40x40 board that fit whole at 2560x1440, zoomed in, showed none and left no overview),
docked beside the board, clear of the HUD's bars, and hides when the whole board is back."""

from __future__ import annotations

import os

import pygame
import pytest
from app_helpers import easy_heart

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _play(size, dims=(40, 40)):
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    board = easy_heart(dims)
    return app, Play2DScene(app.ports, board, None)


def _cut(play) -> bool:
    """Whether part of the board is out of the area it would have beside no minimap."""
    _x, _y, aw, ah = play.board_area(docked=False)
    bw, bh = play.view.board_px
    return bw > aw or bh > ah


def test_zooming_in_on_a_board_that_fits_shows_the_minimap_and_zooming_out_hides_it():
    _app, play = _play((2560, 1440))
    assert play.view.fits() and play.minimap_rect() is None  # opens whole: no overview needed
    play.controls.zoom(1.25, play.view.area_center())
    mm = play.minimap_rect()
    ax, ay, aw, ah = play.view.area
    assert mm is not None and not play.view.fits()
    assert mm.x >= ax + aw and mm.bottom <= ay + ah  # docked beside the board, over no arrow
    surface = pygame.Surface(play.size)
    play.draw(surface)
    # a press on the minimap's top-left corner takes the view there
    play.controls.minimap_jump((mm.x + 12, mm.y + 12))
    fx0, fy0, _fx1, _fy1 = play.view.visible_fraction()
    assert fx0 < 0.05 and fy0 < 0.05
    while play.view.cell > play.view.zoom_limits()[0]:
        play.controls.zoom(0.8, play.view.area_center())
    assert play.view.fits() and play.minimap_rect() is None  # the whole board back: gone
    assert play.view.area == play.board_area(docked=False)  # and its room given back


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)])
def test_the_minimap_follows_each_zoom_step_without_flicker(size):
    """A cell at a time from whole to zoomed in and back: the minimap shows exactly while
    the board does not fit beside no minimap, and asking again changes nothing."""
    _app, play = _play(size)
    lo = play.view.cell
    steps = [*range(lo, lo + 6), *range(lo + 4, lo - 1, -1)]
    for cell in steps:
        play.view.zoom_to(cell, play.view.area_center())
        play.view_moved(zoomed=True)
        shown = play.minimap_rect() is not None
        assert shown == _cut(play), (cell, shown)
        for _ in range(3):  # the dock's coming does not undo itself
            play.view_moved(zoomed=True)
            assert (play.minimap_rect() is not None) == shown
        assert play.view.fits() == (not shown)


@pytest.mark.parametrize("dims", [(40, 40), (60, 20)])
def test_the_fit_key_after_a_zoom_in_takes_the_minimap_away(dims):
    """0 fits the picture: a board zoomed in on, then fitted, shows whole beside no
    minimap (a wide board fits the narrowed area at a smaller cell: that was still cut
    beside the dock's room only by the dock)."""
    _app, play = _play((1280, 800), dims)
    whole = play.view.cell
    for _ in range(2):
        play.controls.zoom(1.25, play.view.area_center())
    assert play.minimap_rect() is not None
    assert play.controls.view_key(pygame.K_0)
    assert play.minimap_rect() is None and play.view.fits() and play.view.cell == whole


def test_a_resize_that_cuts_the_board_shows_the_minimap_and_a_big_one_hides_it():
    _app, play = _play((800, 600))  # (11 px a cell whole: its first look, s342)
    assert play.minimap_rect() is None and play.view.fits()
    play.controls.look_closer(play.view.area_center())  # a tap: 24 px, cut
    assert play.minimap_rect() is not None and not play.view.fits()
    play.resize((2560, 1440))
    assert play.minimap_rect() is None and play.view.fits()


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_the_minimap_keeps_clear_of_the_bars_chips_and_toasts(size):
    _app, play = _play(size)
    play.view.zoom_to(play.view.cell * 2, play.view.area_center())
    play.view_moved(zoomed=True)
    mm = play.minimap_rect()
    hud = play.hud
    assert mm is not None
    assert mm.top >= hud.top_rect.bottom and mm.bottom <= hud.bottom_rect.top
    assert mm.right <= size[0]
    assert mm.collidelist([*hud.buttons.values(), *filter(None, [hud.code_rect])]) < 0
    assert mm in play.toast_clear()  # a toast in the band beside the board keeps off it


def test_the_minimap_grows_with_the_hud_in_a_big_window():
    """At 3840x2160 the minimap is as much bigger as the HUD (a 180-pixel panel was lost
    in the corner), and a press on it still jumps to where it is pressed."""
    _app, small = _play((1280, 800))
    _app, big = _play((3840, 2160))
    for play in (small, big):
        play.controls.zoom(1.25, play.view.area_center())
        play.controls.zoom(1.25, play.view.area_center())
    a, b = small.minimap_rect(), big.minimap_rect()
    assert a is not None and b is not None and b.w >= 2 * a.w
    assert big.minimap_size() == (b.w - 20, b.h - 20)
    big.controls.minimap_jump((b.right - 12, b.bottom - 12))
    _fx0, _fy0, fx1, fy1 = big.view.visible_fraction()
    assert fx1 > 0.95 and fy1 > 0.95


def test_a_resize_draws_the_minimap_again_at_the_new_scale():
    _app, play = _play((1280, 800))
    play.controls.zoom(1.25, play.view.area_center())
    first = play.minimap_rect()
    play.resize((3840, 2160))
    play.controls.zoom(1.25, play.view.area_center())
    mm = play.minimap_rect()
    assert first is not None and mm is not None and mm.w > first.w
    assert play.minimap_size() == (mm.w - 20, mm.h - 20)
