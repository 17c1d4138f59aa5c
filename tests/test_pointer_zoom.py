"""3D and Flat 3D zoom about the pointer (s60): the wheel and a pinch keep what is under
the pointer there (the eye moves along the pointer's ray, the orbit point pans across the
view plane: render3d/pointer_zoom.py); zooming back out to the fitted view comes back to
the middle; the orbit point stays within reach of the shape's middle and in its box; a
turn after such a zoom turns about the middle of the view without a jump; the keys zoom
about the middle; the zoom limits hold; a tap after such a zoom fires the arrow under
the pointer. Headless: the camera's own projection and rays."""

from __future__ import annotations

import math

import numpy as np
import pytest

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]

from quiver.render3d.camera import OrbitCamera, default_view
from quiver.render3d.camera_input import CUBE_PX, ZOOM_IN_FILL, CameraController
from quiver.render3d.flat_renderer import flat_view
from quiver.render3d.framing import voxel_corners
from quiver.render3d.pointer_zoom import pan_room
from quiver.shapes.blocks import stairs
from quiver.shapes.solids3d import sphere

SIZE = (1280, 800)
BARS = (72, 64)  # the HUD's top and bottom bars at 1280x800, px
POINTERS = [(500, 300), (830, 520), (250, 180), (1100, 650), (640, 404)]


def _fitted(kind: str, size=SIZE) -> CameraController:
    """A sphere 8 (3D, fitted to its sphere) or a stairs 8 (Flat, fitted to its outline)
    between the bars, as a board opens."""
    if kind == "stairs":
        voxels = sorted(stairs(8))
        camera = OrbitCamera.for_outline(voxels, yaw=flat_view("stairs")[0], pitch=flat_view("stairs")[1])
    else:
        voxels = sorted(sphere(8))
        yaw, pitch = default_view("sphere")
        camera = OrbitCamera.for_voxels(voxels, yaw=yaw, pitch=pitch)
    ctl = CameraController(camera, size, voxels)
    camera.set_band(BARS[0] / size[1], BARS[1] / size[1])
    ctl.keep_near()
    return ctl


def _under(ctl: CameraController, pos) -> glm.vec3:
    """The point of the shape's middle plane (square to the view) under window pixel `pos`."""
    cam, (w, h) = ctl.camera, ctl.size
    o, d = cam.ray(*pos, w, h)
    return o + d * (glm.dot(cam.target - o, cam.back) / glm.dot(d, cam.back))


def _drift(ctl: CameraController, point, pos) -> float:
    x, y, _ = ctl.camera.project(point, *ctl.size)
    return math.hypot(x - pos[0], y - pos[1])


def _screen(ctl: CameraController) -> np.ndarray:
    """(N, 2) window pixels of the shape's corners."""
    cam, (w, h) = ctl.camera, ctl.size
    pts = cam.outline if cam.outline is not None else voxel_corners(ctl.voxels)
    view, proj = cam.matrices(w, h)
    clip = np.c_[pts, np.ones(len(pts))] @ np.array(proj * view, dtype=np.float64).T
    assert (clip[:, 3] > 0).all(), "a corner behind the eye"
    ndc = clip[:, :2] / clip[:, 3:4]
    return np.c_[(ndc[:, 0] + 1) * w / 2, h - (ndc[:, 1] + 1) * h / 2]


