"""The daily puzzle: the same 2D puzzle for every player on a given UTC date.

Everything comes from the ISO date through FNV-1a and SplitMix64's finaliser (never
Python's salted ``hash()`` or ``random``):

* ``h = mix64(fnv1a("quiver-daily/YYYY-MM-DD"))`` (other modes append ``/3d``, ``/flat``);
* shape: the mode's sorted shape list, ``names[h % n]`` (2D unless a mode is asked for);
* difficulty by weekday: Monday and Tuesday easy, Wednesday to Friday medium, the
  weekend hard;
* seed: ``mix64(h ^ 0x5EED) & (2**63 - 1)``;
* size: the shape's default; arrows: the default count for that size and difficulty.

>>> import datetime
>>> daily_key(datetime.date(2026, 5, 9))
'quiver-daily/2026-05-09'
"""

from __future__ import annotations

import datetime as _dt

from quiver.engine.modes import MAX_SEED, Difficulty, Mode
from quiver.engine.rng import mix64, name_key

from .code import PuzzleSpec, SpecError, complete, shape_names

__all__ = [
    "FIRST_DAILY",
    "WEEKDAY_DIFFICULTY",
    "daily_code",
    "daily_hash",
    "daily_key",
    "first_daily",
    "today_utc",
]

WEEKDAY_DIFFICULTY = (
    Difficulty.EASY,
    Difficulty.EASY,
    Difficulty.MEDIUM,
    Difficulty.MEDIUM,
    Difficulty.MEDIUM,
    Difficulty.HARD,
    Difficulty.HARD,
)


# The first daily: the Daily calendar goes back no further. The dailies began in May 2026
# (the first days the code and its docs name: 2026-05-09 above, docs/server.md's 2026-05-13).
FIRST_DAILY = _dt.date(2026, 5, 1)


def first_daily(today: _dt.date) -> _dt.date:
    """The first day the calendar offers: FIRST_DAILY, or the first of this month for a
    clock set before it (the calendar always has today's month)."""
    return min(FIRST_DAILY, today.replace(day=1))


def today_utc(now: _dt.datetime | None = None) -> _dt.date:
    """The UTC date now (or of an injected aware/naive-UTC datetime)."""
    if now is None:
        now = _dt.datetime.now(_dt.UTC)
    elif now.tzinfo is not None:
        now = now.astimezone(_dt.UTC)
    return now.date()


# A day as callers give it: a date, a datetime (its UTC date), ISO text, None for today.
DayLike = _dt.date | str | None


def _as_date(day: DayLike) -> _dt.date:
    if day is None:
        return today_utc()
    if isinstance(day, _dt.datetime):
        return today_utc(day)
    if isinstance(day, _dt.date):
        return day
    if isinstance(day, str):
        try:
            return _dt.date.fromisoformat(day.strip())
        except ValueError:
            raise SpecError(f"bad date {day!r} (expected YYYY-MM-DD)") from None
    raise SpecError(f"bad date {day!r}")


def daily_key(day: DayLike = None) -> str:
    return f"quiver-daily/{_as_date(day).isoformat()}"


def daily_hash(day: DayLike = None) -> int:
    return mix64(name_key(daily_key(day)))


def daily_code(day: DayLike = None, mode: str = Mode.TWO_D) -> PuzzleSpec:
    """The puzzle code of the daily puzzle for `day` (a date, ISO text; default today UTC).

    Every mode has its own daily (``mode`` is part of the hashed key except in 2d, whose
    key is the plain date)."""
    date = _as_date(day)
    key = daily_key(date) if mode == Mode.TWO_D else f"{daily_key(date)}/{mode}"
    h = mix64(name_key(key))
    names = shape_names(mode)
    if not names:
        raise SpecError(f"no {mode} shapes are known, so there is no daily puzzle")
    shape = names[h % len(names)]
    difficulty = WEEKDAY_DIFFICULTY[date.weekday()]
    seed = mix64(h ^ 0x5EED) & MAX_SEED
    return complete(mode, shape, None, None, difficulty, seed)
