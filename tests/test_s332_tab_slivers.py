"""s332: Tab in 3D and a head seen only as a sliver. Over s283's 45 views at 640x480 six
heads a click takes are never lit by Tab: slivers of 1-5 px (a click 1 px off takes
another arrow) and two strips of 19 and 30 px seen through a face edge-on. Decided: Tab
skips them and never turns the camera for them. A player sees nothing there to pick (the
PNGs: before the light, no head shows; lit, only its see-through ghost would), and a turn
on a Tab press would reorder the very cycle being stepped through and undo the player's
zoom. A view turned toward the head shows it whole, and Tab lights it there: the arrow
keys or a hint bring it round. No window: the controllers, picked as a click picks."""

from __future__ import annotations

import pytest
from test_s235_tab_rays import _view
from test_s260_tab_footprint import _board, _lit

import quiver.scenes.keypick3d as kp
from quiver.scenes.keyspread3d import _batch

# (shape, size, level, seed, yaw, pitch, zoom, (arrow, head cell) a click takes at a sliver)
SLIVERS = [
    ("sphere", 12, "easy", 1, 300, -10, 1.2, (90, 563)),  # 3 px
    ("sphere", 8, "easy", 1, 300, -10, 1.2, (38, 238)),  # 5 px
    ("sphere", 8, "medium", 1, 300, -10, 1.2, (16, 93)),  # 3 px (no view a hint may turn to shows it)
    ("sphere", 8, "hard", 1, 300, -10, 1.2, (29, 141)),  # 19 px, through a face edge-on
    ("sphere", 8, "hard", 3, 300, -10, 1.2, (29, 142)),  # 30 px, the same
]


def _clicked(ctl, head) -> int:
    v = kp.CameraLooks(ctl)
    pixels = [(float(x), float(y)) for y in range(int(v.top), int(v.bottom)) for x in range(v.w)]
    return sum(p == head for p in _batch(v, pixels))


@pytest.mark.slow
@pytest.mark.parametrize(("shape", "size", "level", "seed", "yaw", "pitch", "zoom", "head"), SLIVERS)
def test_a_head_seen_as_a_sliver_is_skipped_and_lit_once_the_view_turns_toward_it(
    shape, size, level, seed, yaw, pitch, zoom, head
):
    ctl = _view((640, 480), yaw, pitch, zoom, _board(shape, size, level, seed))
    assert 0 < _clicked(ctl, head) <= 30  # a sliver a click takes
    assert head not in _lit(ctl)  # skipped ...
    turned = ctl.camera.state()
    kp.all_heads(ctl)
    assert ctl.camera.state() == turned  # ... with no turn of the camera
    if not ctl.can_show(head[0]):  # (its face looks down under the shape: no upright view has more)
        return
    ctl.turn_to_head(head[0])  # the view a hint turns to
    ctl.camera.update(10.0)  # (the turn's end)
    assert _clicked(ctl, head) > 100  # now it shows whole
    assert head in _lit(ctl)  # and Tab lights it
