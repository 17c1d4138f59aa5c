"""The orbit camera as pure math (glm, no GL)."""

import math

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm
import pytest

from quiver.render3d.camera import OrbitCamera, look_rotation, orientation


def close(a, b, tol=1e-5):
    return all(abs(x - y) < tol for x, y in zip(a, b, strict=True))


def orthonormal(q):
    m = glm.mat3_cast(q)
    for i in range(3):
        assert abs(glm.length(m[i]) - 1) < 1e-5
        for j in range(i + 1, 3):
            assert abs(glm.dot(m[i], m[j])) < 1e-5
    assert abs(glm.determinant(m) - 1) < 1e-5


def test_default_view_is_yaw_35_pitch_25_upright():
    cam = OrbitCamera(target=(0, 0, 0), radius=5)
    y, p = math.radians(35), math.radians(25)
    assert close(cam.back, (math.sin(y) * math.cos(p), math.sin(p), math.cos(y) * math.cos(p)))
    assert cam.right.y == pytest.approx(0, abs=1e-6)  # no roll
    assert cam.up.y > 0
    yaw, pitch = cam.angles()
    assert (yaw, pitch) == (pytest.approx(35), pytest.approx(25))


def test_zero_angles_look_down_minus_z_from_the_viewer():
    cam = OrbitCamera(target=(1, 2, 3), radius=2, yaw=0, pitch=0)
    assert close(cam.back, (0, 0, 1))
    eye = cam.eye(1.0)
    assert eye.x == pytest.approx(1) and eye.y == pytest.approx(2) and eye.z > 3


def test_target_projects_to_the_centre_and_x_right_y_up():
    cam = OrbitCamera(target=(4, 4, 4), radius=6, yaw=0, pitch=0)
    x, y, depth = cam.project((4, 4, 4), 800, 600)
    assert (x, y) == (pytest.approx(400), pytest.approx(300))
    assert 0 < depth < 1
    xr, _, _ = cam.project((5, 4, 4), 800, 600)
    _, yu, _ = cam.project((4, 5, 4), 800, 600)
    assert xr > 400 and yu < 300  # +x to the right, +y up (pixel rows grow down)


def test_bounding_sphere_always_fits():
    cam = OrbitCamera(target=(0, 0, 0), radius=3**0.5)
    corners = [(sx, sy, sz) for sx in (-1, 1) for sy in (-1, 1) for sz in (-1, 1)]
    for w, h in ((1280, 800), (600, 900)):
        for _step in range(12):
            cam.drag(97, 41, h)
            for c in corners:
                x, y, d = cam.project(c, w, h)
                assert 0 <= x <= w and 0 <= y <= h and 0 < d < 1


def test_drag_turns_the_shape_with_the_pointer():
    cam = OrbitCamera(radius=5)
    yaw0, pitch0 = cam.angles()
    cam.drag(50, 0, 800)  # drag right: the shape turns right, the eye goes left
    assert cam.angles()[0] < yaw0
    cam2 = OrbitCamera(radius=5)
    cam2.drag(0, 50, 800)  # drag down: the top comes toward you: eye goes up
    assert cam2.angles()[1] > pitch0


def test_no_gimbal_lock_over_the_pole():
    cam = OrbitCamera(radius=5, yaw=20, pitch=0)
    cam.free = True  # the free trackball setting
    seen_pole = False
    for _ in range(360):  # a full vertical loop, 1 degree at a time
        cam.rotate_local(0, math.radians(1))
        orthonormal(cam.rot)
        view, _proj = cam.matrices(800, 600)
        assert all(math.isfinite(v) for col in view for v in col)
        if cam.back.y > 0.9999:
            seen_pole = True
            # looking straight down, a horizontal drag still turns the view (no lock)
            before = glm.vec3(cam.right)
            cam.drag(40, 0, 600)
            assert glm.length(cam.right - before) > 0.05
            cam.drag(-40, 0, 600)
    assert seen_pole
    yaw, pitch = cam.angles()
    assert (yaw, pitch) == (pytest.approx(20, abs=1e-3), pytest.approx(0, abs=1e-3))


def test_zoom_is_clamped_and_reset_eases_home():
    cam = OrbitCamera(radius=5)
    for _ in range(100):
        cam.zoom_by(0.5)
    assert cam.zoom == OrbitCamera.MIN_ZOOM
    assert cam.distance(1.6) > cam.radius  # never inside the shape's sphere
    cam.drag(300, -120, 800)
    cam.reset(duration=0.3)
    assert cam.turning
    for _ in range(10):
        cam.update(0.05)
    assert not cam.turning
    assert cam.zoom == 1.0
    assert close(cam.back, orientation(35, 25) * glm.vec3(0, 0, 1))


