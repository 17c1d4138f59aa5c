"""No wrapped line opens with a space (s244): SDL_ttf cut a line that was one word filling
it, all but its space, before the space, and the next line opened with it (a toast read
" and started fresh"); a "\\n" cut before the same way left a blank line. wraplines.py
works out SDL_ttf's lines and mends them; textdraw.wrap draws the mended ones."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiver.render2d import textdraw, theme
from quiver.render2d.fonts import own_font
from quiver.render2d.wordbreak import break_long_words
from quiver.render2d.wraplines import mended_lines, sdl_lines

TAP = (
    "Tap an arrow: if nothing stands on its escape ray it flies away, "
    "otherwise it bounces back and started fresh"
)
WHITE = (255, 255, 255)


def setup_module() -> None:
    pygame.font.init()


def _measure(size: int, bold: bool = False):
    f = own_font(size, bold, size + 2, "left")
    return lambda s: f.size(s)[0]


def _bands(image: pygame.Surface, line_height: int) -> list[pygame.Rect]:
    return [
        image.subsurface((0, y, image.get_width(), line_height)).get_bounding_rect()
        for y in range(0, image.get_height(), line_height)
    ]


def _left(word: str, size: int, bold: bool = False) -> int:
    """Where the ink of `word` starts when it opens a line."""
    return textdraw.render(word, size, WHITE, bold)[0].get_bounding_rect().x


SAVED = "Saved to /home/player/pictures/quiver-xxxxxxxxxxxxxxxx.png and started fresh"


@pytest.mark.parametrize(
    "text, size, bold, width",
    [
        (
            TAP,
            16,
            False,
            57,
        ),  # "otherwise" fills its line all but its space: SDL_ttf drew " it" (60 before s322)
        (
            SAVED,
            18,
            True,
            371,
        ),  # (396 before s322) a toast at 480x360: the path's piece fills its line, " and started fresh"
    ],
)
def test_a_line_after_a_word_that_filled_its_line_starts_at_its_word(text, size, bold, width):
    m = _measure(size, bold)
    text_broken = break_long_words(text, width, m, m("\nW"))  # (as wrap breaks it)
    assert any(line.startswith(" ") for line in sdl_lines(text_broken, width, m))  # (SDL_ttf's fault)
    w = theme.wrap(text, size, WHITE, width, size + 2, bold=bold)
    lines, mended = mended_lines(text_broken, width, m)
    assert mended and w.lines == len(lines)
    for line, band in zip(lines, _bands(w.image, size + 2), strict=True):
        assert band.x == _left(line.strip(), size, bold), line


def test_a_newline_after_a_line_that_filled_its_width_leaves_no_blank_line():
    text = "otherwise \nit bounces"  # at 16 px in 60: "otherwise " fills the line, its "\n" opens the next
    assert [line.strip() for line in sdl_lines(text, 60, _measure(16))] == ["otherwise", "", "it bounces"]
    w = theme.wrap(text, 16, WHITE, 60, 18)
    assert w.lines == 2 and all(band.h for band in _bands(w.image, 18))


@pytest.mark.parametrize("size", [12, 16, 20])
@pytest.mark.parametrize("width", [60, 111, 230])
def test_sdl_lines_are_the_lines_sdl_ttf_draws(size, width):
    """The model of SDL_ttf's rule: where it mends nothing, wrap draws what Font.render
    draws, pixel for pixel (screenshots and layouts stay as they were)."""
    f = own_font(size, False, size + 2, "left")
    old = f.render(TAP, True, WHITE, None, width)
    assert round(old.get_height() / (size + 2)) == len(sdl_lines(TAP, width, _measure(size)))
    if not mended_lines(TAP, width, _measure(size))[1]:
        new = theme.wrap(TAP, size, WHITE, width, size + 2).image
        assert pygame.image.tobytes(new, "RGBA") == pygame.image.tobytes(old, "RGBA")


WORDS = st.lists(
    st.sampled_from(
        ["a", "I", "an", "it", "ray", "flies", "otherwise", "started", "fresh", "fill", "Hammer,"]
    ),
    min_size=1,
    max_size=24,
)


@settings(max_examples=60, deadline=None)
@given(words=WORDS, size=st.integers(12, 20), width=st.integers(60, 420), bold=st.booleans())
def test_mended_lines_start_at_words_fit_and_keep_the_words(words, size, width, bold):
    m = _measure(size, bold)
    text = break_long_words(" ".join(words), width, m, m("\nW"))  # (as wrap does: a word wider than the line)
    lines, _ = mended_lines(text, width, m)
    assert all(line and not line.startswith(" ") for line in lines)
    assert all(m(line.rstrip(" ")) <= width for line in lines)
    assert " ".join(lines).split() == text.split()


def test_centred_lines_are_centred_on_their_words():
    """A centred line is placed without the space that ended it (it stood off by it)."""
    w = theme.wrap(TAP, 16, WHITE, 150, 18, align="center")
    for band in _bands(w.image, 18):
        assert abs((band.left + band.right) - 150) <= 2


def test_most_and_ink_width_hold_for_a_mended_wrap():
    full = theme.wrap(TAP, 16, WHITE, 60, 18)
    cut = theme.wrap(TAP, 16, WHITE, 60, 18, most=11)
    assert full.lines > 11 and cut.lines == 11 and cut.ink_width <= 60
    assert full.ink_width == full.image.get_bounding_rect().right <= 60
