"""A letter shortcut held with Ctrl, Alt or Meta/Cmd acted as the bare letter: Ctrl+C on the
menu opened the Custom panel, Ctrl+M on the pause card left for the menu (s345). A chord of
a letter now does nothing there; the game's own chords (Ctrl+F search, Ctrl+C copy in play)
stay, and the bare letters work as before."""

from __future__ import annotations

import datetime

import pytest
from app_helpers import app_maker, run

from quiver.game.lessons import lesson

pygame = pytest.importorskip("pygame")

CHORDS = (pygame.KMOD_LCTRL, pygame.KMOD_RALT, pygame.KMOD_LMETA, pygame.KMOD_LGUI)


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, today=lambda: datetime.date(2026, 12, 1)) as make:
        yield lambda: make(gl=False)


def key(app, k, mod=0, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    run(app, frames, dt=0.5)


def test_key_action_matches_no_chord_of_a_letter():
    from quiver.input import key_action

    table = ((pygame.K_f, pygame.KMOD_CTRL, "search"), (pygame.K_c, 0, "custom"), (pygame.K_ESCAPE, 0, "x"))

    def ev(k, mod):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")

    assert key_action(table, ev(pygame.K_c, 0)) == "custom"
    assert key_action(table, ev(pygame.K_c, pygame.KMOD_LSHIFT)) == "custom"  # (Caps, Shift: the letter)
    for mod in CHORDS:
        assert key_action(table, ev(pygame.K_c, mod)) is None, mod
    assert key_action(table, ev(pygame.K_f, pygame.KMOD_LCTRL)) == "search"  # (the game's own chord)
    assert key_action(table, ev(pygame.K_ESCAPE, pygame.KMOD_LCTRL)) == "x"  # (no letter)


def test_a_chord_of_a_menu_letter_opens_nothing(make_app):
    app = make_app()
    menu = app.top
    for letter in (pygame.K_c, pygame.K_l, pygame.K_o, pygame.K_d, pygame.K_k):
        for mod in CHORDS:
            key(app, letter, mod)
            assert app.top is menu and not menu.custom, (pygame.key.name(letter), mod)
    key(app, pygame.K_c)  # (the bare letter: Custom, as before)
    assert app.top is menu and menu.custom


def test_a_chord_of_a_pause_letter_does_nothing(make_app):
    app = make_app()
    app.flow.open_board(lesson("2d")[1].make_board())
    run(app, 2)
    play = app.top
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert pause.name == "pause"
    for letter in (pygame.K_m, pygame.K_r, pygame.K_p, pygame.K_o):
        for mod in CHORDS:
            key(app, letter, mod)
            assert app.top is pause, (pygame.key.name(letter), mod)
    key(app, pygame.K_p)  # (the bare letter resumes)
    assert app.top is play
