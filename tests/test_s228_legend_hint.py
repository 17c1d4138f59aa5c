"""s228: How to play's scroll hint said "More: PgDn or the wheel", though Down scrolls the
words too where they scroll (s226). It names Down (and Up on the way back) where that
line fits beside the buttons, and the shorter line where only it fits (600x800)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run


def _hint(app) -> list[str]:
    from quiver.render2d import drawn

    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    run(app, 3)
    card = app.top
    assert card.max_scroll > 0
    card.full_redraw = True
    with drawn.recording() as seen:
        card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [i.label for i in seen.of(drawn.TEXT) if "wheel" in i.label]


@pytest.mark.parametrize(
    ("size", "want"),
    [
        ((640, 480), "More: Down, PgDn or the wheel"),
        ((800, 600), "More: Down, PgDn or the wheel"),
        ((600, 800), "More: PgDn or the wheel"),  # (the longer one has no room there)
    ],
)
def test_the_scroll_hint_names_down_where_it_fits(monkeypatch, tmp_path, size, want):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        assert _hint(make()) == [want]
