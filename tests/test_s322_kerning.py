"""The UI font's kerning that pushed letters apart is left out (s322): pygame's
freesansbold.ttf kerns 1 291 pairs apart ("t" "t" by a tenth of its em), so "letter"
read "let ter" at small print. Its pairs that close gaps ("T" "a", "A" "V") are kept."""

from __future__ import annotations

import struct

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import fontkern, fonts  # noqa: E402


def _bytes() -> bytes:
    with open(fonts.font_file(), "rb") as file:
        return file.read()


def test_the_mended_font_keeps_only_the_pairs_that_close_a_gap():
    data = _bytes()
    before, after = fontkern.kern_pairs(data), fontkern.kern_pairs(fontkern.closing_pairs_only(data))
    assert any(v > 0 for v in before.values())  # (the font's own: what is mended)
    assert after == {pair: v for pair, v in before.items() if v < 0} and after
    assert list(after) == sorted(after)  # (still sorted for a binary search)


def test_a_font_without_such_a_table_is_left_as_it_is():
    assert fontkern.closing_pairs_only(b"") == b""
    no_kern = (
        struct.pack(">IHHHH", 0x10000, 1, 16, 0, 0) + struct.pack(">4sIII", b"glyf", 0, 28, 4) + b"\0" * 4
    )
    assert fontkern.closing_pairs_only(no_kern) == no_kern and fontkern.kern_pairs(no_kern) == {}


@pytest.mark.parametrize("bold", [False, True])
def test_letters_in_a_word_are_their_advances_apart(bold):
    """At every print the UI draws, a word is as wide as its letters' advances (the last
    one's ink where it reaches further): no pair of them pushed apart (530 of these 530
    were, one to four pixels, before)."""
    for size in range(8, 61):
        f = fonts.font(size, bold)
        for word in ("letter", "Rename", "attitude", "Little", "button"):
            glyphs = f.metrics(word)
            ends = max(glyphs[-1][4], glyphs[-1][1])
            assert f.size(word)[0] == sum(g[4] for g in glyphs[:-1]) + ends, (size, word)


def test_a_pair_that_closes_a_gap_still_does():
    f = fonts.font(40)
    assert f.size("Ta")[0] < f.size("T")[0] + f.size("a")[0]
    assert f.size("AV")[0] < f.size("A")[0] + f.size("V")[0]


def test_the_prints_are_the_sizes_they_were():
    """The font opened from the mended bytes is the size ``Font(None, size)`` opened."""
    for size in (1, 8, 13, 20, 33, 64, 120):
        plain = pygame.font.Font(None, size)
        ours = fonts.font(size)
        assert (ours.get_height(), ours.get_ascent(), ours.size("H I O")) == (
            plain.get_height(),
            plain.get_ascent(),
            plain.size("H I O"),
        ), size
