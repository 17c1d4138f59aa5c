"""The forms a play bar's title takes where the whole does not fit (codechip._titled,
hudfit's narrow bar): kept apart, codechip was at its 400 lines."""

from __future__ import annotations

import calendar
import datetime as _dt
import re

DATE_TAIL = re.compile(r"\s+\d{4}-\d{2}-\d{2}\b.*$")  # " 2026-12-02 (late)" of a daily's title
PARTS = "  \u2022  "  # between a title's parts: "Level 3  \u2022  Digit 4"
COUNT = re.compile(r"\bBoard (\d+) of (\d+)$")  # a lesson's board count, said "2/2" where short


def title_forms(title: str) -> list[str]:
    """`title`; that less its label, where it has more parts ("Tiny Square  \u2022  Board 2
    of 2" of a lesson's "Lesson: ...": s245, at 640x480 the board's count went with the
    second part; the lesson says it is one by its Skip lesson button); that with its count
    short ("Tiny Square  \u2022  2/2": s252: 520 to 560 wide, the bare name was all that fit); its
    first part; a daily's with its date short; that part without its date: the forms
    _titled tries, longest first."""
    short = title.split(PARTS)[0]
    label, colon, name = title.partition(": ")
    bare = name if label and colon and PARTS in name else ""
    counted = COUNT.sub(r"\1/\2", bare) if bare else ""
    forms = (title, bare, counted, *dated(title), short, *dated(short, True), DATE_TAIL.sub("", short))
    return list(dict.fromkeys(t for t in forms if t))


def dated(title: str, fewer: bool = False) -> list[str]:
    """A daily's title with its date short ("Daily Nov 30 (late)" of "Daily 2026-11-30
    (late)"); `fewer`: then shorter forms that keep what the date and "late" say, the most
    useful first (s337: at 800x600 and 480x360 the bar said "Daily" alone, no day, no late:
    the late daily's score ranks nowhere, and nothing said so; s342: at 640x480 and 480x360
    "Daily" with "late" under it, no day: "Nov 30" now, "late" under). [] for a title without one.

    >>> dated("Daily 2026-11-30 (late)", True)
    ['Daily Nov 30 (late)', 'Nov 30 (late)', 'Nov 30', 'Daily (late)']
    >>> dated("Daily 2026-12-01", True)
    ['Daily Dec 1']
    >>> dated("Daily 2026-12-01  \u2022  Sun shape")
    ['Daily Dec 1  \u2022  Sun shape']
    """
    found = DATE.search(title)
    day = _day_of(found)
    if found is None or day is None:
        return []
    head, tail = title[: found.start()], title[found.end() :]
    forms = [f"{head}{day}{tail}"]
    if fewer and LATE in tail:  # (the day alone: "late" stands under it, day_words; s342)
        forms += [f"{day} {LATE}", day, f"{head.rstrip()} {LATE}".strip()]
    return forms


def says_day(form: str) -> bool:
    """Whether `form` is a daily's first part with its day short ("Daily Nov 30 (late)", not
    "... \u2022 House"): one the layers chip gives way to (codechip._titled), as to the shortest."""
    return PARTS not in form and SHORT_DAY.search(form) is not None


def day_words(whole: str, title: str) -> list[str]:
    """What a daily's drawn `title` leaves out of its day, to stand under it small, longest
    first: the day and "late" ("Nov 30 (late)" under "Daily": s337, at 640x480 and 480x360
    the bar had room for "Daily" alone beside its chips, nothing said which day nor that
    it was played late, its score ranking nowhere), then "late" alone; [] where `title`
    says it all (or `whole` is no daily).

    >>> day_words("Daily 2026-11-30 (late)  \u2022  House", "Daily")
    ['Nov 30 (late)', 'late']
    >>> day_words("Daily 2026-11-30 (late)  \u2022  House", "Daily (late)")
    ['Nov 30']
    >>> day_words("Daily 2026-12-01  \u2022  Sun", "Daily")
    ['Dec 1']
    >>> day_words("Daily 2026-12-01  \u2022  Sun", "Daily Dec 1")
    []
    """
    day = _day_of(DATE.search(whole))
    if day is None or DATE.search(title):
        return []
    late = LATE in whole.split(PARTS)[0] and LATE not in title
    if day in title:
        return ["late"] if late else []
    return [f"{day} {LATE}", "late"] if late else [day]


def short_day(day: _dt.date) -> str:
    """A day in the game's few words: "Nov 30" (the bar's daily title, Continue's kept daily)."""
    return f"{day:%b} {day.day}"


def _day_of(found: re.Match[str] | None) -> str | None:
    """short_day of a DATE match (None: no match, or no such day)."""
    if found is None:
        return None
    try:
        return short_day(_dt.date.fromisoformat(found.group(0)))
    except ValueError:
        return None


DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
LATE = "(late)"  # journey.DailyPuzzle's mark of a daily played after its day
# "Nov 30" of "Daily Nov 30 (late)": short_day's form (strftime's %b, as calendar's names)
SHORT_DAY = re.compile(rf"\b({'|'.join(calendar.month_abbr[1:])}) \d{{1,2}}\b")
