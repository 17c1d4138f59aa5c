"""Esc on the home menu asks "Quit Quiver?" with Stay ringed (s166), its line read only
"Enter or Esc: Stay": a keyboard player who meant to quit (Esc, then Enter) stayed, and
nothing on the card said how to go ahead (the Quit button has no key of its own). The line
now names the way on, and that way quits (s172). Through the app's real loop (no window)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button

pygame = pytest.importorskip("pygame")


def key(app, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 1, dt=0.5)


KEYS = {"Right": pygame.K_RIGHT, "Enter": pygame.K_RETURN, "Esc": pygame.K_ESCAPE}


@pytest.mark.parametrize("size", [(480, 360), (800, 600)])
def test_the_quit_question_asked_by_esc_says_how_to_quit(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        key(app, pygame.K_ESCAPE)
        ask = app.top
        assert ask.name == "confirm" and ask.focus == 0  # Stay ringed, as s166 made it
        ways = [part for part in ask.note.split("  \u00b7  ") if part.endswith(": Quit")]
        assert ways, f"nothing on the card says how to quit: {ask.note!r}"
        for word in ways[0].removesuffix(": Quit").split(", "):  # do what it says
            key(app, KEYS[word])
        assert not app.running


def test_after_a_pads_press_it_names_the_pads_way(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        button(app, pygame.CONTROLLER_BUTTON_B)
        assert app.top.note.endswith("Right, A: Quit")
        button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        button(app, pygame.CONTROLLER_BUTTON_A)
        assert not app.running
