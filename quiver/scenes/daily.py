"""The daily screen: today's puzzle and your streak, a calendar of past dailies with
their results, and a leaderboard: with a leaderboard server set in Settings, the day's
shared top 10 and your rank (fetched in the background; one calm line when offline),
else your own best dailies (fewest mistakes, then fastest); that card is daily_board.py.

Mouse: Play, the month arrows, hover a day for its result, click a past day to play it
late (kept in the calendar, marked late, no streak credit). Keyboard: the arrows and Tab
light a day (the first: today's date in the month shown; the month follows), Enter plays
it (else today's), Page Up / Page Down change the month (back to the first daily's,
FIRST_DAILY, where a press says why no further; the lit day follows), Esc goes back.
"""

from __future__ import annotations

import calendar
import datetime as _dt

import pygame

from quiver.engine.modes import Mode
from quiver.game.daily import daily_code, first_daily
from quiver.game.journey import ToastKind
from quiver.input import PRESS_KEYS
from quiver.render2d import drawn, theme
from quiver.render2d.draw import panel
from quiver.render2d.thumbs import thumbnail
from quiver.render2d.widgets import Button, legible_keys
from quiver.shapes import make_shape

from .base import Ports, Scene, centred_block, greyed_click, hover_state, page_frame, settle_hover
from .daily_board import board_rows, draw_leaderboard_card, free_room, lent_rooms, title_band
from .daily_days import (
    day_in_month,
    day_line,
    draw_day,
    draw_month_arrow,
    fitted_line,
    key_day,
    keys_line,
    long_date,
)
from .daily_today import PlayToday, card_date, draw_streak, draw_today

WEEKDAYS = ("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su")
FIRST_HINT = "The first daily was on {}: there are none before it."
TALLEST = 790  # the cards' height at most, at scale 1: the calendar's six weeks whole (centred_block)
NOTE = "The same puzzle for everyone, every UTC day."  # under the title


