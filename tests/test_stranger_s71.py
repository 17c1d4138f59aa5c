"""s71: a stranger's play-through of 3D and Flat 3D at 800x600, 1024x600 and 3840x2160.

(1) The win card says in words how the board was hard (issue 24), but only from the
player model's count, which stops past 200 arrows and skips rotating arrows: a won 3D
cube of 250 arrows (the Custom panel's L and XL sizes), or any puzzle with rotating
arrows, showed no line at all. The start view's free arrows or the layers say it now.
Each failed before."""

from __future__ import annotations

import pytest

from quiver.engine.spec import PuzzleSpec
from quiver.game.code import generate_board
from quiver.game.hardness import how_hard, player_metrics, split_line

BIG = "3d-cube-10x10x10-250-hard-5-g9"  # 250 arrows: past player.LOCAL_MAX_ARROWS


def test_a_board_past_the_player_models_reach_still_gets_a_line():
    m = player_metrics(generate_board(PuzzleSpec.parse(BIG)))
    assert m.get("local_scan") is None  # (the model's limit: no count to give)
    free, depth = m["free_at_start"], m["depth"]
    assert how_hard(m) == f"{free} of 250 arrows were free at the start: {depth} layers to clear"


def test_a_board_with_rotating_arrows_gets_a_line():
    board = generate_board(PuzzleSpec.parse("3d-cube-4x4x4-20-medium-7-g9-sr"))
    assert board.turns
    line = how_hard(player_metrics(board))
    assert line is not None and "layers to clear" in line


def test_few_free_arrows_in_view_are_said_without_the_count_too():
    assert how_hard({"visible_free": 1, "depth": 40, "free_at_start": 3, "arrows": 300}) == (
        "At the start only 1 free arrow was in sight"
    )
    assert how_hard({"depth": 1, "free_at_start": 5, "arrows": 5}).endswith("1 layer to clear")
    assert how_hard({"arrows": 300}) is None  # nothing recorded: no line, as before


def test_the_layers_line_fits_a_640x480_win_card_in_two_rows():
    from quiver.render2d import theme

    line = how_hard({"depth": 201, "free_at_start": 140, "arrows": 1166})
    s = min(theme.ui_scale((640, 480), None), (640 - 16) / 660)  # (as ResultScene.layout)
    for row in split_line(line):
        assert theme.text_size(row, max(14, int(22 * s)))[0] <= int(660 * s) - 32, row


@pytest.mark.slow  # a window and OpenGL
def test_the_win_card_of_a_big_3d_puzzle_says_how_it_was_hard(monkeypatch, tmp_path):
    """800x600: the 250-arrow cube cleared, the card's line shows under the stars."""
    from app_helpers import app_maker, run, run_until

    from quiver.scenes.result import ResultScene

    with app_maker(monkeypatch, tmp_path, size=(800, 600)) as make:
        app = make()
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.open_code(PuzzleSpec.parse(BIG))
        run(app, 3)
        play = app.top
        while play.session.arrows_left:
            play.fire(min(play.board.free_arrows()))
        # (the flights and the reveal at 20 frames a second: the same clock, a third of the frames)
        run_until(app, lambda: isinstance(app.top, ResultScene), frames=600, dt=1 / 20, what="the win card")
        card = app.top
        assert card.won and card.hard_rows, "no line saying how the board was hard"
        assert "layers to clear" in " ".join(card.hard_rows)