def test_look_from_and_look_rotation():
    cam = OrbitCamera(radius=5)
    cam.look_from((1, 0, 0), duration=0)
    assert close(cam.back, (1, 0, 0))
    assert cam.up.y == pytest.approx(1)
    q = look_rotation(glm.vec3(0, 1, 0))  # straight down: still a valid rotation
    orthonormal(q)
    assert close(q * glm.vec3(0, 0, 1), (0, 1, 0))


def test_for_voxels_frames_the_box_centre():
    cam = OrbitCamera.for_voxels([(0, 0, 0), (2, 3, 1)])
    assert close(cam.target, (1.5, 2, 1))
    assert cam.radius == pytest.approx(math.sqrt(1.5**2 + 2**2 + 1**2))


def test_set_angles_round_trip():
    cam = OrbitCamera(radius=2)
    for yaw, pitch in ((0, 0), (-120, 40), (170, -60), (90, 89)):
        cam.set_angles(yaw, pitch)
        y, p = cam.angles()
        assert p == pytest.approx(pitch, abs=1e-3)
        assert (y - yaw + 180) % 360 - 180 == pytest.approx(0, abs=1e-3)


# -- framing a block by its outline (Flat 3D) ---------------------------------------------
def ziggurat(n=8):
    """Three layers, each one cell narrower all round than the one below: flat and stepped."""
    return [(x, y, z) for y in range(3) for x in range(y, n - y) for z in range(y, n - y)]


def corner_pixels(cam, voxels, w, h):
    from quiver.render3d.framing import voxel_corners

    return [cam.project(tuple(p), w, h)[:2] for p in voxel_corners(voxels)]


def test_outline_camera_fills_and_centres_the_home_view():
    from quiver.render3d.framing import MARGIN

    vox = ziggurat()
    for w, h in ((1280, 800), (500, 900)):
        cam = OrbitCamera.for_outline(vox, yaw=30, pitch=38)
        px = corner_pixels(cam, vox, w, h)
        xs, ys = [p[0] for p in px], [p[1] for p in px]
        assert min(xs) > 0 and max(xs) < w and min(ys) > 0 and max(ys) < h
        # tight: the corner nearest the frame is just the margin away; centred on both axes
        gap = min(min(xs) / w, 1 - max(xs) / w, min(ys) / h, 1 - max(ys) / h)
        assert gap == pytest.approx((1 - 1 / MARGIN) / 2, abs=1e-3)
        assert (min(xs) + max(xs)) / 2 == pytest.approx(w / 2, abs=0.03 * w)
        assert (min(ys) + max(ys)) / 2 == pytest.approx(h / 2, abs=0.03 * h)
        # in a wide window, much closer than the bounding sphere allows...
        if w > h:
            sphere = OrbitCamera.for_voxels(vox, yaw=30, pitch=38)
            assert cam.distance(w / h) < 0.85 * sphere.distance(w / h)
        # ...which, about the new target, still bounds the block (clip planes, depth cue)
        assert all(
            glm.length(glm.vec3(*c) - cam.target) <= cam.radius + 1e-6
            for c in [
                (x + i, y + j, z + k) for x, y, z in vox for i in (0, 1) for j in (0, 1) for k in (0, 1)
            ]
        )


def test_outline_camera_zooms_out_to_keep_the_block_in_view_when_turned():
    vox = ziggurat()
    w, h = 1280, 800
    cam = OrbitCamera.for_outline(vox, yaw=30, pitch=38)
    cam.free = True  # so it may look from right above
    cam.look_from((0.2, 1.0, 0.3), duration=0)  # no aspect: the zoom stays
    assert cam.zoom == 1.0
    ys = [p[1] for p in corner_pixels(cam, vox, w, h)]
    assert min(ys) < 0 or max(ys) > h  # from above it overflows...
    cam.look_from((0.2, 1.0, 0.3), duration=0, aspect=w / h)
    assert cam.zoom > 1.0
    for x, y in corner_pixels(cam, vox, w, h):  # ...unless it zooms out
        assert 0 <= x <= w and 0 <= y <= h
    cam.reset(duration=0)
    assert cam.zoom == 1.0


