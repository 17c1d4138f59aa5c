"""What the scene on top lends the toasts (quiver/scenes/toast_stack.py), and when a card
over the screen they are news of lends them nothing (kept here: toast_stack.py was at its
400 lines)."""

from __future__ import annotations

import pygame

from .toast_layer import ToastLayer


def lent(layer: ToastLayer) -> list[pygame.Rect]:
    """What the scene on top lends toasts (`Scene.toast_lent`), unless it is a card opened
    over the screen a toast up is news of (`Toast.owner`): that news keeps clear of the
    card, in its free places, else waits for it to close, its time standing still (s68: at
    800x600 a puzzle's toast lay over How to play's words, opened over the puzzle)."""
    top = layer.top_scene
    return [] if top is None or withheld(layer) else top.toast_lent()


def withheld(layer: ToastLayer) -> bool:
    """The scene on top is a card (`Scene.overlay`, `Scene.toasts_wait`) opened over the
    screen a toast up is news of: they keep off it (no place it lends, none rising onto it)."""
    top = layer.top_scene
    return (
        top is not None
        and top.overlay
        and top.toasts_wait
        and any(t.owner not in (None, top) for t in layer.toasts)
    )
