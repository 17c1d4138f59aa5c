"""Fair play on the leaderboard (issue 27: L4, L6, and the nonces of item 4): a run's time
is bounded by the server's clock, another player's run replayed under your token is
refused, tokens rotate and can be revoked, names are NFKC with invisible and bidi
characters refused, and look-alike names on one board are marked. SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as _dt

import pytest

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

from quiver.game.leaderboard import LeaderboardClient
from quiver.server.rules import name_skeleton
from tests.server_support import call, database, running_server, solve

TODAY = _dt.date(2026, 5, 13)


class Clock:
    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture(params=["sqlite", "postgresql"])
def served(request, tmp_path):
    clock = Clock()
    with (
        database(request.param, tmp_path) as url,
        running_server(url, today=lambda: TODAY, clock=clock) as (
            base,
            store,
        ),
    ):
        yield base, store, clock


def register(base, name="Ann"):
    status, got = call(base, "POST", "/api/v1/players", {"name": name})
    assert status == 201, got
    return got


def submit(base, who, moves, code, **extra):
    body = {"player": who["id"], "date": TODAY.isoformat(), "code": code, "moves": moves, "hints": 0}
    body.update(extra)
    return call(base, "POST", "/api/v1/runs", body, token=who["token"])


def nonce(base, who, mode="2d"):
    status, got = call(
        base, "POST", "/api/v1/attempts", {"date": TODAY.isoformat(), "mode": mode}, who["token"]
    )
    assert status == 201, got
    return got["nonce"]


def test_a_nonce_bounds_the_run_by_the_servers_clock(served):
    base, store, clock = served
    code, moves = solve(TODAY, gap_ms=500)
    took_s = moves[-1][1] / 1000
    ann = register(base, "Ann")
    n = nonce(base, ann)
    clock.t += took_s / 2  # submitted sooner than the run could have been played
    status, got = submit(base, ann, moves, code, nonce=n)
    assert status == 422 and got["error"]["code"] == "too_quick_for_nonce"
    assert store.counts()["runs"] == 0
    n = nonce(base, ann)
    clock.t += took_s + 0.5
    status, got = submit(base, ann, moves, code, nonce=n)
    assert status == 201, got
    _, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}")
    assert board["entries"][0]["timed"] is True
    # a nonce is used once, and only by its player for its day and mode
    bob = register(base, "Bob")
    _, other = solve(TODAY, gap_ms=510)
    for bad in (n, nonce(base, ann), "made-up", 7):
        status, got = submit(base, bob, other, code, nonce=bad)
        assert status == 422 and got["error"]["code"] == "bad_nonce", (bad, got)
    status, got = call(base, "POST", "/api/v1/attempts", {"date": "2026-05-14", "mode": "2d"}, bob["token"])
    assert status == 422 and got["error"]["code"] == "future_date"
    status, got = call(base, "POST", "/api/v1/attempts", {"date": TODAY.isoformat(), "mode": "2d"})
    assert status == 401
    # a run without a nonce still counts (made offline), marked as not timed by the server
    assert submit(base, bob, other, code)[0] == 201
    _, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}")
    assert [e["timed"] for e in board["entries"]] == [True, False]


def test_another_players_run_replayed_under_your_token_is_refused(served):
    base, store, _ = served
    code, moves = solve(TODAY)
    ann, eve = register(base, "Ann"), register(base, "Eve")
    assert submit(base, ann, moves, code)[0] == 201
    status, got = submit(base, eve, moves, code)
    assert status == 409 and got["error"]["code"] == "replayed_run"
    assert store.counts()["runs"] == 1
    status, got = submit(base, ann, moves, code)  # Ann's own resend stays "already submitted"
    assert status == 409 and got["error"]["code"] == "already_submitted"


def test_tokens_rotate_and_can_be_revoked(served):
    base, _, _ = served
    ann, bob = register(base, "Ann"), register(base, "Bob")
    status, got = call(base, "POST", f"/api/v1/players/{ann['id']}/token", {}, ann["token"])
    assert status == 201 and got["token"] != ann["token"] and got["token"].startswith(ann["id"] + ".")
    path = f"/api/v1/leaderboard/{TODAY}"
    assert call(base, "GET", path, token=ann["token"])[0] == 401  # the old one: gone
    assert call(base, "GET", path, token=got["token"])[0] == 200
    status, _ = call(base, "POST", f"/api/v1/players/{ann['id']}/token", {}, bob["token"])
    assert status == 403  # not Bob's to change
    status, _ = call(base, "DELETE", f"/api/v1/players/{ann['id']}/token", token=got["token"])
    assert status == 200
    assert call(base, "GET", path, token=got["token"])[0] == 401
    code, moves = solve(TODAY)
    assert submit(base, dict(ann, token=got["token"]), moves, code)[0] == 401


def test_the_client_rotates_an_old_token_and_sends_its_nonce(tmp_path):
    import json
    import time as _time

    clock = Clock()
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: TODAY, clock=clock) as (
        base,
        store,
    ):
        client = LeaderboardClient(tmp_path / "home", background=False)
        client.configure(base, "Ann")
        client.attempt(TODAY.isoformat(), "2d")
        client.sync()  # registers and fetches the nonce
        code, moves = solve(TODAY, gap_ms=100)
        clock.t += moves[-1][1] / 1000 + 1
        client.submit(TODAY.isoformat(), code, moves, 0)
        assert json.loads((tmp_path / "home" / "leaderboard-queue.json").read_text())["runs"][0]["run"][
            "nonce"
        ]
        assert client.sync() is True
        client.request(TODAY.isoformat())
        client.sync()
        assert client.board(TODAY.isoformat()).data["entries"][0]["timed"] is True
        ident_file = tmp_path / "home" / "leaderboard-identity.json"
        data = json.loads(ident_file.read_text())
        old = data["servers"][base]["token"]
        data["servers"][base]["at"] = _time.time() - 40 * 86400  # a token 40 days old
        ident_file.write_text(json.dumps(data))
        client.submit(TODAY.isoformat(), code, moves, 0)  # (already counted: 409, dropped)
        assert client.sync() is True
        new = json.loads(ident_file.read_text())["servers"][base]["token"]
        assert new != old and store.authenticate(new) == client.my_id()


@pytest.mark.parametrize(
    "bad",
    [
        "\u200b",  # zero-width space alone
        "Ann\u200b",  # ... or inside a name
        "\u3164",  # Hangul filler
        "Ann\U000e0041",  # a tag character
        "A\u200enn",  # a left-to-right mark
        "\u2067Ann",  # a bidi isolate
        "\u00ad",  # a soft hyphen
        "Ann\ufe0f",  # a variation selector
        "\u0301\u0301",  # only combining marks
    ],
)
def test_invisible_and_bidi_names_are_refused(tmp_path, bad):
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: TODAY) as (base, store):
        status, got = call(base, "POST", "/api/v1/players", {"name": bad})
        assert status == 422 and got["error"]["code"] == "bad_name", got
        assert store.counts()["players"] == 0


def test_names_are_nfkc_and_look_alikes_on_one_board_are_marked(tmp_path):
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: TODAY) as (base, _):
        assert register(base, "\uff21\uff44\uff41")["name"] == "Ada"  # full-width letters
        assert register(base, "  Zo\u00eb   Li  ")["name"] == "Zo\u00eb Li"
        names = ["Ada", "ada", "\u0410da", "Ad\u0430", "A d a", "Bea"]  # Cyrillic A, Cyrillic a
        players = [register(base, n) for n in names]
        for k, p in enumerate(players):
            code, moves = solve(TODAY, start_ms=k)
            status, got = call(
                base,
                "POST",
                "/api/v1/runs",
                {"player": p["id"], "date": TODAY.isoformat(), "code": code, "moves": moves, "hints": 0},
                token=p["token"],
            )
            assert status == 201, got
        _, board = call(base, "GET", f"/api/v1/leaderboard/{TODAY}", token=players[0]["token"])
        tags = {e["name"]: e["tag"] for e in board["entries"]}
        assert tags["Bea"] == ""
        marked = [tags[n] for n in names[:5]]
        assert all(marked) and len(set(marked)) == 5  # each look-alike shows its own id tag
        assert board["you"]["tag"] == players[0]["id"][:4]
        status, html = call(base, "GET", "/")  # the web page marks them the same way
        assert status == 200 and f"&middot;{players[1]['id'][:4]}" in html and "&middot;" + "Bea" not in html


def test_name_skeletons():
    assert name_skeleton("Ada") == name_skeleton("ADA") == name_skeleton("\u0410d\u0430")
    assert name_skeleton("Ada") == name_skeleton("A.d-a") == name_skeleton("\uff21da")
    assert name_skeleton("B0b") == name_skeleton("bob") != name_skeleton("bib")
    assert name_skeleton("Zo\u00eb") == name_skeleton("zoe")
