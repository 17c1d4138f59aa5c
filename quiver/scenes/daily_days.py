"""The Daily screen's calendar days (daily.py): a day's cell with its number and result
mark, the line that says how a hovered day went, the month arrows and the keys that move
over the days. `k` is how much bigger than at
1280x800 they draw (a big window)."""

from __future__ import annotations

import calendar
import datetime as _dt

import pygame

from quiver.engine.errors import count_of
from quiver.game.progress_daily import streak_days
from quiver.game.progress_records import DailyResult
from quiver.input_pad import pad_named
from quiver.render2d import theme
from quiver.render2d.draw import check_icon, cross_icon, short_time
from quiver.render2d.widgets import Button

from .daily_score import run_score, score_forms

WON = (214, 240, 222)
LOST = (250, 220, 218)
SEP = "  \u00b7  "  # between a day's line's parts
THIN = "\u2009"  # (draw.fmt_score's thousands apart)
DAY_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -7, pygame.K_DOWN: 7}


def long_date(day: _dt.date) -> str:
    """ "1 May 2026" """
    return f"{day.day} {calendar.month_name[day.month]} {day.year}"


def best_streak(progress, today: _dt.date) -> int:
    """The longest run of won dailies (of any mode, as the streak) on consecutive days, up
    to `today` (a day after it is not out yet, as the calendar draws it: s259)."""
    days = sorted(map(_dt.date.fromisoformat, streak_days(progress, today)))
    best = run = 0
    prev = None
    for d in days:
        run = run + 1 if prev is not None and (d - prev).days == 1 else 1
        best = max(best, run)
        prev = d
    return best


def key_day(
    lit: _dt.date | None, key: int, first: _dt.date, today: _dt.date, repeat: bool = False
) -> _dt.date | None:
    """The day lit after `key` (arrows: a day or a week; Tab is the mode tabs' since
    s249, as on Levels), from `lit` (None: the first key lights today), between the
    first daily and today; None: not a key of the days. A held key's `repeat` stops at the
    edge of `lit`'s month (s369: Left held 1.5 s went 30 days back, the month turned under
    it); a press goes on into the next month, or the one before."""
    step = DAY_KEYS.get(key)
    if step is None:
        return None
    if lit is None:
        return today
    day = min(today.toordinal(), max(first.toordinal(), lit.toordinal() + step))  # (never past year 9999)
    went = _dt.date.fromordinal(day)
    if repeat and (went.year, went.month) != (lit.year, lit.month):
        return lit if abs(step) > 1 else _month_edge(lit, step)
    return went


def _month_edge(lit: _dt.date, step: int) -> _dt.date:
    """The first day of `lit`'s month (`step` back) or its last (on)."""
    return lit.replace(day=1 if step < 0 else calendar.monthrange(lit.year, lit.month)[1])


def day_in_month(
    lit: _dt.date | None, month: tuple[int, int], first: _dt.date, today: _dt.date
) -> _dt.date | None:
    """The lit day carried onto a month turned to (the same day of it, within the
    dailies), so that Enter plays a day the page shows; None stays None (Enter: today's)."""
    if lit is None:
        return None
    y, m = month
    return min(today, max(first, _dt.date(y, m, min(lit.day, calendar.monthrange(y, m)[1]))))


def draw_month_arrow(surface, btn: Button) -> None:
    """The "<" or ">" with its key in a cap, filled, as when it goes somewhere; greyed (no
    month that way), the same button under a veil of the card's colour (s70: the greyed ">"
    was an empty box as wide as "<  PgUp", a lone faint ">" in its middle; before s55 the
    greyed one was the darker of the two: the wrong way round)."""
    btn.colour = theme.SECONDARY
    greyed = not btn.enabled
    if greyed:  # drawn as a working one (not lit by a hover), then veiled
        btn.enabled, btn.hover = True, False
    try:
        btn.draw(surface)
    finally:
        btn.enabled = not greyed
    if greyed:
        box = btn.rect.inflate(4, 8).move(0, 2)  # (the face, its under-layer and the cap's)
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((*theme.PANEL, 165))
        surface.blit(veil, box)


