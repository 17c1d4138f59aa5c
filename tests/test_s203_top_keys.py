"""storage._parse found a hand-written file's known top-level keys through a nested
conditional expression; save_keep.top_keys says it plainly, and _parse reads the same."""

from __future__ import annotations

import pytest

from quiver.game import storage
from quiver.game.save_keep import top_keys


def test_top_keys_of_each_form_of_known():
    assert top_keys(None) == ()
    assert top_keys(("a", "b")) == ("a", "b")
    assert top_keys({"": ("schema", "daily"), "daily.*": ("x",)}) == ("schema", "daily")
    assert top_keys({"daily.*": ("x",)}) == ()


@pytest.mark.parametrize(
    ("known", "read"),
    [(None, False), (("volume",), True), ({"": ("volume",)}, True), ({"x.*": ("volume",)}, False)],
)
def test_a_hand_written_file_is_read_by_its_top_level_keys_only(known, read):
    raw = b'{"volume": 0.5}'
    if read:
        assert storage._parse(raw, 1, known) == {"volume": 0.5, "schema": 1}
    else:
        with pytest.raises(storage._Bad, match="no schema version"):
            storage._parse(raw, 1, known)
