"""The game's score and the leaderboard's agree for every run the server accepts.

The server recomputes a daily's score from the moves the client sends (docs/scoring.md),
and refuses taps closer than MIN_MOVE_MS; the client spaced such taps out before sending
while the game scored their real times, so a quick double tap could end a combo in the
game that went on on the server. The game now logs and scores each tap at the time the
server will see (game/score.py's tap_ms). Pure: the server's rules without HTTP.
"""

from __future__ import annotations

import datetime as _dt
import functools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiver.game.code import generate_board
from quiver.game.daily import daily_code
from quiver.game.leaderboard import QUEUE_FILE, LeaderboardClient
from quiver.game.score import MIN_MOVE_MS, RANKED_HEARTS
from quiver.game.session import Session
from quiver.game.settings import hearts_for
from quiver.server.rules import verify_run

TODAY = _dt.date(2026, 5, 13)


@functools.lru_cache(maxsize=1)
def daily():
    code = daily_code(TODAY, "2d")
    return str(code), generate_board(code)


def play(gaps_ms, actions=("free",), hearts=3):
    """Today's 2D daily in a Session as the game plays a daily (ranked), with `hearts`
    (the setting's: 3, scaled, None for zen) and a fake clock: taps `gaps_ms[k % len]` ms
    apart, each a free arrow, a blocked one (while the run can still be ranked: fewer than
    RANKED_HEARTS - 1 mistakes) or the arrow a hint lit, as `actions[k % len]` says, until
    the board is clear."""
    code, board = daily()
    now = [10_000]
    s = Session(board.copy(), hearts=hearts, clock=lambda: now[0] / 1000, ranked=True)
    k = 0
    while s.board.alive:
        action = actions[k % len(actions)]
        blocked = [i for i in sorted(s.board.alive) if not s.board.can_escape(i)]
        if action == "blocked" and blocked and s.mistakes < RANKED_HEARTS - 1:
            s.fire(blocked[0])
        elif action == "hint" and (lit := s.hint()) is not None:
            s.fire(lit)
        else:
            s.fire(s.board.free_arrows()[0])
        now[0] += gaps_ms[k % len(gaps_ms)]
        k += 1
    assert s.won
    return code, s


def sent_moves(tmp_path, code, s):
    """What the game's leaderboard client queues for this run."""
    client = LeaderboardClient(tmp_path, background=False)
    client.configure("http://127.0.0.1:9", "Quick")
    assert client.submit(TODAY.isoformat(), code, s.log, s.hints_used, s.hinted)
    run = json.loads((tmp_path / QUEUE_FILE).read_text())["runs"][-1]["run"]
    return run["moves"], run.get("hinted")


def on_server(code, moves, hinted, hints=0):
    run = verify_run(TODAY.isoformat(), code, moves, hints, TODAY, hinted)
    return run.score, run.best_combo, run.time_ms


def test_a_double_tap_then_a_pause_scores_the_same_in_the_game_and_on_the_server(tmp_path):
    """Two arrows cleared in one frame (the same ms), the next 1.54 s later, and so on:
    the game scored the second gap as past the 1.5 s window (combo x2 at best, 5589),
    the server the times spaced by 50 ms (1.49 s: one combo of 18, 10887)."""
    code, s = play([0, 1540])
    moves, hinted = sent_moves(tmp_path, code, s)
    assert on_server(code, moves, hinted) == (s.score.total, s.score.best_combo, s.log[-1][1])
    assert (s.score.total, s.score.best_combo) == (10887, 18)
    assert moves == [list(m) for m in s.log]  # what the game scored is what it sends


def test_an_older_clients_run_scores_as_before_on_the_server(monkeypatch):
    """An older game logged the real times (and scored them) and its client spaced them
    out when sending: the server scores that run as it always did (it did not change),
    the same as the game scores the run now."""
    import quiver.game.session as session_mod

    code, now = play([0, 1540])
    monkeypatch.setattr(session_mod, "tap_ms", lambda ms, last: ms)  # the older game's log
    _, old = play([0, 1540])
    assert (old.score.total, old.score.best_combo) == (5589, 2)  # what that game showed
    spaced, last = [], None
    for arrow, ms in old.log:  # the older client's spacing
        last = ms if last is None else max(ms, last + MIN_MOVE_MS)
        spaced.append([arrow, last])
    assert spaced != [list(m) for m in old.log]
    assert on_server(code, spaced, None) == (10887, 18, spaced[-1][1])  # as before
    assert (now.score.total, now.score.best_combo) == (10887, 18)


# the hearts a daily can be played with: the 3 setting, scaled (4 to 6 on a daily of 40
# arrows or more: hearts_for), zen
HEARTS = (3, hearts_for("scaled", 40), hearts_for("scaled", 400), hearts_for("zen", 40))


@pytest.mark.parametrize("hearts", HEARTS)
@pytest.mark.parametrize("mistakes", [0, 1, 2])
def test_a_dailys_hearts_bonus_is_the_servers_whatever_the_hearts_setting(tmp_path, hearts, mistakes):
    """The server replays the run's bounces with the three hearts a daily is ranked with;
    the game scored a daily with the hearts of its setting (scaled: 500 points a heart
    more, zen: none), so the card and the day's best said another number than the
    leaderboard for the same run. A daily now scores its hearts as the server does."""
    code, _board = daily()
    _, s = play([700], ("blocked",) * mistakes + ("free",) * 200, hearts)
    assert s.mistakes == mistakes
    moves, hinted = sent_moves(tmp_path, code, s)
    server = on_server(code, moves, hinted)
    assert server == (s.score.total, s.score.best_combo, s.log[-1][1])
    assert s.score.hearts == 500 * (3 - mistakes)  # the bounces replayed, not three hearts left


GAPS = st.one_of(
    st.sampled_from([0, 1, 16, 33, 49, 50, 51, 1450, 1499, 1500, 1501, 1540]), st.integers(0, 3200)
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    st.lists(GAPS, min_size=1, max_size=24),
    st.lists(st.sampled_from(["free", "free", "free", "free", "blocked", "hint"]), min_size=1, max_size=9),
    st.sampled_from(HEARTS),
)
def test_any_tap_timings_score_the_same_in_the_game_and_on_the_server(
    tmp_path_factory, gaps, actions, hearts
):
    """Random tap timings (taps in one frame, closer than the server's floor, around the
    combo window), blocked taps, clears the hint chose and any hearts setting: the server
    accepts the run the client sends and scores it as the game did, combo, points and time."""
    code, s = play(gaps, actions, hearts)
    moves, hinted = sent_moves(tmp_path_factory.mktemp("home"), code, s)
    assert on_server(code, moves, hinted, s.hints_used) == (s.score.total, s.score.best_combo, s.log[-1][1])
