"""A toast's print grows with the window's pixel density (s275), as the menus' letters do
(theme.ui_scale): the compact form's 14 and 13 px and the prints TEXT steps down to
(18, 16, 14) were fixed pixels, so on a 2x screen in a small window (960x720: 480x360
points) a queued toast over Levels' title read in 7-point letters under a menu grown 1.5
times (as 720 px high allows); now in 20 px, the step of 28 px that fits there."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

from quiver.scenes.toast_cards import COMPACT, SMALLER  # noqa: E402

app_at = places.make


@pytest.fixture
def twice(monkeypatch):
    """A 2x screen for the test's length (as window.py sets it; these apps open no window)."""
    from quiver import window_density
    from quiver.render2d import theme

    monkeypatch.setattr(window_density, "_measure", lambda: 2.0)  # (what SDL would say there)
    theme.set_density(2.0)
    yield 2.0
    theme.set_density(1.0)


def _raised(app, which: str):
    go = next(go for name, go in layout.screens(app) if name == which)
    scene = go()
    layout.raise_toasts(app)
    app.toasts.update(0.0)
    return scene, app.toasts, [pygame.Rect(r) for r in layout._cards(app.toasts)]


@pytest.mark.parametrize("which", ["levels", "daily"])
def test_on_a_2x_screen_a_compact_toast_reads_in_bigger_letters(app_at, twice, which):
    app = app_at((960, 720))
    scene, layer, cards = _raised(app, which)
    assert cards and layer._compact, layer._text
    assert layer._text > COMPACT, layer._text  # (bigger than at 1x: more than 7 points)
    assert [c for c in cards if c.collidelist(scene.toast_controls()) >= 0] == []
    assert layout.unseen(layer) == []  # (whole, in the window; the others queued)


def test_on_a_2x_screen_no_toast_reads_smaller_than_at_1x(app_at, twice):
    app = app_at((1280, 960))
    _scene, layer, cards = _raised(app, "custom")
    assert cards and layer._text >= 2 * min(SMALLER), (layer._text, layer._compact)


def test_at_1x_the_prints_are_todays():
    from quiver.scenes import toast_cards as tc

    assert (tc.text_print(), tc.smaller_prints(), tc.compact_prints()) == (22, (18, 16, 14), (14, 13))
    assert tc.margin(13, 22) == 13 and tc.card_h(2, 14, True) == 44 and tc.inner(400, True) == 344
