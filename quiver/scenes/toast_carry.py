"""Toasts that stand where they are when a card opens over their screen (Pause, Restart?,
Leave this puzzle?): quiver/scenes/toast.py's placement, carried over. A stranger at
1920x1080 to 3840x2160 pressed C (the code copied, its toast beside the board in the
board's print), then Esc: the toast jumped under the card and its print could shrink.
A game keeps a notice about the puzzle where the eye left it as a card dims the puzzle:
it stands, in its print, wherever the card's own places (`Scene.toast_slots`) still hold
its card off what the card keeps clear; only where the card covers it is it placed
afresh, once, its biggest print tried first (toast_stack._bigger). A new toast, one
gone, or a resize places them afresh."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from .toast_bar import windowed
from .toast_cards import MOST_LINES
from .toast_note import Toast

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .base import Scene
    from .toast_stack import Group

# (the top scene's id, the toasts' ids, the size), the groups, their print, their lines, the
# compact form, and whether they were centred as over a play view (toast_cards.centre)
Carry = tuple[tuple, list["Group"], int, int, bool, bool]


class Layer(Protocol):
    """What carrying reads and sets of the toast layer (a protocol: no import of its owner)."""

    toasts: list[Toast]
    size: tuple[int, int]
    clock: Callable[[], float]
    _scenes: Callable[[], Sequence[Scene]] | None
    _text: int
    _most: int
    _compact: bool
    _view: bool | None
    _last: Carry | None
    _carry: Carry | None

    @property
    def top_scene(self) -> Scene | None: ...
    def stack_of(self, slot: pygame.Rect, shown: list[Toast], most: int = ...) -> pygame.Rect: ...
    def _centre(self, slot: pygame.Rect, bw: int) -> int: ...


def key_of(layer: Layer) -> tuple:
    return id(layer.top_scene), tuple(map(id, layer.toasts)), layer.size


def remember(layer: Layer, groups: list[Group]) -> None:
    """Keep where the toasts were placed this frame, as they were drawn (what a card opened
    next carries over)."""
    top = layer.top_scene
    view = layer._view if layer._view is not None else getattr(top, "hud", None) is not None
    layer._last = (key_of(layer), groups, layer._text, layer._most, layer._compact, view)


def carried(layer: Layer) -> list[Group] | None:
    """The groups the toasts stood in, in their print, while a card opened over their
    screen still holds them there; None: placed afresh (and centred as the top scene wants)."""
    key = key_of(layer)
    carry = layer._carry if layer._carry is not None and layer._carry[0] == key else _over(layer, key)
    layer._carry = carry if carry is not None and _holds(layer, carry) else None
    if layer._carry is None:
        layer._view = None
        return None
    _, groups, layer._text, layer._most, layer._compact, layer._view = layer._carry
    return groups


def held(layer: Layer) -> list[Group] | None:
    """The groups the toasts stood in last frame, in their print, while the scene on top
    holds them still (`Scene.toasts_held_until`: a drag pans the 2D board, the wheel
    zooms a 3D view) and their cards stay off what it keeps clear; None: placed as ever.
    Placed afresh each frame, a toast moved off arrows a drag brought under it 1.7 times
    a drag, and a 3D one hopped as a zoomed shape grew over its corner (s74): it moves at
    most once, after (toast_stood.stays then weighs what came under it)."""
    top, last = layer.top_scene, layer._last
    if top is None or last is None or last[0] != key_of(layer) or layer.clock() >= top.toasts_held_until():
        return None
    if not _holds(layer, last, offered=False):
        return None
    _, groups, layer._text, layer._most, layer._compact, layer._view = last
    return groups


def _over(layer: Layer, key: tuple) -> Carry | None:
    """The last placement, where the top scene changed to one opened over the scene the
    toasts stood on (that scene still on the stack) and the toasts and size are the same."""
    last = layer._last
    if last is None or layer._scenes is None:
        return None
    (was, ids, size), rest = last[0], last[1:]
    opened = was != key[0] and was in [id(s) for s in layer._scenes()]
    if not opened or (ids, size) != key[1:] or not any(shown for _, shown in last[1]):
        return None
    return (key, *rest)


def _holds(layer: Layer, carry: Carry, offered: bool = True) -> bool:
    """Every card of `carry` (and its shadow) lies in one of the top scene's own places
    (if `offered`; else in the window), off what it keeps clear and its controls."""
    top = layer.top_scene
    if top is None or any(slot is None for slot, _ in carry[1]):
        return False
    slots, clear = windowed(top.toast_slots(), layer.size), [*top.toast_clear(), *top.toast_controls()]
    saved = layer._text, layer._most, layer._compact, layer._view
    layer._text, layer._compact, layer._view = carry[2], carry[4], carry[5]
    try:
        cards = [
            layer.stack_of(slot, shown, carry[3] if not k else MOST_LINES)  # (as toast_paint draws them)
            for k, (slot, shown) in enumerate(carry[1])
            if slot is not None and shown
        ]
    finally:
        layer._text, layer._most, layer._compact, layer._view = saved
    slots = slots if offered else [pygame.Rect((0, 0), layer.size)]
    return all(
        any(s.contains(c.inflate(4, 10)) for s in slots) and c.inflate(4, 10).collidelist(clear) < 0
        for c in cards
    )
