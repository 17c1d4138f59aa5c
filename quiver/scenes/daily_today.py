"""The Daily screen's left card (daily.py): the streak with its flame and best, today's
puzzle and how it went (the play button's label follows)."""

from __future__ import annotations

import calendar
import datetime as _dt
from typing import Protocol

import pygame

from quiver.engine.errors import count_of
from quiver.engine.modes import Mode
from quiver.game.code import PuzzleSpec
from quiver.game.kept_puzzle import daily_where, kept_quietly
from quiver.game.midend import Midend
from quiver.render2d import drawn, theme
from quiver.render2d.draw import check_icon, cross_icon, flame_icon
from quiver.render2d.widgets import Button

from .daily_days import best_streak
from .daily_own import today_fit, today_forms
from .daily_room import flame_size, stats_height, streak_give
from .daily_score import run_score
from .levels_info import play_sub
from .modes import MODE_LABELS

ANY_MODE = "any mode"  # what keeps the streak: a clear of any mode's daily that day
UNPLAYED = "Not played yet today"
STARTED = ("Started: Play goes on where you left it", "Started: Play goes on")  # longest first


class Daily(Protocol):
    """What the left card reads of the Daily screen (a protocol: no import of daily.py)."""

    scale: float
    midend: Midend
    play_btn: Button
    key_day: _dt.date | None  # the day the keys lit (None: none yet)
    mode: str  # whose daily the screen shows

    @property
    def today(self) -> _dt.date: ...

    def code(self) -> PuzzleSpec | None: ...


def card_date(day: _dt.date, size: int, room: int) -> tuple[str, int]:
    """The card's date and its print in `room` px, up to `size`: "Tuesday, 01 December 2026",
    else a shorter form before the print is under 14 (s136: print 13 at 480x360)."""
    name, month = calendar.day_name[day.weekday()], calendar.month_abbr[day.month]
    forms = (day.strftime("%A, %d %B %Y"), f"{name}, {day.day} {month} {day.year}")
    for form in (*forms, f"{calendar.day_abbr[day.weekday()]} {day.day} {month} {day.year}"):
        fits = theme.fit_size(form, size, room, True, 14)
        if theme.text_size(form, fits, True)[0] <= room:
            return form, fits
    return form, theme.fit_size(form, size, room, True, 12)


def today_line(code) -> str:
    """The daily card's line for today's puzzle: "Sun shape  ·  Easy" (a bare "Sun" under
    the date would read as a weekday)."""
    shape = code.shape.replace("_", " ").replace("-", " ")
    return f"{shape.title()} shape  \u00b7  {code.difficulty.title()}"


