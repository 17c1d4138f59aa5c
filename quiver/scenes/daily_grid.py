"""Where the Daily screen's calendar puts its month's name and its days (daily.py draws
them): geometry only, at the card's scale `k` (1 at 1280x800, more in a big window)."""

from __future__ import annotations

import calendar
import datetime as _dt

import pygame

from quiver.render2d import theme


def grid(cc: pygame.Rect, k: float, weeks: int) -> tuple[int, int, bool]:
    """The days' top, their rows' height, and whether the weekdays' names show: not
    where the rows would be under 12 pixels (s89: at 480x360, 4 pixels, the numbers
    drawn over each other); there the days take the names' room."""
    top = cc.y + int(96 * k)
    chh = min(int(54 * k), (cc.bottom - int(16 * k) - top) // max(1, weeks))
    if chh >= 12:
        return top, chh, True
    top = cc.y + int(74 * k)  # (under the day's line)
    return top, (cc.bottom - int(6 * k) - top) // max(1, weeks), False


def side_of(cc: pygame.Rect, k: float) -> int:
    """The calendar card's side margin: its letters' `k`; grown, no more than a fourteenth of
    its width, nor less than at 1 (s389: at 640x480 and 200% its days were narrower than
    150%'s)."""
    return int(24 * k) if k <= 1 else max(24, min(int(24 * k), cc.w // 14))


def calendar_cells(cc: pygame.Rect, k: float, month: tuple[int, int]) -> list[tuple[_dt.date, pygame.Rect]]:
    """Each day of `month` and its cell in the calendar card `cc`."""
    y, m = month
    weeks = calendar.Calendar(0).monthdayscalendar(y, m)  # (0: another month's; no dates past 9999)
    top, chh, _ = grid(cc, k, len(weeks))
    side = side_of(cc, k)
    cw = (cc.w - 2 * side) // 7
    dy = 3 if chh >= 24 else 1  # (a short row: its cell 9 px of 15 at 640x480, s47)
    out = []
    for r, week in enumerate(weeks):
        for c, d in enumerate(week):
            if d:
                cell = pygame.Rect(cc.x + side + c * cw + 3, top + r * chh + dy, cw - 6, chh - 2 * dy)
                out.append((_dt.date(y, m, d), cell))
    return out


def month_title(month: tuple[int, int], k: float, room: int, grown: bool = False) -> tuple[str, int]:
    """The calendar's title and its print: the month's name, else its short name where
    the whole one does not fit in `room` px, left of "<" (s72: at 480x800 "Decem" ran
    under PgUp); `grown` (a bigger "Size of menus"): the whole only where it prints as big
    as the short one, or 26 times `k` (s400: at 800x600 and 200% "December 2026" fitted in
    15 px where "Dec 2026" printed 26)."""
    y, m = month
    fits = []
    for title in (f"{calendar.month_name[m]} {y}", f"{calendar.month_abbr[m]} {y}"):
        size = theme.fit_size(title, int(34 * k), room, True, 16)
        if theme.text_size(title, size, True)[0] <= room and not grown:
            break
        fits.append((size, title))
    if grown:
        size, title = fits[0] if fits[0][0] >= min(fits[1][0], int(26 * k)) else fits[1]
    return title, size
