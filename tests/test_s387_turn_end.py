"""What lesson_fold reads of the camera (s387), as pure math: where an eased turn ends,
the camera looked at from there and put back, and whether the player holds the view."""

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm
import pytest

from quiver.render3d.camera import OrbitCamera
from quiver.render3d.camera_input import CameraController


@pytest.mark.parametrize("free", [False, True])
def test_an_eased_turn_says_where_it_ends_and_is_looked_at_from_there(free):
    cam = OrbitCamera(target=(0, 0, 0), radius=5)
    cam.free = free
    assert cam.turn_end is None
    cam.pan = glm.vec3(0.5, 0.0, 0.0)
    start, zoom, pan = glm.quat(cam.rot), cam.zoom, glm.vec3(cam.pan)
    cam.look_from((1.0, 0.2, 0.0))
    end = cam.turn_end
    assert end is not None and cam.turn_end is end  # (the same object each time: that turn)
    with cam.at_turn_end():
        assert not cam.turning and cam.rot == end and cam.pan == glm.vec3(0.0)
        back = cam.back
    assert back.x > 0.9  # (looking from +x, as asked)
    assert cam.turning and cam.turn_end is end and cam.rot == start and cam.zoom == zoom and cam.pan == pan
    cam.update(0.1)
    assert cam.turn_end is end  # (the same turn, part way)
    cam.update(1.0)
    assert cam.turn_end is None and abs(glm.dot(cam.rot, end)) > 0.9999
    now = glm.quat(cam.rot)
    with cam.at_turn_end():  # (no turn: the camera as it is)
        assert cam.rot == now


def test_the_view_is_held_while_a_button_is_down_on_it_moving_or_not_or_a_turning_key():
    import pygame

    ctl = CameraController(OrbitCamera(target=(0, 0, 0), radius=5), (640, 480))
    assert not ctl.holding
    ctl.press((100, 100))
    assert ctl.holding and not ctl.dragging  # (a press held still)
    ctl.motion((160, 100))
    assert ctl.holding and ctl.dragging
    ctl.release((160, 100))
    assert not ctl.holding
    assert ctl.key_down(pygame.K_LEFT)
    assert ctl.holding
    ctl.key_up(pygame.K_LEFT)
    assert not ctl.holding
