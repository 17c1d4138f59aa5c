"""A Daily-board name shows as the server keeps it (NFKC), as the player's own text field
shows it: a server that sent "Rene" + U+0301 as it came (one that does not normalise)
drew "Rene" on the board, the accent the font cannot draw alone left off, with a tag it
needs not, while the Settings field showed "René"."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _entry(name: str, player: str = "ab12cd34") -> dict:
    return dict(rank=1, name=name, player=player, tag="", mistakes=0, hints=0, time_ms=61_000)


def test_a_decomposed_name_shows_composed_as_its_field_does():
    from quiver.render2d import theme
    from quiver.scenes.daily_names import row_name

    assert not theme.draws("\u0301")  # (the font cannot draw the accent alone)
    assert row_name(_entry("Rene\u0301"), 22, 400, False) == "Ren\u00e9"  # no tag: nothing shown as "?"
    assert row_name(_entry("Zoe\u0308  Li"), 22, 400, False) == "Zo\u00eb Li"
    # a letter the font lacks even composed is one "?", as the field shows it, and tagged
    assert theme.drawable("Vie\u0323\u0302t").replace("\u200b", "") == "Vi?t"
    assert row_name(_entry("Vie\u0323\u0302t"), 22, 400, False) == "Vi?t \u00b7ab12"
    assert row_name(_entry("\uff21nn"), 22, 400, False) == "Ann"  # full-width: as the server keeps it


def test_a_name_that_grows_under_nfkc_is_still_cut_to_what_a_row_holds():
    from quiver.scenes.daily_names import MAX_FIT, as_kept

    assert len(as_kept("\ufdfa" * MAX_FIT)) == MAX_FIT  # one character, 18 when normalised