def _area(ctl: CameraController) -> tuple[float, float, float, float]:
    """The play area between the bars: left, top, right, bottom."""
    w, h = ctl.size
    return 0.0, ctl.camera.band[0] * h, float(w), h - ctl.camera.band[1] * h


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
@pytest.mark.parametrize("pos", POINTERS)
def test_the_point_under_the_pointer_stays_there_in_and_back_out(kind, pos):
    """Three notches in and three out about a pointer: what was under it stays within a
    pixel at every notch; back out, the view is the fitted one again, centred."""
    ctl = _fitted(kind)
    cam = ctl.camera
    home = cam.matrices(*SIZE)
    point = _under(ctl, pos)
    for dy in (1, 1, 1, -1, -1, -1):
        ctl.wheel(dy, pos)
        assert _drift(ctl, point, pos) < 1.0
        if dy > 0:
            assert cam.zoom < 1.0
    assert cam.zoom == pytest.approx(1.0) and glm.length(cam.pan) < 1e-6
    assert all(
        np.allclose(np.array(a), np.array(b), atol=1e-5)
        for a, b in zip(cam.matrices(*SIZE), home, strict=True)
    )


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
def test_zooming_out_anywhere_comes_back_to_the_middle(kind):
    """In to the limit at a corner of the play area, out at another place (or with the
    keys, about the middle): the orbit point comes back to the shape's middle by the
    fitted zoom, never farther than pan_room on the way, and the shape stays on screen."""
    import pygame

    for out in [(1200, 700), None]:
        ctl = _fitted(kind)
        cam = ctl.camera
        for _ in range(12):
            ctl.wheel(1, (150, 130))
        assert glm.length(cam.pan) > 0.5
        for _ in range(12):
            if out is None:
                ctl.key_down(pygame.K_PAGEDOWN)
            else:
                ctl.wheel(-1, out)
            aspect = SIZE[0] / SIZE[1]
            assert glm.length(cam.pan) <= pan_room(cam, aspect) + 1e-6
            xy = _screen(ctl)
            left, top, right, bottom = _area(ctl)
            inside = (xy[:, 0] >= left) & (xy[:, 0] <= right) & (xy[:, 1] >= top) & (xy[:, 1] <= bottom)
            assert inside.any(), "the shape left the play area"
            if cam.zoom >= 1.0:
                assert glm.length(cam.pan) == 0.0


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
def test_the_orbit_point_stays_in_the_shape_s_box(kind):
    """The pointer far out in a corner (over the bars): the orbit point never leaves the
    box round the shape's cubes, so the middle of the view stays on the shape's box."""
    ctl = _fitted(kind)
    lo, hi = ctl.bounds
    for _ in range(12):
        ctl.wheel(1, (5, 795))
        p = ctl.camera.pivot
        assert all(lo[k] - 1e-6 <= p[k] <= hi[k] + 1e-6 for k in range(3))


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
def test_a_turn_after_a_pointer_zoom_turns_about_the_middle_of_the_view(kind):
    """A drag after a zoom about the pointer: the first pixels of it move the picture by
    a few pixels (no jump), and the orbit point (in the middle of the play area) stays
    where it is, on screen and in the world."""
    ctl = _fitted(kind)
    cam = ctl.camera
    pos = (450, 280)
    for _ in range(3):
        ctl.wheel(1, pos)
    pivot = glm.vec3(cam.pivot)
    point = _under(ctl, pos)
    ctl.press(pos)
    ctl.motion((pos[0] + 4, pos[1]))  # within the tap slop: nothing yet
    ctl.motion((pos[0] + 12, pos[1]))  # a drag: turning
    assert ctl.dragging
    assert _drift(ctl, point, pos) < 20  # 8 px of drag turned it a little
    assert glm.length(cam.pivot - pivot) < 1e-6
    x, y, _ = cam.project(pivot, *SIZE)
    left, top, right, bottom = _area(ctl)
    assert (x, y) == pytest.approx(((left + right) / 2, (top + bottom) / 2), abs=0.5)
    for k in range(2, 40):  # on round, far
        ctl.motion((pos[0] + 12 * k, pos[1] + 3 * k))
        assert (_screen(ctl)[:, 0] < SIZE[0]).any() and (_screen(ctl)[:, 0] > 0).any()
    ctl.release((pos[0] + 12 * 39, pos[1] + 3 * 39))
    assert glm.length(cam.pivot - pivot) < 1e-6


