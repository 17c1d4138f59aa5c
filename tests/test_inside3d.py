"""Arrows hidden inside a 3D shape (stranger s19: the HUD said nothing of them): the
covered arrows (engine/visibility.py), kept clear by clear (scenes/inside3d.py), and the
toast when the first is uncovered."""

from __future__ import annotations

import pytest

from quiver.engine.visibility import covered_arrows
from quiver.generator import PuzzleSpec, generate
from quiver.scenes.inside3d import Inside


def test_covered_arrows_show_no_face_and_flat_has_none():
    board = generate(PuzzleSpec("3d", "cube", 5, None, "hard", 1))
    covered = covered_arrows(board)
    coords = {board.space.coord(c) for i in board.alive for a in [board.arrows[i]] for c in a.cells}
    for i in board.alive:
        cubes = [board.space.coord(c) for c in board.arrows[i].cells]
        shows = any(
            (x + dx, y + dy, z + dz) not in coords
            for x, y, z in cubes
            for dx, dy, dz in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))
        )
        assert (i in covered) == (not shows), i
    assert covered, "a size-5 cube has arrows inside it"
    assert covered_arrows(generate(PuzzleSpec("flat", "cube", 4, None, "easy", 1))) == set()


def test_the_count_kept_clear_by_clear_is_the_count_of_the_board():
    board = generate(PuzzleSpec("3d", "sphere", None, None, "hard", 3))
    inside = Inside(board)
    start, said = len(inside.hidden), []
    assert start
    while board.alive:
        i = board.free_arrows()[0]
        board.remove(i)
        say = inside.on_clear(i)
        if say:
            said.append(say[0])
        assert inside.hidden == covered_arrows(board)
    assert said[0].startswith("An inner arrow is uncovered") and said[-1] == "No arrows left hidden inside"
    assert len(said) == 2


@pytest.mark.slow
def test_a_toast_says_how_many_are_still_hidden_when_the_first_is_uncovered(monkeypatch, tmp_path):
    from gl_helpers import app_window, open_code

    from quiver.game.code import complete

    with app_window(monkeypatch, tmp_path, (640, 480), frame_time=1 / 60) as win:
        app = win.app
        scene = open_code(win, complete("3d", "sphere", None, None, "hard", 3))
        board = scene.board
        hidden = len(covered_arrows(board))
        while len(covered_arrows(board)) == hidden:
            scene.ctl.fire(board.free_arrows()[0])
            win.run(2)
        left = len(covered_arrows(board))
        assert f"Uncovered: {left} hidden" in app.toasts.texts()  # (its short form under 800 px wide)
