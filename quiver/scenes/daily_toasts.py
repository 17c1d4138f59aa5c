"""Where the Daily page (daily.py) takes toasts and what they keep off (`Scene.toast_slots`,
`toast_lent`, `toast_clear`, `toast_queue_places`, `toast_controls`, `toast_aims`): a mixin
DailyScene inherits. Where the page scrolls (a bigger "Size of menus") they are answered
where they stand on the page unscrolled, in the window (page_scroll.places_in_window, s389)."""

from __future__ import annotations

from typing import Any

import pygame

from .daily_board import board_rows, free_room, lent_rooms, title_band
from .page_scroll import window


def _slots(self: Any) -> list[pygame.Rect]:
    """Toasts go right of the title, left of Back (off the tabs' row: `toast_clear`),
    else in the leaderboard card under its rows (they hid the title, the best dailies'
    words at 640x480 and, in the default place, Play today's puzzle); what fits
    neither: `toast_lent`."""
    x, y = self._titles()[1].right + 8, window(self.size, self.scroller.at).y  # (the window's top)
    free = free_room(*self._board())
    return [pygame.Rect(x, y, self.back.rect.x - 4 - x, self.left_card.y - 4 - y), free]


def _lent(self: Any) -> list[pygame.Rect]:
    """Where neither holds a toast whole (640x480: a path waited, a code was cut to a line)."""
    foot = window(self.size, self.scroller.at).bottom - 4
    return lent_rooms(self.board_card, self.prev_btn.rect.bottom + 4, foot, self.k)


def _clear(self: Any) -> list[pygame.Rect]:
    """The leaderboard's title row (three toasts at 1600x600 hid it), the tabs' row; the
    month's days (s98: a warning lay over the last week), but for a shared board's rows
    (s36, 1600x600)."""
    head, row = title_band(self.board_card, self.k), self._titles()[2]
    if self.midend.leaderboard.server:
        return [head, row]
    days = [r for _, r in self._calendar_cells()]
    return [head, row, days[0].unionall(days)]


def _queue_places(self: Any) -> list[pygame.Rect]:
    """The title band, left of Back, where the best dailies' card is too short for a
    warning of two lines (s98: at 480x360, kept off the days, it was cut to one)."""
    if _lent(self)[-1].h >= int(80 * self.k):
        return []
    # (down to the tabs' middle: the card stands at its top, clear of them; ended over
    # them, s249's place held the warning's two lines nowhere at 480x360)
    y = window(self.size, self.scroller.at).y
    return [pygame.Rect(0, y, self.back.rect.x - 4, self.tabs.rect.centery - y)]


def _controls(self: Any) -> list[pygame.Rect]:
    """The days a click plays and the month arrows: a toast lent the calendar keeps off them."""
    days = [r for day, r in self._calendar_cells() if day <= self.today]
    return [*days, self.prev_btn.rect, self.next_btn.rect, self.tabs.rect, self.tab_cap]


def _aims(self: Any) -> list[pygame.Rect]:
    """The days a click plays and the leaderboard's rows (at 1600x600 toasts hid the shared board's)."""
    rows = board_rows(*self._board())
    title = self._titles()[1:]  # (a queue's last place, s98: where no other holds a toast whole)
    return [r for day, r in self._calendar_cells() if day <= self.today] + [rows, *title]


class DailyToasts:
    """The Daily page's toast places (DailyScene's first base: over Scene's)."""

    toast_slots = _slots
    toast_lent = _lent
    toast_clear = _clear
    toast_queue_places = _queue_places
    toast_controls = _controls
    toast_aims = _aims