def test_the_keys_zoom_about_the_middle():
    """PageUp / PageDown (and +/-) leave the orbit point where it is."""
    import pygame

    ctl = _fitted("sphere")
    cam = ctl.camera
    ctl.wheel(1, (400, 300))
    ctl.wheel(1, (400, 300))
    pan = glm.vec3(cam.pan)
    ctl.key_down(pygame.K_PAGEUP)
    assert cam.zoom < 0.8 and glm.length(cam.pan - pan) < 1e-9


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
@pytest.mark.parametrize("pos", POINTERS[:4])
def test_the_zoom_limits_hold_about_the_pointer(kind, pos):
    """In to the limit about a pointer: the outline's size on screen (not its reach from
    the middle, off to one side now) is within ZOOM_IN_FILL play areas each way, or a
    cube at its front within CUBE_PX, as zooming about the middle."""
    ctl = _fitted(kind)
    for _ in range(30):
        ctl.wheel(1, pos)
    xy = _screen(ctl)
    left, top, right, bottom = _area(ctl)
    fill = max(np.ptp(xy[:, 0]) / (right - left), np.ptp(xy[:, 1]) / (bottom - top))
    assert fill <= ZOOM_IN_FILL * 1.03
    middle = _fitted(kind)
    for _ in range(30):
        middle.wheel(1)
    assert ctl.camera.zoom == pytest.approx(middle.camera.zoom, rel=0.03)
    assert CUBE_PX  # (a sphere 8 and a stairs 8 stop at the fill, not the cube size)


def test_the_wheel_event_zooms_about_the_last_pointer_seen():
    """A MOUSEWHEEL carries no position: the last motion's is used; once the pointer has
    left the window, the middle."""
    import pygame

    ctl = _fitted("sphere")
    ev = pygame.event.Event
    ctl.handle_event(ev(pygame.MOUSEMOTION, pos=(400, 250), rel=(0, 0), buttons=(0, 0, 0)))
    point = _under(ctl, (400, 250))
    ctl.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False))
    assert ctl.camera.zoom < 1 and _drift(ctl, point, (400, 250)) < 1.0
    ctl.handle_event(ev(getattr(pygame, "WINDOWLEAVE", pygame.USEREVENT)))
    pan = glm.vec3(ctl.camera.pan)
    ctl.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False))
    assert glm.length(ctl.camera.pan - pan) < 1e-9
    ctl.handle_event(
        ev(pygame.MULTIGESTURE, touch_id=0, x=0.7, y=0.3, rotated=0.0, pinched=0.03, num_fingers=2)
    )
    assert glm.length(ctl.camera.pan - pan) > 0.05  # about the fingers' middle


@pytest.mark.parametrize("kind", ["sphere", "stairs"])
def test_reset_and_a_hint_s_turn_bring_the_orbit_point_home(kind):
    """Home eases the orbit point back to the middle with the turn; a hint's look_from
    (the probe's instant one too) ends centred."""
    ctl = _fitted(kind)
    cam = ctl.camera
    for _ in range(3):
        ctl.wheel(1, (300, 200))
    cam.reset()
    cam.update(0.1)
    assert glm.length(cam.pan) > 0
    for _ in range(20):
        cam.update(0.1)
    assert glm.length(cam.pan) == 0.0 and cam.zoom == 1.0
    for _ in range(3):
        ctl.wheel(1, (300, 200))
    cam.look_from((1.0, 0.5, 0.2), duration=0, aspect=SIZE[0] / SIZE[1])
    assert glm.length(cam.pan) == 0.0


