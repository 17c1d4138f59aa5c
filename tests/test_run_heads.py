"""The leaderboard replays a two-headed arrow's tap with the head the player tapped.

A tap fires the head nearer the tapped cell (RULES.md 6); on its blocked head it is a
bounce even while the other head is free. A run sent only `[arrow, ms]`, and the server
fired any free head: the game's bounce was a clear on the server, and the player's next
tap on that arrow (a clear in the game) named an arrow the server had already removed,
so the whole run was refused (`illegal_move`). The game now logs, and its client sends,
`[arrow, ms, head]` for a two-headed arrow. Pure: the server's rules without HTTP.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_score_agree import TODAY
from test_score_agree import sent_moves as sent

from quiver.engine.codec import load_board
from quiver.game.code import generate_board
from quiver.game.daily import daily_code
from quiver.game.session import Session
from quiver.server import rules
from quiver.server.rules import Rejected, verify_run

# 5x3: arrow 0 is two-headed, its `dir` head (3,1) looks right into the open, its `dir2`
# head (1,1) left into arrow 1, which leaves downwards; arrow 2 leaves right.
TWO_HEADED = {
    "format": "quiver-board/1",
    "mode": "2d",
    "size": [5, 3],
    "cells": [[x, y] for x in range(5) for y in range(3)],
    "arrows": [
        {"cells": [[1, 1], [2, 1], [3, 1]], "dir": "+x", "dir2": "-x"},
        {"cells": [[0, 0], [0, 1], [0, 2]], "dir": "+y"},
        {"cells": [[1, 2], [2, 2], [3, 2]], "dir": "+x"},
    ],
}


@pytest.fixture
def ranked(monkeypatch):
    """Make `board` (under the daily's code with `kinds` of special arrows) the board
    today's 2D daily ranks: the server's own checks then run on it unchanged."""

    def rank(board, kinds=("two-headed",)):
        code = dataclasses.replace(daily_code(TODAY, "2d"), specials="many", special_kinds=kinds)
        monkeypatch.setattr(rules, "daily_code", lambda day, mode: code)
        monkeypatch.setattr(rules, "_board", lambda text: board)
        return str(code)

    return rank


def on_server(code, moves, hinted=None, hints=0):
    """What the server makes of a run: (score, best combo, time, mistakes), or the
    code and line it refuses it with."""
    try:
        run = verify_run(TODAY.isoformat(), code, moves, hints, TODAY, hinted)
    except Rejected as e:
        return e.code, e.message
    return run.score, run.best_combo, run.time_ms, run.mistakes


def in_game(s):
    return s.score.total, s.score.best_combo, s.log[-1][1], s.mistakes


def test_a_tap_on_the_blocked_head_is_a_bounce_on_the_server_too(tmp_path, ranked):
    """The player taps arrow 0 by its blocked left head (a bounce, a heart), clears arrow
    1, then arrow 0 by the same head, then arrow 2: cleared with one mistake. The server
    used to clear arrow 0 on the first tap (its right head was free) and refuse the
    third: illegal_move."""
    board = load_board(json.dumps(TWO_HEADED))
    code = ranked(board)
    now = [0]
    s = Session(board.copy(), hearts=3, clock=lambda: now[0] / 1000)
    for arrow, end in ((0, 1), (1, 0), (0, 1), (2, 0)):
        s.fire(arrow, end)
        now[0] += 400
    assert s.won and s.mistakes == 1
    moves, hinted = sent(tmp_path, code, s)
    assert moves == [[0, 0, 1], [1, 400], [0, 800, 1], [2, 1200]]  # the head, only for a two-headed arrow
    assert on_server(code, moves, hinted) == in_game(s)
    # what an older game sent for the same taps: the server replays it as it always did
    assert on_server(code, [m[:2] for m in moves]) == ("illegal_move", "move 2: arrow 0 is not on the board")


def test_a_run_names_heads_only_where_they_matter_and_hashes_as_replayed(ranked):
    """A head on a one-headed arrow, or a head that is not 0 or 1, is a bad move. The
    replay hash sees the head that fired, so leaving out (or adding) a head that changes
    nothing does not pass one player's run off as another's."""
    code = ranked(load_board(json.dumps(TWO_HEADED)))
    assert on_server(code, [[1, 0, 0], [0, 50], [2, 100]]) == (
        "bad_moves",
        "move 0 names a head of arrow 1, which has only one",
    )
    assert on_server(code, [[0, 0, 2]])[0] == "bad_moves"

    def digest(moves):
        return verify_run(TODAY.isoformat(), code, moves, 0, TODAY).moves_hash

    # no head: the `dir` head when it can leave (both can, once arrow 1 is gone)
    assert digest([[0, 0, 0], [1, 50], [2, 100]]) == digest([[0, 0], [1, 50], [2, 100]])
    assert digest([[1, 0], [0, 50, 0], [2, 100]]) == digest([[1, 0], [0, 50], [2, 100]])
    assert digest([[1, 0], [0, 50, 1], [2, 100]]) != digest([[1, 0], [0, 50], [2, 100]])


def test_a_plain_daily_run_is_sent_and_hashed_as_before(tmp_path):
    """No two-headed arrow, no head: the moves are the [arrow, ms] pairs they always were,
    and their hash is the hash of what was sent (the runs stored already stay comparable)."""
    code = daily_code(TODAY, "2d")
    s = Session(generate_board(code), hearts=3, clock=lambda: 0.0)
    while s.board.alive:
        s.fire(s.board.free_arrows()[-1])
    moves, _ = sent(tmp_path, str(code), s)
    assert all(len(m) == 2 for m in moves)
    run = verify_run(TODAY.isoformat(), str(code), moves, 0, TODAY)
    assert run.moves_hash == hashlib.sha256(json.dumps(moves, separators=(",", ":")).encode()).hexdigest()


@functools.cache
def special_board(mode, kinds):
    if mode == "hand-made":
        return load_board(json.dumps(TWO_HEADED))
    spec = dataclasses.replace(daily_code(TODAY, mode), specials="many", special_kinds=kinds)
    return generate_board(spec)


BOARDS = [
    ("hand-made", ("two-headed",)),
    *((mode, kinds) for mode in ("2d", "flat", "3d") for kinds in (("two-headed",), ("locks", "two-headed"))),
    *((mode, ("rotating",)) for mode in ("2d", "3d")),
    ("flat", ("locks", "rotating")),
]


def ends(board, i):
    return (0, 1) if board.arrows[i].dir2 is not None else (0,)


def candidates(board, kind):
    """(arrow, head) taps of one kind: heads that leave, heads that bounce, or a
    two-headed arrow's bounced head while its other head would leave."""
    taps = [(i, e, board.first_blocker(i, e) is None) for i in sorted(board.alive) for e in ends(board, i)]
    if kind == "blocked":
        return [(i, e) for i, e, free in taps if not free]
    if kind == "other head":
        return [(i, e) for i, e, free in taps if not free and board.free_end(i) is not None]
    return [(i, e) for i, e, free in taps if free]


def play(board, gaps, taps):
    """A Session with three hearts and a fake clock: taps `gaps[k % len]` ms apart, each
    of the kind `taps[k % len]` names (picking among that kind's taps; the hint's arrow
    by the head picked), until the game ends or nothing can leave (a rotating arrow's
    dead end)."""
    now = [10_000]
    s = Session(board.copy(), hearts=3, clock=lambda: now[0] / 1000)
    for k in range(3 * len(board.arrows) + 3):
        kind, pick = taps[k % len(taps)]
        lit = s.hint() if kind == "hint" else None
        options = candidates(s.board, kind) or candidates(s.board, "free")
        if s.over or not options:
            break
        if lit is not None:  # by either head, or none given (the one that can leave)
            s.fire(lit, (None, 0, 1)[pick % 3] if s.board.arrows[lit].dir2 is not None else None)
        else:
            s.fire(*options[pick % len(options)])
        now[0] += gaps[k % len(gaps)]
    return s


TAPS = st.tuples(
    st.sampled_from(["free", "free", "free", "blocked", "other head", "hint"]), st.integers(0, 99)
)


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    st.sampled_from(BOARDS),
    st.lists(st.sampled_from([0, 16, 49, 50, 51, 400, 1499, 1500, 1540]), min_size=1, max_size=8),
    st.lists(TAPS, min_size=1, max_size=12),
)
def test_any_taps_on_special_arrows_end_the_same_in_the_game_and_on_the_server(
    tmp_path_factory, ranked, board_kinds, gaps, taps
):
    """Random taps on boards with two-headed arrows (either head, blocked heads, the
    blocked head of an arrow whose other head is free, the hint's arrow by either
    head), locks and rotating arrows (whose turns follow the clears the run names): the
    server replays the run the client sends to the same end as the game, score, combo,
    time and mistakes for a clear, and the same board left for a run that is not one."""
    board = special_board(*board_kinds)
    code = ranked(board, board_kinds[1])
    s = play(board, gaps, taps)
    if not s.log:
        return
    moves, hinted = sent(tmp_path_factory.mktemp("home"), code, s)
    if s.won:
        expected = in_game(s)
    else:
        left = f"{s.arrows_left} arrow{'s are' if s.arrows_left != 1 else ' is'} left"
        why = "ran out of hearts" if s.lost else left
        expected = ("not_cleared", f"the board was not cleared ({why})")
    assert on_server(code, moves, hinted, s.hints_used) == expected
