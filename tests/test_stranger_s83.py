"""Stranger s83, the 2D game's first ten minutes: a picture opens showing the whole of it
wherever its cells stay legibly large (PLAIN_WHOLE_CELL, 12 px, on a board with no lock;
WHOLE_CELL, 16 px, where a lock's letter must read); a 64x64 heart at 1920x1080 (13 px
whole) opened at 24 px zoomed in, the whole picture only in the minimap."""

from __future__ import annotations

import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _open(size, dims, specials=False):
    from quiver.app import App
    from quiver.engine.spec import SPECIAL_KINDS
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    code = complete("2d", "heart", dims, None, "easy", 3)
    if specials:
        code = code.with_specials("many", SPECIAL_KINDS)
    return Play2DScene(app.ports, generate_board(code), None)


@pytest.mark.parametrize(
    "size, dims, cell",
    [((1920, 1080), (64, 64), 13), ((1920, 1080), (48, 48), 18), ((800, 600), (32, 32), 14)],
)
def test_a_big_picture_opens_whole_where_its_cells_read(size, dims, cell):
    play = _open(size, dims)
    assert play.view.fits() and play.view.cell == cell
    assert play.minimap_rect() is None and not play.docked


@pytest.mark.parametrize("size, dims", [((1024, 600), (40, 40)), ((800, 600), (64, 64))])
def test_a_picture_whose_cells_would_be_specks_still_opens_zoomed_in(size, dims):
    play = _open(size, dims)  # (11 and 7 px whole)
    assert play.view.cell == 24 and play.view.pannable and play.minimap_rect() is not None


def test_a_picture_with_locks_opens_whole_only_where_their_letters_read():
    play = _open((1920, 1080), (64, 64), specials=True)  # 13 px: a lock's letter would not read
    assert play.view.cell == 24 and play.view.pannable and play.minimap_rect() is not None
    play = _open((1920, 1080), (48, 48), specials=True)  # 18 px: it does
    assert play.view.fits() and play.view.cell == 18 and play.minimap_rect() is None
