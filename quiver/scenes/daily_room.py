"""Room on the Daily screen's left card for today's result (daily_today.py): at 480x360 the
line of how today's daily went ("0:13 · 4059 pts" by its mark) had no row above Play, and a
player who cleared it saw only the button (s364). Where it would not fit, the streak gives
the room: the air under its best line first, then the flame (and its number) shrinks."""

from __future__ import annotations

FLAME_LEAST = 28  # the flame's size at the least (it is 50 px at 480x360)


def flame_size(s: float) -> int:
    """The flame's size (and the streak's number's height) in a card at scale `s`."""
    return int(84 * s)


def streak_height(s: float) -> int:
    """From the flame's top to the line under the streak: the flame, the best line and air."""
    return flame_size(s) + int(20 * s) + int(40 * s)


def today_height(s: float, coded: bool) -> int:
    """From today's heading to the foot of the row of how it went (the arrows' line aside):
    the heading, the puzzle's line where there is a puzzle, the row of the result."""
    return max(20, int(30 * s)) + (max(22, int(38 * s)) if coded else 0) + 24


def streak_give(s: float, streak_top: int, bottom: int, coded: bool) -> tuple[int, int]:
    """What the streak gives for today's result's row to end at `bottom` (Play's top but
    4), its block starting at `streak_top`: (px off the air under its best line, px off the
    flame); (0, 0) where the row fits as it is. Each has its least: the air keeps two thirds,
    the flame FLAME_LEAST (a card shorter than that goes without the row, as before)."""
    short = streak_top + streak_height(s) + 18 + today_height(s, coded) - bottom
    if short <= 0:
        return 0, 0
    air = min(short, int(40 * s) // 3)
    return air, max(0, min(short - air, flame_size(s) - FLAME_LEAST))
