"""Tab lights a head whose face, turned under FACING to the eye, still shows a strip a
click takes (s224): the ziggurat of Flat-3D level 5 at 640x480 seen from yaw 270, pitch 7
showed arrow 2's head on its top as a 78x7 px strip (513 px a click took) and Tab passed
it over (`headcull.EDGE_PX` was 8; s215 had lowered it from 12 for the same head's 76x12
at pitch 10). A sliver under EDGE_PX (a 1 px strip) stays unlit, and every head Tab lights
is one a click takes, at a pixel a click lands on. No window: the controllers."""

from __future__ import annotations

import pytest

import quiver.scenes.keypick3d as kp
from quiver.game.campaign import level_code
from quiver.game.code import generate_board
from quiver.game.session import Session
from quiver.render3d.camera import pointer_ray
from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.pickbatch import pick_faces

W, H, TOP, BOTTOM = 640, 480, 72, 416  # (the game's bars at 640x480)


def _ziggurat(pitch: float, zoom: float = 1.0) -> FlatBoardController:
    ctl = FlatBoardController(Session(generate_board(level_code("flat", 5))), (W, H))
    ctl.fit_between(TOP, BOTTOM)
    ctl.play_between(TOP, BOTTOM)
    ctl.camera.set_angles(270, pitch, home=False)
    ctl.camera.zoom = zoom
    return ctl


def _clicked(ctl, arrow: int) -> tuple[int, int]:
    """(pixels, rows) of arrow's head cell a click takes: every window pixel between the
    bars that may take it: those where its block shows (the voxel's box, [x, x + 1] on each
    axis as pickbatch's walk reads it, projected) and 2 px round them. A click takes the
    cell where its ray enters the block by that face, so no pixel outside does; none on
    the edge of those looked at checks it (s394: the whole 640x344 took 0.55 s a case)."""
    view = kp.CameraLooks(ctl)
    cell = dict(kp._ends(ctl.board, arrow))[0]
    x0, y0, z0 = ctl.board.space.coord(cell)[:3]
    corners = [view.pixel((x0 + dx, y0 + dy, z0 + dz)) for dx in (0, 1) for dy in (0, 1) for dz in (0, 1)]
    assert all(0 < z < 1 for _x, _y, z in corners)  # (in front of the eye: the box projects whole)
    left, right = max(0, int(min(c[0] for c in corners)) - 2), min(W, int(max(c[0] for c in corners)) + 3)
    top, bottom = (
        max(TOP, int(min(c[1] for c in corners)) - 2),
        min(BOTTOM, int(max(c[1] for c in corners)) + 3),
    )
    spots = [(x, y) for y in range(top, bottom) for x in range(left, right)]
    rays = [pointer_ray(view.view, view.proj, x, y, W, H) for x, y in spots]
    hits = pick_faces(ctl.board, [r[0] for r in rays], [r[1] for r in rays])
    taken = [s for s, hit in zip(spots, hits, strict=True) if hit == (arrow, cell)]
    # (none on the edge of the pixels looked at, but where the window or a bar ends them)
    assert all(x not in (left, right - 1) or x in (0, W - 1) for x, _y in taken), (left, right)
    assert all(y not in (top, bottom - 1) or y in (TOP, BOTTOM - 1) for _x, y in taken), (top, bottom)
    return len(taken), len({y for _x, y in taken})


@pytest.mark.parametrize("pitch", [7, 6])
def test_a_strip_a_few_pixels_tall_is_lit_where_a_click_takes_it(pitch):
    ctl = _ziggurat(pitch)
    px, rows = _clicked(ctl, 2)
    assert px > 300 and 4 <= rows < 8, (px, rows)  # (the report's 78x7; 77x5 at pitch 6)
    lit = {h.arrow: h for h in kp.shown_heads(ctl)}
    assert 2 in lit
    x, y = round(lit[2].pos[0]), round(lit[2].pos[1])  # (a click lands on a whole pixel)
    assert TOP <= y < BOTTOM and ctl.pick((x, y)).arrow == 2


def test_a_one_pixel_strip_stays_unlit(monkeypatch):
    """Zoomed in at pitch 5 the same head is a strip one pixel tall: a sliver, passed
    over (s90), which the pick alone (FACING -1: no edge-on rule) would light."""
    ctl = _ziggurat(5, zoom=0.5)
    px, rows = _clicked(ctl, 2)
    assert px > 50 and rows <= 2, (px, rows)
    assert 2 not in {h.arrow for h in kp.shown_heads(ctl)}
    monkeypatch.setattr(kp, "FACING", -1.0)
    assert 2 in {h.arrow for h in kp.shown_heads(ctl)}
