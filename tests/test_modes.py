"""Mode and Difficulty: enums that read, compare, hash and write as their text."""
from __future__ import annotations

import json

import pytest

from quiver.engine.modes import (
    DIFFICULTIES,
    MAX_SEED,
    MODES,
    Difficulty,
    Mode,
    is_count,
    is_int,
    is_seed,
)


def test_members_keep_their_text_everywhere_text_goes():
    assert [str(m) for m in MODES] == ["2d", "3d", "flat"]
    assert [f"{d}" for d in DIFFICULTIES] == ["easy", "medium", "hard"]
    assert f"{Mode.FLAT}-{Difficulty.HARD:>6}" == "flat-  hard"
    assert json.dumps({Mode.TWO_D: Difficulty.EASY}) == '{"2d": "easy"}'
    assert f"{Mode.THREE_D}-cube" == "3d-cube"
    assert repr(Mode.TWO_D) == "'2d'" and f"{Difficulty.EASY!r}" == "'easy'"


def test_members_equal_and_hash_like_their_text():
    assert Mode("flat") is Mode.FLAT and Mode.TWO_D == "2d" and "3d" in MODES
    assert {"2d": 1, "3d": 2}[Mode.THREE_D] == 2
    assert {Mode.TWO_D: 1}["2d"] == 1
    with pytest.raises(ValueError):
        Mode("4d")


def test_dims():
    assert [m.dims for m in MODES] == [2, 3, 3]


@pytest.mark.parametrize("value, int_, count, seed", [
    (0, True, False, True), (1, True, True, True), (True, False, False, False),
    (-1, True, False, False), (MAX_SEED, True, True, True), (MAX_SEED + 1, True, True, False),
    (1.0, False, False, False), ("1", False, False, False), (None, False, False, False),
])
def test_int_checks(value, int_, count, seed):
    assert (is_int(value), is_count(value), is_seed(value)) == (int_, count, seed)
