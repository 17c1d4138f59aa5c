"""The arrows-left chip as a control, in 3D and Flat 3D (s379): a click (or a tap) turns
the view to the next arrow left out of sight, as Tab does where no head shows, for nothing
(s376: a mouse player's one way to find an arrow turned away was Hint, which costs a
star). Under the pointer it is lit as a button is, its edge in the accent, and a tip under
it says what a click does. The Hud plans it (`Hud.finds`); the 3D
scene does the turn (keypick3d_keys.find_one). In 2D it is no control: every arrow left
lies on the board, a pan or zoom away at most, and nothing turns."""

from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .draw import panel

FIND = "find"  # its name among the HUD's buttons (Hud.hit)
TIP = "Click to find one"  # what a click does, under the chip (the pointer over it)


def rect(hud: Any) -> pygame.Rect | None:
    """The arrows chip in `hud`'s top bar as last planned, where it is a control (None: 2D,
    or not planned yet). Its word is "left" but where the bar is barest: then a bare count."""
    if not hud.finds or hud._top is None:
        return None
    for chip in hud._top[1].chips:
        if chip.label == "left" or (not chip.label and chip.value.isdigit()):
            return chip.rect
    return None


def face(surface, hud: Any, r: pygame.Rect) -> pygame.Rect:
    """The chip at `r` as the other chips are drawn (a toast's banner may stand over them
    all a while: area2d.banner), lit under the pointer as a button, pressed down; its face."""
    lit = hud.hover == FIND and FIND not in hud.off
    r = r.move(0, 2) if hud.pressed == FIND else r
    fill = (255, 255, 255) if lit else theme.PANEL
    panel(surface, r, hud.px(22), fill=fill, edge=theme.ACCENT if lit else theme.PANEL_EDGE, shadow=False)
    return r


def tip(surface, hud: Any, keep_off: list[pygame.Rect] | tuple = ()) -> list[pygame.Rect]:
    """TIP on a small card under the chip while the pointer is over it (what it drew); none
    where it would stand on any of `keep_off` (a lesson's Skip button under the bar)."""
    r = rect(hud) if hud.hover == FIND else None
    if r is None:
        return []
    p, size = hud.px, hud.px(18)
    w, h = theme.text_size(TIP, size)[0] + p(24), p(32)
    card = pygame.Rect(0, max(r.bottom + p(8), hud.top_h + p(4)), w, h)  # (under the bar)
    card.right = min(r.right, hud.size[0] - p(4))
    card.x = max(p(4), card.x)
    if card.collidelist(list(keep_off)) >= 0:
        return []
    panel(surface, card, p(14), shadow=False)
    theme.text(surface, TIP, size, theme.INK, card.center, "center")
    return [card.inflate(2, 2)]
