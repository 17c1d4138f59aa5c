"""The result card clear of the play view's HUD bars, or hiding them whole: a card that cut
across a bar left its pills peeking out beside it (s252: at 640x480 the Flat level's card
covered the top bar's middle, its clock and hearts showed either side; at 800x600 the
pills' tops showed over the card). The card moves under the top bar, or over the bottom
one, where it then crosses neither and keeps its toast's room under it; or where a toast
has room either side of it (toast_cards.around_card's sides: s379, at 1024x600 a sheet over
the bar, its words in the middle of a window's width), clear of both bars without that room
under it; else it spans the window's width from its top edge, a sheet over the pills (800x600)."""

from __future__ import annotations

from typing import Any

import pygame

from .toast_cards import NARROWEST

GAP = 6  # pixels between a bar and a card moved clear of it
EDGE = 8  # pixels from the window's sides to a card spanning it


def clear_of_hud(card: pygame.Rect, size: tuple[int, int], hud: Any, foot: int) -> pygame.Rect:
    """Where `card` goes in a `size` window over a play view whose `hud` has bars `top_h`
    and `bottom_h` high (None: no HUD, as it is), its bottom no lower than `foot` (the room
    under it kept for a toast: ResultScene.layout)."""
    if hud is None:
        return card
    w, h = size
    bars = [pygame.Rect(0, 0, w, hud.top_h), pygame.Rect(0, h - hud.bottom_h, w, hud.bottom_h)]
    tries = [
        card,
        card.move(0, hud.top_h + GAP - card.top),
        card.move(0, h - hud.bottom_h - GAP - card.bottom),
    ]
    if (w - card.w) // 2 >= NARROWEST:  # (its toasts beside it: the foot's room not needed)
        foot = max(foot, h)
    clear = next((c for c in tries if c.collidelist(bars) < 0 and c.top >= 0 and c.bottom <= foot), None)
    if clear is not None:
        return clear
    return pygame.Rect(EDGE, min(card.y, EDGE), w - 2 * EDGE, card.h)  # (over the top bar's pills whole)
