"""The campaign's table of picks (quiver/game/campaign_picks.py, tools/campaign_picks.py):
the game builds the one board the candidate search would keep, without the search."""

from __future__ import annotations

import pytest

from quiver.engine.modes import MODES
from quiver.game import campaign, campaign_picks, campaign_plan, campaign_search
from quiver.generator.version import GENERATOR_VERSION


def test_the_table_is_for_this_generator_and_covers_300_levels() -> None:
    assert campaign_picks.GENERATOR == GENERATOR_VERSION, (
        "the campaign's picks were made by another generator: rerun tools/campaign_picks.py"
    )
    for mode in MODES:
        row = campaign_picks.PICKS[str(mode)].split()
        assert len(row) >= 300
        assert all(p[0] in "emh" and p[1:].isdigit() for p in row)


def test_a_picked_level_is_built_without_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object) -> None:
        raise AssertionError("the search ran")

    monkeypatch.setattr(campaign, "search_level", no_search)
    code, board = campaign.level_board("2d", 2)
    assert code == campaign._picked("2d", 2, campaign_plan.level_plan("2d", 2))
    assert board.metrics is not None and board.params["generator"] == GENERATOR_VERSION


def test_another_generator_or_a_level_past_the_table_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    plan = campaign_plan.level_plan("flat", 1)
    assert campaign._picked("flat", 1, plan) is not None
    beyond = len(campaign_picks.PICKS["flat"].split()) + 1
    assert campaign._picked("flat", beyond, campaign_plan.level_plan("flat", beyond)) is None
    monkeypatch.setattr(campaign_picks, "GENERATOR", "quiver-gen/0")
    assert campaign._picked("flat", 1, plan) is None


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_picks_are_what_the_search_keeps(mode: str) -> None:
    for level in (1, 7, 15, 20, 33, 120):
        plan = campaign_plan.level_plan(mode, level)
        searched = campaign_search.search_level(mode, level, plan)
        picked = campaign.level_board(mode, level)
        assert picked[0] == searched[0], (mode, level)
        assert picked[1].metrics == searched[1].metrics
