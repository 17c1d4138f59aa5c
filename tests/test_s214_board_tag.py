"""s214: a Daily board row's name is shown as the server keeps names (NFKC, runs of
spaces one: daily_names.as_kept), its tag was not: a server's "ab12" in full-width
letters, or "e" + a combining accent, was shown as another tag than the one it is."""

from __future__ import annotations

import pygame
import pytest

from quiver.scenes.daily_names import row_name


def _row(tag: str, player: str = "0123456789abcdef") -> str:
    pygame.font.init()
    entry = dict(rank=1, name="Ada", player=player, tag=tag, mistakes=0, hints=0, time_ms=61_000)
    return row_name(entry, 22, 600, False)


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("\uff41\uff42\uff11\uff12", "ab12"),  # full-width letters and digits
        ("e\u0301f9", "\u00e9f9"),  # "e" and a combining accent: the one letter
        ("ab  12", "ab 12"),  # a run of spaces: one
        ("\u00a0ab12 ", "ab12"),  # a no-break space, a space at the end: trimmed
    ],
)
def test_the_same_tag_typed_two_ways_is_one_tag(typed, kept):
    assert _row(typed) == _row(kept) == f"Ada \u00b7{kept}"
