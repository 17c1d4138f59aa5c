"""s226: a negative seed is told the seeds' range by seed_text.number, the one rule for a
seed (the box's and `quiver --seed`'s): the Enter-seed box had its own "-5" branch
beside it (scenes/seed.py), saying the same in its own words."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from quiver.cli_args import seed_arg
from quiver.engine.modes import bad_seed
from quiver.game import seed_text
from quiver.generator.spec import SpecError


@pytest.mark.parametrize("text", ["-5", " -5 ", "-\uff15", "-9999999999999999999999", "-0"])
def test_a_negative_whole_number_is_told_the_range_by_the_one_rule(text):
    with pytest.raises(SpecError) as info:
        seed_text.number(text)
    assert str(info.value) == bad_seed(text.strip())
    with pytest.raises(SpecError) as cli:
        seed_arg(text)
    assert str(cli.value) == str(info.value), "the box and --seed say it alike"


@pytest.mark.parametrize("text", ["-", "--5", "-5x", "- 5", "-+5"])
def test_a_minus_before_what_is_no_whole_number_is_still_no_seed(text):
    assert seed_text.number(text) is None


def test_the_seed_box_says_the_range_through_the_rule():
    from quiver.scenes.seed import SeedScene

    with pytest.raises(SpecError) as info:
        SeedScene.parse(SimpleNamespace(menu=None), "-5")
    assert str(info.value) == bad_seed("-5")
