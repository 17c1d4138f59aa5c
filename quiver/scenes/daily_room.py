"""Room on the Daily screen's left card for today's result (daily_today.py): at 480x360 the
line of how today's daily went ("0:13 · 4059 pts" by its mark) had no row above Play, and a
player who cleared it saw only the button (s364). Where it would not fit, the streak gives
the room: the air under its best line first, then the flame (and its number) shrinks. And
for the line of its arrows and size (s370: at 480x360 it had none), where the streak can."""

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


def stats_height(s: float) -> int:
    """The row of today's puzzle's arrows and size ("26 arrows  ·  16x16": daily_today)."""
    return max(22, int(34 * s))


def streak_give(
    s: float, streak_top: int, bottom: int, coded: bool, result: bool = True, words: int = 0
) -> tuple[int, int]:
    """What the streak gives for today's rows to end at `bottom` (Play's top but 4), its
    block starting at `streak_top`: (px off the air under its best line, px off the flame);
    (0, 0) where they fit as they are. Each has its least: the air keeps two thirds, the
    flame FLAME_LEAST. With today's `result` the row of how it went, and the arrows' line
    over it where the streak can give both, else the row alone (a card shorter than that goes
    without it, as before); with none yet, the arrows' line alone where the streak can give
    it (s370: at 480x360 it had no row; the row of how it went gives way: Play says so).
    `words`: the height of the streak's words on lines of their own under the flame's row
    (daily_today.words_under), else 0."""
    rows = today_height(s, coded) - (0 if result else 24)
    tries = [rows + stats_height(s)] if coded else []
    tries += [rows] if result else []
    for need in tries:
        short = streak_top + streak_height(s) + words + 18 + need - bottom
        if short <= 0:
            return 0, 0
        air = min(short, int(40 * s) // 3)
        less = max(0, min(short - air, flame_size(s) - FLAME_LEAST))
        if air + less >= short or (result and need == tries[-1]):
            return air, less
    return 0, 0
