"""Reading and saving ``progress.json`` (the layout: quiver.game.progress).

Loading is forgiving: entries that make no sense are mended, said in one line, the file
kept as it was (save_mends); a file that is not JSON is moved aside (storage); a newer
Quiver's entries are saved back (save_keep); another Quiver's wins merged (progress_merge).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from quiver.game.data_dirs import PathLike, user_home
from quiver.game.progress import KNOWN, SCHEMA, Progress
from quiver.game.progress_days import as_read, iso_day
from quiver.game.progress_merge import merge_saved
from quiver.game.save_keep import kept
from quiver.game.save_mends import lost_entries, mended
from quiver.game.storage import load_json, save_json

__all__ = ["FILENAME", "load_progress", "progress_path", "save_progress"]

FILENAME = "progress.json"


def progress_path(home: PathLike | None = None) -> Path:
    return user_home(home) / FILENAME


def load_progress(home: PathLike | None = None) -> tuple[Progress, str | None]:
    """Read the progress file. Returns ``(progress, warning_or_None)``; never raises for a
    bad file. Entries it could not use are said in ``repaired``, the file kept (save_mends)."""
    path = progress_path(home)
    data, warning = load_json(path, SCHEMA, dict, known=KNOWN)
    p = Progress.from_dict(data)
    saved = kept(data, p.to_dict(), KNOWN)  # (a newer Quiver's entries are no loss)
    read = {**saved, **kept(data, as_read(data), KNOWN)}  # (a daily a better one replaced: none)
    lost = [w for w in lost_entries(data, read, _saved_key) if not w.endswith(".current")]
    said = None if warning else mended(path, lost)  # ("current": _past_clears says it)
    if said:
        p.repaired.append(said)
    return p, warning


def _saved_key(where: str, key: str) -> str:
    """The name a key of the file at `where` is saved under: a level "07" as "7"."""
    with contextlib.suppress(ValueError):
        if where.startswith("campaign.") and where.endswith(".levels"):
            return str(int(key.strip()))
        if where in ("daily", "daily_modes"):
            return iso_day(key)
    return key


def save_progress(progress: Progress, home: PathLike | None = None) -> Path:
    """Write the progress atomically, another Quiver's wins merged in first; returns the path."""
    path = progress_path(home)
    merged = lambda saved: merge_saved(progress, saved)
    save_json(path, progress.to_dict(), known=KNOWN, merge=merged)
    return path
