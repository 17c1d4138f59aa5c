"""The 3D and Flat 3D overlays (the aim line and its impact mark, the see-through passes,
the hint's rings) are cut to the play area between the HUD's bars, as the keyboard's focus
brackets are (keypick3d): a hinted arrow's line running on past the shape ended among the
top bar's chips (at 640x480 beside "left 110"). The board itself still runs under the bars.
The real game in an offscreen GL window, the composited frame compared with and without
the hint (s194)."""

from __future__ import annotations

import numpy as np
import pytest
from app_helpers import app_maker, run

from quiver.game.code import complete, generate_board

pytestmark = pytest.mark.slow  # (an App in a GL window)

SIZES = [(480, 360), (640, 480), (1280, 800)]


def _pixels(app) -> np.ndarray:
    import pygame

    return pygame.surfarray.array3d(app._grab(toasts=True)).swapaxes(0, 1).astype(np.int16)


def _rows(scene, pts) -> list[float]:
    return [scene.ctl.camera.project(p, *scene.size)[1] for p in pts]


def _line_over_the_bar(scene, top: int):
    """A free arrow whose body shows in the play area but whose aim line, drawn whole,
    would run up past the top bar's lower edge (None: no such arrow in this view)."""
    board, flat = scene.board, "c0" in scene.renderer.beam(scene.board.free_arrows()[0]).dtype.names
    for i in board.free_arrows():
        beam = scene.renderer.beam(i)
        ends = np.concatenate([beam["c0"], beam["c1"]] if flat else [beam["lo"], beam["hi"]])
        body = [np.asarray(board.space.coord(c)[:3], float) + 0.5 for c in board.arrows[i].cells]
        if min(_rows(scene, ends)) < top - 12 and min(_rows(scene, body)) > top + 24:
            return i
    return None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("mode", "shape"), [("3d", "sphere"), ("flat", "ziggurat")])
def test_a_hints_aim_line_stops_at_the_top_bar(monkeypatch, tmp_path, size, mode, shape):
    from quiver.scenes.registry import PLAY_SCENES

    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=size)
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        code = complete(mode, shape, (10,), None, "hard", 1)
        scene = PLAY_SCENES[mode](app.ports, generate_board(code), code, hearts=3)
        app.push(scene)
        top, bottom = scene.hud.top_rect.bottom, scene.hud.bottom_rect.top
        for _tilt in range(4):  # the home view, then tipped back: a line up a face runs on
            run(app, 3)
            i = _line_over_the_bar(scene, top)
            if i is not None:
                break
            scene.ctl.camera.drag(0, -20, size[1])
        assert i is not None, "no arrow here whose line runs into the top bar: pick another view"
        plain = _pixels(app)
        scene.ctl.hint = i  # lit where the view is (as the pointer's aim line would be)
        run(app, 1)
        hinted = _pixels(app)
    changed = np.abs(hinted - plain).max(axis=2) > 24
    rows = np.nonzero(changed.any(axis=1))[0]
    assert changed[top:bottom].any()  # the hint shows in the play area...
    assert rows.min() >= top, f"the hint drew {top - rows.min()} px into the top bar ({size})"
    assert rows.max() < bottom
