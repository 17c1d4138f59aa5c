"""A click on a toast is the toast's (playtest leftover): a toast lent Levels' grid lay
over level tiles, and a click on it opened the level under it (in a real window the pointer
moving onto it selected the tile under it first, and the toast, kept off the tile in
focus, jumped away). A press on a visible toast takes it away, and neither the press,
its release nor the pointer moving over it reaches the screen under it; a click beside
the toast still does."""

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


def _over_a_tile(app, levels) -> tuple[pygame.Rect, int]:
    """A toast's card as drawn over Levels' grid, and the tile under its middle."""
    for card in places.cards(app.toasts):
        k = levels.tile_at(card.center)
        if k >= 0:
            return card, k
    raise AssertionError("no toast over a tile")


def test_a_click_on_a_toast_over_level_tiles_takes_the_toast_not_the_tile(make):
    from quiver.scenes.levels import LevelsScene

    app = make((640, 480))
    levels = LevelsScene(app.ports, "2d")
    app.push(levels)
    layout.raise_toasts(app)  # a path and a code: at 640x480 they go over the grid
    card, k = _over_a_tile(app, levels)
    before = list(app.toasts.texts())
    _click(app, card.center)
    assert app.top is levels, "the click opened the level under the toast"
    assert len(app.toasts.texts()) == len(before) - 1, "the toast clicked goes"
    assert not any(t.startswith("Level") for t in app.toasts.texts()), "a locked tile was clicked"
    assert levels.tile_at(card.center) == k  # (the tile is still there: it was not clicked)


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
