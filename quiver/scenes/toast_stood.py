"""Whether toasts stay where they stand (quiver/scenes/toast_placed.py's `least_hidden`): the
layer places its toasts afresh each frame something they are placed by changes, and a
place they stood in, still offered and off what the scene keeps clear, keeps them unless
this says they go. What a place hid of the scene's aims when they were put there is kept
with it (`ToastLayer._stood`: the place, its toasts, `Under`): where the aims moved under
them since, a 3D toast stays put (a zoom about the pointer pans the shape's middle: the
toast hopped off it at each wheel step, s68) and a 2D one is placed afresh, off the board's
cells (zoomed out about the pointer, the board's edge arrows came under a toast that stayed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from .toast_hide import HEAVY, Aims, Weighed, hidden
from .toast_note import Toast

if TYPE_CHECKING:
    from .base import Scene

T = TypeVar("T")
Placed = tuple[pygame.Rect, list[Toast]]  # a place and the toasts shown in it
Under = tuple[int, int]  # what the cards in a place hide of the aims: all of them, the heavy ones


class Layer(Protocol):
    """What this reads of the toast layer (a protocol: no import of its owner)."""

    _stood: tuple[tuple, list[Toast], Under] | None
    _apart: dict[int, pygame.Rect]
    _stood_in: tuple | None

    @property
    def top_scene(self) -> Scene | None: ...
    def stack_of(self, slot: pygame.Rect, shown: list[Toast]) -> pygame.Rect: ...
    def _off(self, slot: pygame.Rect, shown: list[Toast]) -> bool: ...
    def _held(self, slot: pygame.Rect, toasts: list[Toast] | None = None, whole: bool = True) -> int: ...


def afresh(layer: Layer, place: Callable[[], T]) -> T:
    """The toasts placed (`place`) as on their first frame, where they stood nowhere: a
    toast gone short this frame (toast_short.shortened) is placed again so, not kept where
    its whole stood (s190: at 480x360 a first meeting's short form stayed over the board in
    22 px, where its whole had stood, while a banner over the HUD's top bar held it in 14 px)."""
    layer._stood, layer._apart, layer._stood_in = None, {}, None
    return place()


def under(layer: Layer, place: Placed, aims: Aims) -> Under:
    """What the cards of `place` hide of `aims`: all of them, and the heavy ones (HEAVY)."""
    cards = layer.stack_of(*place)
    return hidden(cards, aims), hidden(cards, [(a, n) for a, n in aims if n > HEAVY])


def stays(layer: Layer, stood: Placed, tried: list[Placed], aims: Aims) -> bool:
    """The toasts stay where they stand (`stood`, off what the scene keeps clear): over a
    scene that keeps them off its aims (`Scene.toasts_keep_off_aims`: the 2D board, whose
    arrows move on screen only as the player zooms or pans), not where more of them came
    under the cards than when they were put there; elsewhere (the 3D views) where a heavy
    aim came under them since (the shape's middle, panned by a zoom about the pointer: they
    stay put as the player zooms), or where no place off it hides less of the heavy aims
    they were put over for want of one (`lighter`)."""
    now = under(layer, stood, aims)
    was = layer._stood[2] if layer._stood is not None else now
    top = layer.top_scene
    if top is not None and top.toasts_keep_off_aims:
        return now[0] <= was[0]
    return now[1] > was[1] or not lighter(layer, stood, tried, aims)


def within(layer: Layer, places: list[Placed]) -> Placed | None:
    """Where the toasts stood, while a place that shows the same toasts still holds
    their cards there whole: a 3D view's turn moves the places beside the shape's
    outline a few pixels, and a place kept only while offered to the pixel let a
    toast hop between the window's corners as the view turned."""
    if layer._stood is None:
        return None
    was, shown = pygame.Rect(layer._stood[0]), layer._stood[1]
    held = any(s == shown and slot.contains(layer.stack_of(was, shown)) for slot, s in places)
    return (was, shown) if held and layer._held(was, shown) == len(shown) else None


def lighter(layer: Layer, stood: Placed, tried: list[Placed], aims: Aims) -> bool:
    """Of the places `tried`, one off what the scene keeps clear hides less of its heavy
    aims (the 3D shape's middle: toast_stack.HEAVY) than the toasts where they stand.
    Not a patch for toasts that moved after their first frame (a larger print's try
    found their place: toast_try.start_from mends that): the middle stays put on screen as
    the view turns, so toasts stand over it only for want of a place off it (placed
    apart, never; here weighed play_toasts.MIDDLE times); a place off it that a turn
    opens takes them off it. Kept where they stood, they stayed over it for the rest of a
    turn (the Flat lesson at 640x480, three toasts: over it in 17 frames of 24, not 11 or
    12); over it with no place that hides less, they stay (no hops)."""
    heavy = [(a, n) for a, n in aims if n > HEAVY]
    covered = hidden(layer.stack_of(*stood), heavy) if heavy else 0
    return bool(covered) and any(hidden(layer.stack_of(*p), heavy) < covered for p in tried if layer._off(*p))


DRIFT = 4  # px the shape's box on screen moves in a turn before its toasts are placed afresh


def turning_box(layer: Weighed) -> tuple | None:
    """The shape's box on screen while the player turns a 3D view (`Scene.toast_turning_box`);
    None while it stands still, and on every other screen."""
    box = getattr(layer.top_scene, "toast_turning_box", None)
    box = box() if box is not None else None
    return None if box is None else tuple(box)


def aims_kept(was: tuple, aims: tuple, box: tuple | None) -> bool:
    """The scene's aims are those the toasts were placed among (`was`: the aims, the box
    then); or, through a turn of a 3D view (its places, the shape's outline, held still
    meanwhile: play_toasts.outline), the shape's box moved DRIFT px at most. At 480x360
    two toasts placed afresh each frame of a turn took 7.6 ms of a 13 ms frame
    (bench/toasts_turning.py); they stand where they stood through a turn anyway
    (toast_stack.placed_apart), and the first still frame places them among its aims."""
    then_aims, then = was
    if then_aims == aims:
        return True
    if box is None or then is None:
        return False
    return all(abs(p - q) <= DRIFT for p, q in zip(box, then, strict=True))
