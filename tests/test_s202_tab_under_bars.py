"""Tab lights a head whose face shows between the HUD's bars though the face's centre lies
under one (s202): a head tried only at its faces' centres (Flat 3D: its face cell's
centre; 3D: its cube's, and its four spread points only where a centre showed) was never
lit while a click took it over a good part of its face: a Flat cube at 800x600 from its
home side zoomed in (arrow 15, its face cell's centre under the top bar, about 3 400 px
of it below), a sphere from yaw 130, pitch -20, zoomed in (arrow 39, both of
its faces' centres under the top bar, about 1 000 px below). And one whose face is turned
less than FACING to the eye but still wide on screen. No window: the controllers (the
game's picks)."""

from __future__ import annotations

import pytest

from quiver.game.code import complete, generate_board
from quiver.game.session import Session
from quiver.render3d.controller import BoardController
from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.headcells import head_table
from quiver.scenes.keypick3d import shown_heads

W, H, TOP, BOTTOM = 800, 600, 72, 536


def _controller(mode, shape, yaw, pitch, zoom):
    board = generate_board(complete(mode, shape, None, None, "easy", 7))
    ctl = (BoardController if mode == "3d" else FlatBoardController)(Session(board), (W, H))
    ctl.fit_between(TOP, BOTTOM)
    ctl.play_between(TOP, BOTTOM)
    ctl.camera.set_angles(yaw, pitch, home=False)
    ctl.camera.zoom = zoom
    return ctl


def _head_pixels(ctl, i) -> int:
    """About how many pixels between the bars a click takes arrow i's head at (every
    other pixel each way, over where its cube's corners project)."""
    n = 0
    for _end, cell in head_table(ctl.board).ends(i):
        c = ctl.board.space.coord(cell)[:3]
        corners = [
            ctl.camera.project((c[0] + a, c[1] + b, c[2] + d), W, H)
            for a in (0, 1)
            for b in (0, 1)
            for d in (0, 1)
        ]
        xs, ys = [int(p[0]) for p in corners], [int(p[1]) for p in corners]
        for y in range(max(TOP, min(ys)), min(BOTTOM, max(ys) + 1), 2):
            for x in range(max(0, min(xs)), min(W, max(xs) + 1), 2):
                p = ctl.pick((x, y))
                n += p is not None and p.cell == cell
    return 4 * n


@pytest.mark.parametrize(
    ("mode", "shape", "view", "arrow"),
    [("flat", "cube", (35, 25, 0.5), 15), ("3d", "sphere", (130, -20, 0.5), 39)],
)
def test_a_head_whose_face_shows_between_the_bars_is_lit(mode, shape, view, arrow):
    ctl = _controller(mode, shape, *view)
    assert _head_pixels(ctl, arrow) >= 500  # (a good part of its face shows)
    lit = {h.arrow: h for h in shown_heads(ctl)}
    assert arrow in lit
    x, y = lit[arrow].pos
    assert TOP <= y < BOTTOM and ctl.pick((x, y)).arrow == arrow  # lit where a click takes it


@pytest.mark.slow
@pytest.mark.parametrize(
    ("mode", "shape", "view", "arrows"),
    [("flat", "cube", (130, -20, 0.5), (25, 26)), ("flat", "stairs", (130, -20, 0.5), (39, 41))],
)
def test_a_face_turned_away_but_wide_on_screen_is_lit(mode, shape, view, arrows):
    """Zoomed in near a side, faces turned a cosine of 0.16-0.19 to the eye (under FACING,
    s90's edge-on) showed 30-60 px across, a click taking them over 2 000-4 000 px, and
    Tab passed them over: a face is edge-on where it is also under EDGE_PX across."""
    from quiver.render3d.headcull import EDGE_PX
    from quiver.scenes.keypick3d import FACING, CameraLooks, _head_points, facing

    ctl = _controller(mode, shape, *view)
    lit = {h.arrow for h in shown_heads(ctl)}
    v = CameraLooks(ctl)
    for i in arrows:
        (_end, cell), *_ = head_table(ctl.board).ends(i)
        (p,) = _head_points(ctl, cell, v)
        assert facing(p, ctl.board.space.coord(cell), v.eye) < FACING  # (edge-on by the cosine alone)
        assert _head_pixels(ctl, i) >= 1500 > 100 * EDGE_PX  # (and no sliver)
        assert i in lit
