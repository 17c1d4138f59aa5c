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


def test_gap_and_narrowest_grow_with_the_density(at_density):
    assert (tc.gap(), tc.narrowest()) == (tc.GAP, tc.NARROWEST)
    at_density(2.0)
    assert (tc.gap(), tc.narrowest()) == (2 * tc.GAP, 2 * tc.NARROWEST)
    slot = pygame.Rect(0, 0, 800, 200)  # (the slot's room, less the gap under a card of 44 px lines)
    assert tc.fit(slot) == (200 - 2 * tc.GAP - tc.card_h(0)) // (tc.text_print() + 2)


def test_on_a_2x_screen_stacked_cards_stand_a_gap_apart(at_density):
    from quiver.scenes.toast import ToastLayer

    at_density(2.0)
    layer = ToastLayer(lambda: 0.0, (1280, 960), lambda: None)
    one, two = layer.show("Copied the code"), layer.show("Level 7 is locked")
    slot = pygame.Rect(0, 0, 1280, 600)
    stack = layer.stack_of(slot, [one, two])
    assert stack.bottom == slot.bottom - 2 * tc.GAP
    assert stack.h == 2 * layer._h(1) + 2 * tc.GAP  # (one gap between the two cards)
    assert layer._held(pygame.Rect(0, 0, 1280, 2 * layer._h(1) + 4 * tc.GAP - 1)) == 1
