"""Which of the scene's places the newest toasts go in (quiver/scenes/toast.py's
`ToastLayer._placed`, kept here: the layer's module was at its 400 lines). The bar place
over a play view's top bar (toast_bar.py) takes a toast whole only: no card rises out of it
nor is cut short in it."""

from __future__ import annotations

import pygame

from .toast_bar import in_bar
from .toast_cards import MOST_LINES, at_foot, gap
from .toast_cards import fit as _fit
from .toast_layer import ToastLayer
from .toast_lent import withheld
from .toast_note import Toast


def placed(layer: ToastLayer) -> tuple[pygame.Rect | None, list[Toast]]:
    """The slot the toasts go in (None: the default place, the full width) and the
    ones shown there: of the slots that hold the newest ones (the others wait their
    turn, never spilling onto a card), the one where they hide least of the scene's
    `toast_aims`, then the one that shows most, then the first (over the 2D board the
    newest alone there too: stacked, an older one went over arrows where it could wait its
    turn, s198: an export's toast under a screenshot's at 640x480); else the first as
    tall as a line's toast that takes the newest in two lines (a bar: it stands out
    above it, whole in the window), else the one that shows most of the newest cut
    short (never the bar place: s195); else the default place, or, over a card that
    `toasts_wait`, none yet."""
    layer._most = MOST_LINES  # a toast's lines, unless shortened to its slot
    slots, waits = layer._slots(), getattr(layer.top_scene, "toasts_wait", False)
    if not slots:
        return None, [] if waits else layer.toasts
    held = [layer._held(slot) for slot in slots]
    some = [(s, layer.toasts[-n:]) for s, n in zip(slots, held, strict=True) if n]
    if getattr(layer.top_scene, "toasts_keep_off_aims", False):  # (the 2D board: each also alone,
        some += [(s, layer.toasts[-1:]) for s, n in zip(slots, held, strict=True) if n > 1]  # s198)
    best = layer._least_hidden(some) if some else None
    if best is not None:
        return best
    slots = [s for s in slots if not in_bar(layer, s)]  # (whole there, or not at all)
    newest, clear = layer.toasts[-1], layer._clear()
    for slot in (at_foot(s, layer.size, layer.top_scene) for s in slots):  # (a card rising: off the page)
        lines = layer.lines_of(newest.text, slot.w)
        risen = pygame.Rect(slot.x, slot.bottom - layer._h(lines) - gap(), slot.w, layer._h(lines) + gap())
        if (
            lines <= 2
            and slot.h >= layer._h(1) + gap()
            and slot.bottom >= layer._h(lines) + gap()
            and risen.collidelist(clear) < 0  # (not over a lesson's words)
            and not withheld(layer)  # (nor onto a card opened over the screen it is news of)
        ):
            return slot, [newest]
    z = layer._text
    cuts = [s for s in slots if layer._held(s, [newest], whole=False) and layer._off(s, [newest], _fit(s, z))]
    shows = lambda s: min(_fit(s, z), layer.lines_of(newest.text, s.w)) * s.w
    cut = max(cuts, key=shows, default=None)
    if cut is not None:
        layer._most = _fit(cut, z)
        return cut, [newest]
    return (slots[0], []) if waits and slots else (None, [newest])
