"""Campaign and daily-puzzle progress, kept in ``progress.json`` (schema 1).

File layout::

    {"schema": 1,
     "campaign": {"2d": {"current": 4, "levels": {"1": {"stars": 3, "best_time_s": 41.2,
                                                        "completed": true}, ...}}, "3d": ...},
     "daily": {"2025-03-14": {"mode": "2d", "won": true, "mistakes": 1, "time_s": 95.0, ...}},
     "lessons": {"2d": 1}}     (a lesson left after a board: quiver/game/lesson_marks.py)

Loading is forgiving: entries that make no sense are mended, said in one line, the file
kept as it was (save_mends); a file that is not JSON is moved aside (storage); a newer
Quiver's entries are saved back (save_keep); another Quiver's wins merged (progress_merge).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from quiver.engine.modes import MODES, Mode, is_int
from quiver.game.campaign import MAX_LEVEL
from quiver.game.lesson_marks import read_marks
from quiver.game.progress_merge import merge_saved
from quiver.game.save_keep import kept
from quiver.game.save_mends import lost_entries, mended, not_unlocked
from quiver.game.storage import PathLike, load_json, save_json, user_home

__all__ = [
    "FILENAME",
    "MODES",
    "SCHEMA",
    "CampaignProgress",
    "DailyResult",
    "LevelRecord",
    "Progress",
    "daily_history",
    "daily_leaderboard",
    "daily_streak",
    "load_progress",
    "progress_path",
    "record_daily",
    "record_level",
    "save_progress",
]

SCHEMA = 1
FILENAME = "progress.json"
DateLike = _dt.date | str

# Every number read is clamped into a sane range: a hand-edited 1e400 never reaches the arithmetic.
MAX_COUNT = 1_000_000  # mistakes, hints
MAX_TIME_S = 10_000_000.0  # about 115 days on one puzzle
MAX_SCORE = 1_000_000_000  # far above any board's score (game/score.py)


# --------------------------------------------------------------------------- values


def _int(value: Any, default: int, lo: int, hi: int) -> int:
    """`value` as an int clamped to [lo, hi]; `default` when it is not a finite number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    if isinstance(value, float) and not math.isfinite(value):
        return default
    return int(min(hi, max(lo, value)))  # clamp first: a huge int stays exact


def _time(value: Any, capped: bool = False) -> float | None:
    """A time in seconds from 0 to MAX_TIME_S; None (unknown) for anything else, or, when
    ``capped``, MAX_TIME_S for a longer one (a daily's, a level's best: not unknown)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if capped and value > MAX_TIME_S:
        return MAX_TIME_S
    if not 0 <= value <= MAX_TIME_S:  # compare first: a huge int has no float
        return None  # (NaN fails the comparison too)
    return float(value)


@dataclass
class LevelRecord:
    """The best a player has done on one campaign level."""

    stars: int = 0
    best_time_s: float | None = None
    completed: bool = False
    best_score: int = 0  # the best combo score (game/score.py); 0 in files made before it

    @classmethod
    def from_dict(cls, d: Any) -> LevelRecord:
        if not isinstance(d, Mapping):
            return cls()
        return cls(
            stars=_int(d.get("stars"), 0, 0, 3),
            best_time_s=_time(d.get("best_time_s"), capped=True),
            completed=d.get("completed") is True,
            best_score=_int(d.get("best_score"), 0, 0, MAX_SCORE),
        )


@dataclass
class CampaignProgress:
    """One mode's campaign: per-level records and the level to continue from."""

    current: int = 1
    levels: dict[int, LevelRecord] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "current": self.current,
            "levels": {str(n): asdict(rec) for n, rec in sorted(self.levels.items())},
        }

    @classmethod
    def from_dict(cls, d: Any) -> CampaignProgress:
        cp = cls()
        if not isinstance(d, Mapping):
            return cp
        cp.current = _int(d.get("current"), 1, 1, MAX_LEVEL)
        levels = d.get("levels")
        if isinstance(levels, Mapping):
            for key, rec in levels.items():
                text = str(key).strip()
                if not (text.isdigit() and len(text) <= len(str(MAX_LEVEL))):
                    continue  # not a level number (or absurdly long)
                n = int(text)
                if 1 <= n <= MAX_LEVEL:
                    cp.levels[n] = LevelRecord.from_dict(rec)
        return cp


