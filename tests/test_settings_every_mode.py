"""Each player setting does what Settings says in every mode it names, at once (s92).

* Mark blockers (assist): "holding an arrow also marks what blocks it" held in 2D only;
  in 3D and Flat 3D the switch did nothing (and the clear was not counted as assisted).
  There the arrow under the pointer now lights its blocker as a hit blocker is lit.
* The colour-blind palette in 3D and Flat 3D: a cleared arrow's trail and burst took the
  2D table's colours, so an arrow flying up or down left the other one's colour (green
  and pink swapped with the palette on) and one flying to or from the eye an orange
  that is no arrow's.
"""

from __future__ import annotations

import pytest
from gl_helpers import app_window
from id_pass import id_picture, steady_pixels
from test_live_frames import _open  # an easy puzzle of the code opened and settled in a GL window

pygame = pytest.importorskip("pygame")


def _blocked_pixel(win, scene):
    """A pixel of the frame showing a blocked arrow, off the HUD: (x, y, arrow)."""
    seen = {}
    real = scene.renderer.render

    def keep(camera, width, height, **kw):
        seen["m"] = (*camera.matrices(width, height), width, height)
        return real(camera, width, height, **kw)

    scene.renderer.render = keep
    scene._still.drop()
    win.app.render(force=True)
    scene.renderer.render = real
    ids = id_picture(win.app.gl, scene.board, *seen["m"])
    bars = (scene.hud.top_rect, scene.hud.bottom_rect)
    for x, y in steady_pixels(ids, margin=3)[::7]:
        a = int(ids[y, x])
        if not any(r.collidepoint(int(x), int(y)) for r in bars) and not scene.board.can_escape(a):
            return int(x), int(y), a
    raise AssertionError("no blocked arrow in view")


@pytest.mark.slow  # the game's GL window
@pytest.mark.parametrize("mode,shape,size,seed", [("3d", "cube", 4, 3), ("flat", "stairs", None, 4)])
def test_mark_blockers_lights_the_blocker_of_the_arrow_under_the_pointer_in_3d(
    monkeypatch, tmp_path, mode, shape, size, seed
):
    with app_window(monkeypatch, tmp_path, (640, 480), frame_time=1 / 60) as win:
        scene = _open(win, mode, shape, size, seed)
        x, y, arrow = _blocked_pixel(win, scene)
        blocker = scene.board.first_blocker(arrow, 0)[1]
        flashes = []
        real = scene.renderer.render

        def spy(camera, width, height, **kw):
            flashes.append(kw.get("flash"))
            return real(camera, width, height, **kw)

        scene.renderer.render = spy
        win.post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
        win.run(2)
        assert scene.ctl.hover == arrow and scene.ctl.hover_end == 0
        assert flashes and not any(flashes) and not scene.session.assisted  # off: the puzzle's own
        flashes.clear()
        win.app.midend.change_setting("mark_blockers", True)  # mid-game, as from the pause card
        win.run(2)
        assert flashes and flashes[-1] == (blocker, 1.0)
        assert scene.session.assisted  # the clear will say so
        win.app.midend.change_setting("mark_blockers", False)
        flashes.clear()
        win.run(2)
        assert flashes and flashes[-1] is None


@pytest.mark.parametrize("mode", ["3d", "flat"])
@pytest.mark.parametrize("colorblind", [False, True])
def test_a_cleared_arrows_trail_wears_its_own_colour_in_3d(mode, colorblind):
    from types import SimpleNamespace

    from quiver.engine.geometry import DIR_NAMES
    from quiver.game.settings import Settings
    from quiver.generator import PuzzleSpec, generate
    from quiver.scenes.where import Where3D
    from quiver.style import palette

    shape, size = ("cube", (5,)) if mode == "3d" else ("stairs", (5,))
    board = generate(PuzzleSpec(mode, shape, size, None, "hard", 1))
    settings = Settings(colorblind=colorblind)
    where = Where3D(SimpleNamespace(board=board, midend=SimpleNamespace(settings=settings)))
    colours = palette.direction_colours(settings, dims=3)  # what the renderers paint
    plain = [i for i in range(len(board.arrows)) if i not in board.turns]
    assert {board.arrows[i].dir for i in plain} == set(range(len(DIR_NAMES)))  # up, down, near, far...
    for i in plain:
        assert where.colour(i) == colours[board.arrows[i].dir], i


def test_free_camera_turned_off_mid_game_levels_the_horizon_at_once():
    """Settings says "off: the horizon stays level"; a view rolled (or upside down over a
    pole) by the free camera stayed so after the switch went off, until the next drag."""
    import math

    from quiver.game.session import Session
    from quiver.game.settings import Settings
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.camera import OrbitCamera
    from quiver.render3d.controller import BoardController

    for over_the_pole in (False, True):
        ctl = BoardController(Session(generate(PuzzleSpec("3d", "cube", (3,), None, "easy", 1)), None))
        ctl.configure(Settings(free_camera=True))
        cam = ctl.camera
        cam.drag(240, 0, 800)
        cam.rotate_local(0, math.radians(120 if over_the_pole else 50))
        cam.drag(200, 0, 800)  # about its own axes: now rolled
        assert abs(cam.right.y) > 0.1 or cam.up.y < 0
        back = tuple(cam.back)
        ctl.configure(Settings(free_camera=False))
        assert abs(cam.right.y) < 1e-5 and cam.up.y > 0  # level, and upright
        assert abs(cam.angles()[1]) <= OrbitCamera.MAX_PITCH + 1e-3
        if not over_the_pole:  # the eye where it was (only the roll went)
            assert all(abs(a - b) < 1e-4 for a, b in zip(tuple(cam.back), back, strict=True))
