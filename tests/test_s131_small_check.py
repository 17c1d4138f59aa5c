"""s131: tools/layout.py --small listed two Settings lines at 600x900 ("Turn 3D views
freely...", 4 px capitals; "Music volume", 6 px) that the scrolled list only cut at its
edge: the check measured the clipped rect. It measures the print's own height now."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


def _small(size: int, clip: pygame.Rect | None) -> list[str]:
    import layout

    from quiver.render2d import drawn, theme

    pygame.font.init()
    surface = pygame.Surface((300, 200))
    if clip is not None:
        surface.set_clip(clip)
    with drawn.recording() as seen:
        theme.text(surface, "Music volume", size, (0, 0, 0), (10, 100))
    assert seen.of(drawn.TEXT), "the line was drawn (in part)"
    return layout.small_text(seen)


def test_a_line_a_scrolled_view_cuts_is_not_small_print():
    from quiver.render2d import drawn, theme

    pygame.font.init()
    with drawn.recording() as seen:
        theme.text(pygame.Surface((300, 200)), "Music volume", 20, (0, 0, 0), (10, 100))
    ink = seen.of(drawn.TEXT)[0].rect
    assert ink.h >= 10
    # the view's top edge 4 px above the ink's foot: 4 px of the line show, in print 20
    cut = pygame.Rect(0, ink.bottom - 4, 300, 200)
    assert _small(20, cut) == []


def test_a_line_printed_small_is_listed_clipped_or_not():
    assert _small(8, None) and "small print" in _small(8, None)[0]
    assert _small(8, pygame.Rect(0, 0, 300, 200)) != []