@dataclass
class DailyResult:
    """The result of one daily puzzle."""

    mode: str = Mode.TWO_D
    won: bool = False
    mistakes: int = 0
    time_s: float = 0.0
    hints: int = 0
    stars: int = 0
    late: bool = False  # played from the calendar after its day: no streak credit
    best_score: int = 0  # the best score of any cleared attempt that day (kept apart from
    # the best result, which ranks by mistakes then time); 0 in files made before it

    @property
    def counts_for_streak(self) -> bool:
        return self.won and not self.late

    def sort_key(self) -> tuple[int, int, float, int]:
        """Smaller is better: won first, then fewest mistakes, then fastest, then fewest hints."""
        return (0 if self.won else 1, self.mistakes, self.time_s, self.hints)

    @classmethod
    def from_dict(cls, d: Any) -> DailyResult | None:
        if isinstance(d, DailyResult):
            d = asdict(d)  # (and checked as a file's: a run past the cap is kept at it)
        if not isinstance(d, Mapping):
            return None
        mode, t = d.get("mode"), _time(d.get("time_s"), capped=True)
        return cls(
            mode=mode if isinstance(mode, str) and mode in MODES else Mode.TWO_D,
            won=d.get("won") is True,
            mistakes=_int(d.get("mistakes"), 0, 0, MAX_COUNT),
            time_s=t if t is not None else 0.0,
            hints=_int(d.get("hints"), 0, 0, MAX_COUNT),
            stars=_int(d.get("stars"), 0, 0, 3),
            late=d.get("late") is True,
            best_score=_int(d.get("best_score"), 0, 0, MAX_SCORE),
        )


@dataclass
class Progress:
    """Everything in ``progress.json``."""

    campaigns: dict[str, CampaignProgress] = field(default_factory=dict)
    daily: dict[str, DailyResult] = field(default_factory=dict)
    lessons: dict[str, int] = field(default_factory=dict)  # a lesson's board to go on at (lesson_marks)
    repaired: list[str] = field(default_factory=list, compare=False, repr=False)  # read: what was mended

    def campaign(self, mode: str) -> CampaignProgress:
        """The campaign record of ``mode`` (created empty if the player never played it)."""
        _check_mode(mode)
        return self.campaigns.setdefault(mode, CampaignProgress())

    def current_level(self, mode: str) -> int:
        """The level to continue from in ``mode`` (1 for a new player)."""
        _check_mode(mode)
        cp = self.campaigns.get(mode)
        return cp.current if cp else 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "campaign": {m: cp.to_dict() for m, cp in sorted(self.campaigns.items())},
            "daily": {day: asdict(r) for day, r in sorted(self.daily.items())},
            **({"lessons": dict(sorted(self.lessons.items()))} if self.lessons else {}),
        }

    @classmethod
    def from_dict(cls, d: Any) -> Progress:
        p = cls()
        if not isinstance(d, Mapping):
            return p
        camp = d.get("campaign")
        if isinstance(camp, Mapping):
            for mode, cp in camp.items():
                if mode in MODES:
                    p.campaigns[mode] = CampaignProgress.from_dict(cp)
                    note = _past_clears(mode, p.campaigns[mode], cp)
                    p.repaired += [note] if note else []
        daily = d.get("daily")
        if isinstance(daily, Mapping):
            for day, r in daily.items():
                try:
                    key = _iso(day)
                except ValueError:
                    continue
                res = DailyResult.from_dict(r)
                if res is not None:
                    p.daily[key] = res
        p.lessons = read_marks(d.get("lessons"))
        return p


# what this version reads (save_keep): a newer Quiver's other entries are saved back as they were
KNOWN = {
    "": ("schema", "campaign", "daily", "lessons"),
    "campaign": MODES,
    "campaign.*": ("current", "levels"),
    "campaign.*.levels.*": tuple(f.name for f in fields(LevelRecord)),
    "daily.*": tuple(f.name for f in fields(DailyResult)),
}


def _past_clears(mode: str, cp: CampaignProgress, d: Any) -> str | None:
    """A hand-edited "current" (999, -3, "4") unlocked levels the saved clears do not: it
    goes back to the level after the last one cleared, said in one line (None: it was fine)."""
    raw = d.get("current") if isinstance(d, Mapping) else None
    cleared = max((n for n, rec in cp.levels.items() if rec.completed), default=0)
    allowed = min(MAX_LEVEL, cleared + 1)
    if is_int(raw) and 1 <= raw <= allowed:
        return None
    cp.current = allowed
    if raw is None:  # no "current" at all: the clears say where to go on
        return None
    return not_unlocked(mode, raw, allowed)


def _check_mode(mode: str) -> None:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")


def _iso(day: Any) -> str:
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


# --------------------------------------------------------------------------- files


def progress_path(home: PathLike | None = None) -> Path:
    return user_home(home) / FILENAME


