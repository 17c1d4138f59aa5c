"""The result card's place and scale (ResultScene.layout). At Auto it fits its window, a
toast's room kept under it. At a bigger "Size of menus" (s384) it grows with the choice as
far as the window's width holds it, over the board behind and its HUD; where it is then
taller than its window it scrolls (page_scroll: the wheel, a drag, Home / End, the focus
the keys or a pad move brought into view), as the menu pages do (s374): at 1280x720 the
card drew the same at 150% and 200%."""

from __future__ import annotations

from typing import Any

import pygame

from quiver.game.hardness import split_line
from quiver.render2d import theme

from . import toast
from .result_hud import GAP, clear_of_hud

SCORE_ROW = 52  # the score line's height (issue 23)
LEGIBLE = 0.75  # the card's least scale where the window has room: its lines in print 16
MARGIN = 8  # pixels between a grown card and the window's edges
NEAR = 0.9  # a grown card fits its window rather than scroll where that keeps this much of it


def card_height(scene: Any, line: str | None) -> int:
    """The card's height at scale 1, before the how-hard line is split."""
    ph = (430 if scene.won else 336) + SCORE_ROW  # (lost: 360 left a bare band, s291)
    ph += 30 if line else 0  # the line saying how the board was hard (issue 24)
    if scene.outcome.level is not None or scene.outcome.daily is not None:
        ph += 40
    return ph + (30 if scene.run_row else 0)  # what became of the daily's run on the leaderboard


def place_card(scene: Any) -> None:
    """Sets scene.scale, scene.panel, scene.hard_rows and the buttons' rects; scrolls."""
    w, h = scene.size
    n = len(scene.buttons)
    pw = 660 if n == 4 else 560
    line = scene._how_hard() if scene.won else None
    ph = card_height(scene, line)
    # the UI scale, less where the window is too small for the card
    ui = theme.ui_scale(scene.size, scene.midend.settings)
    s = min(ui, (w - 16) / pw, (h - 16) / ph)
    scene.hard_rows = [line] if line else []
    if line and theme.text_size(line, max(14, int(22 * s)))[0] > int(pw * s) - 32:
        scene.hard_rows = split_line(line)  # a narrow card: two legible rows, not tiny text
        ph += 26 * (len(scene.hard_rows) - 1)
        s = min(s, (h - 16) / ph)
    # no smaller than LEGIBLE where the window, with a toast's room under it, has the
    # room (s127: at 600x900 and 800x600 a card of 350 px, its lines in print 11)
    s = max(s, min(LEGIBLE, (w - 16) / pw, (h - toast.room(3) - 16) / ph))
    # a bigger Size of menus: as big as chosen where the window is wide enough (s384), and
    # the choice times the least legible scale (800x600: Auto's card is at LEGIBLE, and 125%
    # of Auto's scale, under it, drew the card as at Auto)
    chosen = theme.chosen(scene.midend.settings)
    big = min(max(ui, LEGIBLE * chosen), (w - 2 * MARGIN) / pw)
    # a card a little taller than its room (the window, or between the HUD's bars: else their
    # pills peek out under it, s252) is fitted there, not scrolled with its buttons cut in half
    hud = getattr(scene.play, "hud", None)
    big = _fitted(big, ph, h, hud)
    grown = chosen > 1 and big > s
    if grown:
        s = big
    elif chosen > 1 and hud is not None:  # (as big as the window holds: no sheet across its bar)
        s = min(s, _fitted(s, ph, h, hud))
    scene.scale = s
    panel = pygame.Rect(0, 0, int(pw * s), int(ph * s))
    panel.center = (w // 2, h // 2)
    if grown:  # over the toasts' room, and scrolled where it is taller than the window
        scene.scroller.fit(panel.h + 2 * MARGIN - h)
        panel.top = max(panel.top, MARGIN) - scene.scroller.at
        panel = clear_of_hud(panel, scene.size, hud, h)  # (taller: a sheet the window's width)
    else:
        scene.scroller.fit(0)
        # room under it for a toast of three lines (F12's path was drawn over the buttons;
        # the toast layer takes a slot 4 pixels taller than the toast's room)
        foot = h - toast.room(3) - 4
        panel.bottom = min(panel.bottom, foot)
        panel.top = max(panel.top, 8)
        panel = clear_of_hud(panel, scene.size, hud, foot)
    scene.panel = panel
    bw, gap = {4: (140, 14), 3: (150, 20)}.get(n, (200, 30))
    bw, gap = int(bw * s), int(gap * s)
    total = n * bw + (n - 1) * gap
    x = panel.centerx - total // 2
    for b in scene.buttons:
        b.rect = pygame.Rect(x, panel.bottom - int(100 * s), bw, int(66 * s))
        x += bw + gap


def _fitted(big: float, ph: int, h: int, hud: Any) -> float:
    """The grown card's scale `big` (its height `ph` at 1), fitted to its room where it is a
    little taller (the window, or between the HUD's bars: else their pills peek out under it,
    s252; else a sheet over the top bar's pills ending over the bottom bar, as at Auto at
    800x600), not scrolled with its buttons cut in half; and no taller than that sheet where
    it would not scroll (s389: at 800x600 the daily's card at 125%, the won card's at 150%,
    a sheet across the bottom bar, its pills' tops showing under it)."""
    if hud is None:
        rooms = [h - 2 * MARGIN]
    else:
        rooms = [h - hud.top_h - hud.bottom_h - 2 * GAP, h - hud.bottom_h - GAP - MARGIN]
    fitted = next((r / ph for r in rooms if big > r / ph >= NEAR * big), big)
    if hud is not None and fitted * ph > rooms[-1] and fitted * ph + 2 * MARGIN <= h:
        return rooms[-1] / ph
    return fitted
