"""A 3D or Flat 3D play scene's home view lies between the HUD's bars, centred there, at
every window size from 480x360 to 1920x1080 and every Settings scale: as it opens, after
the Home key brings it back from a turn and a zoom, and after the window is resized or
the scale changed (the settings card resizes the scenes under it). The scene's own
camera, no window (s191: the pictures' camera was the whole window's; tools/layout.py
now says where a view runs under the bars: `view_under_bars`)."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout

from quiver.game.code import complete, generate_board

SIZES = [(480, 360), (640, 480), (960, 600), (1280, 800), (1920, 1080)]
SHAPES = [("3d", "sphere"), ("3d", "torus"), ("3d", "heart"), ("flat", "stairs"), ("flat", "plus")]


@pytest.fixture
def app_at(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App

    made = []

    def make(size, scale="auto"):
        app = App(size, window=False, sound=False, clock=lambda: 0.0)
        app.midend.settings = dataclasses.replace(app.midend.settings, ui_scale=scale)
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()


def _scene(app, mode, shape):
    from quiver.scenes.registry import PLAY_SCENES

    code = complete(mode, shape, (10,), None, "hard", 1)
    scene = PLAY_SCENES[mode](app.ports, generate_board(code), code, hearts=3)
    app.stack.append(scene)
    return scene


def _between(scene):
    """The shape's box is inside the bars and the window's sides, centred between the bars."""
    w, h = scene.size
    left, top, right, bottom = scene.ctl.camera.outline_box(w, h)
    bar_top, bar_bottom = scene.hud.top_rect.bottom, scene.hud.bottom_rect.y
    where = f"{scene.size} u={scene.hud.u:.2f}: shape {top:.0f}..{bottom:.0f}, bars {bar_top}..{bar_bottom}"
    assert bar_top - 0.5 <= top and bottom <= bar_bottom + 0.5, where
    assert left >= -0.5 and right <= w + 0.5, where
    assert abs((top + bottom) / 2 - (bar_top + bar_bottom) / 2) <= 0.02 * h + 2, where  # (a torus: 1.8%)
    assert layout.view_under_bars(scene) == []


def _home_key(scene):
    """A turn and a zoom, then Home, its eased turn run to its end."""
    scene.ctl.camera.drag(180, 90, scene.size[1])
    scene.ctl.camera.zoom_by(0.7)
    scene.ctl.camera.reset()
    for _ in range(120):
        scene.ctl.camera.update(1 / 60)


@pytest.mark.parametrize(("mode", "shape"), SHAPES)
def test_the_home_view_lies_between_the_bars_at_every_size(app_at, mode, shape):
    app = app_at(SIZES[0])
    scene = _scene(app, mode, shape)
    _between(scene)
    for size in [*SIZES[1:], SIZES[0]]:  # the window resized, the view kept where it was
        scene.resize(size)
        _between(scene)
        _home_key(scene)
        _between(scene)


@pytest.mark.parametrize("scale", ["0.75", "1.25", "1.5", "2"])
@pytest.mark.parametrize("size", SIZES[1::2])
def test_and_at_every_settings_scale(app_at, size, scale):
    app = app_at(size)
    scenes = [_scene(app, mode, shape) for mode, shape in SHAPES[::2]]
    app.midend.settings = dataclasses.replace(app.midend.settings, ui_scale=scale)
    for scene in scenes:
        scene.resize(scene.size)  # as the settings card does for the scenes under it
        assert scene.hud.u > 1.0 or scale == "0.75" or size == (640, 480)
        _between(scene)
        _home_key(scene)
        _between(scene)


def test_the_layout_tool_says_where_a_view_runs_under_the_bars(app_at):
    app = app_at((640, 480))
    scene = _scene(app, "3d", "sphere")
    scene.ctl.camera.set_band(0.0, 0.0)  # fitted to the whole window, as the pictures were
    (line,) = layout.view_under_bars(scene)
    assert "under the HUD's bars" in line
