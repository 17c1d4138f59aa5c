"""The daily screen, one mode's daily at a time (its tabs: 2D, 3D, Flat 3D; daily_modes.py):
today's puzzle and your streak (any mode's clear counts), a calendar of past dailies with
their results, and a leaderboard: with a leaderboard server set in Settings, the day's
shared top 10 and your rank (fetched in the background; one calm line when offline),
else your own best dailies (fewest mistakes, then fastest); that card is daily_board.py.

Mouse: the mode tabs, Play, the month arrows, hover a day for its result, click a past day to play it late
(kept in the calendar, marked late, no streak credit). Keyboard: the arrows light a day (the first: today's
date in the month shown; the month follows), Enter plays it (else today's), Page Up / Page Down change the
month (back to the first daily's, FIRST_DAILY, where a press says why no further; the lit day follows), Tab /
Shift+Tab or 1 2 3 change the mode (as on Levels), F1 or ? how to play the mode shown, Esc goes back.
Where a bigger Size of menus makes the page taller than the window it scrolls (daily_layout.py).
"""

from __future__ import annotations

import calendar
import datetime as _dt

import pygame

from quiver.engine.modes import MODES, Mode
from quiver.game.daily import daily_code, first_daily
from quiver.game.journey import ToastKind
from quiver.input import PRESS_KEYS
from quiver.render2d import drawn, theme
from quiver.render2d.draw import panel
from quiver.render2d.thumbs import thumbnail
from quiver.render2d.widgets import Button, legible_keys
from quiver.shapes import make_shape

from .base import Ports, Scene, greyed_click, hover_state, settle_hover
from .daily_board import draw_leaderboard_card
from .daily_days import (
    SEP,
    day_in_month,
    day_line,
    draw_day,
    draw_month_arrow,
    fitted_line,
    key_day,
    keys_line,
    long_date,
)
from .daily_grid import calendar_cells, grid, month_title, side_of
from .daily_layout import TALLEST as TALLEST
from .daily_layout import lay_out
from .daily_modes import draw_tab_row, keep_mode, mode_tabs, shown_mode, tab_index, tab_row
from .daily_toasts import DailyToasts
from .daily_today import PlayToday, card_date, draw_streak, draw_today
from .legend_open import opened_help
from .page_scroll import PageScroll, draw_page, places_in_window

WEEKDAYS = ("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su")
FIRST_HINT = "The first daily was on {}: there are none before it."


