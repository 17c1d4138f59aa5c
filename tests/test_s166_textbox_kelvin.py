"""A TextBox with a set of characters (the seed field's) takes a capital of one of them,
and nothing whose lower case merely is one (s166: the Kelvin sign went in as "k", as it
did in the shape search before s163's picker_names.searchable)."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")


def test_a_sign_whose_lower_case_is_allowed_is_not_taken():
    from quiver.render2d.widgets import TextBox
    from quiver.scenes.seed import ALLOWED

    box = TextBox(allowed=ALLOWED)
    box.insert("\u212a")  # KELVIN SIGN: its lower case is "k"
    box.insert("\u0130")  # I WITH DOT ABOVE: its lower case is "i" and a combining dot
    assert box.text == ""
    box.insert("Kk7-\u212a")
    assert box.text == "Kk7-"
