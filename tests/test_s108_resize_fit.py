"""A window resized re-fits a 3D board's home view once, for the new size (s108).

The home distance is no nearer than framing.turned_distance (every turntable side in
view), measured again at each new window aspect: a sphere 64's took 0.05-0.5 s. A
resize measured it twice: CameraController.resize kept the pan within reach
(pointer_zoom.pan_room) at the new aspect with the old HUD bars, then the bars moved
(set_band) and the zoom's bounds measured it again. At zoom 1 and out the pan has no
room whatever the distance, so that first measure was spent for nothing. The app applies
the window's size as it is when an event comes (App.dispatch: queued resize events after
the first find the size already applied), so a drag measures at most once a frame.
Pure math, no window.
"""

from __future__ import annotations

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d import camera as camera_module
from quiver.render3d.controller import BoardController


@pytest.fixture
def measured(monkeypatch):
    """The sizes (aspect) turned_distance is measured for."""
    seen: list[float] = []
    real = camera_module.turned_distance

    def counting(points, target, fov, aspect, *rest):
        seen.append(aspect)
        return real(points, target, fov, aspect, *rest)

    monkeypatch.setattr(camera_module, "turned_distance", counting)
    return seen


def _resized(ctl, size):
    """What the play scene does on a resize (PlayScene.resize -> fit_view, fit_board)."""
    h = size[1]
    ctl.resize(size)
    ctl.fit_between(72, h - 64)


@pytest.mark.parametrize("zoom", [1.0, 1.5])
def test_a_resize_measures_the_turned_distance_once_for_the_new_size(measured, zoom):
    board = generate(PuzzleSpec("3d", "torus", None, None, "easy", 1))
    ctl = BoardController(Session(board), (1280, 800))
    _resized(ctl, (1280, 800))
    ctl.camera.zoom = zoom
    home = ctl.camera.distance(1280 / 800)
    measured.clear()
    for size in ((1366, 768), (1000, 700), (640, 480)):
        _resized(ctl, size)
        assert measured == [pytest.approx(size[0] / size[1])], size
        measured.clear()
    _resized(ctl, (1280, 800))  # back: the same view as before
    assert ctl.camera.distance(1280 / 800) == pytest.approx(home)
