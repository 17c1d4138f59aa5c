"""The toasts' last fixed pixels follow the window's pixel density (s277), as their prints
do since s275: the waiting badge ("+2": a 9 px circle, its number in 14 px, 7 points tall
on a 2x screen's 44 px cards), the gap between stacked cards and the narrowest slot that
takes a toast (at 2x a 200 px slot left 32 px for the words of a 44 px print)."""

from __future__ import annotations

import pygame
import pytest

from quiver.game.journey import ToastKind
from quiver.render2d import theme
from quiver.scenes import toast_cards as tc

WHITE = (255, 255, 255)


@pytest.fixture
def at_density():
    def set_to(k: float) -> None:
        theme.set_density(k)

    yield set_to
    theme.set_density(1.0)


def _badge(k: float, at_density) -> tuple[int, int, pygame.Rect]:
    """The badge's accent pixels and its number's white ones on a waiting card drawn at density `k`."""
    at_density(k)
    size = tc.text_print()
    msg = tc.wrap("Level 7 is locked", tc.inner(1000, size=size), size=size)
    card, _ = tc.draw_card(msg, size, ToastKind.INFO, False, 3)
    px = pygame.PixelArray(card)
    try:
        accent = [
            (x, y)
            for x in range(card.get_width())
            for y in range(card.get_height())
            if card.unmap_rgb(px[x, y])[:3] == theme.ACCENT
        ]
        white = sum(
            1
            for x in range(card.get_width())
            for y in range(card.get_height())
            if card.unmap_rgb(px[x, y]) == (*WHITE, 255)
        )
    finally:
        px.close()
    xs, ys = [x for x, _ in accent], [y for _, y in accent]
    return len(accent), white, pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_a_waiting_badge_and_its_number_grow_with_the_density(at_density):
    one, white1, box1 = _badge(1.0, at_density)
    two, white2, box2 = _badge(2.0, at_density)
    assert box1.size == (2 * tc.BADGE_R,) * 2  # (at 1x: today's, whole on its card's surface)
    assert box2.w >= 2 * box1.w - 2 and box2.h >= 2 * box1.h - 2, (box1, box2)  # (whole: not cut)
    assert two > 3 * one and white2 > 3 * white1, (one, two, white1, white2)


def test_at_1x_the_badge_stands_where_it_stood():
    assert tc.badge_centre(pygame.Rect(40, 50, 300, 60)) == (338, 51)
    assert tc.badge_centre(pygame.Rect(40, 0, 300, 60)) == (338, tc.BADGE_R)


def test_the_gap_between_cards_and_the_narrowest_slot_grow_with_the_print(at_density):
    assert (tc.between(), tc.narrowest(), tc.badge_r()) == (tc.GAP, tc.NARROWEST, tc.BADGE_R)
    assert tc.between(2 * tc.TEXT) == 2 * tc.GAP  # (s280: at 1x too, as its margins)
    at_density(2.0)
    assert (tc.between(), tc.narrowest(), tc.badge_r()) == (2 * tc.GAP, 2 * tc.NARROWEST, 2 * tc.BADGE_R)
    assert tc.badge_r(2 * tc.COMPACT, compact=True) == 2 * tc.BADGE_R  # (as grown from COMPACT)
    assert tc.between(20, compact=True) == round(tc.GAP * 20 / tc.COMPACT)  # (Levels at 960x720)
    least = tc.compact_prints()[-1]  # (14 px: a print stepped down to 1x's for room)
    assert (tc.between(least), tc.narrowest(least), tc.badge_r(least)) == (tc.GAP, tc.NARROWEST, tc.BADGE_R)


def test_on_a_2x_screen_stacked_cards_stand_apart_as_drawn(at_density):
    """Measured (stack_of, _held) as drawn (toast_paint): GAP under the lowest card, to its
    slot's bottom (the scenes' places are cut to it), twice GAP between the two."""
    from quiver.scenes.base import Scene
    from quiver.scenes.toast import ToastLayer

    at_density(2.0)
    slot = pygame.Rect(0, 0, 1280, 600)

    class Page(Scene):
        def __init__(self) -> None:  # (a screen offering one place, and nothing else)
            pass

        def toast_slots(self):
            return [slot]

    page = Page()
    layer = ToastLayer(lambda: 0.0, (1280, 960), lambda: page)
    one, two = layer.show("Copied the code"), layer.show("Level 7 is locked")
    layer.update(0.0)
    layer.draw(pygame.Surface((1280, 960), pygame.SRCALPHA))
    cards = sorted((r for r, _ in layer._hits), key=lambda r: r.y)
    assert len(cards) == 2 and layer._text == tc.text_print() == 2 * tc.TEXT, layer._text
    assert cards[1].bottom == slot.bottom - tc.GAP
    assert cards[1].top - cards[0].bottom == 2 * tc.GAP
    stack = layer.stack_of(slot, [one, two])
    assert (stack.top, stack.bottom) == (cards[0].top, cards[1].bottom)
    tight = pygame.Rect(0, 0, 1280, stack.h + tc.GAP)  # (just the two: less by a px, one)
    assert layer._held(tight) == 2 and layer._held(tight.inflate(0, -1)) == 1
