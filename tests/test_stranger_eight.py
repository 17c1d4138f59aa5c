"""Bugs a playtester met (round eight: 3D, Flat 3D, the Custom panel, the CLI): each test
failed before its fix."""

from __future__ import annotations

import pytest

from quiver.engine.codec import CodecError, load_board


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "the board file is empty"),
        (" \n\t", "the board file is empty"),
        ("null", "not null"),
        ("[]", "not an array"),
        ('"board"', "not a string"),
        ("7", "not a number"),
    ],
)
def test_an_empty_or_non_object_board_file_is_named_in_plain_words(text, said):
    """`quiver check empty.json` said "invalid JSON: Expecting value: line 1 column 1
    (char 0)", and `null` said "not NoneType" (Python's name, not JSON's)."""
    with pytest.raises(CodecError) as e:
        load_board(text)
    assert said in str(e.value)
    assert "NoneType" not in str(e.value) and "Expecting value" not in str(e.value)


def test_a_board_from_a_newer_format_says_so():
    """A quiver-board/2 file: "unknown format", with no hint that a newer game wrote it."""
    with pytest.raises(CodecError, match=r"newer Quiver.*reads 'quiver-board/1'"):
        load_board('{"format": "quiver-board/2", "mode": "2d"}')