# -- (2) a held key repeats only on the screen it was pressed on ------------------------------
def test_a_held_keys_repeats_stop_when_another_screen_comes_on_top():
    pygame = pytest.importorskip("pygame")
    from quiver.input_repeat import KeyRepeat

    board, card = object(), object()
    rep = KeyRepeat(delay=0.35, interval=0.04)
    rep.see(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0), 0.0, board)
    assert rep.due(0.5, lambda k: True, board)  # held on its screen: it repeats
    assert rep.due(0.6, lambda k: True, card) == [] and not rep.active  # a card opened by itself
    assert rep.due(0.7, lambda k: True, board) == []  # and it stays stopped


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("k", ["K_RIGHT", "K_DOWN"])
def test_a_key_held_to_turn_the_view_leaves_the_win_cards_focus_alone(monkeypatch, tmp_path, k):
    """3D, 800x600: Right (or Down) held to turn the view while the last arrow flies; the
    win card opens by itself. Its focus stayed on Next level (it moved to Menu: 3 steps,
    so a later Enter left the level)."""
    import pygame
    from app_helpers import app_maker, post, run, run_until

    import quiver.window as win
    from quiver.scenes.result import ResultScene

    key = getattr(pygame, k)
    with app_maker(monkeypatch, tmp_path, size=(800, 600)) as make:
        app = make(lessons=False)
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.level("3d", 1)
        run_until(app, lambda: hasattr(app.top, "ctl"), what="level 1")
        play = app.top
        while play.session.arrows_left > 1:
            play.fire(min(play.board.free_arrows()))
            run(app, 14, dt=1 / 20)  # (its flight: 0.7 s in a third of 60 fps's frames)
        monkeypatch.setattr(win, "key_held", lambda c: c == key)
        post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        run(app, 10)
        play.fire(min(play.board.free_arrows()))
        run_until(app, lambda: isinstance(app.top, ResultScene), frames=600, what="the win card")
        card = app.top
        run(app, 120)  # held two seconds more: 50 repeats a second if they went on
        assert card.focus == 0 and card.buttons[0].label == "Next level"


# -- (3) lock, key and turn badges kept off each other in 3D ---------------------------------
def _centre(c: int) -> tuple[float, float, float]:
    """Cell c's world point (the controllers' cell_point): the middle of voxel (c, 0, 0)."""
    return (c + 0.5, 0.5, 0.5)


class _Row:
    """A 3D board as the badges see it: arrow i's cells in a row along x, each 30 pixels
    apart on screen (cell c at x = 100 + 30c), every one in view and picking its arrow."""

    def __init__(self, arrows: list[list[int]]):
        owner = {c: i for i, cells in enumerate(arrows) for c in cells}
        self.arrows = [type("A", (), {"cells": cells}) for cells in arrows]
        cam = type("C", (), {"project": staticmethod(lambda p, w, h: (100 + 30 * (p[0] - 0.5), 200, 0.5))})
        pick = staticmethod(lambda pos: type("P", (), {"arrow": owner.get(round((pos[0] - 100) / 30))}))
        self.ctl = type("Ctl", (), {"camera": cam, "pick": pick, "cell_point": staticmethod(_centre)})


def test_a_badge_moves_along_its_arrow_off_a_badge_placed_before_it():
    pygame = pytest.importorskip("pygame")
    from quiver.scenes.lockspread3d import Spread

    row = _Row([[0, 1, 2], [3, 4, 5]])
    img = pygame.Surface((40, 40))
    work = Spread(row, row.ctl, (800, 600), [(0, [2, 1, 0], img), (1, [0, 1, 2], img)])
    out: list = []
    out.append(work.spot(0, [2, 1, 0], img, out))  # arrow 0 at its last cell
    out.append(work.spot(1, [0, 1, 2], img, out))  # 30 px on: it moves on
    first, second = out
    assert first.centerx == 160 and not second.colliderect(first) and second.centerx == 220
    crowded = [pygame.Rect(0, 0, 800, 600)]  # no cell is free: the first shown
    assert work.spot(1, [0, 1, 2], img, crowded).centerx == 190


def test_a_badge_still_on_another_tries_again_with_the_others_placed():
    """Arrow 0's badge goes first to its one free cell by arrow 1, whose every cell is
    then taken: arrow 0's moves on along it, off arrow 1's."""
    pygame = pytest.importorskip("pygame")
    from quiver.scenes.lockmarks3d import LockOverlay

    row = _Row([[0, 1, 2], [3]])
    overlay = LockOverlay.__new__(LockOverlay)
    overlay.board = row
    row.alive = {0, 1}
    img = pygame.Surface((40, 40))
    jobs = [(0, [2, 1, 0], img), (1, [0], img)]
    placed = overlay.spread(row.ctl, (800, 600), jobs)
    assert len(placed) == 2 and not placed[0][1].colliderect(placed[1][1])
