"""s389, what s374-s384's bigger "Size of menus" left: a scrolled page's toasts waited until
it was scrolled back (none shown on Custom, Daily or a result card scrolled 150 px at
1280x720 at 200%); now they stand in the window where they stood unscrolled, whatever the
scroll."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # tools/layout.py, found through the path above


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    yield tmp_path
    pygame.display.quit()


def _scroll_to(top, at: int) -> int:
    """Scroll the page on top to `at` px (as far as it goes); how far it went."""
    from quiver.scenes import menu_scroll

    scroller = getattr(top, "scroller", None)
    if scroller is None:
        menu_scroll.set_scroll(top, at)
        top.layout()
        return menu_scroll.scroll(top)
    scroller.at = 0
    scroller.by(at)
    return scroller.at


def _cards(app) -> tuple[int, list[tuple]]:
    """The toasts `layout.raised` over the page on top: how many show, and their cards."""
    layout.raise_toasts(app)
    layout.draw_recorded(app, picture=False)
    layer = app.toasts
    layer.update(0.0)
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    shown = len(layer._shown())
    cards = [tuple(r) for r, _ in layer._hits]
    layer.toasts = []
    return shown, cards


@pytest.mark.slow
def test_a_scrolled_pages_toasts_stand_where_they_stood_unscrolled(home):
    app = layout.make_app((1280, 720))
    try:
        layout.set_scale(app, "2")
        found = {}
        for name, go in layout.screens(app):
            if name not in ("menu", "custom", "levels", "daily", "result") or go() is None:
                continue
            top = app.top
            assert _scroll_to(top, 0) == 0
            first = _cards(app)
            assert first[0] >= 1, name
            for at in (150, 10**6):
                went = _scroll_to(top, at)
                assert went > 0, f"{name}: scrolls"
                found[(name, at)] = _cards(app) == first
            _scroll_to(top, 0)
        assert found and all(found.values()), [k for k, v in found.items() if not v]
    finally:
        app.close()
