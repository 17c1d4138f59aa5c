"""One input layer for every mode (quiver/input.py): the wheel honours `flipped` and
the legacy wheel buttons are never presses, in 2D and in 3D alike; one drag threshold."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from quiver.generator import PuzzleSpec, generate
from quiver.input import DRAG_THRESHOLD, WHEEL_BUTTONS, read, wheel_notches


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def wheel(y, flipped=False):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0, precise_y=float(y), flipped=flipped)


def button(kind, b, pos=(640, 400)):
    return pygame.event.Event(kind, button=b, pos=pos)


def scene_2d():
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    board = generate(PuzzleSpec("2d", "rect", (40, 40), None, "hard", 1))
    app = App((1280, 800), window=False, sound=False, clock=lambda: 0.0, realtime=False)
    scene = Play2DScene(app.ports, board, None, "test", hearts=3)
    app.stack.append(scene)
    scene.ptr.pointer = (640, 400)
    return scene


def camera_3d():
    from quiver.render3d.camera import OrbitCamera
    from quiver.render3d.camera_input import CameraController

    board = generate(PuzzleSpec("3d", "cube", (4,), None, "hard", 1))
    camera = OrbitCamera.for_voxels([board.space.coord(c) for c in range(len(board.space))])
    return CameraController(camera), camera


def test_wheel_notches_honour_flipped_and_fall_back_to_whole_steps():
    assert wheel_notches(wheel(2)) == 2 and wheel_notches(wheel(2, flipped=True)) == -2
    coarse = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_y=0.0, flipped=False)
    assert wheel_notches(coarse) == 1


def test_a_flipped_wheel_zooms_the_same_way_in_2d_and_3d():
    scene = scene_2d()
    start = scene.view.cell
    scene.handle_event(wheel(1))
    assert scene.view.cell > start
    scene.handle_event(wheel(1, flipped=True))  # natural scrolling: back out
    assert scene.view.cell == pytest.approx(start, rel=1e-6)
    ctl, camera = camera_3d()
    before = camera.distance(1.6)
    ctl.handle_event(wheel(1))
    closer = camera.distance(1.6)
    ctl.handle_event(wheel(1, flipped=True))
    assert closer < before and camera.distance(1.6) == pytest.approx(before, rel=1e-6)


@pytest.mark.parametrize("b", WHEEL_BUTTONS)
def test_legacy_wheel_buttons_are_never_presses(b):
    assert read(button(pygame.MOUSEBUTTONDOWN, b), (1280, 800)) is None
    ctl, _ = camera_3d()
    assert ctl.handle_event(button(pygame.MOUSEBUTTONDOWN, b)) is None
    scene = scene_2d()
    assert scene.handle_event(button(pygame.MOUSEBUTTONDOWN, b)) is None
    assert scene.ptr.drag is None and scene.ptr.pressed is None


def test_one_drag_threshold_for_a_2d_pan_and_a_3d_turn():
    short, far = (640 + DRAG_THRESHOLD - 1, 400), (640 + DRAG_THRESHOLD, 400)
    ctl, _ = camera_3d()
    ctl.handle_event(button(pygame.MOUSEBUTTONDOWN, 1))
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=short, rel=(0, 0), buttons=(1, 0, 0)))
    assert not ctl.dragging
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0)))
    assert ctl.dragging
    scene = scene_2d()
    scene.handle_event(button(pygame.MOUSEBUTTONDOWN, 3))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=short, rel=(0, 0), buttons=(0, 0, 1)))
    assert not scene.ptr.drag.moved
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(0, 0, 1)))
    assert scene.ptr.drag.moved
