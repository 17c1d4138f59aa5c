"""Toasts over Settings in a big window (s67's look): in the bigger print of the window
(toast_stack._bigger: 30 px at 1920x1080, 43-59 at 3840x2160), in the places beside its
title and its free cell, never over a control. (A brief had them at 22 px in the rows
Settings lends at 3840x2160; as drawn they stand in its free places, bigger; where they
would be lent its rows, at 1920x1080 two of them, 22 px beside its title covers nothing,
where 30 px lent its rows lay over a row's name.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make


@pytest.mark.parametrize("count", [1, 2, 3])
def test_settings_toasts_at_3840_stand_big_off_its_controls(monkeypatch, app_at, count):
    """With its 16th row (s272) the third stands in the footer, beside where the settings
    are saved: a data folder of a usual length leaves it room (the test's own can be long)."""
    from quiver.game.journey import ToastKind
    from quiver.scenes import settings_draw, toast_stack
    from quiver.scenes.settings import SettingsScene
    from quiver.scenes.toast_cards import TEXT

    usual = Path("/home/someone/.config/quiver/settings.json")
    monkeypatch.setattr(settings_draw, "settings_path", lambda: usual)
    app = app_at((3840, 2160))
    app.push(SettingsScene(app.ports))
    layer = app.toasts
    for text in [*layout.TOASTS, layout.WARNING][:count]:
        layer.show(text, ToastKind.WARN if text == layout.WARNING else ToastKind.INFO)
    layer.update(0.0)
    places.cards(layer)
    assert layer._text in toast_stack._bigger(layer) and layer._text >= 43 > TEXT
    assert layer._stood_in[0] is False  # (the try that placed them: its free places alone)
    controls = [pygame.Rect(r) for r in app.top.toast_controls()]
    cards = [pygame.Rect(r).inflate(-24, -24) for r in layer._cards]
    assert len(cards) == count
    assert not any(c.collidelist(controls) >= 0 for c in cards)
