"""The dailies' records in ``progress.json``: one per mode and date, written so that a
Quiver made before them reads the file as it did (the layout and why: quiver.game.progress).

``"daily"`` keeps a date's best record of any mode (what an older Quiver read, showed and
rewrote); ``"daily_modes"`` every record of a date with more than one mode's. Standard
library only.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterator, Mapping
from dataclasses import asdict, fields, replace
from typing import Any

from quiver.engine.modes import MODES
from quiver.game.progress_records import DailyResult

__all__ = ["as_read", "days_dict", "iso_day", "keep_better", "read_days"]

Days = dict[str, dict[str, DailyResult]]  # mode -> ISO date -> that mode's daily result
FIELDS = tuple(f.name for f in fields(DailyResult))


def iso_day(day: Any) -> str:
    """A date or an ISO "YYYY-MM-DD" string -> the canonical ISO string (ValueError if not)."""
    if isinstance(day, _dt.datetime):
        return day.date().isoformat()
    if isinstance(day, _dt.date):
        return day.isoformat()
    if isinstance(day, str) and len(day) == 10:
        try:
            return _dt.date.fromisoformat(day).isoformat()
        except ValueError:
            pass
    raise ValueError(f"not a date: {day!r} (expected YYYY-MM-DD)")


def keep_better(records: dict[str, DailyResult], key: str, res: DailyResult) -> bool:
    """Store `res` as one mode's result of ISO day `key` if it beats the one kept (True):
    won before lost, then fewer mistakes, then faster (then fewer hints). A late result
    (played after its day) never replaces one played on the day; the day's best score is
    kept whichever result is, each result's own run's score with it (``score``: s366)."""
    old = records.get(key)
    if old is not None:
        res.best_score = old.best_score = max(old.best_score, res.best_score)
        if _rank(old) <= _rank(res):  # (a tie: the one kept stays)
            return False
    records[key] = res
    return True


def _rank(r: DailyResult) -> tuple[bool, tuple[int, int, float, int]]:
    """The order keep_better keeps by, and the file's "daily" picks its best by (smaller
    is better): on the day first, then sort_key."""
    return (r.late, r.sort_key())


def days_dict(daily: Days) -> dict[str, Any]:
    """The file's ``"daily"`` (each date's best record, the first mode's on a tie) and, where
    a date has more than one mode's, ``"daily_modes"`` (all of them, each by its mode)."""
    by_day: dict[str, list[DailyResult]] = {}
    for mode in MODES:
        for day, r in daily.get(mode, {}).items():
            by_day.setdefault(day, []).append(replace(r, mode=mode))
    days = sorted(by_day.items())
    best = {day: asdict(min(rs, key=_rank)) for day, rs in days}
    more = {day: {r.mode: asdict(r) for r in rs} for day, rs in days if len(rs) > 1}
    return {"daily": best, **({"daily_modes": more} if more else {})}


def read_days(d: Mapping[str, Any]) -> Iterator[tuple[str, DailyResult]]:
    """``(ISO date, result)`` for each record of the file's ``"daily"`` and ``"daily_modes"``
    that makes sense (a date, a mapping; one of ``"daily_modes"`` is its key's mode's)."""
    for key, res, _ in _records(d):
        yield key, res


def as_read(d: Any) -> dict[str, Any]:
    """The file's daily entries, each record as it reads on its own: what the loss check
    (progress_file) holds the file up to. A record a better one of its mode and date
    replaces (an older Quiver's in ``"daily"``, one merged) is no loss; a nonsense one is."""
    out: dict[str, Any] = {}
    for key, res, mode in _records(d if isinstance(d, Mapping) else {}):
        if mode is None:
            out.setdefault("daily", {})[key] = asdict(res)
        else:
            out.setdefault("daily_modes", {}).setdefault(key, {})[mode] = asdict(res)
    return out


def _records(d: Mapping[str, Any]) -> Iterator[tuple[str, DailyResult, str | None]]:
    """Each record that makes sense: its ISO date, the result and its ``"daily_modes"`` key
    (None: one of ``"daily"``)."""
    daily, more = d.get("daily"), d.get("daily_modes")
    for day, r in daily.items() if isinstance(daily, Mapping) else ():
        key, res = _iso(day), DailyResult.from_dict(r)
        if key is not None and res is not None:
            yield key, res, None
    for day, modes in more.items() if isinstance(more, Mapping) else ():
        date = _iso(day)
        for mode, r in modes.items() if date is not None and isinstance(modes, Mapping) else ():
            res = DailyResult.from_dict(r)
            if date is not None and mode in MODES and res is not None:  # (mypy: the date checked above)
                yield date, replace(res, mode=mode), mode


def _iso(day: Any) -> str | None:
    try:
        return iso_day(day)
    except ValueError:
        return None
