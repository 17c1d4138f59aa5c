"""Which of the scene's places the newest toasts go in (quiver/scenes/toast.py's
`ToastLayer._placed`, kept here: the layer's module was at its 400 lines), and of those that
hold them, which hides least (`least_hidden`). The bar place over a play view's top bar
(toast_bar.py) takes a toast whole only: no card rises out of it nor is cut short in it."""

from __future__ import annotations

import pygame

from .toast_bar import in_bar
from .toast_cards import GAP, MOST_LINES, at_foot
from .toast_cards import fit as _fit
from .toast_hide import Group, aims_of, hidden, sparse, tall
from .toast_layer import ToastLayer
from .toast_lent import withheld
from .toast_note import Toast
from .toast_stood import stays, under, within


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
    best = least_hidden(layer, some) if some else None
    if best is not None:
        return best
    slots = [s for s in slots if not in_bar(layer, s)]  # (whole there, or not at all)
    newest, clear = layer.toasts[-1], layer._clear()
    for slot in (at_foot(s, layer.size, layer.top_scene) for s in slots):  # (a card rising: off the page)
        lines = layer.lines_of(newest.text, slot.w)
        risen = pygame.Rect(slot.x, slot.bottom - layer._h(lines) - GAP, slot.w, layer._h(lines) + GAP)
        if (
            lines <= 2
            and slot.h >= layer._h(1) + GAP
            and slot.bottom >= layer._h(lines) + GAP
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


def least_hidden(
    layer: ToastLayer, places: list[tuple[pygame.Rect, list[Toast]]]
) -> tuple[pygame.Rect, list[Toast]] | None:
    """Of (slot, the toasts it shows), standing on its bottom or hanging from its top
    (the slot cut to the cards: under a top bar), none over what the scene keeps
    clear (`Scene.toast_clear`), the one where the cards hide least of what it keeps
    in sight (`Scene.toast_aims`: a board's arrows), then the one that shows most;
    None if every one is over what it keeps clear. Where the toasts shown stand now,
    they stay while it holds them (a 3D view turning under them moves no toast)
    unless toast_stood.stays says they go."""
    tried = [(v, shown) for slot, shown in places for v in layer._hangs(slot, shown)]
    was = layer._stood[:2] if layer._stood is not None else None
    stood = next(((v, shown) for v, shown in tried if (tuple(v), shown) == was), None)
    stood = stood or within(layer, places)
    aims = aims_of(layer) if tried else []  # (an aim given twice: twice)
    if stood is not None and layer._off(*stood) and stays(layer, stood, tried, aims):
        return stood
    tried = [(v, shown) for v, shown in tried if layer._off(v, shown)]
    best: tuple[pygame.Rect, list[Toast]] | None = tried[0] if tried else None
    least = (0, 0, False, 0, 0)
    for k, (slot, shown) in enumerate(tried):
        group: list[Group] = [
            (slot, shown)
        ]  # (then words a line: sparse; no column of MOST_LINES (s275); most shown; fewest lines: s271)
        key = (
            hidden(layer.stack_of(slot, shown), aims),
            len(sparse(layer, group)),
            not layer._columns and max(layer.lines_of(t.text, slot.w) for t in shown) >= MOST_LINES,
            -len(shown),
            tall(layer, group),
        )
        if not k or key < least:
            best, least = (slot, shown), key
        if key[:2] == (0, 0) and not key[4] and len(shown) == len(layer.toasts):  # all, hiding nothing, read
            break
    layer._stood = None if best is None else (tuple(best[0]), best[1], under(layer, best, aims))
    return best
