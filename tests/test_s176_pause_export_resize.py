"""The pause card offers Export where the play bar has none (s170: a narrow bar gives it
way), but chose so once, as it opened: a window grown while paused showed Export twice
(the bar's and the card's), one shrunk showed none a mouse could reach. The card follows
the bar at every resize now, its ring kept on its button (s176). No window: the fast tier."""

from __future__ import annotations

import pytest
from app_helpers import run, scene_key
from test_s170_small_bar_reach import WIDE, _paused, make_app

pygame = pytest.importorskip("pygame")

__all__ = ["make_app"]  # (the fixture)


def labels(card) -> list[str]:
    return [b.label for b in card.buttons]


def test_grown_while_paused_the_card_drops_export_and_shrunk_it_offers_it_again(make_app):
    app, play, card = _paused(make_app, (640, 480))
    assert "Export" in labels(card)
    scene_key(card, pygame.K_DOWN)
    scene_key(card, pygame.K_DOWN)  # the ring on Settings
    app._resize(WIDE)  # as a window resize does
    run(app, 2)
    assert app.top is card and "export" in play.hud.buttons
    assert labels(card) == ["Resume", "Restart", "Settings", "How to play", "Menu"]
    assert card.buttons[card.focus].label == "Settings"
    app._resize((640, 480))
    run(app, 2)
    assert "export" not in play.hud.buttons and "Export" in labels(card)
    assert card.buttons[card.focus].label == "Settings"
    window = pygame.Rect(0, 0, 640, 480)
    assert all(card.card.contains(b.rect) and window.contains(b.rect) for b in card.buttons)


def test_the_ring_on_export_goes_to_menu_as_export_goes(make_app):
    app, _play, card = _paused(make_app, WIDE)
    assert "Export" not in labels(card)
    app._resize((800, 600))
    run(app, 2)
    assert "Export" in labels(card)
    card.focus = labels(card).index("Export")
    app._resize(WIDE)
    run(app, 2)
    assert "Export" not in labels(card) and card.buttons[card.focus].label == "Menu"