def test_a_sphere_camera_keeps_its_zoom_when_turned_unless_zoomed_in():
    """Zoomed out, a hint's turn keeps the zoom; zoomed in, it goes back to the home
    framing, where the whole shape shows (s18: a hint turned its head out of the window)."""
    cam = OrbitCamera.for_voxels([(0, 0, 0), (7, 2, 7)])
    cam.zoom_by(2.0)
    cam.look_from((0.2, 1.0, 0.3), duration=0, aspect=1.6)
    assert cam.zoom == 2.0
    cam.zoom_by(0.2)
    cam.look_from((0.2, -1.0, 0.3), duration=0, aspect=1.6)
    assert cam.zoom == 1.0


def test_turntable_never_tilts_the_horizon_and_stops_short_of_the_poles():
    """The default camera: any mix of drags and eased turns keeps the camera's right
    axis level (no roll), the pitch within MAX_PITCH, and a look from straight above
    comes down to HINT_PITCH, upright."""
    cam = OrbitCamera(radius=5, yaw=20, pitch=10)
    assert not cam.free
    moves = [(37, 0), (0, 90), (-23, 41), (80, -300), (0, 900), (-5, 5), (120, 77)]
    for dx, dy in moves * 3:
        cam.drag(dx, dy, 600)
        assert abs(cam.right.y) < 1e-5 and cam.up.y > 0
        assert abs(cam.angles()[1]) <= OrbitCamera.MAX_PITCH + 1e-3
    assert cam.angles()[1] == pytest.approx(OrbitCamera.MAX_PITCH)  # the drag up stopped there
    cam.look_from((0.0, 1.0, 0.001), duration=0.5)
    frames = 0
    while cam.turning:
        cam.update(1 / 60)
        frames += 1
        assert abs(cam.right.y) < 1e-5 and cam.up.y > 0  # upright all the way
    assert frames > 10  # it eased, not jumped
    assert cam.angles()[1] == pytest.approx(OrbitCamera.HINT_PITCH, abs=1e-3)
    cam.rotate_local(math.radians(30), 0)  # keys: yaw about world up
    assert abs(cam.right.y) < 1e-5


def test_the_free_camera_setting_reaches_the_controller():
    from quiver.game.session import Session
    from quiver.game.settings import Settings
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController

    ctl = BoardController(Session(generate(PuzzleSpec("3d", "cube", (3,), None, "easy", 1)), None))
    assert not ctl.camera.free
    ctl.configure(Settings(free_camera=True))
    assert ctl.camera.free
    ctl.configure(Settings(reduced_motion=True))
    assert not ctl.camera.free and ctl.camera.turn_scale == 0.0
    ctl.camera.drag(300, 200, 800)
    ctl.camera.reset()
    assert not ctl.camera.turning  # reduced motion: Home is instant


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (500, 900)])
@pytest.mark.parametrize("kind", ["tower", "cube", "big cube", "flat ziggurat"])
def test_the_farthest_zoom_out_shows_the_whole_shape_big_enough_to_play(kind, size):
    """Zoomed out as far as the wheel goes, a 3D shape shrank to a fifth of the window
    (MAX_ZOOM 3): now the whole shape shows from any side, and fills at least 40% of the
    window's width or height."""
    from quiver.render3d.camera_input import CameraController

    vox = {
        "tower": [(x, y, z) for x in range(3) for y in range(5) for z in range(3)],
        "cube": [(x, y, z) for x in range(4) for y in range(4) for z in range(4)],
        "big cube": [(x, y, z) for x in range(24) for y in range(24) for z in range(24) if 0 in (x, y, z)],
        "flat ziggurat": ziggurat(),
    }[kind]
    w, h = size
    make = OrbitCamera.for_outline if kind.startswith("flat") else OrbitCamera.for_voxels
    cam = make(vox, yaw=30, pitch=38)
    ctl = CameraController(cam, size)
    for _ in range(60):
        ctl.wheel(-1)
    assert cam.zoom > 1.0
    px = corner_pixels(cam, vox, w, h)
    xs, ys = [p[0] for p in px], [p[1] for p in px]
    assert max((max(xs) - min(xs)) / w, (max(ys) - min(ys)) / h) >= 0.4, cam.zoom
    for yaw, pitch in ((30, 38), (120, -20), (200, 60), (300, 5)):  # whole from any side
        cam.rot = orientation(yaw, pitch)
        assert all(0 <= x <= w and 0 <= y <= h for x, y in corner_pixels(cam, vox, w, h)), (yaw, pitch)
