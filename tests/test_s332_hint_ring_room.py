"""s332: the 2D hint ring round an arrow by the top bar was cut flat at the foot of the
bar's chips (a third of it gone at 800x600, near half at 1920x1080): exactly when a
player asked for help. It fits its room: smaller, then an oval, drawn whole."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, hint_ring_gaps, run

from quiver.scenes.hint_fit import ring_radii, rooms

WINDOW = pygame.Rect(0, 0, 800, 600)
TOP = pygame.Rect(0, 0, 800, 63)  # the top bar's chips row


def test_a_ring_with_room_keeps_its_size():
    assert ring_radii((400, 300), 44, 29, 32, WINDOW, [TOP]) == (44, 44)


def test_a_ring_by_the_top_bar_shrinks_to_its_room_and_no_further_than_clear_of_the_head():
    assert ring_radii((400, 100), 44, 29, 32, WINDOW, [TOP]) == (31, 31)  # 37 px to the chips, less 6
    assert ring_radii((400, 120), 44, 29, 32, WINDOW, [TOP]) == (44, 44)


def test_a_ring_with_less_room_than_that_flattens_on_that_side_only():
    rx, ry = ring_radii((400, 130), 86, 53, 62, WINDOW, [pygame.Rect(0, 0, 800, 83)])
    assert rx == 53 and 62 // 2 + 7 <= ry < 53  # an oval, still clear of the head's cell
    assert 130 - ry - 2 >= 83


def test_a_rect_on_a_slant_counts_by_its_corner_and_one_far_beside_not_at_all():
    far = pygame.Rect(0, 500, 100, 40)  # a button well left of the ring's reach
    assert rooms((400, 480), 40, WINDOW, [far])[1] == 600 - 480 - 6
    corner = pygame.Rect(430, 520, 80, 40)  # below and right: 30 across, 40 down, 50 apart
    assert rooms((400, 480), 60, WINDOW, [corner])[2] == 50 - 6


@pytest.mark.slow
@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hint_ring_round_a_top_row_arrow_is_whole_and_off_the_top_bar(monkeypatch, tmp_path, size):
    from quiver.game.code import complete
    from quiver.render2d import theme

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=size)
        app.flow.open_code(complete("2d", "heart", None, None, "easy", 3))
        run(app, 30)
        play = app.top
        board = play.board
        top = min(board.free_arrows(), key=lambda i: board.space.coord(board.arrows[i].head)[1])
        assert board.space.coord(board.arrows[top].head)[1] == 0  # (the heart's top row)
        play.on_hint(top)
        play.hint_age, play.full_redraw = 99.0, True  # lit steadily
        run(app, 2)
        app.render(force=True, toasts=False, capture=True)
        surface = app._captured
        assert hint_ring_gaps(play, surface, top) == []
        row = play.hud.pieces()[0]
        lit = [(x, y) for y in range(row.h) for x in range(row.w) if surface.get_at((x, y))[:3] == theme.HINT]
        assert lit == []


@pytest.mark.slow
def test_tabs_ring_round_a_top_row_arrow_is_whole_in_a_big_window(monkeypatch, tmp_path):
    """Level 1's first Tab at 1920x1080 lit its top-row arrow in a ring cut flat under the
    title chip (the ring 0.8 of a big cell out); it is an oval there, whole."""
    from quiver.engine.spec import PuzzleSpec

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(1920, 1080))
        app.flow.open_code(PuzzleSpec.parse("2d-heart-8x7-7-hard-3451074477919113744-g9"))  # (level 1)
        run(app, 30)
        play = app.top
        board = play.board
        top = min(board.alive, key=lambda i: board.space.coord(board.arrows[i].head)[1])
        assert board.space.coord(board.arrows[top].head)[1] == 0
        play.ptr.keyed = play.ptr.hover = top  # (lit by Tab)
        app.midend.settings.ray_preview = False  # (its path redraws the arrows it passes under)
        play.full_redraw = True
        run(app, 2)
        app.render(force=True, toasts=False, capture=True)
        surface = app._captured
        assert play.view.cell >= 64  # (a ring 0.8 of a cell out reaches past the chips' foot)
        assert hint_ring_gaps(play, surface, top, key=True) == []
