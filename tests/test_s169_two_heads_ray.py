"""The ray drawn from a two-headed arrow's second head (lit by Tab, or held at that end)
wears that head's direction's colour, as the head itself does (s169: it was the first
head's colour, so a blue head's ray was drawn light blue, an orange head's red)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def test_the_second_heads_ray_has_its_own_directions_colour():
    from quiver.game import lesson_boards
    from quiver.render2d import theme
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.draw import vertical_gradient
    from quiver.render2d.tiles import VEC
    from quiver.render2d.view import BoardView

    board = lesson_boards.board("2d:two-headed")
    two = next(i for i, a in enumerate(board.arrows) if a.dir2 is not None)
    arrow = board.arrows[two]
    assert theme.DIR_COLOURS[arrow.dir2] != theme.DIR_COLOURS[arrow.dir]  # (else it could not tell)
    view = BoardView(*board.space.size, (20, 120, 600, 360))
    r = BoardRenderer(board, view)
    r.set_background(vertical_gradient((640, 600), theme.BG_TOP, theme.BG_BOTTOM))
    r.build_base()
    for end, d in ((0, arrow.dir), (1, arrow.dir2)):
        surf = r.base.copy()
        r.draw_ray(surf, two, end=end, room=surf.get_rect())  # (room round the board)
        x, y = board.space.coord(arrow.head if end == 0 else arrow.cells[0])[:2]
        hx, hy = view.cell_center(x, y)
        vx, vy = VEC[d]
        at = (round(hx + vx * view.cell), round(hy + vy * view.cell))  # a cell on, mid-line
        got = tuple(surf.get_at(at)[:3])
        want = theme.shade(theme.DIR_COLOURS[d], 0.8)
        assert max(abs(a - b) for a, b in zip(got, want, strict=True)) <= 12, (end, got, want)