def test_a_window_made_smaller_keeps_the_orbit_point_in_reach():
    """Zoomed about a corner in a big window, then a small one: the pan shrinks to the
    small window's room."""
    ctl = _fitted("sphere", (1920, 1080))
    for _ in range(12):
        ctl.wheel(1, (200, 150))
    ctl.resize((640, 480))
    ctl.camera.set_band(72 / 480, 64 / 480)
    ctl.keep_near()
    assert glm.length(ctl.camera.pan) <= pan_room(ctl.camera, 640 / 480) + 1e-6


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_tap_after_a_pointer_zoom_fires_the_arrow_under_the_pointer(mode):
    """An arrow's head off the middle, hovered, three notches of the wheel there: the same
    arrow is still under the pointer, and a tap there fires it."""
    import pygame
    from gl_helpers import click

    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    board = generate(PuzzleSpec(mode, "sphere" if mode == "3d" else "stairs", 8, None, "hard", 1))
    session = Session(board, hearts=3)
    ctl = (BoardController if mode == "3d" else FlatBoardController)(session, SIZE)
    ctl.fit_between(BARS[0], SIZE[1] - BARS[1])
    free = set(board.free_arrows())
    found = None
    for y in range(120, 700, 8):
        for x in range(200, 1080, 8):
            if math.dist((x, y), (640, 404)) < 150:
                continue
            p = ctl.pick((x, y))
            if p is not None and p.arrow in free and p.cell == board.arrows[p.arrow].head:
                found = (x, y), p.arrow
                break
        if found:
            break
    assert found, "no free arrow's head off the middle"
    pos, arrow = found
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        ctl.handle_event(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0, flipped=False)
        )
    assert ctl.camera.zoom < 0.8 and glm.length(ctl.camera.pan) > 0.2
    p = ctl.pick(pos)
    assert p is not None and p.arrow == arrow
    click(ctl, *pos)
    assert session.history[-1].arrow == arrow and session.history[-1].left


@pytest.mark.parametrize(("mode", "name", "n"), [("flat", "stairs", 16), ("3d", "torus", 12)])
def test_a_wander_of_pointer_zooms_and_turns_never_loses_the_shape(mode, name, n):
    """Wheel notches in and out about pointers anywhere on the window (over the bars and
    off the shape too), drags and key zooms, in a seeded order: some cube of the shape is
    always in the play area, the orbit point within reach, and the view centred whenever
    the zoom is back to the fitted one or out."""
    import pygame

    from quiver.engine import Rng
    from quiver.shapes import make_shape

    voxels = sorted(tuple(p[:3]) for p in make_shape(mode, name, n).points)
    if mode == "flat":
        camera = OrbitCamera.for_outline(voxels, yaw=flat_view(name)[0], pitch=flat_view(name)[1])
    else:
        camera = OrbitCamera.for_voxels(voxels, yaw=default_view(name)[0], pitch=default_view(name)[1])
    rng = Rng(60)
    cubes = np.array(voxels, dtype=np.float64) + 0.5
    for size in [(1280, 800), (640, 480)]:
        w, h = size
        ctl = CameraController(camera, size, voxels)
        camera.set_band(BARS[0] / h, BARS[1] / h)
        ctl.keep_near()
        for _ in range(120):
            r = rng.random()
            if r < 0.6:
                ctl.wheel(1 if rng.random() < 0.65 else -1, (rng.random() * w, rng.random() * h))
            elif r < 0.9:
                x, y = 100 + rng.random() * (w - 200), 100 + rng.random() * (h - 200)
                ctl.press((x, y))
                for k in range(1, 6):
                    ctl.motion((x + k * rng.between(-30, 30), y + k * rng.between(-20, 20)))
                ctl.release((x + 100, y))
            else:
                ctl.key_down(pygame.K_PAGEDOWN)
            view, proj = camera.matrices(w, h)
            clip = np.c_[cubes, np.ones(len(cubes))] @ np.array(proj * view, dtype=np.float64).T
            clip = clip[clip[:, 3] > 0]
            x, y = (clip[:, 0] / clip[:, 3] + 1) * w / 2, h - (clip[:, 1] / clip[:, 3] + 1) * h / 2
            assert ((x >= 0) & (x <= w) & (y >= BARS[0]) & (y <= h - BARS[1])).any(), "the shape is lost"
            assert glm.length(camera.pan) <= pan_room(camera, w / h) + 1e-6
            if camera.zoom >= 1.0:
                assert glm.length(camera.pan) == 0.0
