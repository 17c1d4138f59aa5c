"""Playtest leftovers of the toasts and the daily calendar: one name for the daily
screen on the result cards, toasts off a lesson's words, off the menu's title, off the
2D bar's buttons and off the 3D shape, and the calendar's arrows and keys."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above


@pytest.fixture
def make(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    made = []

    def go(size):
        from quiver.app import App

        app = App(size, window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
        app.to_menu()
        made.append(app)
        return app

    yield go
    for app in made:
        app.close()
    pygame.display.quit()


def test_the_daily_screen_has_one_name_on_both_result_cards(make):
    """The win card's "Calendar" and the lose card's "Daily" opened the same screen: it
    is "Daily" on both, as on the menu."""
    app = make((800, 600))
    names = set()
    for won in (True, False):
        app.to_menu()
        app.flow.daily("2d")
        card = layout._finish(app, layout._until_play(app), won)
        names |= {b.label for b in card.buttons if b.action == card.daily}
    assert names == {"Daily"}
