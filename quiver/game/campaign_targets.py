"""The campaign's curve: each level's role and the target it aims for (ADR 0008,
docs/adr/0008-campaign-curve.md).

* ``level_role(n)``: every 10th level is a "breather" (smaller, shallower), every other
  5th from level 15 on a "spike" (bigger, deeper; none among the first ten, which climb
  in small steps); the rest are "ramp" levels that climb steadily.
* ``level_target(mode, n)``: the arrows, the depth (rounds of "remove everything free")
  and the share of arrows free at the start that the level aims for; ``ramp_depth`` the
  whole number of rounds a ramp level lands on.

Also the range of level numbers (``MAX_LEVEL``) and the checks of a mode and a level
number the other campaign modules share. No board is generated here: the shape and size
that hit a target are campaign_plan.py's, the board campaign_search.py's.
"""

from __future__ import annotations

import enum
import math
from typing import NamedTuple

from quiver.engine.modes import MODES, Mode, is_int

__all__ = [
    "GENTLE_LEVELS",
    "MAX_LEVEL",
    "WARM_UP_ARROWS",
    "LevelRole",
    "Target",
    "check_level",
    "check_mode",
    "cleared_title",
    "level_role",
    "level_target",
    "ramp_depth",
]

# The ramp's arrow count: first + scale * (n - 1) ** 0.75, a climb that slows down
# (about 30 arrows at level 50 and 100 at level 300 in 2D).
# keyed by text (a Mode is a str): the campaign takes the mode as the player's text
_ARROWS: dict[str, tuple[int, float]] = {Mode.TWO_D: (7, 1.3), Mode.THREE_D: (7, 1.05), Mode.FLAT: (7, 1.05)}
_ROLE_ARROWS = {"ramp": 1.0, "spike": 1.5, "breather": 0.6}
# The depth each role aims for (measured over the campaign's boards): a ramp level the
# whole number of rounds below 0.9 * arrows ** 0.6, the median "medium" board's depth
# (measured over levels 13-297 of every mode: 0.6 to 1.15 times arrows ** 0.6 by shape,
# 0.88 typical; campaign_search._DepthSearch moves to "hard" on early levels, where
# "medium" stays a round short), so the curve is steady and never drops; a spike over
# half its arrows ("hard"); a breather half a ramp's depth ("easy" boards stay 2-4 rounds
# deep at any size).
_RAMP_DEPTH = 0.9
# The share of arrows free at the start: about a third on the first levels, falling.
_ROLE_FREE = {"ramp": 1.0, "spike": 0.5, "breather": 1.3}
# The last level number: far beyond any player, small enough for float arithmetic on it
# (progress.json clamps to it, so a hand-edited huge number cannot reach the maths).
MAX_LEVEL = 1_000_000


def cleared_title(level: int) -> str:
    """The win card's title for a campaign level; the last one's says the campaign is
    over (no Next level follows it: its card leads to Levels, scenes/result.py)."""
    return "Campaign complete!" if level >= MAX_LEVEL else f"Level {level} cleared!"


def check_mode(mode: str) -> None:
    """A ValueError (one clear line) for a mode the campaign does not have."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")


def check_level(level: int) -> None:
    """A ValueError (one clear line) for a level number outside 1..MAX_LEVEL."""
    if not is_int(level):
        raise ValueError(f"level must be a whole number, got {level!r}")
    if level < 1:
        raise ValueError(f"level numbers start at 1, got {level}")
    if level > MAX_LEVEL:
        raise ValueError(f"level numbers end at {MAX_LEVEL}")


class Target(NamedTuple):
    arrows: int
    depth: float
    f0: float


GENTLE_LEVELS = 10  # the first levels climb in small steps: no spike among them
# A warm-up's board (the HUD's word, journey.level_word): fewer arrows than this (2D's first
# three levels, 3D's and Flat's first four; every later ramp level has more, so the word
# stops where the climb starts). campaign_search keeps a warm-up's code off "hard".
WARM_UP_ARROWS = 10


class LevelRole(enum.StrEnum):
    RAMP = "ramp"  # the steady climb
    SPIKE = "spike"  # every other 5th level from 15 on: bigger and deeper
    BREATHER = "breather"  # every 10th level: smaller and shallower


def level_role(level: int) -> LevelRole:
    """A breather every 10th level, a spike every other 5th from level 15 on (the first
    ten climb in small steps, GENTLE_LEVELS), else the ramp."""
    check_level(level)
    if level % 10 == 0:
        return LevelRole.BREATHER
    if level % 5 == 0 and level > GENTLE_LEVELS:
        return LevelRole.SPIKE
    return LevelRole.RAMP


def _ramp_arrows(mode: str, level: int) -> float:
    first, scale = _ARROWS[Mode(mode)]
    return first + scale * float((level - 1) ** 0.75)


def ramp_depth(mode: str, level: int) -> int:
    """The whole number of rounds a ramp level aims at, ``floor(0.9 * arrows ** 0.6)``
    of the ramp's arrow count: it never falls as the level number grows, and a ramp
    level's board is chosen to land on it."""
    return max(2, math.floor(_RAMP_DEPTH * float(_ramp_arrows(mode, level) ** 0.6)))


def level_target(mode: str, level: int) -> Target:
    """What level ``level`` of ``mode`` aims for: arrows, depth and free share at start."""
    check_mode(mode)
    role = level_role(level)
    ramp = _ramp_arrows(mode, level)
    arrows = max(4, round(ramp * _ROLE_ARROWS[role]))
    depth = {"ramp": ramp_depth(mode, level), "spike": 0.55 * arrows, "breather": 0.5 * ramp**0.6}[role]
    depth = max(2.0, depth)
    t = min(1.0, (level - 1) / 199)
    f0 = min(0.6, (0.35 - 0.15 * t) * _ROLE_FREE[role])
    return Target(arrows, depth, f0)
