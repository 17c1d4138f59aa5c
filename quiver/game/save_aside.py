"""Setting a bad save file aside: ``settings.json`` -> ``settings.corrupt-<n>.json`` in
the same folder, the first free name, never written over (quiver.game.storage.load_json
does it for a file that is not JSON, or not Quiver's). Standard library only.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Union

__all__ = ["corrupt_path", "move_aside"]

PathLike = Union[str, "os.PathLike[str]"]


def corrupt_path(path: PathLike, n: int) -> Path:
    """``settings.json`` -> ``settings.corrupt-<n>.json`` in the same folder."""
    path = Path(path)
    stem, suffix = path.stem, path.suffix or ".json"
    return path.with_name(f"{stem}.corrupt-{n}{suffix}")


def move_aside(path: Path) -> Path:
    """Move ``path`` to the first free ``NAME.corrupt-<n>.json``; never overwrites."""
    n = 1
    while True:
        target = corrupt_path(path, n)
        if target.exists() or target.is_symlink():
            n += 1
            continue
        try:
            # A hard link fails if the target exists, so nothing is ever overwritten,
            # even if another process picks the same name at the same moment.
            os.link(path, target)
        except FileExistsError:
            n += 1
            continue
        except OSError:
            # No hard links here (some file systems, directories): rename instead.
            # We checked the name is free just above; on Windows rename refuses to
            # overwrite anyway.
            try:
                os.rename(path, target)
            except FileExistsError:
                n += 1
                continue
            return target
        os.unlink(path)
        return target
