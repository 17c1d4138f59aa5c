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

from .play_toasts import hud_bars, play_clear
from .toast_cards import COMPACT, COMPACT_LEAST
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
    only the view's bars and a lesson's words kept clear, else only its bars (off its
    buttons, its chips and its code, over the board or shape where it must: translucent
    there, toast_paint.OVER_VIEW, and a click takes it), the first that shows one."""
    top = layer.top_scene
    if getattr(top, "hud", None) is None or any(shown for _, shown in groups):
        return groups
    for keep in (play_clear(top), hud_bars(top)):
        for size in (COMPACT, COMPACT_LEAST):
            layer._lending, layer._compact, layer._text = True, True, size
            layer._kept = keep  # (what the layer keeps clear for this placement: ToastLayer._clear)
            tried = again()
            if any(shown for _, shown in tried):
                return tried
    return groups
