"""s359: the first twelve levels of each mode, as a stranger meets them.

A new shape each level (3D showed the anchor at levels 3, 9 and 12, Flat the brick at 8 and
11), repeating one only when every shape that fits the level has been seen; and a level the
HUD calls "Warm-up" has no "hard" in its code where an easy or a medium board lands on it."""

from __future__ import annotations

import pytest

from quiver.engine.modes import MODES
from quiver.game.campaign import level_code
from quiver.game.campaign_plan import _fit, campaign_shapes, level_plan
from quiver.game.campaign_reads import READ_LEVELS
from quiver.game.journey import CampaignLevel, level_word

# the first levels' shapes (s359), as many different ones as fit their arrows: 3D's first
# levels take 6 to 14 arrows, which only eight of its shapes take at a size that reads;
# Flat's ridge takes none of them
DISTINCT = {"2d": 12, "3d": 8, "flat": 11}
# warm-ups whose code says hard: no easy or medium board lands on the level's depth
HARD_WARM_UPS = {
    # a 5x3x5 pyramid of 8 arrows: of 60 easy and 60 medium boards none is 3 rounds deep
    ("3d", 2),
}


def _shapes(mode: str) -> list[str]:
    return [level_plan(mode, n).shape for n in range(1, READ_LEVELS + 1)]


@pytest.mark.parametrize("mode", MODES)
def test_a_shape_repeats_only_when_every_shape_that_fits_was_seen(mode):
    shapes = _shapes(mode)
    assert len(set(shapes)) == DISTINCT[mode], shapes
    for n in range(2, READ_LEVELS + 1):
        shape, seen = shapes[n - 1], shapes[: n - 1]
        assert shape != seen[-1], f"{mode} level {n} plays level {n - 1}'s {shape} again"
        if shape in seen:
            arrows = level_plan(mode, n).target.arrows
            new = [s for s in campaign_shapes(mode) if s not in seen and _fit(mode, s, arrows, True)]
            assert new == [], f"{mode} level {n} repeats {shape} while {new} fit"


def test_each_modes_first_level_is_as_it_was():
    assert [(level_plan(m, 1).shape, level_plan(m, 1).size) for m in MODES] == [
        ("heart", (7, 7)),
        ("cube", (3,)),
        ("cube", (3,)),
    ]
    assert str(level_code("2d", 1)) == "2d-heart-7x7-7-medium-1922026962499609246-g9"


@pytest.mark.parametrize("mode", MODES)
def test_no_warm_up_says_hard_in_its_code(mode):
    warm = [n for n in range(1, READ_LEVELS + 1) if level_word(CampaignLevel(mode, n)) == "warm-up"]
    assert warm, "no warm-up level to check"
    hard = {(mode, n) for n in warm if "-hard-" in str(level_code(mode, n))}
    assert hard == {k for k in HARD_WARM_UPS if k[0] == mode}
