"""A 3D or Flat 3D play screen's picture (quiver --png, the doc screenshots) shows the
shape between the HUD's bars, centred there, as the game does (s191).

The picture rendered the board through a camera of its own, fitted to the whole window,
and put the HUD over it: at 480x360 a sphere ran 36 px under each bar (the bars cover 72
and 64 px). It now renders through the play scene's camera, fitted between the bars,
from the home view or from a yaw and pitch asked for. The renderer is stood in for (what
it draws is the GL tests'): here what matters is the camera it is given. No window.
"""

from __future__ import annotations

import numpy as np
import pytest

from quiver.game.code import complete, generate_board
from quiver.render3d import headless
from quiver.render3d.framing import voxel_corners
from quiver.scenes.play3d import Play3DScene
from quiver.scenes.playflat import PlayFlatScene

CASES = [("3d", "sphere", Play3DScene), ("3d", "torus", Play3DScene), ("flat", "plus", PlayFlatScene)]


def _picture(monkeypatch, tmp_path, mode, shape, scene_class, size, yaw=None, pitch=None):
    """(the camera the picture was rendered through, the scene's HUD bars (top, bottom))."""
    from quiver import pictures

    seen = {}

    class Recorded(scene_class):  # the scene the picture makes, kept to read its bars
        def __init__(self, *a, **kw):
            super().__init__(*a, **kw)
            seen["scene"] = self

    def render_offscreen(renderer_class, board, camera, width, height, **kw):
        seen["camera"] = camera
        return np.zeros((height, width, 3), dtype=np.uint8)

    monkeypatch.setattr(headless, "render_offscreen", render_offscreen)
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    code = complete(mode, shape, (10,), None, "hard", 1)
    board = generate_board(code)
    pictures.render_scene_png(Recorded, board, tmp_path / "shot.png", size, yaw=yaw, pitch=pitch, code=code)
    hud = seen["scene"].hud
    return seen["camera"], board, (hud.top_rect.bottom, hud.bottom_rect.y)


def _extent(camera, board, size):
    ys = [camera.project(p, *size)[1] for p in voxel_corners(board.space.cells)]
    xs = [camera.project(p, *size)[0] for p in voxel_corners(board.space.cells)]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1280, 800)])
@pytest.mark.parametrize(("mode", "shape", "scene_class"), CASES)
def test_the_pictures_home_view_lies_between_the_bars(monkeypatch, tmp_path, mode, shape, scene_class, size):
    camera, board, (top, bottom) = _picture(monkeypatch, tmp_path, mode, shape, scene_class, size)
    left, high, right, low = _extent(camera, board, size)
    assert top <= high and low <= bottom, (high, low, top, bottom)  # was 36..324 at 480x360
    assert left >= 0 and right <= size[0]
    # centred in the band, as the game's view is (a torus's perspective: a few pixels)
    assert abs((high + low) / 2 - (top + bottom) / 2) <= 0.02 * size[1] + 2


@pytest.mark.parametrize(("mode", "shape", "scene_class"), CASES[::2])
def test_a_picture_from_a_yaw_and_pitch_lies_between_the_bars_too(
    monkeypatch, tmp_path, mode, shape, scene_class
):
    size = (480, 360)
    camera, board, (top, bottom) = _picture(monkeypatch, tmp_path, mode, shape, scene_class, size, 20, 50)
    assert camera.angles() == pytest.approx((20, 50), abs=1e-3)
    _left, high, _right, low = _extent(camera, board, size)
    assert top <= high and low <= bottom, (high, low, top, bottom)
