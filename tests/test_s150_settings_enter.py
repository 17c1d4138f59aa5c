"""Enter in a Settings text field moves on to the next field with its text selected, as
Tab and Down do (s150: Enter moved on with the caret after the server's text, so a
name typed then went on the end of the saved one instead of replacing it)."""

from __future__ import annotations

import pygame
from app_helpers import menu_maker, scene_key


def test_enter_in_the_server_field_selects_the_name_as_tab_does(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((640, 480))
        app.midend.settings.leaderboard_name = "Player 1a2b"
        card = SettingsScene(app.ports)
        app.push(card)
        card.focus = card.order.index("leaderboard_server")
        scene_key(card, pygame.K_RETURN)
        box = card.text_boxes["leaderboard_name"]
        assert card.order[card.focus] == "leaderboard_name"
        assert box.line.selected() == "Player 1a2b"
        card.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Ann"))
        assert box.text == "Ann"  # typed over the saved name, not on its end
