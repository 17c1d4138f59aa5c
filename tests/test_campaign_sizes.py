"""The campaign's size table (quiver/game/campaign_sizes.py, tools/campaign_sizes.py)
says what the shape library makes: a stale table would move levels to other sizes."""

from __future__ import annotations

import pytest

from quiver.game import campaign_plan
from quiver.game.campaign_sizes import SIZES


def test_the_table_has_every_campaign_shape_at_every_edge() -> None:
    for mode, edges in campaign_plan._EDGES.items():
        assert set(SIZES[str(mode)]) == set(campaign_plan.campaign_shapes(mode))
        for row in SIZES[str(mode)].values():
            assert len(row.split()) == len(edges)


@pytest.mark.parametrize(
    ("mode", "shape"), [("2d", "rect"), ("2d", "heart"), ("3d", "cube"), ("flat", "stairs")]
)
def test_table_rows_match_the_shapes(mode: str, shape: str) -> None:
    assert campaign_plan._sizes(mode, shape) == campaign_plan._count_sizes(mode, shape)


def test_a_shape_the_table_lacks_is_counted() -> None:
    campaign_plan._sizes.cache_clear()
    saved = SIZES["flat"].pop("cube")
    try:
        assert campaign_plan._sizes("flat", "cube") == campaign_plan._count_sizes("flat", "cube")
        assert campaign_plan._sizes("flat", "cube")[0] == (2, 24)
    finally:
        SIZES["flat"]["cube"] = saved
        campaign_plan._sizes.cache_clear()


@pytest.mark.slow
def test_the_whole_table_matches_the_shapes() -> None:
    for mode in campaign_plan._EDGES:
        for shape in campaign_plan.campaign_shapes(mode):
            assert campaign_plan._sizes(mode, shape) == campaign_plan._count_sizes(mode, shape), (mode, shape)
