"""Larger boards in the game (issue 26 item 3): a 256x256 board opens with its
minimap, zooms between the floor and the largest cell, and a tap anywhere on it fires
the arrow under the pointer (headless, the real App); picking on the largest 3D cube."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from app_helpers import app_maker, click, run
from closer import look_closer

from quiver.engine.codec import load_board

# The full board of 4-cell rows is bench/limits.py's (it imports its _common from bench/).
ROOT = Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "bench"))
_spec = importlib.util.spec_from_file_location("bench_limits", ROOT / "bench" / "limits.py")
assert _spec is not None and _spec.loader is not None
bench_limits = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_limits)
full_rows = bench_limits.full_rows


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, gl=False, size=(1280, 800)) as make:
        yield make


def bring_into_view(play, i: int) -> tuple[int, int]:
    """Pan so arrow i's head sits at the middle of the board's area; its pixel."""
    cx, cy = play.view.area_center()
    hx, hy = play.arrow_pixel(i)
    play.view.pan(cx - hx, cy - hy)
    play.view_moved()
    return play.arrow_pixel(i)


def test_the_largest_2d_board_opens_zooms_and_fires_the_arrow_tapped(make_app):
    n = 256
    board = load_board(full_rows(n, 2))
    app = make_app()
    app.flow.open_board(board, "full.json")
    run(app, 2)
    play = app.top
    assert play.board is board
    view = play.view
    assert view.fits() and view.cell == 2 and view.tap_zooms()  # its first look: all of it (s342)
    look_closer(play)  # a tap looks closer
    assert play.minimap_rect() is not None  # the whole board, small, beside it
    lo, hi = view.zoom_limits()
    assert view.pannable and lo < view.cell <= hi
    assert view.zoom_to(lo, view.area_center()) and view.cell == lo
    assert view.zoom_to(hi, view.area_center()) and view.cell == hi
    view.zoom_to(max(lo, 12), view.area_center())
    run(app)
    per_row = n // 4
    corners = [0, per_row - 1, len(board.arrows) - per_row, len(board.arrows) - 1]
    middle = (n // 2) * per_row + per_row // 2  # blocked: its row's neighbours stand in the way
    for i in corners:  # the outermost arrows of the first and last rows are free
        pos = bring_into_view(play, i)
        assert play.arrow_at(pos) == i
        assert board.can_escape(i)
        click(app, pos)
        assert i not in board.alive, i
        run(app, 30)
    pos = bring_into_view(play, middle)
    assert play.arrow_at(pos) == middle and not board.can_escape(middle)
    hearts = play.session.hearts
    click(app, pos)
    assert middle in board.alive and play.session.hearts == hearts - 1
    assert any(a.arrow == middle and a.kind == "bounce" for a in play.anims)


def test_picking_on_the_largest_3d_cube_finds_the_arrow_under_the_ray():
    """A full cube at the 3D maximum (MAX_3D, 64: 262,144 voxels): a ray from the front
    picks the arrow whose body cell it meets first, wherever on the face it lands."""
    pytest.importorskip("numpy")
    from quiver.render3d.picking import pick_arrow
    from quiver.shapes.solids3d import MAX_3D

    n = MAX_3D
    board = load_board(full_rows(n, 3))
    for x, y in ((1, 0), (n - 2, n - 1), (n // 2 + 1, n // 2), (5, n - 3)):  # body cells, not heads
        cid = board.space.id_of((x, y, 0))
        pick = pick_arrow(board, (x + 0.5, y + 0.5, -1000.0), (0.0, 0.0, 1.0))
        assert pick is not None and pick.voxel == (x, y, 0) and pick.arrow == board.owner[cid]
