"""s334: Tab on a Flat-3D face seen almost edge-on. After a turn down to pitch 5 the
ziggurat of s224 (Flat level 5, 640x480, yaw 270) shows arrow 2's head on its top as a
strip 4 rows tall (292 px a click takes), and Tab lit it: under the brackets it read as a
line, the red arrow beyond it showing more. A Flat face now needs FLAT_EDGE_PX across
(4.5) where a 3D cube's side needs EDGE_PX (3): the strip is skipped as s332's slivers
are; from pitch 6 (5.1 across, 6 rows, a lighter tile) it is lit as s224 asked. No window:
the controllers."""

from __future__ import annotations

from test_s224_tab_strips import _clicked, _ziggurat

import quiver.scenes.keypick3d as kp
from quiver.render3d.headcull import EDGE_PX, FLAT_EDGE_PX


def test_a_strip_four_rows_tall_on_a_flat_face_is_skipped():
    ctl = _ziggurat(5)
    px, rows = _clicked(ctl, 2)
    assert px > 250 and rows == 4, (px, rows)  # (a click still takes it)
    assert 2 not in {h.arrow for h in kp.shown_heads(ctl)}


def test_turned_up_a_degree_it_is_lit():
    ctl = _ziggurat(6)
    assert 2 in {h.arrow for h in kp.shown_heads(ctl)}
    assert EDGE_PX < FLAT_EDGE_PX < 5.1
