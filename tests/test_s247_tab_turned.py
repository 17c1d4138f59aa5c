"""Tab's light after the view moves (s247): `CameraLooks.lit`, which finds the lit head again
from a new view, takes Tab's last look too (keypick3d_near), so a head Tab lit through
it stays lit after a turn that leaves it showing (it went to the head nearest it, and
Enter fired that other arrow), and the brackets stay where Tab put them on the next
frame. No window: the controllers."""

from __future__ import annotations

import pytest
from test_s235_tab_rays import _view  # (the same sphere 12, framed as the game frames it)

import quiver.scenes.keypick3d as kp

VIEWS = [((640, 480), 40, 20, 1.0), ((800, 600), 130, -35, 0.7), ((640, 480), 220, 60, 1.6)]


@pytest.mark.parametrize(("size", "yaw", "pitch", "zoom"), VIEWS)
def test_each_head_tab_lights_is_found_again_from_the_same_view(size, yaw, pitch, zoom):
    ctl = _view(size, yaw, pitch, zoom)
    view = kp.CameraLooks(ctl)
    heads = kp.shown_heads(ctl)
    assert heads
    lost = [(h.arrow, h.end) for h in heads if view.lit(h.arrow, h.end) is None]
    assert lost == []


def test_a_small_turn_keeps_the_light_on_a_head_that_still_shows():
    size, yaw, pitch, zoom = VIEWS[2]
    turned = _view(size, yaw + 0.3, pitch, zoom)
    still = {(h.arrow, h.end) for h in kp.shown_heads(turned)}
    moved = []
    for h in kp.shown_heads(_view(size, yaw, pitch, zoom)):
        if (h.arrow, h.end) not in still:
            continue
        ctl = _view(size, yaw, pitch, zoom)
        keys = kp.KeyPick3D(ctl)
        keys._light(h)
        keys.update()
        ctl.camera.set_angles(yaw + 0.3, pitch, home=False)
        keys.update()
        if (keys.lit.arrow, keys.lit.end) != (h.arrow, h.end) or ctl.hover != h.arrow:
            moved.append((h.arrow, keys.lit.arrow))
    assert moved == []


def test_the_brackets_stay_where_tab_put_them_on_the_next_frame():
    ctl = _view(*VIEWS[0])
    keys = kp.KeyPick3D(ctl)
    hopped = []
    for _ in kp.shown_heads(ctl):
        lit = keys.step(1)
        keys.update()
        if keys.lit != lit:
            hopped.append((lit, keys.lit))
    assert hopped == []
