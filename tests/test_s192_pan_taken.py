"""A blocked tap's pan (fire2d.ViewPan) ends when the player takes the view (noticed by
s197): a drag while it ran added to it, the board sliding on under the finger for up to
0.28 s; a hint's or the minimap's jump was moved on from by the pan's rest."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s190_blocked_in_view import _play
from test_s197_pan_kept import _below
from test_view_feel import _drag


def test_a_drag_mid_pan_leaves_the_board_where_the_finger_put_it(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (640, 480))
        i, _ = _below(play)
        assert not play.fire(i).left
        run(app, 1)  # (its pan under way)
        x, y = (round(v) for v in play.view.area_center())
        _drag(app, (x, y), (x + 40, y), steps=2)
        held = play.view.ox, play.view.oy
        run(app, 30)
        assert (play.view.ox, play.view.oy) == pytest.approx(held)  # (before: the pan ran on)


def test_a_hint_jump_mid_pan_is_where_the_view_stays(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, play = _play(make, (640, 480))
        i, _ = _below(play)
        assert not play.fire(i).left
        run(app, 2)
        play.controls.center_on(1.5, 1.5)  # (the top-left corner, as a hint far off jumps)
        origin = play.view.ox, play.view.oy
        run(app, 30)
        assert (play.view.ox, play.view.oy) == pytest.approx(origin)
