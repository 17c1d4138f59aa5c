"""The play session without pixels: hearts, blocked taps, hints, timer, stars."""

import pytest

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import PX
from quiver.game.session import Session


def row_board(w=6, h=2):
    """Rows of 3-cell arrows all pointing +x: in each row only the rightmost is free."""
    space = make_space("2d", (w, h), [(x, y) for y in range(h) for x in range(w)])
    arrows = []
    for y in range(h):
        for x0 in range(0, w, 3):
            arrows.append(Arrow(tuple(space.id_of((x, y)) for x in range(x0, x0 + 3)), PX))
    return Board(space, arrows, shape="rect", seed=0)


class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def test_free_arrow_leaves_and_blocked_changes_nothing():
    b = row_board()
    s = Session(b, hearts=3)
    assert sorted(b.free_arrows()) == [1, 3]
    before = (list(b.owner), set(b.alive))
    r = s.fire(0)
    assert r.blocked and not r.left and r.blocker == 1 and r.heart_lost
    assert r.cell == b.space.id_of((3, 0))
    assert (list(b.owner), set(b.alive)) == before
    assert s.hearts == 2 and s.mistakes == 1
    r = s.fire(1)
    assert r.left and 1 not in b.alive
    assert s.fire(0).left
    assert s.arrows_left == 2


def test_win_and_stars():
    s = Session(row_board(), hearts=3)
    s.fire(0)  # one mistake
    for i in (1, 0, 3, 2):
        r = s.fire(i)
    assert r.won and s.won and not s.lost
    assert s.stars == 2 and s.hearts == 2
    assert s.fire(0).ignored


def test_lose_after_three_mistakes_then_restart():
    b = row_board()
    s = Session(b, hearts=3)
    for _k in range(3):
        r = s.fire(0)
    assert r.lost and s.lost and s.hearts == 0 and s.over
    assert s.fire(1).ignored
    s.restart()
    assert s.hearts == 3 and not s.over and s.mistakes == 0 and len(b.alive) == 4


def test_zen_never_loses():
    s = Session(row_board(), hearts=None)
    for _ in range(10):
        r = s.fire(0)
        assert r.blocked and not r.heart_lost and not r.lost
    assert s.hearts is None and not s.lost and s.mistakes == 10
    for i in (1, 0, 3, 2):
        s.fire(i)
    assert s.won and s.stars == 1


def test_hint_always_names_a_free_arrow_and_is_counted():
    b = row_board(9, 3)
    s = Session(b, hearts=None)
    n = 0
    while b.alive:
        i = s.hint()
        n += 1
        assert b.can_escape(i)
        assert s.fire(i).left
    assert s.hints_used == n and s.won
    assert s.hint() is None


def test_timer_uses_injected_clock_and_pauses():
    c = Clock()
    s = Session(row_board(), clock=c)
    c.t += 5
    assert s.elapsed == 0.0  # not started before the first move
    s.fire(1)
    c.t += 10
    assert s.elapsed == pytest.approx(10)
    s.pause()
    c.t += 100
    s.resume()
    c.t += 2
    assert s.elapsed == pytest.approx(12)
    for i in (0, 3, 2):
        s.fire(i)
    c.t += 50
    # frozen at the run's time: the last tap as logged, three taps in one frame 50 ms apart
    assert s.won and s.elapsed == s.run_ms / 1000 == 12.1


def test_depth_and_levels_follow_the_position():
    b = row_board(9, 1)
    s = Session(b)
    assert s.depth == 3 and s.levels() == {2: 1, 1: 2, 0: 3}
    s.fire(2)
    assert s.depth == 2


def test_bad_hearts():
    with pytest.raises(ValueError):
        Session(row_board(), hearts=0)


def _clear(s):
    for i in (1, 0, 3, 2):
        s.fire(i)
    assert s.won


@pytest.mark.parametrize(
    "mistakes, hints, stars",
    [
        (0, 0, 3),
        (0, 1, 2),
        (1, 0, 2),
        (1, 1, 1),
        (0, 2, 1),
        (0, 21, 1),
        (2, 5, 1),
    ],
)
def test_stars_cost_one_per_hint_or_mistake_down_to_one(mistakes, hints, stars):
    s = Session(row_board(), hearts=None)
    for _ in range(mistakes):
        s.fire(0)
    for _ in range(hints):
        s.hint()
        s.last_hint = None  # a new hint each time (the same one asked again is free)
    assert s.stars == 0 and s.stars_reason == ""  # nothing until the clear
    _clear(s)
    assert s.stars == stars


def test_stars_reason_says_why():
    s = Session(row_board(), hearts=None)
    _clear(s)
    assert s.stars_reason == "No mistakes, no hints: all three stars"
    s = Session(row_board(), hearts=None)
    s.hint()
    s.fire(0)  # a move between: the second hint counts too
    s.hint()
    _clear(s)
    assert s.stars_reason == "1 mistake and 2 hints: -2 stars (a clear keeps 1)"
    s = Session(row_board(), hearts=None)
    s.hint()
    _clear(s)
    assert s.stars_reason == "1 hint: -1 star"


def test_the_assist_flag_starts_off_and_restart_clears_it():
    s = Session(row_board(), hearts=3)
    assert s.assisted is False
    s.assisted = True
    s.restart()
    assert s.assisted is False


def test_a_hint_passes_over_an_arrow_the_view_cannot_show():
    """3D: a free head no view reaches (down a shaft) was hinted all the same. With
    `shows`, the hint is the best arrow it shows; where it shows none, the best anyway."""
    b = row_board(9, 3)
    s = Session(b, hearts=None)
    best = s.hint()
    s2 = Session(row_board(9, 3), hearts=None)
    other = s2.hint(lambda i: i != best)
    assert other != best and s2.board.can_escape(other) and s2.hints_used == 1
    s3 = Session(row_board(9, 3), hearts=None)
    assert s3.hint(lambda i: False) == best
