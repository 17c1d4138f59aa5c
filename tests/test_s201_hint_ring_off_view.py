"""s201: the hint's ring (and Tab's) round an arrow whose head a zoom or a pan had taken
out of the board's area still drew, as a lone yellow arc beside the board, over the
empty column the docked minimap keeps (640x480, the hinted arrow zoomed out of sight)."""

from __future__ import annotations

import pygame
from app_helpers import app_maker, run


def _head_centre(play, i):
    board = play.board
    from quiver.scenes.paint2d import head_of

    x, y = board.space.coord(head_of(board, i, board.free_end(i) or 0)[0])
    return play.view.cell_center(x, y)


def test_no_hint_ring_round_a_head_out_of_the_board_area(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.top.play_btn.action()  # level 1
        run(app, 30)
        play = app.top
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
        run(app, 30)
        i = play.hint_arrow
        assert i is not None
        surface = pygame.Surface(app.size, pygame.SRCALPHA)
        assert play.moving.ring(surface), "a ring round the hinted head in sight"
        hx, hy = _head_centre(play, i)
        ax, ay, aw, ah = play.view.area
        far = (ax + aw - 1 if hx < ax + aw / 2 else ax, ay + ah - 1 if hy < ay + ah / 2 else ay)
        for _ in range(12):  # zoomed in on the corner farthest from the hinted head
            play.view.zoom_by(1.25, far)
        play.view_moved(zoomed=True)
        run(app, 60)
        hx, hy = _head_centre(play, i)
        assert not pygame.Rect(play.view.area).collidepoint(hx, hy), "the head is out of the area"
        assert play.moving.ring(surface) == [] and play.moving.ring(surface, key=True) == []
