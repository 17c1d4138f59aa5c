"""s278: F1 and `?` open How to play on every screen, for the mode it shows. The menu,
the board, the Custom panel and the pause card opened it; on Levels, Daily and the win
card the keys did nothing (README "Controls": `?` or `F1`, a pad's View). Settings opens
it on F1 alone (s295: its fields type `?`; tests/test_s295_settings_f1.py)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

ASKS = {
    "F1": dict(key=pygame.K_F1, mod=0, unicode=""),
    "Shift+/": dict(key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?"),
    "? on another layout": dict(key=pygame.K_MINUS, mod=pygame.KMOD_SHIFT, unicode="?"),
    "K_QUESTION": dict(key=pygame.K_QUESTION, mod=0, unicode=""),
}


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


def asked(scene, how: str) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, **ASKS[how]))


def shown_legend(app, under, mode: str) -> None:
    """How to play for `mode` is on top of `under`, and F1 closes it back to `under`."""
    from quiver.scenes.legend import LegendScene

    assert isinstance(app.top, LegendScene) and app.top.mode == mode
    assert app.ports.stack.scenes[-2] is under
    asked(app.top, "F1")
    assert app.top is under


@pytest.mark.parametrize("how", ASKS)
def test_levels_opens_how_to_play_for_the_tab_shown(make, how):
    app = make((800, 600))
    app.top.open_levels()
    levels = app.top
    levels.tabs.set(2)  # the Flat 3D tab (greyed without OpenGL: its page still shows)
    asked(levels, how)
    shown_legend(app, levels, "flat")


@pytest.mark.parametrize("how", ASKS)
def test_daily_opens_how_to_play_for_the_tab_shown(make, how):
    app = make((800, 600))
    app.top.open_daily()
    daily = app.top
    daily.tabs.set(1)
    asked(daily, how)
    shown_legend(app, daily, "3d")


@pytest.mark.parametrize("how", ["F1", "Shift+/"])
def test_the_win_card_opens_how_to_play_for_the_mode_just_played(monkeypatch, tmp_path, how):
    from app_helpers import at_win_card

    from quiver.scenes.result import ResultScene

    with at_win_card(monkeypatch, tmp_path) as app:
        card = app.top
        assert isinstance(card, ResultScene)
        asked(card, how)
        shown_legend(app, card, "2d")
