"""With the 3D view at rest, the lesson's pointer turns to the try whose leader crosses fewest
other arrows (bubble_cross.turn_pointer). Ties went to the lowest try, so where the try shown
crossed as few as an earlier one the pointer hopped to it at the next rest, for nothing
(s311). A tie now keeps the try shown; one that crosses fewer still wins, the first of equals."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.scenes import bubble_cross  # noqa: E402


def _turned(monkeypatch, weights: list[int], kept: list[int]) -> list[int]:
    """The try turn_pointer leaves kept, each try k weighing weights[k] (arrows * 1000 + looks)."""

    def point(coach, *_a):
        coach.route = [(0, 0), (coach._way[0] if coach._way else 0, 9)]

    def crossed(play, route, mine):
        w = weights[route[1][0]]
        return set(range(w // 1000)), w % 1000

    monkeypatch.setattr(bubble_cross, "point", point)
    monkeypatch.setattr(bubble_cross, "crossed", crossed)
    ctl = SimpleNamespace(input=SimpleNamespace(busy=False), camera=SimpleNamespace(turning=False))
    play = SimpleNamespace(ctl=ctl, flat_view=False)
    coach = SimpleNamespace(tip=[], route=[], leader=None, _way=list(kept), aimed=1)
    bubble_cross.turn_pointer(coach, play, pygame.Rect(0, 0, 9, 9), "above", (5, 5), 30, None)
    return coach._way


TIED = [3005, 1002, 2004, 1002, 2001, 1002, 3001, 2002, 1004]  # tries 1, 3 and 5 cross fewest


@pytest.mark.parametrize("kept", [[3], [5], [1]])
def test_a_tie_keeps_the_pointer_shown(monkeypatch, kept):
    assert _turned(monkeypatch, TIED, kept) == kept  # (before: [1], whichever was shown)


@pytest.mark.parametrize(("kept", "best"), [([0], [1]), ([8], [1]), ([2], [1])])
def test_a_try_crossing_fewer_still_wins_the_first_of_equals(monkeypatch, kept, best):
    assert _turned(monkeypatch, TIED, kept) == best


def test_one_crossing_less_than_the_kept_tie_moves_it(monkeypatch):
    weights = [*TIED[:7], 1001, TIED[8]]  # (try 7 crosses one arrow, over it less)
    assert _turned(monkeypatch, weights, [3]) == [7]
