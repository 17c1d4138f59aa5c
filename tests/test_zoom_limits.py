"""3D and Flat-3D zoom limits (s52): two wheel notches in pushed a sphere 8 under the HUD's
bars at 1280x800, and the wheel went on to MIN_ZOOM, four cubes on the window. The wheel, a
pinch and the keys zoom in no nearer than near_zoom (the shape's outline at most
ZOOM_IN_FILL times the play area between the bars, or nearer while a cube at its front is
under CUBE_PX pixels), out no farther than far_zoom, at every window size; a smaller
window backs a near zoom out. Headless: the shape's corners projected through the camera."""

from __future__ import annotations

import numpy as np
import pytest

from quiver.render3d.camera import OrbitCamera, default_view
from quiver.render3d.camera_input import CUBE_PX, ZOOM_IN_FILL, ZOOM_OUT, CameraController
from quiver.render3d.flat_renderer import flat_view
from quiver.render3d.framing import voxel_corners
from quiver.shapes.blocks import stairs
from quiver.shapes.solids3d import cube, sphere

SIZES = [(640, 480), (800, 600), (1280, 800), (1920, 1080), (3840, 2160)]
BARS = {(1920, 1080): (97, 86), (3840, 2160): (194, 172)}  # (top bar, bottom bar) px; else 72, 64


def _shape(kind: str) -> tuple[OrbitCamera, list]:
    """The camera a board of `kind` is played through (Flat: fitted to its outline) and its voxels."""
    if kind == "stairs":
        voxels = sorted(stairs(8))
        return OrbitCamera.for_outline(
            voxels, yaw=flat_view("stairs")[0], pitch=flat_view("stairs")[1]
        ), voxels
    voxels = sorted({"sphere8": sphere(8), "sphere30": sphere(30), "cube4": cube(4, 4, 4)}[kind])
    yaw, pitch = default_view("sphere")
    return OrbitCamera.for_voxels(voxels, yaw=yaw, pitch=pitch), voxels


def _fitted(kind: str, size) -> CameraController:
    """A camera's input at `size`, the shape fitted between the bars (bubble.fit_board)."""
    h = size[1]
    top, bottom = BARS.get(size, (72, 64))
    camera, voxels = _shape(kind)
    ctl = CameraController(camera, size, voxels)
    ctl.camera.set_band(top / h, bottom / h)
    ctl.keep_near()
    return ctl


def _on_screen(ctl: CameraController) -> np.ndarray:
    """(N, 2) window pixels of the shape's corners."""
    w, h = ctl.size
    view, proj = ctl.camera.matrices(w, h)
    pts = _corners(ctl)
    clip = np.c_[pts, np.ones(len(pts))] @ np.array(proj * view, dtype=np.float64).T
    assert (clip[:, 3] > 0).all(), "a corner behind the eye"
    ndc = clip[:, :2] / clip[:, 3:4]
    return np.c_[(ndc[:, 0] + 1) * w / 2, h - (ndc[:, 1] + 1) * h / 2]


def _corners(ctl: CameraController) -> np.ndarray:
    """The shape's corners: a Flat block's outline, or those of the 3D cells (x, y, z)."""
    if ctl.camera.outline is not None:
        return ctl.camera.outline
    return voxel_corners([v[:3] for v in ctl.voxels])


def _area(ctl: CameraController) -> tuple[float, float, float, float]:
    """The play area between the bars: (middle x, middle y, half width, half height)."""
    w, h = ctl.size
    top, bottom = (b * h for b in ctl.camera.band)
    return w / 2, (top + h - bottom) / 2, w / 2, (h - top - bottom) / 2


def _reach(ctl: CameraController) -> float:
    """How far the outline reaches from the play area's middle, in play areas (1: to its edge)."""
    xy = _on_screen(ctl)
    cx, cy, hw, hh = _area(ctl)
    return float(max(np.abs(xy[:, 0] - cx).max() / hw, np.abs(xy[:, 1] - cy).max() / hh))


def _front_cube_px(ctl: CameraController) -> float:
    """Pixels a unit cube at the shape's front spans up the window."""
    cam, (w, h) = ctl.camera, ctl.size
    pts = _corners(ctl)
    back = np.array(tuple(cam.back))
    front = pts[np.argmax(pts @ back)]
    up = np.array(tuple(cam.up))
    ys = [cam.project(tuple(p), w, h)[1] for p in (front, front + up)]
    return abs(ys[1] - ys[0])


def _zoom_in(ctl: CameraController, how: str, steps: int = 40) -> None:
    import pygame

    for _ in range(steps):
        if how == "wheel":
            ctl.wheel(1)
        elif how == "pinch":
            ctl.pinch(0.05)
        else:
            ctl.key_down(pygame.K_PAGEUP)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", ["sphere8", "stairs", "cube4"])
