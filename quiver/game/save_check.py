"""Whether the data folder takes a file now: a read-only folder is said once, at start
(s228: the game said only "no log file", then each save failed, one by one)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from quiver.game.atomic_write import os_reason

__all__ = ["cannot_save"]


def cannot_save(folder: Path) -> str | None:
    """The line for a data folder that takes no file now, or None. A temporary file is made
    as a save makes its own (atomic_write), in the folder or the one above it that it would
    be made in, and removed; a file in the way is load_json's to say (storage._not_a_folder)."""
    there = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if there is None or not there.is_dir():
        return None
    try:
        fd, name = tempfile.mkstemp(prefix=".quiver-write-check.", dir=there)
    except OSError as exc:
        why = os_reason(exc)
        return f"the data folder {folder} cannot be written ({why}): progress will not be saved this time"
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(name)
    return None
