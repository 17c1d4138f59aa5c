"""After a turn hid the lit head, the light goes to the head that shows nearest where it
is now, the footprint look's heads too (s267): right after a drag the nearest came from
the fixed looks alone, and a head only that look found, nearer, stayed unlit. The frame
the turn comes to rest does no footprint work (the look tries the heads nearest there
first, on the frames after). No window: the controllers, a frame being KeyPick3D.update."""

from __future__ import annotations

import math

import pytest
from test_s235_tab_rays import _view
from test_s260_tab_footprint import _board
from test_s262_tab_slices import _frames

import quiver.scenes.keypick3d as kp
import quiver.scenes.keypick3d_look as look

# a sphere 12 turned from yaw 330 to 300: arrow 122's head hides; the fixed looks' nearest
# head is arrow 51's (16 px off), the footprint look's arrow 123's (13 px)
BOARD, PITCH, ZOOM, ARROW = ("sphere", 12, "easy", 1), -10, 1.2, 122


@pytest.fixture
def feet(monkeypatch) -> list:
    """The heads of each footprint look's call (the lit head's, a slice's rays or walk)."""
    calls: list = []
    for module, name in ((kp, "footprint_found"), (look, "footprint_tries"), (look, "spread_found")):
        real = getattr(module, name)
        monkeypatch.setattr(
            module,
            name,
            lambda view, wanted, *rest, real=real: calls.append(wanted) or real(view, wanted, *rest),
        )
    return calls


def _turned(feet: list) -> kp.KeyPick3D:
    ctl = _view((640, 480), 330, PITCH, ZOOM, _board(*BOARD))
    keys = kp.KeyPick3D(ctl)
    keys._light(keys.head(ARROW))
    _frames(keys)
    ctl.camera.set_angles(300, PITCH, home=False)  # (the drag's last step: the view rests)
    feet.clear()
    keys.update()
    return keys


def test_the_frame_a_turn_rests_on_does_no_footprint_look(feet):
    keys = _turned(feet)
    assert feet == []
    assert keys.lit.arrow != ARROW and keys.pending()


def test_the_head_lit_after_a_turn_is_the_nearest_of_all_that_show(feet):
    keys = _turned(feet)
    _frames(keys)
    ctl = keys.ctl
    cell = dict(kp._ends(ctl.board, ARROW))[0]
    where = kp.CameraLooks(ctl).pixel(kp._head_points(ctl, cell)[0])[:2]
    best = min(kp.all_heads(ctl), key=lambda h: math.dist(h.pos, where))
    assert best.arrow != 51  # (the view still shows what it did: the fixed looks' nearest is 51)
    assert (keys.lit.arrow, keys.lit.end) == (best.arrow, best.end)
    assert ctl.hover == best.arrow
    x, y = keys.lit.pos
    assert ctl.pick((int(x), int(y))).arrow == best.arrow  # (Enter fires what a click there takes)
