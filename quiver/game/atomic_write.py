"""Writing a file so a crash never leaves it torn.

:func:`write_bytes_atomic`: the new content goes to a temporary file in the same folder,
is flushed and fsynced, then ``os.replace`` swaps it in and the folder itself is fsynced
where the platform allows. A crash at any moment leaves either the old complete file or
the new complete file, never a torn one. A failure is one :class:`StorageError` line.

Standard library only.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

from quiver.game.data_dirs import PathLike

__all__ = ["StorageError", "os_reason", "symlink_loop", "write_bytes_atomic"]


class StorageError(OSError):
    """A file could not be written. ``str(err)`` is one line, fit to show the player."""


def write_bytes_atomic(
    path: PathLike, data: bytes, verb: str = "write", mode: int | None = None, durable: bool = True
) -> Path:
    """Write ``data`` to ``path`` through a fsynced temporary file and a rename (the
    folder is created, and fsynced after the rename so the rename itself is durable);
    ``mode``: the file's permissions (None: 0600, the player's own). ``durable`` False: no
    fsync (a crash or a kill still finds the old file or the new one whole, a power cut may
    find the old): for a save made often while playing, where an fsync's wait on a slow
    disk would be a hitch at the tap that made it.
    Raises :class:`StorageError` with one line ("could not <verb> NAME in FOLDER ...").
    A symlink is followed: the file it names is replaced and the link kept (a settings
    file linked from a dotfiles folder stays linked)."""
    given = Path(path)
    path = Path(os.path.realpath(given))
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"could not create the folder {folder} ({_in_the_way(folder, exc)})") from None
    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        if mode is not None:
            os.chmod(tmp_name, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
    except OSError as exc:
        raise StorageError(f"could not {verb} {path.name} in {folder} ({os_reason(exc)})") from None
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    if durable:
        _fsync_dir(folder)
    return given


def _in_the_way(folder: Path, exc: OSError) -> str:
    """Why a folder could not be made: a file where it (or a folder above it) should be
    is named ("File exists" read as if the folder were there), or a symlink loop (it read
    "File exists" too), else the system's reason."""
    if (loop := symlink_loop(folder)) is not None:
        return "it is a symlink loop" if loop == folder else f"{loop} is a symlink loop"
    blocker = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if blocker is not None and not blocker.is_dir():
        return (
            "a file of that name is in the way" if blocker == folder else f"{blocker} is a file, not a folder"
        )
    return os_reason(exc)


def symlink_loop(folder: Path) -> Path | None:
    """The folder on the way to `folder` (or it) that is a symlink loop; None: none is."""
    for step in (*reversed(folder.parents), folder):
        try:
            os.stat(step)
        except OSError as exc:
            return step if exc.errno == errno.ELOOP else None
    return None


def os_reason(exc: BaseException) -> str:
    """A short, single-line description of an OS error."""
    text = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return " ".join(str(text).split()) or type(exc).__name__


def _fsync_dir(folder: Path) -> None:
    """fsync a directory so a rename inside it is durable (POSIX); ignored elsewhere."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:  # Windows: directories cannot be opened this way
        return
    try:
        fd = os.open(folder, os.O_RDONLY | flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
