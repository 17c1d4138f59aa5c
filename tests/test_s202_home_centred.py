"""A 3D or Flat 3D home view sits in the middle of the band between the HUD's bars, not
only near it (s202): the target was the outline's middle at the distance where it just
fits a square view, but the home view stands farther back (the band's margin, every
turntable side in view), and from there a torus's outline sat 1.7% of the window above
the band's middle (10 px at 800x600, 18 at 1920x1080), a brick's 1.6% at 640x900. The
scene's own camera, no window (as tests/test_s191_home_between_bars.py)."""

from __future__ import annotations

import dataclasses

import pytest

from quiver.game.code import complete, generate_board


@pytest.fixture
def app_at(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App

    made = []

    def make(size):
        app = App(size, window=False, sound=False, clock=lambda: 0.0)
        app.midend.settings = dataclasses.replace(app.midend.settings, ui_scale="auto")
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()


def _off_middle(scene) -> tuple[float, float]:
    """How far the shape's box is from the middle of the band between the bars, across
    and down, in pixels."""
    w, h = scene.size
    left, top, right, bottom = scene.ctl.camera.outline_box(w, h)
    first, end = scene.hud.top_rect.bottom, scene.hud.bottom_rect.y
    return (left + right) / 2 - w / 2, (top + bottom) / 2 - (first + end) / 2


@pytest.mark.parametrize(
    ("mode", "shape", "sizes"),
    [
        ("3d", "torus", [(800, 600), (480, 360), (1920, 1080)]),
        ("flat", "brick", [(640, 900), (800, 600)]),
        ("3d", "rocket", [(640, 900)]),
    ],
)
def test_the_home_view_sits_in_the_middle_of_the_band(app_at, mode, shape, sizes):
    from quiver.scenes.registry import PLAY_SCENES

    app = app_at(sizes[0])
    code = complete(mode, shape, None, None, "easy", 7)
    scene = PLAY_SCENES[mode](app.ports, generate_board(code), code, hearts=3)
    app.stack.append(scene)
    for size in sizes:  # as it opens, then resized
        scene.resize(size)
        dx, dy = _off_middle(scene)
        assert abs(dx) <= 0.5 and abs(dy) <= 0.5, f"{mode} {shape} at {size}: {dx:+.1f}, {dy:+.1f} px"
    camera = scene.ctl.camera  # a turn and the Home key: the same middle
    camera.drag(180, 90, scene.size[1])
    camera.reset()
    for _ in range(120):
        camera.update(1 / 60)
    assert max(map(abs, _off_middle(scene))) <= 0.5


def test_the_centre_balances_the_outline_at_the_distance_asked():
    import numpy as np

    from quiver.render3d.framing import centred_at, glm, outline_centre
    from quiver.render3d.orient import orientation

    points = np.array([(x, y, z) for x in (0, 6) for y in (0, 1) for z in (0, 9)], dtype=np.float64)
    rot = orientation(35.0, 25.0)
    for distance in (20.0, 60.0):
        c = centred_at(points, outline_centre(points, rot, np.radians(30)), rot, distance)
        right, up, back = (np.array(tuple(rot * glm.vec3(*a))) for a in np.eye(3))
        rel = points - c
        depth = distance - rel @ back
        for axis in (right, up):
            seen = rel @ axis / depth
            assert seen.max() == pytest.approx(-seen.min(), abs=1e-6)  # (glm axes: float32)
