"""A blocked tap's marks over a 3D view go once the view moves (scenes/play3d_marks.py):
a stranger tapped a blocked arrow, then H; the view turned to the hint and the ring hung
in the air beside the shape, over nothing, for most of a second."""

from __future__ import annotations

import math

import pytest

from quiver.render2d.fx import Effects
from quiver.render3d.camera import OrbitCamera
from quiver.scenes.play3d_marks import Marks, moved, pose_of

SIZE = (640, 480)


def _tapped() -> Effects:
    fx = Effects(motion=True)
    fx.blocked((100, 100), (200, 150), (200, 150))
    fx.heart((30, 30))
    return fx


@pytest.mark.parametrize("how", ["turn", "zoom", "pan", "resize"])
def test_the_marks_go_once_the_view_moves_and_a_lost_heart_stays(how):
    cam, fx, marks = OrbitCamera(radius=5.0), Effects(motion=True), Marks()
    marks.update(fx, pose_of(cam, SIZE), cam.radius)  # a frame before the tap
    fx = _tapped()
    marks.update(fx, pose_of(cam, SIZE), cam.radius)  # the view still: they stay
    assert {"ray", "mark", "heart"} <= fx.kinds()
    size = SIZE
    if how == "turn":
        cam.rotate_local(math.radians(6.0), 0.0)
    elif how == "zoom":
        cam.zoom_by(0.9)
    elif how == "pan":
        cam.pan = cam.right * 1.0
    else:
        size = (800, 600)
    marks.update(fx, pose_of(cam, size), cam.radius)
    assert fx.kinds() == {"heart"}


def test_a_still_view_or_a_hair_of_a_turn_keeps_them():
    cam, marks = OrbitCamera(radius=5.0), Marks()
    marks.update(Effects(motion=True), pose_of(cam, SIZE), cam.radius)
    fx = _tapped()
    for _ in range(5):
        cam.rotate_local(math.radians(0.2), 0.0)
        marks.update(fx, pose_of(cam, SIZE), cam.radius)
    assert {"ray", "mark"} <= fx.kinds()
    assert not moved(pose_of(cam, SIZE), pose_of(cam, SIZE), cam.radius)
