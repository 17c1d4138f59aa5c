"""s228: a seed out of range said "from 0 to 9223372036854775807" to a new player: a wall
of 19 digits. The line says the top in words; `quiver generate --help` keeps it exact (2**63-1)."""

from __future__ import annotations

import re

import pytest

from quiver.cli import main
from quiver.engine.modes import MAX_SEED, bad_seed
from quiver.engine.spec import SpecError
from quiver.game.seed_text import number


def test_the_seed_range_is_worded_for_a_player_and_exact_in_the_help(capsys):
    with pytest.raises(SpecError) as info:
        number("9" * 20)
    said = str(info.value)
    assert said == bad_seed("9" * 20)
    assert str(MAX_SEED) not in bad_seed()
    assert not re.search(r"\d{5}", bad_seed()), bad_seed()  # no run of digits to count
    assert "whole number from 0" in bad_seed() and "billion" in bad_seed()
    main(["generate", "--help"])
    assert "2**63-1" in capsys.readouterr().out