def load_progress(home: PathLike | None = None) -> tuple[Progress, str | None]:
    """Read the progress file. Returns ``(progress, warning_or_None)``; never raises for a
    bad file. Entries it could not use are said in ``repaired``, the file kept (save_mends)."""
    path = progress_path(home)
    data, warning = load_json(path, SCHEMA, dict, known=KNOWN)
    p = Progress.from_dict(data)
    saved = kept(data, p.to_dict(), KNOWN)  # (a newer Quiver's entries are no loss)
    lost = [w for w in lost_entries(data, saved, _saved_key) if not w.endswith(".current")]
    said = None if warning else mended(path, lost)  # ("current": _past_clears says it)
    if said:
        p.repaired.append(said)
    return p, warning


def _saved_key(where: str, key: str) -> str:
    """The name a key of the file at `where` is saved under: a level "07" as "7"."""
    with contextlib.suppress(ValueError):
        if where.startswith("campaign.") and where.endswith(".levels"):
            return str(int(key.strip()))
        if where == "daily":
            return _iso(key)
    return key


def save_progress(progress: Progress, home: PathLike | None = None) -> Path:
    """Write the progress atomically, another Quiver's wins merged in first; returns the path."""
    path = progress_path(home)
    merged = lambda saved: merge_saved(progress, saved, record_daily)
    save_json(path, progress.to_dict(), known=KNOWN, merge=merged)
    return path


# --------------------------------------------------------------------------- campaign


def record_level(
    progress: Progress,
    mode: str,
    level: int,
    stars: int,
    time_s: float,
    completed: bool = True,
    score: int = 0,
) -> LevelRecord:
    """Record finishing campaign ``level`` of ``mode``; returns the level's updated record:
    the best stars, time and score ever; a completed level moves ``current`` on (never back).
    ``completed=False`` (a lost attempt) changes nothing but makes sure a record exists."""
    if not is_int(level) or not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level must be a whole number from 1 to {MAX_LEVEL}, got {level!r}")
    cp = progress.campaign(mode)
    rec = cp.levels.setdefault(level, LevelRecord())
    if not completed:
        return rec
    rec.completed = True
    rec.stars = max(rec.stars, _int(stars, 0, 0, 3))
    t = _time(time_s, capped=True)  # (past the cap: kept at it, as a daily is)
    if t is not None and (rec.best_time_s is None or t < rec.best_time_s):
        rec.best_time_s = t
    rec.best_score = max(rec.best_score, _int(score, 0, 0, MAX_SCORE))
    cp.current = min(MAX_LEVEL, max(cp.current, level + 1))
    return rec


# --------------------------------------------------------------------------- daily


def record_daily(progress: Progress, date: DateLike, result: DailyResult | Mapping[str, Any]) -> bool:
    """Store the result of the daily puzzle of ``date`` if it beats the one already kept
    (True): won before lost, then fewer mistakes, then faster (then fewer hints). A late
    result (played after its day) never replaces one played on the day."""
    key = _iso(date)
    res = DailyResult.from_dict(result)
    if res is None:
        raise ValueError("result must be a DailyResult or a mapping")
    old = progress.daily.get(key)
    if old is not None:  # the day's best score is kept whichever result is
        res.best_score = old.best_score = max(old.best_score, res.best_score)
    if old is not None and res.late and not old.late:
        return False
    if old is not None and old.late == res.late and old.sort_key() <= res.sort_key():
        return False
    progress.daily[key] = res
    return True


def daily_streak(progress: Progress, today: _dt.date) -> int:
    """Consecutive days with a won daily, ending today. Today's not cleared yet (not played,
    or lost: a retry may clear it), the streak ending yesterday still counts (not broken till
    the day is over). A lost daily breaks it once its day is over, as one played late does."""
    if isinstance(today, _dt.datetime):
        today = today.date()
    day = today.toordinal()  # (ordinals: a clock at 1 January of year 1 has no day before it)
    mine = progress.daily.get(today.isoformat())
    if mine is None or not mine.won:  # (s177: a loss today said "win a daily to start one")
        day -= 1
    streak = 0
    while day >= 1:
        r = progress.daily.get(_dt.date.fromordinal(day).isoformat())
        if r is None or not r.counts_for_streak:
            return streak
        streak += 1
        day -= 1
    return streak


def daily_history(progress: Progress, limit: int | None = 30) -> list[tuple[str, DailyResult]]:
    """``(ISO date, result)`` pairs, newest first; at most ``limit`` (None = all)."""
    items = sorted(progress.daily.items(), key=lambda kv: kv[0], reverse=True)
    return items if limit is None else items[: max(0, limit)]


def daily_leaderboard(progress: Progress, n: int = 10) -> list[tuple[str, DailyResult]]:
    """The player's own best dailies: the cleared ones (a lost daily is no best, and the card's
    empty line asks for a cleared one), fewest mistakes, then fastest (ties: older first)."""
    won = [kv for kv in progress.daily.items() if kv[1].won]
    items = sorted(won, key=lambda kv: (kv[1].sort_key(), kv[0]))
    return items[: max(0, n)]
