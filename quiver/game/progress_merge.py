"""Two Quivers open on one data folder: what the other saved is kept when this one saves.

Each Quiver reads progress.json once, at its start, and wrote the whole file from what it
held: with the game open twice (where the folder's lock, quiver.game.instance, cannot be
had: a file system that cannot lock, an App made without it), a level won in one window
was lost when the other saved (the last writer won the whole file). Progress only grows
(a level won stays won, a best only gets better), so :func:`merge_saved` folds the file
as it is now into the progress about to be saved: the levels won in either, each level's
best stars, time and score, the furthest level reached, each day's better daily result of each mode
(progress_daily.record_daily). A lesson's board (``lessons``) stays this
process's: one finished here is taken out, and the other's would bring it back. A newer
Quiver's file, or one that may not be read, is not merged: quiver.game.storage.save_json
leaves it as it is, and reads the file once for both.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from quiver.game.progress import Progress
from quiver.game.progress_daily import record_daily
from quiver.game.progress_records import LevelRecord

__all__ = ["best_of", "merge", "merge_saved"]


def merge_saved(progress: Progress, saved: dict[str, Any] | None) -> dict[str, Any]:
    """What to save: `progress` with the file's as it is now (`saved`: another Quiver's,
    maybe; None: no good file) folded into it, in place."""
    if saved is not None:
        merge(progress, Progress.from_dict(saved))
    return dict(progress.to_dict())


def merge(mine: Progress, theirs: Progress) -> None:
    """`theirs`' wins and bests into `mine` (in place): nothing either holds is lost."""
    for mode, cp in theirs.campaigns.items():
        own = mine.campaign(mode)
        own.current = max(own.current, cp.current)
        for n, rec in cp.levels.items():
            own.levels[n] = best_of(own.levels.get(n), rec)
    for records in theirs.daily.values():
        for day, result in records.items():
            record_daily(mine, day, result)  # (each mode's better of the two, its best score kept)


def best_of(a: LevelRecord | None, b: LevelRecord) -> LevelRecord:
    """One level's record (a LevelRecord) holding the best of `a` (None: none) and `b`."""
    if a is None:
        return b
    times = [t for t in (a.best_time_s, b.best_time_s) if t is not None]
    return replace(
        a,
        stars=max(a.stars, b.stars),
        best_time_s=min(times) if times else None,
        completed=a.completed or b.completed,
        best_score=max(a.best_score, b.best_score),
    )
