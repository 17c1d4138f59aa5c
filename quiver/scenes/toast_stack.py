"""Where the toasts one place cannot hold go (quiver/scenes/toast.py): each in a place of
its own, the newest first, off the cards already placed and what the screen keeps clear,
hiding least of what it keeps in sight (stranger round: in a 640x480 lesson the older of
two long toasts waited, its time standing still, while a place beside the first was free)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .toast import Toast, ToastLayer

Group = tuple[pygame.Rect | None, list["Toast"]]  # a place (None: the default one) and its toasts
Aims = list[tuple[pygame.Rect, int]]  # what a toast hides least of, each with its weight


def aims_of(layer: ToastLayer) -> Aims:
    """The scene's `toast_aims`, an aim given twice weighed twice."""
    top = layer._top()
    counted = Counter(map(tuple, top.toast_aims() if top is not None else []))
    return [(pygame.Rect(a), n) for a, n in counted.items()]


def hidden(cards: pygame.Rect, aims: Aims) -> int:
    """How much of the aims `cards` covers, each pixel by its aim's weight."""
    rects = [a for a, _ in aims]
    return sum(
        cards.clip(rects[i]).w * cards.clip(rects[i]).h * aims[i][1] for i in cards.collidelistall(rects)
    )


def placed_apart(layer: ToastLayer, first: Group) -> list[Group]:
    """`first` (the place the newest toasts go and those shown there), then each toast it
    did not hold, newest first, in a place of its own: whole, off every card placed and
    their shadows, off what the scene keeps clear, where it hides least of its aims (the
    first such on a tie). One that fits no such place waits, and the older ones with it
    (they show in the order they came)."""
    slot, shown = first
    waiting = [t for t in layer.toasts if t not in shown]
    if slot is None or not shown or not waiting or not getattr(layer._top(), "toasts_apart", False):
        return [first]
    groups, taken = [first], [layer._stack(slot, shown, layer._most)]
    slots, aims = layer._slots(), aims_of(layer)
    for t in reversed(waiting):
        free = [
            v
            for s in slots
            if layer._held(s, [t])
            for v in layer._hangs(s, [t])
            if layer._off(v, [t]) and layer._stack(v, [t]).inflate(8, 24).collidelist(taken) < 0
        ]
        if not free:
            break
        best = min(free, key=lambda v: hidden(layer._stack(v, [t]), aims))
        groups.append((best, [t]))
        taken.append(layer._stack(best, [t]))
    return groups
