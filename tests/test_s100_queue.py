"""A cleared daily the leaderboard queue file cannot take (s100): a newer Quiver's file
(left untouched) dropped it without a word, and a full disk or a read-only folder lost it
with the write. Now it is held in memory and sent while the game runs, said in one line;
a later write that works puts the held runs in the file."""

from __future__ import annotations

import json

import pytest
from test_midend import midend, won
from test_s100_identity import DAY, FakeServer

from quiver.game import leaderboard_files
from quiver.game.atomic_write import StorageError
from quiver.game.journey import PuzzleRequest
from quiver.game.leaderboard import QUEUE_FILE, LeaderboardClient

SERVER = "http://127.0.0.1:9"


def client(home):
    c = LeaderboardClient(home, background=False)
    c._call = FakeServer()
    c.configure(SERVER, "Vera")
    return c


@pytest.fixture
def full_disk(tmp_path, monkeypatch):
    """The queue file cannot be written while `full["on"]` (the identity file can)."""
    real, full = leaderboard_files.save_json, {"on": True}

    def save(path, obj, **kw):
        if full["on"] and str(path).endswith(QUEUE_FILE):
            raise StorageError(f"could not save {QUEUE_FILE} in {tmp_path} (No space left on device)")
        return real(path, obj, **kw)

    monkeypatch.setattr(leaderboard_files, "save_json", save)
    return full


def test_a_run_the_full_disk_cannot_take_is_held_and_sent(tmp_path, full_disk):
    c = client(tmp_path)
    with pytest.raises(StorageError, match="No space left"):
        c.submit(DAY, "2d-abc", [(0, 100)], 0)
    assert c.pending() == 1 and not (tmp_path / QUEUE_FILE).exists()
    assert c.sync() is True
    assert c._call.runs == [("p1", "tok1")] and c.pending() == 0


def test_held_runs_go_into_the_file_once_it_can_be_written(tmp_path, full_disk):
    c = client(tmp_path)
    with pytest.raises(StorageError):
        c.submit(DAY, "2d-abc", [(0, 100)], 0)
    full_disk["on"] = False
    assert c.submit(DAY, "2d-def", [(0, 200)], 0)
    runs = json.loads((tmp_path / QUEUE_FILE).read_text())["runs"]
    assert [q["run"]["code"] for q in runs] == ["2d-abc", "2d-def"] and c.queue.held == []
    assert c.pending() == 2


def test_a_run_with_a_newer_queue_file_is_sent_from_memory_and_the_file_left(tmp_path):
    path = tmp_path / QUEUE_FILE
    path.write_text('{"schema": 7, "runs": [], "future": true}\n')
    before = path.read_bytes()
    c = client(tmp_path)
    assert c.submit(DAY, "2d-abc", [(0, 100)], 0)
    assert c.pending() == 1
    assert c.sync() is True and c._call.runs == [("p1", "tok1")] and c.pending() == 0
    assert path.read_bytes() == before
    assert sum(QUEUE_FILE in w for w in c.warnings) == 1


def test_the_midend_says_the_held_daily_in_one_line(tmp_path, monkeypatch, full_disk):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    m, said, _ = midend()
    m.leaderboard = client(tmp_path)
    request = m.daily("2d")
    assert isinstance(request, PuzzleRequest) and request.code is not None
    m.finished(request, won(request.code))
    lines = [text for text, _ in said]
    assert len(lines) == 1 and "\n" not in lines[0]
    assert "No space left" in lines[0] and "from memory" in lines[0]
    assert m.leaderboard.sync() is True and len(m.leaderboard._call.runs) == 1
