"""Combo scoring (quiver/game/score.py, docs/scoring.md): scripted move lists, a fake
clock through the real Session, properties, and the leaderboard's replay agreeing."""

import datetime as _dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_session import Clock, row_board  # rows of 3-cell arrows; a clock the test moves

from quiver.game.score import (
    CLEAR_POINTS,
    COMBO_WINDOW_MS,
    HEART_POINTS,
    MAX_MULTIPLIER,
    Combo,
    score_run,
    time_bonus,
)
from quiver.game.session import Session


def test_the_window_is_inclusive_and_a_bounce_ends_the_combo():
    c = Combo()
    assert [c.clear(ms).combo for ms in (0, COMBO_WINDOW_MS, 2 * COMBO_WINDOW_MS)] == [1, 2, 3]
    assert c.clear(3 * COMBO_WINDOW_MS + 1).combo == 1  # one ms too late: a new combo
    assert c.clear(3 * COMBO_WINDOW_MS + 2).combo == 2
    c.bounce(3 * COMBO_WINDOW_MS + 3)
    assert not c.alive(3 * COMBO_WINDOW_MS + 3)
    assert c.clear(3 * COMBO_WINDOW_MS + 4).combo == 1  # right after a bounce: starts again
    assert c.best == 3
    # points: 100 + 200 + 300, then 100 + 200, then 100
    assert c.points == CLEAR_POINTS * (1 + 2 + 3 + 1 + 2 + 1)


def test_the_multiplier_stops_at_its_cap_but_the_combo_counts_on():
    c = Combo()
    steps = [c.clear(100 * k) for k in range(8)]
    assert [s.combo for s in steps] == list(range(1, 9))
    assert [s.gain for s in steps] == [CLEAR_POINTS * min(k, MAX_MULTIPLIER) for k in range(1, 9)]


def test_scripted_session_with_a_fake_clock():
    """A real session, taps at scripted times: the score is what the rule says."""
    clock = Clock()
    s = Session(row_board(9), hearts=3, clock=clock)
    script = [  # (seconds after the previous tap, arrow)
        (0.0, 2),  # clear, combo 1 (the clock starts here)
        (1.0, 1),  # clear 1.0 s later: combo 2
        (1.5, 0),  # clear exactly 1.5 s later: combo 3
        (0.4, 3),  # blocked (arrow 4 is in the way): the combo ends, a heart goes
        (0.4, 5),  # clear: combo 1
        (2.0, 4),  # too late: combo 1 again
        (0.2, 3),  # combo 2, and the board is clear
    ]
    combos = []
    for wait, arrow in script:
        clock.t += wait
        r = s.fire(arrow)
        combos.append(s.last_step.combo if r.left else None)
    assert combos == [1, 2, 3, None, 1, 1, 2]
    assert s.won and s.hearts == 2 and s.combo.best == 3
    points = CLEAR_POINTS * (1 + 2 + 3 + 1 + 1 + 2)
    time_ms = s.log[-1][1]
    assert time_ms == 5500
    want = points + 2 * HEART_POINTS + time_bonus(6, 5500)
    assert s.score.total == want and s.score.best_combo == 3
    # the same run scored from its log alone (as the server does)
    lefts = [r.left for r in s.history]
    assert score_run([(ms, ok) for (_, ms), ok in zip(s.log, lefts, strict=True)], 6, 2, True) == s.score


def test_pausing_does_not_break_a_combo_and_restart_resets_it():
    clock = Clock()
    s = Session(row_board(9), hearts=3, clock=clock)
    s.fire(2)
    clock.t += 0.5
    s.pause()
    clock.t += 60.0  # a minute in the pause menu
    s.resume()
    clock.t += 0.5
    assert s.combo_alive()
    s.fire(1)
    assert s.last_step.combo == 2
    s.restart()
    assert s.combo.points == 0 and s.combo.best == 0 and s.last_step is None and s.score.total == 0


def test_a_lost_run_keeps_its_clear_points_and_no_bonus():
    s = Session(row_board(9), hearts=1, clock=Clock())
    s.fire(2)
    s.fire(0)  # blocked: the only heart
    assert s.lost
    assert s.score.total == CLEAR_POINTS and s.score.hearts == 0 and s.score.time == 0


def test_zen_has_no_heart_bonus():
    s = Session(row_board(9), hearts=None, clock=Clock())
    for i in (2, 1, 0, 5, 4, 3):
        s.fire(i)
    assert s.won and s.score.hearts == 0


moves_st = st.lists(st.tuples(st.integers(0, 4000), st.booleans()), max_size=60)


