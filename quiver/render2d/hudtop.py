"""Where the play bar's top-bar pieces go, reckoned apart from drawing them: the hearts'
panel and the form they take (hudfit.hearts_fit), the chips right of the title, and the
title's room. Hud.draw draws what `plan` finds; area2d.banner (the place a toast may
stand over the bar) asks the same plan without drawing (it drew the whole HUD off screen
at each new window size to learn the hearts' form)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from . import hudchip, hudfit, theme
from .codechip import chip_gap, title_print
from .draw import fmt_score, fmt_time

__all__ = ["Chip", "TopBar", "chips_of", "plan"]


@dataclass(frozen=True)
class Chip:
    rect: pygame.Rect
    label: str  # its word ("time", "left"...), "" for a bare value
    value: str
    pad: int  # the room beside its print, at scale 1


@dataclass(frozen=True)
class TopBar:
    """The top bar's pieces as `plan` places them (window pixels)."""

    hearts: pygame.Rect  # the hearts' panel (zen's: its heart and infinity sign)
    form: tuple[int, int] | None  # the hearts' form (hudhearts.FORMS), None in zen
    chips: tuple[Chip, ...]  # right to left
    forms: tuple[str, ...]  # the title's forms, longest first
    title: tuple[int, int]  # the title's room: its left and right
    grown: float  # the title's print (codechip.title_print)

    @property
    def cy(self) -> int:
        return self.hearts.centery


def chips_of(info: Any) -> list[tuple[str, str]]:
    """The top bar's chips for `info` (a HudInfo), right to left, before any gives way."""
    chips = []
    if info.show_timer:
        chips.append(("time", fmt_time(info.elapsed)))
    if info.show_layers:  # rounds of "tap every free arrow" still to go; jargon in a lesson
        chips.append(("layers", "\u2013" if info.depth is None else str(info.depth)))
    chips.append(("arrows", f"{info.arrows_left}"))
    if info.score is not None:
        chips.append(("score", fmt_score(info.score)))
    return chips


def chips_right(hud: Any) -> int:
    """The x the chips end at: left of the gear (and the "?"), else the margin."""
    x = hud.size[0] - hud.px(theme.MARGIN)
    for name in ("settings", "legend"):
        if (g := hud.buttons.get(name)) is not None:
            x = g.x - hud.px(10)
    return x


def plan(hud: Any, info: Any) -> TopBar:
    """The top bar of `hud` (laid out: its size, scale and buttons) showing `info`."""
    w, u, p = hud.size[0], hud.u, hud.px
    m, cy = p(theme.MARGIN), hud.top_h // 2 + p(2)
    x, chips = chips_right(hud), chips_of(info)
    grown = title_print(w, u)  # (grows with the window, whatever the chips take)
    form = None
    if info.max_hearts is not None:  # the hearts' first form with room for a title beside them
        form, hw, (chips, forms, used, pad) = hudfit.hearts_fit(info, chips, m + p(16), x, u, grown, w)
        r = pygame.Rect(m, cy - p(22), hw, p(44))
    else:  # zen: no hearts to lose; a heart and the infinity sign
        r = pygame.Rect(m, cy - p(22), p(156), p(44))
        chips, forms, used, pad = hudfit.zen_fit(info, chips, x - r.right - p(16), u, grown, w)
    reserved = x - used  # the title's room, as wide whatever the numbers are now
    placed = []
    for shown, figures in chips:
        label, value, vw, lw = hudchip.clock_chip(shown, figures, p)  # (the clock as measured)
        # the chip as wide as what it shows: the clock's reading, each figure the widest (no
        # width the seconds change), in the room kept for its widest, the chips left of it
        # put where that room ends (s379: at 800x600 a bare "0:07" sat in the room of "00:00",
        # and of "time 00:00" before, a blank left half; s67: nothing else moves as it ticks)
        w = min(vw, hudchip.widest(value, p(32))) if ":" in figures else vw
        c = pygame.Rect(0, cy - p(22), w + lw + p(2 * pad), p(44))
        c.right = x
        placed.append(Chip(c, label, value, pad))
        x -= vw + lw + p(2 * pad) + p(chip_gap(pad))
    span = (r.right + p(16), min(x, reserved) - p(6))
    return TopBar(r, form, tuple(placed), tuple(forms), span, grown)
