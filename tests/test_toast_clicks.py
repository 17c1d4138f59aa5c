"""A click on a toast is the toast's (playtest leftover): a toast lent Levels' grid lay
over level tiles (s47: no longer, they queue), and a click on it opened the level under
it (in a real window the pointer moving onto it selected the tile under it first, and
the toast, kept off the tile in focus, jumped away). A press on a visible toast takes it
away, and neither the press, its release nor the pointer moving over it reaches the
screen under it; a click beside the toast still does."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture and `cards`

make = places.make


def _click(app, pos) -> None:
    """The pointer moves there (the toasts drawn again after it), then a click."""
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    places.cards(app.toasts)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=pos, button=1))


def test_a_click_on_a_queued_toast_takes_it_and_the_next_shows(make, monkeypatch):
    """At 640x480 three long toasts queue over Levels' title band (s47: they lay over the
    tiles, and a click on one had to be kept from the tile under it): a click on the one
    shown takes it, the screen sees neither the press nor its release, and the next shows."""
    from quiver.scenes.levels import LevelsScene

    app = make((640, 480))
    levels = LevelsScene(app.ports, "2d")
    app.push(levels)
    layout.raise_toasts(app)
    seen = []
    monkeypatch.setattr(levels, "handle_event", lambda e: seen.append(e.type))
    for left in (2, 1, 0):
        (card,) = places.cards(app.toasts)
        assert card.collidelist(levels.toast_controls()) < 0
        _click(app, card.center)
        assert len(app.toasts.texts()) == left, "the toast clicked goes"
    assert app.top is levels and pygame.MOUSEBUTTONDOWN not in seen and pygame.MOUSEBUTTONUP not in seen


def test_a_click_beside_the_toasts_still_reaches_the_screen(make):
    from quiver.scenes.levels import LevelsScene

    app = make((1280, 800))
    levels = LevelsScene(app.ports, "2d")
    app.push(levels)
    app.feedback.toast("Copied the code")
    shown = places.cards(app.toasts)
    assert shown and not any(r.collidepoint(levels.tile_center(1)) for r in shown)
    _click(app, levels.tile_center(1))
    assert app.top is not levels, "level 1 opened"
