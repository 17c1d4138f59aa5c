"""A full disk when a daily is cleared (s177): progress.json and the leaderboard's queue
could not take it, the game said so ("... goes to the leaderboard from memory while
Quiver runs"), and on closing, with room on the disk again, both were lost: nothing
tried to write them once more. Closing now does, and says in one line what is lost
where the disk still cannot take it."""

from __future__ import annotations

import datetime as _dt
import json
import logging

import pytest

from quiver.game import storage
from quiver.game.atomic_write import StorageError
from quiver.game.leaderboard import QUEUE_FILE, LeaderboardClient

DAY = "2026-12-05"


@pytest.fixture
def disk(monkeypatch):
    """`disk.full = True`: every save fails as on a full disk."""

    class Disk:
        full = False

    real = storage.write_bytes_atomic

    def write(path, data, *a, **kw):
        if Disk.full:
            raise StorageError(f"could not save {path.name} in {path.parent} (No space left on device)")
        return real(path, data, *a, **kw)

    monkeypatch.setattr(storage, "write_bytes_atomic", write)
    return Disk


def test_a_held_run_goes_to_the_queue_file_on_closing(tmp_path, disk):
    client = LeaderboardClient(tmp_path, background=False)
    client.configure("http://127.0.0.1:9", "Ada")
    disk.full = True
    with pytest.raises(OSError):
        client.submit(DAY, "2d-heart-16x14-easy-3", [(0, 100)], 0)
    assert client.pending() == 1 and not (tmp_path / QUEUE_FILE).exists()  # held in memory
    disk.full = False
    client.stop()  # Quiver closes: the disk has room again
    runs = json.loads((tmp_path / QUEUE_FILE).read_text())["runs"]
    assert [r["run"]["date"] for r in runs] == [DAY]
    again = LeaderboardClient(tmp_path, background=False)
    again.configure("http://127.0.0.1:9", "Ada")
    assert again.pending() == 1  # the next start sends it


def test_a_run_the_disk_still_cannot_take_is_said_lost(tmp_path, disk, caplog):
    client = LeaderboardClient(tmp_path, background=False)
    client.configure("http://127.0.0.1:9", "Ada")
    disk.full = True
    with pytest.raises(OSError):
        client.submit(DAY, "2d-heart-16x14-easy-3", [(0, 100)], 0)
    with caplog.at_level(logging.WARNING, logger="quiver"):
        client.stop()
    said = [r.getMessage() for r in caplog.records if "lost" in r.getMessage()]
    assert said == [
        "could not save leaderboard-queue.json in "
        f"{tmp_path} (No space left on device): 1 daily run not sent, lost as Quiver closes"
    ]


def test_progress_not_saved_is_saved_on_closing(monkeypatch, tmp_path, disk):
    from quiver.game.midend import Midend
    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_file import load_progress
    from quiver.game.progress_records import DailyResult

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    midend = Midend(leaderboard=LeaderboardClient(tmp_path, background=False))
    record_daily(midend.progress, _dt.date(2026, 12, 5), DailyResult(won=True, time_s=60))
    disk.full = True
    assert midend.save_progress() is False  # said on screen: "progress was not saved: ..."
    disk.full = False
    midend.close()
    assert DAY in load_progress(tmp_path)[0].dailies("2d")
