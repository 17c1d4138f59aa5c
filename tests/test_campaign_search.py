"""How a ramp level chooses its board (quiver/game/campaign_search.py): a whole-number depth that
never falls, and a search over difficulties that lands on it. Pure logic, no generation
except the last test (one early level)."""

from __future__ import annotations

import pytest

from quiver.engine.modes import MODES
from quiver.game import campaign, campaign_plan, campaign_search, campaign_targets
from quiver.game.campaign_targets import level_role, ramp_depth


@pytest.mark.parametrize("mode", MODES)
def test_the_ramp_depth_is_whole_and_never_falls(mode):
    depths = [ramp_depth(mode, n) for n in range(1, 1001) if level_role(n) == "ramp"]
    assert all(isinstance(d, int) and d >= 2 for d in depths)
    assert depths == sorted(depths)
    assert depths[-1] >= 4 * depths[0]  # and it climbs


def feed(search, depths):
    chosen = []
    for d in depths:
        chosen.append(search.difficulty())
        search.record(d)
    return chosen + [search.difficulty()]


def test_the_search_moves_to_hard_where_medium_stays_short():
    search = campaign_search._DepthSearch(4)
    assert feed(search, [3, 4, 4]) == ["medium", "hard", "hard", "hard"]
    # then whichever misses by least on average ("medium" on a tie)
    assert feed(search, [2]) == ["hard", "medium"]  # "hard" -2/4, "medium" -1/3


def test_one_odd_medium_board_does_not_turn_the_search_away():
    search = campaign_search._DepthSearch(12)  # too deep for "easy" to be tried
    chosen = feed(search, [16, 26, 13, 12])
    assert chosen[:2] == ["medium", "medium"]  # 16: no easier difficulty allowed
    assert "hard" not in chosen and search.allowed == ("medium", "hard")
    shallow = campaign_search._DepthSearch(3)
    assert feed(shallow, [5, 2]) == ["medium", "easy", "medium"]


def test_hard_boards_all_too_shallow_end_the_search():
    search = campaign_search._DepthSearch(9)
    assert feed(search, [5] + [8] * 5) == ["medium"] + ["hard"] * 6
    assert not search.out_of_reach()  # five "hard" boards so far
    search.record(8)
    assert search.out_of_reach()
    assert not campaign_search._DepthSearch(9).out_of_reach()


def test_a_ramp_board_on_the_depth_wins_then_the_nearest_from_above():
    plan = campaign_plan.level_plan("2d", 21)
    assert plan.role == "ramp"
    t = plan.target.depth

    def score(depth, arrows=plan.arrows, f0=plan.target.f0):
        return campaign_search._score(21, plan, {"depth": depth, "arrows": arrows, "f0": f0}, 0)

    ranked = sorted([t + 1, t - 1, t, t + 2], key=score)
    assert ranked == [t, t + 1, t - 1, t + 2]
    assert score(t, arrows=plan.arrows + 1) > score(t)  # then the planned arrow count
    assert score(1)[0] == float("inf")  # never every arrow at once


def test_an_early_ramp_level_lands_on_its_depth():
    _, board = campaign.level_board("2d", 6)
    assert board.metrics["depth"] == campaign_targets.level_target("2d", 6).depth