@pytest.mark.parametrize("how", ["wheel", "pinch", "keys"])
def test_zooming_in_stops_with_the_shape_round_the_play_area(kind, size, how):
    """A small shape zooms in (a closer look) until its outline reaches ZOOM_IN_FILL times
    the play area from its middle (1280x800, sphere 8: 1.22 after two notches before, on
    to 3.0 and more); never farther, whatever the window or the way of zooming."""
    ctl = _fitted(kind, size)
    home = _reach(ctl)
    assert home <= 1.0  # (at home the shape is inside the play area)
    _zoom_in(ctl, how)
    reach = _reach(ctl)
    assert ctl.camera.zoom < 0.8, "no closer look at all"
    assert reach > 1.3 * home, f"{kind} {size}: zoomed in only {reach / home:.2f}x"
    assert reach <= ZOOM_IN_FILL * 1.01, f"{kind} {size} by {how}: the outline reaches {reach:.2f} play areas"
    if ctl.camera.zoom > ctl.camera.MIN_ZOOM:
        assert reach >= ZOOM_IN_FILL * 0.99 or _front_cube_px(ctl) >= CUBE_PX * 0.99  # stopped at a limit


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_a_big_shape_zooms_in_until_its_front_cubes_can_be_tapped(size):
    """A sphere 30 at 640x480 shows cubes of about 10 px at home: its zoom in goes past
    ZOOM_IN_FILL until a cube at its front is CUBE_PX pixels (or MIN_ZOOM); at 1280x800
    (24 px) as far as the looser of the two limits."""
    ctl = _fitted("sphere30", size)
    before = _front_cube_px(ctl)
    _zoom_in(ctl, "wheel")
    after = _front_cube_px(ctl)
    assert after > 1.8 * before
    assert after <= CUBE_PX * 1.01 or _reach(ctl) <= ZOOM_IN_FILL * 1.01  # (the looser limit)
    assert ctl.camera.zoom == ctl.camera.MIN_ZOOM or after >= CUBE_PX * 0.99


@pytest.mark.parametrize("kind", ["sphere8", "stairs"])
def test_zooming_out_stops_with_the_shape_whole_and_readable(kind):
    """Out: the whole shape inside the play area and no smaller than 1 / ZOOM_OUT of its
    home size (about)."""
    ctl = _fitted(kind, (1280, 800))
    home = _reach(ctl)
    for _ in range(40):
        ctl.wheel(-1)
    assert home / _reach(ctl) <= ZOOM_OUT * 1.05
    assert _reach(ctl) < home


@pytest.mark.parametrize("kind", ["sphere8", "stairs"])
def test_a_zoom_at_its_limit_in_a_big_window_backs_out_in_a_small_one(kind):
    """At the limit in 3840x2160 the window shrinks to 640x480 (and back): the zoom backs
    out to the small window's limit, the outline no farther than ZOOM_IN_FILL."""
    ctl = _fitted("sphere30" if kind == "sphere8" else kind, (3840, 2160))
    _zoom_in(ctl, "wheel")
    for size in [(640, 480), (3840, 2160)]:
        ctl.resize(size)
        top, bottom = BARS.get(size, (72, 64))
        ctl.camera.set_band(top / size[1], bottom / size[1])
        ctl.keep_near()
        assert _reach(ctl) <= ZOOM_IN_FILL * 1.01 or _front_cube_px(ctl) <= CUBE_PX * 1.01


def test_a_step_in_never_pushes_a_nearer_zoom_out():
    """A view nearer than the limit (a hint's turn kept its zoom, a window grew) is not
    pushed out by a step in: the step does nothing."""
    ctl = _fitted("sphere8", (1280, 800))
    ctl.camera.zoom = ctl.camera.MIN_ZOOM
    ctl.wheel(1)
    assert ctl.camera.zoom == ctl.camera.MIN_ZOOM


@pytest.fixture
def open_board(monkeypatch, tmp_path):
    from app_helpers import board_opener

    with board_opener(monkeypatch, tmp_path) as go:
        yield go


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
@pytest.mark.parametrize(("mode", "shape"), [("3d", "sphere"), ("flat", "stairs")])
def test_the_wheel_in_the_game_stops_with_the_shape_round_the_bars(open_board, mode, shape, size):
    """The game itself: ten notches of the wheel over a sphere 8 or a Flat stairs block
    leave its outline within ZOOM_IN_FILL play areas between the HUD's real bars."""
    import pygame
    from app_helpers import post, run

    from quiver.generator import PuzzleSpec, generate

    app, play = open_board(generate(PuzzleSpec(mode, shape, 8, None, "hard", 1)), shape, size)
    middle = (size[0] // 2, (play.hud.top_rect.bottom + play.hud.bottom_rect.y) // 2)
    post(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(0, 0, 0))  # the play area's middle
    for _ in range(10):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        run(app, 2)
    ctl = play.ctl.input
    hud = play.hud
    assert ctl.camera.band == pytest.approx(
        (hud.top_rect.bottom / size[1], (size[1] - hud.bottom_rect.y) / size[1])
    )
    assert ctl.camera.zoom < 0.8
    assert ZOOM_IN_FILL * 0.98 <= _reach(ctl) <= ZOOM_IN_FILL * 1.01


@pytest.mark.parametrize("kind", ["stairs", "cube4"])
@pytest.mark.parametrize("how", ["drag", "keys"])
def test_a_view_zoomed_in_and_turned_keeps_the_shape_round_the_play_area(kind, how):
    """A Flat stairs block zoomed in to the limit face on and turned (up and round) showed
    a bigger outline: 1.85 play areas. A turn by a drag or the held keys backs the zoom
    out to the limit from there."""
    import pygame

    ctl = _fitted(kind, (1280, 800))
    _zoom_in(ctl, "wheel")
    reach = []
    if how == "drag":
        ctl.press((640, 400))
        for k in range(1, 60):
            ctl.motion((640 + 9 * k, 400 + 4 * k))
            reach.append(_reach(ctl))
        ctl.release((640 + 9 * 60, 640))
    else:
        ctl.key_down(pygame.K_LEFT)
        ctl.key_down(pygame.K_DOWN)
        for _ in range(60):
            ctl.update(1 / 30)
            reach.append(_reach(ctl))
    assert max(reach) <= ZOOM_IN_FILL * 1.01
