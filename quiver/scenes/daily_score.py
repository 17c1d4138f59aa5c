"""A daily's score as the Daily screen writes it (s358: the today card's line and your best
dailies' rows; s361: the calendar's line for a day): the score of the run the line speaks
of, the one kept as the day's best by mistakes then time (progress_records.DailyResult's
``score``; s366: the day's ``best_score``, of any run, was written beside another run's
time and mistakes), in the game's figures (draw.fmt_score, as the HUD and the win card
write it) with "pts" after it, as the top bar's score chip says it. A save made before a
run's own score was kept holds none: nothing is written, no "0", never another run's."""

from __future__ import annotations

from typing import Any

from quiver.game.progress_records import MAX_SCORE
from quiver.render2d.draw import fmt_score


def run_score(r: Any) -> int | None:
    """A cleared daily's own run's score, or None: none kept (a save older than s366: 0), a
    lost run, or a value no run scores (a hand edit clamped to the cap, or not a whole number)."""
    points = getattr(r, "score", None)
    if not getattr(r, "won", False) or isinstance(points, bool) or not isinstance(points, int):
        return None
    return points if 0 < points < MAX_SCORE else None


def score_forms(points: int | None) -> tuple[str, ...]:
    """A score as a row writes it, longest first: "16 058 pts", then in thousands or
    millions ("16k pts", "1.2M pts") for a narrow card; () for none."""
    if points is None:
        return ()
    whole = f"{fmt_score(points)} pts"
    if points < 10_000:
        return (whole,)
    short = f"{points // 1000}k" if points < 1_000_000 else f"{points // 100_000 / 10:g}M"
    return whole, f"{short} pts"
