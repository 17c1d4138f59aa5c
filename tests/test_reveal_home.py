"""The 3D and Flat-3D win reveals ease the camera back to its home view (s35): the
reveal drew the finished model through the camera as the player left it, zoomed in on a
corner or turned edge-on, so the picture showed cut. The confetti waits until the camera
is home (it goes round the model there); the last combo count goes at once. Headless:
the scene's layer only, no GL."""

from __future__ import annotations

import math

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")

from quiver.game.code import PuzzleSpec, generate_board  # noqa: E402
from quiver.scenes.reveal3d import HOME_TURN  # noqa: E402

DT = 1 / 60


@pytest.fixture
def cleared(monkeypatch, tmp_path):
    """A play scene of `code` whose board the player cleared after turning and zooming the
    view `away`: stepped to the reveal's first frame, its layer drawn. (scene, layer)."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))  # the wins are recorded there

    def make(code: str, away: bool = True, calm: bool = False):
        from quiver.app import App
        from quiver.scenes.play3d import Play3DScene
        from quiver.scenes.playflat import PlayFlatScene

        board = generate_board(PuzzleSpec.parse(code))
        app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
        scene = (PlayFlatScene if board.mode == "flat" else Play3DScene)(
            app.ports, board, None, None, hearts=3
        )
        if calm:  # reduced motion
            app.midend.settings.reduced_motion = True
            scene.apply_settings(app.midend.settings)
        if away:
            scene.ctl.camera.rotate_local(1.3, 0.5)
            scene.ctl.camera.zoom_by(0.45)
        while board.alive:
            scene.ctl.fire(board.free_arrows()[0])
            for _ in range(3):
                scene.update(DT)
        layer = pygame.Surface(scene.size, pygame.SRCALPHA)
        for _ in range(600):
            scene.update(DT)
            if scene.reveal_u() is not None:
                break
        scene.draw(layer)
        return scene, layer

    return make


CODES = [f"flat-stairs-5x5x5-23-easy-4-g{GV}", f"3d-cube-3x3x3-4-easy-4-g{GV}"]


@pytest.mark.parametrize("code", CODES)
def test_the_reveal_eases_the_camera_home_then_cheers(cleared, code):
    scene, layer = cleared(code)
    cam = scene.ctl.camera
    assert cam.turning, "the camera stays where the player left it"
    assert "cheer" not in scene.fx.kinds() and "combo" not in scene.fx.kinds()
    for _ in range(math.ceil(HOME_TURN / DT) + 2):
        scene.update(DT)
        scene.draw(layer)
    assert not cam.turning and cam.zoom == pytest.approx(1.0)
    r, h = cam.rot, cam.home
    assert abs(r.w * h.w + r.x * h.x + r.y * h.y + r.z * h.z) == pytest.approx(1.0)  # the home view
    assert "cheer" in scene.fx.kinds(), "the confetti round the model at home"
    assert not scene.result_shown  # all within the reveal


def test_a_view_left_at_home_cheers_at_once(cleared):
    scene, _layer = cleared(CODES[0], away=False)
    assert not scene.ctl.camera.turning and "cheer" in scene.fx.kinds()


def test_with_reduced_motion_the_camera_is_home_at_once(cleared):
    scene, _layer = cleared(CODES[0], calm=True)
    cam = scene.ctl.camera
    assert not cam.turning and cam.zoom == pytest.approx(1.0)
    assert "cheer" in scene.fx.kinds()
