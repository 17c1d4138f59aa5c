"""What reading a save file could not keep, said in one line, and the file kept aside.

A save that is JSON with the right schema but holds entries the game cannot use (a
hand-edited ``"completed": "true"``, ``"stars": 5``, a level numbered ``"first"``) is
read as far as it makes sense (quiver.game.progress); the next save then wrote the mended
version over it and what was not understood was gone without a word. :func:`mended`
names what is lost and keeps the file as it was beside it, ``NAME.corrupt-<n>.json`` (as
quiver.game.storage does with an unreadable one), once: a later start that finds the same
file unchanged finds its copy there. An entry a newer Quiver added (a key at the top, a
field of a level's record) is no loss: it is saved back unchanged (quiver.game.save_keep).
Standard library only.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from quiver.engine.errors import shown
from quiver.game.save_aside import corrupt_path

__all__ = ["keep_copy", "lost_entries", "mended", "not_unlocked"]

MAX_NAMED = 3  # entries named in the line; the rest are counted
MAX_COPIES = 100  # NAME.corrupt-1 .. -100: never more files than that
PLAIN = 60  # an entry's dotted path named as it is up to this length; longer, quoted and cut


def lost_entries(raw: Any, kept: Any, key: Callable[[str, str], str] = lambda _where, k: k) -> list[str]:
    """The dotted paths of the values in `raw` that `kept` (what would be saved) does not
    hold as they were. Values `kept` adds (a newer field's default) are no loss. `key(where,
    k)` is the name a key of `raw` at `where` is saved under (a level "07" as "7")."""
    out: list[str] = []

    def walk(r: Any, k: Any, where: str) -> None:
        if isinstance(r, Mapping):
            if not isinstance(k, Mapping):
                out.append(where)
                return
            for name, value in r.items():
                saved = key(where, str(name))
                inner = f"{where}.{name}" if where else str(name)
                if saved not in k:
                    out.append(inner)
                else:
                    walk(value, k[saved], inner)
        elif isinstance(r, bool) != isinstance(k, bool) or r != k:
            out.append(where)

    walk(raw, kept, "")
    return out


def mended(path: Path, lost: list[str]) -> str | None:
    """One line saying what of `path` could not be used, with where the file as it was is
    kept (None: nothing was lost)."""
    if not lost:
        return None
    more = len(lost) - MAX_NAMED
    some = ", ".join(map(_named, lost[:MAX_NAMED])) + (f" and {more} more" if more > 0 else "")
    entries = "entry" if len(lost) == 1 else "entries"
    copy = keep_copy(path)
    kept = f"the file as it was is kept as {copy.name}" if copy else "no copy could be kept"
    return f"{path.name}: could not use {len(lost)} {entries} ({some}); {kept}"


def not_unlocked(mode: str, current: Any, allowed: int) -> str:
    """progress.json's line for a hand-edited current level (999, -3, "4") that the saved
    clears do not unlock, quoted as a board file's value is (JSON, cut): it goes back."""
    said = f"progress.json: {mode}'s current level {shown(current)} is not one its clears unlock"
    return f"{said}: back to level {allowed}"


def _named(entry: str) -> str:
    """An entry's dotted path as the line names it: as it is, or where a key in it is long
    or odd (a line break in a hand-edited level's name broke the line in two), quoted as a
    board file's value is (quiver.engine.errors.shown: JSON, cut)."""
    return entry if len(entry) <= PLAIN and entry.isprintable() else shown(entry)


def keep_copy(path: Path) -> Path | None:
    """A copy of `path` at the first free NAME.corrupt-<n>.json (a hard link where the file
    system allows: the next save replaces the file, not the link), or the one already
    there with the same bytes; None when none can be made."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    for n in range(1, MAX_COPIES + 1):
        target = corrupt_path(path, n)
        if target.exists() or target.is_symlink():
            with contextlib.suppress(OSError):
                if target.is_file() and (os.path.samefile(path, target) or target.read_bytes() == data):
                    return target  # kept at an earlier start
            continue
        try:
            os.link(path, target)
            return target
        except FileExistsError:
            continue
        except OSError:
            pass
        try:
            with open(target, "xb") as fh:  # no hard links here: a copy, never over a file
                fh.write(data)
            return target
        except FileExistsError:
            continue
        except OSError:
            return None
    return None
