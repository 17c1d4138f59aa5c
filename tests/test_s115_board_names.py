"""Look-alike names on the shared board (docs/server.md): only two different players whose
names look alike are tagged; a player's own entry, sent both in the top and as `you`, is
one player, not two."""

from __future__ import annotations

import datetime as _dt

import pytest

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

from quiver.server.rules import name_tags
from tests.server_support import call, database, running_server, solve

TODAY = _dt.date(2026, 5, 13)


def _register_and_run(base: str, name: str, gap_ms: int) -> dict:
    status, me = call(base, "POST", "/api/v1/players", {"name": name})
    assert status == 201, me
    code, moves = solve(TODAY, gap_ms=gap_ms)
    body = {"player": me["id"], "date": TODAY.isoformat(), "code": code, "moves": moves, "hints": 0}
    status, got = call(base, "POST", "/api/v1/runs", body, token=me["token"])
    assert status == 201, got
    return me


class Entry:
    def __init__(self, player: str, name: str) -> None:
        self.player, self.name = player, name


def test_one_player_listed_twice_is_no_look_alike():
    bea = Entry("8547aaaa", "Bea")
    ada1, ada2 = Entry("93fcbbbb", "Ada"), Entry("4a97cccc", "\u0410da")  # (a Cyrillic A)
    assert name_tags([bea, ada1, ada2, bea]) == {"93fcbbbb": "93fc", "4a97cccc": "4a97"}
    assert name_tags([ada1, ada1]) == {}


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path):
    with database(request.param, tmp_path) as u:
        yield u


@pytest.mark.slow
def test_your_own_entry_is_not_tagged_as_a_look_alike_of_itself(url):
    with running_server(url, today=lambda: TODAY) as (base, _):
        ada1 = _register_and_run(base, "Ada", 100)
        ada2 = _register_and_run(base, "ADA", 130)
        bea = _register_and_run(base, "Bea", 160)
        status, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}", token=bea["token"])
        assert status == 200, board
        tags = {e["name"]: e["tag"] for e in board["entries"]}
        assert tags == {"Ada": ada1["id"][:4], "ADA": ada2["id"][:4], "Bea": ""}
        assert board["you"]["name"] == "Bea" and board["you"]["tag"] == ""
        status, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}", token=ada1["token"])
        assert board["you"]["tag"] == ada1["id"][:4]  # another player looks like Ada: tagged
