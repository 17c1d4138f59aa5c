"""The 3D and Flat 3D lock badges follow a cell's size on screen (s302: at 480x360 they stayed
50 px on a cube about 180 px wide, each hiding about a cell of arrow, a key over its
neighbour's padlock): drawn for a cell as wide as one shows at the view's middle, never
under LEAST_CELL (the letter still reads), never over the HUD's BADGE_CELL (as before)."""

from __future__ import annotations

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")


def _scene(size):
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.play3d import Play3DScene

    board = generate_board(PuzzleSpec.parse(f"3d-cube-5x5x5-40-hard-3-g{GV}-ml"))
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    return Play3DScene(app.ports, board.copy(), None, None, hearts=3)


def _shown_cell(scene, size) -> float:
    cam = scene.ctl.camera
    a, b = cam.project(cam.pivot, *size), cam.project(cam.pivot + cam.right, *size)
    return ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5


def test_small_windows_draw_smaller_badges_that_still_read(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.render2d import lockmarks as L
    from quiver.scenes.lockmarks3d import BADGE_CELL, LEAST_CELL, badge_cell

    widths = {}
    for size in ((480, 360), (800, 600), (1920, 1080)):
        scene = _scene(size)
        u, cam = scene.hud.u, scene.ctl.camera
        cell = badge_cell(cam, size, u)
        shown = _shown_cell(scene, size)
        assert LEAST_CELL <= cell <= round(BADGE_CELL * max(1.0, u))
        assert cell == round(max(LEAST_CELL, min(BADGE_CELL * max(1.0, u), shown)))
        placed = scene.lock_overlay.place(scene.ctl, size, u)
        assert placed
        widths[size] = max(img.get_width() for img, _r in placed)
        if size == (480, 360):  # (a 5-cube's cells are under BADGE_CELL there: 50 px before)
            assert shown < BADGE_CELL and widths[size] < L.badge(L.LockMark.LOCK, "A", BADGE_CELL).get_width()
        else:  # (big cells: the HUD's size, as before)
            assert cell == round(BADGE_CELL * max(1.0, u))
    assert (
        widths[(480, 360)] >= L.badge(L.LockMark.LOCK, "A", LEAST_CELL).get_width() * 0.75
    )  # (SMALL at most)


def test_zoomed_out_the_badges_shrink_with_the_cells_to_the_least(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.scenes.lockmarks3d import BADGE_CELL, LEAST_CELL, badge_cell

    size = (1280, 800)
    scene = _scene(size)
    cam = scene.ctl.camera
    near = badge_cell(cam, size, scene.hud.u)
    cam.zoom *= 3.0  # (three times as far: the cells about a third as wide)
    far = badge_cell(cam, size, scene.hud.u)
    assert near == BADGE_CELL and LEAST_CELL <= far < near
