"""Toasts over the Custom panel stand where their first frame put them (s186). At 1024x768,
1000x760, 1100x800 and 1024x700 three toasts (a screenshot's path, Copy's code, a warning)
were placed one way on Custom's first frame and moved a frame later: the first frame put
the path short, placed the three apart in 14 px, and there Copy's whole was squeezed;
it went short only on the next frame, placed afresh in 16 px (toast_short.shortened now
places again until no toast goes short)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make
IN_BETWEEN = [(1024, 768), (1000, 760), (1100, 800)]  # (1024x700: only in a GL window, layout.py)


def _placed(layer) -> tuple:
    """Where the layer places its toasts this frame, what each says, its print and form."""
    groups = [(None if s is None else tuple(s), [t.text for t in g]) for s, g in layer._placement()]
    return groups, layer._text, layer._compact


@pytest.mark.parametrize("size", IN_BETWEEN, ids=lambda s: f"{s[0]}x{s[1]}")
def test_toasts_raised_over_custom_place_on_its_first_frame_where_they_stay(app_at, size):
    """tools/layout.py's toasts raised as Custom opens (before it has drawn): its next two
    frames place them as the first did, in the same words and print."""
    app = app_at(size)
    assert dict(layout.screens(app))["custom"]() is not None and app.top.custom
    layout.raise_toasts(app)  # (placed: their first frame)
    first = _placed(app.toasts)
    again = []
    for _ in range(2):
        app.toasts.update(0.0)
        again.append(_placed(app.toasts))
    assert again == [first, first]


def test_copy_on_custom_at_1024x768_with_a_path_and_a_warning_up_moves_no_card(app_at):
    """The game's own frames: a screenshot's path and a warning up on the menu, Custom
    opened, the code copied there; the cards drawn on the first frame are those of the
    third."""
    from quiver.feedback import copied
    from quiver.game.journey import ToastKind

    app = app_at((1024, 768))
    app.feedback.toast(layout.TOASTS[0], short=layout.short_of(layout.TOASTS[0]))
    app.feedback.toast(layout.WARNING, ToastKind.WARN)
    app.step()
    app.top.open_custom()
    said, short = copied("the puzzle code", str(layout.SAMPLE_CODE), False)
    app.feedback.toast(said, short=short)
    frames = []
    for _ in range(3):
        app.step()
        frames.append([tuple(r) for r in app.toasts._cards])
    assert len(frames[0]) == 3  # (all three shown)
    assert frames[0] == frames[2], frames
