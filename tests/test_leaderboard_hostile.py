"""The leaderboard client against a hostile server (issue 27: H1, H2, M1, M2, M3, L3): a
fake server (tests/hostile_server.py) sends what no Quiver server would, and the game
never crashes, never freezes, never loses a run it should keep and never hammers."""

from __future__ import annotations

import datetime as _dt
import json
import os
import time

import pytest

from quiver.engine.rng import Rng
from quiver.game import leaderboard_wire
from quiver.game.daily import daily_code
from quiver.game.leaderboard import QUEUE_FILE, LeaderboardClient, backoff_s
from quiver.game.leaderboard_answers import MAX_NAME_SHOWN
from quiver.game.leaderboard_files import salvage_runs
from quiver.game.leaderboard_wire import MAX_TEXT, RETRY_MAX_S, RETRY_S
from tests.hostile_server import HEALTH, HostileServer, Reply, Request, quiver_error

DAY = _dt.date(2026, 5, 13)
CODE = "2d-cross-16x16-26-easy-1-g5"
MOVES = [[0, 0], [1, 200]]
REGISTERED = Reply(201, {"id": "p1", "token": "p1.secret", "name": "Ann"})
GOOD_BOARD = {
    "date": DAY.isoformat(),
    "mode": "2d",
    "code": str(daily_code(DAY)),  # (the game shows only the board of its own daily)
    "runs": 1,
    "entries": [{"rank": 1, "player": "p1", "name": "Ann", "mistakes": 0, "time_ms": 1234, "hints": 0}],
    "you": None,
}


def routed(runs: Reply | None = None, board=None, health: Reply = HEALTH, players: Reply = REGISTERED):
    def handler(req: Request) -> Reply:
        if req.path.startswith("/api/v1/health"):
            return health
        if req.path.startswith("/api/v1/players"):
            return players
        if req.path.startswith("/api/v1/runs"):
            return runs or Reply(201, {"rank": 1, "runs": 1, "mistakes": 0, "time_ms": 200, "hints": 0})
        if req.path.startswith("/api/v1/leaderboard"):
            return board if isinstance(board, Reply) else Reply(200, GOOD_BOARD if board is None else board)
        return quiver_error(404, "not_found")

    return handler


def client_for(tmp_path, url: str, background: bool = False) -> LeaderboardClient:
    client = LeaderboardClient(tmp_path / "home", timeout=2.0, background=background)
    client.configure(url, "Ann")
    return client


@pytest.fixture
def surface():
    pygame = pytest.importorskip("pygame")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()
    return pygame.Surface((900, 600))


def draw(surface, client) -> None:
    import pygame

    from quiver.game.progress import Progress
    from quiver.scenes.daily_board import draw_leaderboard_card

    draw_leaderboard_card(surface, pygame.Rect(0, 0, 900, 600), client, Progress(), DAY)


BAD_BOARDS = [
    {k: v for k, v in GOOD_BOARD.items() if k != "runs"},  # no runs: was KeyError
    dict(GOOD_BOARD, runs="1"),
    dict(GOOD_BOARD, entries="none"),
    dict(GOOD_BOARD, entries=[{"rank": 1}]),
    dict(GOOD_BOARD, entries=[dict(GOOD_BOARD["entries"][0], time_ms="slow")]),  # was TypeError
    dict(GOOD_BOARD, entries=[dict(GOOD_BOARD["entries"][0], name=["x"])]),
    dict(GOOD_BOARD, entries=[dict(GOOD_BOARD["entries"][0], time_ms=10**400)]),
    dict(GOOD_BOARD, you="me"),  # was AttributeError in the card
    dict(GOOD_BOARD, you={"rank": "first"}),
    [GOOD_BOARD],
    7,
    None,
]


@pytest.mark.parametrize("answer", BAD_BOARDS, ids=range(len(BAD_BOARDS)))
def test_a_malformed_board_is_one_calm_line_never_an_exception(tmp_path, surface, answer):
    """H1."""
    with HostileServer(routed(board=Reply(200, answer))) as srv:
        client = client_for(tmp_path, srv.url)
        client.request(DAY.isoformat())
        client.sync()
        state = client.board(DAY.isoformat())
        assert state.status == "offline" and "cannot read" in state.message
        assert "\n" not in state.message and len(state.message) < 300
        draw(surface, client)  # and again, on every visit: still no exception
        draw(surface, client)


