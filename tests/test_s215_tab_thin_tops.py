"""Tab lights a head whose face is turned under FACING to the eye but still shows a strip
about ten pixels tall (s215, a stranger at pitch 10): the ziggurat of Flat-3D level 5 at
640x480 seen from yaw 270, pitch 10, showed arrow 2's head cell on its top as a strip
76 x 12 px that a click took (about 880 px), and Tab lit one head of the ten, not it
(EDGE_PX was 12; its estimate of the strip: 10.5 px; s90's sliver, still unlit: 2 px).
No window: the controllers (the game's picks)."""

from __future__ import annotations

from quiver.game.campaign import level_code
from quiver.game.code import generate_board
from quiver.game.session import Session
from quiver.render3d.flat_controller import FlatBoardController
from quiver.scenes.keypick3d import shown_heads

W, H, TOP, BOTTOM = 640, 480, 72, 416  # (the game's bars at 640x480)


def test_a_top_strip_ten_pixels_tall_is_lit_where_a_click_takes_it():
    board = generate_board(level_code("flat", 5))
    ctl = FlatBoardController(Session(board), (W, H))
    ctl.fit_between(TOP, BOTTOM)
    ctl.play_between(TOP, BOTTOM)
    ctl.camera.set_angles(270, 10, home=False)
    lit = {h.arrow: h for h in shown_heads(ctl)}
    assert 2 in lit
    x, y = lit[2].pos
    assert TOP <= y < BOTTOM and ctl.pick((x, y)).arrow == 2  # lit where a click takes it


def test_a_head_whose_face_shows_only_past_its_spread_points_is_lit():
    """3D level 1 at 640x480 zoomed in (zoom 0.5) from yaw 80, pitch 25: free arrow 5's
    head, pointing at the eye, showed its pyramid over the bottom bar (about 1 900 px a
    click took) while every point Tab tried on it (its faces' centres, the four halfway to
    their corners, its tip) lay under the bar or behind a cube: Tab lit one blocked head
    on the bar's edge. A face's corners (CORNER) are tried too."""
    from quiver.render3d.controller import BoardController

    board = generate_board(level_code("3d", 1))
    ctl = BoardController(Session(board), (W, H))
    ctl.fit_between(TOP, BOTTOM)
    ctl.play_between(TOP, BOTTOM)
    ctl.camera.set_angles(80, 25, home=False)
    ctl.camera.zoom = 0.5
    assert 5 in board.free_arrows()
    lit = {h.arrow: h for h in shown_heads(ctl)}
    assert 5 in lit
    x, y = lit[5].pos
    assert TOP <= y < BOTTOM and ctl.pick((x, y)).arrow == 5
