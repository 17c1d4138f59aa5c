"""Two Quivers open on one data folder: what the other saved is kept when this one saves.

Each Quiver reads progress.json once, at its start, and wrote the whole file from what it
held: with the game open twice (where the folder's lock, quiver.game.instance, cannot be
had: a file system that cannot lock, an App made without it), a level won in one window
was lost when the other saved (the last writer won the whole file). Progress only grows
(a level won stays won, a best only gets better), so :func:`merge_saved` folds the file
as it is now into the progress about to be saved: the levels won in either, each level's
best stars, time and score, the furthest level reached, each day's better daily result
(quiver.game.progress's record_daily). A lesson's board (``lessons``) stays this
process's: one finished here is taken out, and the other's would bring it back. A newer
Quiver's file, or one that may not be read, is not merged: quiver.game.storage.save_json
leaves it as it is, and reads the file once for both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

__all__ = ["best_of", "merge", "merge_saved"]

# quiver.game.progress's records, named by what they do (progress_file imports this one):
# a Progress (.campaign(mode), .campaigns, .daily, .to_dict(), from_dict), a LevelRecord,
# and record_daily(progress, day, result), which keeps the better of a day's two results
Record = Callable[[Any, str, Any], bool]


def merge_saved(progress: Any, saved: dict[str, Any] | None, record_daily: Record) -> dict[str, Any]:
    """What to save: `progress` with the file's as it is now (`saved`: another Quiver's,
    maybe; None: no good file) folded into it, in place."""
    if saved is not None:
        merge(progress, type(progress).from_dict(saved), record_daily)
    return dict(progress.to_dict())


def merge(mine: Any, theirs: Any, record_daily: Record) -> None:
    """`theirs`' wins and bests into `mine` (in place): nothing either holds is lost."""
    for mode, cp in theirs.campaigns.items():
        own = mine.campaign(mode)
        own.current = max(own.current, cp.current)
        for n, rec in cp.levels.items():
            own.levels[n] = best_of(own.levels.get(n), rec)
    for day, result in theirs.daily.items():
        record_daily(mine, day, result)  # (the better of the two, the day's best score kept)


def best_of(a: Any, b: Any) -> Any:
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
