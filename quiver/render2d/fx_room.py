"""Where a play view's effects may be drawn: between the HUD's bars (a burst or a combo
count at the board's top edge hid the score), a blocked tap's mark a little further, up
to the foot of the top bar's chips and down to the top of the bottom bar's buttons, and
its ring no bigger than its room there (s332: round a blocker in the board's top or
bottom row it was cut flat at the bar's edge as it popped, at 480x360 all its life)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

LEAST = 0.7  # of its size at rest: how far a blocked tap's ring shrinks to stay whole


def place(fx: Any, hud: Any, size: tuple[int, int]) -> None:
    """`fx`'s area between the bars of `hud` laid out at `size`, and its marks' room."""
    top, bottom = hud.top_rect, hud.bottom_rect
    fx.area = pygame.Rect(0, top.bottom, size[0], bottom.top - top.bottom)
    pieces = hud.pieces()
    foot = min(pieces[0].bottom, top.bottom)
    floor = min([r.top for r in pieces[1:] if r.top >= bottom.top], default=bottom.top)
    fx.marks_room = pygame.Rect(0, foot, size[0], max(1, floor - foot))


def mark_radius(
    rad: int, rest: int, centre: Callable[[int], tuple[float, float]], room: pygame.Rect, edge: int
) -> int:
    """A blocked tap's ring radius: `rad` (it pops from bigger than `rest`, its size at
    rest) where `room` has it whole, its rim `edge` px, round `centre(radius)` (it stands
    past the contact by a share of its radius); else the largest that fits, down to LEAST
    of `rest` (cut by the room only past that)."""
    least = min(rad, int(LEAST * rest))
    for r in range(rad, least, -1):
        x, y = centre(r)
        if min(x - room.left, room.right - x, y - room.top, room.bottom - y) >= r + edge:
            return r
    return least
