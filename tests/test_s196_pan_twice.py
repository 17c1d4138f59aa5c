"""Two blocked taps in a row on a 2D board zoomed in, both blockers past the view's same
edge: each bounce's pan moved on from where the view stood, so the second, measured from
the first's pan half done, moved the view again and ran past the least move (640x480: the
second blocker 16 px farther in than its ring's room). The second pan now takes over the
first's rest, measured from where it would have ended (fire2d._taken_over)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s190_blocked_in_view import _pixel, _play, _taps

pygame = pytest.importorskip("pygame")


def _same_edge(play):
    """Two blocked taps whose blockers lie past the view's bottom (their heads showing)."""
    bottom = play.view.area[1] + play.view.area[3]
    below = [(i, cell) for i, cell in _taps(play, cause_shows=False) if _pixel(play, cell)[1] > bottom]
    assert len(below) >= 2, below
    return below[:2]


@pytest.mark.parametrize("gap", [1, 2, 6])
def test_two_taps_in_a_row_move_the_view_the_least(monkeypatch, tmp_path, gap):
    from quiver.scenes.fire2d import MARGIN

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (640, 480))
        (i, a), (j, b) = _same_edge(play)
        assert not play.fire(i).left
        run(app, gap)  # (the first's pan under way)
        assert not play.fire(j).left
        run(app, 40)
        _, ay, _, ah = play.view.area
        room = ay + ah - MARGIN * play.view.cell  # (the least move leaves the lower blocker here)
        low = max(_pixel(play, a)[1], _pixel(play, b)[1])
        assert low == pytest.approx(room, abs=1), (low, room)  # (before: 16 px higher)
        for cell in (a, b, play.board.arrows[i].head, play.board.arrows[j].head):
            assert pygame.Rect(play.view.area).collidepoint(_pixel(play, cell))
