"""Clean-up of the temporary files a killed save left behind
(:func:`quiver.game.atomic_write.write_bytes_atomic`'s). Standard library only."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable

from quiver.game.data_dirs import PathLike, exports_dir, user_home

__all__ = ["clean_home_orphans", "clean_orphans"]

# The temporary files write_bytes_atomic makes: ".NAME.<mkstemp's 8 characters>.tmp".
_TEMP_RE = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]{8}\.tmp$")
_STARTED = time.time()  # about when this process started


def clean_orphans(folder: PathLike, target: Callable[[str], bool], before: float | None = None) -> int:
    """Delete the temporary files a killed save left in ``folder``: only files named like
    write_bytes_atomic's own temp files for a file name that ``target`` accepts (e.g.
    ``progress.json``), plain files (not links), last changed before ``before`` (default:
    this process's start, so a save in progress in another running Quiver is never
    touched). Returns how many were removed; errors are ignored (clean-up must never stop
    the game)."""
    limit = _STARTED if before is None else before
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        m = _TEMP_RE.match(entry.name)
        if not m or not target(m.group("name")):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if entry.stat(follow_symlinks=False).st_mtime >= limit:
                continue
            os.unlink(entry.path)
            removed += 1
        except OSError:
            continue
    return removed


def clean_home_orphans(home: PathLike | None = None) -> int:
    """clean_orphans for the user data folder (settings, progress) and its exports."""
    base = user_home(home)
    return clean_orphans(base, lambda name: name in ("settings.json", "progress.json")) + clean_orphans(
        exports_dir(home), lambda name: name.startswith("quiver-")
    )