def focus_rect(r: pygame.Rect) -> pygame.Rect:
    """The blue focus ring round the keys' day: the other screens' keyboard ring, held
    within the 6-pixel gap between days (2 pixels out, or 1 in a short row's 2-pixel gap)."""
    out = 1 if r.h < 22 else 2  # (a row under 24 pixels: its cell at most 21 high, 1 apart)
    return r.inflate(2 * out, 2 * out)


def draw_day(
    surface,
    r: pygame.Rect,
    day: _dt.date,
    res: DailyResult | None,
    today: _dt.date,
    hover: bool,
    k: float,
    focus: bool = False,
) -> None:
    """The day's cell: filled by its result, its number and mark at the corners, or side by
    side in a short cell; ringed orange for today (a mark of the day, as the Play button's
    orange), blue for the keys' day (`focus`: the keyboard focus ring of every screen; on
    today, the orange inside the blue), or a pale edge for the hovered one. A day to come
    is drawn as one, whatever was kept of it: a result played with the clock ahead (it was
    set back since) claims no clear before its day is out (s248); its line says it."""
    future = day > today
    res = None if future else res
    if res is not None:
        fill = WON if res.won else LOST
    else:
        fill = (246, 241, 232) if not future else (250, 248, 244)
    pygame.draw.rect(surface, fill, r, border_radius=10)
    if focus:  # (s55: the keys' day wore today's orange, or a grey edge; other screens' focus is blue)
        pygame.draw.rect(surface, theme.BLUE, focus_rect(r), width=3, border_radius=12)
    if day == today:
        inner, width, corner = (r.inflate(-4, -4), 2, 8) if focus else (r, 3, 10)  # (inside the blue)
        pygame.draw.rect(surface, theme.ACCENT, inner, width=width, border_radius=corner)
    elif hover and not focus:  # (the mouse's day: a pale edge)
        pygame.draw.rect(surface, theme.INK_SOFT, r, width=2, border_radius=10)
    ink = theme.INK if not future else theme.mix(theme.INK_SOFT, theme.BG_TOP, 0.5)
    if r.h < 30 * k:  # a short window: small cells, the number in the middle, its mark beside it
        _short_day(surface, r, str(day.day), ink, res, k)
        return
    theme.text(surface, str(day.day), int(20 * k), ink, (r.x + int(7 * k), r.y + int(5 * k)), "topleft", True)
    if res is not None:
        size = max(14, min(int(24 * k), r.h - int(16 * k)))
        icon = check_icon(size, theme.GOOD) if res.won else cross_icon(size, theme.DANGER)
        surface.blit(icon, icon.get_rect(bottomright=(r.right - int(4 * k), r.bottom - int(3 * k))))
        if res.late and r.h >= 40 * k:
            at = (r.x + int(7 * k), r.bottom - int(4 * k))
            theme.text(surface, "late", int(15 * k), theme.INK_SOFT, at, "bottomleft")


def spoken_day(day: _dt.date, today: _dt.date) -> str:
    """The day as a person says it: "28 Nov", or "28 Nov 2025" in another year than today's."""
    said = f"{day.day} {calendar.month_abbr[day.month]}"
    return said if day.year == today.year else f"{said} {day.year}"


def weekday_day(day: _dt.date, today: _dt.date) -> str:
    """The day as a person says it, with its weekday (the weekday sets the difficulty):
    "Mon 23 Nov" (s47: ISO dates)."""
    return f"{calendar.day_abbr[day.weekday()]} {spoken_day(day, today)}"


def day_line(day: _dt.date, res: DailyResult | None, today: _dt.date) -> str:
    """How the hovered day went, or what a click on it does, its day as `weekday_day` says
    it; a cleared day's score next ("4059 pts"; none kept: nothing)."""
    said = weekday_day(day, today)
    if res is not None and day > today:  # (a clock set back: draw_day)
        return f"{said}: not out yet{SEP}{'cleared' if res.won else 'lost'} with the clock ahead"
    if res is None:
        if day < today:
            return f"{said}: not played  \u00b7  click to play it late"
        return f"{said}: {'click to play' if day == today else 'not out yet'}"
    late = " late" if res.late else ""
    head = f"{said}: {'cleared' if res.won else 'lost'}{late}"
    points = score_forms(run_score(res))[:1]  # (s361: the score, as the today card and the rows say it)
    figures = [count_of(res.mistakes, "mistake"), short_time(res.time_s), count_of(res.stars, "star")]
    return SEP.join([head, *points, *figures])


