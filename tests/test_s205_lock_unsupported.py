"""A data folder on a file system that cannot lock (flock failing with ENOLCK or
EOPNOTSUPP: some network and FUSE mounts) was taken for one another Quiver held: the game
said "another Quiver is already running" and would not start at all. Only a lock another
process holds (EWOULDBLOCK; EACCES from Windows' locking) says so now; a file system that
cannot lock leaves the folder unlocked, as a folder that cannot be written is, and a
second game's saves merge what the other saved (tests/test_s205_two_windows.py)."""

from __future__ import annotations

import errno

import pytest

from quiver.game import instance
from quiver.game.instance import FolderBusy, FolderLock


@pytest.mark.parametrize("code", [errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS])
def test_a_file_system_that_cannot_lock_lets_the_game_start(tmp_path, monkeypatch, code):
    def cannot(fd):
        raise OSError(code, "cannot lock here")

    monkeypatch.setattr(instance, "_lock", cannot)
    with FolderLock(tmp_path) as lock:
        assert not lock.held


def test_a_lock_another_game_holds_still_says_so(tmp_path, monkeypatch):
    def busy(fd):
        raise OSError(errno.EACCES, "locked")  # (msvcrt.locking's answer)

    monkeypatch.setattr(instance, "_lock", busy)
    with pytest.raises(FolderBusy, match="another Quiver is already running"):
        FolderLock(tmp_path).acquire()
