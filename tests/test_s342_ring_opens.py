"""A ring-shaped picture opened zoomed in (too big to show whole even at 2 px a cell)
showed its empty middle: at 480x360 a 128x128 ring, 0 of the 100 cells in view an arrow's,
only background and the minimap. It opens on its arrows now, the busiest view nearest
the middle (render2d/view_open.py); a board full in the middle stays centred."""

from __future__ import annotations

import os
from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _arrow_cells_in_view(play) -> tuple[int, int]:
    b, (x0, y0, x1, y1) = play.board, play.view.visible_cells()
    ids = [b.space.id_of((x, y)) for y in range(y0, y1) for x in range(x0, x1)]
    return sum(1 for cid in ids if cid is not None and b.owner[cid] >= 0), len(ids)


def _ring_cells(n: int, inner: float) -> list[tuple[int, int]]:
    c = (n - 1) / 2
    return [
        (x, y) for y in range(n) for x in range(n) if inner**2 <= (x - c) ** 2 + (y - c) ** 2 <= (n / 2) ** 2
    ]


def test_a_ring_opened_zoomed_in_shows_its_arrows_not_its_hole():
    from quiver.app import App
    from quiver.game.code import complete, generate_board
    from quiver.scenes.play2d import Play2DScene

    app = App((480, 360), window=False, sound=False, clock=lambda: 0.0)
    play = Play2DScene(app.ports, generate_board(complete("2d", "ring", (128, 128), None, "easy", 3)), None)
    assert play.view.pannable and play.view.cell == 24 and play.minimap_rect() is not None
    arrows, shown = _arrow_cells_in_view(play)
    assert arrows >= 0.9 * shown  # (before: 0 of 100)


def test_the_busiest_view_is_the_nearest_full_one_and_a_full_middle_stays():
    from quiver.render2d.view import BoardView
    from quiver.render2d.view_open import busiest_view, open_on_arrows

    ring = _ring_cells(60, 18)
    at = busiest_view(ring, 60, 60, (10, 8))
    assert at is not None
    view_cells = {
        (x, y) for x in range(int(at[0] - 5), int(at[0] + 5)) for y in range(int(at[1] - 4), int(at[1] + 4))
    }
    assert view_cells <= set(ring)  # all arrows
    assert 18 <= ((at[0] - 30) ** 2 + (at[1] - 30) ** 2) ** 0.5 <= 30  # on the ring, its inner side
    full = [(x, y) for y in range(60) for x in range(60)]
    assert busiest_view(full, 60, 60, (10, 8)) is None  # (a full middle: centred as before)
    assert busiest_view(ring, 60, 60, (60, 60)) is None  # (all in view)
    space = SimpleNamespace(coord=lambda cid: ring[cid])
    board = SimpleNamespace(space=space, owner=[0] * len(ring))
    view = BoardView(60, 60, (0, 0, 240, 192))  # (10x8 cells at 24 px; whole at 3 px: it fits)
    assert view.fits() and not open_on_arrows(view, board)
    view.zoom_to(24, view.area_center())
    assert open_on_arrows(view, board)
    x0, y0, x1, y1 = view.visible_cells()
    assert {(x, y) for y in range(y0, y1) for x in range(x0, x1)} <= set(ring)
