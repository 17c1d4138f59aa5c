"""The leaderboard identity the file cannot take (s100): a newer Quiver's
leaderboard-identity.json (left untouched), or a write that fails (a full disk), made
this version register a NEW player on every send (each one lost). Now: at most one
registration a run, kept in memory, said once in one line."""

from __future__ import annotations

import json

import pytest

from quiver.game import leaderboard_files
from quiver.game.atomic_write import StorageError
from quiver.game.leaderboard import IDENTITY_FILE, LeaderboardClient

DAY = "2026-05-13"
NEWER = {"schema": 2, "servers": {"http://x": {"id": "future", "token": "t" * 9}}}


class FakeServer:
    def __init__(self):
        self.players = 0
        self.runs: list[tuple[str, str | None]] = []

    def __call__(self, server, method, path, body=None, token=None):
        if path == "/api/v1/players":
            self.players += 1
            return {"id": f"p{self.players}", "token": f"tok{self.players}", "name": body["name"]}
        if path == "/api/v1/runs":
            self.runs.append((body["player"], token))
            return {"rank": 1, "runs": len(self.runs), "mistakes": 0, "time_ms": 1000, "hints": 0}
        return {}


def _three_sends(client, server):
    client._call = server
    client.configure("http://127.0.0.1:9", "Vera")
    for n in range(3):
        assert client.submit(DAY, "2d-abc", [(0, 100 * (n + 1))], 0)
        assert client.sync() is True
    assert server.players == 1, "registered a new player on a later send"
    assert server.runs == [("p1", "tok1")] * 3
    assert client.my_id() == "p1"


def test_a_newer_identity_file_registers_once_a_run_and_is_left_untouched(tmp_path):
    path = tmp_path / IDENTITY_FILE
    path.write_text(json.dumps(NEWER))
    before = path.read_bytes()
    client = LeaderboardClient(tmp_path, background=False)
    _three_sends(client, FakeServer())
    assert path.read_bytes() == before
    said = [w for w in client.warnings if IDENTITY_FILE in w]
    assert len(said) == 1 and "\n" not in said[0] and "newer Quiver" in said[0]


def test_an_identity_that_cannot_be_written_is_kept_for_the_run_and_said_once(tmp_path, monkeypatch):
    real = leaderboard_files.save_json

    def full_disk(path, obj, **kw):
        if str(path).endswith(IDENTITY_FILE):
            raise StorageError(f"could not save {IDENTITY_FILE} in {tmp_path} (No space left on device)")
        return real(path, obj, **kw)

    monkeypatch.setattr(leaderboard_files, "save_json", full_disk)
    client = LeaderboardClient(tmp_path, background=False)
    _three_sends(client, FakeServer())
    said = [w for w in client.warnings if IDENTITY_FILE in w]
    assert len(said) == 1 and "No space left" in said[0] and "kept until Quiver closes" in said[0]
    assert not (tmp_path / IDENTITY_FILE).exists()


def test_a_saved_identity_is_read_back_by_a_new_run(tmp_path):
    server = FakeServer()
    _three_sends(LeaderboardClient(tmp_path, background=False), server)
    again = LeaderboardClient(tmp_path, background=False)
    again._call = server
    again.configure("http://127.0.0.1:9", "Vera")
    assert again.my_id() == "p1" and again.warnings == []
    assert json.loads((tmp_path / IDENTITY_FILE).read_text())["servers"]["http://127.0.0.1:9"]["id"] == "p1"


@pytest.mark.parametrize("status", [401, 403])
def test_a_kept_identity_the_server_forgot_is_replaced_once(tmp_path, status):
    from quiver.game.leaderboard_wire import Refused

    (tmp_path / IDENTITY_FILE).write_text(json.dumps(NEWER))
    server = FakeServer()
    forgot = {"once": True}

    def call(srv, method, path, body=None, token=None):
        if path == "/api/v1/runs" and forgot.pop("once", False):
            raise Refused(status, "unknown_player", "who are you", quiver=True)
        return server(srv, method, path, body, token)

    client = LeaderboardClient(tmp_path, background=False)
    client._call = call
    client.configure("http://127.0.0.1:9", "Vera")
    assert client.submit(DAY, "2d-abc", [(0, 100)], 0) and client.sync() is True
    assert server.players == 2 and server.runs == [("p2", "tok2")] and client.my_id() == "p2"
