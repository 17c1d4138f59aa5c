"""s201: Settings at 1280x800 (two columns, no scroll) with the keyboard on the
leaderboard server's field, made 640x480 (one scrolling column): the list kept its
place at the top, the field out of sight, and what the player typed went into it unseen.
A resize keeps the focused row in view."""

from __future__ import annotations

import pygame
from app_helpers import app_maker, run


def _key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    run(app)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    run(app)


def test_the_focused_row_stays_in_view_through_a_resize(monkeypatch, tmp_path):
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        _key(app, pygame.K_o)
        card = app.top
        assert isinstance(card, SettingsScene)
        while card.order[card.focus] != "leaderboard_server":
            _key(app, pygame.K_DOWN)
        assert not card.plan.scroll  # (two columns: all in view)
        app.size = (640, 480)
        card.resize((640, 480))
        assert card.plan.scroll, "one scrolling column at 640x480"
        assert card.plan.view.contains(card.rows["leaderboard_server"])
        assert card.plan.view.contains(card.widgets["leaderboard_server"].rect)