def draw_streak(self: Daily, surface: pygame.Surface, c: pygame.Rect, y: int) -> int:
    """The flame, the streak and the best streak from `y` down; returns the next y. Smaller
    where today's result would have no row above Play (daily_room: s364, 480x360). The words
    after the number stand beside it, or at a bigger "Size of menus" where they fit beside it
    only in a print smaller than the card's, under its row (`words_under`)."""
    s = self.scale
    streak = self.midend.streak()
    played = self.midend.progress.daily_result(self.mode, self.today) is not None
    words = "day in a row" if streak == 1 else "days in a row"
    bottom, coded = self.play_btn.rect.y - 4, self.code() is not None
    air, less = streak_give(s, y, bottom, coded, played)
    under = words_under(self, c, streak, words)
    line = theme.font(under, True).get_linesize() if under else 0
    rows = 2 * line + int(8 * s) if under else 0  # (the words' two lines and air under them)
    if rows and streak_give(s, y, bottom, coded, played, rows) != (air, less):  # (only where the card
        under = 0  # has room for them as it is: at 480x360 and 125% today's puzzle went under Play)
    big = flame_size(s) - less
    fl = flame_icon(big, theme.ACCENT if streak else theme.STAR_EMPTY, (255, 214, 90) if streak else None)
    surface.blit(fl, (c.x + 16, y))
    at = (c.x + 24 + big, y + big // 2)  # (the number as much smaller as the flame)
    n = theme.text(surface, str(streak), int(96 * s * big / flame_size(s)), theme.INK, at, "midleft", True)
    y += big + int(20 * s)
    if under:  # (s397: at 800x600 and 200% they stood in 12 px beside a 120 px number)
        theme.text(surface, words, under, theme.INK_SOFT, (c.x + 20, y - int(10 * s)), "topleft", True)
        theme.text(surface, ANY_MODE, under, theme.INK_SOFT, (c.x + 20, y - int(10 * s) + line))
        y += rows
    said = bool(under)
    room = c.right - 16 - (n.right + 10)
    size = theme.fit_size(words, max(16, int(26 * s)), room, True, 12)
    if not under and theme.text_size(words, size, True)[0] <= room:  # the words over "any mode" (a
        said = True  # 3D clear keeps the streak the 2D tab shows: s248)
        at = (n.right + 10, n.bottom - size // 2 - theme.font(size, True).get_linesize())
        theme.text(surface, words, size, theme.INK_SOFT, at, "midleft", True)
        theme.text(surface, ANY_MODE, size, theme.INK_SOFT, (at[0], n.bottom - size // 2), "midleft")
    best, size = best_line(
        best_streak(self.midend.progress, self.today), max(16, int(24 * s)), c.w - 40, said
    )
    theme.text(surface, best, size, theme.INK_SOFT, (c.x + 20, y))
    return y + int(40 * s) - air


def words_under(self: Daily, c: pygame.Rect, streak: int, words: str) -> int:
    """The print of the streak's words on lines of their own under the flame's row, or 0:
    beside the number (at Auto, as ever; at a bigger "Size of menus" where they fit there in
    the best line's print at least, the card's body: else they shrank as the flame and the
    number grew, 12 px beside a 120 px number at 800x600 and 200%); shrunk to the card's
    width, never under 14."""
    s = self.scale
    if theme.chosen(self.midend.settings) <= 1:
        return 0
    number = theme.text_size(str(streak), int(96 * s), True)[0]  # (the flame and number whole)
    room = c.w - 16 - (24 + flame_size(s) + number + 10)
    if theme.text_size(words, max(16, int(24 * s)), True)[0] <= room:
        return 0
    return theme.fit_size(words, max(16, int(26 * s)), c.w - 40, True, 14)


def best_line(best: int, size: int, room: int, said: bool) -> tuple[str, int]:
    """The best streak's line and its print; it says "any mode" where the words beside
    the flame's number could not (480x360), shorter before its print is under 14."""
    forms = () if said else (f"Best streak: {best}, {ANY_MODE}", f"Best: {best}, {ANY_MODE}")
    for form in forms:
        fits = theme.fit_size(form, size, room, False, 14)
        if theme.text_size(form, fits)[0] <= room:
            return form, fits
    return f"Best streak: {best}", size


def draw_today(self: Daily, surface: pygame.Surface, c: pygame.Rect, y: int, code: PuzzleSpec | None) -> int:
    """Today's puzzle and how it went (and the play button's label); returns the next y.
    Where the lines do not all fit above Play (480x360), the arrows' line goes, then the
    one of how it went (Play's label says whether it was played: s89, "Not played yet
    today" was drawn over Play); today's not played yet, its "Not played yet" goes first
    (s370: the arrows' line had no row at 480x360, the streak gives it one: daily_room)."""
    s, room = self.scale, c.w - 40
    r = self.midend.progress.daily_result(self.mode, self.today)  # (the screen's mode's: s248)
    bottom = self.play_btn.rect.y - 4  # (what the lines may reach)
    head = f"Today's {MODE_LABELS.get(self.mode, '')} puzzle"  # (the tabs' mode, said again)
    head_size = theme.fit_size(head, max(16, int(24 * s)), room, True, 16)  # (s374: 200% at 640x480)
    theme.text(surface, head, head_size, theme.INK_SOFT, (c.x + 20, y), "topleft", True)
    y += max(20, int(30 * s))
    if code is not None:
        line = today_line(code)
        size = theme.fit_size(line, max(18, int(32 * s)), room, True, 12)
        theme.text(surface, line, size, theme.INK, (c.x + 20, y), "topleft", True)
        y += max(22, int(38 * s))
        dims = code.size if isinstance(code.size, tuple) else ()  # (a daily's code is complete)
        stats = f"{code.arrows} arrows  \u00b7  {'x'.join(map(str, dims))}"
        if y + stats_height(s) + (24 if r is not None else 0) <= bottom:  # (room for how it went under it)
            theme.text(surface, stats, max(16, int(22 * s)), theme.INK_SOFT, (c.x + 20, y))
            y += stats_height(s)
    fits = y + 24 <= bottom
    if r is not None:
        mark = max(20, int(28 * s))
        icon = check_icon(mark, theme.GOOD) if r.won else cross_icon(mark, theme.DANGER)
        # the words just past the mark, on its middle, at every size (a fixed x of 58
        # put "Out of hearts" over a 2560x1440 window's 50 px cross)
        if fits:
            at = surface.blit(icon, icon.get_rect(midleft=(c.x + 24, y + 12)))
            drawn.note(drawn.TEXT, at, "(today's mark)")
            x = at.right + max(6, int(6 * s))
            forms = (
                today_forms(r.time_s, count_of(r.mistakes, "mistake"), run_score(r))  # (its score: s358)
                if r.won
                else ("Out of hearts: try again", "Out of hearts")  # (Play says "Try again")
            )
            text, size = today_fit(forms, max(16, int(24 * s)), c.right - 16 - x)
            theme.text(surface, text, size, theme.INK, (x, at.centery), "midleft", True)
        self.play_btn.label = again_label(r.won, bool(self.midend.leaderboard.server))
    else:
        if fits:
            words, size = unplayed_words(self, max(16, int(24 * s)), room)
            theme.text(surface, words, size, theme.INK_SOFT, (c.x + 20, y + 12), "midleft")
        self.play_btn.label = "Play today's puzzle"
    return y + 40


def unplayed_words(self: Daily, size: int, room: int) -> tuple[str, int]:
    """Today's line with no result yet, and its print in `room` px: that it was started
    where today's daily of the screen's mode is kept mid-way (s284: a 3D daily begun and
    left said "Not played yet today"; its Play goes on from there)."""
    forms = STARTED if started_today(self) else (UNPLAYED,)
    for form in forms[:-1]:  # (a longer form only in the print of the card's other lines)
        if theme.text_size(form, size)[0] <= room:
            return form, size
    return forms[-1], theme.fit_size(forms[-1], size, room, False, 12)


def started_today(self: Daily) -> bool:
    """Today's daily of the screen's mode is kept mid-way (game/kept_puzzle.py)."""
    where = daily_where(self.today, self.mode)
    return any(k.where == where for k in kept_quietly())


def again_label(won: bool, ranked: bool) -> str:
    """Play's label once today's is played: a won one's again "(unranked)" where a
    leaderboard server is set (it keeps the day's first clear: another run is for fun);
    with none set no run is ranked, and the word misled (s214)."""
    if not won:
        return "Try again"
    return "Play again (unranked)" if ranked else "Play again"


def play_line(midend: Midend, today_lit: bool, mode: str = Mode.TWO_D) -> str:
    """What "Play today's puzzle" says under its label: that `mode`'s lesson comes first (a
    new player's daily opened "Lesson: First Taps" with no word of it, where Levels and the
    menu's Play say so), else Enter while Enter plays today's (the keys may light another day)."""
    sub = play_sub(midend, mode)
    return sub if today_lit or sub != "Enter" else ""


class PlayToday(Button):
    """Daily's Play: the line under its label (`play_line`) derived where it is read, from
    the day the keys lit and the lessons seen (s151: set when a day was lit and again on
    each frame, for a lesson seen meanwhile); a test reads it before a frame as well."""

    def __init__(self, scene: Daily, action) -> None:
        self.scene = scene
        super().__init__("Play today's puzzle", action, primary=True)

    @property
    def sub(self) -> str:
        s = self.scene
        return play_line(s.midend, s.key_day in (None, s.today), s.mode)

    @sub.setter
    def sub(self, value: str) -> None:
        if value:  # (Button.__init__ sets "": what it says is derived, never set)
            raise AttributeError("Daily's Play says what play_line says")
