"""A campaign's first levels read as a climb (s295: levels 1-9 of every mode were all
titled "Warm-up", level 9 at 13 arrows four rounds deep): "Warm-up" only where the
level's board has under ten arrows, then no word until a breather ("Short") or a spike
("Hard"); the boards are the same (the word is read from the plan, never fed back)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from quiver.game.campaign_plan import level_plan
from quiver.game.campaign_targets import GENTLE_LEVELS, LevelRole, level_role
from quiver.game.journey import WARM_UP_ARROWS, CampaignLevel, level_word
from quiver.render2d.hud import puzzle_title


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_warm_up_only_while_the_board_is_small(mode):
    words = {n: level_word(CampaignLevel(mode, n)) for n in range(1, 61)}
    warm = [n for n, w in words.items() if w == "warm-up"]
    assert warm and warm == list(range(1, len(warm) + 1))  # (the first few, in a row)
    assert len(warm) < GENTLE_LEVELS - 4  # (not nine of the first ten)
    for n in warm:
        assert level_plan(mode, n).arrows < WARM_UP_ARROWS
    for n, w in words.items():
        if level_role(n) == LevelRole.RAMP and n not in warm:
            assert w is None and level_plan(mode, n).arrows >= WARM_UP_ARROWS, (n, w)


def test_the_titles_read_as_a_climb():
    titles = {}
    for n in (1, 4, 7, 9, 10, 15):
        board = SimpleNamespace(shape=level_plan("2d", n).shape, params={})
        titles[n] = puzzle_title(board, "(code)", f"Level {n}", level_word(CampaignLevel("2d", n)))
    assert titles[1] == "Level 1  \u2022  Heart  \u2022  Warm-up"
    assert titles[4] == "Level 4  \u2022  Duck" and titles[9] == "Level 9  \u2022  Butterfly"
    assert titles[10].endswith("Short") and titles[15].endswith("Hard")