def _timed(gaps):
    t, out = 0, []
    for gap, left in gaps:
        t += gap
        out.append((t, left))
    return out


@settings(max_examples=200, deadline=None)
@given(moves_st, st.integers(1, 80), st.one_of(st.none(), st.integers(0, 5)), st.booleans())
def test_score_properties(gaps, arrows, hearts, won):
    moves = _timed(gaps)
    a = score_run(moves, arrows, hearts, won)
    assert a == score_run(list(moves), arrows, hearts, won)  # deterministic
    clears = sum(1 for _, left in moves if left)
    assert clears * CLEAR_POINTS <= a.points <= clears * CLEAR_POINTS * MAX_MULTIPLIER
    assert a.best_combo <= clears and (a.best_combo >= 1) == (clears >= 1)
    assert a.total == a.points + a.hearts + a.time
    assert 0 <= a.time <= 100 * arrows
    if not won:
        assert a.hearts == a.time == 0
    # faster never scores less: the same moves with every gap halved
    quick = score_run(_timed([(g // 2, left) for g, left in gaps]), arrows, hearts, won)
    assert quick.total >= a.total


def test_the_servers_replay_scores_the_run_like_the_game():
    """rules.verify_run (what the server calls) recomputes the score from the moves."""
    pytest.importorskip("sqlalchemy")
    from quiver.game.code import generate_board
    from quiver.game.daily import daily_code
    from quiver.server.rules import verify_run

    day = _dt.date(2026, 3, 14)
    code = daily_code(day, "2d")
    clock = Clock()
    s = Session(generate_board(code), hearts=3, clock=clock)
    blocked = next(i for i in sorted(s.board.alive) if not s.board.can_escape(i))
    s.fire(blocked)
    for k in range(len(s.board.arrows)):
        if not s.board.alive:
            break
        clock.t += 0.3 if k % 4 else 2.0  # bursts of quick clears and pauses
        s.fire(s.board.free_arrows()[0])
    assert s.won and s.combo.best >= 3
    run = verify_run(day.isoformat(), str(code), [list(m) for m in s.log], 0, day)
    assert (run.score, run.best_combo) == (s.score.total, s.score.best_combo)


def test_a_clear_the_hint_chose_starts_no_combo():
    """H then Enter every 0.75 s built one combo over the whole game ("best combo x65"
    beside "65 hints"). A clear the hint chose scores x1 and ends the combo; the player's
    own clears chain as before, from 1 again after it."""
    clock = Clock()
    s = Session(row_board(9), hearts=3, clock=clock)
    steps = []
    for _ in range(3):
        clock.t += 0.75
        i = s.hint()
        s.fire(i)
        steps.append(s.last_step.combo)
    assert steps == [0, 0, 0] and s.combo.best == 0 and s.combo.points == 3 * CLEAR_POINTS
    assert s.hinted == [0, 1, 2] and not s.combo_alive()
    for _ in range(3):  # found by the player: 1, 2, 3
        clock.t += 0.75
        s.fire(s.board.free_arrows()[0])
        steps.append(s.last_step.combo)
    assert steps[3:] == [1, 2, 3] and s.combo.best == 3
    hinted = [k in s.hinted for k in range(len(s.log))]
    lefts = [r.left for r in s.history]
    played = [(ms, ok, h) for (_, ms), ok, h in zip(s.log, lefts, hinted, strict=True)]
    assert score_run(played, 6, 3, True) == s.score


def test_the_servers_replay_knows_the_hinted_moves():
    """The run sent to the server names the moves the hint chose, so its score is the
    game's (a hint-led run scored a combo on the server)."""
    pytest.importorskip("sqlalchemy")
    from quiver.game.code import generate_board
    from quiver.game.daily import daily_code
    from quiver.server.rules import Rejected, verify_run

    day = _dt.date(2026, 3, 14)
    code = daily_code(day, "2d")
    clock = Clock()
    s = Session(generate_board(code), hearts=3, clock=clock)
    for k in range(len(s.board.arrows)):
        if not s.board.alive:
            break
        clock.t += 0.5
        s.fire(s.hint() if k % 3 else s.board.free_arrows()[0])
    assert s.won and s.hinted
    moves = [list(m) for m in s.log]
    run = verify_run(day.isoformat(), str(code), moves, s.hints_used, day, list(s.hinted))
    assert (run.score, run.best_combo) == (s.score.total, s.score.best_combo)
    for bad in ("1", [len(moves)], [-1], [True]):
        with pytest.raises(Rejected):
            verify_run(day.isoformat(), str(code), moves, s.hints_used, day, bad)
