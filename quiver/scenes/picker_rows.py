"""The shape picker's rows (picker.py): where a card or a theme's header starts, the top
card kept through a resize, and paging by whole rows."""

from __future__ import annotations

from typing import Any

import pygame

from .picker_names import need

Items = list[tuple[Any, ...]]  # ("header", theme, y) / ("card", index, rect)


def on_screen(items: Items, n: int, corner: tuple[int, int], scroll: int) -> list[pygame.Rect]:
    """The on-screen rect of each of `n` names' cards in `items` (laid out from the view's
    top-left `corner`, scrolled by `scroll`); an empty rect for a card the search hides."""
    out = [pygame.Rect(0, 0, 0, 0) for _ in range(n)]
    for kind, k, r in items:
        if kind == "card":
            out[k] = r.move(corner[0], corner[1] - scroll)
    return out


def page_to(rows: list[tuple[int, int]], scroll: int, view_h: int, most: int, step: int) -> int:
    """The scroll after Page Down (`step` 1) or Up over `rows` (each row's top and height,
    headers too, in order): the row cut at the view's foot comes to its top (its theme's
    header with it), or the rows above fill the view down to the top one (scrolled by the
    view's height, 85 px at 480x360 over 90 px rows, no row ever showed whole)."""
    top, foot = scroll, scroll + view_h
    if step > 0:
        cut = [y for y, h in rows if y > top and y + h > foot]
        to = cut[0] if cut else most
        above = [y for y, h in rows if y + h == to and y > top]
        to = above[0] if above else to
    else:
        first = next((y for y, _ in rows if y >= top), top)
        end = max((y + h for y, h in rows if y + h <= first), default=first)  # (the gap over
        to = min((y for y, _ in rows if y >= end - view_h), default=0)  # `first` need not show)
        to = to if to < top else max((y for y, _ in rows if y < top), default=0)
    return max(0, min(most, to))


def row_y(item: tuple[Any, ...]) -> int:
    """Where a header or a card's row starts in the grid."""
    return item[2] if item[0] == "header" else item[2].y


def card_shapes(items: Items) -> list[int]:
    """The shapes of the cards among `items`, in order."""
    return [i[1] for i in items if i[0] == "card"]


def first_card_at(items: Items, scroll: int) -> int:
    """The shape of the first card at or under `scroll` (the top of the grid in view),
    or under the first header there."""
    at = next((k for k, item in enumerate(items) if row_y(item) >= scroll), len(items) - 1)
    return next(i[1] for i in items[at:] if i[0] == "card")


def widened(width: int, cols: int, gap: int, labels: list[str], least: int = 4) -> tuple[int, int]:
    """(a card's width, the gap between columns) of `cols` cards across `width` px: the gap
    narrowed, down to `least`, as far as lets the most labels fit their cards in print 14,
    8 px each side, on one line or two (picker_names.need) (s136: 800x600's 68-px cards
    printed "Mushroom" at 13; 69 px hold it. s151: 3D's "Octahedron", which no gap lets
    fit, kept "Mushroom" beside it at 13)."""
    card = (width - (cols - 1) * gap) // cols
    if cols < 2:
        return card, gap
    most = (width - (cols - 1) * least) // cols  # the widest card a row allows
    want = max((n for t in labels if (n := need(t, most)) <= most), default=0)
    if card < want:
        gap = (width - cols * want) // (cols - 1)
        card = (width - (cols - 1) * gap) // cols
    return card, gap


def row_card(cards: list[Any], shown: list[int], k: int, step: int) -> int | None:
    """The card a row below card `k` (`step` 1) or above it (-1), the nearest to its column,
    among the `shown` ones (`cards`: each name's rect, ShapePicker.cards); None from the
    grid's last (first) row, or for a card not shown (s166: Down left the grid at once, so a
    far shape was Right pressed many times away)."""
    if k not in shown:
        return None
    here = cards[k]
    ahead = [cards[i].y for i in shown if (cards[i].y - here.y) * step > 0]
    if not ahead:
        return None
    row = min(ahead) if step > 0 else max(ahead)
    return min((abs(cards[i].centerx - here.centerx), i) for i in shown if cards[i].y == row)[1]
