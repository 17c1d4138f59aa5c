"""The generator's boards are byte-identical to the hashes stored for its version
(tools/board_hashes.py): a speed-up of the engine or the generator must not change a
single board. A sample of the `--fast` cases runs in the fast tier, the rest of them and the
full set (every shape, difficulty and special-arrow choice, and the bench sizes) in `slow` tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("board_hashes", ROOT / "tools" / "board_hashes.py")
assert _spec is not None and _spec.loader is not None
board_hashes = importlib.util.module_from_spec(_spec)
sys.modules["board_hashes"] = board_hashes
_spec.loader.exec_module(board_hashes)


# The fast cases (49 boards, 1.4 s of CPU) in two: every FAST_EVERY-th in the fast tier (every
# mode and difficulty, some specials), the others in the slow one (s386).
FAST_EVERY = 5


def fast_sample() -> list:
    return board_hashes.fast_cases()[::FAST_EVERY]


@pytest.mark.parametrize("part", ["sample", pytest.param("rest", marks=pytest.mark.slow)])
def test_the_fast_tier_is_byte_identical(part: str) -> None:
    cases = board_hashes.fast_cases()
    chosen = fast_sample() if part == "sample" else [c for i, c in enumerate(cases) if i % FAST_EVERY]
    assert board_hashes.differences(chosen) == []


# The full set in parts (every PARTS-th case each), so a parallel run (-n) spreads it; less
# the fast tier's 49 cases, which the test above builds in every run of the whole suite
# (the parts built them again: 1.7 s of CPU, s341). Together the two check every case.
PARTS = 6


def slow_cases() -> list:
    fast = set(map(board_hashes.key, board_hashes.fast_cases()))
    return [spec for spec in board_hashes.full_cases() if board_hashes.key(spec) not in fast]


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_every_stored_board_is_byte_identical(part: int) -> None:
    assert board_hashes.differences(slow_cases()[part::PARTS]) == []


def test_the_cases_cover_every_mode_difficulty_and_special_choice() -> None:
    fast = board_hashes.fast_cases()
    assert {s.mode for s in fast} == {"2d", "3d", "flat"}
    assert {s.difficulty for s in fast} == {"easy", "medium", "hard"}
    kinds = {k for s in fast for k in s.special_kinds}
    assert kinds == {"locks", "two-headed", "rotating"}
    assert {s.specials for s in fast} == {"none", "some", "many"}
    full = board_hashes.full_cases()
    assert len(set(map(board_hashes.key, full))) == len(full) >= 300
    stored = board_hashes.stored()
    assert stored is not None and set(map(board_hashes.key, full)) <= set(stored)
    # the fast test and the slow parts between them build every case, each once
    assert sorted(map(board_hashes.key, fast + slow_cases())) == sorted(map(board_hashes.key, full))
    # the fast tier's sample still meets every mode and difficulty
    sample = fast_sample()
    assert {s.mode for s in sample} == {"2d", "3d", "flat"}
    assert {s.difficulty for s in sample} == {"easy", "medium", "hard"}


def test_a_changed_board_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check could fail: a board whose solution lists two arrows the other way round
    (still a board the generator could write) differs."""
    spec = board_hashes.fast_cases()[0]
    real = board_hashes.generate

    def swapped(s):  # type: ignore[no-untyped-def]
        board = real(s)
        order = list(board.solution)
        order[0], order[1] = order[1], order[0]
        return board.with_record(solution=order)

    monkeypatch.setattr(board_hashes, "generate", swapped)
    assert board_hashes.differences([spec]) != []
