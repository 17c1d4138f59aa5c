"""Zoomed in, a resize measures a 3D board's home fit once (s110; s108 made it so at zoom 1
and out). CameraController.resize kept the pan within reach (pointer_zoom.clamp_pan) at
the new aspect with the old HUD bars, measuring framing.turned_distance there, then the
bars moved (set_band) and it was measured again. Pure math, no window."""

from __future__ import annotations

import pytest
from test_s108_resize_fit import measured

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.controller import BoardController
from quiver.render3d.pointer_zoom import clamp_pan

__all__ = ["measured"]  # (the fixture counting the fit's measures: s108's)


def _resized(ctl, size):
    """What the play scene does on a resize (PlayScene.resize -> fit_view, fit_board)."""
    ctl.resize(size)
    ctl.fit_between(72, size[1] - 64)


def _view(ctl):
    cam = ctl.camera
    return (*cam.pan, cam.zoom, cam.distance(ctl.size[0] / ctl.size[1]))


@pytest.mark.parametrize("shape", ["torus", "pyramid"])
def test_a_zoomed_in_resize_measures_the_fit_once_and_keeps_the_pan_in_reach(measured, shape):
    board = generate(PuzzleSpec("3d", shape, None, None, "easy", 1))
    ctl = BoardController(Session(board), (1280, 800))
    _resized(ctl, (1280, 800))
    cam = ctl.camera
    cam.zoom = 0.5
    cam.pan = cam.right * (cam.radius * 0.6) + cam.up * (cam.radius * 0.4)  # (far off: clamped)
    measured.clear()
    for size in ((1366, 768), (1000, 700), (640, 480), (1920, 1080)):
        _resized(ctl, size)
        assert measured == [pytest.approx(size[0] / size[1])], size
        measured.clear()
        shown = _view(ctl)
        clamp_pan(cam, size[0] / size[1], ctl.input.bounds)  # in reach for the bars as they are now
        assert _view(ctl) == pytest.approx(shown)
