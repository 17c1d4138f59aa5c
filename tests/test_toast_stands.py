"""Toasts placed from where they stand place themselves there again (t9): nothing else
changed, the layer's next frame starts from where they stood and must come back to it,
or the toasts jump a frame after they appear. On Daily's November page at 1024x600 three
toasts stood at 14 px, lent the grid, on their first frame; on the second the 16 px try
found the place they stood in and held them there, two-line cards instead of one-line
ones (a place they stood in counted in a try other than the one that placed them)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make


def _placed(layer) -> tuple:
    """Where the layer places its toasts this frame, and in what print and form."""
    groups = [(None if s is None else tuple(s), [t.text for t in g]) for s, g in layer._placement()]
    return groups, layer._text, layer._compact


def _next(layer) -> tuple:
    """_placed on the layer's next frame, nothing else changed."""
    layer.update(0.0)
    return _placed(layer)


def test_three_toasts_on_daily_november_at_1024x600_stand_still(app_at):
    app = app_at((1024, 600))
    go = dict(layout.screens(app))["daily_day"]
    assert go() is not None
    layout.draw_recorded(app)
    layout.raise_toasts(app)  # (placed: their first frame)
    first = _placed(app.toasts)
    assert [_next(app.toasts) for _ in range(2)] == [first, first]


@pytest.mark.parametrize("size", [(640, 480), (1024, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_toasts_placed_from_where_they_stand_place_themselves_again(app_at, size):
    """Every screen tools/layout.py opens, its toasts raised: the second frame and the
    third place them as the first did."""
    app = app_at(size)
    moved = []
    for name, go in layout.screens(app):
        if go() is None:
            continue
        layout.draw_recorded(app)  # (the screen laid out, as the window draws it)
        layout.raise_toasts(app)
        first = _placed(app.toasts)
        again = [_next(app.toasts) for _ in range(2)]
        moved += [f"{name}: {first} -> {again}"] if again != [first, first] else []
        app.toasts.toasts = []
    assert moved == []
