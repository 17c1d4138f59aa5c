"""The minimap's coming and going on a zoom moves the board no more than the zoom does
(s66: a board narrower than the window was re-centred in the narrowed area, ~100 px to
the left at 2560x1440, on the very step a player notices most). A wheel or pinch keeps
the cell under the pointer under it across that step, both ways; the keys zoom about
the area's centre and the board does not jump; once the minimap has gone the board
glides back to the centre."""

from __future__ import annotations

import os

import pygame
import pytest
from app_helpers import easy_heart

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

SIZES = [(1280, 800), (2560, 1440)]
SPOTS = [(0.3, 0.4), (0.7, 0.6), (0.85, 0.25), (0.5, 0.85)]


def _play(size, dims=(40, 40)):
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    board = easy_heart(dims)
    return Play2DScene(app.ports, board, None)


def _step_until_dock_changes(play, factor, pos):
    """Zoom about `pos` a step at a time until the minimap comes or goes: how far (in
    pixels) the board point under `pos` moved on that step."""
    view = play.view
    for _ in range(20):
        was = play.docked
        bx, by = view.screen_to_board(*pos)
        play.controls.zoom(factor, pos)
        if play.docked != was:
            x, y = view.cell_center(bx - 0.5, by - 0.5)
            return abs(x - pos[0]), abs(y - pos[1])
    raise AssertionError("the minimap never came or went")


def _settle(play, seconds=1.0):
    moves = []
    for _ in range(int(seconds * 60)):
        before = play.view.origin()
        play.update(1 / 60)
        moves.append(abs(play.view.origin()[0] - before[0]) + abs(play.view.origin()[1] - before[1]))
    return moves


@pytest.mark.parametrize("dims", [(40, 40), (60, 20)])
@pytest.mark.parametrize("spot", SPOTS)
@pytest.mark.parametrize("size", SIZES)
def test_a_pointer_zoom_keeps_its_cell_under_the_pointer_as_the_minimap_comes_and_goes(size, spot, dims):
    play = _play(size, dims)
    ox, oy = play.view.origin()
    bw, bh = play.view.board_px
    pos = (ox + bw * spot[0], oy + bh * spot[1])
    assert play.minimap_rect() is None
    dx, dy = _step_until_dock_changes(play, 1.25, pos)
    assert play.minimap_rect() is not None
    assert dx <= 2 and dy <= 2, (dx, dy)  # was ~100 px at 2560x1440
    play.controls.zoom(1.25, pos)  # one more in, and back out past the threshold
    play.controls.zoom(0.8, pos)
    dx, dy = _step_until_dock_changes(play, 0.8, pos)
    assert play.minimap_rect() is None and play.view.fits()
    assert dx <= 2 and dy <= 2, (dx, dy)
    moves = _settle(play)
    centred = play.view.origin()
    play.view.center()
    assert not play.view.held and centred == play.view.origin()  # home, centred
    assert max(moves) <= 0.25 * max(1, sum(moves)) + 1  # a glide, not a jump


@pytest.mark.parametrize("size", SIZES)
def test_the_keys_zoom_does_not_jump_the_board_as_the_minimap_comes_and_goes(size):
    """+ zooms about the area's centre: the board, centred, stays centred on the same
    pixel as the minimap comes (it went half the dock's width to the left); - keeps the
    point under the area's centre as it goes, and the board then glides home."""
    play = _play(size)
    view = play.view
    for _ in range(20):
        cx = view.origin()[0] + view.board_px[0] / 2
        if not play.controls.view_key(pygame.K_EQUALS) or play.docked:
            break
    assert play.docked and view.board_px[0] <= view.area[2]
    assert abs(view.origin()[0] + view.board_px[0] / 2 - cx) <= 1
    for _ in range(20):
        pos = view.area_center()
        keep = view.screen_to_board(*pos)
        play.controls.view_key(pygame.K_MINUS)
        if not play.docked:
            break
    x, y = view.cell_center(keep[0] - 0.5, keep[1] - 0.5)
    assert abs(x - pos[0]) <= 2 and abs(y - pos[1]) <= 2
    _settle(play)
    assert not view.held and view.fits()
    assert abs(view.origin()[0] + view.board_px[0] / 2 - view.area_center()[0]) <= 1


def test_a_dragged_board_that_fits_the_docked_area_keeps_a_cell_of_it_at_most_out_of_view():
    """While the minimap is in, a board narrower than the area sits where the zoom put
    it; a drag moves it at most a cell past the area's edge (the same bounds as a board
    just too wide to fit), and the fit key centres it again."""
    play = _play((2560, 1440))
    view = play.view
    play.controls.zoom(1.25, view.area_center())
    assert play.docked and view.board_px[0] <= view.area[2]
    view.pan(-5000, 0)
    assert view.origin()[0] >= view.area[0] - view.cell
    view.pan(10000, 0)
    assert view.origin()[0] + view.board_px[0] <= view.area[0] + view.area[2] + view.cell
    play.controls.view_key(pygame.K_0)
    assert not play.docked and not view.held
    assert abs(view.origin()[0] + view.board_px[0] / 2 - view.area_center()[0]) <= 1
