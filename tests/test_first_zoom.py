"""The first zoom in on a 3D board (s55): the shape's corners that bound a zoom in
(camera_input.near_zoom) were found on the first zoom in, a sphere 64's in 27-55 ms of
that frame: the first wheel turn stalled. They are found as the board opens (the
controller made), so no zoom finds them; a Flat camera's outline serves instead.
(bench/first_zoom.py measures both.)"""

from __future__ import annotations

import numpy as np

from quiver.render3d import camera_input
from quiver.render3d.camera import OrbitCamera
from quiver.render3d.camera_input import CameraController
from quiver.render3d.framing import voxel_corners
from quiver.shapes.blocks import stairs
from quiver.shapes.solids3d import sphere


def _counted(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = camera_input.voxel_corners

    def count(v):
        calls.append(len(v))
        return real(v)

    monkeypatch.setattr(camera_input, "voxel_corners", count)
    return calls


def test_the_corners_are_found_as_the_board_opens_not_on_the_first_zoom(monkeypatch):
    calls = _counted(monkeypatch)
    voxels = sorted(sphere(12))
    ctl = CameraController(OrbitCamera.for_voxels(voxels), (1280, 800), voxels)
    assert calls == [len(voxels)]  # found with the controller
    for _ in range(12):
        ctl.wheel(1)  # in, to the limit
    ctl.keep_near()
    assert calls == [len(voxels)]  # and never again
    assert np.array_equal(ctl._corners, voxel_corners(np.array(voxels)))
    assert ctl.camera.zoom == ctl.near_zoom() > ctl.camera.MIN_ZOOM  # the limit they set holds


def test_cells_with_more_than_xyz_give_their_voxels_corners(monkeypatch):
    """A board's cells may carry more than x, y, z: only those count."""
    voxels = sorted(sphere(6))
    ctl = CameraController(OrbitCamera.for_voxels(voxels), (640, 480), [(*v, 7) for v in voxels])
    assert np.array_equal(ctl._corners, voxel_corners(np.array(voxels)))


def test_a_camera_with_an_outline_finds_no_corners(monkeypatch):
    """Flat's camera is fitted to its block's outline: that bounds the zoom, nothing more is found."""
    voxels = sorted(stairs(8))
    camera = OrbitCamera.for_outline(voxels)
    calls = _counted(monkeypatch)
    ctl = CameraController(camera, (1280, 800), voxels)
    ctl.wheel(1)
    assert calls == [] and ctl._corners is None


def test_voxels_read_flat_as_a_tuple_a_voxel_read_them():
    """framing.voxel_array (np.fromiter over the cells, s55) gives what np.array of a tuple
    a voxel gave, from a list, a set, a generator or an array, and the camera frames alike."""
    from quiver.render3d.framing import voxel_array

    voxels = sorted(sphere(9))
    want = np.array(voxels, dtype=np.int64)
    for given in (voxels, set(voxels), (v for v in voxels), want, [(*v, 2) for v in voxels]):
        got = voxel_array(given)
        assert got.shape == want.shape and {tuple(p) for p in got.tolist()} == set(voxels)
    assert voxel_array([]).shape == (0, 3)
    a, b = OrbitCamera.for_voxels(voxels), OrbitCamera.for_voxels(set(voxels))
    assert tuple(a.target) == tuple(b.target) and a.radius == b.radius
