"""The game's leaderboard client (issue 15): nothing is sent without a server; a run made
offline waits in the queue file and is sent when the server is back; refused runs leave
the queue with the server's reason; the background thread does it all by itself; and two
real game instances pointed at one `quiver serve` see each other's daily results."""

from __future__ import annotations

import datetime as _dt
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette")

import itertools

from quiver.game.daily import today_utc
from quiver.game.leaderboard import IDENTITY_FILE, QUEUE_FILE, LeaderboardClient, clean_server_url
from tests.server_support import running_server, solve

ROOT = Path(__file__).resolve().parent.parent
DAY = _dt.date(2026, 5, 13)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_server_urls_are_cleaned():
    assert clean_server_url("") == "" and clean_server_url(None) == ""
    assert clean_server_url(" localhost:8765/ ") == "http://localhost:8765"
    assert clean_server_url("https://board.example.org") == "https://board.example.org"
    for bad in ("ftp://x", "http://", "http://host:99999", "a b", "http://h/?q=1"):
        assert clean_server_url(bad) == "", bad


def test_nothing_is_sent_or_written_without_a_server(tmp_path):
    client = LeaderboardClient(tmp_path)
    client.configure("", "Nobody")
    assert client.submit(DAY.isoformat(), "2d-x", [(0, 0)], 0) is False
    client.request(DAY.isoformat())
    assert client.board(DAY.isoformat()) is None and client._thread is None
    assert list(tmp_path.iterdir()) == []


def test_an_offline_run_waits_in_the_queue_and_goes_later(tmp_path):
    port = free_port()
    client = LeaderboardClient(tmp_path / "home", timeout=2.0, background=False)
    client.configure(f"http://127.0.0.1:{port}", "Offline Olga")
    code, moves = solve(DAY, gap_ms=200)
    assert client.submit(DAY.isoformat(), code, moves, 1)
    client.request(DAY.isoformat())
    assert client.sync() is False  # nobody listening
    state = client.board(DAY.isoformat())
    assert state.status == "offline" and "wait" in state.message
    saved = json.loads((tmp_path / "home" / QUEUE_FILE).read_text())
    assert saved["runs"][0]["run"]["moves"] == moves and client.pending() == 1
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: DAY, port=port) as (_, store):
        client.request(DAY.isoformat())
        assert client.sync() is True
        assert client.pending() == 0 and store.counts() == {"players": 1, "runs": 1}
        assert client.last_result["rank"] == 1 and client.last_result["hints"] == 1
        state = client.board(DAY.isoformat())
        assert state.status == "ok" and state.data["you"]["name"] == "Offline Olga"
        assert state.data["entries"][0]["player"] == client.my_id()
        # a refused run leaves the queue with the server's reason; nothing is stored
        client.submit(DAY.isoformat(), code, moves[:-1], 0)
        other = LeaderboardClient(tmp_path / "other", background=False)
        other.configure(client.server, "Two")
        other.submit(DAY.isoformat(), code, moves[:-1], 0)
        assert other.sync() is True and other.pending() == 0
        assert "not cleared" in other.last_refusal and store.counts()["runs"] == 1
        assert client.sync() is True and client.pending() == 0  # already counted: dropped
    ident = tmp_path / "home" / IDENTITY_FILE
    assert oct(ident.stat().st_mode & 0o777) == "0o600"  # the token is private


def test_the_background_thread_sends_by_itself(tmp_path):
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: DAY) as (base, store):
        client = LeaderboardClient(tmp_path / "home")
        client.configure(base, "Threaded Theo")
        code, moves = solve(DAY)
        client.submit(DAY.isoformat(), code, moves, 0)
        client.request(DAY.isoformat())
        end = time.monotonic() + 15
        while (
            client.pending() or client.board(DAY.isoformat()).status == "loading"
        ) and time.monotonic() < end:
            time.sleep(0.02)
        client.stop(wait=5)
        assert client.pending() == 0 and store.counts()["runs"] == 1


def instance(home: Path, server: str, name: str, action: str, mistakes: int = 0, png: str = ""):
    env = dict(
        os.environ,
        QUIVER_HOME=str(home),
        SDL_VIDEODRIVER="offscreen",
        QUIVER_NO_GL="1",
        PYTHONPATH=str(ROOT),
        QUIVER_TEST_CLOCK_RATE=CLOCK_RATE,
    )
    p = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "leaderboard_instance.py"), server, name, action, str(mistakes)]
        + ([png] if png else []),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert p.returncode == 0, p.stderr[-2000:]
    return json.loads(p.stdout.strip().splitlines()[-1])


# `quiver serve`'s clock runs this many times real time for the two-instances test, and its
# game processes keep their runs within it (tests/leaderboard_instance.py): they played at
# real time (~15 s of the test's 19 s of wall, asleep). That a run longer than its
# attempt is refused is tested on the server's own clock (test_server_fairplay).
CLOCK_RATE = "20"


