"""How to play with the keyboard (s53): Settings and Levels showed a focus ring once Tab
or an arrow key was pressed; How to play showed none, and Enter only ever closed it. Its
two buttons now take the focus as theirs do: Tab and the arrow keys move it (a ring shows
it), Enter or Space presses the focused one (Close at first, so Enter still closes), a
click hides the ring again."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import menu_maker, ringed, scene_key


@pytest.fixture
def make(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_how_to_play_shows_and_moves_its_keyboard_focus(make, size):
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.menu import MenuScene

    app = make(size)
    card = LegendScene(app.ports, "2d")
    app.push(card)
    lesson, close = card.lesson_btn, card.close_btn
    assert not ringed(card, lesson) and not ringed(card, close), "no ring before a key"
    scene_key(card, pygame.K_TAB)
    assert ringed(card, lesson) and not ringed(card, close)
    scene_key(card, pygame.K_RIGHT)
    assert ringed(card, close) and not ringed(card, lesson)
    scene_key(card, pygame.K_LEFT)
    assert ringed(card, lesson)
    scene_key(card, pygame.K_TAB)  # (Down, where the body scrolls, scrolls it: test_s226_legend_keys)
    assert ringed(card, close)
    card.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.card.center, button=1))
    assert not ringed(card, close), "a click hides the ring"
    scene_key(card, pygame.K_RETURN)  # Close has the focus
    assert isinstance(app.top, MenuScene)


def test_enter_presses_the_focused_lesson_button(make):
    from quiver.scenes.legend import LegendScene

    app = make((640, 480))
    card = LegendScene(app.ports, "2d")
    app.push(card)
    played = []
    card.play_lesson = lambda: played.append(1)  # type: ignore[method-assign]
    scene_key(card, pygame.K_LEFT)  # (Up scrolls the body at 640x480: s226)
    scene_key(card, pygame.K_SPACE)
    assert played == [1]


def test_a_screen_a_key_opens_shows_its_focus_at_once(monkeypatch, tmp_path):
    """Keyboard only at 640x480: Enter on Settings (or O, F1, L) opened the screen with no
    focus ring until a second key; a Space there turned the colour-blind palette, a row
    the player never saw focused. Opened by a key, a screen shows its ring at once; opened
    by a click, not."""
    from app_helpers import FakeClock, click, run
    from test_stranger_six import key

    from quiver.app import App

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    app = App((640, 480), window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False)
    try:
        app.to_menu()
        run(app, 2)
        for opener, name in ((pygame.K_o, "settings"), (pygame.K_F1, "legend"), (pygame.K_l, "levels")):
            key(app, opener, 30)
            assert app.top.name == name and app.top.keyboard, name
            key(app, pygame.K_ESCAPE, 30)
            assert app.top.name == "menu"
        app.clock.t += 1.0
        click(app, app.top.settings_btn.rect.center)
        run(app, 30)
        assert app.top.name == "settings" and not app.top.keyboard
    finally:
        app.close()
