"""Your best dailies' columns on the Daily screen (daily_board.py draws them) and the today
card's line for a clear, each with the day's score as daily_score.py writes it (s358: the
screen said a run's mistakes and time, never the score the win card counted up).
"""

from __future__ import annotations

import datetime as _dt
from typing import NamedTuple

import pygame

from quiver.render2d import theme
from quiver.render2d.draw import fmt_score, short_time

from .daily_days import spoken_day, weekday_day
from .daily_score import run_score, score_forms


def today_forms(time_s: float, mistakes: str, points: int | None) -> tuple[str, ...]:
    """The today card's line for a clear, longest first: "Cleared in 0:13, 0 mistakes,
    4059 points", shorter where the card is narrow, down to the time and the score by the
    check mark ("0:13  ·  4059 pts", 480x360); without a score, the time and mistakes."""
    head = f"Cleared in {short_time(time_s)}, {mistakes}"
    if points is None:
        return head, f"{short_time(time_s)}, {mistakes}"
    forms = [f"{head}, {fmt_score(points)} points"]
    forms += [f"{head}, {s}" for s in score_forms(points)]
    forms.append(f"{short_time(time_s)}, {mistakes}, {score_forms(points)[-1]}")
    forms.append(f"{short_time(time_s)}  \u00b7  {score_forms(points)[-1]}")  # (s364: 480x360, by the mark)
    return tuple(dict.fromkeys(forms))


def today_fit(forms: tuple[str, ...], size: int, room: int) -> tuple[str, int]:
    """The first of `forms` that fits `room` px in bold print 14 or more (up to `size`),
    else the last in the print that fits it, down to 12."""
    for form in forms:
        fits = theme.fit_size(form, size, room, True, min(size, 14))
        if theme.text_size(form, fits, True)[0] <= room:
            return form, fits
    return forms[-1], theme.fit_size(forms[-1], size, room, True, 12)


class Columns(NamedTuple):
    """How the rows are drawn: their print, the days and scores as written, the columns'
    x (rank, day, mistakes, time, [score,] then where the stars start), their gap and
    whether the stars fit."""

    size: int
    days: list[str]
    scores: list[str]
    xs: list[int]
    gap: int
    stars: bool


def own_columns(card: pygame.Rect, board: list, said: list[str], today: _dt.date, k: float) -> Columns:
    """The days with their weekdays ("Sat 28 Nov", as the calendar's line says them) in
    print 18 or more with the stars, else the short days ("28 Nov"; "28 Nov 2025" in
    another year) in the biggest print that fits them with the stars, else without; at
    each, the scores whole before shortened ("1.2M pts"). (s246: a wide card wrote the ISO
    days, "2026-11-28", that s47 took out of the calendar's line.)"""
    room, side = card.w - int(56 * k), int(28 * k)
    dates = [_dt.date.fromisoformat(d) for d, _r in board]
    short = [spoken_day(day, today) for day in dates]
    named = [weekday_day(day, today) for day in dates]
    kept = [score_forms(run_score(r)) for _d, r in board]
    picks = max((len(f) for f in kept), default=0)
    # (days, least print, with stars, columns close): closer columns before print under 14
    # (s136: at 480x360 the print fell to 12 for the stars' sake); with scores, the stars
    # go before it does (they say the mistakes again; 480x360)
    tries: list[tuple[list[str], int, bool, bool]] = [(named, int(18 * k), True, False)]
    tries += [(short, 14, True, False), (short, 14, True, True)]
    if picks:
        tries += [(short, 14, False, False), (short, 14, False, True)]
    for days, least, starred, close in [
        *tries,
        (short, 12, True, False),
        (short, 12, True, True),
        (short, 12, False, False),
    ]:
        for pick in range(max(1, picks)):
            scores = [f[min(pick, len(f) - 1)] if f else "" for f in kept]
            for size in range(int(24 * k), least - 1, -1):
                small, star = smaller(size), max(14, int(size * 0.9))
                widths = [
                    theme.text_size(f"{len(board)}.", size, True)[0],
                    max(theme.text_size(day, size, True)[0] for day in days),
                    max(theme.text_size(t, small)[0] for t in said),
                    max(theme.text_size(short_time(r.time_s), size, True)[0] for _d, r in board),
                ]
                if picks:
                    widths.append(max(theme.text_size(s, small)[0] for s in scores))
                gap = 10 if close else max(10, size)
                xs = [card.x + side]
                for w in widths:
                    xs.append(xs[-1] + w + gap)
                stars = xs[-1] - gap + lead(gap, k) + 3 * (star + 4) <= card.right - int(20 * k)
                if stars or (not starred and sum(widths) + (len(widths) - 1) * gap <= room):
                    return Columns(size, days, scores, xs, gap, stars)
    return Columns(size, days, scores, xs, gap, stars)


def smaller(size: int) -> int:
    """The mistakes' print beside a row's `size`: a little smaller, never under 14 unless the
    row is (s136: at 480x360 "0 mistakes" was print 10 beside print 12, 6 px capitals)."""
    return max(min(size, 14), size - max(2, size // 12))


def lead(gap: int, k: float) -> int:
    """The room before a row's stars: 20 px, or the columns' gap where they stand closer."""
    return int(20 * k) if gap > 10 else gap