@places_in_window(lambda page: page.scroller.at)  # (its toasts: in the window, whatever its scroll)
class DailyScene(DailyToasts, Scene):
    name = "daily"
    mode: str = Mode.TWO_D  # whose daily it shows and plays (each mode's has its own record: s248)
    tab_cap = pygame.Rect(0, 0, 0, 0)  # where the Tab key's cap was drawn (a click acts as Tab)
    scale: float  # (placed by daily_layout.lay_out: the page's scale, margin, letters' k, cards)
    left: int
    k: float
    tab_k = 0.0  # (the tabs' letters' scale at a bigger Size of menus: daily_modes.place_tabs)
    left_card: pygame.Rect
    cal_card: pygame.Rect
    board_card: pygame.Rect
    toasts_wait = True  # never over its words nor Play: right of the title, under the best dailies
    toasts_apart = right_back = True  # each toast a place of its own (never over a title); a right click: Esc

    def __init__(self, ports: Ports, mode: str | None = None) -> None:
        super().__init__(ports)
        self.mode = shown_mode(self.midend, mode, ports.display)  # (None: the tab last shown, kept)
        self.tabs = mode_tabs(ports.display, self.mode, self._on_mode)
        self.title_rects: tuple = ()
        today = self.midend.today()
        self.month = (today.year, today.month)
        self.play_btn: Button = PlayToday(self, self.play)  # (what it says under: the lit day's)
        self.back = Button("Back", self.close, sub="Esc")
        self.prev_btn = Button("<", self.prev_month, sub="PgUp")  # (their keys in caps: s58)
        self.next_btn = Button(">", self.next_month, sub="PgDn")
        legible_keys(self.play_btn, self.back, self.prev_btn, self.next_btn)
        self.hover_day: _dt.date | None = None
        self.key_day: _dt.date | None = None  # the day the keys lit (None: none yet)
        self._code, self._seen_version, self._asked = None, -1, self.midend.today()  # (_asked: resume)
        self.walled = False  # the first-daily toast said for the PgUp held now (said once a press)
        self.scroller = PageScroll(self._scrolled)  # (a bigger Size of menus than the window holds)
        self.layout()
        self.midend.leaderboard.request(self.today.isoformat(), self.mode)

    # -- model ----------------------------------------------------------------------------
    @property
    def today(self) -> _dt.date:
        return self.midend.today()

    def code(self):
        asked = (self.today, self.mode)  # (by mode too: a tab kept the 2D code and its shape)
        if self._code is None or self._code[0] != asked:
            try:
                self._code = (asked, daily_code(*asked))
            except ValueError:
                self._code = (asked, None)
        return self._code[1]

    # -- actions ----------------------------------------------------------------------------
    def play(self) -> None:
        self.feedback.sound("click")
        self.journeys.daily(mode=self.mode)

    def play_day(self, day: _dt.date) -> None:
        """A day in the calendar: today's daily, or a past one played late."""
        self.feedback.sound("click")
        self.journeys.daily(mode=self.mode, day=day)

    def _on_mode(self, _label: str) -> None:
        """Another mode's daily: its record, its board asked for; the lit day stays lit."""
        self.mode = MODES[self.tabs.index]
        keep_mode(self.midend, self.mode)
        self.feedback.sound("click")
        self.midend.leaderboard.request(self.today.isoformat(), self.mode)
        self.full_redraw = True

    def _span(self) -> tuple[_dt.date, _dt.date]:
        return first_daily(self.today), self.today

    def first_month(self) -> tuple[int, int]:
        first = first_daily(self.today)
        return first.year, first.month

    def prev_month(self, repeat: bool = False) -> None:
        """The month before, back to the first daily's (there, the hint why not: once for
        a held PgUp, whose `repeat`s re-showed it, its time restarted, as long as it was held)."""
        y, m = self.month
        self.walled = self.walled and repeat  # a fresh press may say it again
        if (y, m) <= self.first_month():
            if not self.walled:
                self.feedback.toast(FIRST_HINT.format(long_date(first_daily(self.today))))
            self.walled = True
            return
        self._turn((y - 1, 12) if m == 1 else (y, m - 1))

    def next_month(self) -> None:
        y, m = self.month
        if (y, m) < (self.today.year, self.today.month):
            self._turn((y + 1, 1) if m == 12 else (y, m + 1))

    def _turn(self, month: tuple[int, int]) -> None:
        """Show `month`, the lit day carried onto it (it stayed on the month left: Enter
        played a day no page showed), the day a resting pointer was on forgotten."""
        self.hover_day = None
        self._light(day_in_month(self.key_day, month, *self._span()), month)

    def _light(self, day: _dt.date | None, month: tuple[int, int]) -> None:
        self.key_day, self.month, self.full_redraw = day, month, True

    def resume(self) -> None:
        settle_hover((self.play_btn, self.back, self.prev_btn, self.next_btn, self.tabs))
        self.hover_day, self.full_redraw, self._asked = None, True, self.today  # (the day asked for)
        self.midend.leaderboard.request(self.today.isoformat(), self.mode)

    def update(self, dt: float) -> None:
        if self.today != self._asked:  # open over UTC midnight: the new day's board, redrawn
            was, now = (self._asked.year, self._asked.month), (self.today.year, self.today.month)
            if self.month == was != now:  # the page showed the day before's month: today's
                self._turn(now)
            self.resume()
        version = self.midend.leaderboard.version  # bumped by the background thread
        warnings = self.midend.leaderboard.warnings  # a damaged queue file, said once
        while warnings:
            self.feedback.toast(warnings.pop(0), ToastKind.WARN, 12.0)
        if version != self._seen_version:
            self._seen_version = version
            self.full_redraw = True

    # -- layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        lay_out(self)  # (daily_layout.py: scrolled at a bigger Size of menus than the window holds)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def _titles(self) -> tuple[int, pygame.Rect, pygame.Rect]:
        """The title's size, where it is drawn, and what the row under it covers (the
        mode's tabs, the Tab key's cap and the note where they fit: daily_modes.py)."""
        s, left = self.scale, self.left
        size = theme.fit_size("Daily puzzle", int(72 * s), self.back.rect.x - left - 16, True, 28)
        title = pygame.Rect((left, 0), theme.text_size("Daily puzzle", size, True))
        title.centery = self.back.rect.centery
        row = [r for r in tab_row(self.tabs.rect, self.size[0] - left, s, self.tab_k) if r.w]
        return size, title, self.tabs.rect.unionall(row)

    def _calendar_cells(self) -> list[tuple[_dt.date, pygame.Rect]]:
        return calendar_cells(self.cal_card, self.k, self.month)

    def day_center(self, day: _dt.date) -> tuple[int, int]:
        for d, r in self._calendar_cells():
            if d == day:
                return r.center
        raise KeyError(day)

    # -- events --------------------------------------------------------------------------------
    def _scrolled(self) -> None:
        self.layout()
        self.full_redraw = True

    def handle_event(self, event):
        et = event.type
        if self.scroller.take(event, self.size[1]):  # (the page scrolls: the wheel, a drag, Home / End)
            return None
        if et == pygame.KEYDOWN and self.scroller.most:  # the lit day, or Play, in view after the keys
            self._handle(event)
            lit = [r for d, r in self._calendar_cells() if d == self.key_day]
            self.scroller.into_view(lit[0] if lit else self.play_btn.rect, self.size[1])
            return None
        return self._handle(event)

    def _handle(self, event):
        et = event.type
        if et == pygame.KEYDOWN:
            self.full_redraw = True
            if opened_help(self, event, self.mode):  # how to play the mode shown
                return None
            k = event.key
            if k == pygame.K_ESCAPE:
                self.close()
            elif k in PRESS_KEYS:
                self.play() if self.key_day in (None, self.today) else self.play_day(self.key_day)
            elif k == pygame.K_PAGEUP:
                self.prev_month(getattr(event, "repeat", False))  # (a held key's: KeyRepeat)
            elif k == pygame.K_PAGEDOWN:
                self.next_month()
            elif (tab := tab_index(event, self.tabs.index)) is not None:
                self.tabs.set(tab)  # (before the days' keys: Tab was theirs before the tabs)
            elif day := key_day(self.key_day, k, *self._span(), getattr(event, "repeat", False)):
                if self.key_day is None:  # the first key lights a day of the month shown (today's
                    day = day_in_month(day, self.month, *self._span())  # went back to today's month)
                self._light(day, (day.year, day.month))
            return None
        buttons = (self.play_btn, self.back, self.prev_btn, self.next_btn)
        hovered = hover_state((*buttons, self.tabs))
        if greyed_click(event, self.prev_btn):
            self.prev_month()  # the greyed "<" at the first daily's month says why
            return None
        for b in (*buttons, self.tabs):
            if b.handle(event):
                self.full_redraw = True
                return None
        if et == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            if self.tab_cap.collidepoint(event.pos):  # (the cap looks like a key to press)
                self.tabs.set((self.tabs.index + 1) % len(MODES))
                return None
            day = next((d for d, r in self._calendar_cells() if r.collidepoint(event.pos)), None)
            if day is not None and day <= self.today:
                self.play_day(day)
                return None
        if et == pygame.MOUSEMOTION:
            day = next((d for d, r in self._calendar_cells() if r.collidepoint(event.pos)), None)
            if day != self.hover_day or hover_state((*buttons, self.tabs)) != hovered:
                self.hover_day = day
                self.full_redraw = True
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        self.paint_background(surface)
        draw_page(
            surface, self.scroller, self._draw, self.left, theme.ui_scale(self.size, self.midend.settings)
        )  # (scrolled where it scrolls: page_scroll)
        return True

    def _draw(self, surface) -> None:
        size, title, _ = self._titles()
        theme.text(surface, "Daily puzzle", size, theme.INK, title.midleft, "midleft", True)
        self.tab_cap = draw_tab_row(surface, self.tabs, self.size[0] - self.left, self.scale, self.tab_k)
        self.back.draw(surface)
        self._draw_left(surface)
        self._draw_calendar(surface)
        self.title_rects = draw_leaderboard_card(surface, *self._board())

    def _draw_left(self, surface) -> None:
        """The left card: the date, the streak, today's puzzle and result, its thumbnail."""
        c = self.left_card
        panel(surface, c, 24)
        y = c.y + int(22 * self.scale)
        date, size = card_date(self.today, max(18, int(26 * self.scale)), c.w - 40)
        theme.text(surface, date, size, theme.INK_SOFT, (c.x + 20, y), "topleft", True)
        y = draw_streak(self, surface, c, y + int(40 * self.scale))
        pygame.draw.line(surface, (238, 230, 218), (c.x + 24, y), (c.right - 24, y), 2)
        code = self.code()
        y = draw_today(self, surface, c, y + 18, code) + (
            int(4 * self.scale) if self.scroller.most else 0
        )  # (air)
        room = pygame.Rect(c.x + 28, y, c.w - 56, self.play_btn.rect.y - 18 - y)
        if code is not None and room.h >= 40:  # 640x480 has 50 px: at least 60 left a hole there
            t = self._thumb(code, (room.w, room.h))
            if t is not None:
                drawn.note(drawn.TEXT, surface.blit(t, t.get_rect(center=room.center)), "(today's shape)")
        self.play_btn.draw(surface)

    def _thumb(self, code, box):
        key = (str(code), box)
        if getattr(self, "_thumb_key", None) != key:
            self._thumb_key = key
            try:
                self._thumb_img = thumbnail(make_shape(code.mode, code.shape, code.size), box, theme.ACCENT)
            except (ValueError, OSError, pygame.error):  # no thumbnail: the card shows without
                self._thumb_img = None
        return self._thumb_img

    def month_title(self) -> tuple[str, int]:
        """The calendar's title and its print, left of "<" (daily_grid.month_title)."""
        edge = side_of(self.cal_card, self.k) if self.tab_k else int(24 * self.k)  # (as daily_layout's)
        room = self.prev_btn.rect.x - 12 - (self.cal_card.x + edge)
        return month_title(self.month, self.k, room, bool(self.tab_k))

    def _draw_calendar(self, surface) -> None:
        cc, k = self.cal_card, self.k
        side = side_of(cc, k)
        panel(surface, cc, side)
        y, m = self.month
        month, size = self.month_title()
        theme.text(surface, month, size, theme.INK, (cc.x + side, cc.y + int(36 * k)), "midleft", True)
        self.next_btn.enabled = (y, m) < (self.today.year, self.today.month)
        self.prev_btn.enabled = (y, m) > self.first_month()
        draw_month_arrow(surface, self.prev_btn)
        draw_month_arrow(surface, self.next_btn)
        cw = (cc.w - 2 * side) // 7
        wide = theme.fit_size("We", int(20 * k), cw - 6, True, 12)  # (s389: at 200%, 800x600, "MoTuWe")
        for i, name in enumerate(WEEKDAYS if grid(cc, k, len(calendar.monthcalendar(y, m)))[2] else ()):
            at = (cc.x + side + i * cw + cw // 2, cc.y + int(84 * k))
            theme.text(surface, name, wide, theme.INK_SOFT, at, "center", True)
        progress = self.midend.progress
        today = self.today
        for day, r in self._calendar_cells():
            res = progress.daily_result(self.mode, day)
            draw_day(surface, r, day, res, today, day == self.hover_day, k, focus=day == self.key_day)
            if day <= today:  # (a click plays it: what a toast keeps off)
                drawn.note(drawn.CONTROL, r, f"day {day.isoformat()}")
        hd = self.hover_day or self.key_day  # the hovered (or lit) day's result, under the title
        line = None if hd is None else day_line(hd, progress.daily_result(self.mode, hd), today)
        if line is not None and self.hover_day is None:  # lit by the keys: Enter plays it
            line = keys_line(line)
        if line is None and not self.prev_btn.enabled:  # the first month: why no "<"
            line = f"The first daily: {long_date(first_daily(today))}"
        if line is not None:
            room, parts = cc.w - 2 * side - int(8 * k), line.split(SEP)
            line, size = fitted_line(line, int(20 * k), room)
            if self.tab_k and len(parts) > 1:  # (grown: its last part dropped, not a smaller print:
                fewer = fitted_line(SEP.join(parts[:-1]), int(20 * k), room)  # s400, 640x480 at 200%)
                line, size = fewer if fewer[1] > size * 1.15 else (line, size)
            at = (cc.x + side + int(4 * k), cc.y + int(66 * k))  # (at 60 it touched the arrows)
            theme.text(surface, line, size, theme.INK_SOFT, at, "midleft")

    def _board(self) -> tuple:  # (what daily_board draws the card from, and finds its rows and room)
        return (self.board_card, self.midend.leaderboard, self.midend.progress, self.today, self.k, self.mode)
