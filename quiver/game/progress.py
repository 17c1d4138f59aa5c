"""Campaign and daily-puzzle progress: what ``progress.json`` (schema 1) holds.

File layout::

    {"schema": 1,
     "campaign": {"2d": {"current": 4, "levels": {"1": {"stars": 3, "best_time_s": 41.2,
                                                        "completed": true}, ...}}, "3d": ...},
     "daily": {"2025-03-14": {"mode": "2d", "won": true, "mistakes": 1, "time_s": 95.0, ...}},
     "daily_modes": {"2025-03-14": {"2d": {"mode": "2d", ...}, "3d": {"mode": "3d", ...}}},
     "lessons": {"2d": 1}}     (a lesson left after a board: quiver/game/lesson_marks.py)

Each mode's daily has its own record (s248: one per date before, so a cleared 3D daily
said the 2D one was cleared, and a better 3D run replaced the 2D record). The file stays
schema 1, readable by a Quiver made before: ``"daily"`` holds one record a date, the best
of that day's (on the day before late, then progress_records.DailyResult.sort_key), what
such a Quiver kept and shows; ``"daily_modes"`` holds every record of a day on which more
than one mode's daily was played (a key such a Quiver does not know: saved back unchanged,
quiver.game.save_keep, never a loss). Reading, each record goes under its own mode: an old
file's ``"daily"`` loses nothing, and a record an older Quiver wrote there since is merged
with the mode's in ``"daily_modes"`` (the better kept; one of another mode on a date with
one record replaces that by the older rule). A schema 2 was no way: an older Quiver
leaves a newer schema's file alone and starts afresh (quiver.game.storage).

Here: :class:`Progress` and a campaign level's record. One entry's values:
progress_records; the dailies' entries in the file: progress_days; their records and
streak: progress_daily; reading and saving the file: progress_file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from quiver.engine.modes import MODES, is_int
from quiver.game.campaign_targets import MAX_LEVEL
from quiver.game.lesson_marks import read_marks
from quiver.game.progress_days import days_dict, iso_day, keep_better, read_days
from quiver.game.progress_records import (
    MAX_SCORE,
    CampaignProgress,
    DailyResult,
    LevelRecord,
    clamp_int,
    seconds,
)
from quiver.game.save_mends import not_unlocked

__all__ = [
    "KNOWN",
    "SCHEMA",
    "Progress",
    "iso_day",
    "record_level",
]

SCHEMA = 1


@dataclass
class Progress:
    """Everything in ``progress.json``."""

    campaigns: dict[str, CampaignProgress] = field(default_factory=dict)
    daily: dict[str, dict[str, DailyResult]] = field(default_factory=dict)  # mode -> ISO date -> result
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

    def dailies(self, mode: str) -> dict[str, DailyResult]:
        """``mode``'s daily results by ISO date (created empty)."""
        _check_mode(mode)
        return self.daily.setdefault(mode, {})

    def daily_result(self, mode: str, day: Any) -> DailyResult | None:
        """``mode``'s daily result of ``day`` (a date or ISO text), or None: not played."""
        return self.daily.get(mode, {}).get(iso_day(day))

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "campaign": {m: cp.to_dict() for m, cp in sorted(self.campaigns.items())},
            **days_dict(self.daily),
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
        for key, res in read_days(d):
            keep_better(p.dailies(res.mode), key, res)
        p.lessons = read_marks(d.get("lessons"))
        return p


# what this version reads (save_keep): a newer Quiver's other entries are saved back as they were
KNOWN = {
    "": ("schema", "campaign", "daily", "daily_modes", "lessons"),
    "campaign": MODES,
    "campaign.*": ("current", "levels"),
    "campaign.*.levels.*": tuple(f.name for f in fields(LevelRecord)),
    "daily.*": tuple(f.name for f in fields(DailyResult)),
    "daily_modes.*": MODES,
    "daily_modes.*.*": tuple(f.name for f in fields(DailyResult)),
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
    rec.stars = max(rec.stars, clamp_int(stars, 0, 0, 3))
    t = seconds(time_s, capped=True)  # (past the cap: kept at it, as a daily is)
    if t is not None and (rec.best_time_s is None or t < rec.best_time_s):
        rec.best_time_s = t
    rec.best_score = max(rec.best_score, clamp_int(score, 0, 0, MAX_SCORE))
    cp.current = min(MAX_LEVEL, max(cp.current, level + 1))
    return rec
