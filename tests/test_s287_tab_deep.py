"""Tab reaches every head a click takes by more than a sliver, seen on past heads' rooms
(s287): from above a sphere 8 a ray passed beside three heads' pyramids to a fourth's
collar, 87 px a click took, and the Tab cull and its exact test (keyspread3d.whole) looked
two heads deep: 8 of the 9 heads a click took there were lit, not that one. No window: the
controllers, picked as a click picks."""

from __future__ import annotations

from test_s235_tab_rays import _view
from test_s260_tab_footprint import _board, _lit
from test_s267_tab_cull import clicked

import quiver.scenes.keypick3d as kp
from quiver.render3d.headcull import may_show

VIEW = ("sphere", 8, "medium", 2, 80, 60, 0.5)
HEAD = (46, 249)  # (its face +y against arrow 47's head, past 49's and 50's)


def test_a_head_seen_past_three_heads_rooms_is_kept_and_lit():
    ctl = _view((640, 480), *VIEW[4:], _board(*VIEW[:4]))
    assert clicked(ctl, HEAD) >= 50
    ends = {
        (i, dict(kp._ends(ctl.board, i))[e]) for i, e, _f in may_show(ctl, kp.CameraLooks(ctl), kp.FACING)
    }
    assert HEAD in ends
    lit = _lit(ctl)
    assert HEAD in lit
    x, y = lit[HEAD].pos
    pick = ctl.pick((int(x), int(y)))
    assert (pick.arrow, pick.cell) == HEAD


def test_the_exact_test_sees_past_it_as_the_cull_does():
    ctl = _view((640, 480), *VIEW[4:], _board(*VIEW[:4]))
    view = kp.CameraLooks(ctl)
    c = ctl.board.space.coord(HEAD[1])
    assert not view.filled((c[0], c[1] + 1, c[2]), (0, 1, 0))  # (the face a click sees it through)
