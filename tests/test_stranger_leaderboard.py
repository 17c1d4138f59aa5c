"""Found playing the daily as a stranger while the leaderboard server was down (pqa's round):
each test failed before its fix."""

from __future__ import annotations

import socket
import tempfile
import time

import pytest

pytest.importorskip("starlette")
pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

from quiver.game.daily import today_utc  # noqa: E402
from tests.server_support import running_server  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def until(app, cond, seconds: float, pause: float = 0.01) -> bool:
    """Step the app (`pause` s of real time a step for the leaderboard's thread) until
    `cond()`, at most `seconds` of real time."""
    end = time.monotonic() + seconds
    while not cond():
        if time.monotonic() > end:
            return False
        run(app)
        time.sleep(pause)
    return True


@pytest.mark.slow  # a window, the leaderboard server and its thread
def test_a_daily_cleared_offline_shows_on_the_board_once_the_server_is_back(monkeypatch, tmp_path):
    """The daily cleared with the server down: "1 run waiting to be sent". The server came
    back and the player opened the Daily screen again: the board loaded, said "No runs yet
    today: clear the daily to be the first", and the run still waited, for as long as the
    background thread's backoff had grown while offline (up to 15 minutes). Now a board
    that loads means the server is back: the waiting run goes at once and the board shows it."""
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.result import ResultScene

    port = free_port()
    day = today_utc().isoformat()
    with app_maker(monkeypatch, tmp_path, gl=False, today=today_utc) as make:
        app = make(size=(1280, 800))
        app.midend.change_setting("leaderboard_server", f"http://127.0.0.1:{port}")
        app.midend.change_setting("leaderboard_name", "Offline Olga")
        lb = app.midend.leaderboard
        app.flow.daily()
        # (the play needs no real time: the server is down, the run waits untimed)
        assert until(app, lambda: getattr(app.top, "session", None) is not None, 30, pause=0)
        play = app.top
        for i in play.board.solution:
            if i in play.board.alive:
                play.fire(i)
                assert until(app, lambda: not play.busy(), 10, pause=0)
        assert until(app, lambda: isinstance(app.top, ResultScene), 10, pause=0)
        assert lb.pending() == 1
        # the player looks at the board a few times while offline: the thread backs off
        for _ in range(4):
            app.to_menu()
            app.push(DailyScene(app.ports))
            assert until(app, lambda: (s := lb.board(day)) is not None and s.status == "offline", 10)
            time.sleep(0.05)
        assert lb._next_send - time.monotonic() > 20  # the next try is far off
        with running_server(f"sqlite:///{tempfile.mkdtemp(dir=tmp_path)}/db.sqlite3", port=port) as (
            _,
            store,
        ):
            app.to_menu()
            app.push(DailyScene(app.ports))  # the player looks again
            shown = until(
                app, lambda: (s := lb.board(day)) is not None and s.status == "ok" and s.data["you"], 15
            )
            state = lb.board(day)
            assert shown, (
                f"the board came back as {state.data if state else None}, {lb.pending()} run(s) waiting"
            )
            assert lb.pending() == 0 and store.counts()["runs"] == 1
            assert state.data["you"]["name"] == "Offline Olga"
            run(app, 3)
            pygame.image.save(app._grab(), str(tmp_path / "daily-back.png"))
