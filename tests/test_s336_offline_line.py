"""s336: the Daily screen said "your runs wait and go later" whenever the leaderboard
server could not be reached, though no run was waiting (none played, or all sent). Now it
says so only while runs wait; else a line that is true: no run waits to be sent. (The
screen with each: test_s151_board_offline.py, test_stranger.py.)"""

from __future__ import annotations

from quiver.game.leaderboard_wire import OFFLINE, OFFLINE_NONE, Refused, offline_line, why_offline


def test_runs_wait_is_said_only_while_runs_wait():
    assert offline_line(OFFLINE, 2) == OFFLINE
    assert offline_line(OFFLINE, 0) == OFFLINE_NONE
    assert "wait and go later" not in OFFLINE_NONE and OFFLINE_NONE.endswith("no run waits to be sent.")
    assert OFFLINE_NONE.startswith("The leaderboard server cannot be reached right now")


def test_a_servers_status_line_says_so_too():
    said = why_offline(Refused(503, "", "503 Service Unavailable", quiver=False))
    assert offline_line(said, 1).endswith("your runs wait and go later.")
    assert (
        offline_line(said, 0)
        == "The leaderboard server answered 503 Service Unavailable; no run waits to be sent."
    )


def test_other_lines_are_said_as_they_are():
    for said in (
        "The leaderboard said: no such day",
        "The leaderboard server sent something the game cannot read: x.",
    ):
        assert offline_line(said, 0) == said == offline_line(said, 3)
