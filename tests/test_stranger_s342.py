"""Stranger s342, a big picture's first look: a 64x64 picture at 1280x800 (10 px a cell
whole, under the 12 px a tap reads at) opened at 24 px, zoomed in on a fifth of it, the
whole only in the minimap. It opens whole now, down to 2 px a cell (FLOOR_CELL), says
"Tap the picture to look closer", and a tap there zooms in to 24 px about the point
tapped, firing nothing and costing no heart; once the cells read, taps fire again."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, easy_heart, run

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1024, 768)]
SIZES += [(1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_biggest_pictures_first_look_is_the_whole_of_it_where_two_pixels_a_cell_show_it(size):
    from quiver.render2d.view import FLOOR_CELL, BoardView
    from quiver.scenes.area2d import board_area

    for n in (64, 256):  # a 64x64 picture, and the biggest a picture may be (masks2d.MAX_SIDE)
        _, _, w, h = board_area(size)
        whole = min(w, h) // n
        view = BoardView(n, n, board_area(size), whole_cell=12)
        if whole >= FLOOR_CELL:  # (64x64: 3 px at 480x360 .. 27 at 3840x2160; 256x256 from 1024x768)
            assert view.fits() and view.cell == whole, n
            assert view.tap_zooms() == (whole < 12), n
        else:  # (256x256 under 1024x768: 1 px or less) a readable corner, its minimap beside it
            assert view.cell == view.min_cell and view.pannable and not view.tap_zooms(), n


def test_a_tap_on_the_whole_picture_looks_closer_there_and_costs_nothing(monkeypatch, tmp_path):
    from quiver.scenes.pointer2d import LOOK_CLOSER

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 800))
        app.midend.lesson_seen("2d")
        app.flow.open_board(easy_heart((64, 64)), "heart")
        run(app, 3)
        play, view = app.top, app.top.view
        assert view.fits() and view.cell == 10 and play.minimap_rect() is None  # all of it
        assert app.feedback.showing(LOOK_CLOSER[0])
        free = next(iter(play.board.free_arrows()))
        pos = tuple(round(v) for v in view.cell_center(*play.board.space.coord(play.board.arrows[free].head)))
        point = view.screen_to_board(*pos)
        post_move(app, pos)
        assert play.ptr.hover is None  # (no arrow lit: a tap would not fire it)
        alive, hearts = len(play.board.alive), play.session.hearts
        click(app, pos)
        assert len(play.board.alive) == alive and play.session.hearts == hearts  # nothing fired
        assert view.cell == 24 and not view.tap_zooms() and play.minimap_rect() is not None
        bx, by = view.screen_to_board(*pos)
        assert abs(bx - point[0]) * view.cell <= 1 and abs(by - point[1]) * view.cell <= 1  # kept
        assert not app.feedback.showing(LOOK_CLOSER[0])  # (the hint goes: it was followed)
        click(app, pos)  # now the arrow's head under the pointer fires
        run(app, 30)
        assert free not in play.board.alive


def post_move(app, pos) -> None:
    from app_helpers import post

    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    run(app)
