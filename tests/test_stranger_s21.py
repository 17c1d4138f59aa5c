"""Menu, Custom panel, Daily and Settings leftovers found by stranger playthroughs
(s21's round): each test failed before its fix."""

from __future__ import annotations

import pytest

from tests.app_helpers import app_maker, run


def _menu(app):
    from quiver.scenes.menu import MenuScene

    return next(s for s in app.stack if isinstance(s, MenuScene))


# -- 1: the menu after a puzzle the command line opened ---------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("how", ["seed", "board"])
def test_the_menu_after_a_command_line_3d_puzzle_shows_3d(monkeypatch, tmp_path, how):
    """`quiver --seed N` with a 3D code (or `quiver play` of a 3D board) opened the
    puzzle over a menu left at its default, so Menu showed "2D · level 1" right after a
    3D puzzle. The menu follows the mode of the puzzle the command line opened."""
    from quiver.engine.modes import Mode
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.generator import generate

    code = PuzzleSpec.parse("3d-cube-3x3x3-12-easy-2-g6")
    with app_maker(monkeypatch, tmp_path) as make:
        app = make()
        if _menu(app).status[Mode.THREE_D] is not None:
            pytest.skip("no OpenGL here")
        if how == "seed":
            app.flow.open_first(PuzzleRequest(FreePuzzle(), code), None, None)
        else:
            app.flow.open_first(None, generate(code), "cube.json")
        run(app, 30)
        assert app.stack[-1].name != "menu"
        app.to_menu()
        run(app, 2)
        menu = _menu(app)
        assert menu.mode == Mode.THREE_D
        assert menu.mode_seg.value == "3D"
        assert menu.play_btn.sub.startswith("3D"), menu.play_btn.sub
