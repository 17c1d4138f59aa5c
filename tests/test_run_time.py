"""A run has one time: the result card, the day's and the level's records, the score and
the leaderboard all read the last tap's logged time (Session.run_ms).

The card and the records read the clock (`Session.elapsed`, frozen at the last tap) while
the score and the run sent to the leaderboard use the logged times, where a tap counts no
sooner than 50 ms after the one before (score.tap_ms): taps in one frame, a quick double
tap, put the card's time behind the leaderboard's by 50 ms each. Pure: no window."""

from __future__ import annotations

import datetime as _dt

from quiver.game.code import generate_board
from quiver.game.daily import daily_code
from quiver.game.journey import CampaignLevel, DailyPuzzle, PuzzleRequest
from quiver.game.progress import Progress
from quiver.game.services import record_result
from quiver.game.session import Session
from quiver.render2d.draw import fmt_time
from quiver.scenes.cardlines import card_stats
from quiver.server.rules import verify_run

TODAY = _dt.date(2026, 5, 13)


def played(ranked: bool, lose: bool = False) -> tuple[str, Session]:
    """Today's 2D daily (20 arrows) with a fake clock: a tap every 0.3 s until 6 arrows
    are left, 40 s in the pause menu, then the last taps in one frame (logged 50 ms
    apart): the 6 arrows, or with `lose` three bounces."""
    code = daily_code(TODAY, "2d")
    now = [100.0]
    s = Session(generate_board(code), hearts=3, clock=lambda: now[0], ranked=ranked)
    while len(s.board.alive) > 6:
        s.fire(s.board.free_arrows()[0])
        now[0] += 0.3
    s.pause()
    now[0] += 40.0  # in the pause menu: not played
    s.resume()
    while not s.over:  # one frame: the clock does not move
        blocked = [i for i in sorted(s.board.alive) if not s.board.can_escape(i)]
        s.fire(blocked[0] if lose else s.board.free_arrows()[0])
    return str(code), s


def test_the_card_the_records_the_score_and_the_leaderboard_read_one_time():
    code, s = played(ranked=True)
    assert s.won
    ms = s.run_ms
    frame = s.log[-6:]  # the last frame's taps, counted 50 ms apart; the pause not played
    assert ms == s.log[-1][1] == frame[0][1] + 5 * 50 and frame[0][1] < 5000
    assert s.elapsed == ms / 1000  # was the clock's: 0.25 s less (5 taps x 50 ms)
    assert dict(card_stats(s))["time"] == fmt_time(ms / 1000)
    run = verify_run(TODAY.isoformat(), code, [list(m) for m in s.log], 0, TODAY, s.hinted)
    assert run.time_ms == ms and run.score == s.score.total
    progress = Progress()
    out = record_result(progress, PuzzleRequest(DailyPuzzle(TODAY), daily_code(TODAY, "2d")), s, TODAY)
    assert progress.dailies("2d")[TODAY.isoformat()].time_s == ms / 1000 and out.score == s.score


def test_a_levels_best_time_is_the_runs_time():
    _, s = played(ranked=False)
    progress = Progress()
    record_result(progress, PuzzleRequest(CampaignLevel("2d", 1)), s, TODAY)
    assert progress.campaign("2d").levels[1].best_time_s == s.run_ms / 1000


def test_a_lost_run_shows_the_time_of_its_last_tap_as_logged():
    _, s = played(ranked=True, lose=True)
    assert s.lost and s.run_ms == s.log[-1][1] == s.log[-3][1] + 2 * 50
    assert s.elapsed == s.run_ms / 1000  # the "arrows left" line's time (result.py)
