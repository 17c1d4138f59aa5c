"""Leftovers a stranger met (round s37, in a real X window at 640x480 and 800x600, on a
fresh data folder each time): each test failed before its fix."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_how_to_play_says_that_enter_fires_the_arrow_tab_lit(mode):
    """How to play said "Press and hold an arrow to see its path (keys: Tab, then Enter)"
    (3D: "wheel zooms (keys: Tab, then Enter)"): read as the keys that show the path (or
    zoom), and Enter fired the arrow, a heart gone on a blocked one. It names what each
    key does."""
    from quiver.engine.modes import Mode
    from quiver.scenes.legend import EXTRA

    line = EXTRA[Mode(mode)]
    assert "Tab, then Enter" not in line
    assert "Tab lights an arrow" in line and "Enter fires it" in line
