"""The session forgets a hint the views no longer show (s100): a stale `last_hint` scored a
later clear of that arrow as the hint's (x1, no combo, named `hinted` to the leaderboard)."""

from __future__ import annotations

from test_rotating_session import board
from test_session import row_board

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import NX, PX
from quiver.game.session import Session


def test_a_hint_that_a_move_turns_into_a_blocked_way_is_forgotten():
    b = board(1, "2d")
    s = Session(b, hearts=None)
    h = s.hint()
    assert h in b.turns
    other = next(f for f in b.free_arrows() if f != h)
    assert s.fire(other).left
    assert not b.can_escape(h)  # (as the 2D and 3D views saw it: they put the hint out)
    assert s.last_hint is None
    # played on until the turning arrow is free again: its clear is the player's own
    while not b.can_escape(h):
        assert s.fire(next(f for f in b.free_arrows() if f != h)).left
    assert s.fire(h).left
    assert s.hinted == []


def test_a_hinted_arrow_that_bounces_puts_the_hint_out():
    """A two-headed hinted arrow tapped by its blocked head bounces (2D drops the lit hint)."""
    space = make_space("2d", (8, 1), [(x, 0) for x in range(8)])
    ids = [space.id_of((x, 0)) for x in range(8)]
    both = Arrow((ids[1], ids[2], ids[3]), PX, dir2=NX)  # free by its NX end only
    wall = Arrow((ids[5], ids[6], ids[7]), PX)
    s = Session(Board(space, [both, wall], shape="rect", seed=0), hearts=None)
    assert s.hint() == 0
    assert s.fire(0, end=0).blocked
    assert s.last_hint is None
    assert s.fire(0, end=1).left and 1 not in s.hinted  # (the clear: the log's second move)


def test_a_plain_hint_stays_lit_while_other_arrows_leave_and_its_clear_is_the_hints():
    s = Session(row_board(), hearts=None)
    h = s.hint()
    other = next(f for f in s.board.free_arrows() if f != h)
    assert s.fire(other).left
    assert s.last_hint == h  # still free, still shown
    assert s.fire(h).left
    assert s.hinted == [1] and s.last_hint is None


def test_the_same_hint_asked_again_before_a_move_is_not_counted_again():
    s = Session(row_board(), hearts=None)
    assert s.hint() == s.hint() and s.hints_used == 1
