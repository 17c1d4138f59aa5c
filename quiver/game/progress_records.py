"""One entry of ``progress.json``: a campaign level's best, a mode's campaign, a daily's
result; and the clamps that keep a hand-edited number (1e400, -3, "4") out of them.

Every number read is clamped into a sane range: a hand-edited 1e400 never reaches the
arithmetic. Standard library only (and the campaign's level count).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from quiver.engine.modes import MODES, Mode
from quiver.game.campaign_targets import MAX_LEVEL

__all__ = [
    "MAX_COUNT",
    "MAX_SCORE",
    "MAX_TIME_S",
    "CampaignProgress",
    "DailyResult",
    "LevelRecord",
    "clamp_int",
    "seconds",
]

MAX_COUNT = 1_000_000  # mistakes, hints
MAX_TIME_S = 10_000_000.0  # about 115 days on one puzzle
MAX_SCORE = 1_000_000_000  # far above any board's score (game/score.py)


def clamp_int(value: Any, default: int, lo: int, hi: int) -> int:
    """`value` as an int clamped to [lo, hi]; `default` when it is not a finite number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    if isinstance(value, float) and not math.isfinite(value):
        return default
    return int(min(hi, max(lo, value)))  # clamp first: a huge int stays exact


def seconds(value: Any, capped: bool = False) -> float | None:
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
            stars=clamp_int(d.get("stars"), 0, 0, 3),
            best_time_s=seconds(d.get("best_time_s"), capped=True),
            completed=d.get("completed") is True,
            best_score=clamp_int(d.get("best_score"), 0, 0, MAX_SCORE),
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
        cp.current = clamp_int(d.get("current"), 1, 1, MAX_LEVEL)
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
    score: int = 0  # this result's own run's score (s366: the Daily screen's lines say it
    # beside its time and mistakes); 0 for a lost run and in files made before it

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
        mode, t = d.get("mode"), seconds(d.get("time_s"), capped=True)
        return cls(
            mode=mode if isinstance(mode, str) and mode in MODES else Mode.TWO_D,
            won=d.get("won") is True,
            mistakes=clamp_int(d.get("mistakes"), 0, 0, MAX_COUNT),
            time_s=t if t is not None else 0.0,
            hints=clamp_int(d.get("hints"), 0, 0, MAX_COUNT),
            stars=clamp_int(d.get("stars"), 0, 0, 3),
            late=d.get("late") is True,
            best_score=clamp_int(d.get("best_score"), 0, 0, MAX_SCORE),
            score=clamp_int(d.get("score"), 0, 0, MAX_SCORE),
        )
