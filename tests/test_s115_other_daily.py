"""A leaderboard server of another Quiver version plays another daily (the code carries
the generator's version): the game does not show that board as today's, it says in one
line which side needs updating (docs/server.md)."""

from __future__ import annotations

import datetime as _dt

import pytest

from quiver.game.daily import daily_code
from quiver.game.leaderboard_answers import check_board
from quiver.game.leaderboard_wire import BadAnswer, why_offline
from tests.hostile_server import HostileServer, Reply
from tests.test_leaderboard_hostile import GOOD_BOARD, client_for, draw, routed, surface  # noqa: F401

DAY = _dt.date(2026, 5, 13)
OURS = str(daily_code(DAY))


def with_generator(code: str, n: int) -> str:
    return code.rsplit("-", 1)[0] + f"-g{n}"


def _line(board: dict) -> str:
    with pytest.raises(BadAnswer) as e:
        check_board(board, DAY.isoformat(), "2d")
    return why_offline(e.value)


def test_a_newer_or_older_servers_daily_is_one_line_saying_who_updates():
    gen = int(OURS.rsplit("-g", 1)[1])
    newer = _line(dict(GOOD_BOARD, code=with_generator(OURS, gen + 1)))
    older = _line(dict(GOOD_BOARD, code=with_generator(OURS, gen - 1)))
    other = _line(dict(GOOD_BOARD, code="2d-cross-16x16-26-easy-1-g" + str(gen)))
    assert "newer" in newer and "update the game" in newer
    assert "older" in older and "owner" in older
    assert "another puzzle" in other
    for line in (newer, older, other):
        assert "\n" not in line and len(line) < 120


def test_the_games_own_daily_and_an_older_server_without_a_code_are_shown():
    assert check_board(dict(GOOD_BOARD, code=OURS), DAY.isoformat(), "2d")["runs"] == 1
    no_code = {k: v for k, v in GOOD_BOARD.items() if k != "code"}  # (an older server's)
    assert check_board(no_code, DAY.isoformat(), "2d")["runs"] == 1
    mode3d = dict(GOOD_BOARD, mode="3d", code=str(daily_code(DAY, "3d")))
    assert check_board(mode3d, DAY.isoformat(), "3d")["mode"] == "3d"
    with pytest.raises(BadAnswer):  # the 2d code is not the 3d daily
        check_board(dict(GOOD_BOARD, code=OURS), DAY.isoformat(), "3d")


@pytest.mark.slow
def test_the_daily_card_says_so_instead_of_ranking_another_puzzle(tmp_path, surface):  # noqa: F811
    gen = int(OURS.rsplit("-g", 1)[1])
    board = dict(GOOD_BOARD, code=with_generator(OURS, gen + 1))
    with HostileServer(routed(board=Reply(200, board))) as srv:
        client = client_for(tmp_path, srv.url)
        client.request(DAY.isoformat())
        client.sync()
        state = client.board(DAY.isoformat())
        assert state.status == "offline" and "newer Quiver" in state.message
        draw(surface, client)


def test_the_server_says_a_run_of_another_generator_is_another_quivers_daily():
    pytest.importorskip("sqlalchemy")
    from quiver.server.rules import Rejected, verify_run

    gen = int(OURS.rsplit("-g", 1)[1])
    with pytest.raises(Rejected) as e:
        verify_run(DAY.isoformat(), with_generator(OURS, gen - 1), [[0, 0]], 0, DAY)
    assert e.value.code == "wrong_code" and "same Quiver" in e.value.message
    assert f"generator {gen - 1}'s" in e.value.message and len(e.value.message) <= 160


def test_a_newer_games_run_is_refused_with_a_code_the_game_keeps_it_queued_for():
    """A game newer than its server: the run counts once the server is updated (within
    the 7 days runs are taken), so the refusal is one no game drops a run for."""
    pytest.importorskip("sqlalchemy")
    from quiver.game.leaderboard_wire import QUIVER_REFUSALS
    from quiver.server.rules import Rejected, verify_run

    gen = int(OURS.rsplit("-g", 1)[1])
    with pytest.raises(Rejected) as e:
        verify_run(DAY.isoformat(), with_generator(OURS, gen + 1), [[0, 0]], 0, DAY)
    assert e.value.status == 422 and e.value.code == "newer_generator"
    assert e.value.code not in QUIVER_REFUSALS and "same Quiver" in e.value.message


@pytest.mark.slow
def test_the_game_keeps_a_run_a_server_of_an_older_quiver_refused(tmp_path):
    from tests.hostile_server import quiver_error

    with HostileServer(routed(runs=quiver_error(422, "newer_generator"))) as srv:
        client = client_for(tmp_path, srv.url)
        client.submit(DAY.isoformat(), OURS, [[0, 0], [1, 200]], 0)
        assert client.sync() is False and client.pending() == 1
