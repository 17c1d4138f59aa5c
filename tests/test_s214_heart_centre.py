"""s214: `Hud.heart_centre` read the hearts' form last drawn: before the first draw, or
after a resize that changed the form (six hearts: a row at 1280 wide, one heart and "x6"
at 640), the lost heart's cue left from a slot the bar does not draw. It is reckoned from
the bar's plan for the current layout, so it is the same before a draw as after one."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d import hudhearts
from quiver.render2d.hud import Hud, HudInfo

INFO = HudInfo(
    4, 6, 120, 120, 3, 6, "c", "Daily 2026-12-02  \u2022  Music Note", show_timer=True, score=12345
)


def _drawn(hud: Hud, k: int) -> tuple[int, int]:
    hud.draw(pygame.Surface(hud.size, pygame.SRCALPHA), INFO)
    return hud.heart_centre(k, INFO)


@pytest.mark.parametrize("first", [(1280, 800), (640, 480)])
@pytest.mark.parametrize("then", [(640, 480), (1280, 800), (1920, 1080)])
def test_the_hearts_slot_is_known_before_a_draw(first, then):
    pygame.font.init()
    hud = Hud()
    hud.layout(first)
    _drawn(hud, 0)  # (a form drawn at the first size)
    hud.layout(then)
    before = [hud.heart_centre(k, INFO) for k in range(6)]
    assert before == [_drawn(hud, k) for k in range(6)], (first, then)
    r, form = hud.top_bar(INFO).hearts, hud.top_bar(INFO).form
    assert form in hudhearts.FORMS and all(r.collidepoint(p) for p in before)


def test_a_new_hud_knows_its_slots_before_its_first_draw():
    pygame.font.init()
    hud = Hud()
    hud.layout((640, 480))  # (six hearts here: one heart and the count, not the roomy row)
    before = hud.heart_centre(4, INFO)
    assert before == _drawn(hud, 4)


def test_zen_has_one_heart_to_name():
    pygame.font.init()
    hud = Hud()
    hud.layout((1280, 800))
    zen = HudInfo(None, None, 120, 120, 3, 6, "c", "Zen", show_timer=True)
    assert hud.top_bar(zen).hearts.collidepoint(hud.heart_centre(0, zen))
