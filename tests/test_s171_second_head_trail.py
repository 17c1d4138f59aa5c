"""A two-headed arrow that leaves by its second head streaks and bursts in that head's
colour, as its ray and the head itself are drawn (s171: the trail and the burst took the
first head's colour, `Where2D.colour(i)` having no end)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


def test_a_second_heads_trail_and_burst_wear_its_colour(monkeypatch, tmp_path):
    from quiver.game import lesson_boards
    from quiver.style import palette

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        board = lesson_boards.board("2d:two-headed")
        two = next(i for i, a in enumerate(board.arrows) if a.dir2 is not None)
        arrow = board.arrows[two]
        blocker = board.first_blocker(two, 1).arrow  # (the lesson board: its second head is blocked)
        app.flow.open_board(board, "rect")
        run(app, 3)
        play = app.top
        play.fire(blocker, 0)
        run(app, 30)
        play.fx.items.clear()
        play.fire(two, 1)
        colours = palette.direction_colours(app.midend.settings)
        assert colours[arrow.dir2] != colours[arrow.dir]  # (else it could not tell)
        got = {fx.kind: fx.colour for fx in play.fx.items if fx.kind in ("trail", "burst")}
        assert got == {"trail": colours[arrow.dir2], "burst": colours[arrow.dir2]}
