"""An unknown shape name's "did you mean" offers only names that look like it: at
difflib's 0.5 cutoff "nosuch" drew "anchor", "dog" "drop" and "test" four unrelated
shapes (stranger s193); typos still find their shape."""

from __future__ import annotations

import pytest

from quiver.shapes import ShapeError, make_shape


def said(mode: str, name: str) -> str:
    with pytest.raises(ShapeError) as e:
        make_shape(mode, name)
    return str(e.value)


@pytest.mark.parametrize(("mode", "name"), [("2d", "nosuch"), ("2d", "dog"), ("2d", "test"), ("flat", "dog")])
def test_an_unrelated_name_gets_no_suggestion(mode, name):
    line = said(mode, name)
    assert "did you mean" not in line and "quiver shapes" in line, line


@pytest.mark.parametrize(
    ("mode", "name", "meant"),
    [("2d", "hartt", "heart"), ("2d", "kat", "cat"), ("3d", "torrus", "torus"), ("3d", "sphre", "sphere")],
)
def test_a_typo_still_finds_its_shape(mode, name, meant):
    line = said(mode, name)
    assert "did you mean" in line and meant in line.split("did you mean", 1)[1], line