def keys_line(line: str) -> str:
    """A day's line for the day the keys lit: Enter, where the mouse's says click; a
    played day's, which says nothing of a click, "Enter plays it again" at its end (s89:
    no word of Enter there, though Enter replays it, as on a day not played); a pad's A
    after a pad's press (s166)."""
    enter = pad_named("Enter")
    if "click to play" in line:
        return line.replace("click to play", f"{enter} plays")
    return f"{line}{SEP}{enter} plays it again" if SEP in line else line  # (a played day's: figures)


LINE_LEAST = 14  # a day's line: print 14 or more in its shorter forms before under (s151)
SHORTER = (  # a day's line made shorter, a step at a time, before its print is under 14
    (SEP, " \u00b7 "),  # (480x360: "Mon 30 Nov: not played  ·  Enter plays it late" was print 13)
    ("plays it again", "replays it"),  # (Enter's or a pad's A)
    ("plays it late", "plays late"),
    ("click to play it late", "click: play late"),
)


def fitted_line(line: str, size: int, room: int) -> tuple[str, int]:
    """`line` as it fits `room` and its print, up to `size`: its middle parts dropped, the
    last first, where whole it would not fit in print 14 (its first, the day and how it went,
    and its last, what a key or click does, stay: a played day's line at 480x360 ran past the
    card), a score shortened first ("16k pts") and dropped last, where even without the
    other figures, in shorter words and without its weekday, it leaves the line under print
    14 (s361: at 480x360 the keys' line kept no score); then in shorter words (SHORTER);
    else the shortest in print down to 12. Every day's line keeps its weekday or drops it
    alike (`_weekday_kept`: s364, a played day's, scored or not; s370, a day not played,
    today's and one played late too: at 480x360 "Mon 30 Nov: not played · Enter plays late"
    kept it beside "30 Nov: cleared · 4059 pts · Enter replays it")."""
    parts = line.split(SEP)
    kept = _weekday_kept(parts, size, room)
    if not kept:
        parts[0] = parts[0].partition(" ")[2]
    return _scored_fit(parts, size, room, kept)


REF_SCORES = ("999k pts", "1.2M pts", "9999 pts")  # (a score's widest short forms: _weekday_kept)
REF_FIGURES = ("0 mistakes", "0:13", "0 stars")  # (a played day's other figures: _weekday_kept)


def _weekday_kept(parts: list[str], size: int, room: int) -> bool:
    """Whether a day's line (`parts`: "Mon 30 Nov: …", the day and how it went or what a
    click or key does) keeps its weekday: as the line of that day cleared with the widest
    short score and REF_FIGURES keeps it, in the same words of the keys ("Enter plays it
    again" at its end: `keys_line`) or the mouse (none), so that every day's line on the
    calendar says its weekday alike. Any other line ("The first daily: …"): True."""
    weekday, _, rest = parts[0].partition(" ")
    if weekday not in calendar.day_abbr or ": " not in rest:
        return True
    enter = pad_named("Enter")
    keys = [f"{enter} plays it again"] if f"{enter} plays" in SEP.join(parts) else []
    widest = max(REF_SCORES, key=lambda p: theme.text_size(p, LINE_LEAST)[0])
    ref = [f"{weekday} {rest.partition(': ')[0]}: cleared", widest, *REF_FIGURES, *keys]
    return _scored_fit(ref, size, room)[0].startswith(f"{weekday} ")


