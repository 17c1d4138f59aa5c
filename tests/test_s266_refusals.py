"""s266: why the shared leaderboard did not count a run, across restarts. The refusal
(shown on its mode's Daily tab, with its day: s254) was kept in memory only, so a run
refused just before Quiver closed was off the board with no word after a restart. Now
it is kept in leaderboard-refusals.json until its tab has shown it or the day after the
one it came on is over; a damaged file is set aside with one line and loses nothing else (the runs
waiting are the queue file's, kept as before)."""

from __future__ import annotations

import datetime as _dt
import json

import pytest
from test_s254_board_modes import (
    DAY,
    MOVES,
    NOT_CLEARED,
    RANKED,
    Server,
    answering,
    away,
    card_texts,
    code,
    refused,
)

from quiver.game.leaderboard import QUEUE_FILE, LeaderboardClient
from quiver.game.leaderboard_refusals import REFUSALS_FILE

__all__ = ["card_texts"]  # (the fixture, s254's)

SERVER = "http://127.0.0.1:9"


def started(tmp_path, runs=away, today: _dt.date = DAY) -> LeaderboardClient:
    """A client on the data folder, as a start of the game makes it."""
    client = LeaderboardClient(tmp_path / "home", background=False)
    client.refusals.today = lambda: today
    client._call = Server(runs)
    client.configure(SERVER, "Ann")
    return client


def refused_3d(tmp_path) -> LeaderboardClient:
    client = started(tmp_path, answering(refused(422, "not_cleared", NOT_CLEARED)))
    client.submit(DAY.isoformat(), code("3d"), MOVES, 0)
    assert client.sync() is True and client.refusal("3d") == (DAY.isoformat(), NOT_CLEARED)
    return client


def test_a_refusal_not_seen_yet_is_said_after_a_restart(tmp_path, card_texts):
    refused_3d(tmp_path).stop()
    again = started(tmp_path)
    assert again.refusal("3d") == (DAY.isoformat(), NOT_CLEARED)
    assert again.refusal("2d") is None and again.refusal("flat") is None
    assert f"Your run was not counted: {NOT_CLEARED}" in card_texts(again, "3d")


def test_once_its_tab_has_shown_it_the_next_start_does_not(tmp_path, card_texts):
    refused_3d(tmp_path)
    again = started(tmp_path)
    assert "not counted" not in card_texts(again, "2d")  # (another tab: not seen)
    assert started(tmp_path).refusal("3d") is not None
    assert "not counted" in card_texts(again, "3d")  # shown here
    assert started(tmp_path).refusal("3d") is None


def test_shown_it_stays_for_the_run(tmp_path, card_texts):
    client = refused_3d(tmp_path)
    for _ in range(2):
        assert "not counted" in card_texts(client, "3d")
    assert started(tmp_path).refusal("3d") is None


def test_the_day_after_it_came_on_over_it_is_not_kept(tmp_path):
    refused_3d(tmp_path)
    assert started(tmp_path, today=DAY + _dt.timedelta(days=2)).refusal("3d") is None


def test_one_that_came_just_before_midnight_is_said_after_it(tmp_path):
    """s273: one that came at 23:59 UTC was dropped by a start at 00:01, never shown."""
    refused_3d(tmp_path)
    assert started(tmp_path, today=DAY + _dt.timedelta(days=1)).refusal("3d") is not None


def test_news_of_that_day_and_mode_ends_it_in_the_file_too(tmp_path):
    client = refused_3d(tmp_path)
    client._call.runs = answering(RANKED)
    client.submit(DAY.isoformat(), code("3d"), MOVES, 0)
    assert client.sync() is True and client.refusal("3d") is None
    assert started(tmp_path).refusal("3d") is None


def test_runs_waiting_are_still_kept_beside_it(tmp_path):
    client = refused_3d(tmp_path)
    client._call.runs = away
    client.submit(DAY.isoformat(), code("flat"), MOVES, 0)
    assert client.sync() is False
    again = started(tmp_path)
    assert again.pending("flat") == 1 and again.refusal("3d") is not None


@pytest.mark.parametrize(
    ("text", "aside"),
    [
        ("{not json", True),
        ("[]", True),
        ('{"schema": 1, "refusals": 7}', False),
        ('{"schema": 1, "refusals": [{"mode": "3d"}, 5, null]}', False),
    ],
)
def test_a_damaged_file_is_one_line_and_loses_nothing_else(tmp_path, text, aside):
    client = started(tmp_path)
    client.submit(DAY.isoformat(), code("2d"), MOVES, 0)
    assert client.sync() is False  # (the server away: the run waits in the queue file)
    home = tmp_path / "home"
    (home / REFUSALS_FILE).write_text(text)
    again = started(tmp_path)
    assert again.refusal("3d") is None and again.pending("2d") == 1
    if aside:  # (not JSON, not an object: set aside, as every save file, in one line)
        [line] = again.warnings
        assert REFUSALS_FILE in line and "moved it to" in line and "\n" not in line
        assert (home / "leaderboard-refusals.corrupt-1.json").read_text() == text
    else:  # (entries that make no sense: left out without a word)
        assert again.warnings == []
    assert json.loads((home / QUEUE_FILE).read_text())["runs"][0]["run"]["code"] == code("2d")


def test_a_newer_quivers_file_is_left_as_it_is(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    newer = json.dumps({"schema": 9, "refusals": [], "more": 1})
    (home / REFUSALS_FILE).write_text(newer)
    client = started(tmp_path, answering(refused(422, "not_cleared", NOT_CLEARED)))
    client.submit(DAY.isoformat(), code("3d"), MOVES, 0)
    assert client.sync() is True and client.refusal("3d") == (DAY.isoformat(), NOT_CLEARED)  # (this run's)
    assert (home / REFUSALS_FILE).read_text() == newer


def unreachable(*_args, **_kw):
    raise OSError("connection refused")


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)])
def test_a_refusal_kept_and_an_away_server_never_write_one_over_the_other(monkeypatch, tmp_path, size):
    """At 480x360 the board's one line ("Leaderboard offline: runs wait") was written over
    the refusal at the card's foot: a kept refusal meets an away server at many a start.
    Where the card holds one of them, the refusal says more."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import menu_maker

    from quiver.render2d import drawn
    from quiver.scenes.daily import DailyScene

    client = refused_3d(tmp_path)
    client._call = unreachable
    with menu_maker(monkeypatch, tmp_path, today=DAY) as make:
        app = make(size)
        app.midend.leaderboard = client
        app.push(DailyScene(app.ports, "3d"))
        client.sync()
        app.top.full_redraw = True
        with drawn.recording() as seen:
            app.top.draw(pygame.Surface(size, pygame.SRCALPHA))
    texts = seen.of(drawn.TEXT)
    said = " ".join(i.label for i in texts)
    assert "Your run was not counted" in said and (size[0] == 480 or "offline" in said or "reached" in said)
    assert not [(a, b) for n, a in enumerate(texts) for b in texts[n + 1 :] if a.rect.colliderect(b.rect)]


def test_a_game_with_its_own_day_keeps_refusals_by_that_day(monkeypatch, tmp_path):
    """s289: refusals were kept by the real UTC day while the game's Daily screen said
    "today" by its own (injected in tests and tools): a refusal of the game's today could
    be dropped as two days old, or one of long ago kept."""
    from quiver.game.midend import Midend

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    far = _dt.date(2031, 5, 4)
    midend = Midend(today=lambda: far, seed=lambda: 1)
    assert midend.leaderboard.refusals.today() == far
