"""Where the Daily page's parts go (daily.py): the title's row and Back, the mode tabs, the
left card (today's date, streak and puzzle, Play) and, beside it, the calendar over the best
dailies. At a "Size of menus" above Auto the page is laid out at the size chosen, as tall as
Auto's page times the step the choice makes, and scrolls (page_scroll.py, s374: it stood at
Auto's size in a 16:9 window); at Auto and below it fits the window as it always did."""

from __future__ import annotations

import calendar
from typing import Any, Protocol

import pygame

from quiver.render2d import theme

from .base import centred_block, grown_letters, page_frame
from .daily_grid import side_of
from .daily_modes import place_tabs
from .page_scroll import PageScroll


class DailyPage(Protocol):
    """What of the Daily page (daily.py) its layout reads and places."""

    size: tuple[int, int]
    midend: Any
    month: tuple[int, int]
    back: Any
    tabs: Any
    prev_btn: Any
    next_btn: Any
    play_btn: Any
    scale: float
    left: int
    k: float
    tab_k: float
    left_card: pygame.Rect
    cal_card: pygame.Rect
    board_card: pygame.Rect
    scroller: PageScroll

    def _titles(self) -> tuple[int, pygame.Rect, pygame.Rect]: ...


TALLEST = 790  # the cards' height at most, at scale 1: the calendar's six weeks whole (centred_block)


def lay_out(scene: DailyPage) -> None:
    """The page in its window, scrolled where it is taller (`scene.scroller`)."""
    h = scene.size[1]
    settings = scene.midend.settings
    auto = page_frame(scene.size, None)[0]
    tall = (
        h
        if theme.chosen(settings) <= 1
        else max(h, int(h * page_frame(scene.size, settings, True)[0] / auto))
    )
    scene.scroller.fit(tall - h)
    _place(scene, tall)
    if tall > h:
        dy = -scene.scroller.at
        for r in (scene.back.rect, scene.tabs.rect, scene.left_card, scene.play_btn.rect, scene.cal_card):
            r.move_ip(0, dy)
        for r in (scene.board_card, scene.prev_btn.rect, scene.next_btn.rect):
            r.move_ip(0, dy)


def _place(scene: DailyPage, h: int) -> None:
    """The parts on a page `h` high."""
    w = scene.size[0]
    s, left, scene.back.rect = page_frame(scene.size, scene.midend.settings, grows=True)
    scene.scale, scene.left = s, left
    scene.k = k = grown_letters(scene.size, s)  # (the calendar's and the leaderboard's)
    chosen = theme.chosen(scene.midend.settings)
    scene.tab_k = k if chosen > 1 else 0.0  # (the tabs': as Auto's at Auto)
    title = scene._titles()[1]  # the mode's tabs under the title, the cards under them
    scene.tabs.rect = place_tabs(left, title.bottom + 2, s, w - 2 * left, scene.tab_k, chosen)
    # (the cards no lower at 480x360 than before the tabs: one more pixel, and the best
    # dailies' card there held no row, s98)
    top = max(scene.back.rect.bottom + max(12, int(52 * s)), scene.tabs.rect.bottom + max(6, int(14 * s)))
    bottom = h - max(12, int(40 * s))
    dy, bottom = centred_block(top, bottom, int(TALLEST * k))
    scene.back.rect.y, top = scene.back.rect.y + dy, top + dy  # (the title stands beside Back)
    scene.tabs.rect.y += dy
    lw = min(int(420 * s), int(w * 0.36))
    scene.left_card = pygame.Rect(left, top, lw, bottom - top)
    c = scene.left_card
    bh, pad = max(44, int(66 * s)), max(12, int(24 * s))
    scene.play_btn.rect = pygame.Rect(c.x + pad, c.bottom - pad - bh, c.w - 2 * pad, bh)
    gap = max(12, int(30 * s))
    rx, rw = c.right + gap, w - c.right - gap - left
    ch = int((bottom - top) * 0.56)
    scene.cal_card = pygame.Rect(rx, top, rw, ch)
    scene.board_card = pygame.Rect(rx, scene.cal_card.bottom + gap, rw, bottom - scene.cal_card.bottom - gap)
    cc = scene.cal_card
    # the month's arrows (and their under-layer) beside its name, clear of the day's line under it
    # each with its key in a cap at its right end, as the pause card's buttons (no room
    # for a line under it at 640x480, where the other buttons say theirs so: s58)
    cap = scene.prev_btn.cap_size = scene.next_btn.cap_size = max(16, int(16 * k))
    bw, bh = int(48 * k), int(36 * k)
    edge = side_of(cc, k) if scene.tab_k else int(24 * k)  # (grown: the card's side margin, as its month's)
    apart = int(12 * k) if not scene.tab_k else max(8, min(int(12 * k), edge // 2))
    capped = max(bw, theme.font(cap, True).size("PgUp")[0] + 12 + int(34 * k))
    room = cc.w - edge - 2 * capped - apart - 12 - edge
    # the month's least print with the keys' caps: 16 at Auto, as the letters grow at a bigger
    # Size of menus (s400: at 800x600 and 150% the caps kept "December 2026" to 9 px, Auto's 18)
    least = 16 if not scene.tab_k else int(26 * k)
    shortest = max(theme.text_size(f"{a} {scene.month[0]}", least, True)[0] for a in calendar.month_abbr[1:])
    capped_fits = room >= shortest  # else the keys' caps go (s72: 480 wide, "Decem" under them)
    # (else no wider than leaves the month's name its room: s389, 640x480 at 200%, "Dec 2026"
    # under "<")
    bw = capped if capped_fits else max(int(36 * s), min(bw, (room + 2 * capped - shortest) // 2))
    scene.prev_btn.sub, scene.next_btn.sub = ("PgUp", "PgDn") if capped_fits else ("", "")
    scene.prev_btn.rect = pygame.Rect(cc.right - edge - 2 * bw - apart, cc.y + int(16 * k), bw, bh)
    scene.next_btn.rect = pygame.Rect(cc.right - edge - bw, cc.y + int(16 * k), bw, bh)
