"""A lone toast over a play view at a bigger "Size of menus" (quiver/scenes/toast_stack.py's
placing, kept here: that module was near its 400 lines): where every place over the board
or beside the shape holds it off what the player aims at only in a print under TEXT
(toast_stack._grown_off's narrow card: at 800x600 and 200% a first meeting stood in 14 px
in a corner beside the sphere, under a HUD drawn at twice Auto's size, s397), it stands in
the whole bar place over the top bar (area2d.banner: its title and counts) in the toasts'
own print or bigger, and goes as soon as a count changes (toast_bar.give_way), as a first
meeting does in a small window (play_toasts.met_over_counts). Only where the bar place holds
it in none of those prints does it keep the small one."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from quiver.game.journey import ToastKind
from quiver.render2d.theme import chosen

from .toast_bar import bar_of
from .toast_cards import text_print
from .toast_hide import Group, hidden_by, small_aims
from .toast_layer import ToastLayer, top_settings


def bar_grown(layer: ToastLayer) -> list[pygame.Rect]:
    """The whole bar place while the layer tries it for a lone toast (`_bar_grown`, set by
    `in_bar_grown`), where the play view on top has one; else none (ToastLayer._slots)."""
    bar = bar_of(layer) if layer._bar_grown else None
    return [] if bar is None else [bar]


def in_bar_grown(
    layer: ToastLayer, groups: list[Group], tried: Callable[[int], list[Group] | None], sizes: Sequence[int]
) -> list[Group]:
    """`groups`; or, where they show a lone toast of this screen's in a print under TEXT at a
    bigger "Size of menus" (theme.chosen) over a play view, the toast placed (`tried`) with the
    whole bar place offered too, in the biggest of `sizes` (the prints from TEXT up) that
    holds it whole off the view's aims; else as they were (placed again in their print)."""
    top, was, bigger = layer.top_scene, layer._text, chosen(top_settings(layer)) > 1
    up = layer.toasts
    lone = len(up) == 1 and (up[0].kind != ToastKind.SAVED or up[0].screen in (None, top))  # (no guest's)
    if was >= text_print() or layer._compact or not lone or not bigger or bar_of(layer) is None:
        return groups
    aims, layer._bar_grown = small_aims(layer), True
    for size in sorted((z for z in sizes if z > was), reverse=True):
        got = tried(size)
        if got is not None and not hidden_by(layer, got, aims):
            return got
    layer._bar_grown = False
    return tried(was) or groups
