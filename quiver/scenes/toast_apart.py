"""Toasts placed apart (quiver/scenes/toast_stack.py's `_placed_whole` tries): each toast
the first place did not hold in a place of its own (kept here: toast_stack.py was at its
400 lines)."""

from __future__ import annotations

import pygame

from .toast_hide import HEAVY, Group, aims_of, hidden, tall
from .toast_layer import ToastLayer
from .toast_note import Toast


def placed_apart(layer: ToastLayer, first: Group) -> list[Group]:
    """`first` (the place the newest toasts go and those shown there), then each toast it
    did not hold, newest first, in a place of its own: whole, off every card placed and
    their shadows, off what the scene keeps clear, where it hides least of its aims (the
    first such on a tie). One that fits no such place waits, and the older ones with it
    (they show in the order they came); over the 2D board, one that would hide any of its
    arrows waits too, its time standing still, for its turn (toast_bar.turns), wherever
    `first` stands (s195: after a skipped 2D lesson "Lesson skipped..." lay over 8-18% of
    level 1's arrows at 480x360 to 800x600, the level's words in the bar; s198: with the
    newest off the bar, in a corner or beside the board, the older one still went over
    arrows)."""
    slot, shown = first
    waiting = [t for t in layer.toasts if t not in shown]
    if slot is None or not shown or not waiting or not getattr(layer.top_scene, "toasts_apart", False):
        return [first]
    groups, taken = [first], [layer.stack_of(slot, shown, layer._most)]
    slots, aims = layer._slots(), aims_of(layer)
    heavy = [a for a, n in aims if n > HEAVY]
    # (the 2D board's arrows: the others take turns; a 3D view's aims, its box and padded
    # outline, lie under every place near the shape: there they are weighed)
    barred = getattr(layer.top_scene, "toasts_keep_off_aims", False)

    def free(v: pygame.Rect, t: Toast) -> bool:
        c = layer.stack_of(v, [t])
        if barred and hidden(c, aims):  # (over the 2D board's arrows: it waits its turn)
            return False
        return c.inflate(8, 20).collidelist(taken) < 0 and c.collidelist(heavy) < 0 and layer._off(v, [t])

    stood, layer._apart = layer._apart, {}
    for t in reversed(waiting):
        was = stood.get(id(t))  # where it stood: it stays while that holds it (a 3D view turning)
        if was is not None and _offered(was, slots) and layer._held(was, [t]) and free(was, t):
            best = was
        else:
            cut = {
                tuple(v): v for s in slots for v in [s, *_by(s, taken, layer._clear(), layer._narrowest())]
            }  # (each once)
            tried = {tuple(h): h for v in cut.values() if layer._held(v, [t]) for h in layer._hangs(v, [t])}
            places = [v for v in tried.values() if free(v, t)]
            if not places:
                break
            best = min(places, key=lambda v: (hidden(layer.stack_of(v, [t]), aims), tall(layer, [(v, [t])])))
        groups.append((best, [t]))
        taken.append(layer.stack_of(best, [t]))
        layer._apart[id(t)] = best
    return groups


def _offered(place: pygame.Rect, slots: list[pygame.Rect]) -> bool:
    """`place` lies in a place the scene still offers (a refusal shown on Enter seed took
    the blank a toast stood in: it stayed over the refusal)."""
    return any(s.contains(place) for s in slots)


def _by(
    slot: pygame.Rect, cards: list[pygame.Rect], clear: list[pygame.Rect], least: int
) -> list[pygame.Rect]:
    """`slot` cut to above and below each of `cards` it reaches into (a card there stands
    on it, stacked, or hangs under it), and to the left and right of what the scene keeps
    clear (a lesson's leader: a card keeps beside it), each once, none narrower than `least`."""
    out = {}
    for c in (c for c in cards if c.colliderect(slot)):
        out[c.y - slot.y, 0] = pygame.Rect(slot.x, slot.y, slot.w, c.y - slot.y)
        out[c.bottom, 1] = pygame.Rect(slot.x, c.bottom, slot.w, slot.bottom - c.bottom)
    for c in (c for c in clear if c.colliderect(slot)):
        out[c.x, 2] = pygame.Rect(slot.x, slot.y, c.x - slot.x, slot.h)
        out[c.right, 3] = pygame.Rect(c.right, slot.y, slot.right - c.right, slot.h)
    return [r for r in out.values() if r.w >= least and r.h > 0]
