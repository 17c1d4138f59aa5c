"""A shape card's name in the picker (picker.py): on one line in print 14 or more, else on
two ("Cross" over "Pyramid"), not one line in print 13 (s151: Flat 3D's "Cross Pyramid",
"Twin Towers" and "Corner Steps" at 480x360 to 800x600). A one-word name too wide for its
card even so shrinks as before (the columns stand closer first: picker_rows.widened).

And what a search for a name can hold (`searchable`), one rule for a keyboard's letters
(picker._insert) and the pad's on-screen keys (menu_search.SearchField.allowed)."""

from __future__ import annotations

import functools

import pygame

from quiver.render2d import theme

NAME_LEAST = 14  # a card's name: print 14 or more wherever one line or two hold it
SIDE = 8  # the room each side of a name (drawn.CHIP_ROOM)
# what the shapes' names and themes are written in (a label's "_" is a space): nothing
# else can match, so nothing else is typed (s163: a keyboard kept "é", "_" and "-",
# which matched no shape and which the pad's keys had no key for)
SEARCH_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789 "


def label(name: str) -> str:
    """'ice_cream' -> 'Ice Cream', 'letter_a' -> 'Letter A'."""
    return name.replace("_", " ").title()


def searchable(ch: str) -> bool:
    """`ch` may be typed in the shape search (either case)."""
    return ch.isascii() and len(ch) == 1 and ch.lower() in SEARCH_CHARS


def split_name(text: str) -> tuple[str, str] | None:
    """`text` on two lines at the space that makes the longer the shortest, None for one word."""
    cuts = [(text[:i], text[i + 1 :]) for i, c in enumerate(text) if c == " "]
    return min(cuts, key=lambda two: max(len(two[0]), len(two[1])), default=None)


def name_lines(text: str, room: int, size: int) -> tuple[list[str], int]:
    """The lines of a card's name `text` in `room` px (its sides kept) and their print, up
    to `size`: one line down to print NAME_LEAST; else two in NAME_LEAST; else one line in
    print down to 13 (one word, or two lines too wide)."""
    one = theme.fit_size(text, size, room, True, NAME_LEAST)
    two = split_name(text)
    if theme.text_size(text, one, True)[0] <= room or two is None:
        return [text], theme.fit_size(text, size, room, True, 13)
    if max(theme.text_size(t, NAME_LEAST, True)[0] for t in two) <= room:
        return list(two), NAME_LEAST  # (in the print one line could not keep)
    return [text], theme.fit_size(text, size, room, True, 13)


@functools.lru_cache(maxsize=2048)  # (a layout follows each key typed in the search)
def need(text: str, room_most: int) -> int:
    """The card width `text` needs in print NAME_LEAST: on one line where `room_most` px
    (the widest card a row allows) holds that, else on two (a one-word name: one)."""
    font = theme.font(NAME_LEAST, True)
    one = font.size(text)[0] + 2 * SIDE
    two = split_name(text)
    if one <= room_most or two is None:
        return one
    return max(font.size(t)[0] for t in two) + 2 * SIDE


@functools.lru_cache(maxsize=32)
def extra_line(texts: tuple[str, ...], card: int, size: int) -> int:
    """The height a second line adds to the cards' name band: a line's pitch where any of
    `texts` takes two lines on a `card`-px card, else 0 (every card alike: even rows)."""
    twos = [z for t in texts for lines, z in [name_lines(t, card - 2 * SIDE, size)] if len(lines) == 2]
    return max((theme.font(z, True).get_linesize() for z in twos), default=0)


def draw_name(surface, text: str, r: pygame.Rect, size: int, colour, middle_y: int) -> None:
    """`text` on the card `r`, its line or lines centred on `middle_y`."""
    lines, z = name_lines(text, r.w - 2 * SIDE, size)
    pitch = theme.font(z, True).get_linesize()
    top = middle_y - pitch * (len(lines) - 1) // 2
    for k, line in enumerate(lines):
        theme.text(surface, line, z, colour, (r.centerx, top + k * pitch), "center", True)
