"""Combo scoring: the one place that says what a run scores (docs/scoring.md is the rule).

Everything here is a pure function of the move list with its times, so the game, its
tests and the leaderboard server (which replays the run) get the same number:

    keeper = Combo()
    step = keeper.clear(ms)       # an arrow left the board at `ms` (ms since the start)
    step.combo, step.gain         # the combo after it (1 = no combo yet) and its points
    keeper.bounce(ms)             # a blocked tap: the combo ends
    keeper.alive(now_ms)          # the combo can still grow (for the HUD)
    final_score(keeper.points, won, hearts_left, arrows, time_ms)

    score_run([(ms, left), ...], arrows, hearts_left, won)   # the whole run at once

>>> score_run([(1000, True), (2000, True), (5000, True)], arrows=3, hearts_left=3, won=True)
Score(points=400, hearts=1500, time=133, total=2033, best_combo=2)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "CLEAR_POINTS",
    "COMBO_WINDOW_MS",
    "HEART_POINTS",
    "MAX_MULTIPLIER",
    "MIN_MOVE_MS",
    "PAR_MS_PER_ARROW",
    "RANKED_HEARTS",
    "TIME_POINTS_PER_ARROW",
    "Combo",
    "ComboStep",
    "Score",
    "final_score",
    "most_points",
    "multiplier",
    "ranked_hearts_left",
    "score_run",
    "tap_ms",
    "time_bonus",
]

COMBO_WINDOW_MS = 1500  # a clear at most this long after the previous clear raises the combo
MIN_MOVE_MS = 50  # taps count at least this far apart (the leaderboard's floor, docs/scoring.md)
CLEAR_POINTS = 100  # one arrow cleared, before the multiplier
MAX_MULTIPLIER = 5  # x5 is the most a combo multiplies by (the combo count itself goes on)
HEART_POINTS = 500  # each heart left when the board is cleared
PAR_MS_PER_ARROW = 3000  # the time bonus runs out at 3 s an arrow
TIME_POINTS_PER_ARROW = 100  # the most the time bonus gives per arrow (a clear in no time)
# A daily is ranked as played with three hearts: its hearts bonus counts these less the
# mistakes the run made, whatever the hearts setting (the leaderboard's score and the game's).
RANKED_HEARTS = 3


def multiplier(combo: int) -> int:
    """What a clear at combo `combo` multiplies its points by (1..MAX_MULTIPLIER).

    >>> [multiplier(c) for c in (1, 2, 3, 7)]
    [1, 2, 3, 5]
    """
    return max(1, min(MAX_MULTIPLIER, combo))


@dataclass(frozen=True)
class ComboStep:
    """One clear: the combo it reached, the points it gave and when."""

    combo: int
    gain: int
    ms: int


class Combo:
    """The running combo and the clear points of one run (time in whole milliseconds).

    A clear within COMBO_WINDOW_MS of the previous clear (and with no bounce between)
    raises the combo by one; otherwise it starts again at 1. A bounce ends it, and so
    does a clear the hint chose: it scores x1 and starts no combo (H then Enter every
    0.75 s built one over the whole game).
    """

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.combo = 0  # 0: no combo running (start, after a bounce)
        self.best = 0
        self.points = 0
        self.last_ms: int | None = None  # the last clear that is still part of the combo

    def clear(self, ms: int, hinted: bool = False) -> ComboStep:
        if hinted:  # the hint's find, not the player's: x1, and the combo ends
            self.bounce(ms)
            self.points += CLEAR_POINTS
            return ComboStep(0, CLEAR_POINTS, ms)
        if self.last_ms is not None and self.combo > 0 and ms - self.last_ms <= COMBO_WINDOW_MS:
            self.combo += 1
        else:
            self.combo = 1
        self.last_ms = ms
        self.best = max(self.best, self.combo)
        gain = CLEAR_POINTS * multiplier(self.combo)
        self.points += gain
        return ComboStep(self.combo, gain, ms)

    def bounce(self, ms: int) -> None:
        self.combo = 0
        self.last_ms = None

    def alive(self, now_ms: int) -> bool:
        """True while a clear now would raise the combo (the HUD shows the count)."""
        return self.combo > 0 and self.last_ms is not None and now_ms - self.last_ms <= COMBO_WINDOW_MS


def most_points(arrows: int, hearts: int | None) -> int:
    """The most a board of `arrows` arrows played with `hearts` hearts (None: zen) can
    score: every clear in one combo, every heart left (a daily counts RANKED_HEARTS,
    whatever the setting) and the whole time bonus. The top bar sizes its score chip so.

    >>> most_points(3, 3), most_points(57, 3), most_points(1200, None)
    (2400, 34700, 720500)
    """
    n = max(0, arrows)
    clears = sum(multiplier(c) for c in range(1, min(n, MAX_MULTIPLIER) + 1))
    clears += MAX_MULTIPLIER * max(0, n - MAX_MULTIPLIER)
    hearts_most = max(hearts or 0, RANKED_HEARTS)
    return CLEAR_POINTS * clears + HEART_POINTS * hearts_most + TIME_POINTS_PER_ARROW * n


def ranked_hearts_left(mistakes: int) -> int:
    """The hearts a ranked daily's score counts as left after `mistakes` bounces.

    >>> [ranked_hearts_left(m) for m in (0, 1, 2, 3, 7)]
    [3, 2, 1, 0, 0]
    """
    return max(0, RANKED_HEARTS - mistakes)


def tap_ms(ms: int, last_ms: int | None) -> int:
    """The time a tap at `ms` counts at, after a tap counted at `last_ms` (None: the first):
    no sooner than MIN_MOVE_MS after it. The game logs and scores its taps at these times
    and a leaderboard refuses runs closer than that, so the score the server recomputes from
    the log is the game's. (The game scored its real times and the client sent them spaced:
    two taps in one frame then one 1.54 s later ended the game's combo, not the server's.)

    >>> [tap_ms(ms, last) for ms, last in ((700, None), (705, 700), (751, 700), (749, 749))]
    [700, 750, 751, 799]
    """
    return ms if last_ms is None else max(ms, last_ms + MIN_MOVE_MS)


def time_bonus(arrows: int, time_ms: int) -> int:
    """Points for speed: TIME_POINTS_PER_ARROW an arrow for a clear in no time, falling in
    a straight line to 0 at PAR_MS_PER_ARROW an arrow.

    >>> time_bonus(10, 0), time_bonus(10, 15000), time_bonus(10, 30000), time_bonus(10, 99999)
    (1000, 500, 0, 0)
    """
    par = PAR_MS_PER_ARROW * arrows
    if arrows <= 0 or time_ms >= par:
        return 0
    return TIME_POINTS_PER_ARROW * arrows * (par - max(0, time_ms)) // par


@dataclass(frozen=True)
class Score:
    points: int  # the clears, with their combo multipliers
    hearts: int  # the hearts-left bonus (a cleared board only)
    time: int  # the time bonus (a cleared board only)
    total: int
    best_combo: int


def final_score(
    points: int, best_combo: int, won: bool, hearts_left: int | None, arrows: int, time_ms: int
) -> Score:
    """The run's score: its clear points, plus, for a cleared board, HEART_POINTS per heart
    left (zen, `hearts_left` None, has none) and the time bonus."""
    hearts = HEART_POINTS * max(0, hearts_left or 0) if won else 0
    speed = time_bonus(arrows, time_ms) if won else 0
    return Score(points, hearts, speed, points + hearts + speed, best_combo)


def score_run(
    moves: Iterable[tuple[int, bool] | tuple[int, bool, bool]],
    arrows: int,
    hearts_left: int | None,
    won: bool,
) -> Score:
    """Score a whole run from its moves: (ms since the start, the arrow left[, the hint
    chose it]) in order. The time is the last move's."""
    keeper = Combo()
    last = 0
    for ms, left, *hinted in moves:
        last = ms
        if left:
            keeper.clear(ms, bool(hinted and hinted[0]))
        else:
            keeper.bounce(ms)
    return final_score(keeper.points, keeper.best, won, hearts_left, arrows, last)
