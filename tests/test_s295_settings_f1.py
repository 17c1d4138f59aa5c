"""F1 opens How to play from Settings too, as from every other screen (s295: Settings
had none; a stranger presses F1 everywhere). F1 types nothing, so a text field keeps its
letters: `?` typed in the name field stays a letter there, and the name typed is applied
(as a field left) before the card goes under How to play; Esc comes back to Settings."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _key(app, key, mod=0, text="") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))


def test_f1_opens_how_to_play_from_settings_and_esc_comes_back(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    from quiver.scenes.legend import LegendScene
    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((800, 600))
        mode = app.top.shown_mode()
        app.top.open_settings()
        app.step()
        card = app.top
        assert isinstance(card, SettingsScene)
        card.focus = card.order.index("leaderboard_name")
        for ch in "Ann":
            _key(app, pygame.key.key_code(ch.lower()), pygame.KMOD_SHIFT if ch.isupper() else 0, ch)
        _key(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")  # (a field's letter, not How to play)
        app.step()
        assert app.top is card and card.text_boxes["leaderboard_name"].text == "Ann?"
        _key(app, pygame.K_BACKSPACE)
        _key(app, pygame.K_F1)
        app.step()
        assert isinstance(app.top, LegendScene) and app.top.mode == mode
        assert app.midend.settings.leaderboard_name == "Ann"  # (applied, as a field left)
        _key(app, pygame.K_ESCAPE)
        app.step()
        assert app.top is card and card.text_boxes["leaderboard_name"].text == "Ann"


def test_its_lesson_leaves_settings_with_the_name_kept(monkeypatch, tmp_path):
    """How to play's lesson from over Settings leaves the card (the menu under the lesson),
    the name typed kept: applied when F1 was pressed."""
    from app_helpers import menu_maker

    from quiver.scenes.settings import SettingsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((800, 600))
        app.top.open_settings()
        app.step()
        card = app.top
        card.focus = card.order.index("leaderboard_name")
        _key(app, pygame.K_b, text="b")
        _key(app, pygame.K_F1)
        _key(app, pygame.K_l, text="l")
        app.step()
        assert not any(isinstance(s, SettingsScene) for s in app.ports.stack.scenes)
        assert getattr(app.top, "coach", None) is not None  # (the lesson)
        assert app.midend.settings.leaderboard_name == "b"
