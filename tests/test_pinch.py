"""Pinch gestures zoom the 2D board and the 3D camera (touchpads, touch screens)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from quiver.generator import PuzzleSpec, generate


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def pinch(amount, x=0.5, y=0.5):
    return pygame.event.Event(
        pygame.MULTIGESTURE, pinched=amount, rotated=0.0, x=x, y=y, num_fingers=2, touch_id=0
    )


def test_pinch_zooms_the_2d_board_in_and_out():
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    board = generate(PuzzleSpec("2d", "rect", (40, 40), None, "hard", 1))
    app = App((1280, 800), window=False, sound=False, clock=lambda: 0.0, realtime=False)
    scene = Play2DScene(app.ports, board, None, "test", hearts=3)
    app.stack.append(scene)
    start = scene.view.cell
    scene.handle_event(pinch(0.05))
    bigger = scene.view.cell
    scene.handle_event(pinch(-0.05))
    assert bigger > start and scene.view.cell < bigger


def test_pinch_zooms_the_3d_camera():
    from quiver.render3d.camera import OrbitCamera
    from quiver.render3d.camera_input import CameraController

    board = generate(PuzzleSpec("3d", "cube", (4,), None, "hard", 1))
    camera = OrbitCamera.for_voxels([board.space.coord(c) for c in range(len(board.space))])
    ctl = CameraController(camera)
    before = camera.distance(1.6)
    ctl.handle_event(pinch(0.1))
    closer = camera.distance(1.6)
    ctl.handle_event(pinch(-0.2))
    assert closer < before < camera.distance(1.6)
