"""A hinted arrow that bounces puts the 3D/Flat hint out, as 2D's view and the session do
(s100 made the session forget it; the 3D controller kept it lit until the arrow left)."""

from __future__ import annotations

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import NX, PX
from quiver.game.session import Session
from quiver.render3d.controller import BoardController


def _two_headed_row() -> Session:
    space = make_space("3d", (8, 1, 1), [(x, 0, 0) for x in range(8)])
    ids = [space.id_of((x, 0, 0)) for x in range(8)]
    both = Arrow((ids[1], ids[2], ids[3]), PX, dir2=NX)  # free by its NX end only
    wall = Arrow((ids[5], ids[6], ids[7]), PX)
    return Session(Board(space, [both, wall], shape="rect", seed=0), hearts=None)


def test_a_hinted_arrow_that_bounces_is_no_longer_lit_in_3d():
    session = _two_headed_row()
    ctl = BoardController(session, (320, 240))
    assert ctl.show_hint() == 0 and ctl.hint == 0
    assert not ctl.fire(0, end=0).left  # its blocked head: a bounce
    assert ctl.hint is None and session.last_hint is None


def test_a_hint_stays_lit_while_another_arrow_leaves():
    session = _two_headed_row()
    ctl = BoardController(session, (320, 240))
    ctl.show_hint()
    assert ctl.fire(1).left  # the other arrow flies: the hinted one is still the move
    assert ctl.hint == 0 and session.last_hint == 0