def _scored_fit(parts: list[str], size: int, room: int, weekday: bool = False) -> tuple[str, int]:
    """`fitted_line`'s fit of `parts`, its score shortened first and dropped last; `weekday`:
    its weekday kept before the score, and it goes only where even without the score the
    line would print under 14 (a day of another year played late at 480x360); else it goes
    last, before the score, where that lets the line print 14."""
    line = SEP.join(parts)
    if theme.text_size(line, LINE_LEAST)[0] > room:  # (the score shortened before a part goes)
        parts = [short_score(p) for p in parts]
    scored = [p for p in parts[1:-1] if p.endswith(" pts")]
    text, fits = _fitted(parts, scored, size, room, weekday)
    if scored and fits < min(size, LINE_LEAST):  # (no room for the score: the line without it)
        text, fits = _fitted([p for p in parts if p not in scored], [], size, room, weekday)
    if weekday and fits < min(size, LINE_LEAST):  # (under 14 even so: the weekday goes, s151)
        return _scored_fit(parts, size, room)
    return text, fits


def _fitted(parts: list[str], kept: list[str], size: int, room: int, weekday: bool) -> tuple[str, int]:
    """The line of `parts` as `fitted_line` fits it, its middle parts but `kept` dropped."""
    parts = list(parts)
    while theme.text_size(SEP.join(parts), LINE_LEAST)[0] > room:
        middle = [i for i in range(1, len(parts) - 1) if parts[i] not in kept]
        if not middle:
            break
        del parts[middle[-1]]
    forms = [SEP.join(parts)]
    for was, short in SHORTER:
        forms.append(forms[-1].replace(was, short))
    for text in forms:
        fits = theme.fit_size(text, size, room, False, LINE_LEAST)
        if theme.text_size(text, fits)[0] <= room:
            return text, fits
    if weekday:  # (kept, as every day's line on the calendar keeps it)
        return forms[-1], theme.fit_size(forms[-1], size, room, False, 12)
    return _no_weekday(forms[-1], size, room)  # (the weekday last: the calendar's column says it)


def short_score(part: str) -> str:
    """A day's line's part as it is, or where it is a score ("16 058 pts"), its short form
    ("16k pts", as score_forms writes it for a narrow card)."""
    figures = part.removesuffix(" pts").replace(THIN, "")
    if part == figures or not figures.isdigit():  # (not a score: "2 stars", "0:13")
        return part
    return score_forms(int(figures))[-1]


def _no_weekday(text: str, size: int, room: int) -> tuple[str, int]:
    """`text` without its leading weekday where that lets it print 14, else as it is in
    print down to 12."""
    head, _, rest = text.partition(" ")
    if head in calendar.day_abbr and rest:
        fits = theme.fit_size(rest, size, room, False, LINE_LEAST)
        if theme.text_size(rest, fits)[0] <= room:
            return rest, fits
    return text, theme.fit_size(text, size, room, False, 12)


def _short_day(surface, r: pygame.Rect, number: str, ink, res, k: float = 1.0) -> None:
    """A day in a short calendar cell (a small window): its number in the middle, or with
    a played day's mark, the two side by side (the mark sat over the number: "2" under a
    tick, sticking out of the 13-pixel cell at 640x480). The figures as tall as the cell
    (s127: print 12 at 480x360, 7-px figures in 8 or 10 px cells; 8 px now, a row's apart
    from the next, the cells 2 px apart), a played day's a print smaller where the two
    would not fit its width; grown with the letters' `k` (s389: 18 at every Size of menus,
    its cells taller at each, under 1024x768 the calendar drew Auto's days at 200%)."""
    size = max(12, min(int(18 * k), r.h + 7))
    while size > 12 and theme.text_size("28", size, True)[0] > r.w - 4:  # (the cells' width: 640x480
        size -= 1  # at 200%, "1011" ran together)
    if res is None:
        theme.text(surface, number, size, ink, r.center, "center", True)
        return
    mark, gap = max(8, min(24, r.h - 2)), 3
    while size > 12 and theme.text_size(number, size, True)[0] + gap + mark > r.w:
        size -= 1
    icon = check_icon(mark, theme.GOOD) if res.won else cross_icon(mark, theme.DANGER)
    tw = theme.text_size(number, size, True)[0]
    x = r.centerx - (tw + gap + mark) // 2
    theme.text(surface, number, size, ink, (x, r.centery), "midleft", True)
    surface.blit(icon, icon.get_rect(midleft=(x + tw + gap, r.centery)))
