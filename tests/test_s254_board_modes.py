"""s254: the Daily screen's shared board per mode. Since s249 each tab (2D, 3D, Flat 3D)
shows its mode's board, but "Your run was not counted: ..." was the client's last refusal
of any mode and "N runs waiting to be sent" counted every mode's runs: a refused 3D run
was said on the 2D tab, and the 2D tab counted 3D runs waiting. Now each tab says its own
mode's, and a refusal of another day's run (sent late) says its day. The queue file is as
it was (a run's mode is its code's first word): an older Quiver reads it as before."""

from __future__ import annotations

import datetime as _dt
import json
import os
import urllib.parse

import pytest

from quiver.game.daily import daily_code
from quiver.game.leaderboard import QUEUE_FILE, LeaderboardClient
from quiver.game.leaderboard_wire import Refused

DAY = _dt.date(2026, 12, 9)  # a Wednesday
MOVES = [[0, 0], [1, 200]]
SERVER = "http://127.0.0.1:9"
HEALTH = {"ok": True, "service": "quiver-leaderboard", "schema": 1, "generator": 5}
RANKED = {"rank": 1, "runs": 1, "mistakes": 0, "time_ms": 200, "hints": 0}
NOT_CLEARED = "the board was not cleared"


def code(mode: str, day: _dt.date = DAY) -> str:
    return str(daily_code(day, mode))


def refused(status: int, error: str, why: str = "refused") -> Refused:
    return Refused(status, error, why, True)


class Server:
    """A Quiver server in the test's own thread (the client's `_call`): `runs(body)`
    answers each run (a Refused raised: refused; an OSError: away); boards are empty."""

    def __init__(self, runs) -> None:
        self.runs = runs

    def __call__(self, srv: str, method: str, path: str, body=None, token: str = ""):
        if path.startswith("/api/v1/health"):
            return HEALTH
        if path.startswith("/api/v1/players"):
            return {"id": "p1", "token": "p1.secret", "name": "Ann"}
        if path.startswith("/api/v1/attempts"):
            raise refused(404, "not_found")
        if path.startswith("/api/v1/runs"):
            return self.runs(body)
        where, _, query = path.partition("?")
        day, mode = where.rsplit("/", 1)[1], urllib.parse.parse_qs(query)["mode"][0]
        board = {"date": day, "mode": mode, "code": code(mode, _dt.date.fromisoformat(day))}
        return dict(board, runs=0, entries=[], you=None)


def refusing(mode: str, why: str = NOT_CLEARED, error: str = "not_cleared"):
    """Runs of `mode` refused (`error`), the others ranked."""

    def runs(body):
        if body["code"].startswith(mode):
            raise refused(422, error, why)
        return RANKED

    return runs


def answering(*answers):
    """Each run answered in turn: a Refused is raised, anything else returned."""
    left = iter(answers)

    def runs(body):
        got = next(left)
        if isinstance(got, BaseException):
            raise got
        return got

    return runs


def away(body):
    raise OSError("connection refused")


def client_for(tmp_path, runs) -> LeaderboardClient:
    client = LeaderboardClient(tmp_path / "home", background=False)
    client._call = Server(runs)
    client.configure(SERVER, "Ann")
    return client


def test_a_refused_run_is_its_modes_and_days(tmp_path):
    client = client_for(tmp_path, refusing("3d"))
    client.submit(DAY.isoformat(), code("3d"), MOVES, 0)
    client.submit(DAY.isoformat(), code("2d"), MOVES, 0)  # ranked after the 3D refusal
    assert client.sync() is True
    assert client.refusal("3d") == (DAY.isoformat(), NOT_CLEARED)  # (was cleared by the 2D run)
    assert client.refusal("2d") is None and client.refusal("flat") is None


def test_news_of_the_same_day_and_mode_ends_a_refusal_and_another_days_does_not(tmp_path):
    yesterday = DAY - _dt.timedelta(days=1)
    client = client_for(tmp_path, answering(refused(422, "not_cleared", NOT_CLEARED), RANKED, RANKED))
    client.submit(yesterday.isoformat(), code("3d", yesterday), MOVES, 0)
    client.submit(DAY.isoformat(), code("3d"), MOVES, 0)
    assert client.sync() is True
    assert client.refusal("3d") == (yesterday.isoformat(), NOT_CLEARED)  # today's ranked after
    client.submit(yesterday.isoformat(), code("3d", yesterday), MOVES, 0)
    assert client.sync() is True and client.refusal("3d") is None


def test_already_counted_ends_that_days_refusal_and_says_nothing(tmp_path):
    client = client_for(
        tmp_path, answering(refused(422, "not_cleared", NOT_CLEARED), refused(409, "already_submitted"))
    )
    client.submit(DAY.isoformat(), code("flat"), MOVES, 0)
    client.submit(DAY.isoformat(), code("flat"), MOVES, 0)
    assert client.sync() is True and client.refusal("flat") is None


def test_runs_waiting_are_counted_per_mode_and_the_queue_file_is_as_before(tmp_path):
    client = client_for(tmp_path, away)
    for mode in ("3d", "3d", "flat"):
        client.submit(DAY.isoformat(), code(mode), MOVES, 0)
    assert client.sync() is False
    assert (client.pending("2d"), client.pending("3d"), client.pending("flat")) == (0, 2, 1)
    assert client.pending() == 3  # (all modes: the background round's count)
    saved = json.loads((tmp_path / "home" / QUEUE_FILE).read_text())
    assert saved["schema"] == 1 and [set(q) for q in saved["runs"]] == [{"server", "run"}] * 3


@pytest.fixture
def card_texts():
    pygame = pytest.importorskip("pygame")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()

    def texts(client, mode: str, size=(900, 600), today: _dt.date = DAY) -> str:
        from quiver.game.progress import Progress
        from quiver.render2d import drawn
        from quiver.scenes.daily_board import draw_leaderboard_card

        with drawn.recording() as seen:
            card = pygame.Rect((0, 0), size)
            draw_leaderboard_card(pygame.Surface(size), card, client, Progress(), today, mode=mode)
        return " ".join(t.label for t in seen.of(drawn.TEXT))

    return texts


def test_each_tab_says_only_its_own_refusal_and_runs_waiting(tmp_path, card_texts):
    client = client_for(tmp_path, refusing("3d"))
    client.submit(DAY.isoformat(), code("3d"), MOVES, 0)
    for mode in ("2d", "3d", "flat"):
        client.request(DAY.isoformat(), mode)
    assert client.sync() is True
    client._call.runs = away  # (the server gone: the Flat 3D run waits)
    client.submit(DAY.isoformat(), code("flat"), MOVES, 0)
    client.sync()
    two, three, flat = (card_texts(client, mode) for mode in ("2d", "3d", "flat"))
    assert "not counted" not in two and "waiting" not in two
    assert f"Your run was not counted: {NOT_CLEARED}" in three and "waiting" not in three
    assert "1 run waiting to be sent" in flat and "not counted" not in flat


def test_a_refusal_of_another_day_says_its_day(tmp_path, card_texts):
    yesterday = DAY - _dt.timedelta(days=1)
    client = client_for(tmp_path, refusing("2d", "runs are taken for 7 days"))
    client.submit(yesterday.isoformat(), code("2d", yesterday), MOVES, 0)
    client.request(DAY.isoformat())
    assert client.sync() is True
    said = card_texts(client, "2d")
    assert "Your run of Tue 8 Dec was not counted: runs are taken for 7 days" in said
