"""s334: at 1280x800 level 1's words over the 3D view went short ("Stuck? Try Hint"),
losing "clear the board": said whole they took three lines in the left column beside the
shape, and a place taking a toast in three lines read as fine to the placing (toast_hide's
READABLE) while it was one too many for the short forms' rule (toast_short's `_squeezed`).
Both now read one rule (toast_hide.most_whole): the bottom right corner, free of the
shape, holds the whole in two lines. At 1024x768 no corner holds it in fewer than three
(s327's short form stays there)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `gl_app` fixture

from quiver.flow import LEVEL_SHORT  # noqa: E402

gl_app = places.gl_app


def _level_words(gl_app, size: tuple[int, int], name: str = "news3d-0"):
    """Level 1's words over the 3D view at `size`: the app, the toast, its place, layout's problems."""
    app = gl_app(size)
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    for screen, go in layout.screens(app):
        if screen == name and go() is not None:
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            ((slot, shown),) = [(s, g) for s, g in app.toasts._placement() if g]
            (toast,) = shown
            return app, toast, slot, layout.with_toasts(app, picture, drawn)
    raise AssertionError(f"no {name} screen")


@pytest.mark.slow  # (a GL window)
def test_at_1280x800_level_ones_words_over_the_3d_view_are_said_whole(gl_app):
    app, toast, slot, problems = _level_words(gl_app, (1280, 800))
    assert toast.text == layout.NEWS[0] and "clear the board" in toast.text
    assert app.toasts.lines_of(toast.text, slot.w) <= 2
    assert problems == []  # (off the shape's heads and middle, the counts, the bars)


@pytest.mark.slow  # (a GL window)
def test_at_1024x768_they_stay_short(gl_app):
    _app, toast, _slot, problems = _level_words(gl_app, (1024, 768))
    assert toast.text == LEVEL_SHORT and problems == []
