"""A toast's words a line (quiver/scenes/toast_stack.py's placing, toast_short's choosing):
a card in a narrow place wraps to a word or two a line, a column hard to read ("Turning /
sign: / turns / after / every / move" in a 125 px corner of a 640x480 3D view, s190). Where
a smaller print, or the toast's short form, reads MIN_WORDS a line, hiding no more of
what the view keeps in sight, that is said instead; else the narrow card stays (it is
still said)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from .toast_hide import Group, Worded, hidden_by, small_aims, sparse


class Layer(Worded, Protocol):
    """What this reads of the toast layer (a protocol: no import of its owner)."""

    _text: int


def denser(
    layer: Layer, groups: list[Group], tried: Callable[[int], list[Group] | None], sizes: Sequence[int]
) -> list[Group]:
    """`groups`; or where a card of theirs is sparse (toast_hide.sparse), the toasts placed
    (`tried`) in the print of `sizes` under the layer's whose cards are none sparse and
    hide least of the view's aims (a play view's: toast_hide.small_aims), no more than
    `groups` (the biggest of those); else as they were (placed again in their print: the
    layer's places with them)."""
    if not sparse(layer, groups):
        return groups
    size, aims = layer._text, small_aims(layer)
    least, pick = (hidden_by(layer, groups, aims) if aims else 0), size
    for smaller in (z for z in sizes if z < size):
        placed = tried(smaller)
        if placed is not None and not sparse(layer, placed):
            n = hidden_by(layer, placed, aims) if aims else 0
            least, pick = (n, smaller) if n < least or (n == least and pick == size) else (least, pick)
    return tried(pick) or groups
