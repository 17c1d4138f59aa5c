"""A held arrow's ray runs under the arrows on its path (s208): drawn over them, the
ray's line hid an arrow lying along it, so a blocked arrow's path read as clear. The ray
still runs to the edge (which arrow stops it first is the player's to see), and the
Tab-lit path is drawn the same way."""

from __future__ import annotations

import pytest
from app_helpers import run
from test_first_time import app, click, play_board  # noqa: F401  (app: the fixture)

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import NY, PX

pygame = pytest.importorskip("pygame")


def gap_board():
    """Top row: an arrow flying right, an empty cell, then a second arrow along its way;
    an upward one below."""
    space = make_space("2d", (7, 3), [(x, 0) for x in range(7)] + [(0, 2), (0, 1), (1, 2)])
    ids = space.id_of
    return Board(
        space,
        [
            Arrow((ids((0, 0)), ids((1, 0)), ids((2, 0))), PX),
            Arrow((ids((4, 0)), ids((5, 0)), ids((6, 0))), PX),
            Arrow((ids((1, 2)), ids((0, 2)), ids((0, 1))), NY),
        ],
        shape="rows",
        seed=0,
    )


def _held(game, probes, press):
    before = [game._grab().get_at(p)[:3] for p in probes]
    press()
    run(game, 3)
    held = [game._grab().get_at(p)[:3] for p in probes]
    return before, held


def test_a_held_arrows_ray_shows_in_the_gap_and_runs_under_the_arrow_in_its_way(app):  # noqa: F811
    play = play_board(app, gap_board())
    gap = play.cell_pixel(play.board.space.id_of((3, 0)))
    on_blocker = play.cell_pixel(play.board.space.id_of((5, 0)))  # the line runs along its body
    before, held = _held(app, [gap, on_blocker], lambda: click(app, play.arrow_pixel(0), up=False))
    assert held[0] != before[0]  # the ray shows where the way is open
    assert held[1] == before[1]  # the arrow in its way is drawn over it, as it stands
    assert play.session.assisted is False


def test_the_tab_lit_path_runs_under_the_arrow_in_its_way_too(app):  # noqa: F811
    play = play_board(app, gap_board())
    gap = play.cell_pixel(play.board.space.id_of((3, 0)))
    on_blocker = play.cell_pixel(play.board.space.id_of((5, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))

    def tab_to_first():
        for _ in range(4):
            tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
            pygame.event.post(tab)
            run(app)
            if play.moving.lit == 0:
                return
        raise AssertionError("Tab never lit arrow 0")

    before, held = _held(app, [gap, on_blocker], tab_to_first)
    assert held[0] != before[0] and held[1] == before[1]
