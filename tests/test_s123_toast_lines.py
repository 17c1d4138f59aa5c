"""The toast layer's public `lines_of` (quiver/scenes/toast.py), which choosing a toast's
short form reads (toast_short.py read the layer's private memo, print and inner width
through a protocol); a toast's text changed places the toasts afresh with no private
memo reset: the placement is kept by what each toast says (toast_stack.placed_whole)."""

from __future__ import annotations

import ast
import pathlib

import pygame

from quiver.scenes import toast_short
from quiver.scenes.base import Scene
from quiver.scenes.toast import ToastLayer
from quiver.scenes.toast_cards import MOST_LINES, NARROWEST, TEXT, card_h, inner, wrap
from quiver.scenes.toast_stack import placed_whole

LONG = "Screenshot saved to /home/someone/Pictures/Quiver/quiver-2026-12-05-01-02-03.png"


class Bar(Scene):
    """A screen offering one place for toasts, `w` wide, at the bottom."""

    def __init__(self, w: int) -> None:
        self.w = w

    def toast_slots(self):
        return [pygame.Rect(0, 300, self.w, 180)]


def _layer(w: int) -> ToastLayer:
    top = Bar(w)
    return ToastLayer(lambda: 0.0, (640, 480), lambda: top)


def test_lines_of_is_the_lines_a_card_in_that_place_shows():
    layer = _layer(640)
    widths = (640, 400, 260, NARROWEST)  # (narrower, a word cut across lines says MOST_LINES + 1)
    counts = [layer.lines_of(LONG, w) for w in widths]
    for w, n in zip(widths, counts, strict=True):
        assert n == wrap(LONG, inner(w), 99, TEXT).lines  # as the card is drawn, uncut
    assert counts == sorted(counts) and counts[0] < counts[-1]  # narrower: more lines


def test_the_card_drawn_is_as_tall_as_lines_of_says():
    layer = _layer(300)
    layer.show(LONG)
    layer.update(0.0)
    surface = pygame.Surface(layer.size, pygame.SRCALPHA)
    layer.draw(surface)
    (card, _toast), *_ = layer._hits
    n = layer.lines_of(LONG, 300)
    assert 1 < n <= MOST_LINES and card.h == card_h(n, layer._text)  # (in the print it was drawn in)


def test_a_toasts_new_text_is_placed_afresh():
    """A slot holds the short text; the toast's text changed (as toast_short changes it)
    to one too long for it: placed again, not the placement kept for the old text."""
    top = Bar(640)
    top.toast_slots = lambda: [pygame.Rect(0, 430, 640, 50)]  # one line's room
    layer = ToastLayer(lambda: 0.0, (640, 480), lambda: top)
    t = layer.show("Copied")
    placed_whole(layer)  # (where it stands is part of what the placement is kept by)
    kept = placed_whole(layer)
    assert kept is placed_whole(layer) and kept[0][1] == [t]  # kept while nothing changes
    t.text = " ".join([LONG] * 3)
    groups = placed_whole(layer)
    assert all(g[0] != pygame.Rect(0, 430, 640, 50) or t not in g[1] for g in groups), groups


def test_choosing_the_short_form_reads_no_private_name_of_another_object():
    tree = ast.parse(pathlib.Path(toast_short.__file__).read_text())
    private = [
        f"{ast.unparse(n.value)}.{n.attr}"
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")
    ]
    assert private == []
