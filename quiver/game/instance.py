"""One game at a time per data folder (issue 27, M6): two game processes on one folder
each rewrote settings, progress and the leaderboard queue from their own copy in memory,
and lost each other's updates (185 of 300 level records). The game takes an exclusive,
non-blocking lock on ``quiver.lock`` in the data folder before it opens a window; a second
game on the same folder says so in one line and exits. The lock is the operating
system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows), so it goes when the process
does, even after a crash or SIGKILL: no stale lock files to clean up.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

from quiver.game.data_dirs import PathLike, user_home

__all__ = ["LOCK_FILE", "FolderBusy", "FolderLock"]

LOCK_FILE = "quiver.lock"
# another process holds the lock (flock: EWOULDBLOCK; Windows' locking: EACCES, EDEADLOCK);
# any other error is a file system that cannot lock (ENOLCK, EOPNOTSUPP: some mounts)
_HELD = {errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK}


class FolderBusy(RuntimeError):
    """Another Quiver holds the data folder's lock (the message is one line)."""


class FolderLock:
    def __init__(self, home: PathLike | None = None) -> None:
        self.folder = user_home(home)
        self.path = Path(self.folder) / LOCK_FILE
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock, or FolderBusy. A folder that cannot be written is left unlocked
        (the game then says, as before, that it cannot save), and so is one on a file
        system that cannot lock (a second game's saves merge: progress_merge)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except OSError:
            return
        try:
            _lock(fd)
        except OSError as e:
            os.close(fd)
            if e.errno not in _HELD:  # a file system that cannot lock: unlocked (saves merge)
                return
            raise FolderBusy(
                f"another Quiver is already running with the data folder {self.folder}; "
                "close it first (or set QUIVER_HOME to another folder)"
            ) from None
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)  # closing drops the lock
            self._fd = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> FolderLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _lock(fd: int) -> None:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        return
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
