"""One table of the game's pick functions and pickbatch's that pick as they do
(pick_table.BATCHED, s352): keyboard picking's first look (keypick3d) and its spread
looks' and a click's walks (keyspread3d._batch, click_batch) batch by it; a controller
whose pick is not in it (a test's own) is picked one by one."""

from __future__ import annotations

from test_s235_tab_rays import _view

import quiver.scenes.keypick3d as kp
from quiver.render3d.controller import BoardController
from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.pickbatch import pick_cells, pick_faces
from quiver.scenes import pick_table
from quiver.scenes.click_batch import clicks
from quiver.scenes.keyspread3d import _batch, _pick


def test_the_game_s_controllers_pick_by_the_table_and_a_test_s_own_pick_does_not():
    table = pick_table.BATCHED
    assert table[BoardController.pick_ray] is pick_cells and table[FlatBoardController.pick_ray] is pick_faces

    class Own(BoardController):
        def pick_ray(self, origin, direction, skip=()):
            return None

    ctl = _view((320, 240), 30, 30, 1.0)
    assert pick_table.batched_pick(ctl) is pick_cells
    ctl.__class__ = Own
    assert pick_table.batched_pick(ctl) is None


def test_keyboard_and_click_picks_batch_only_by_the_table(monkeypatch):
    ctl = _view((320, 240), 30, 30, 1.0)
    view = kp.CameraLooks(ctl)
    pixels = [(float(x), float(y)) for x in range(40, 280, 20) for y in range(60, 180, 20)]
    got = _batch(view, pixels)
    assert got is not None and any(g is not None for g in got)
    assert clicks(ctl, pixels) == [None if g is None else g[0] for g in got]
    wanted = [g for g in got if g is not None][:3]
    batched = []
    monkeypatch.setattr(kp, "first_hits", lambda *a: batched.append(1) or None)
    view.found(wanted, [pixels] * len(wanted))
    assert batched  # (the game's pick: keypick3d walks them at once)
    monkeypatch.setattr(pick_table, "BATCHED", {})
    batched.clear()
    assert _batch(view, pixels) is None and clicks(ctl, pixels) is None
    one_by_one = [next(t for t in pixels if _pick(view, t) == w) for w in wanted]
    assert view.found(wanted, [pixels] * len(wanted)) == one_by_one
    assert not batched  # (none of them batch: picked one by one)
