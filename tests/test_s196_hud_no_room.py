"""`quiver render --window 320x240` (the least it takes): the bottom bar had no room for the
code chip, laid it out 0 px wide and still drew its label, "Copy code", under Hint ("oc"
showed between Hint and Restart, 2D, 3D and Flat 3D alike). Where the chip gets no room it
is left out."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d import drawn
from quiver.render2d.hud import Hud
from quiver.render2d.hudinfo import HudInfo


@pytest.mark.parametrize("size", [(320, 240), (360, 270)])
@pytest.mark.parametrize("code", ["2d-heart-16x14-34-hard-0-g9", "flat-stairs-8x8x8-67-hard-0-g9"])
def test_no_chip_text_without_a_chip(size, code):
    pygame.font.init()
    hud = Hud()
    hud.set_code(code, copy_key="C")
    hud.layout(size)
    assert hud.code_rect is None or hud.code_rect.w > 0, hud.code_rect
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), HudInfo(3, 3, 25, 25, 5, 6, code, "Heart"))
    bar = pygame.Rect(0, size[1] - hud.bottom_h, size[0], hud.bottom_h)
    buttons = list(hud.buttons.values())
    for t in seen.of(drawn.TEXT):
        if bar.colliderect(t.rect):  # every label on the bottom bar lies in a button or the chip
            assert any(b.contains(t.rect) for b in [*buttons, *filter(None, [hud.code_rect])]), t
