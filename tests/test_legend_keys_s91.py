"""How to play's keys against the real bindings and README's controls (s91): it did not
say that 0 (and in 3D Home or C) resets the view."""

from __future__ import annotations

import pathlib

import pytest

pygame = pytest.importorskip("pygame")

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"
# what each mode's line says resets the view, and README's "reset the view" row
SAID = {
    "2d": "0 resets the view",
    "3d": "Home, C or 0 resets the view",
    "flat": "Home, C or 0 resets the view",
}
KEYS = {"0": "K_0", "Home": "K_HOME", "C": "K_c"}


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_how_to_play_names_the_keys_that_reset_the_view(mode):
    from quiver.scenes.legend_words import EXTRA

    assert SAID[mode] in EXTRA[mode]
    assert "| reset the view | `0` | Home, `C` or `0` |" in README.read_text(encoding="utf-8")


def test_the_2d_reset_key_resets_the_2d_view():
    from quiver.input import ViewAction, view_key

    assert view_key(pygame.K_0) is ViewAction.RESET
    assert view_key(pygame.K_HOME) is None  # (2D: Home does nothing, and the line does not name it)


@pytest.mark.parametrize("name", ["Home", "C", "0"])
def test_each_3d_reset_key_named_resets_the_turned_view(name):
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController

    board = generate(PuzzleSpec("3d", "cube", (3,), None, "hard", 4))
    ctl = BoardController(Session(board, hearts=3), (640, 400))
    cam = ctl.camera
    home = cam.angles()

    def key(kind, k):
        ctl.handle_event(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))

    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # WASD and the arrows turn
        key(kind, pygame.K_d)
    key(pygame.KEYDOWN, pygame.K_RIGHT)
    for _ in range(10):
        ctl.update(1 / 30)
    key(pygame.KEYUP, pygame.K_RIGHT)
    assert cam.angles() != pytest.approx(home)
    key(pygame.KEYDOWN, getattr(pygame, KEYS[name]))
    for _ in range(20):
        ctl.update(1 / 30)
    assert cam.angles() == pytest.approx(home)
