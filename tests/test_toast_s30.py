"""Leftovers of the toast rework: a path broken only at its separators, never inside a
date; three long toasts on every card; smaller print over a card's title; rows_lent typed."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from quiver.render2d.wordbreak import break_long_words

PATH = "/home/someone/.local/share/quiver/pictures/quiver-2026-12-03-04-30-00.png"


def _in_number(pieces: list[str]) -> list[tuple[str, str]]:
    """The breaks with a digit on both sides of their mark ("...-04-30-" / "00.png")."""
    return [(a, b) for a, b in zip(pieces, pieces[1:], strict=False) if a[-2:-1].isdigit() and b[:1].isdigit()]


def test_a_path_breaks_at_its_separators_never_inside_its_date():
    """Daily at 1600x600: the saved path broke as "...-04-30-" / "00.png" in the narrow
    calendar place; wherever the file's name fits a line (here 23-29 characters) it breaks
    after a `/` or before the date, never inside it."""
    for width in range(23, 80):
        pieces = break_long_words(PATH, width, len).split("\n")
        assert "".join(pieces) == PATH
        assert all(len(p) <= width for p in pieces), width
        assert not _in_number(pieces), (width, pieces)
        assert all(p.endswith(("/", "quiver-")) for p in pieces[:-1]), (width, pieces)
