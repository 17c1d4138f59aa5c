"""Tab lights a head whose face shows between the HUD's bars though the face's centre lies
under one (s202): a head tried only at its faces' centres (Flat 3D: its face cell's
centre; 3D: its cube's, and its four spread points only where a centre showed) was never
lit while a click took it over a good part of its face: a Flat stairs at 800x600 from yaw
10, pitch 60, zoomed in (arrow 37, its face cell's centre under the bottom bar, about
1 500 px of it above), a sphere from yaw 130, pitch -20, zoomed in (arrow 39, both of
its faces' centres under the top bar, about 1 000 px below). No window: the controllers
(the game's picks)."""

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
    third pixel each way)."""
    cells = {cell for _end, cell in head_table(ctl.board).ends(i)}
    n = 0
    for y in range(TOP, BOTTOM, 3):
        for x in range(0, W, 3):
            p = ctl.pick((x, y))
            n += p is not None and p.cell in cells
    return 9 * n


@pytest.mark.parametrize(
    ("mode", "shape", "view", "arrow"),
    [("flat", "stairs", (10, 60, 0.6), 37), ("3d", "sphere", (130, -20, 0.5), 39)],
)
def test_a_head_whose_face_shows_between_the_bars_is_lit(mode, shape, view, arrow):
    ctl = _controller(mode, shape, *view)
    assert _head_pixels(ctl, arrow) >= 500  # (a good part of its face shows)
    lit = {h.arrow: h for h in shown_heads(ctl)}
    assert arrow in lit
    x, y = lit[arrow].pos
    assert TOP <= y < BOTTOM and ctl.pick((x, y)).arrow == arrow  # lit where a click takes it