class DailyScene(Scene):
    name = "daily"
    mode: str = Mode.TWO_D  # whose daily it shows and plays (each mode's has its own record: s248)
    toasts_wait = True  # never over its words nor Play: right of the title, under the best dailies
    toasts_apart = True  # each toast the first place cannot hold in one of its own (never over a title)

    def __init__(self, ports: Ports) -> None:
        super().__init__(ports)
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
        self.layout()
        self.midend.leaderboard.request(self.today.isoformat())

    # -- model ----------------------------------------------------------------------------
    @property
    def today(self) -> _dt.date:
        return self.midend.today()

    def code(self):
        if self._code is None or self._code[0] != self.today:
            try:
                self._code = (self.today, daily_code(self.today, self.mode))
            except ValueError:
                self._code = (self.today, None)
        return self._code[1]

    # -- actions ----------------------------------------------------------------------------
    def play(self) -> None:
        self.feedback.sound("click")
        self.journeys.daily(mode=self.mode)

    def play_day(self, day: _dt.date) -> None:
        """A day in the calendar: today's daily, or a past one played late."""
        self.feedback.sound("click")
        self.journeys.daily(mode=self.mode, day=day)

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
        settle_hover((self.play_btn, self.back, self.prev_btn, self.next_btn))
        self.hover_day, self.full_redraw, self._asked = None, True, self.today  # (the day asked for)
        self.midend.leaderboard.request(self.today.isoformat())

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
        w, h = self.size
        s, left, self.back.rect = page_frame(self.size, self.midend.settings)
        self.scale, self.left = s, left
        # the calendar and the leaderboard grow with the menus in a big window (stranger
        # playtest: at 2560x1440 they kept the letters of 1280x800 in cards twice as big)
        self.k = k = max(1.0, s)
        top, bottom = self.back.rect.bottom + max(12, int(52 * s)), h - max(12, int(40 * s))
        dy, bottom = centred_block(top, bottom, int(TALLEST * k))
        self.back.rect.y, top = self.back.rect.y + dy, top + dy  # (the title stands beside Back)
        lw = min(int(420 * s), int(w * 0.36))
        self.left_card = pygame.Rect(left, top, lw, bottom - top)
        c = self.left_card
        bh, pad = max(44, int(66 * s)), max(12, int(24 * s))
        self.play_btn.rect = pygame.Rect(c.x + pad, c.bottom - pad - bh, c.w - 2 * pad, bh)
        gap = max(12, int(30 * s))
        rx, rw = c.right + gap, w - c.right - gap - left
        ch = int((bottom - top) * 0.56)
        self.cal_card = pygame.Rect(rx, top, rw, ch)
        self.board_card = pygame.Rect(rx, self.cal_card.bottom + gap, rw, bottom - self.cal_card.bottom - gap)
        cc = self.cal_card
        # the month's arrows (and their under-layer) beside its name, clear of the day's line under it
        # each with its key in a cap at its right end, as the pause card's buttons (no room
        # for a line under it at 640x480, where the other buttons say theirs so: s58)
        cap = self.prev_btn.cap_size = self.next_btn.cap_size = max(16, int(16 * k))
        bw, bh = int(48 * k), int(36 * k)
        apart = int(12 * k)  # (air for a focus ring, growing with the menus as s59's gaps: 10 px at 4K)
        capped = max(bw, theme.font(cap, True).size("PgUp")[0] + 12 + int(34 * k))
        room = cc.w - int(24 * k) - 2 * capped - apart - 12 - int(24 * k)
        shortest = max(theme.text_size(f"{a} {self.month[0]}", 16, True)[0] for a in calendar.month_abbr[1:])
        capped_fits = room >= shortest  # else the keys' caps go (s72: 480 wide, "Decem" under them)
        bw = capped if capped_fits else bw
        self.prev_btn.sub, self.next_btn.sub = ("PgUp", "PgDn") if capped_fits else ("", "")
        self.prev_btn.rect = pygame.Rect(cc.right - int(24 * k) - 2 * bw - apart, cc.y + int(16 * k), bw, bh)
        self.next_btn.rect = pygame.Rect(cc.right - int(24 * k) - bw, cc.y + int(16 * k), bw, bh)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slots(self) -> list[pygame.Rect]:
        """Toasts go right of the title and its line, left of Back, else in the leaderboard
        card under its rows (they hid the title, the best dailies' words at 640x480 and,
        in the default place, Play today's puzzle); what fits neither: `toast_lent`."""
        x = max(r.right for r in self._titles()[1:]) + 8
        free = free_room(self.board_card, self.midend.leaderboard, self.midend.progress, self.k, self.mode)
        return [pygame.Rect(x, 0, self.back.rect.x - 4 - x, self.left_card.y - 4), free]

    def toast_lent(self) -> list[pygame.Rect]:
        """Where neither holds a toast whole (640x480: a path waited, a code was cut to a line)."""
        return lent_rooms(self.board_card, self.prev_btn.rect.bottom + 4, self.size[1] - 4, self.k)

    def toast_clear(self) -> list[pygame.Rect]:
        """The leaderboard's title row (three toasts at 1600x600 hid it); the month's days (s98:
        a warning lay over the last week), but for a shared board's rows (s36, 1600x600)."""
        head = title_band(self.board_card, self.k)
        if self.midend.leaderboard.server:
            return [head]
        days = [r for _, r in self._calendar_cells()]
        return [head, days[0].unionall(days)]

    def toast_queue_places(self) -> list[pygame.Rect]:
        """The title band, left of Back, where the best dailies' card is too short for a
        warning of two lines (s98: at 480x360, kept off the days, it was cut to one)."""
        if self.toast_lent()[-1].h >= int(80 * self.k):
            return []
        return [pygame.Rect(0, 0, self.back.rect.x - 4, self.left_card.y - 4)]

    def toast_controls(self) -> list[pygame.Rect]:
        """The days a click plays and the month arrows: a toast lent the calendar keeps off them."""
        days = [r for day, r in self._calendar_cells() if day <= self.today]
        return [*days, self.prev_btn.rect, self.next_btn.rect]

    def toast_aims(self) -> list[pygame.Rect]:
        """The days a click plays and the leaderboard's rows (at 1600x600 toasts hid the shared board's)."""
        rows = board_rows(self.board_card, self.midend.leaderboard, self.midend.progress, self.k, self.mode)
        title = self._titles()[1:]  # (a queue's last place, s98: where no other holds a toast whole)
        return [r for day, r in self._calendar_cells() if day <= self.today] + [rows, *title]

    def _titles(self) -> tuple[int, pygame.Rect, pygame.Rect]:
        """The title's size, where it is drawn and where the line under it is."""
        s, left = self.scale, self.left
        size = theme.fit_size("Daily puzzle", int(72 * s), self.back.rect.x - left - 16, True, 28)
        title = pygame.Rect((left, 0), theme.text_size("Daily puzzle", size, True))
        title.centery = self.back.rect.centery
        small = theme.fit_size(NOTE, max(16, int(24 * s)), self.size[0] - 2 * left, False, 12)
        return size, title, pygame.Rect((left + 2, title.bottom + 4), theme.text_size(NOTE, small))

    def _grid(self, weeks: int) -> tuple[int, int, bool]:
        """The days' top, their rows' height, and whether the weekdays' names show: not
        where the rows would be under 12 pixels (s89: at 480x360, 4 pixels, the numbers
        drawn over each other); there the days take the names' room."""
        cc, k = self.cal_card, self.k
        top = cc.y + int(96 * k)
        chh = min(int(54 * k), (cc.bottom - int(16 * k) - top) // max(1, weeks))
        if chh >= 12:
            return top, chh, True
        top = cc.y + int(74 * k)  # (under the day's line)
        return top, (cc.bottom - int(6 * k) - top) // max(1, weeks), False

    def _calendar_cells(self) -> list[tuple[_dt.date, pygame.Rect]]:
        cc, k = self.cal_card, self.k
        y, m = self.month
        weeks = calendar.Calendar(0).monthdayscalendar(y, m)  # (0: another month's; no dates past 9999)
        top, chh, _ = self._grid(len(weeks))
        side = int(24 * k)
        cw = (cc.w - 2 * side) // 7
        dy = 3 if chh >= 24 else 1  # (a short row: its cell 9 px of 15 at 640x480, s47)
        out = []
        for r, week in enumerate(weeks):
            for c, d in enumerate(week):
                if d:
                    cell = pygame.Rect(cc.x + side + c * cw + 3, top + r * chh + dy, cw - 6, chh - 2 * dy)
                    out.append((_dt.date(y, m, d), cell))
        return out

    def day_center(self, day: _dt.date) -> tuple[int, int]:
        for d, r in self._calendar_cells():
            if d == day:
                return r.center
        raise KeyError(day)

    # -- events --------------------------------------------------------------------------------
    def handle_event(self, event):
        et = event.type
        if et == pygame.KEYDOWN:
            self.full_redraw = True
            k = event.key
            if k == pygame.K_ESCAPE:
                self.close()
            elif k in PRESS_KEYS:
                self.play() if self.key_day in (None, self.today) else self.play_day(self.key_day)
            elif k == pygame.K_PAGEUP:
                self.prev_month(getattr(event, "repeat", False))  # (a held key's: KeyRepeat)
            elif k == pygame.K_PAGEDOWN:
                self.next_month()
            elif day := key_day(self.key_day, k, bool(event.mod & pygame.KMOD_SHIFT), *self._span()):
                if self.key_day is None:  # the first key lights a day of the month shown (today's
                    day = day_in_month(day, self.month, *self._span())  # went back to today's month)
                self._light(day, (day.year, day.month))
            return None
        buttons = (self.play_btn, self.back, self.prev_btn, self.next_btn)
        hovered = hover_state(buttons)
        if greyed_click(event, self.prev_btn):
            self.prev_month()  # the greyed "<" at the first daily's month says why
            return None
        for b in buttons:
            if b.handle(event):
                self.full_redraw = True
                return None
        if et == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            day = next((d for d, r in self._calendar_cells() if r.collidepoint(event.pos)), None)
            if day is not None and day <= self.today:
                self.play_day(day)
                return None
        if et == pygame.MOUSEMOTION:
            day = next((d for d, r in self._calendar_cells() if r.collidepoint(event.pos)), None)
            if day != self.hover_day or hover_state(buttons) != hovered:
                self.hover_day = day
                self.full_redraw = True
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        self.paint_background(surface)
        size, title, line = self._titles()
        theme.text(surface, "Daily puzzle", size, theme.INK, title.midleft, "midleft", True)
        small = theme.fit_size(NOTE, max(16, int(24 * self.scale)), self.size[0] - 2 * self.left, False, 12)
        theme.text(surface, NOTE, small, theme.INK_SOFT, line.topleft, "topleft")
        self.back.draw(surface)
        self._draw_left(surface)
        self._draw_calendar(surface)
        self._draw_board(surface)
        return True

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
        y = draw_today(self, surface, c, y + 18, code)
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
        """The calendar's title and its print: the month's name, else its short name where
        the whole one does not fit left of "<" (s72: at 480x800 "Decem" ran under PgUp)."""
        (y, m), k, room = self.month, self.k, self.prev_btn.rect.x - 12 - (self.cal_card.x + int(24 * self.k))
        for month in (f"{calendar.month_name[m]} {y}", f"{calendar.month_abbr[m]} {y}"):
            size = theme.fit_size(month, int(34 * k), room, True, 16)
            if theme.text_size(month, size, True)[0] <= room:
                break
        return month, size

    def _draw_calendar(self, surface) -> None:
        cc, k = self.cal_card, self.k
        side = int(24 * k)
        panel(surface, cc, side)
        y, m = self.month
        month, size = self.month_title()
        theme.text(surface, month, size, theme.INK, (cc.x + side, cc.y + int(36 * k)), "midleft", True)
        self.next_btn.enabled = (y, m) < (self.today.year, self.today.month)
        self.prev_btn.enabled = (y, m) > self.first_month()
        draw_month_arrow(surface, self.prev_btn)
        draw_month_arrow(surface, self.next_btn)
        cw = (cc.w - 2 * side) // 7
        for i, name in enumerate(WEEKDAYS if self._grid(len(calendar.monthcalendar(y, m)))[2] else ()):
            at = (cc.x + side + i * cw + cw // 2, cc.y + int(84 * k))
            theme.text(surface, name, int(20 * k), theme.INK_SOFT, at, "center", True)
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
            line, size = fitted_line(line, int(20 * k), cc.w - 2 * side - int(8 * k))
            at = (cc.x + side + int(4 * k), cc.y + int(66 * k))  # (at 60 it touched the arrows)
            theme.text(surface, line, size, theme.INK_SOFT, at, "midleft")

    def _draw_board(self, surface) -> None:
        board = (self.board_card, self.midend.leaderboard, self.midend.progress, self.today, self.k)
        self.title_rects = draw_leaderboard_card(surface, *board, self.mode)
