"""A malformed puzzle code's message names what is wrong with it: a part too many after
the generator version, or between the size and the version, is named as such (s220:
`2d-heart-16x14-34-hard-7-g9-mlr-x` said "bad size 'hard'", the parts read from the end)."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from quiver.engine.spec import PuzzleSpec, SpecError

CODES = [
    "2d-heart-16x14-34-hard-7-g9",
    "3d-cube-4x4x4-13-hard-3-g9",
    "flat-cube-4x4x4-20-easy-1-g9-sl",
    "2d-heart-16x14-34-hard-7-g9-mlr",
]
# (not a part that reads as a generator version, 'g0': '...-7-g0-g9' and '...-7-g9-g0' are
# then one part too many in the middle or after the version alike; hypothesis found 'g0')
JUNK = st.text("abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=5).filter(
    lambda part: not re.fullmatch(r"g\d+", part)
)


def _refusal(code: str) -> str:
    with pytest.raises(SpecError) as got:
        PuzzleSpec.parse(code)
    message = str(got.value)
    assert "\n" not in message
    return message


def test_the_strangers_code_says_two_parts_follow_the_version():
    message = _refusal("2d-heart-16x14-34-hard-7-g9-mlr-x")
    assert "'mlr-x'" in message and "after its generator version 'g9'" in message
    assert "size" not in message


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CODES), st.lists(JUNK, min_size=1, max_size=3))
def test_parts_put_after_the_version_are_named(code, extra):
    base = code.split("-g9")[0] + "-g9"  # (its specials part, if any, is one of the extras)
    bad = base + "-" + "-".join(extra)
    try:
        PuzzleSpec.parse(bad)
    except SpecError as e:
        named = "-".join(extra) if len(extra) > 1 else extra[0]
        assert f"'{named}'" in str(e) and "\n" not in str(e)
    else:  # (one extra that is a special-arrows part: a code)
        assert len(extra) == 1


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CODES), JUNK, st.integers(0, 3))
def test_a_part_put_between_the_size_and_the_version_is_named(code, junk, at):
    parts = code.split("-")
    size = 2
    parts.insert(size + 1 + at, junk)  # after the size, before the version
    bad = "-".join(parts)
    message = _refusal(bad)
    middle = bad.split("-")[size + 1 : size + 5]
    assert f"'{'-'.join(middle)}'" in message
    assert "4 parts between its size" in message


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CODES), st.integers(1, 6))
def test_a_part_left_out_is_counted_or_named(code, gone):
    parts = code.split("-")
    assume(gone < len(parts))
    bad = "-".join(parts[:gone] + parts[gone + 1 :])
    message = _refusal(bad)
    quoted = message.split("'")[1::2]
    assert quoted and any(q and q in bad for q in quoted)
