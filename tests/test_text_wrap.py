"""Text wrapping by pygame (Font.render's wraplength) through theme.wrap."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from quiver.render2d import theme

LONG = "Tap an arrow: if nothing stands on its escape ray it flies away, otherwise it bounces back"


def setup_module() -> None:
    pygame.font.init()


def test_a_short_line_is_one_line_its_own_width():
    w = theme.wrap("Hello", 20, theme.INK, 300, 18)
    assert w.lines == 1 and w.image.get_height() == 18
    assert abs(w.ink_width - theme.text_size("Hello", 20)[0]) <= 2


def test_long_text_wraps_inside_the_width_at_the_line_height():
    w = theme.wrap(LONG, 20, theme.INK, 160, 24)
    assert w.lines >= 3 and w.image.get_height() == 24 * w.lines
    assert w.ink_width <= 160 and w.image.get_width() <= 160


def test_most_cuts_the_last_line_with_an_ellipsis():
    full = theme.wrap(LONG, 20, theme.INK, 160, 24)
    cut = theme.wrap(LONG, 20, theme.INK, 160, 24, most=2)
    assert full.lines > 2 and cut.lines == 2
    assert theme.wrap(LONG, 20, theme.INK, 160, 24, most=full.lines).lines == full.lines


def test_a_long_word_is_cut_across_lines():
    w = theme.wrap("/home/player/pictures/" + "x" * 80 + ".png", 22, theme.INK, 200, 24, bold=True)
    assert w.lines >= 2 and w.ink_width <= 200


def test_wrapping_leaves_the_shared_fonts_alone():
    before = theme.font(20).get_linesize()
    theme.wrap(LONG, 20, theme.INK, 160, 40, align="center")
    assert theme.font(20).get_linesize() == before
