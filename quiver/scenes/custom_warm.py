"""The Custom panel's thumbnails drawn ahead, on CustomChoice.warm_ahead's thread: the box a
card's thumbnail takes in this window, found by laying out a stand-in of the menu with the
panel's own layout (`place`: menu_draw.layout_menu, handed over by the menu; the real
controls are left as they are), and each shape's thumbnail drawn in it once
(thumbs.cached_thumbnail: the picture the panel then copies, the same pixels). The panel's
first frame drew its 17 thumbnails (about 6 ms), and a mode chosen on it drew the new
mode's (s223)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import SimpleNamespace
from typing import Any

import pygame

from quiver.render2d.thumbs import cached_thumbnail

from .picker import ShapePicker

# the controls layout_menu places, as plain rects here
_PARTS = [
    "mode_seg",
    "diff_seg",
    "slider",
    "random_btn",
    "seed_btn",
    "back_btn",
]


def thumb_box(
    scene: Any, mode: str, names: list[str], theme_of: Callable[[str], str], place: Callable[[Any], object]
) -> tuple[int, int] | None:
    """The box of a card's thumbnail where the Custom panel shows `mode`'s `names` in the
    scene's window (None: no card shows)."""
    grid = ShapePicker(lambda name: None, theme_of)
    grid.names = list(names)
    ghost = SimpleNamespace(
        size=tuple(scene.size),
        midend=scene.ports.midend,
        status=scene.status,
        mode=mode,
        picture_label="",
        grid=grid,
        special_seg=_part(options=list(scene.special_seg.options)),
        size_seg=_part(options=list(scene.size_seg.options)),  # (their words: menu_grown.own_row)
        settings_btn=_part(label=scene.settings_btn.label),  # (menu_grown.fitted_width)
        help_btn=_part(label=scene.help_btn.label),
        picture_btn=_part(label=""),
        **{name: _part() for name in _PARTS},
    )
    place(ghost)
    cards = [r for r in grid.cards if r.w]
    return grid.thumb_box(cards[0]) if cards else None


def _part(**kw) -> SimpleNamespace:
    return SimpleNamespace(rect=pygame.Rect(0, 0, 0, 0), **kw)


def draw_thumbs(shapes: Iterable[Any], box: tuple[int, int]) -> None:
    """Each shape's thumbnail (None: a shape that cannot be built) drawn in `box` and kept."""
    for shape in shapes:
        if shape is not None:
            cached_thumbnail(shape, box)