def test_deep_nesting_and_raw_garbage_are_one_calm_line(tmp_path, surface):
    for body in (b"[" * 100_000 + b"]" * 100_000, b"\xff\xfe not json", b'{"entries": [' * 5000):
        with HostileServer(routed(board=Reply(200, body))) as srv:
            client = client_for(tmp_path, srv.url)
            client.request(DAY.isoformat())
            client.sync()
            assert client.board(DAY.isoformat()).status == "offline"
            draw(surface, client)


def test_server_text_is_capped_and_fitted_in_logarithmic_time(tmp_path, surface, monkeypatch):
    """H2: a 60,000-character refusal and 90 KB names are cut on arrival, and fitting any
    text to a width measures it about log2(n) times, not n times."""
    from quiver.render2d import theme
    from quiver.scenes import daily_board

    huge = "W" * 20_000  # ten of them: 200 KB (ten 90 KB names are over the read cap)
    board = dict(
        GOOD_BOARD,
        entries=[dict(GOOD_BOARD["entries"][0], rank=k + 1, player=f"p{k}", name=huge) for k in range(10)],
    )
    with HostileServer(routed(runs=quiver_error(422, "not_cleared", "x" * 60_000), board=board)) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        client.request(DAY.isoformat())
        client.sync()
        assert len(client.last_refusal) <= MAX_TEXT
        data = client.board(DAY.isoformat()).data
        assert all(len(e["name"]) <= MAX_NAME_SHOWN for e in data["entries"])
        calls = []
        real = theme.text_size
        monkeypatch.setattr(theme, "text_size", lambda *a: calls.append(a) or real(*a))
        draw(surface, client)
        assert len(calls) < 200  # was one measurement per character: 60,000 + 10 x 90,000
    calls.clear()
    out = daily_board._fit("M" * 60_000, 22, 300)
    assert out.endswith("\u2026") and theme.text_size(out, 22, False)[0] <= 300
    assert len(calls) <= 12  # log2(400) + 2
    assert daily_board._fit("short", 22, 300) == "short"
    # the binary search finds the longest prefix that fits (the linear answer)
    text = "The quick brown fox jumps over the lazy dog " * 3
    fitted = daily_board._fit(text, 22, 250)
    k = len(fitted) - 1
    assert real(text[:k] + "\u2026", 22, False)[0] <= 250 < real(text[: k + 1] + "\u2026", 22, False)[0]


@pytest.mark.parametrize(
    "reply",
    [
        Reply(400, "<html><body>Bad Request (proxy)</body></html>"),  # a proxy's 400
        Reply(404, "<html>Not Found</html>"),  # an HTML 404
        Reply(403, {"error": "forbidden"}),  # JSON, but not Quiver's shape
        Reply(410, {"error": {"code": "gone", "message": "unknown code"}}),  # not a Quiver code
        Reply(502, "bad gateway"),
    ],
    ids=["proxy-400", "html-404", "json-403", "unknown-code", "502"],
)
def test_a_run_stays_queued_unless_quiver_refused_it(tmp_path, reply):
    """M1: only a known Quiver refusal drops a queued run."""
    with HostileServer(routed(runs=reply)) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is False and client.pending() == 1 and client.last_refusal is None


