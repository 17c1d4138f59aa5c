"""A toast card over what a play view keeps in sight (the 3D shape, the board's arrows) is
drawn translucent (quiver/scenes/toast_paint.py): at 480x360 no place beside a sphere holds
even a short toast, and one stood solid over its top (s120)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pygame

from quiver.scenes.base import Scene
from quiver.scenes.toast import ToastLayer

SIZE = (480, 360)
SHAPE = pygame.Rect(140, 70, 200, 210)  # the sphere, as play_toasts.shape_aims weighs it


class View(Scene):
    """A play view (it has a hud) whose one place for toasts is `slot`."""

    hud = SimpleNamespace(bottom_h=64)
    toasts_apart = True

    def __init__(self, slot: pygame.Rect) -> None:
        self.slot = slot

    def toast_slots(self):
        return [self.slot]

    def toast_aims(self):
        return [SHAPE] * 3


def _most_alpha(slot: pygame.Rect) -> int:
    pygame.font.init()
    top = View(slot)
    layer = ToastLayer(lambda: 0.0, SIZE, lambda: top)
    layer.show("Uncovered: 3 hidden")
    layer.update(0.0)
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    layer.draw(surface)
    (card,) = layer._cards
    alpha = np.asarray(pygame.surfarray.pixels_alpha(surface))
    return int(alpha[card.left : card.right, card.top : card.bottom].max())


def test_a_card_over_the_shape_lets_it_show_through():
    assert _most_alpha(pygame.Rect(0, 60, 480, 80)) < 230  # (OVER_VIEW: 204)


def test_a_card_clear_of_the_shape_is_solid():
    assert _most_alpha(pygame.Rect(0, 0, 480, 70)) == 255