def test_two_game_instances_see_each_others_daily(tmp_path):
    """Two real game processes (own data folders) and one `quiver serve` process."""
    serve = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "quiver",
            "serve",
            "--port",
            "0",
            "--db",
            f"sqlite:///{tmp_path / 'shared.sqlite3'}",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, QUIVER_TEST_CLOCK_RATE=CLOCK_RATE),
    )
    try:
        line = serve.stdout.readline()
        assert "serving the leaderboard on" in line, line + serve.stderr.read()
        url = line.split(" on ")[1].split()[0]
        a = instance(tmp_path / "a", url, "Ada", "play", mistakes=0)
        b = instance(
            tmp_path / "b", url, "Bea", "play", mistakes=1, png=os.environ.get("QUIVER_LEADERBOARD_PNG", "")
        )
        names = [e["name"] for e in b["board"]["entries"]]
        assert names == ["Ada", "Bea"] and b["board"]["you"]["rank"] == 2
        assert b["board"]["entries"][1]["mistakes"] == 1 and b["board"]["date"] == today_utc().isoformat()
        again = instance(tmp_path / "a", url, "Ada", "look")
        assert [e["name"] for e in again["board"]["entries"]] == ["Ada", "Bea"]
        assert again["board"]["you"]["rank"] == 1 and again["me"] == a["me"] != b["me"]
    finally:
        serve.terminate()
        _, err = serve.communicate(timeout=10)
    assert f"runs {CLOCK_RATE} times real time (for tests only)" in err, err


def test_the_settings_field_sets_and_clears_the_server(tmp_path, monkeypatch):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    # dummy, not offscreen: quitting an EGL-backed display would also end the tests'
    # shared standalone EGL context (quiver.render3d.headless)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App
    from quiver.scenes.settings import SettingsScene

    pygame.display.quit()
    app = App(sound=False, realtime=False, today=lambda: DAY)
    try:
        app.open_window()
        app.to_menu()
        assert app.midend.leaderboard.server == ""  # off by default
        app.flow.open_settings()
        scene = app.top
        assert isinstance(scene, SettingsScene)

        def post(event_type, **kw):
            pygame.event.post(pygame.event.Event(event_type, **kw))
            app.step()

        post(pygame.MOUSEBUTTONDOWN, pos=scene.widget_center("leaderboard_server"), button=1)
        post(pygame.TEXTINPUT, text="127.0.0.1:9")
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)  # leaving applies it
        post(pygame.TEXTINPUT, text="Quinn\x07")  # now in the name field
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        saved = json.loads((tmp_path / "home" / "settings.json").read_text())
        assert saved["leaderboard_server"] == "http://127.0.0.1:9" == app.midend.leaderboard.server
        assert saved["leaderboard_name"] == "Quinn" == app.midend.leaderboard.name
        app.flow.open_settings()
        scene = app.top
        post(pygame.MOUSEBUTTONDOWN, pos=scene.widget_center("leaderboard_server"), button=1)
        for _ in range(len("http://127.0.0.1:9")):
            post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        assert app.midend.settings.leaderboard_server == "" == app.midend.leaderboard.server  # off again
        # a bad address warns and stays in the field to be corrected; nothing is saved
        app.flow.open_settings()
        scene = app.top
        post(pygame.MOUSEBUTTONDOWN, pos=scene.widget_center("leaderboard_server"), button=1)
        post(pygame.TEXTINPUT, text="not a server")
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
        assert scene.widgets["leaderboard_server"].text == "not a server"
        assert app.midend.settings.leaderboard_server == "" == app.midend.leaderboard.server
    finally:
        app.close()
        pygame.display.quit()


def test_taps_closer_than_the_floor_are_spaced_out_not_refused(tmp_path):
    from quiver.server.rules import MIN_MOVE_MS

    client = LeaderboardClient(tmp_path, background=False)
    client.configure("http://127.0.0.1:9", "Quick")
    code, moves = solve(DAY, gap_ms=200)
    moves[3][1] = moves[2][1] + 5  # a double tap, 5 ms apart
    client.submit(DAY.isoformat(), code, moves, 0)
    sent = json.loads((tmp_path / QUEUE_FILE).read_text())["runs"][0]["run"]["moves"]
    assert sent[3][1] == moves[2][1] + MIN_MOVE_MS and sent[4] == moves[4]  # only ever later
    assert all(b[1] - a[1] >= MIN_MOVE_MS for a, b in itertools.pairwise(sent))


def test_a_name_the_server_refuses_falls_back_to_a_plain_one(tmp_path):
    with running_server(f"sqlite:///{tmp_path / 'db.sqlite3'}", today=lambda: DAY) as (base, store):
        client = LeaderboardClient(tmp_path / "home", background=False)
        client.configure(base, "evil\u202ename")  # a bidi override: refused there
        code, moves = solve(DAY)
        client.submit(DAY.isoformat(), code, moves, 0)
        assert client.sync() is True and store.counts() == {"players": 1, "runs": 1}
        client.request(DAY.isoformat())
        client.sync()
        assert client.board(DAY.isoformat()).data["you"]["name"].startswith("Player ")


def test_a_queued_run_names_the_moves_the_hint_chose(tmp_path):
    """The server scores a run from its moves: a clear the hint chose starts no combo
    (docs/scoring.md), so the run says which they were; none: no field (as before)."""
    client = LeaderboardClient(tmp_path / "home", timeout=2.0, background=False)
    client.configure(f"http://127.0.0.1:{free_port()}", "Hinted Hana")
    client.submit(DAY.isoformat(), "2d-x", [(3, 0), (5, 900), (1, 1800)], 2, [0, 2])
    client.submit(DAY.isoformat(), "2d-y", [(3, 0)], 0)
    runs = [r["run"] for r in json.loads((tmp_path / "home" / QUEUE_FILE).read_text())["runs"]]
    assert runs[0]["hinted"] == [0, 2] and "hinted" not in runs[1]
