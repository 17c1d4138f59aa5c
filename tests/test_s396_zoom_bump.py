"""s396: a zoom in at the nearest zoom bumps a lesson's view (render3d/zoom_bump.py): in a
little and back to exactly where it rests; counted every press, started once while it runs
(a held key's repeats), dropped where something else moves the zoom, and none where the
controller does not spring (a puzzle out of a lesson) or the camera's turns are instant
(reduced motion)."""

import pytest

from quiver.render3d.camera import OrbitCamera
from quiver.render3d.camera_input import LESSON_FILL, CameraController
from quiver.render3d.zoom_bump import BUMP, BUMP_TIME, bump_shape

VOXELS = [(x, y, z) for x in range(3) for y in range(5) for z in range(3)]


def _at_the_nearest(springs: bool = True, turn_scale: float = 1.0) -> CameraController:
    ctl = CameraController(OrbitCamera.for_outline(VOXELS), (640, 480), VOXELS)
    ctl.fill, ctl.camera.turn_scale = LESSON_FILL, turn_scale
    for _ in range(20):
        ctl.zoom_by(0.85)
    assert ctl.camera.zoom == pytest.approx(ctl.near_zoom()) and not ctl.bump.active
    ctl.springs = springs
    return ctl


def _run(ctl: CameraController, seconds: float) -> list[float]:
    zooms = []
    for _ in range(round(seconds * 60)):
        ctl.update(1 / 60)
        zooms.append(ctl.camera.zoom)
    return zooms


def test_the_bumps_shape_rises_quickly_and_eases_back():
    assert bump_shape(0.0) == 0 == bump_shape(1.0)
    assert bump_shape(0.25) == pytest.approx(1.0) and 0 < bump_shape(0.7) < bump_shape(0.4)


def test_a_press_at_the_nearest_bumps_in_and_back():
    ctl = _at_the_nearest()
    rest, count = ctl.camera.zoom, ctl.bump.count
    ctl.zoom_by(0.85)
    assert ctl.bump.count == count + 1 and ctl.busy
    zooms = _run(ctl, BUMP_TIME + 0.1)
    assert min(zooms) == pytest.approx(rest * (1 - BUMP), rel=0.01) and zooms[-1] == rest
    assert not ctl.busy


def test_a_held_keys_repeats_do_not_start_it_again_and_a_zoom_out_takes_over():
    ctl = _at_the_nearest()
    rest = ctl.camera.zoom
    ctl.zoom_by(0.85)
    _run(ctl, BUMP_TIME / 4)
    low = ctl.camera.zoom
    ctl.zoom_by(0.85)  # (a repeat, mid-bump: counted, not begun again)
    assert ctl.camera.zoom == low and ctl.bump.active
    ctl.zoom_by(1 / 0.85)  # (a zoom out: it stands)
    out = ctl.camera.zoom
    _run(ctl, BUMP_TIME)
    assert ctl.camera.zoom == out > rest and not ctl.bump.active


@pytest.mark.parametrize("why", ["no springs", "reduced motion"])
def test_no_bump_without_springs_or_with_instant_turns(why):
    ctl = _at_the_nearest(springs=why != "no springs", turn_scale=0.0 if why == "reduced motion" else 1.0)
    rest, count = ctl.camera.zoom, ctl.bump.count
    ctl.zoom_by(0.85)
    assert ctl.bump.count == count + 1  # (still counted: a lesson says so)
    assert set(_run(ctl, BUMP_TIME)) == {rest}