def test_a_quiver_refusal_drops_the_run_only_from_a_server_that_is_quiver(tmp_path):
    refusal = quiver_error(422, "not_cleared", "the board was not cleared")
    with HostileServer(routed(runs=refusal, health=Reply(200, {"ok": True}))) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is False and client.pending() == 1  # not identified as Quiver
    with HostileServer(routed(runs=refusal)) as srv:
        client = client_for(tmp_path / "b", srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is True and client.pending() == 0
        assert client.last_refusal == "the board was not cleared"


def test_redirects_are_not_followed_and_the_token_stays_home(tmp_path):
    """M1: a 301 http->https (or anywhere) turns no POST into a GET, sends no token to
    another origin, and the run waits; the board says where the server pointed."""
    with HostileServer(routed()) as elsewhere:

        def moved(req: Request) -> Reply:
            if req.path.startswith("/api/v1/players"):
                return REGISTERED
            return Reply(301, "", headers={"Location": elsewhere.url + req.path})

        with HostileServer(moved) as srv:
            client = client_for(tmp_path, srv.url)
            client.submit(DAY.isoformat(), CODE, MOVES, 0)
            client.request(DAY.isoformat())
            assert client.sync() is False and client.pending() == 1
            state = client.board(DAY.isoformat())
            assert state.status == "offline" and elsewhere.url in state.message
        assert elsewhere.requests == []  # nothing followed, no Authorization sent there


def test_repeated_401_re_registers_with_backoff_not_in_a_loop(tmp_path):
    """M2: a proxy that strips Authorization makes every run a 401; the client registers
    at most twice a round and the rounds back off (was 60,600 requests in 150 s)."""
    with HostileServer(routed(runs=quiver_error(401, "bad_token", "unknown token"))) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is False and client.pending() == 1
        assert len(srv.paths("POST")) <= 4  # <= 2 registrations, <= 2 runs
        srv.requests.clear()
        bg = client_for(tmp_path, srv.url, background=True)
        time.sleep(1.5)
        bg.stop(wait=3)
        assert len(srv.requests) <= 6  # one round, then a wait of 2.5 s or more


def test_backoff_doubles_with_jitter_up_to_a_cap():
    rng = Rng(7)
    for failures in range(1, 30):
        top = min(RETRY_MAX_S, RETRY_S * 2 ** (failures - 1))
        waits = [backoff_s(failures, rng) for _ in range(50)]
        assert all(top / 2 <= w <= top for w in waits)
        assert max(waits) - min(waits) > top / 10  # jittered, not in step
    assert backoff_s(1000, rng) <= RETRY_MAX_S


RAW_ANSWERS = [
    Reply(raw=b"garbage\r\n\r\n"),  # BadStatusLine
    Reply(200, [1, 2, 3]),  # a JSON list
    Reply(200, 42),  # a number
    Reply(200, b"[" * 50_000),  # deep nesting
    Reply(201, {"rank": "first"}),  # a run's answer with the wrong types
    Reply(raw=b"HTTP/1.1 200 OK\r\nContent-Length: 99999\r\n\r\n{"),  # cut short
]


@pytest.mark.parametrize("reply", RAW_ANSWERS, ids=range(len(RAW_ANSWERS)))
def test_the_sender_thread_survives_anything(tmp_path, reply):
    """M3: the background thread lives on, and the board does not wait forever."""
    with HostileServer(lambda req: HEALTH if "health" in req.path else reply) as srv:
        client = client_for(tmp_path, srv.url, background=True)
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        client.request(DAY.isoformat())
        end = time.monotonic() + 10
        while client.board(DAY.isoformat()).status == "loading" and time.monotonic() < end:
            time.sleep(0.02)
        assert client.board(DAY.isoformat()).status == "offline"
        assert client._thread is not None and client._thread.is_alive()
        assert client.pending() == 1  # and the run still waits
        client.stop(wait=3)


def test_a_queue_entry_of_the_wrong_type_is_left_out_not_fatal(tmp_path):
    """M3: a non-string date in the queue file killed the thread."""
    home = tmp_path / "home"
    home.mkdir()
    good = {
        "server": "http://127.0.0.1:9",
        "run": {"date": DAY.isoformat(), "code": CODE, "moves": MOVES, "hints": 0},
    }
    bad = {
        "server": "http://127.0.0.1:9",
        "run": {"date": 20260513, "code": CODE, "moves": MOVES, "hints": 0},
    }
    (home / QUEUE_FILE).write_text(json.dumps({"schema": 1, "runs": [bad, good, "x", None]}))
    with HostileServer(routed()) as srv:
        client = client_for(tmp_path, srv.url)
        client.server = "http://127.0.0.1:9"
        assert client.pending() == 1


def test_a_corrupt_queue_file_warns_and_keeps_its_readable_runs(tmp_path):
    """L3: was set aside silently, and its runs never sent."""
    home = tmp_path / "home"
    home.mkdir()
    runs = [
        {
            "server": "http://127.0.0.1:9",
            "run": {"date": DAY.isoformat(), "code": CODE, "moves": MOVES, "hints": k},
        }
        for k in range(3)
    ]
    text = json.dumps({"schema": 1, "runs": runs}, indent=1, sort_keys=True)
    (home / QUEUE_FILE).write_text(text[: text.rindex('"server"') + 12])  # the last one torn
    client = LeaderboardClient(home, background=False)
    client.configure("http://127.0.0.1:9")
    assert client.pending() == 2
    assert len(client.warnings) == 1 and "2 queued runs could be read and kept" in client.warnings[0]
    assert list(home.glob("leaderboard-queue.corrupt-*.json"))
    assert json.loads((home / QUEUE_FILE).read_text())["runs"] == runs[:2]
    assert salvage_runs(b"\x00\xff" * 100) == []


def test_the_client_reads_no_more_than_its_cap(tmp_path):
    big = {"padding": "x" * (leaderboard_wire.MAX_ANSWER + 10)}
    with HostileServer(routed(board=Reply(200, big))) as srv:
        client = client_for(tmp_path, srv.url)
        client.request(DAY.isoformat())
        client.sync()
        assert "over" in client.board(DAY.isoformat()).message


SLOW_FRAME = r"""
import os, sys, time
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["QUIVER_NO_GL"] = "1"
from quiver.app import App
app = App(sound=False)
app.open_window()
app.to_menu()
menu = app.top
def slow_update(dt):  # a frame that takes a minute (was: a 60,000-character line to fit)
    print("slow frame", flush=True)
    end = time.monotonic() + 60
    while time.monotonic() < end:
        time.sleep(0.01)
menu.update = slow_update
sys.exit(app.run_loop())
"""


@pytest.mark.parametrize(
    "slow", [pytest.param(True, id="slow-frame"), pytest.param(False, id="idle", marks=pytest.mark.slow)]
)
def test_sigterm_quits_within_a_second_even_during_a_slow_frame(tmp_path, slow):
    """H2: SDL turned SIGTERM into a quit event that a frozen loop never read."""
    import signal
    import subprocess
    import sys
    from pathlib import Path

    pytest.importorskip("pygame")
    script = (
        SLOW_FRAME
        if slow
        else SLOW_FRAME.replace("menu.update = slow_update", "print('slow frame', flush=True)")
    )
    env = dict(os.environ, QUIVER_HOME=str(tmp_path), PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    proc = subprocess.Popen(
        [sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        assert proc.stdout.readline().strip() == b"slow frame"
        time.sleep(0.3)
        proc.send_signal(signal.SIGTERM)
        t = time.monotonic()
        code = proc.wait(timeout=30)
        took = time.monotonic() - t
    finally:
        proc.kill()
    assert code == 0, proc.stderr.read().decode()[-2000:]
    assert took < 5.0  # "within a second" on an idle machine; the frame itself lasts 60 s


def test_a_refused_nonce_sends_the_run_again_without_it(tmp_path):
    """A run keeps counting (untimed) when its nonce is refused, e.g. after the server
    forgot the player who fetched it."""
    counted = Reply(201, {"rank": 1, "runs": 1, "mistakes": 0, "time_ms": 200, "hints": 0})

    def handler(req: Request) -> Reply:
        if req.path.startswith("/api/v1/attempts"):
            return Reply(201, {"nonce": "n-1"})
        if req.path.startswith("/api/v1/runs"):
            return quiver_error(422, "bad_nonce", "unknown nonce") if "nonce" in req.json() else counted
        return routed()(req)

    with HostileServer(handler) as srv:
        client = client_for(tmp_path, srv.url)
        client.attempt(DAY.isoformat(), "2d")
        client.sync()
        client.submit(DAY.isoformat(), CODE, MOVES, 0)
        assert client.sync() is True and client.pending() == 0 and client.last_refusal is None
        sent = [r.json() for r in srv.requests if r.path == "/api/v1/runs"]
        assert [("nonce" in s) for s in sent] == [True, False] and sent[0]["nonce"] == "n-1"
