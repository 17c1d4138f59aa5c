"""PuzzleSpec: one value type, one validation, and a text form (the code) that round-trips."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiver.engine.modes import MAX_SEED, Difficulty, Mode
from quiver.engine.spec import DEFAULT_KINDS, SPECIAL_KINDS, PuzzleSpec, SpecError


def test_the_game_and_the_generator_name_the_same_type_and_error():
    assert PuzzleSpec is PuzzleSpec
    assert SpecError is SpecError and SpecError is SpecError
    assert issubclass(SpecError, ValueError)


def test_text_normalises_to_enums():
    c = PuzzleSpec.parse(" 3D-Cube-4x4x4-10-EASY-5-g4-MTL ")
    assert c.mode is Mode.THREE_D and c.difficulty is Difficulty.EASY
    assert (c.specials, c.special_kinds) == ("many", ("locks", "two-headed"))
    assert str(c) == "3d-cube-4x4x4-10-easy-5-g4-mlt"


sides = st.integers(1, 999)


@given(
    mode=st.sampled_from(list(Mode)),
    shape=st.from_regex(r"[a-z0-9_]{1,8}(-[a-z0-9_]{1,5})?", fullmatch=True).filter(
        lambda s: not any(re.fullmatch(r"\d+(x\d+)+", p) for p in s.split("-"))  # (no code: below)
    ),
    w=sides,
    h=sides,
    d=sides,
    arrows=st.integers(1, 10**6),
    diff=st.sampled_from(list(Difficulty)),
    seed=st.integers(0, MAX_SEED),
    gen=st.integers(1, 999),
    specials=st.sampled_from(
        [("none", ()), ("some", ("locks",)), ("many", ("two-headed",)), ("some", SPECIAL_KINDS)]
    ),
)
def test_a_complete_spec_round_trips_through_its_code(
    mode, shape, w, h, d, arrows, diff, seed, gen, specials
):
    size = (w, h) if mode is Mode.TWO_D else (w, h, d)
    spec = PuzzleSpec(mode, shape, size, arrows, diff, seed, specials[0], specials[1], gen)
    assert spec.complete
    assert PuzzleSpec.parse(str(spec)) == spec
    assert str(PuzzleSpec.parse(str(spec))) == str(spec)


@pytest.mark.parametrize("shape", ["0x0", "12x4", "star-3x3", "3x3x3-cube"])
def test_a_shape_named_like_a_size_has_no_code(shape):
    """`2d-0x0-1x1-1-easy-0-g1` read `0x0` as the size and did not read back (hypothesis)."""
    spec = PuzzleSpec("2d", shape, (1, 1), 1, "easy", 0, generator=1)
    assert not spec.complete
    with pytest.raises(SpecError, match="no part like a size"):
        str(spec)
    assert PuzzleSpec("2d", "0x", (1, 1), 1, "easy", 0, generator=1).complete  # (not a size)


def test_an_incomplete_spec_has_no_code():
    spec = PuzzleSpec("3d", "sphere", 9)  # an edge, no count, no generator
    assert not spec.complete
    with pytest.raises(SpecError, match="not a complete puzzle code"):
        str(spec)
    assert PuzzleSpec("2d", "pic.png", (5, 5), 3, generator=4).complete is False


def test_specials_default_to_the_monotone_kinds_and_none_has_none():
    # some/many without kinds: locks and two-headed, as before rotating arrows existed
    assert PuzzleSpec("2d", "heart", specials="some").special_kinds == DEFAULT_KINDS
    assert PuzzleSpec("2d", "heart", special_kinds=("locks",)).special_kinds == ()
    assert (
        PuzzleSpec(
            "2d", "heart", specials="many", special_kinds=("rotating", "two-headed", "locks")
        ).special_kinds
        == SPECIAL_KINDS
    )


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"mode": "4d"}, "unknown mode '4d'"),
        ({"difficulty": "brutal"}, "unknown difficulty"),
        ({"seed": -1}, "seed"),
        ({"seed": True}, "seed"),
        ({"seed": MAX_SEED + 1}, "seed"),
        ({"arrows": 0}, "arrow count"),
        ({"arrows": 2.0}, "arrow count"),
        ({"size": (4, 0)}, "bad size"),
        ({"size": "4x4"}, "bad size"),
        ({"generator": 0}, "generator"),
        ({"specials": "lots"}, "specials amount"),
        ({"specials": "some", "special_kinds": ("nets",)}, "kinds"),
        ({"shape": ""}, "shape"),
    ],
)
def test_one_validation_with_one_line(kwargs, words):
    args = {"mode": "2d", "shape": "heart"}
    args.update(kwargs)
    with pytest.raises(SpecError, match=words) as e:
        PuzzleSpec(**args)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize(("typed", "count"), [("heart", "1 part;"), ("2d-heart", "2 parts;")])
def test_a_short_code_counts_its_parts_in_plain_english(typed, count):
    with pytest.raises(SpecError) as e:
        PuzzleSpec.parse(typed)
    assert f"has {count} expected 7" in str(e.value)
