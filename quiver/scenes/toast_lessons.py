"""Lessons' toasts one at a time (ToastKind.LESSON: a special arrow met untaught, its
name, what it does and the way to its lesson, special_levels.first_meeting). A board with
padlocks, two heads and turning signs said all three at once: at 640x480 their cards
covered half the board in 2D, 3D and Flat, and in Flat one hid a blocked tap's ray (s182).
Now the first shows; each other waits, its time not begun, until the one before it goes
(its time up, or tapped away), so every kind is still explained, one card at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from quiver.game.journey import ToastKind

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .base import Scene
    from .toast_note import Toast


class Layer(Protocol):
    """What the queue reads and keeps of the toast layer (quiver/scenes/toast.py)."""

    toasts: list[Toast]
    later: list[Toast]
    _drawn_key: Any
    _plan: Any
    _scenes: Callable[[], Sequence[Scene]] | None


def waits(layer: Layer, t: Toast) -> bool:
    """True when `t` is a lesson and another is up or waiting: it waits its turn (one
    saying the same as a toast up or waiting is not said twice)."""
    said = [*layer.toasts, *layer.later]
    if t.kind != ToastKind.LESSON or not any(x.kind == ToastKind.LESSON for x in said):
        return False
    if not any(x.says(t.long) for x in said):
        layer.later.append(t)
    return True


def next_lesson(layer: Layer, now: float) -> None:
    """Once no lesson is up, the first waiting shows, its time starting now; waiting ones
    whose screen was left go with it (news of a screen left)."""
    if not layer.later:
        return
    if layer._scenes is not None:
        open_ = {id(s) for s in layer._scenes()}
        layer.later = [t for t in layer.later if t.owner is None or id(t.owner) in open_]
    if layer.later and not any(t.kind == ToastKind.LESSON for t in layer.toasts):
        t = layer.later.pop(0)
        t.born, t.age = now, 0.0
        layer.toasts.append(t)
        layer._drawn_key = layer._plan = None
