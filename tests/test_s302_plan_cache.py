"""level_plan is kept (s302: 0.2 to 1 ms a call, once per puzzle and twice per Levels tile at
each redraw), keyed on all it reads: the mode, the level and the shape order the library
gives. It reads no progress, so clearing levels leaves every plan as a fresh reckoning makes
it; a library naming other shapes makes other plans, never the ones kept before."""

from __future__ import annotations

import pytest

from quiver.engine.modes import Mode
from quiver.game import campaign_plan
from quiver.game.campaign_plan import level_plan
from quiver.game.progress import Progress, record_level

LEVELS = (1, 2, 3, 9, 10, 11, 12, 20, 57, 400)


def fresh(mode: str, level: int):
    """The plan reckoned anew (nothing kept, the shape order too)."""
    campaign_plan._order.cache_clear()
    campaign_plan._plan.cache_clear()
    return level_plan(mode, level)


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_a_kept_plan_is_the_one_reckoned_afresh(mode):
    made = {n: fresh(mode, n) for n in LEVELS}
    for n in LEVELS:
        assert level_plan(mode, n) == made[n]
    kept = level_plan(mode, 12)
    assert level_plan(mode, 12) is kept and level_plan(Mode(mode), 12) is kept  # (kept, not made again)


def test_clearing_levels_leaves_every_plan_as_fresh():
    progress = Progress()
    before = {n: level_plan("2d", n) for n in LEVELS}
    for n in range(1, 40):
        record_level(progress, "2d", n, 3, 12.0)
    assert progress.current_level("2d") == 40
    for n in LEVELS:
        assert level_plan("2d", n) == before[n] == fresh("2d", n)


def test_another_shape_library_makes_its_own_plans(monkeypatch):
    kept = [level_plan("2d", n) for n in range(1, 9)]
    names = ["star", "fish", "duck", "house", "apple", "cat", "tree", "moon", "kite"][::-1]  # (no heart)
    monkeypatch.setattr(campaign_plan, "_available_shapes", lambda mode: names)
    others = [level_plan("2d", n) for n in range(1, 9)]
    assert others[0].shape == "star" != kept[0].shape  # (level 1: the library's first opener)
    assert others == [fresh("2d", n) for n in range(1, 9)]
    monkeypatch.setattr(campaign_plan, "_available_shapes", lambda mode: [])  # (no library: the fallback)
    assert level_plan("flat", 1).shape == campaign_plan.FALLBACK_SHAPES["flat"][0]
    monkeypatch.undo()
    assert [level_plan("2d", n) for n in range(1, 9)] == kept
