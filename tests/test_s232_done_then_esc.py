"""s232: Done on a board file's win card (Enter), then Esc quickly to leave: the Esc went
nowhere (input_keys.StrayKey took it for a stray meant for the card, s228). A player who
presses two different keys means both, and Esc on the menu Done revealed only asks "Quit
Quiver?" (Stay ringed): it undoes nothing, so it acts on the screen they see. A press
replaced by a build or a board still drops a quick Esc there (Next level, Esc), and Esc,
Esc on a card still stops at the menu (s228)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_helpers import app_maker, play_to_win_card, post, run, run_until

from quiver.input_keys import KEY_DOUBLE


def _key(app, key: int, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)
    run(app)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    run(app)


def _names(app) -> list[str]:
    return [type(s).__name__ for s in app.stack]


@pytest.fixture
def won(monkeypatch, tmp_path):
    """A board file played to its win card (Done, Esc)."""
    from quiver.engine.codec import load_board

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        board = load_board((Path(__file__).parent / "boards" / "2d_chain3.json").read_text())
        app.flow.open_board(board, "2d_chain3.json")
        run_until(app, lambda: hasattr(app.top, "board"), 400, dt=1 / 20, what="the board")
        play_to_win_card(app)
        assert app.top.buttons[0].label == "Done"
        yield app


def test_done_then_esc_at_once_asks_to_quit_on_the_menu(won):
    app = won
    _key(app, pygame.K_RETURN)  # Done
    assert _names(app) == ["MenuScene"]
    _key(app, pygame.K_ESCAPE)  # (two frames later: well inside KEY_DOUBLE)
    run(app, 2)
    assert _names(app) == ["MenuScene", "ConfirmScene"], "the Esc after Done was dropped"
    assert app.top.stay_first, "asked by Esc: Stay ringed, so Enter does not quit"


def test_esc_esc_on_the_card_still_stops_at_the_menu(won):
    app = won
    _key(app, pygame.K_ESCAPE, "\x1b")
    _key(app, pygame.K_ESCAPE, "\x1b")
    run(app, 3)
    assert _names(app) == ["MenuScene"]
    app.clock.t += KEY_DOUBLE
    _key(app, pygame.K_ESCAPE, "\x1b")
    assert _names(app) == ["MenuScene", "ConfirmScene"]
