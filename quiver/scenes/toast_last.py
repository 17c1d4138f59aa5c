"""The toast layer's last resort over a play view (toast_stack._placed_whole): where no
place off the view's bars, a lesson's words, the 2D minimap and its controls holds even
one compact toast, the newest still shows, over what the view keeps clear but its bars.
A toast over a play view waits for room (`Scene.toasts_wait`), and queued news ages (a
queue's older news goes stale): one that found no room at all aged too, and went unseen
(s167: at 480x360 a picture's long note over its zoomed-in board, every spot over the
board reaching into the minimap). What the game chose to say reaches the player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from .toast_cards import compact_prints
from .toast_hide import Group


class Layer(Protocol):
    """What the last resort reads and sets of the toast layer (a protocol: no import of its owner)."""

    _text: int
    _compact: bool
    _lending: bool
    _kept: list[pygame.Rect] | None

    @property
    def top_scene(self): ...


def shown_anyway(layer: Layer, groups: list[Group], again: Callable[[], list[Group]]) -> list[Group]:
    """`groups`, where they show a toast or the scene on top is no play view (a card's
    toasts wait for it to close); else the toasts placed `again` in the compact form with
    what the view keeps clear, less the 2D minimap (its bars, a lesson's words), else only
    its bars (its buttons, chips and code) kept clear, over the board or shape where it
    must (translucent there: toast_paint.OVER_VIEW; a click takes it), the first that
    shows one."""
    top = layer.top_scene
    if getattr(top, "hud", None) is None or any(shown for _, shown in groups):
        return groups
    minimap = getattr(top, "minimap_rect", lambda: None)()
    for keep in ([r for r in top.toast_clear() if r != minimap], hud_bars(top)):
        for size in compact_prints():
            layer._lending, layer._compact, layer._text = True, True, size
            layer._kept = keep  # (what the layer keeps clear for this placement: ToastLayer._clear)
            tried = again()
            if any(shown for _, shown in tried):
                return tried
    return groups


def hud_bars(play) -> list[pygame.Rect]:
    """The HUD's top bar, its bottom bar's buttons and code: what a toast over a play view
    never covers, even where no other place holds it."""
    hud = play.hud
    return [hud.top_rect, *hud.buttons.values(), *filter(None, [hud.code_rect])]
