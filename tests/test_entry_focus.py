"""The Enter-seed and Your-picture cards with the keyboard (s53): Tab did nothing there,
where on How to play, Settings, Levels and the questions it moves a focus ring. Tab
(Shift+Tab back) now goes from the field to Play, Paste and Cancel and round, with the
ring; Enter presses the focused one; typing goes back to the field."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import menu_maker, ringed, scene_key


@pytest.fixture
def make(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


@pytest.mark.parametrize("which", ["seed", "picture"])
def test_tab_walks_the_cards_buttons_and_enter_presses_the_focused_one(make, which):
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.picture import PictureScene
    from quiver.scenes.seed import SeedScene

    app = make((640, 480))
    menu = app.top
    card = SeedScene(app.ports, menu) if which == "seed" else PictureScene(app.ports)
    app.push(card)
    buttons = (card.ok, card.paste_btn, card.cancel)
    assert card.box.active and not any(ringed(card, b) for b in buttons)
    scene_key(card, pygame.K_LSHIFT)  # (a modifier alone moves nothing)
    scene_key(card, pygame.K_TAB)
    assert ringed(card, card.ok) and not card.box.active
    scene_key(card, pygame.K_RIGHT)
    assert ringed(card, card.paste_btn) and not ringed(card, card.ok)
    scene_key(card, pygame.K_TAB, pygame.KMOD_SHIFT)
    scene_key(card, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert card.box.active and not any(ringed(card, b) for b in buttons)
    scene_key(card, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ringed(card, card.cancel)
    card.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    assert card.box.active and card.box.text == "7" and not ringed(card, card.cancel)
    scene_key(card, pygame.K_TAB, pygame.KMOD_SHIFT)
    scene_key(card, pygame.K_RETURN)  # Cancel
    assert isinstance(app.top, MenuScene)
